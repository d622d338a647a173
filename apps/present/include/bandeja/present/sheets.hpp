#pragma once
// The table games' score sheets (Chicago, rubber, auction) played from the lines a scorer types,
// one deal a line, and said in the director's language: as text (`bandeja chicago|rubber|
// auction`) and as the console's page (its calculators). libscore keeps the score; this is the
// sheet as it is written out: each deal's heading, the items it wrote, the totals, the winner.
#include <optional>
#include <string>
#include <vector>

#include "bandeja/score/chicago.hpp"
#include "bandeja/score/sheet.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

enum class SheetGame { Chicago, Rubber, Auction };

struct SheetRules {
  SheetGame game = SheetGame::Rubber;
  score::Team first_dealer = score::Team::We;                                      // Chicago
  score::ChicagoVulnerability chicago = score::ChicagoVulnerability::DealerSide;   // Chicago
  bool all_odd_tricks = false;                                                      // auction's old rule
};

// One deal as the sheet shows it.
struct SheetDeal {
  std::string line;     // as the director's language writes it ("we 4H 10")
  std::string heading;  // "Deal 2, we deal, we are vulnerable"
  int number = 0;       // 0: passed out (no items)
  bool passed = false;
  std::string passed_note;
  score::Team dealer = score::Team::We;  // Chicago
  bool vul_we = false, vul_they = false;
  int game = 0;  // rubber and auction: the game it was played in
};

// A line the sheet could not take: its number among the lines given (1-based) and why.
struct SheetRefusal {
  int line = 0;
  std::string why;
};

struct PlayedSheet {
  SheetRules rules;
  std::vector<SheetDeal> deals;
  std::vector<score::SheetItem> items;    // in the order written
  std::vector<score::SheetItem> closing;  // an unfinished rubber's closing bonuses
  std::vector<SheetRefusal> refused;
  int we = 0, they = 0;
  bool finished = false;
  int net = 0, rounded = 0, deals_played = 0, passed_out = 0;  // Chicago
  int games_we = 0, games_they = 0;                            // rubber and auction
  std::optional<score::Team> winner, rubber_won_by;
};

// Plays `lines` in order (a blank line or one starting with # is skipped), each a deal as
// score::parse_deal reads it in `lang`; a line that cannot be read or played is refused and the
// sheet goes on without it.
PlayedSheet play_sheet(const SheetRules& rules, const std::vector<std::string>& lines, Lang lang);

// The sheet as the CLI prints it; and as the console's page shows it (a table of its deals and
// items, the totals, the winner; `refused` not included).
std::string sheet_text(const PlayedSheet& s, Lang lang);
std::string sheet_html(const PlayedSheet& s, Lang lang);

// A side and an item in the director's language (sheet.team.*, sheet.item.*); and as the JSON
// contract names them ("we", "part-score-deal-4").
std::string team_words(score::Team t, Lang lang);
std::string item_words(score::Item i, Lang lang);
std::string team_key(score::Team t);
std::string item_key(score::Item i);

}  // namespace bandeja::present
