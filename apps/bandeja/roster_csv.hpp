#pragma once
// The small CSV files a director writes by hand for who plays: pairs (pair, names, national
// ids) and teams (team, name, pairs, players). One record a line; fields separated by ',' or,
// when the first line has ';' and no ',', by ';' (a spreadsheet in a Spanish locale); fields
// may be quoted ("García, Ana"), "" is a quote inside; a UTF-8 BOM and CR line ends are
// dropped; blank lines are skipped. Fields are trimmed of spaces and tabs.
#include <string>
#include <string_view>
#include <vector>

namespace bandeja::app {

struct CsvRecord {
  int line = 0;                     // 1-based line number in the file
  std::vector<std::string> fields;  // trimmed
};

// Every non-blank line as a record. An unclosed quote ends at the end of its line.
std::vector<CsvRecord> read_roster_csv(std::string_view text);

// A header word folded for matching: lower case ASCII, without spaces, '_', '-' and '.'
// ("National ID 1" -> "nationalid1"). Non-ASCII bytes are kept.
std::string header_key(std::string_view word);

// A national id as stored: trimmed; "" when blank. Returns false (and leaves `out` alone)
// when it holds anything but letters, digits and - . / (a federation number, not a name).
bool clean_national_id(std::string_view text, std::string& out);

}  // namespace bandeja::app
