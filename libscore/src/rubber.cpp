#include "bandeja/score/rubber.hpp"

#include "bandeja/score/law77.hpp"
#include "contract_deal.hpp"
#include "sheet_totals.hpp"

namespace bandeja::score {

namespace {
}  // namespace

Result<void> check_contract_honours(const Deal& d) {
  if (!d.honours) return {};
  if (d.contract.passed_out()) return fail_code("sheet.honours_passed_out", "honours");
  const int p = d.honours->points;
  if (d.contract.strain == Strain::NoTrump) {
    if (p != 150) return fail_code("sheet.honours_no_trump", "honours", {std::to_string(p)});
  } else if (p != 100 && p != 150) {
    return fail_code("sheet.honours_trump", "honours", {std::to_string(p)});
  }
  return {};
}

namespace detail {

Result<void> check_contract_deal(const Deal& d) {
  if (d.tricks < 0 || d.tricks > 13) return fail_code("sheet.tricks_range", "result", {std::to_string(d.tricks)});
  if (!d.contract.passed_out() && (d.contract.level < 1 || d.contract.level > 7))
    return fail_code("sheet.level_range", "contract");
  return check_contract_honours(d);
}

int score_contract_deal(const Deal& d, bool vul, int deal, int game,
                        std::vector<SheetItem>& items) {
  const Contract& c = d.contract;
  const Team decl = d.declarer;
  auto put = [&](Team t, bool below, int points, Item kind) {
    if (points != 0) items.push_back(SheetItem{deal, game, t, below, points, kind});
  };
  int below = 0;
  const int need = c.tricks_needed();
  if (d.tricks >= need) {
    below = trick_score(c.strain, c.doubling, c.level);
    put(decl, true, below, Item::ContractTricks);
    put(decl, false, overtrick_premium(c.strain, c.doubling, d.tricks - need, vul),
        Item::Overtricks);
    put(decl, false, insult_premium(c.doubling), Item::Insult);
    put(decl, false, slam_premium(c.level, vul), Item::Slam);
  } else {
    put(opponent(decl), false, undertrick_penalty(c.doubling, need - d.tricks, vul),
        Item::Undertricks);
  }
  if (d.honours) put(d.honours->team, false, d.honours->points, Item::Honours);
  return below;
}

}  // namespace detail

Result<void> RubberSheet::add(const Deal& d, Lang) {
  if (finished()) return fail_code("sheet.rubber_over", "");
  if (auto ok = detail::check_contract_deal(d); !ok) return ok;
  if (d.contract.passed_out()) return {};  // thrown in and redealt: nothing is scored
  ++deals_;
  const int game = games_[0] + games_[1] + 1;
  const Team decl = d.declarer;
  below_[index(decl)] +=
      detail::score_contract_deal(d, vulnerable(decl), deals_, game, items_);
  if (below_[index(decl)] >= 100) {
    ++games_[index(decl)];
    below_ = {0, 0};  // both part-scores stop counting toward the next game
    if (games_[index(decl)] == 2) {
      rubber_winner_ = decl;
      const int bonus = games(opponent(decl)) == 0 ? 700 : 500;
      items_.push_back(SheetItem{deals_, game, decl, false, bonus, Item::Rubber});
    }
  }
  return {};
}

std::vector<SheetItem> RubberSheet::closing_items() const {
  std::vector<SheetItem> out;
  if (finished()) return out;
  const int game = games_[0] + games_[1] + 1;
  for (Team t : {Team::We, Team::They}) {
    if (games(t) == 1 && games(opponent(t)) == 0)
      out.push_back(SheetItem{0, game, t, false, 300, Item::UnfinishedGame});
  }
  for (Team t : {Team::We, Team::They}) {
    if (part_score(t) > 0 && part_score(opponent(t)) == 0)
      out.push_back(SheetItem{0, game, t, false, 100, Item::UnfinishedPart});
  }
  return out;
}

int RubberSheet::total(Team t) const {
  return detail::points_of(items_, t) + detail::points_of(closing_items(), t);
}

std::optional<Team> RubberSheet::winner() const {
  return detail::ahead(total(Team::We), total(Team::They));
}

}  // namespace bandeja::score
