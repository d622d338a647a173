#include "bandeja/score/auction.hpp"

#include "sheet_totals.hpp"

namespace bandeja::score {

namespace {
int multiplier(Doubling d) { return d == Doubling::Undoubled ? 1 : d == Doubling::Doubled ? 2 : 4; }
}  // namespace

int auction_trick_value(Strain s) {
  switch (s) {
    case Strain::Clubs: return 6;
    case Strain::Diamonds: return 7;
    case Strain::Hearts: return 8;
    case Strain::Spades: return 9;
    case Strain::NoTrump: return 10;
  }
  return 0;
}

Result<void> check_auction_honours(const Deal& d) {
  if (!d.honours) return {};
  if (d.contract.passed_out()) return fail_code("sheet.honours_passed_out", "honours");
  const int p = d.honours->points;
  if (d.contract.strain == Strain::NoTrump) {
    if (p != 30 && p != 40 && p != 100)
      return fail_code("sheet.auction_honours_no_trump", "honours", {std::to_string(p)});
  } else if (p != 30 && p != 40 && p != 50 && p != 80 && p != 90 && p != 100) {
    return fail_code("sheet.auction_honours_trump", "honours", {std::to_string(p)});
  }
  return {};
}

Result<void> AuctionSheet::add(const Deal& d, Lang) {
  if (finished()) return fail_code("sheet.rubber_over", "");
  if (d.tricks < 0 || d.tricks > 13) return fail_code("sheet.tricks_range", "result", {std::to_string(d.tricks)});
  if (!d.contract.passed_out() && (d.contract.level < 1 || d.contract.level > 7))
    return fail_code("sheet.level_range", "contract");
  if (auto ok = check_auction_honours(d); !ok) return ok;
  if (d.contract.passed_out()) return {};
  const int deal = ++deals_;
  const int game = games_[0] + games_[1] + 1;
  const Contract& c = d.contract;
  const Team decl = d.declarer;
  auto put = [&](Team t, bool below, int points, Item kind) {
    if (points != 0) items_.push_back(SheetItem{deal, game, t, below, points, kind});
  };
  const int value = auction_trick_value(c.strain);
  const int mult = multiplier(c.doubling);
  const int need = c.tricks_needed();
  if (d.tricks >= need) {
    const int over = d.tricks - need;
    const int counted = options_.all_odd_tricks_toward_game ? c.level + over : c.level;
    const int below = counted * value * mult;
    put(decl, true, below, Item::ContractTricks);
    if (c.doubling == Doubling::Undoubled) {
      if (!options_.all_odd_tricks_toward_game) put(decl, false, over * value, Item::Overtricks);
    } else {
      const int bonus = c.doubling == Doubling::Doubled ? 50 : 100;
      put(decl, false, bonus, Item::Insult);
      put(decl, false, over * bonus, Item::Overtricks);
    }
    below_[index(decl)] += below;
  } else {
    const int each = c.doubling == Doubling::Undoubled ? 50 : c.doubling == Doubling::Doubled ? 100 : 200;
    put(opponent(decl), false, (need - d.tricks) * each, Item::Undertricks);
  }
  // Slams: to the side that takes twelve or thirteen tricks (seed 001).
  for (Team t : {decl, opponent(decl)}) {
    const int taken = t == decl ? d.tricks : 13 - d.tricks;
    put(t, false, taken == 13 ? 100 : taken == 12 ? 50 : 0, Item::Slam);
  }
  if (d.honours) put(d.honours->team, false, d.honours->points, Item::Honours);
  if (below_[index(decl)] >= 30) {
    ++games_[index(decl)];
    below_ = {0, 0};
    if (games_[index(decl)] == 2) {
      rubber_winner_ = decl;
      items_.push_back(SheetItem{deal, game, decl, false, 250, Item::Rubber});
    }
  }
  return {};
}

int AuctionSheet::total(Team t) const {
  return detail::points_of(items_, t);
}

std::optional<Team> AuctionSheet::winner() const {
  return detail::ahead(total(Team::We), total(Team::They));
}

}  // namespace bandeja::score
