#include "bandeja/score/chicago.hpp"

#include <cstdlib>

#include "contract_deal.hpp"
#include "sheet_totals.hpp"

namespace bandeja::score {

namespace {
}  // namespace

int round_to_hundred(int net) {
  const int a = std::abs(net);
  const int r = (a + 50) / 100 * 100;  // an exact 50 goes away from zero
  return net < 0 ? -r : r;
}

Team ChicagoSheet::dealer(int deal) const {
  return deal % 2 == 1 ? first_dealer_ : opponent(first_dealer_);
}

bool ChicagoSheet::vulnerable(int deal, Team t) const {
  if (deal == 1) return false;
  if (deal >= 4) return true;
  const bool dealer_side = dealer(deal) == t;
  return rule_ == ChicagoVulnerability::DealerSide ? dealer_side : !dealer_side;
}

Result<void> ChicagoSheet::add(const Deal& d, Lang) {
  if (finished()) return fail_code("sheet.chicago_over", "");
  if (auto ok = detail::check_contract_deal(d); !ok) return ok;
  if (d.contract.passed_out()) {  // redealt by the same dealer; not one of the four deals
    ++passes_;
    return {};
  }
  const int deal = ++deals_;
  const Team decl = d.declarer;
  const bool vul = vulnerable(deal, decl);
  const int made = detail::score_contract_deal(d, vul, deal, game_, items_);
  below_[index(decl)] += made;
  if (below_[index(decl)] >= 100) {
    items_.push_back(SheetItem{deal, game_, decl, false, vul ? 500 : 300, Item::Game});
    below_ = {0, 0};  // a game cancels both sides' part-scores toward the next game
    ++game_;
  } else if (made > 0 && deal == 4) {
    items_.push_back(SheetItem{deal, game_, decl, false, 100, Item::PartScoreDeal4});
  }
  return {};
}

int ChicagoSheet::total(Team t) const {
  return detail::points_of(items_, t);
}

}  // namespace bandeja::score
