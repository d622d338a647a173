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
#include "bandeja/present/html.hpp"
#include "bandeja/present/paperwork.hpp"

namespace bandeja::director {

namespace {

using present::html_escape;

const char* kScheduleStyle = R"(* { box-sizing: border-box; }
body { margin: 0; color: #000; background: #fff; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 13pt; line-height: 1.25; }
header.sheet { border-bottom: 0.6mm solid #000; margin-bottom: 5mm; padding-bottom: 2mm; }
header.sheet h1 { font-size: 24pt; margin: 0; overflow-wrap: anywhere; }
header.sheet p { margin: 1mm 0 0 0; font-size: 13pt; }
section.round { margin-bottom: 6mm; break-inside: avoid; page-break-inside: avoid; }
h2 { font-size: 16pt; margin: 0 0 1.5mm 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 0.3mm solid #000; padding: 1.2mm 2mm; text-align: left; vertical-align: baseline; }
th { font-size: 11pt; border-bottom-width: 0.6mm; }
td.table { white-space: nowrap; width: 12%; font-weight: bold; }
td.bye { font-style: italic; }
@media screen { body { max-width: 190mm; margin: 8mm auto; } }
)";

// Who plays whom, round by round: a teams event match by match (its two tables), a pairs event
// table by table; who sits a round out. Names as the event has them.
Result<PrintedPaperwork> schedule_html(const db::Store& store, const db::EventInfo& event, const PaperworkOptions& o) {
  if (!event.has_movement()) return fail_code("print.no_movement", "event", {event.name});
  const int first = o.first_round.value_or(1), last = o.last_round.value_or(event.rounds);
  for (int r : {first, last})
    if (r < 1 || r > event.rounds)
      return fail_code("print.no_such_round", "round", {std::to_string(r), std::to_string(event.rounds)});
  return guarded_result([&]() -> Result<PrintedPaperwork> {
    const Lang lang = o.lang;
    const auto rows = store.rows(event.id);
    const auto pairs = store.pairs(event.id);
    const auto teams = teams_of(store.teams(event.id), pairs);  // not the results: no load()
    const bool by_team = teams && is_teams_event(event);
    auto team_label = [&](const std::string& pair) -> std::string {
      for (const auto& t : *teams)
        for (const auto& p : t.pairs)
          if (p == pair) return present::say(lang, t.name.empty() ? "paper.team" : "paper.team_named", {t.id, t.name});
      return pair;
    };
    auto pair_label = [&](const std::string& id) {
      for (const auto& p : pairs)
        if (p.id == id && !p.players.empty()) return present::pair_id(id, lang) + " " + p.names();
      return present::pair_id(id, lang);
    };
    const std::string title = event.name;
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(lang_code(lang)) +
                      "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + html_escape(title) + " \u2013 " +
                      present::say(lang, "paper.schedule") + "</title>\n<style>\n" +
                      (o.paper == movement::Paper::Letter ? "@page { size: letter portrait; margin: 14mm; }\n"
                                                          : "@page { size: A4 portrait; margin: 14mm; }\n") +
                      kScheduleStyle + "</style>\n</head>\n<body>\n";
    out += "<header class=\"sheet\"><h1>" + html_escape(title) + "</h1>\n<p>" + present::say(lang, "paper.schedule") + " \u00b7 " +
           html_escape(present::summary_text(event.movement_summary, lang)) +
           (first != 1 || last != event.rounds ? " \u00b7 " + present::say(lang, "paper.rounds", {std::to_string(first), std::to_string(last)}) : "") +
           "</p></header>\n";
    PrintedPaperwork printed;
    for (int r = first; r <= last; ++r) {
      std::vector<const movement::Row*> of_round;
      for (const auto& row : rows)
        if (row.round == r) of_round.push_back(&row);
      const auto seated = movement::seated_in_round(rows, r);
      if (of_round.empty()) continue;
      ++printed.items;
      const auto& boards = of_round.front()->boards;
      out += "<section class=\"round\"><h2>" + present::say(lang, "paper.round", {std::to_string(r)}) +
             (boards.empty() ? "" : " \u00b7 " + present::say(lang, "paper.boards", {movement::board_list(boards)})) + "</h2>\n<table>\n";
      if (by_team) {
        out += "<thead><tr><th>" + present::say(lang, "paper.tables") + "</th><th>" + present::say(lang, "paper.home") +
               "</th><th>" + present::say(lang, "paper.away") + "</th></tr></thead>\n<tbody>\n";
        for (const auto* row : of_round) {
          if (row->table % 2 == 0 || !row->ns || !row->ew) continue;  // a match: its first table
          out += "<tr><td class=\"table\">" + std::to_string(row->table) + "\u2013" + std::to_string(row->table + 1) +
                 "</td><td>" + html_escape(team_label(*row->ns)) + "</td><td>" + html_escape(team_label(*row->ew)) + "</td></tr>\n";
        }
        for (const auto& t : *teams)
          if (std::none_of(t.pairs.begin(), t.pairs.end(), [&](const std::string& p) { return seated.contains(p); }))
            out += "<tr><td class=\"table\"></td><td class=\"bye\" colspan=\"2\">" +
                   html_escape(team_label(t.pairs.empty() ? t.id : t.pairs.front()) + " \u2014 " + present::say(lang, "paper.bye")) +
                   "</td></tr>\n";
      } else {
        out += "<thead><tr><th>" + present::say(lang, "paper.table") + "</th><th>" + present::say(lang, "paper.north_south") + "</th><th>" +
               present::say(lang, "paper.east_west") + "</th></tr></thead>\n<tbody>\n";
        for (const auto* row : of_round) {
          if (!row->ns || !row->ew) {  // the phantom's table: the pair there sits out
            if (row->ns || row->ew)
              out += "<tr><td class=\"table\">" + std::to_string(row->table) + "</td><td class=\"bye\" colspan=\"2\">" +
                     html_escape(pair_label(row->ns ? *row->ns : *row->ew) + " \u2014 " + present::say(lang, "paper.sits_out")) + "</td></tr>\n";
            continue;
          }
          out += "<tr><td class=\"table\">" + std::to_string(row->table) + "</td><td>" + html_escape(pair_label(*row->ns)) +
                 "</td><td>" + html_escape(pair_label(*row->ew)) + "</td></tr>\n";
        }
        for (const auto& p : pairs)
          if (!seated.contains(p.id))
            out += "<tr><td class=\"table\"></td><td class=\"bye\" colspan=\"2\">" +
                   html_escape(pair_label(p.id) + " \u2014 " + present::say(lang, "paper.sits_out")) + "</td></tr>\n";
      }
      out += "</tbody>\n</table></section>\n";
    }
    out += "</body>\n</html>\n";
    printed.html = std::move(out);
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
