#include "roster_csv.hpp"

#include "app_support.hpp"

#include <cctype>

namespace bandeja::app {

std::vector<CsvRecord> read_roster_csv(std::string_view text, Lang lang) {
  auto records = formats::read_csv_records(text);
  for (const auto& r : records)
    if (r.unterminated_quote)
      throw UserError(tr(lang,
                         "line " + std::to_string(r.line) +
                             ": a quoted field is never closed (a \" is missing)",
                         "línea " + std::to_string(r.line) +
                             ": un campo entre comillas no se cierra (falta una \")"));
  return records;
}

std::string header_key(std::string_view word) {
  std::string out;
  for (char c : word) {
    if (c == ' ' || c == '_' || c == '-' || c == '.' || c == '\t') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

bool clean_national_id(std::string_view text, std::string& out) {
  std::string t = formats::trim_field(text);
  for (unsigned char c : t)
    if (!std::isalnum(c) && c != '-' && c != '.' && c != '/') return false;
  out = std::move(t);
  return true;
}

}  // namespace bandeja::app
