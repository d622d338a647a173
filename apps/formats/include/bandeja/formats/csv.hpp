#pragma once
// The CSV files a director writes or exports from a spreadsheet (travellers, pairs, teams), read
// into records, as RFC 4180 has them. One rule for all of them: fields separated by ',' or, when
// the first non-blank line has ';' and no ',' outside quotes, by ';' (a spreadsheet in a Spanish
// locale), or by what a first line `sep=X` names (Excel's own hint); a field may be quoted
// ("García, Ana"), "" is a quote inside, and a quoted field may span lines; a UTF-8 BOM is
// dropped, CR LF and LF both end a line, records whose fields are all empty are skipped,
// unquoted fields are trimmed of spaces and tabs, and a leading ' before = + - @, tab or CR (how exports
// keep a spreadsheet from reading a name as a formula) is dropped.
// The text is UTF-8; a file whose first byte beyond ASCII is not UTF-8 is read as Windows-1252
// (a Spanish Excel's "CSV" without a BOM) and given out as UTF-8.
// Nothing is ever dropped without a word: a record that cannot be read exactly carries a fault
// (the first one found, with its field and line), and its reader refuses the record.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::formats {

enum class CsvFault {
  none,
  unterminated_quote,  // a quoted field is never closed (it ran to the end of the file)
  text_after_quote,    // "1NT"XX: text between a closing quote and the separator
  control_character,   // a NUL or other control byte (a quoted field may still span lines)
  not_text,            // bytes that are neither UTF-8 nor Windows-1252 text
  field_too_long,      // longer than limits::kCsvFieldBytes (the rest is not kept)
  too_many_fields,     // more than limits::kCsvFields (the rest are not kept)
  binary,              // a NUL byte in the file's first 8 KB: not a text file at all
};

struct CsvRecord {
  int line = 0;                     // the 1-based line the record starts on
  std::vector<std::string> fields;
  CsvFault fault = CsvFault::none;  // the first thing that stops this record being read exactly
  int fault_field = 0;              // its field, 1-based (0: the whole record)
  int fault_line = 0;               // its line (a quoted field may span lines)
  bool operator==(const CsvRecord&) const = default;
};

// The fault of a record as an error of the message catalogue (code "csv.<fault>", field
// "line", args {field number}, the fault's line); none when the record reads well.
std::optional<Error> csv_fault_error(const CsvRecord& r);

std::vector<CsvRecord> read_csv_records(std::string_view text);

// The same reading a piece at a time: feed() the text in chunks as it comes (split anywhere,
// even inside a field, a UTF-8 character or between CR and LF), then finish(); each record is
// handed to the sink as soon as it is complete, so a file of any size is read in the memory of
// one record, and in time linear in its size. A binary file gives one record with fault binary
// and nothing more.
class CsvStream {
 public:
  using Sink = std::function<void(const CsvRecord&)>;
  explicit CsvStream(Sink sink);
  void feed(std::string_view chunk);
  void finish();
  bool read_as_windows_1252() const { return cp1252_; }

 private:
  void start(std::string_view head);
  void take(char ch);
  void take_all(std::string_view text);  // take() of each byte, a run of plain ones at once
  void put(unsigned char byte);  // a byte of the current field, decoded
  void put_text(std::string_view utf8);
  void not_utf8_after_all();  // the UTF-8 character begun is not one
  void end_field();
  void end_record();
  void set_fault(CsvFault f);
  void release();  // the records held back while the file might still prove binary
  Sink sink_;
  std::string head_;    // the text before the separator is known (up to the first non-blank line)
  size_t head_scanned_ = 0;
  char sep_ = 0;        // 0 until known
  bool sep_line_ = false;  // the first line is `sep=X`: skipped
  bool bom_ = false;       // the file declares UTF-8
  bool binary_ = false;
  std::vector<CsvRecord> early_;  // records of the first 8 KB, given out once it is text
  size_t bytes_ = 0;       // bytes taken so far (a NUL within the first 8 KB: binary)
  CsvRecord rec_;
  std::string field_;
  std::string held_;           // spaces of an unquoted field not yet known to be inside it
  bool field_blank_ = true;    // field_ holds only spaces and tabs so far
  bool in_record_ = false;     // some text of the current record was read
  bool quoted_ = false, was_quoted_ = false;
  bool quote_pending_ = false; // a '"' inside quotes: a closing quote, or the first of ""
  bool cr_pending_ = false;    // a CR ended a record: an LF right after it is the same line end
  // Text decoding: UTF-8 until the first byte beyond ASCII shows otherwise.
  bool seen_utf8_ = false;     // a valid UTF-8 character beyond ASCII was read
  bool cp1252_ = false;        // decoding Windows-1252 from here on
  unsigned char u8_[4] = {};   // a UTF-8 character's bytes so far
  int u8_have_ = 0, u8_need_ = 0;
  int quote_line_ = 0;         // the line the open quoted field began on
  int line_ = 1;
};

// A field as written to a CSV file: quoted (with "" for a quote) when it holds a separator
// (',' or ';'), a quote or a line end, or starts or ends with a space; else as it is. Text that
// a spreadsheet would run as a formula (a leading = + - @, tab or CR, other than a plain number
// such as -420) is written after a ' so that it shows as text (OWASP's advice on CSV injection).
// With the separator `;` (a spreadsheet set to Spanish) a comma is a decimal comma: -1,5 is a
// plain number and a field is not quoted for its commas.
std::string csv_field(std::string_view s, char separator = ',');

// `s` without the white space (spaces, tabs, ...) at either end, as unquoted fields are read.
std::string trim_field(std::string_view s);

// A pair id as files give it, the way it is compared: letters in upper case, so `5ns`, `5Ns`
// and `5NS` are one pair (spreadsheets and other programs write them either way), and East-West
// as Spanish and French write it, `3EO` (Este-Oeste, Est-Ouest), is `3EW`.
std::string pair_id_key(std::string_view id);

}  // namespace bandeja::formats
