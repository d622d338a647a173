// `bandeja rank EVENT`: the event's ranking, as the director reads it out (text), as the stable
// JSON contract for other tools, or as CSV. Thin: parse arguments, rank the stored event with
// event_ranking.hpp (the mapping shared with publish and export), render.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <map>
#include <set>

#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include "app.hpp"
#include "bandeja/formats/csv.hpp"
#include "bandeja/formats/text_table.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "event_ranking.hpp"
#include "bandeja/director/teams.hpp"
#include "session_ranking.hpp"
#include "bandeja/director/sessions.hpp"

namespace bandeja::app {

namespace {

struct RankArgs {
  std::string event;
  std::string session;  // rank this session's sections instead of one event
  bool together = false, apart = false;  // override the session's scope
  std::string scoring;  // empty: the event's own
  int mp_scale = 1;
  std::string format = "text";
  bool no_neuberg = false;
  bool ave_plus_session = false;
};

RankOptions options_of(const RankArgs& a) {
  return RankOptions{a.scoring, a.mp_scale, !a.no_neuberg, a.ave_plus_session};
}


double round2(double v) { return std::round(v * 100.0) / 100.0; }

std::string num(double v) {
  v = round2(v);
  if (v == std::floor(v)) return fmt::format("{:.0f}", v);
  return fmt::format("{:.2f}", v);
}

// ------------------------------------------------------------------ what is printed

struct OutLine {
  std::string ns, ew;
  std::optional<int> ns_score;
  std::string adjusted;
  std::optional<double> ns_points, ew_points;
};
struct OutBoard {
  int board = 0;
  std::optional<double> datum;
  std::vector<OutLine> lines;
  std::string section;  // a session's section letter; "" for an event
};
struct OutEntrant {
  std::string id;
  std::optional<std::string> direction;  // "NS", "EW"; none in a one-winner field or teams
  std::string names;
  double total = 0;
  std::optional<double> percent;
  std::string place;
  std::string section;  // a session's section letter; "" for an event
};
struct Report {
  std::string event;
  std::string scoring;  // "mp", "cross-imps", "butler", "bam", "imps"
  int mp_scale = 1;
  bool teams = false;
  std::optional<double> top;
  std::vector<OutBoard> boards;
  std::vector<OutEntrant> entrants;
  std::vector<ranking::Match> matches;  // teams
  std::map<std::string, std::string> team_names;  // teams: team -> its name ("" when none)
  // A session: "section" (ranked apart) or "field" (together); "" for an event.
  std::string scope;
  std::string held_on;
  std::vector<std::pair<std::string, std::string>> sections;  // (letter, event name)
};

// What libranking gives back, as printed (for an event or a session's sections).
Report report_of(const ranking::Ranking& r) {
  Report rep;
  rep.top = r.top;
  for (const auto& b : r.boards) {
    OutBoard ob{b.board, b.datum, {}, b.section};
    for (const auto& l : b.lines) {
      OutLine ol{l.ns, l.ew, l.ns_score, l.adjusted, std::nullopt, std::nullopt};
      if (l.played) ol.ns_points = l.ns_points, ol.ew_points = l.ew_points;
      if (!l.played) ol.adjusted = "np";
      ob.lines.push_back(std::move(ol));
    }
    rep.boards.push_back(std::move(ob));
  }
  for (const auto& s : r.pairs) {
    OutEntrant e{s.pair, std::nullopt, s.names, s.total, s.percent, s.place, s.section};
    if (s.field == ranking::Field::NS) e.direction = "NS";
    if (s.field == ranking::Field::EW) e.direction = "EW";
    rep.entrants.push_back(std::move(e));
  }
  return rep;
}

Report pairs_report(const Context& ctx, const db::Event& ev, const RankArgs& a) {
  return report_of(rank_pairs(ev, options_of(a), ctx.lang));
}

Report teams_report(const Context& ctx, const db::Event& ev, const std::string& scoring) {
  const bool bam = scoring == "bam";
  auto t = rank_teams(ev, scoring, ctx.lang);
  Report rep;
  rep.teams = true;
  for (const auto& b : t.boards) {
    OutBoard ob{b.board, std::nullopt, {}, ""};
    for (const auto& l : b.lines) {
      OutLine ol{l.ns, l.ew, std::nullopt, "", l.ns_points, l.ew_points};
      if (auto s = std::get_if<int>(&l.outcome)) ol.ns_score = *s;
      if (auto a = std::get_if<score::Artificial>(&l.outcome))
        ol.adjusted = "A" + std::to_string(a->ns_pct) + "-" + std::to_string(a->ew_pct);
      ob.lines.push_back(std::move(ol));
    }
    rep.boards.push_back(std::move(ob));
  }
  for (const auto& s : t.standings) {
    OutEntrant e{s.team, std::nullopt, team_display(t.team_names[s.team], t.names[s.team]), s.vp,
                 std::nullopt, s.place, ""};
    if (bam && t.boards_played[s.team] > 0) e.percent = s.vp / t.boards_played[s.team] * 100;
    rep.entrants.push_back(std::move(e));
  }
  rep.matches = std::move(t.matches);
  rep.team_names = std::move(t.team_names);
  return rep;
}

// ------------------------------------------------------------------ renderers

std::string json_of(const Report& r) {
  using nlohmann::ordered_json;
  auto opt = [](const std::optional<double>& v) -> ordered_json {
    return v ? ordered_json(round2(*v)) : ordered_json(nullptr);
  };
  ordered_json j;
  if (!r.scope.empty()) {  // a session: its name, how it is ranked, its sections
    j["session"] = r.event;
    j["date"] = r.held_on.empty() ? ordered_json(nullptr) : ordered_json(r.held_on);
    j["scope"] = r.scope;
    j["sections"] = ordered_json::array();
    for (const auto& [letter, name] : r.sections)
      j["sections"].push_back(ordered_json{{"section", letter}, {"event", name}});
  }
  j["scoring"] = r.scoring;
  j["top"] = opt(r.top);
  j["boards"] = ordered_json::array();
  for (const auto& b : r.boards) {
    ordered_json jb;
    jb["board"] = b.board;
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
      if (!l.adjusted.empty()) jl["adjusted"] = l.adjusted;
      jb["lines"].push_back(std::move(jl));
    }
    j["boards"].push_back(std::move(jb));
  }
  j["pairs"] = ordered_json::array();
  for (const auto& e : r.entrants) {
    ordered_json je;
    je["pair"] = e.id;
    if (!e.section.empty()) je["section"] = e.section;
    je["direction"] = e.direction ? ordered_json(*e.direction) : ordered_json(nullptr);
    je["total"] = round2(e.total);
    je["percent"] = opt(e.percent);
    je["place"] = e.place;
    if (!e.names.empty()) je["names"] = e.names;
    if (auto tn = r.team_names.find(e.id); r.teams && tn != r.team_names.end() && !tn->second.empty())
      je["team_name"] = tn->second;
    j["pairs"].push_back(std::move(je));
  }
  if (r.teams) {
    j["matches"] = ordered_json::array();
    for (const auto& m : r.matches)
      j["matches"].push_back(ordered_json{{"round", m.round}, {"a", m.a}, {"b", m.b},
                                          {"a_score", round2(m.a_score)},
                                          {"b_score", round2(m.b_score)},
                                          {"a_vp", round2(m.a_vp)}, {"b_vp", round2(m.b_vp)}});
  }
  return j.dump(2) + "\n";
}


std::string csv_of(const Report& r) {
  const bool session = !r.scope.empty();  // a session: the section letter after the place
  std::string out = session ? "place,section,pair,direction,names,total,percent\n"
                            : "place,pair,direction,names,total,percent\n";
  for (const auto& e : r.entrants)
    out += fmt::format("{},{}{},{},{},{},{}\n", formats::csv_field(e.place),
                       session ? formats::csv_field(e.section) + "," : "", formats::csv_field(e.id),
                       e.direction.value_or(""), formats::csv_field(e.names), num(e.total),
                       e.percent ? fmt::format("{:.2f}", round2(*e.percent)) : "");
  return out;
}

std::string method_name(const Context& ctx, const std::string& s, int scale) {
  if (s == "mp")
    return tr(ctx, "matchpoints", "puntos de ventaja (matchpoints)") +
           (scale == 2 ? tr(ctx, " (2 per score beaten)", " (2 por resultado superado)") : "");
  if (s == "cross-imps") return "cross-IMPs";
  if (s == "butler") return tr(ctx, "Butler IMPs", "IMPs Butler");
  if (s == "bam") return tr(ctx, "board-a-match", "tablero a tablero (BAM)");
  return tr(ctx, "IMPs converted to VP (WBF 2013 scale)", "IMPs convertidos a PV (escala WBF 2013)");
}

std::string text_of(const Context& ctx, const Report& r) {
  std::string out = r.event + (r.held_on.empty() ? "" : ", " + r.held_on) + "\n";
  if (!r.scope.empty()) {  // a session: "Sections A (Tuesday A), B (Tuesday B), ranked ..."
    std::string list;
    for (const auto& [letter, name] : r.sections)
      list += (list.empty() ? "" : ", ") + letter + " (" + name + ")";
    out += tr(ctx, "Sections ", "Secciones ") + list +
           (r.scope == "field" ? tr(ctx, ", ranked together across the field", ", clasificadas juntas (todo el campo)")
                               : tr(ctx, ", each ranked apart", ", cada una por separado")) + "\n";
  }
  out += tr(ctx, "Scoring: ", "Puntuación: ") + method_name(ctx, r.scoring, r.mp_scale);
  if (r.top) out += tr(ctx, ", top ", ", top ") + num(*r.top);
  out += "\n";
  const bool pct = std::any_of(r.entrants.begin(), r.entrants.end(),
                               [](const auto& e) { return e.percent.has_value(); });
  // One table per (section when ranked apart, direction), in the ranking's order.
  using Group = std::pair<std::string, std::optional<std::string>>;
  const bool apart = r.scope == "section";
  auto group_of = [&](const OutEntrant& e) { return Group{apart ? e.section : "", e.direction}; };
  std::vector<Group> fields;
  for (const auto& e : r.entrants)
    if (std::find(fields.begin(), fields.end(), group_of(e)) == fields.end())
      fields.push_back(group_of(e));
  // Totals with two decimals when any is fractional (Neuberg, ties, cross-IMPs), else whole.
  const bool whole = std::all_of(r.entrants.begin(), r.entrants.end(), [](const auto& e) {
    return round2(e.total) == std::floor(round2(e.total));
  });
  auto total_text = [&](double v) { return whole ? num(v) : fmt::format("{:.2f}", round2(v)); };
  for (const auto& [section, f] : fields) {
    out += "\n";
    std::string heading = section.empty() ? "" : tr(ctx, "Section ", "Sección ") + section;
    if (f)
      heading += (heading.empty() ? "" : " \u2014 ") +
                 (*f == "NS" ? tr(ctx, "North-South", "Norte-Sur") : tr(ctx, "East-West", "Este-Oeste"));
    if (!heading.empty()) out += heading + "\n";
    std::vector<std::vector<std::string>> rows;
    rows.push_back({tr(ctx, "Place", "Puesto"),
                    r.teams ? tr(ctx, "Team", "Equipo") : tr(ctx, "Pair", "Pareja"),
                    tr(ctx, "Names", "Jugadores"), r.scoring == "imps" ? "VP" : "Total"});
    if (pct) rows.back().push_back("%");
    for (const auto& e : r.entrants) {
      if (group_of(e) != Group{section, f}) continue;
      rows.push_back({e.place, e.id, e.names, total_text(e.total)});
      if (pct) rows.back().push_back(e.percent ? fmt::format("{:.2f}", round2(*e.percent)) : "");
    }
    out += formats::text_table(rows, {false, false, false, true, true}, "  ");
  }
  if (r.teams && !r.matches.empty()) {
    out += "\n" + tr(ctx, "Matches", "Encuentros") + "\n";
    std::vector<std::vector<std::string>> rows;
    const bool bam = r.scoring == "bam";
    rows.push_back({tr(ctx, "Round", "Ronda"), tr(ctx, "Teams", "Equipos"),
                    bam ? tr(ctx, "Board points", "Puntos") : "IMPs"});
    if (!bam) rows.back().push_back("VP");
    for (const auto& m : r.matches) {
      auto team = [&](const std::string& id) {
        auto n = r.team_names.find(id);
        return n == r.team_names.end() || n->second.empty() ? id : id + " " + n->second;
      };
      rows.push_back({m.round ? std::to_string(m.round) : "", team(m.a) + " – " + team(m.b),
                      num(m.a_score) + " – " + num(m.b_score)});
      if (!bam) rows.back().push_back(num(m.a_vp) + " – " + num(m.b_vp));
    }
    out += formats::text_table(rows, {true, false, true, true}, "  ");
  }
  return out;
}

void print(const Context& ctx, const RankArgs& a, const Report& rep) {
  if (a.format == "json") std::cout << json_of(rep);
  else if (a.format == "csv") std::cout << csv_of(rep);
  else std::cout << text_of(ctx, rep);
}

// `bandeja rank --session SESSION`: its sections ranked apart or together (the session's scope,
// or --apart / --together), pairs named with their section letter ("A1NS").
void cmd_rank_session(Context& ctx, const RankArgs& a) {
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::find_session(store, a.session));
  std::vector<db::Event> sections;
  for (const auto& e : store.session_events(s.id)) sections.push_back(store.load(e.id));
  const bool field = a.together || (!a.apart && s.scope == "field");
  const auto scope = field ? ranking::Scope::Field : ranking::Scope::Section;
  const auto opts = options_of(a);
  const std::string scoring = scoring_of(sections, opts, ctx.lang);
  spdlog::info("ranking session {} ({} sections) by {}, {}", s.name, sections.size(), scoring,
               field ? "across the field" : "each section apart");
  Report rep = report_of(rank_session(sections, opts, scope, ctx.lang));
  rep.event = s.name;
  rep.held_on = s.held_on;
  rep.scope = field ? "field" : "section";
  for (const auto& ev : sections) rep.sections.emplace_back(ev.info.section, ev.info.name);
  rep.scoring = scoring;
  rep.mp_scale = a.mp_scale;
  if (scoring != "mp") rep.top.reset();
  print(ctx, a, rep);
}

