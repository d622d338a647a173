#pragma once
// What the rubber, Chicago and auction score sheets share: the two sides at the table (we and
// they), one deal as the scorer writes it, and the items written on a sheet.
#include <optional>
#include <string>
#include <string_view>

#include "bandeja/score/contract.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::score {

enum class Team { We, They };
constexpr Team opponent(Team t) { return t == Team::We ? Team::They : Team::We; }
constexpr int index(Team t) { return t == Team::We ? 0 : 1; }

// Honours held in the trump suit (or aces at no-trump), claimed by the side that held them,
// which need not be the declaring side.
struct Honours {
  Team team = Team::We;
  int points = 0;
  friend bool operator==(const Honours&, const Honours&) = default;
};

// One deal: who declared, the contract and the tricks declarer took, and honours if any.
// A passed-out deal has contract.passed_out() (no declarer, no tricks).
struct Deal {
  Team declarer = Team::We;
  Contract contract;
  int tricks = 0;
  std::optional<Honours> honours;
  friend bool operator==(const Deal&, const Deal&) = default;
};

// Parses one line of a sheet:
//   "we 3S 10", "they 3NT 9", "they 3DX =", "we 6S 12 honours 100", "they 4H -1 honours we 100",
//   "pass".
// The side is we/they (nosotros/nos/ellos always accepted too); the contract and result as
// parse_contract / parse_tricks in `lang`; "honours"/"honors"/"honores" N credits the
// declaring side unless a side is named before N; "pass"/"paso" is a passed-out deal.
// Errors are catalogue codes (sheet.*, and parse_contract's and parse_tricks' entry.*) naming
// the bad field: "side", "contract", "result", "honours", or "line" when too little is written.
Result<Deal> parse_deal(std::string_view line, Lang lang = Lang::En);

// "we 3S 10 honours 100" (or the Spanish words): parse_deal(to_string(d, l), l) == d.
std::string to_string(const Deal& d, Lang lang = Lang::En);
std::string to_string(Team t, Lang lang = Lang::En);

// The kinds of items written on a sheet.
// What an item is; its words are the catalogue's sheet.item.* (the CLI shows them).
enum class Item {
  ContractTricks,   // below the line: the tricks bid and made (all odd tricks in old auction)
  Overtricks,       // above: tricks made beyond the contract
  Undertricks,      // above, for the defenders: the penalty for tricks short of the contract
  Insult,           // above: bonus for making a doubled or redoubled contract
  Slam,             // above
  Honours,          // above
  Game,             // above, Chicago only: the game premium (300 / 500)
  PartScoreDeal4,   // above, Chicago only: 100 for a part-score made on deal 4
  Rubber,           // above: the rubber bonus
  UnfinishedGame,   // above: 300 for the only game of an unfinished rubber
  UnfinishedPart,   // above: 100 for the only part-score in the unfinished game
};

// One item on a sheet: `points` for `team`, below or above the line. `deal` counts the deals
// that were played (a passed-out deal does not count); 0 for the closing items of a sheet.
// `game` is the game (1, 2, 3) the deal belonged to, for drawing the lines below the line.
struct SheetItem {
  int deal = 0;
  int game = 1;
  Team team = Team::We;
  bool below = false;
  int points = 0;
  Item kind = Item::ContractTricks;
  friend bool operator==(const SheetItem&, const SheetItem&) = default;
};

}  // namespace bandeja::score
