#include "bandeja/director/paperwork.hpp"

#include "bandeja/director/rank_render.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/results_sheet.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/movement/paperwork.hpp"

namespace bandeja::director {

std::optional<Paperwork> paperwork_from_id(std::string_view id) {
  if (id == "pickup-slips") return Paperwork::PickupSlips;
  if (id == "travellers") return Paperwork::Travellers;
  if (id == "score-cards") return Paperwork::ScoreCards;
  if (id == "results") return Paperwork::Results;
  return std::nullopt;
}

std::string paperwork_date(const db::Store& store, const db::EventInfo& event) {
  if (event.session_id) {
    const std::string held_on = store.session_info(*event.session_id).held_on;
    if (!held_on.empty()) return held_on;
  }
  return event.created_at.substr(0, 10);
}

Result<PrintedPaperwork> paperwork_html(const db::Store& store, const db::EventInfo& event, Paperwork kind,
                                        const PaperworkOptions& o) {
  if (kind == Paperwork::Results) {
    auto ranked = guarded_result([&] { return rank_event(store.load(event.id)); });
    if (!ranked) return std::unexpected(ranked.error());
    auto date = guarded([&] { return paperwork_date(store, event); });
    if (!date) return std::unexpected(date.error());
    PrintedPaperwork out;
    // Only a movement says which results are still to come; an event without one (imported
    // from travellers) has every result it has.
    if (event.has_movement()) {
      auto st = guarded([&] { return status(store, event); });
      if (!st) return std::unexpected(st.error());
      out.provisional = st->entered < st->expected;
    }
    out.html = results_sheet_html(*ranked, {o.lang, o.paper, out.provisional, *date});
    for (const auto& g : standings(*ranked).groups) out.items += static_cast<int>(g.rows.size());
    return out;
  }
  if (!event.has_movement()) return fail_code("print.no_movement", "event", {event.name});
  auto m = event_movement(store, event);
  if (!m) return std::unexpected(m.error());
  auto info = guarded([&] {
    movement::PaperworkInfo info;
    info.event = event.name;
    info.date = paperwork_date(store, event);
    for (const auto& p : store.pairs(event.id)) info.names[p.id] = p.names();
    for (const auto& b : store.boards(event.id)) info.boards[b.number] = {b.dealer, b.vulnerability};
    return info;
  });
  if (!info) return std::unexpected(info.error());
  info->paper = o.paper;
  info->per_page = o.per_page;
  info->imps = event.scoring == "imps" || event.scoring == "cross-imps" || event.scoring == "butler";
  const auto k = kind == Paperwork::PickupSlips  ? movement::PaperworkKind::PickupSlips
                 : kind == Paperwork::Travellers ? movement::PaperworkKind::Travellers
                                                 : movement::PaperworkKind::ScoreCards;
  auto page = movement::paperwork_html(*m, k, *info, o.lang);
  return PrintedPaperwork{std::move(page.html), page.items, page.pages, false};
}

}  // namespace bandeja::director