void cmd_rank(Context& ctx, const RankArgs& a) {
  if (a.event.empty() == a.session.empty())
    throw UserError(tr(ctx, "name one event (bandeja rank EVENT) or one session (bandeja rank --session SESSION)",
                       "indique un evento (bandeja rank EVENTO) o una sesión (bandeja rank --session SESION)"));
  if ((a.together || a.apart) && a.session.empty())
    throw UserError(tr(ctx, "--together and --apart rank a session's sections; add --session SESSION",
                       "--together y --apart clasifican las secciones de una sesión; añada --session SESION"));
  if (!a.session.empty()) return cmd_rank_session(ctx, a);
  db::Store store = open_store(ctx);
  db::Event ev = store.load(find_event(ctx, store, a.event).id);
  const std::string scoring = scoring_of(ev, options_of(a));
  spdlog::info("ranking event {} ({} lines) by {}", ev.info.name, ev.results.size(), scoring);
  Report rep;
  if (is_pairs_scoring(scoring))
    rep = pairs_report(ctx, ev, a);
  else if (is_teams_scoring(scoring))
    rep = teams_report(ctx, ev, scoring);
  else
    throw UserError(tr(ctx, "the event's scoring '" + scoring + "' is unknown; use --scoring",
                       "la puntuación '" + scoring + "' del evento es desconocida; use --scoring"));
  rep.event = ev.info.name;
  rep.scoring = scoring;
  rep.mp_scale = a.mp_scale;
  if (scoring != "mp") rep.top.reset();
  print(ctx, a, rep);
}

}  // namespace

