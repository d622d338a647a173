#pragma once
// The JSON form of a movement, the stable contract for other tools:
// {"movement": "...", "tables": N, "rounds": R, "boards_per_round": B, "boards": total,
//  "winners": 1|2, "rows": [{"round": 1, "table": 1, "ns": "1NS", "ew": "1EW",
//  "boards": [1, 2, 3]}, ...]}
// Pair ids are strings; a sitting-out side is null; a relay has no row; two rows in one round
// with the same boards are a share. Extra keys we write and read back when present:
// "description", "pairs", "board_sets", "stands", rows' "set" and "arrow_switch", "notes".
#include <string>
#include <string_view>

#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::movement {

std::string to_json(const Movement& m);

// Reads the JSON form; an error names the row and the key that is wrong.
Result<Movement> from_json(std::string_view text);

}  // namespace bandeja::movement
