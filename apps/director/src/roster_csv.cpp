#include "bandeja/director/roster_csv.hpp"


#include <cctype>

#include "bandeja/db/records.hpp"
#include "bandeja/score/limits.hpp"

namespace bandeja::director {

Result<std::vector<CsvRecord>> read_roster_csv(std::string_view text) {
  auto records = formats::read_csv_records(text);
  // A binary file is refused whole; any other fault is its record's, refused with the
  // file's other errors by the reader of the rows (row_fault).
  if (!records.empty() && records[0].fault == formats::CsvFault::binary)
    return std::unexpected(*formats::csv_fault_error(records[0]));
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

Error at_cell(int line, std::string column, Error e) {
  e.line = line;
  e.field = std::move(column);
  return e;
}

bool clean_national_id(std::string_view text, std::string& out) {
  std::string t = formats::trim_field(text);
  if (t.size() > limits::kIdBytes) return false;
  for (unsigned char c : t)
    if (!std::isalnum(c) && c != '-' && c != '.' && c != '/') return false;
  out = db::canonical_national_id(t);  // es3 is ES3
  return true;
}

}  // namespace bandeja::director