void register_rank_commands(CLI::App& app, Context& ctx) {
  auto args = std::make_shared<RankArgs>();
  auto* cmd = app.add_subcommand("rank", "The ranking of an event (or of a session: --session): place, pair, names, total, percentage");
  cmd->add_option("EVENT", args->event, "Event id or name");
  cmd->add_option("--session", args->session,
                  "Rank a session's sections instead (pairs named with their section: A1NS)");
  auto* together = cmd->add_flag("--together", args->together,
                                 "Session: rank the sections together across the field");
  cmd->add_flag("--apart", args->apart, "Session: rank each section apart")->excludes(together);
  cmd->add_option("--scoring", args->scoring,
                  "Score the event another way: mp, cross-imps, butler, bam or imps "
                  "(default: the event's own)")
      ->check(CLI::IsMember({"mp", "cross-imps", "butler", "bam", "imps"}));
  cmd->add_option("--mp-scale", args->mp_scale, "Matchpoints per score beaten: 1 or 2")
      ->check(CLI::IsMember({1, 2}))
      ->capture_default_str();
  cmd->add_option("--format", args->format, "text, json or csv")
      ->check(CLI::IsMember({"text", "json", "csv"}))
      ->capture_default_str();
  cmd->add_flag("--no-neuberg", args->no_neuberg,
                "Do not factor boards played fewer times (top = results - 1 on each board)");
  cmd->add_flag("--ave-plus-session", args->ave_plus_session,
                "Law 12C2: Ave+ is the pair's session percentage when above 60%");
  cmd->callback([&ctx, args] { cmd_rank(ctx, *args); });
}

}  // namespace bandeja::app
