#pragma once
// The small CSV files a director writes by hand for who plays: pairs (pair, names, national
// ids) and teams (team, name, pairs, players), read by the one CSV reader of the travellers
// (formats/csv.hpp: ',' or ';', quotes, BOM, CR LF, blank lines skipped).
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/formats/csv.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

using CsvRecord = formats::CsvRecord;

// Every non-blank record; a binary file is an error ("file.binary"). A record the CSV reader
// could not read exactly carries its fault (formats::csv_fault_error gives the error naming its
// line and column): the reader of the rows refuses it beside the file's other errors.
Result<std::vector<CsvRecord>> read_roster_csv(std::string_view text);

// `e` as the error of the cell at `line`, in the column headed `column` (or numbered): what
// every reader of these files reports.
Error at_cell(int line, std::string column, Error e);

// A header word folded for matching: lower case ASCII, without spaces, '_', '-' and '.'
// ("National ID 1" -> "nationalid1"). Non-ASCII bytes are kept.
std::string header_key(std::string_view word);

// A national id as stored: trimmed, its letters in capitals (es3 is ES3); "" when blank.
// Returns false (and leaves `out` alone) when it holds anything but letters, digits and - . /
// (a federation number, not a name).
bool clean_national_id(std::string_view text, std::string& out);

}  // namespace bandeja::director
