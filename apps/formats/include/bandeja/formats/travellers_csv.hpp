#pragma once
// The travellers CSV: one result line per row, as a club's paper travellers or another
// program's export give them (documented in docs/formats.md).
//
//   board,round,table,ns,ew,contract,declarer,result,score,lead
//   1,1,1,1NS,1EW,4S,N,10,420,HK
//   2,1,1,1NS,1EW,,,,-100,
//   3,1,1,1NS,1EW,PASS,,,,
//   4,1,1,1NS,1EW,,,,A60-40,
//
// A header row names the columns, in any order, case-insensitive (English or Spanish names:
// tablero, ronda, mesa, ns, eo, contrato, declarante, bazas, resultado, puntuacion, salida).
// Required: board, ns, ew, and contract or score. `tricks` (tricks taken) and `result`
// (=, +1, -2 or tricks taken) are the same column under two names. Optional: round, table,
// lead. Fields may be quoted ("..." with "" for a quote). The separator is a comma, or a
// semicolon when the header has semicolons and no commas (spreadsheets set to Spanish).
// Pure: text in, values out; the app turns the raw fields into entries (entry_from_fields)
// because that needs the board's vulnerability.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/formats/csv.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::formats {

// One row of the file, with the fields as written (trimmed) and the numbers parsed.
struct TravellerRow {
  int line = 0;  // 1-based line number in the file (the header is line 1)
  int board = 0;
  std::optional<int> round, table;
  std::string ns, ew;
  std::string contract, declarer, result, score, lead;
  friend bool operator==(const TravellerRow&, const TravellerRow&) = default;
};

// A problem with one row: csv.not_a_board_number {"x"} at line 7, field "board", which the
// director renders "line 7, column board: 'x' is not a board number".
struct RowError {
  int line = 0;
  std::string column;  // the header name of the field at fault ("" for the whole line)
  std::string message;  // empty: every problem is `error` now
  std::optional<Error> error;  // its catalogue code (csv.*, or csv_fault_error's), field and line
  std::string text() const;  // "line 7, column board: ..." rendered from the catalogue in `lang`
  Lang lang = Lang::En;
};

struct TravellersFile {
  std::vector<TravellerRow> rows;  // the rows that read well
  std::vector<RowError> errors;    // every row that did not, in file order
};

// The reader a row at a time, for a file streamed through CsvStream (any size, in the memory of
// one row): header() with the first record, then row() with each one after it.
class TravellersReader {
 public:
  explicit TravellersReader(Lang lang = Lang::En) : lang_(lang) {}
  // The header record: which column is which. An unusable header is an error value.
  bandeja::Result<void> header(const CsvRecord& header);
  // The row of a record, or nullopt with what is wrong added to `errors`.
  std::optional<TravellerRow> row(const CsvRecord& rec, std::vector<RowError>& errors) const;
  // The error of a file with no record at all (not even a header).
  bandeja::Error empty_file() const;

 private:
  Lang lang_;
  std::array<int, 10> at_{};  // the field of each column (board, round, ...); -1: absent
  size_t columns_ = 0;
  std::vector<size_t> unnamed_;  // fields whose header is empty: must stay empty
};

// Reads the whole file. A missing or unusable header is an error value (nothing can be
// read); a bad row is listed in `errors` and reading goes on, so every bad line is reported.
bandeja::Result<TravellersFile> read_travellers_csv(std::string_view text, Lang lang = Lang::En);

// Writes rows with the header board,round,table,ns,ew,contract,declarer,result,score,lead
// (quoting a field only when it needs it). read_travellers_csv(write(rows)) gives the rows
// back (with line numbers 2, 3, ...).
std::string write_travellers_csv(const std::vector<TravellerRow>& rows);

// The row for a stored result: contract/declarer/result/lead for a played contract, PASS for
// a passed-out board, score always when there is one (NS's), A60-40 for an artificial score,
// "np" in `score` for a board not played.
TravellerRow to_row(int board, std::optional<int> round, std::optional<int> table,
                    std::string ns, std::string ew, const score::Entry& entry,
                    std::optional<int> ns_score);

}  // namespace bandeja::formats
