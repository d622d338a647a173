#include "bandeja/formats/report.hpp"
#include "bandeja/formats/csv.hpp"
#include "bandeja/formats/text_table.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <vector>

#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"

namespace bandeja::formats {
namespace {

bool es(Lang l) { return l == Lang::Es; }


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

// The header's names in the style's language.
std::vector<std::string> heads(const CsvStyle& style, std::initializer_list<std::pair<const char*, const char*>> names) {
  std::vector<std::string> out;
  for (const auto& [en, sp] : names) out.push_back(style.lang == Lang::Es ? sp : en);
  return out;
}

std::string bom(const CsvStyle& style) { return style.bom ? "\xEF\xBB\xBF" : ""; }

std::string opt(const std::optional<double>& v) { return v ? number_text(*v) : ""; }
std::string opt(const std::optional<int>& v) { return v ? std::to_string(*v) : ""; }


}  // namespace

std::string scoring_name(Scoring s, Lang lang) {
  switch (s) {
    case Scoring::Matchpoints: return es(lang) ? "puntos de match" : "matchpoints";
    case Scoring::CrossImps: return es(lang) ? "cross-IMPs" : "cross-IMPs";
    case Scoring::Butler: return es(lang) ? "IMPs Butler" : "Butler IMPs";
    case Scoring::Bam: return es(lang) ? "tablero a tablero (BAM)" : "board-a-match";
    case Scoring::Imps: return es(lang) ? "IMPs convertidos a PV (escala WBF 2013)" : "IMPs converted to VP (WBF 2013 scale)";
  }
  return "";
}

std::string percent_text(double pct) {
  char buf[32];
  // Rounded as number_text rounds (half away from zero), so every renderer shows one figure.
  std::snprintf(buf, sizeof buf, "%.2f", std::round(pct * 100.0) / 100.0);
  return buf;
}

std::string ruling_text(const Ruling& r, Lang lang) {
  const bool es = lang == Lang::Es;
  std::string pairs;
  for (const auto& p : r.pairs) pairs += (pairs.empty() ? "" : ", ") + p;
  std::string out;
  if (r.kind == "fouled") {
    const std::string board = r.board ? std::to_string(*r.board) : "?";
    std::string which;
    if (r.first_round && r.last_round && *r.first_round == *r.last_round)
      which = es ? "la ronda " + std::to_string(*r.first_round) + " lo jugó cambiado"
                 : "round " + std::to_string(*r.first_round) + " played it changed";
    else if (r.first_round && r.last_round)
      which = es ? "las rondas " + std::to_string(*r.first_round) + " a " + std::to_string(*r.last_round) + " lo jugaron cambiado"
                 : "rounds " + std::to_string(*r.first_round) + " to " + std::to_string(*r.last_round) + " played it changed";
    else
      which = es ? "las líneas de " + pairs + " (NS) lo jugaron cambiado" : "the lines of " + pairs + " (NS) played it changed";
    out = es ? "Tablero " + board + " alterado (Ley 87): " + which + ", puntuado aparte"
             : "Board " + board + " fouled (Law 87): " + which + ", scored apart";
  } else {
    std::string amount;
    if (r.top_percent) amount = es ? number_text(*r.top_percent) + "% de un top" : number_text(*r.top_percent) + "% of a top";
    else if (r.imps) amount = number_text(*r.imps) + " IMPs";
    if (r.points) amount += " (\u2212" + number_text(*r.points) + ")";
    const std::string where = r.board ? (es ? " en el tablero " : " on board ") + std::to_string(*r.board) : "";
    out = es ? "Penalización de procedimiento (Ley 90): pareja " + pairs + ", " + amount + where
             : "Procedural penalty (Law 90): pair " + pairs + ", " + amount + where;
  }
  if (!r.reason.empty()) out += " \u2014 " + r.reason;
  return out;
}

std::string contract_text(const score::Entry& e, Lang lang) {
  if (const auto* p = std::get_if<score::Played>(&e)) return score::contract_symbol_text(p->contract, lang);
  if (std::holds_alternative<score::PassedOut>(e)) return es(lang) ? "Paso" : "Pass";
  if (const auto* a = std::get_if<score::Artificial>(&e)) return score::artificial_text(*a);
  if (std::holds_alternative<score::Weighted>(e)) return es(lang) ? "ponderada" : "weighted";
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
  out += (es(lang) ? "Puntuación: " : "Scoring: ") + scoring_name(ev.scoring, lang) + "\n";
  if (!ev.team_ranking.empty()) {  // a teams event: the teams, then the matches
    std::vector<std::vector<std::string>> rows;
    const bool bam = ev.scoring == Scoring::Bam;
    rows.push_back({es(lang) ? "Puesto" : "Place", es(lang) ? "Equipo" : "Team", es(lang) ? "Jugadores" : "Names",
                    bam ? (es(lang) ? "Puntos" : "Points") : (es(lang) ? "PV" : "VP")});
    for (const auto& s : ev.team_ranking) {
      const Team* t = ev.team(s.team);
      std::string names = t ? ev.team_players(*t) : "";
      if (t && !t->name.empty()) names = names.empty() ? t->name : t->name + " (" + names + ")";
      rows.push_back({s.place, s.team, names, opt(s.total)});
    }
    out += "\n" + text_table(rows, {false, false, false, true});
    if (ev.matches.empty()) return out;
    rows.clear();
    rows.push_back({es(lang) ? "Ronda" : "Round", es(lang) ? "Equipos" : "Teams", bam ? (es(lang) ? "Puntos" : "Points") : "IMPs"});
    if (!bam) rows.back().push_back(es(lang) ? "PV" : "VP");
    for (const auto& [match, bye] : matches_and_byes(ev)) {
      if (bye) {
        rows.push_back({std::to_string(bye->round), bye->team + (es(lang) ? " descansa" : " bye"), bam ? number_text(bye->points) : ""});
        if (!bam) rows.back().push_back(number_text(bye->points));
        continue;
      }
      const TeamMatch& m = *match;
      rows.push_back({m.round > 0 ? std::to_string(m.round) : "", m.a + " \u2013 " + m.b,
                      number_text(m.a_score) + " \u2013 " + number_text(m.b_score)});
      if (!bam) rows.back().push_back(m.a_vp && m.b_vp ? number_text(*m.a_vp) + " \u2013 " + number_text(*m.b_vp) : "");
    }
    return out + "\n" + (es(lang) ? "Encuentros\n" : "Matches\n") + text_table(rows, {true, false, true, true});
  }
  const bool pct = std::any_of(ev.ranking.begin(), ev.ranking.end(), [](const Standing& s) { return s.percent.has_value(); });
  std::vector<std::string> fields = ev.winners == 2 ? std::vector<std::string>{"NS", "EW"} : std::vector<std::string>{""};
  for (const auto& field : fields) {
    std::vector<std::vector<std::string>> rows;
    rows.push_back({es(lang) ? "Puesto" : "Place", ev.teams ? (es(lang) ? "Equipo" : "Team") : (es(lang) ? "Pareja" : "Pair"),
                    es(lang) ? "Jugadores" : "Names", "Total"});
    if (pct) rows.back().push_back("%");
    for (const auto& s : ev.ranking) {
      const Entrant* e = ev.entrant(s.entrant);
      if (!field.empty() && (!e || e->field != field)) continue;
      rows.push_back({s.place, s.entrant, e ? e->names() : "", opt(s.total)});
      if (pct) rows.back().push_back(s.percent ? percent_text(*s.percent) : "");
    }
    if (!field.empty())
      out += "\n" + std::string(field == "NS" ? (es(lang) ? "Norte-Sur" : "North-South") : (es(lang) ? "Este-Oeste" : "East-West")) + "\n";
    else
      out += "\n";
    out += text_table(rows, {false, false, false, true, true});
  }
  return out;
}

std::string travellers_text(const EventRecord& ev, Lang lang) {
  std::string out;
  const bool imps = is_imp_scoring(ev.scoring);
  for (const auto& b : ev.boards) {
    out += (es(lang) ? "Tablero " : "Board ") + std::to_string(b.number) + "\n";
    std::vector<std::vector<std::string>> rows;
    rows.push_back({es(lang) ? "Ronda" : "Round", es(lang) ? "Mesa" : "Table", "NS", es(lang) ? "EO" : "EW",
                    es(lang) ? "Contrato" : "Contract", es(lang) ? "Decl" : "By", es(lang) ? "Salida" : "Lead",
                    es(lang) ? "Bazas" : "Tricks", es(lang) ? "Punt. NS" : "NS score",
                    imps ? "IMP NS" : (es(lang) ? "Ptos NS" : "NS pts"), imps ? (es(lang) ? "IMP EO" : "IMP EW") : (es(lang) ? "Ptos EO" : "EW pts")});
    for (const auto& l : b.lines) {
      std::string by, lead, tricks;
      if (const auto* p = std::get_if<score::Played>(&l.entry)) {
        by = score::to_string(p->declarer, lang);
        lead = score::lead_text(p->lead.value_or(""));
        tricks = std::to_string(p->tricks);
      }
      std::string sc = line_score_text(l, true);
      if (std::holds_alternative<score::NotPlayed>(l.entry)) sc = es(lang) ? "no jugado" : "not played";
      rows.push_back({opt(l.round), opt(l.table), l.ns, l.ew, contract_text(l.entry, lang), by, lead, tricks, sc,
                      opt(l.ns_points), opt(l.ew_points)});
    }
    out += text_table(rows, {true, true, false, false, false, false, false, true, true, true, true}) + "\n";
  }
  return out;
}

std::string ranking_csv(const EventRecord& ev, const CsvStyle& style) {
  const char sep = style.separator;
  auto num = [&](const std::optional<double>& v) { return styled(opt(v), style); };
  std::string out = bom(style);
  if (!ev.team_ranking.empty()) {  // a teams event: its teams' standings (VPs or board points)
    out += csv_row(heads(style, {{"place", "puesto"}, {"team", "equipo"}, {"name", "nombre"}, {"players", "jugadores"},
                                 {"total", "total"}, {"matches", "partidos"}}),
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
  std::vector<std::string> head = heads(style, {{"place", "puesto"}, {"pair", "pareja"}, {"direction", "direccion"},
                                                {"names", "nombres"}, {"total", "total"}, {"percent", "porcentaje"}});
  if (sections) head.insert(head.begin() + 1, style.lang == Lang::Es ? "seccion" : "section");
  out += csv_row(head, sep);
  for (const auto& s : ev.ranking) {
    const Entrant* e = ev.entrant(s.entrant);
    std::vector<std::string> row = {s.place, s.entrant, e ? e->field : "", e ? e->names() : "", num(s.total),
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
      heads(style, {{"board", "tablero"}, {"round", "ronda"}, {"table", "mesa"}, {"ns", "ns"}, {"ew", "eo"},
                    {"contract", "contrato"}, {"declarer", "declarante"}, {"result", "resultado"}, {"lead", "salida"},
                    {"score", "puntuacion"}});
  if (points) {
    head.push_back(lang == Lang::Es ? "puntos_ns" : "ns_points");
    head.push_back(lang == Lang::Es ? "puntos_eo" : "ew_points");
  }
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
        contract = lang == Lang::Es ? "Paso" : "PASS";
      }
      if (const auto* a = std::get_if<score::Artificial>(&l.entry)) sc = score::artificial_text(*a);
      else if (const auto* w = std::get_if<score::Weighted>(&l.entry)) sc = score::to_string(score::Entry{*w});
      else if (l.ns_score) sc = std::to_string(*l.ns_score);
      else if (std::holds_alternative<score::NotPlayed>(l.entry)) sc = lang == Lang::Es ? "nj" : "np";
      std::vector<std::string> row = {std::to_string(b.number), opt(l.round), opt(l.table), l.ns, l.ew, contract, decl, result, lead, sc};
      if (points) {
        row.push_back(styled(opt(l.ns_points), style));
        row.push_back(styled(opt(l.ew_points), style));
      }
      out += csv_row(row, sep);
    }
  return out;
}

}  // namespace bandeja::formats
