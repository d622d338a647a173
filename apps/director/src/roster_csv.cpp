#include "bandeja/director/roster_csv.hpp"


#include <cctype>

namespace bandeja::director {

Result<std::vector<CsvRecord>> read_roster_csv(std::string_view text) {
  auto records = formats::read_csv_records(text);
  for (const auto& r : records)
    if (r.unterminated_quote) {
      Error e = error_code("file.unclosed_quote", "line");
      e.line = r.line;
      return std::unexpected(std::move(e));
    }
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

}  // namespace bandeja::director
