#pragma once
// Internal to libscore: scoring one deal of contract bridge for the rubber and Chicago sheets.
#include <vector>

#include "bandeja/score/sheet.hpp"

namespace bandeja::score::detail {

// Checks a deal before it is scored (tricks 0..13, a real contract, honours allowed).
Result<void> check_contract_deal(const Deal& d);

// Appends the items of one contract bridge deal (all but game/rubber premiums) with
// `deal`/`game` numbers; returns the trick score declarer wrote below the line (0 if down).
// `vulnerable` is the declaring side's vulnerability.
int score_contract_deal(const Deal& d, bool vulnerable, int deal, int game,
                        std::vector<SheetItem>& items);

}  // namespace bandeja::score::detail
