#pragma once
// The CSV files a director writes or exports from a spreadsheet (travellers, pairs, teams), read
// into records. One rule for all of them: fields separated by ',' or, when the first non-blank
// line has ';' and no ',' outside quotes, by ';' (a spreadsheet in a Spanish locale); a field
// may be quoted ("García, Ana"), "" is a quote inside, and a quoted field may span lines; a
// UTF-8 BOM is dropped, CR LF and LF both end a line, records whose fields are all empty are
// skipped, unquoted fields are trimmed of spaces and tabs. Pure.
#include <functional>
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

// The same reading a piece at a time: feed() the text in chunks as it comes (split anywhere,
// even inside a field or between CR and LF), then finish(); each record is handed to the sink
// as soon as it is complete, so a file of any size is read in the memory of one record.
class CsvStream {
 public:
  using Sink = std::function<void(const CsvRecord&)>;
  explicit CsvStream(Sink sink);
  void feed(std::string_view chunk);
  void finish();

 private:
  void take(char ch);
  void end_field();
  void end_record();
  Sink sink_;
  std::string head_;   // the text before the separator is known (up to the first non-blank line)
  char sep_ = 0;       // 0 until known
  bool bom_checked_ = false;
  CsvRecord rec_;
  std::string field_;
  bool in_record_ = false;     // some text of the current record was read
  bool quoted_ = false, was_quoted_ = false;
  bool quote_pending_ = false; // a '"' inside quotes: a closing quote, or the first of ""
  bool cr_pending_ = false;    // a CR ended a record: an LF right after it is the same line end
  int line_ = 1;
};

// A field as written to a CSV file: quoted (with "" for a quote) when it holds a separator
// (',' or ';'), a quote or a line end, or starts or ends with a space; else as it is.
std::string csv_field(std::string_view s);

// `s` without the white space (spaces, tabs, ...) at either end, as unquoted fields are read.
std::string trim_field(std::string_view s);

}  // namespace bandeja::formats
