#pragma once
// Rubber bridge (Laws of Contract Bridge): a score sheet you feed deals to.
//
// Below the line: the trick score of contracts made (doubled x2, redoubled x4); 100 makes a
// game, and a game ends the part-scores of both sides toward the next game (they stay scored).
// Above the line: overtricks, undertricks (Law 77 table, by the declaring side's
// vulnerability), 50/100 for making a doubled/redoubled contract, slams bid and made
// (500/750, 1000/1500), honours (100 four trump honours in one hand; 150 five, or four aces
// in one hand at no-trump). A side is vulnerable once it has won a game. The first side to
// win two games wins the rubber: 700 when the other side has no game, 500 when it has one.
// An unfinished rubber: 300 to a side with the only game, 100 to a side with the only
// part-score in the game in progress.
#include <array>
#include <optional>
#include <vector>

#include "bandeja/score/sheet.hpp"

namespace bandeja::score {

class RubberSheet {
 public:
  // Scores one more deal. A passed-out deal is thrown in: nothing is scored. Errors (nothing
  // changes): the rubber is already over, impossible honours, tricks out of range; catalogue
  // codes (sheet.*), whatever `lang`.
  Result<void> add(const Deal& deal, Lang lang = Lang::En);

  // Items in the order written; the closing items of an unfinished rubber are not among them.
  const std::vector<SheetItem>& items() const { return items_; }
  // Unfinished-rubber bonuses (empty once the rubber is finished).
  std::vector<SheetItem> closing_items() const;

  bool finished() const { return rubber_winner_.has_value(); }
  // The side that won two games (nullopt while the rubber is in progress).
  std::optional<Team> rubber_won_by() const { return rubber_winner_; }
  int games(Team t) const { return games_[index(t)]; }
  bool vulnerable(Team t) const { return games(t) > 0; }
  // Trick score below the line in the game in progress (counts toward the next game).
  int part_score(Team t) const { return below_[index(t)]; }
  int deals() const { return deals_; }

  // Total so far, with the unfinished-rubber bonuses when the rubber is not over.
  int total(Team t) const;
  // The side with more points (nullopt when equal).
  std::optional<Team> winner() const;

 private:
  std::vector<SheetItem> items_;
  std::array<int, 2> games_{0, 0};
  std::array<int, 2> below_{0, 0};
  std::optional<Team> rubber_winner_;
  int deals_ = 0;
};

// Checks honours for a contract bridge deal: 100 or 150 in a trump suit, 150 at no-trump.
Result<void> check_contract_honours(const Deal& deal);

}  // namespace bandeja::score
