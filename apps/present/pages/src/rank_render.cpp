#include "bandeja/present/rank_render.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

#include <nlohmann/json.hpp>

#include "bandeja/present/messages.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/text_table.hpp"
#include "bandeja/ranking/rank.hpp"
#include "bandeja/present/figures.hpp"

namespace bandeja::present {

using namespace formats;  // the ranked document and its record

namespace {

// One row of the ranking as printed: a pair, or a team of a teams event.
struct Row {
  std::string id, section, direction, names, team_name, place;
  double total = 0;
  std::optional<double> percent;
  std::optional<double> penalty;
};

std::vector<Row> rows_of(const Ranked& r) {
  const auto& rec = r.record;
  std::vector<Row> out;
  if (rec.teams) {
    for (const auto& s : rec.team_ranking) {
      const formats::Team* t = rec.team(s.team);
      const std::string name = t ? t->name : "";
      out.push_back({s.team, "", "", team_display(name, t ? rec.team_players(*t) : ""), name, s.place,
                     s.total.value_or(0), s.percent, std::nullopt});
    }
    return out;
  }
  for (const auto& s : rec.ranking) {
    const formats::Entrant* e = rec.entrant(s.entrant);
    out.push_back({s.entrant, e ? e->section : "", e ? e->field : "", e ? e->names() : "", "", s.place,
                   s.total.value_or(0), s.percent, s.penalty});
  }
  return out;
}

// How a line that is not a real score is shown: "A60-40", "60% +420, 40% -50", "np".
std::string adjusted_of(const formats::Line& l) {
  if (auto a = std::get_if<score::Artificial>(&l.entry)) return ranking::adjusted_text(*a);
  if (auto w = std::get_if<score::Weighted>(&l.entry)) {
    ranking::Weighted out;
    for (const auto& p : w->parts) out.parts.push_back({p.weight_bp / 10000.0, p.ns_score});
    return ranking::adjusted_text(out);
  }
  if (std::holds_alternative<score::NotPlayed>(l.entry)) return "np";
  return "";
}

}  // namespace

std::string team_display(const std::string& name, const std::string& players) {
  if (name.empty()) return players;
  if (players.empty()) return name;
  return name + " (" + players + ")";
}

std::string ranking_json(const Ranked& r) {
  using nlohmann::ordered_json;
  const auto& rec = r.record;
  auto opt = [](const std::optional<double>& v) { return v ? ordered_json(round2(*v)) : ordered_json(nullptr); };
  ordered_json j;
  if (!r.scope.empty()) {  // a session: its name, how it is ranked, its sections
    j["session"] = rec.name;
    j["date"] = r.held_on.empty() ? ordered_json(nullptr) : ordered_json(r.held_on);
    j["scope"] = r.scope;
    j["sections"] = ordered_json::array();
    for (const auto& [letter, name] : r.sections) j["sections"].push_back(ordered_json{{"section", letter}, {"event", name}});
  }
  j["scoring"] = std::string(formats::scoring_id(rec.scoring));
  // null when the results are complete or marked final (or no movement says what is expected).
  j["provisional"] = rec.provisional() ? ordered_json{{"missing", rec.results_missing}, {"expected", rec.results_expected}}
                                       : ordered_json(nullptr);
  j["top"] = opt(r.top);
  j["boards"] = ordered_json::array();
  for (const auto& b : rec.boards) {
    if (b.lines.empty()) continue;  // a board nobody has played yet
    ordered_json jb;
    jb["board"] = b.number;
    if (!b.section.empty()) jb["section"] = b.section;
    jb["datum"] = opt(b.datum);
    jb["lines"] = ordered_json::array();
    for (const auto& l : b.lines) {
      ordered_json jl;
      jl["ns"] = l.ns;
      jl["ew"] = l.ew;
      jl["ns_score"] = l.ns_score ? ordered_json(*l.ns_score) : ordered_json(nullptr);
      jl["ns_points"] = opt(l.ns_points);
      jl["ew_points"] = opt(l.ew_points);
      if (auto a = adjusted_of(l); !a.empty()) jl["adjusted"] = a;
      if (l.foul_group != 0) jl["foul_group"] = l.foul_group;  // a fouled board's changed form (Law 87)
      jb["lines"].push_back(std::move(jl));
    }
    j["boards"].push_back(std::move(jb));
  }
  j["pairs"] = ordered_json::array();
  for (const auto& e : rows_of(r)) {
    ordered_json je;
    je["pair"] = e.id;
    if (!e.section.empty()) je["section"] = e.section;
    je["direction"] = e.direction.empty() ? ordered_json(nullptr) : ordered_json(e.direction);
    je["total"] = round2(e.total);
    je["percent"] = opt(e.percent);
    je["place"] = e.place;
    if (e.penalty) je["penalty"] = round2(*e.penalty);
    if (!e.names.empty()) je["names"] = e.names;
    if (!e.team_name.empty()) je["team_name"] = e.team_name;
    j["pairs"].push_back(std::move(je));
  }
  j["rulings"] = ordered_json::array();
  for (const auto& ru : rec.rulings) {
    ordered_json jr;
    jr["kind"] = ru.kind;
    jr["law"] = ru.kind == "fouled" ? 87 : 90;
    jr["board"] = ru.board ? ordered_json(*ru.board) : ordered_json(nullptr);
    if (ru.first_round) jr["rounds"] = ordered_json::array({*ru.first_round, ru.last_round.value_or(*ru.first_round)});
    if (ru.kind == "fouled" && !ru.pairs.empty()) jr["ns_pairs"] = ru.pairs;
    if (ru.kind == "fouled") jr["small_groups"] = ru.ebu_small_groups ? "ebu" : "neuberg";
    if (ru.kind == "penalty") {
      jr["pair"] = ru.pairs.empty() ? ordered_json(nullptr) : ordered_json(ru.pairs.front());
      if (ru.top_percent) jr["top_percent"] = round2(*ru.top_percent);
      if (ru.imps) jr["imps"] = round2(*ru.imps);
      jr["points"] = opt(ru.points);
    }
    jr["reason"] = ru.reason;
    j["rulings"].push_back(std::move(jr));
  }
  if (rec.teams) {
    j["matches"] = ordered_json::array();
    for (const auto& m : rec.matches) {
      const double a_vp = m.a_vp.value_or(m.a_score), b_vp = m.b_vp.value_or(m.b_score);  // BAM: the board points
      j["matches"].push_back(ordered_json{{"round", m.round}, {"a", m.a}, {"b", m.b}, {"a_score", round2(m.a_score)},
                                          {"b_score", round2(m.b_score)}, {"a_vp", round2(a_vp)}, {"b_vp", round2(b_vp)}});
    }
    j["byes"] = ordered_json::array();  // a Swiss's byes: the team that sat out and what it was given
    for (const auto& b : rec.byes)
      j["byes"].push_back(ordered_json{{"round", b.round}, {"team", b.team}, {"vp", round2(b.points)}});
  }
  return j.dump(2) + "\n";
}

Standings standings(const Ranked& r, Lang lang) {
  const auto rows = rows_of(r);
  Standings st;
  st.percent = std::any_of(rows.begin(), rows.end(), [](const Row& e) { return e.percent.has_value(); });
  const bool apart = r.scope == "section";
  // Totals with two decimals when any is fractional (Neuberg, ties, cross-IMPs), else whole.
  const bool whole = std::all_of(rows.begin(), rows.end(), [](const Row& e) { return round2(e.total) == std::floor(round2(e.total)); });
  for (const auto& e : rows) {
    const std::string section = apart ? e.section : "";
    auto g = std::find_if(st.groups.begin(), st.groups.end(),
                          [&](const StandingGroup& x) { return x.section == section && x.direction == e.direction; });
    if (g == st.groups.end()) {
      st.groups.push_back({section, e.direction, {}});
      g = st.groups.end() - 1;
    }
    g->rows.push_back({e.id, e.section, e.direction, e.names, e.team_name, e.place,
                       present::decimal(whole ? num(e.total) : fixed2(e.total), lang),
                       e.percent ? present::decimal(fixed2(*e.percent), lang) : ""});
  }
  return st;
}

std::string ranking_text(const Ranked& r, Lang lang) {
  const auto& rec = r.record;
  auto say_ = [lang](std::string_view code, std::vector<std::string> args = {}) { return present::say(lang, code, args); };
  std::string out = rec.name + (r.held_on.empty() ? "" : ", " + r.held_on) + "\n";
  if (!r.scope.empty()) {  // a session: "Sections A (Tuesday A), B (Tuesday B), ranked ..."
    std::string list;
    for (const auto& [letter, name] : r.sections) list += (list.empty() ? "" : ", ") + letter + " (" + name + ")";
    out += say_(r.scope == "field" ? "rank.text.sections_field" : "rank.text.sections_apart", {list}) + "\n";
  }
  std::string method = present::scoring_text(rec, lang);
  if (rec.scoring == Scoring::Matchpoints && r.mp_scale == 2) method += say_("rank.text.mp_scale_2");
  out += say_("rank.text.scoring", {method});
  if (r.top) out += say_("rank.text.top", {present::decimal(num(*r.top), lang)});
  out += "\n";
  if (rec.provisional())
    out += say_("rank.provisional", {std::to_string(rec.results_missing), std::to_string(rec.results_expected)}) + "\n";
  const Standings st = standings(r, lang);
  for (const auto& g : st.groups) {
    out += "\n";
    std::string heading = g.section.empty() ? "" : say_("rank.text.section", {g.section});
    if (!g.direction.empty())
      heading += (heading.empty() ? "" : " \u2014 ") + say_(g.direction == "NS" ? "rank.text.north_south" : "rank.text.east_west");
    if (!heading.empty()) out += heading + "\n";
    std::vector<std::vector<std::string>> table;
    table.push_back({say_("rank.col.place"), say_(rec.teams ? "rank.col.team" : rec.individual ? "rank.col.player" : "rank.col.pair"), say_("rank.col.names"),
                     rec.scoring == Scoring::Imps ? say_("rank.col.vp") : say_("rank.col.total")});
    if (st.percent) table.back().push_back("%");
    for (const auto& e : g.rows) {
      table.push_back({e.place, present::pair_id(e.id, lang), e.names, e.total});
      if (st.percent) table.back().push_back(e.percent);
    }
    out += present::text_table(table, {false, false, false, true, true}, "  ");
  }
  if (!rec.rulings.empty()) {
    out += "\n" + say_("rank.text.rulings") + "\n";
    for (const auto& ru : rec.rulings) out += "  " + present::ruling_text(ru, lang) + "\n";
  }
  if (rec.teams && !rec.matches.empty()) {
    out += "\n" + say_("rank.text.matches") + "\n";
    std::vector<std::vector<std::string>> table;
    const bool bam = rec.scoring == Scoring::Bam;
    table.push_back({say_("rank.col.round"), say_("rank.col.teams"), say_(bam ? "rank.col.board_points" : "rank.col.imps")});
    if (!bam) table.back().push_back(say_("rank.col.vp"));
    auto team = [&](const std::string& id) {
      const formats::Team* t = rec.team(id);
      return !t || t->name.empty() ? id : id + " " + t->name;
    };
    for (const auto& [match, bye] : formats::matches_and_byes(rec)) {
      if (bye) {  // "3  7 García — bye  12"
        table.push_back({std::to_string(bye->round), say_("rank.text.bye", {team(bye->team)}), bam ? present::decimal(num(bye->points), lang) : ""});
        if (!bam) table.back().push_back(present::decimal(num(bye->points), lang));
        continue;
      }
      const auto& m = *match;
      table.push_back({m.round ? std::to_string(m.round) : "", team(m.a) + " \u2013 " + team(m.b),
                       present::decimal(num(m.a_score), lang) + " \u2013 " + present::decimal(num(m.b_score), lang)});
      if (!bam) table.back().push_back(present::decimal(num(m.a_vp.value_or(0)), lang) + " \u2013 " + present::decimal(num(m.b_vp.value_or(0)), lang));
    }
    out += present::text_table(table, {true, false, true, true}, "  ");
  }
  return out;
}

}  // namespace bandeja::present
