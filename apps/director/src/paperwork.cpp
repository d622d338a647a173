#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/director/paperwork.hpp"

#include <algorithm>
#include <set>

#include "bandeja/present/rank_render.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/present/results_sheet.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/movement/paperwork.hpp"
#include "bandeja/present/paperwork.hpp"
#include "bandeja/present/schedule.hpp"

namespace bandeja::director {

namespace {

// Who plays whom, round by round: a teams event match by match (its two tables), a pairs event
// table by table; who sits a round out. Names as the event has them.
Result<PrintedPaperwork> schedule_html(const db::Store& store, const db::EventInfo& event, const PaperworkOptions& o) {
  if (!event.has_movement()) return fail_code("print.no_movement", "event", {event.name});
  const int first = o.first_round.value_or(1), last = o.last_round.value_or(event.rounds);
  for (int r : {first, last})
    if (r < 1 || r > event.rounds)
      return fail_code("print.no_such_round", "round", {std::to_string(r), std::to_string(event.rounds)});
  return guarded_result([&]() -> Result<PrintedPaperwork> {
    const auto rows = store.rows(event.id);
    const auto pairs = store.pairs(event.id);
    const auto teams = teams_of(store.teams(event.id), pairs);  // not the results: no load()
    const bool by_team = teams && is_teams_event(event);
    auto team_of = [&](const std::string& pair) -> present::ScheduleEntrant {
      for (const auto& t : *teams)
        for (const auto& p : t.pairs)
          if (p == pair) return {t.id, t.name, true};
      return {pair, "", false};
    };
    auto pair_of = [&](const std::string& id) -> present::ScheduleEntrant {
      for (const auto& p : pairs)
        if (p.id == id && !p.players.empty()) return {id, p.names(), false};
      return {id, "", false};
    };
    present::Schedule schedule{event.name, event.movement_summary, by_team, first, last, event.rounds, {}};
    for (int r = first; r <= last; ++r) {
      std::vector<const movement::Row*> of_round;
      for (const auto& row : rows)
        if (row.round == r) of_round.push_back(&row);
      if (of_round.empty()) continue;
      const auto seated = movement::seated_in_round(rows, r);
      present::ScheduleRound round{r, of_round.front()->boards, {}};
      if (by_team) {
        for (const auto* row : of_round) {
          if (row->table % 2 == 0 || !row->ns || !row->ew) continue;  // a match: its first table
          round.lines.push_back({row->table, team_of(*row->ns), team_of(*row->ew)});
        }
        for (const auto& t : *teams)
          if (std::none_of(t.pairs.begin(), t.pairs.end(), [&](const std::string& p) { return seated.contains(p); }))
            round.lines.push_back({0, present::ScheduleEntrant{t.id, t.name, true}, std::nullopt});
      } else {
        for (const auto* row : of_round) {
          if (!row->ns && !row->ew) continue;
          // The phantom's table: the pair there sits out.
          round.lines.push_back({row->table, row->ns ? std::optional(pair_of(*row->ns)) : std::nullopt,
                                 row->ew ? std::optional(pair_of(*row->ew)) : std::nullopt});
        }
        for (const auto& p : pairs)
          if (!seated.contains(p.id)) round.lines.push_back({0, pair_of(p.id), std::nullopt});
      }
      schedule.shown.push_back(std::move(round));
    }
    PrintedPaperwork printed;
    printed.items = static_cast<int>(schedule.shown.size());
    printed.html = present::schedule_html(schedule, o.lang, o.paper);
    return printed;
  });
}

}  // namespace

std::optional<Paperwork> paperwork_from_id(std::string_view id) {
  if (id == "pickup-slips") return Paperwork::PickupSlips;
  if (id == "travellers") return Paperwork::Travellers;
  if (id == "score-cards") return Paperwork::ScoreCards;
  if (id == "results") return Paperwork::Results;
  if (id == "schedule") return Paperwork::Schedule;
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
  if (kind == Paperwork::Schedule) return schedule_html(store, event, o);
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
    out.html = present::results_sheet_html(*ranked, {o.lang, o.paper, out.provisional, *date});
    for (const auto& g : present::standings(*ranked, o.lang).groups) out.items += static_cast<int>(g.rows.size());
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
  const auto k = kind == Paperwork::PickupSlips  ? present::PaperworkKind::PickupSlips
                 : kind == Paperwork::Travellers ? present::PaperworkKind::Travellers
                                                 : present::PaperworkKind::ScoreCards;
  auto page = present::paperwork_html(*m, k, *info, o.lang);
  return PrintedPaperwork{std::move(page.html), page.items, page.pages, false};
}

}  // namespace bandeja::director
