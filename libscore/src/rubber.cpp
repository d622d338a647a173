#include "bandeja/score/rubber.hpp"

#include "bandeja/score/law77.hpp"
#include "contract_deal.hpp"
#include "sheet_totals.hpp"

namespace bandeja::score {

namespace {
}  // namespace

Result<void> check_contract_honours(const Deal& d, Lang lang) {
  if (!d.honours) return {};
  if (d.contract.passed_out())
    return fail(tr(lang, "honours: a passed-out deal scores no honours",
                    "honores: una mano pasada no anota honores"));
  const int p = d.honours->points;
  if (d.contract.strain == Strain::NoTrump) {
    if (p != 150)
      return fail(tr(lang,
                      "honours " + std::to_string(p) +
                          ": at no-trump only four aces in one hand score, 150",
                      "honores " + std::to_string(p) +
                          ": a sin triunfo solo puntúan los cuatro ases en una mano, 150"));
  } else if (p != 100 && p != 150) {
    return fail(tr(lang,
                    "honours " + std::to_string(p) +
                        ": 100 for four trump honours in one hand, 150 for all five",
                    "honores " + std::to_string(p) +
                        ": 100 por cuatro honores de triunfo en una mano, 150 por los cinco"));
  }
  return {};
}

namespace detail {

Result<void> check_contract_deal(const Deal& d, Lang lang) {
  if (d.tricks < 0 || d.tricks > 13)
    return fail(tr(lang, "result: tricks must be 0 to 13, not " + std::to_string(d.tricks),
                    "resultado: las bazas deben ser de 0 a 13, no " + std::to_string(d.tricks)));
  if (!d.contract.passed_out() && (d.contract.level < 1 || d.contract.level > 7))
    return fail(tr(lang, "contract: level must be 1 to 7", "contrato: el nivel debe ser de 1 a 7"));
  return check_contract_honours(d, lang);
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

Result<void> RubberSheet::add(const Deal& d, Lang lang) {
  if (finished())
    return fail(tr(lang, "the rubber is over: start a new sheet for the next rubber",
                    "el rubber ha terminado: empiece una hoja nueva para el siguiente"));
  if (auto ok = detail::check_contract_deal(d, lang); !ok) return ok;
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
