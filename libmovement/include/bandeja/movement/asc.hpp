#pragma once
// The .ASC movement file (the plain-text movement standard other scoring programs read and
// write): a header line "contestants tables rounds groups individual", then one line per round
// holding "NS-EW group" for each table in table order. Groups are numbers from 1 or capital
// letters from A; 0 0 0 is an unused table; a 0 contestant is a sit-out; "#" starts a comment;
// empty lines are comments. Pairs are numbered 1..contestants: in a Mitchell, NS pair k is k and
// EW pair k is T+k; we write "# bandeja pair N = ID" comments so our own reader restores ids.
#include <string>
#include <string_view>

#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::movement {

// `m` as an .ASC file whose first comment is `description` (the movement's summary in words, as
// the presentation says it: libmovement holds no words).
std::string to_asc(const Movement& m, std::string_view description);

// Reads a pairs movement (individual = 0). Group g holds boards (g-1)*B+1 .. g*B, where B is
// `boards_per_round` if given (> 0), else the "# bandeja ... boards_per_round=B" comment, else 1.
// An error names the line.
Result<Movement> from_asc(std::string_view text, int boards_per_round = 0);

}  // namespace bandeja::movement
