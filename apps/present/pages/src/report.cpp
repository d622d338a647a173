#include "bandeja/present/report.hpp"
#include "bandeja/formats/csv.hpp"
#include "bandeja/present/text_table.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <vector>

#include "bandeja/present/messages.hpp"
#include "bandeja/ranking/rounding.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"

namespace bandeja::present {

using namespace formats;  // the event record

namespace {



std::string csv_row(const std::vector<std::string>& vals, char sep = ',') {
  std::string out;
  for (size_t i = 0; i < vals.size(); ++i) {
    if (i) out += sep;
    out += csv_field(vals[i], sep);
  }
  return out + "\n";
}

// A number as the style writes it: 59.56, or 59,56 with decimal commas.
std::string styled(std::string number, const CsvStyle& style) {
  if (style.decimal_comma) std::replace(number.begin(), number.end(), '.', ',');
  return number;
}

// The header's column names in the style's language (the catalogue's csvcol.NAME).
std::vector<std::string> heads(const CsvStyle& style, std::initializer_list<const char*> names) {
  std::vector<std::string> out;
  for (const char* name : names) out.push_back(present::say(style.lang, std::string("csvcol.") + name));
  return out;
}

std::string bom(const CsvStyle& style) { return style.bom ? "\xEF\xBB\xBF" : ""; }

std::string opt(const std::optional<double>& v, Lang lang = Lang::En) { return v ? number_text(*v, lang) : ""; }
std::string opt(const std::optional<int>& v) { return v ? std::to_string(*v) : ""; }


}  // namespace

std::string scoring_name(Scoring s, Lang lang) {
  switch (s) {
    case Scoring::Matchpoints: return present::say(lang, "report.matchpoints");
    case Scoring::CrossImps: return present::say(lang, "report.cross_imps");
    case Scoring::Butler: return present::say(lang, "report.butler_imps");
    case Scoring::Bam: return present::say(lang, "report.board_a_match");
    case Scoring::Imps: return present::say(lang, "report.imps_converted_to_vp_wbf_2013");
  }
  return "";
}

std::string scoring_text(const EventRecord& ev, Lang lang) {
  std::string out = scoring_name(ev.scoring, lang);
  if (ev.each_side_awards) out += present::say(lang, "report.each_side_awards");
  return out;
}

// Rounded as number_text rounds (half away from zero), so every renderer shows one figure.
std::string percent_text(double pct) { return ranking::fixed2(pct); }

std::string percent_text(double pct, Lang lang) { return present::decimal(percent_text(pct), lang); }

std::string ruling_text(const Ruling& r, Lang lang) {
  std::string pairs;
  for (const auto& p : r.pairs) pairs += (pairs.empty() ? "" : ", ") + p;
  std::string out;
  if (r.kind == "fouled") {
    const std::string board = r.board ? std::to_string(*r.board) : "?";
    std::string which;
    if (r.first_round && r.last_round && *r.first_round == *r.last_round)
      which = present::say(lang, "report.fouled_round", {std::to_string(*r.first_round)});
    else if (r.first_round && r.last_round)
      which = present::say(lang, "report.fouled_rounds", {std::to_string(*r.first_round), std::to_string(*r.last_round)});
    else
      which = present::say(lang, "report.fouled_lines", {pairs});
    out = present::say(lang, r.ebu_small_groups ? "report.fouled_ebu" : "report.fouled", {board, which});
  } else {
    std::string amount;
    if (r.top_percent) amount = present::say(lang, "report.percent_of_top", {number_text(*r.top_percent, lang)});
    else if (r.imps) amount = present::say(lang, "report.imps_amount", {number_text(*r.imps, lang)});
    if (r.points) amount += " (\u2212" + number_text(*r.points, lang) + ")";
    out = r.board ? present::say(lang, "report.penalty_on_board", {pairs, amount, std::to_string(*r.board)})
                  : present::say(lang, "report.penalty", {pairs, amount});
  }
  if (!r.reason.empty()) out += " \u2014 " + r.reason;
  return out;
}

std::string contract_text(const score::Entry& e, Lang lang) {
  if (const auto* p = std::get_if<score::Played>(&e)) return score::contract_symbol_text(p->contract, lang);
  if (std::holds_alternative<score::PassedOut>(e)) return present::say(lang, "report.pass");
  if (const auto* a = std::get_if<score::Artificial>(&e)) return score::artificial_text(*a);
  if (std::holds_alternative<score::Weighted>(e)) return present::say(lang, "report.weighted");
  return "";
}

std::string weighted_side_text(const score::Weighted& w, bool ns_side) {
  if (ns_side) return score::weighted_text(w);
  score::Weighted ew = w;
  for (auto& part : ew.parts) part.ns_score = -part.ns_score;
  return score::weighted_text(ew);
}

std::string line_score_text(const Line& l, bool ns_side) {
  if (const auto* w = std::get_if<score::Weighted>(&l.entry)) return weighted_side_text(*w, ns_side);
  if (l.ns_score) return std::to_string(ns_side ? *l.ns_score : -*l.ns_score);
  return "";
}

std::string ranking_text(const EventRecord& ev, Lang lang) {
  std::string out = ev.name.empty() ? std::string() : ev.name + "\n";
  if (!ev.date.empty()) out += ev.date + "\n";
  out += present::say(lang, "report.scoring", {scoring_text(ev, lang)}) + "\n";
  if (!ev.team_ranking.empty()) {  // a teams event: the teams, then the matches
    std::vector<std::vector<std::string>> rows;
    const bool bam = ev.scoring == Scoring::Bam;
    rows.push_back({present::say(lang, "report.place"), present::say(lang, "report.team"), present::say(lang, "report.names"),
                    bam ? present::say(lang, "report.points") : present::say(lang, "report.vp")});
    for (const auto& s : ev.team_ranking) {
      const Team* t = ev.team(s.team);
      std::string names = t ? ev.team_players(*t) : "";
      if (t && !t->name.empty()) names = names.empty() ? t->name : t->name + " (" + names + ")";
      rows.push_back({s.place, s.team, names, opt(s.total, lang)});
    }
    out += "\n" + present::text_table(rows, {false, false, false, true});
    if (ev.matches.empty()) return out;
    rows.clear();
    rows.push_back({present::say(lang, "report.round"), present::say(lang, "report.teams"), present::say(lang, bam ? "report.points" : "report.imps")});
    if (!bam) rows.back().push_back(present::say(lang, "report.vp"));
    for (const auto& [match, bye] : matches_and_byes(ev)) {
      if (bye) {
        rows.push_back({std::to_string(bye->round), present::say(lang, "report.bye", {bye->team}), bam ? number_text(bye->points, lang) : ""});
        if (!bam) rows.back().push_back(number_text(bye->points, lang));
        continue;
      }
      const TeamMatch& m = *match;
      rows.push_back({m.round > 0 ? std::to_string(m.round) : "", m.a + " \u2013 " + m.b,
                      number_text(m.a_score, lang) + " \u2013 " + number_text(m.b_score, lang)});
      if (!bam) rows.back().push_back(m.a_vp && m.b_vp ? number_text(*m.a_vp, lang) + " \u2013 " + number_text(*m.b_vp, lang) : "");
    }
    return out + "\n" + present::say(lang, "report.matches") + "\n" + present::text_table(rows, {true, false, true, true});
  }
  const bool pct = std::any_of(ev.ranking.begin(), ev.ranking.end(), [](const Standing& s) { return s.percent.has_value(); });
  std::vector<std::string> fields = ev.winners == 2 ? std::vector<std::string>{"NS", "EW"} : std::vector<std::string>{""};
  for (const auto& field : fields) {
    std::vector<std::vector<std::string>> rows;
    rows.push_back({present::say(lang, "report.place"), ev.teams ? present::say(lang, "report.team") : present::say(lang, "report.pair"),
                    present::say(lang, "report.names"), "Total"});
    if (pct) rows.back().push_back("%");
    for (const auto& s : ev.ranking) {
      const Entrant* e = ev.entrant(s.entrant);
      if (!field.empty() && (!e || e->field != field)) continue;
      rows.push_back({s.place, present::pair_id(s.entrant, lang), e ? e->names() : "", opt(s.total, lang)});
      if (pct) rows.back().push_back(s.percent ? percent_text(*s.percent, lang) : "");
    }
    if (!field.empty())
      out += "\n" + std::string(field == "NS" ? present::say(lang, "report.north_south") : present::say(lang, "report.east_west")) + "\n";
    else
      out += "\n";
    out += present::text_table(rows, {false, false, false, true, true});
  }
  return out;
}

std::string travellers_text(const EventRecord& ev, Lang lang) {
  std::string out;
  const bool imps = is_imp_scoring(ev.scoring);
  for (const auto& b : ev.boards) {
    out += present::say(lang, "report.board", {std::to_string(b.number)}) + "\n";
    std::vector<std::vector<std::string>> rows;
    rows.push_back({present::say(lang, "report.round"), present::say(lang, "report.table"), "NS", present::say(lang, "report.ew"),
                    present::say(lang, "report.contract"), present::say(lang, "report.by"), present::say(lang, "report.lead"),
                    present::say(lang, "report.tricks"), present::say(lang, "report.ns_score"),
                    imps ? "IMP NS" : present::say(lang, "report.ns_pts"), imps ? present::say(lang, "report.imp_ew") : present::say(lang, "report.ew_pts")});
    for (const auto& l : b.lines) {
      std::string by, lead, tricks;
      if (const auto* p = std::get_if<score::Played>(&l.entry)) {
        by = score::to_string(p->declarer, lang);
        lead = score::lead_text(p->lead.value_or(""));
        tricks = std::to_string(p->tricks);
      }
      std::string sc = line_score_text(l, true);
      if (std::holds_alternative<score::NotPlayed>(l.entry)) sc = present::say(lang, "report.not_played");
      rows.push_back({opt(l.round), opt(l.table), present::pair_id(l.ns, lang), present::pair_id(l.ew, lang), contract_text(l.entry, lang), by, lead, tricks, sc,
                      opt(l.ns_points, lang), opt(l.ew_points, lang)});
    }
    out += present::text_table(rows, {true, true, false, false, false, false, false, true, true, true, true}) + "\n";
  }
  return out;
}

std::string ranking_csv(const EventRecord& ev, const CsvStyle& style) {
  const char sep = style.separator;
  auto num = [&](const std::optional<double>& v) { return styled(opt(v), style); };
  std::string out = bom(style);
  if (!ev.team_ranking.empty()) {  // a teams event: its teams' standings (VPs or board points)
    out += csv_row(heads(style, {"place", "team", "name", "players", "total", "matches"}),
                   sep);
    for (const auto& s : ev.team_ranking) {
      const Team* t = ev.team(s.team);
      out += csv_row({s.place, s.team, t ? t->name : "", t ? ev.team_players(*t) : "", num(s.total),
                      s.matches ? std::to_string(*s.matches) : ""},
                     sep);
    }
    return out;
  }
  // A pairs event, or a session's sections (the section letter after the place).
  const bool sections = std::any_of(ev.entrants.begin(), ev.entrants.end(), [](const Entrant& e) { return !e.section.empty(); });
  std::vector<std::string> head = heads(style, {"place", "pair", "direction", "names", "total", "percent"});
  if (sections) head.insert(head.begin() + 1, heads(style, {"section"}).front());
  out += csv_row(head, sep);
  for (const auto& s : ev.ranking) {
    const Entrant* e = ev.entrant(s.entrant);
    std::vector<std::string> row = {s.place, present::pair_id(s.entrant, style.lang), e ? present::direction(e->field, style.lang) : "",
                                    e ? e->names() : "", num(s.total),
                                    s.percent ? styled(percent_text(*s.percent), style) : ""};
    if (sections) row.insert(row.begin() + 1, e ? e->section : "");
    out += csv_row(row, sep);
  }
  return out;
}

std::string results_csv(const EventRecord& ev, bool points, const CsvStyle& style) {
  const char sep = style.separator;
  const Lang lang = style.lang;
  std::vector<std::string> head =
      heads(style, {"board", "round", "table", "ns", "ew", "contract", "declarer", "result", "lead", "score"});
  if (points)
    for (auto& name : heads(style, {"ns_points", "ew_points"})) head.push_back(std::move(name));
  std::string out = bom(style) + csv_row(head, sep);
  for (const auto& b : ev.boards)
    for (const auto& l : b.lines) {
      std::string contract, decl, result, lead, sc;
      if (const auto* p = std::get_if<score::Played>(&l.entry)) {
        contract = score::to_string(p->contract, lang);  // 4S, or 4P under Spanish letters
        decl = score::to_string(p->declarer, lang);
        result = std::to_string(p->tricks);
        lead = score::lead_text(p->lead.value_or(""));  // ♣5: reads back the same in any language
      } else if (std::holds_alternative<score::PassedOut>(l.entry)) {
        contract = present::say(lang, "report.pass_2");
      }
      if (const auto* a = std::get_if<score::Artificial>(&l.entry)) sc = score::artificial_text(*a);
      else if (const auto* w = std::get_if<score::Weighted>(&l.entry)) sc = score::to_string(score::Entry{*w});
      else if (l.ns_score) sc = std::to_string(*l.ns_score);
      else if (std::holds_alternative<score::NotPlayed>(l.entry)) sc = present::say(lang, "report.np");
      std::vector<std::string> row = {std::to_string(b.number), opt(l.round), opt(l.table), present::pair_id(l.ns, lang),
                                      present::pair_id(l.ew, lang), contract, decl, result, lead, sc};
      if (points) {
        row.push_back(styled(opt(l.ns_points), style));
        row.push_back(styled(opt(l.ew_points), style));
      }
      out += csv_row(row, sep);
    }
  return out;
}

}  // namespace bandeja::present
