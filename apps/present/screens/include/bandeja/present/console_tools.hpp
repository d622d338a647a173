#pragma once
// The console's calculators (/director/calculators): a result's score as the prompt reads it
// (`bandeja score`), IMPs for a difference (`bandeja imps`), VPs for a margin (`bandeja vp`) and
// a table game's score sheet (`bandeja chicago|rubber|auction`, present/sheets.hpp).
// The server works each out with libscore; this lays them out with what was typed.
#include <optional>
#include <string>

#include "bandeja/present/console_pages.hpp"
#include "bandeja/present/sheets.hpp"
#include "bandeja/score/entry.hpp"

namespace bandeja::present::console {

// A result line scored on a board: what was understood, the board's vulnerability, and North-
// South's score (none for a weighted or artificial score, or a board not played).
struct ScoreWorked {
  score::Entry entry;
  int board = 1;
  score::Vulnerability vul;
  std::optional<int> ns;
};

struct Calculators {
  // What was typed, shown again in each form.
  std::string entry, board, vul, difference, margin, boards;
  std::string game, first_dealer, variant, deals;  // the sheet's: "chicago", "we", "non-dealer", its lines
  bool all_odd_tricks = false;
  // Each calculator's answer when asked, or why it could not be worked out.
  std::optional<Result<ScoreWorked>> score;
  std::optional<Result<int>> imps;  // for `difference`
  std::optional<Result<int>> vp;    // the winners' VPs for `margin` over `boards`, in hundredths
  std::optional<PlayedSheet> sheet;
};

std::string calculators_page(const Context& c, const Calculators& k);

}  // namespace bandeja::present::console
