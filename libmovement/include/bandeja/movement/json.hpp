#pragma once
// The JSON form of a movement, the stable contract for other tools:
// {"movement": "...", "tables": N, "rounds": R, "boards_per_round": B, "boards": total,
//  "winners": 1|2, "rows": [{"round": 1, "table": 1, "ns": "1NS", "ew": "1EW",
//  "boards": [1, 2, 3]}, ...]}
// Pair ids are strings; a sitting-out side is null; a relay has no row; two rows in one round
// with the same boards are a share. Extra keys we write and read back when present:
// "summary", "pairs", "board_sets", "stands", rows' "set" and "arrow_switch", "notes" ("summary"
// and "notes" as lists of {"code", "args"} or {"text", "text_es"}; an older file's "description"
// and "description_es" are read as the summary's one part, as written).
#include <string>
#include <string_view>

#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::movement {

std::string to_json(const Movement& m);

// Reads the JSON form; an error names the row and the key that is wrong.
Result<Movement> from_json(std::string_view text);

// A list of notes (a movement's summary) alone, as the event file keeps it: the form "summary"
// has in to_json, and back.
std::string notes_to_json(const std::vector<Note>& list);
Result<std::vector<Note>> notes_from_json(std::string_view text);

}  // namespace bandeja::movement
