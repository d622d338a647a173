#pragma once
// Auction bridge, as in seed 001 with the complete honours table of the seeds' README.
//
// Trick values for each odd trick: 6 clubs, 7 diamonds, 8 hearts, 9 spades, 10 no-trump.
// Below the line the tricks bid and made (doubled x2, redoubled x4); 30 makes a game; a game
// ends both sides' part-scores toward the next game. Above the line: undoubled overtricks at
// trick value; a doubled contract made earns 50 and 50 for each overtrick, redoubled 100 and
// 100 each; undertricks 50 each (doubled 100, redoubled 200) to the defenders; slams 50 for
// taking twelve tricks and 100 for all thirteen (the side that takes them, bid or not, as the
// seed says); honours. The first side to win two games wins the rubber and 250. There is no
// vulnerability. Option: the older rule that every odd trick made counts toward game.
#include <array>
#include <optional>
#include <vector>

#include "bandeja/score/sheet.hpp"

namespace bandeja::score {

struct AuctionOptions {
  // The older Laws of Auction Bridge: every odd trick declarer makes is scored below the line
  // (overtricks of an undoubled contract count toward game instead of going above).
  bool all_odd_tricks_toward_game = false;
};

// Trick value of one odd trick in auction bridge: 6, 7, 8, 9, 10.
int auction_trick_value(Strain s);

// Checks honours for an auction deal. In a trump suit: 30 (three honours), 40 (four,
// divided), 50 (five, divided), 80 (four in one hand), 90 (four in one hand and the fifth with
// partner), 100 (five in one hand). At no-trump: 30 (three aces), 40 (four aces divided),
// 100 (four aces in one hand).
Result<void> check_auction_honours(const Deal& deal);

class AuctionSheet {
 public:
  explicit AuctionSheet(AuctionOptions options = {}) : options_(options) {}

  // Scores one more deal. Errors (nothing changes): the rubber is already over, impossible
  // honours, tricks out of range; catalogue codes (sheet.*), whatever `lang`.
  Result<void> add(const Deal& deal, Lang lang = Lang::En);

  const std::vector<SheetItem>& items() const { return items_; }
  bool finished() const { return rubber_winner_.has_value(); }
  std::optional<Team> rubber_won_by() const { return rubber_winner_; }
  int games(Team t) const { return games_[index(t)]; }
  int part_score(Team t) const { return below_[index(t)]; }
  int deals() const { return deals_; }
  int total(Team t) const;
  std::optional<Team> winner() const;  // the side with more points

 private:
  AuctionOptions options_;
  std::vector<SheetItem> items_;
  std::array<int, 2> games_{0, 0};
  std::array<int, 2> below_{0, 0};
  std::optional<Team> rubber_winner_;
  int deals_ = 0;
};

}  // namespace bandeja::score
