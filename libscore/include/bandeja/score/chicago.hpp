#pragma once
// Chicago (four-deal bridge), as in seed 003 and the Laws of Contract Bridge.
//
// A wheel is four deals, one dealt by each player in turn. Vulnerability: deal 1 nobody,
// deals 2 and 3 the dealer's side (or, as an option, the non-dealer's side), deal 4 both.
// Scoring is rubber scoring, except: a game made earns its premium at once (300 not
// vulnerable, 500 vulnerable) and cancels both sides' part-scores toward the next game;
// part-scores carry from deal to deal; a part-score made on deal 4 that does not complete a
// game earns 100; there is no rubber bonus. A passed-out deal is redealt by the same dealer
// and does not count as one of the four.
#include <array>
#include <optional>
#include <vector>

#include "bandeja/score/sheet.hpp"

namespace bandeja::score {

enum class ChicagoVulnerability {
  DealerSide,     // the seed's rule: on deals 2 and 3 the dealer's side is vulnerable
  NonDealerSide,  // the common variant: on deals 2 and 3 the non-dealer's side is vulnerable
};

// The net result rounded to the nearest 100, as the seed does (580 -> 600). An exact 50 is
// rounded away from zero (550 -> 600, -550 -> -600), so the rounding favours neither side.
int round_to_hundred(int net);

class ChicagoSheet {
 public:
  explicit ChicagoSheet(Team first_dealer = Team::We,
                        ChicagoVulnerability rule = ChicagoVulnerability::DealerSide)
      : first_dealer_(first_dealer), rule_(rule) {}

  // Scores the next deal. A passed-out deal is redealt by the same dealer. Errors (nothing
  // changes): all four deals are played, impossible honours; catalogue codes (sheet.*),
  // whatever `lang`.
  Result<void> add(const Deal& deal, Lang lang = Lang::En);

  const std::vector<SheetItem>& items() const { return items_; }
  int deals() const { return deals_; }        // deals played (passed-out deals not counted)
  int passed_out() const { return passes_; }  // passed-out deals, redealt
  bool finished() const { return deals_ == 4; }
  // The deal to be played next (1..4), its dealer and vulnerability. Requires !finished().
  int next_deal() const { return deals_ + 1; }
  Team dealer(int deal) const;             // deal 1..4
  bool vulnerable(int deal, Team t) const;  // deal 1..4
  int part_score(Team t) const { return below_[index(t)]; }

  int total(Team t) const;
  int net() const { return total(Team::We) - total(Team::They); }  // we minus they
  int rounded() const { return round_to_hundred(net()); }

 private:
  Team first_dealer_;
  ChicagoVulnerability rule_;
  std::vector<SheetItem> items_;
  std::array<int, 2> below_{0, 0};
  int deals_ = 0;
  int passes_ = 0;
  int game_ = 1;
};

}  // namespace bandeja::score
