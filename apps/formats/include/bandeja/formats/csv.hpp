#pragma once
// The CSV files a director writes or exports from a spreadsheet (travellers, pairs, teams), read
// into records. One rule for all of them: fields separated by ',' or, when the first non-blank
// line has ';' and no ',' outside quotes, by ';' (a spreadsheet in a Spanish locale); a field
// may be quoted ("García, Ana"), "" is a quote inside, and a quoted field may span lines; a
// UTF-8 BOM is dropped, CR LF and LF both end a line, records whose fields are all empty are
// skipped, unquoted fields are trimmed of spaces and tabs. Pure.
#include <string>
#include <string_view>
#include <vector>

namespace bandeja::formats {

struct CsvRecord {
  int line = 0;                     // the 1-based line the record starts on
  std::vector<std::string> fields;
  bool unterminated_quote = false;  // a quoted field is never closed (it ran to the end)
};

std::vector<CsvRecord> read_csv_records(std::string_view text);

// A field as written to a CSV file: quoted (with "" for a quote) when it holds a separator
// (',' or ';'), a quote or a line end, or starts or ends with a space; else as it is.
std::string csv_field(std::string_view s);

// `s` without the white space (spaces, tabs, ...) at either end, as unquoted fields are read.
std::string trim_field(std::string_view s);

}  // namespace bandeja::formats
