#include "bandeja/present/site.hpp"

#include "bandeja/present/combined.hpp"
#include "bandeja/present/figures.hpp"

#include "bandeja/present/hand_records.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "bandeja/present/hand_diagram.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/ranking/rounding.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/contract.hpp"

namespace bandeja::present {

using namespace formats;  // the event record these pages lay out
namespace {

// The site's words in one language, from the catalogue (site.* entries).
struct Words {
  std::string ranking, boards, board, pair, team, names, place, total, round, table, contract, by, lead, tricks,
      score, points, percent, opponents, direction, north_south, east_west, hand_record, traveller, score_card,
      chart, not_played, no_results, scoring, date, prev, next, players, generated, chart_mp, chart_imp,
      not_ranked;
  // teams events
  std::string teams, matches, vps, imps, board_points, versus, played, teams_ranking, match_title, bye;
  std::string colon;  // between a label and its value: ": ", French " : "
  Lang lang = Lang::En;  // numbers: a decimal comma in Spanish and French
};

const char* kCss = R"(/* Bandeja results: screen and print. */
:root { --ink: #1b1b1b; --muted: #5a5a5a; --line: #d0d0d0; --band: #f3f5f7; --accent: #0b5394; --red: #b00020; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 62rem; padding: 1rem; font: 16px/1.45 "DejaVu Sans", system-ui, sans-serif; color: var(--ink); }
header { border-bottom: 2px solid var(--accent); margin-bottom: 1rem; }
header p { margin: 0.25rem 0; color: var(--muted); }
p.provisional { border: 2px solid #b35c00; background: #fff4e0; color: #5c2e00; padding: 0.5rem 0.75rem; }
nav a { margin-right: 1rem; }
a { color: var(--accent); }
h1 { font-size: 1.6rem; margin: 0.5rem 0; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
caption { text-align: left; font-weight: bold; padding: 0.25rem 0; }
th, td { padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); text-align: left; }
th { background: var(--band); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) { background: #fafafa; }
.red { color: var(--red); }
.meta { color: var(--muted); }
ul.boards { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
ul.boards a { display: inline-block; min-width: 2.5rem; text-align: center; border: 1px solid var(--line); padding: 0.2rem 0.4rem; }
/* The hand record's layout is hand_diagram_css(), before this sheet; here its sizes on a page. */
.hand-record { margin: 1rem 0; width: fit-content; max-width: 100%; }
.hand-record .deal { grid-template-columns: repeat(3, minmax(8rem, 12rem)); gap: 0.5rem; }
.deal .north, .deal .south { grid-column: 2; }
.deal .west, .deal .hcp { justify-self: stretch; }
.hand { border: 1px solid var(--line); padding: 0.4rem 0.6rem; }
.hand h3 { margin: 0 0 0.2rem; font-size: 0.95rem; }
.hand p { font-family: "DejaVu Sans Mono", monospace; }
.deal .compass, .deal .hcp { justify-self: center; color: var(--muted); }
.deal .compass { font-size: 1.2rem; }
.deal .hcp { color: var(--ink); }
.analysis { margin-top: 1rem; }
@media (max-width: 30rem) {  /* a phone: three narrower columns, the hands in the page's type */
  .hand-record .deal { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.3rem; }
  .hand { padding: 0.3rem 0.35rem; }
  .hand p { font-family: inherit; font-size: 0.9rem; }
}
table.dd caption { font-weight: bold; }
svg.chart { max-width: 100%; height: auto; }
svg.chart .bar { fill: var(--accent); }
svg.chart .neg { fill: var(--red); }
svg.chart .axis { stroke: var(--muted); stroke-width: 1; }
svg.chart text { font: 10px "DejaVu Sans", sans-serif; fill: var(--muted); }
footer { margin-top: 2rem; color: var(--muted); font-size: 0.85rem; }
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  nav, footer { display: none; }
  a { color: inherit; text-decoration: none; }
  header { border-bottom: 1px solid #000; }
  th { background: none; border-bottom: 1px solid #000; }
  tbody tr:nth-child(even) { background: none; }
  tr, .hand-record, svg.chart { break-inside: avoid; }
  h2 { break-after: avoid; }
}
)";

// The hand record's own layout first, so the sizes above can refine it.
std::string style_css() { return std::string(hand_diagram_css()) + kCss; }

Words words(Lang l) {
  auto w = [l](const char* key) { return present::say(l, std::string("site.") + key); };
  return Words{w("ranking"), w("boards"), w("board"), w("pair"), w("team"), w("names"), w("place"), w("total"), w("round"), w("table"), w("contract"), w("by"), w("lead"), w("tricks"), w("score"), w("points"), w("percent"), w("opponents"), w("direction"), w("north_south"), w("east_west"), w("hand_record"), w("traveller"), w("score_card"), w("chart"), w("not_played"), w("no_results"), w("scoring"), w("date"), w("prev"), w("next"), w("players"), w("generated"), w("chart_mp"), w("chart_imp"), w("not_ranked"), w("teams"), w("matches"), w("vps"), w("imps"), w("board_points"), w("versus"), w("played"), w("teams_ranking"), w("match_title"), w("bye"), present::say(l, "word.colon"), l};
}

std::string esc(std::string_view s) { return html_escape(s); }

// On every page while results are still to come (EventRecord::provisional).
std::string provisional_banner(const EventRecord& ev, Lang lang) {
  if (!ev.provisional()) return "";
  const std::string missing = std::to_string(ev.results_missing), expected = std::to_string(ev.results_expected);
  return "<p class=\"provisional\" role=\"status\"><strong>" + present::say(lang, "site.provisional") + "</strong>: " +
         present::say(lang, "site.provisional_detail", {missing, expected}) + "</p>\n";
}

std::string page(Lang lang, const EventRecord& ev, const std::string& title, const std::string& body) {
  const Words w = words(lang);
  std::string out;
  out += "<!DOCTYPE html>\n<html lang=\"" + std::string(lang_code(lang)) + "\">\n<head>\n";
  out += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<title>" + esc(title) + "</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n";
  out += "<header>\n<p class=\"event\">" + esc(ev.name.empty() ? std::string(w.ranking) : ev.name);
  if (!ev.date.empty()) out += " \u00b7 " + esc(ev.date);
  if (!ev.site.empty()) out += " \u00b7 " + esc(ev.site);
  out += "</p>\n<nav><a href=\"index.html\">" + std::string(w.ranking) + "</a><a href=\"index.html#boards\">" +
         w.boards + "</a></nav>\n</header>\n<main>\n" + provisional_banner(ev, lang) + body + "</main>\n<footer><p>" + w.generated +
         "</p></footer>\n</body>\n</html>\n";
  return out;
}

std::string num(const std::optional<double>& v, Lang lang) { return v ? number_text(*v, lang) : ""; }
// VPs with two decimals always, so that a column of them lines up ("11.20" above "16.09").
std::string vp_text(double v, Lang lang) { return present::decimal(ranking::fixed2(v), lang); }

std::string contract_html(const score::Entry& e, Lang lang) {
  std::string t = esc(contract_text(e, lang));
  if (const auto* p = std::get_if<score::Played>(&e))
    if (p->contract.strain == score::Strain::Hearts || p->contract.strain == score::Strain::Diamonds)
      return "<span class=\"red\">" + t + "</span>";
  return t;
}

// A lead as shown (♣5, in red for hearts and diamonds); a lead stored before leads were read
// as cards, as typed.
std::string lead_html(const std::optional<std::string>& stored) {
  if (!stored) return "";
  const std::string t = esc(score::lead_text(*stored));
  if (score::is_canonical_card(*stored) && ((*stored)[0] == 'H' || (*stored)[0] == 'D'))
    return "<span class=\"red\">" + t + "</span>";
  return t;
}

std::string entrant_link(const EventRecord& ev, const std::string& id, Lang lang) {
  const Entrant* e = ev.entrant(id);
  std::string title = e ? e->names() : "";
  std::string out = "<a href=\"" + esc(pair_page(id)) + "\"";
  if (!title.empty()) out += " title=\"" + esc(title) + "\"";
  return out + ">" + esc(present::pair_id(id, lang)) + "</a>";
}

std::string field_name(const std::string& f, const Words& w) {
  if (f == "NS") return w.north_south;
  if (f == "EW") return w.east_west;
  return "";
}

// ---------------------------------------------------------------- index

// A team as its ranking shows it: "3 García", linked to its first pair's page is not useful
// (a team has two score cards), so the name and number alone.
std::string team_label(const EventRecord& ev, const std::string& id) {
  const Team* t = ev.team(id);
  return esc(id) + (t && !t->name.empty() ? " " + esc(t->name) : std::string());
}

// A teams event's index: the standings (place, team, players, VPs or board points, matches)
// and the matches by round (IMPs and VPs, or board points in board-a-match). Each team's pairs
// link to their score cards.
std::string teams_index(const EventRecord& ev, const Words& w) {
  const bool bam = ev.scoring == Scoring::Bam;
  std::string b;
  b += "<table class=\"ranking teams\">\n<caption>" + std::string(w.teams_ranking) +
       "</caption>\n<thead><tr><th scope=\"col\" class=\"num\">" + w.place + "</th><th scope=\"col\">" + w.team +
       "</th><th scope=\"col\">" + w.players + "</th><th scope=\"col\" class=\"num\">" + (bam ? w.board_points : w.vps) +
       "</th><th scope=\"col\" class=\"num\">" + w.played + "</th></tr></thead>\n<tbody>\n";
  for (const auto& s : ev.team_ranking) {
    const Team* t = ev.team(s.team);
    std::string pairs;
    if (t)
      for (const auto& p : t->pairs) {
        const Entrant* e = ev.entrant(p);
        pairs += (pairs.empty() ? "" : "<br>") + entrant_link(ev, p, w.lang);
        if (e && !e->names().empty()) pairs += " " + esc(e->names());
      }
    b += "<tr><td class=\"num\">" + esc(s.place) + "</td><td>" + team_label(ev, s.team) + "</td><td>" + pairs +
         "</td><td class=\"num\">" + (s.total && !bam ? vp_text(*s.total, w.lang) : num(s.total, w.lang)) + "</td><td class=\"num\">" +
         (s.matches ? std::to_string(*s.matches) : std::string()) + "</td></tr>\n";
  }
  b += "</tbody>\n</table>\n";
  if (ev.matches.empty()) return b;
  // The heading names the table (aria-labelledby), so the page does not say "Matches" twice.
  b += "<h2 id=\"matches\">" + std::string(w.matches) + "</h2>\n<table class=\"matches\" aria-labelledby=\"matches\">\n"
       "<thead><tr><th scope=\"col\" class=\"num\">" + w.round + "</th><th scope=\"col\">" + w.match_title +
       "</th><th scope=\"col\" class=\"num\">" + (bam ? w.board_points : w.imps) + "</th>";
  if (!bam) b += "<th scope=\"col\" class=\"num\">" + std::string(w.vps) + "</th>";
  b += "</tr></thead>\n<tbody>\n";
  for (const auto& [match, bye] : matches_and_byes(ev)) {
    if (bye) {  // a team that sat out the round, and what the bye gave it
      b += "<tr class=\"bye\"><td class=\"num\">" + std::to_string(bye->round) + "</td><td>" + team_label(ev, bye->team) + " " +
           w.bye + "</td><td class=\"num\">" + (bam ? vp_text(bye->points, w.lang) : std::string()) + "</td>";
      if (!bam) b += "<td class=\"num\">" + vp_text(bye->points, w.lang) + "</td>";
      b += "</tr>\n";
      continue;
    }
    const TeamMatch& m = *match;
    b += "<tr><td class=\"num\">" + (m.round > 0 ? std::to_string(m.round) : std::string()) + "</td><td>" +
         team_label(ev, m.a) + " " + w.versus + " " + team_label(ev, m.b) + "</td><td class=\"num\">" +
         number_text(m.a_score, w.lang) + "\u2013" + number_text(m.b_score, w.lang) + "</td>";
    if (!bam)
      b += "<td class=\"num\">" + (m.a_vp && m.b_vp ? vp_text(*m.a_vp, w.lang) + "\u2013" + vp_text(*m.b_vp, w.lang) : std::string()) +
           "</td>";
    b += "</tr>\n";
  }
  return b + "</tbody>\n</table>\n";
}

// The director's rulings that `shown` picks, each as ruling_text states it; "" when none.
template <class Pick>
std::string rulings_html(const EventRecord& ev, Pick shown, Lang lang) {
  std::string items;
  for (const auto& r : ev.rulings)
    if (shown(r)) items += "<li>" + esc(ruling_text(r, lang)) + "</li>\n";
  if (items.empty()) return "";
  return "<section class=\"rulings\">\n<h2>" + present::say(lang, "site.rulings") +
         "</h2>\n<ul>\n" + items + "</ul>\n</section>\n";
}

std::string index_page(const EventRecord& ev, Lang lang) {
  const Words w = words(lang);
  std::string b = "<h1>" + esc(ev.name.empty() ? std::string(w.ranking) : ev.name) + "</h1>\n";
  b += "<p class=\"meta\">" + std::string(w.scoring) + w.colon + esc(scoring_text(ev, lang));
  if (!ev.date.empty()) b += " \u00b7 " + std::string(w.date) + w.colon + esc(ev.date);
  b += "</p>\n";
  const bool pct = std::any_of(ev.ranking.begin(), ev.ranking.end(), [](const Standing& s) { return s.percent.has_value(); });
  std::vector<std::string> fields = ev.winners == 2 ? std::vector<std::string>{"NS", "EW"} : std::vector<std::string>{""};
  const bool any_line = std::any_of(ev.boards.begin(), ev.boards.end(), [](const Board& bd) { return !bd.lines.empty(); });
  const bool teams_ranked = ev.teams && !ev.team_ranking.empty();
  if (teams_ranked) b += teams_index(ev, w);
  else if (ev.ranking.empty()) b += "<p>" + std::string(any_line ? w.not_ranked : w.no_results) + "</p>\n";
  for (const auto& field : fields) {
    if (ev.ranking.empty()) break;
    const std::string caption = field.empty() ? std::string(w.ranking) : std::string(w.ranking) + " \u2013 " + field_name(field, w);
    b += "<table class=\"ranking\">\n<caption>" + esc(caption) + "</caption>\n<thead><tr><th scope=\"col\" class=\"num\">" +
         w.place + "</th><th scope=\"col\">" + (ev.teams ? w.team : ev.individual ? present::say(lang, "site.player") : w.pair) +
         "</th><th scope=\"col\">" + w.names +
         "</th><th scope=\"col\" class=\"num\">" + w.total + "</th>";
    if (pct) b += "<th scope=\"col\" class=\"num\">" + std::string(w.percent) + "</th>";
    b += "</tr></thead>\n<tbody>\n";
    for (const auto& s : ev.ranking) {
      const Entrant* e = ev.entrant(s.entrant);
      if (!field.empty() && (!e || e->field != field)) continue;
      b += "<tr><td class=\"num\">" + esc(s.place) + "</td><td>" + entrant_link(ev, s.entrant, lang) + "</td><td>" +
           esc(e ? e->names() : "") + "</td><td class=\"num\">" + num(s.total, lang) + "</td>";
      if (pct) b += "<td class=\"num\">" + (s.percent ? percent_text(*s.percent, lang) : std::string()) + "</td>";
      b += "</tr>\n";
    }
    b += "</tbody>\n</table>\n";
  }
  b += rulings_html(ev, [](const Ruling&) { return true; }, lang);
  b += "<h2 id=\"boards\">" + std::string(w.boards) + "</h2>\n";
  if (std::any_of(ev.boards.begin(), ev.boards.end(), [](const Board& x) { return x.deal.has_value(); }))
    b += "<p><a href=\"" + std::string(kHandRecordsPage) + "\">" +
         present::say(lang, "site.every_hand_record") + "</a></p>\n";
  b += "<ul class=\"boards\">\n";
  for (const auto& bd : ev.boards)
    b += "<li><a href=\"" + board_page(bd.number) + "\">" + std::to_string(bd.number) + "</a></li>\n";
  b += "</ul>\n";
  return page(lang, ev, ev.name.empty() ? std::string(w.ranking) : ev.name + " \u2013 " + w.ranking, b);
}

// ---------------------------------------------------------------- boards

std::string board_html(const EventRecord& ev, size_t i, Lang lang) {
  const Words w = words(lang);
  const Board& bd = ev.boards[i];
  std::string b = "<h1>" + std::string(w.board) + " " + std::to_string(bd.number) + "</h1>\n";
  b += "<p class=\"meta\">" + board_facts_text(bd, lang) + "</p>\n";
  if (ev.boards.size() > 1) {  // a one-board event has nowhere to go (and HTML has no empty nav)
    b += "<nav>";
    if (i > 0) b += "<a href=\"" + board_page(ev.boards[i - 1].number) + "\" rel=\"prev\">\u2190 " + w.prev + "</a>";
    if (i + 1 < ev.boards.size()) b += "<a href=\"" + board_page(ev.boards[i + 1].number) + "\" rel=\"next\">" + w.next + " \u2192</a>";
    b += "</nav>\n";
  }
  // The hand record as the printed sheets show it (hand_diagram.hpp), without the facts the
  // heading above already gives.
  if (bd.deal || bd.analysis)
    b += "<h2>" + std::string(w.hand_record) + "</h2>\n" + hand_diagram_html(bd, lang, {.facts = false});
  b += rulings_html(ev, [&](const Ruling& r) { return r.board == bd.number; }, lang);
  // A fouled board (Law 87): each line's form, the groups scored apart.
  const bool fouled = std::any_of(bd.lines.begin(), bd.lines.end(), [](const Line& l) { return l.foul_group != 0; });
  b += "<table class=\"traveller\">\n<caption>" + std::string(w.traveller) + "</caption>\n<thead><tr>";
  if (fouled) b += "<th scope=\"col\">" + present::say(lang, "site.form") + "</th>";
  for (const std::string& h : {w.round, w.table})
    b += "<th scope=\"col\" class=\"num\">" + std::string(h) + "</th>";
  b += "<th scope=\"col\">NS</th><th scope=\"col\">" + present::say(lang, "site.ew") + "</th>";
  for (const std::string& h : {w.contract, w.by, w.lead}) b += "<th scope=\"col\">" + h + "</th>";
  b += "<th scope=\"col\" class=\"num\">" + std::string(w.tricks) + "</th>";
  b += "<th scope=\"col\" class=\"num\">" + present::say(lang, "site.score_ns") + "</th><th scope=\"col\" class=\"num\">" +
       present::say(lang, "site.score_ew") + "</th>";
  b += "<th scope=\"col\" class=\"num\">" + present::say(lang, "site.points_ns") + "</th><th scope=\"col\" class=\"num\">" +
       present::say(lang, "site.points_ew") + "</th></tr></thead>\n<tbody>\n";
  for (const auto& l : bd.lines) {
    std::string by, lead, tricks, sns, sew;
    if (const auto* p = std::get_if<score::Played>(&l.entry)) {
      by = score::to_string(p->declarer, lang);
      lead = lead_html(p->lead);
      tricks = std::to_string(p->tricks);
    }
    if (l.ns_score) (*l.ns_score >= 0 ? sns : sew) = std::to_string(std::abs(*l.ns_score));
    // A weighted score (Law 12C1(c)) has no single score: its parts, from NS's side.
    if (const auto* wt = std::get_if<score::Weighted>(&l.entry)) sns = weighted_side_text(*wt, true);
    if (std::holds_alternative<score::NotPlayed>(l.entry)) sns = w.not_played;
    b += "<tr>";
    if (fouled)
      b += "<td>" + (l.foul_group == 0 ? present::say(lang, "site.as_dealt")
                                       : present::say(lang, "site.fouled", {std::to_string(l.foul_group)})) +
           "</td>";
    b += "<td class=\"num\">" + (l.round ? std::to_string(*l.round) : "") + "</td><td class=\"num\">" +
         (l.table ? std::to_string(*l.table) : "") + "</td><td>" + entrant_link(ev, l.ns, lang) + "</td><td>" +
         entrant_link(ev, l.ew, lang) + "</td><td>" + contract_html(l.entry, lang) + "</td><td>" + esc(by) + "</td><td>" +
         lead + "</td><td class=\"num\">" + tricks + "</td><td class=\"num\">" + esc(sns) + "</td><td class=\"num\">" +
         sew + "</td><td class=\"num\">" + num(l.ns_points, lang) + "</td><td class=\"num\">" + num(l.ew_points, lang) + "</td></tr>\n";
  }
  b += "</tbody>\n</table>\n";
  return page(lang, ev, std::string(w.board) + " " + std::to_string(bd.number) + (ev.name.empty() ? "" : " \u2013 " + ev.name), b);
}

// ---------------------------------------------------------------- pairs

struct CardLine {
  int board;
  const Line* line;
  bool ns;
  std::optional<double> points, percent;
};

std::string chart_svg(const std::vector<CardLine>& card, bool mp, const Words& w) {
  const int bw = 22, gap = 6, left = 30, top = 10, h = 120;
  const int width = left + static_cast<int>(card.size()) * (bw + gap) + gap;
  double scale = 1;
  if (!mp) {
    double m = 1;
    for (const auto& c : card)
      if (c.points) m = std::max(m, std::fabs(*c.points));
    scale = (h / 2.0) / m;
  }
  char buf[512];
  std::string out;
  std::snprintf(buf, sizeof buf,
                "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\">\n",
                width, h + top + 24, width, h + top + 24, esc(mp ? w.chart_mp : w.chart_imp).c_str());
  out += buf;
  out += "<title>" + esc(mp ? w.chart_mp : w.chart_imp) + "</title>\n";
  const double base = mp ? top + h : top + h / 2.0;
  int x = left + gap;
  for (const auto& c : card) {
    std::optional<double> v = mp ? c.percent : c.points;
    if (v) {
      double y0, y1;
      if (mp) {
        y1 = base;
        y0 = base - std::clamp(*v, 0.0, 100.0) / 100.0 * h;
      } else {
        const double hh = *v * scale;
        y0 = hh >= 0 ? base - hh : base;
        y1 = hh >= 0 ? base : base - hh;
      }
      std::snprintf(buf, sizeof buf, "<rect class=\"%s\" x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\"><title>%s %d: %s%s</title></rect>\n",
                    (!mp && *v < 0) ? "neg" : "bar", x, y0, bw, std::max(y1 - y0, 0.5), w.board.c_str(), c.board,
                    number_text(*v, w.lang).c_str(), mp ? "%" : " IMP");
      out += buf;
    }
    std::snprintf(buf, sizeof buf, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", x + bw / 2, top + h + 16, c.board);
    out += buf;
    x += bw + gap;
  }
  const double mid = mp ? top + h / 2.0 : base;
  std::snprintf(buf, sizeof buf, "<line class=\"axis\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>\n", left, mid, width, mid);
  out += buf;
  std::snprintf(buf, sizeof buf, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", left - 4, mid + 3, mp ? "50%" : "0");
  out += buf;
  return out + "</svg>\n";
}

std::string pair_html(const EventRecord& ev, const Entrant& e, Lang lang) {
  const Words w = words(lang);
  const bool mp = !is_imp_scoring(ev.scoring);
  // In a teams event with its teams, the page is a pair's, and names the team it plays for.
  const Team* team = ev.team_of(e.id);
  const std::string& kind = ev.teams && ev.team_list.empty() ? w.team : w.pair;
  std::string b = "<h1>" + std::string(kind) + " " + esc(present::pair_id(e.id, lang)) + "</h1>\n";
  if (!e.names().empty()) b += "<p class=\"names\">" + esc(e.names()) + "</p>\n";
  if (team) b += "<p class=\"meta\">" + std::string(w.team) + w.colon + team_label(ev, team->id) + "</p>\n";
  for (const auto& s : ev.ranking)
    if (s.entrant == e.id) {
      b += "<p class=\"meta\">" + std::string(w.place) + w.colon + esc(s.place);
      if (s.total) b += " \u00b7 " + std::string(w.total) + w.colon + number_text(*s.total, lang);
      if (s.percent) b += " \u00b7 " + percent_text(*s.percent, lang) + "%";
      if (!e.field.empty()) b += " \u00b7 " + field_name(e.field, w);
      b += "</p>\n";
    }
  std::vector<CardLine> card;
  for (const auto& bd : ev.boards) {
    const auto top = board_top(bd);
    for (const auto& l : bd.lines) {
      // An individual's player plays the lines of its partnerships ("1+11" is players 1 and 11).
      auto in = [&](const std::string& side) {
        if (side == e.id) return true;
        if (!ev.individual) return false;
        const auto players = partnership_players(side);
        return std::find(players.begin(), players.end(), e.id) != players.end();
      };
      if (!in(l.ns) && !in(l.ew)) continue;
      CardLine c{bd.number, &l, in(l.ns), in(l.ns) ? l.ns_points : l.ew_points, std::nullopt};
      if (mp && c.points && top && *top > 0) c.percent = *c.points / *top * 100.0;
      card.push_back(c);
    }
  }
  b += "<table class=\"scorecard\">\n<caption>" + std::string(w.score_card) + "</caption>\n<thead><tr>";
  b += "<th scope=\"col\" class=\"num\">" + std::string(w.board) + "</th><th scope=\"col\" class=\"num\">" + w.round +
       "</th><th scope=\"col\">" + w.direction + "</th><th scope=\"col\">" + w.opponents + "</th><th scope=\"col\">" +
       w.contract + "</th><th scope=\"col\">" + w.by + "</th><th scope=\"col\" class=\"num\">" + w.score +
       "</th><th scope=\"col\" class=\"num\">" + w.points + "</th>";
  if (mp) b += "<th scope=\"col\" class=\"num\">" + std::string(w.percent) + "</th>";
  b += "</tr></thead>\n<tbody>\n";
  for (const auto& c : card) {
    const Line& l = *c.line;
    std::string by;
    if (const auto* p = std::get_if<score::Played>(&l.entry)) by = score::to_string(p->declarer, lang);
    std::string sc = line_score_text(l, c.ns);  // a weighted score's parts from this pair's side
    if (std::holds_alternative<score::NotPlayed>(l.entry)) sc = w.not_played;
    b += "<tr><td class=\"num\"><a href=\"" + board_page(c.board) + "\">" + std::to_string(c.board) + "</a></td><td class=\"num\">" +
         (l.round ? std::to_string(*l.round) : "") + "</td><td>" + (c.ns ? std::string("NS") : present::say(lang, "site.ew")) +
         "</td><td>" + entrant_link(ev, c.ns ? l.ew : l.ns, lang) + "</td><td>" + contract_html(l.entry, lang) + "</td><td>" +
         esc(by) + "</td><td class=\"num\">" + esc(sc) + "</td><td class=\"num\">" + num(c.points, lang) + "</td>";
    if (mp) b += "<td class=\"num\">" + (c.percent ? percent_text(*c.percent, lang) : std::string()) + "</td>";
    b += "</tr>\n";
  }
  b += "</tbody>\n</table>\n";
  if (std::any_of(card.begin(), card.end(), [&](const CardLine& c) { return mp ? c.percent.has_value() : c.points.has_value(); }))
    b += "<h2>" + std::string(w.chart) + "</h2>\n<figure>\n" + chart_svg(card, mp, w) + "</figure>\n";
  return page(lang, ev, std::string(kind) + " " + present::pair_id(e.id, lang) + (ev.name.empty() ? "" : " \u2013 " + ev.name), b);
}

}  // namespace

std::string pair_page(std::string_view id) {
  std::string out = "pair-";
  for (unsigned char c : id) {
    if (std::isalnum(c) || c == '-') {
      out += static_cast<char>(c);
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "_%02x", c);
      out += buf;
    }
  }
  return out + ".html";
}

std::string board_page(int number) { return "board-" + std::to_string(number) + ".html"; }

SiteFiles render_site(const EventRecord& ev, Lang lang) {
  SiteFiles files;
  files["style.css"] = style_css();
  files["index.html"] = index_page(ev, lang);
  for (size_t i = 0; i < ev.boards.size(); ++i) files[board_page(ev.boards[i].number)] = board_html(ev, i, lang);
  for (const auto& e : ev.entrants) files[pair_page(e.id)] = pair_html(ev, e, lang);
  // Every hand on one printable page, when the hands are known: the sheet the club pins up.
  if (std::any_of(ev.boards.begin(), ev.boards.end(), [](const Board& b) { return b.deal.has_value(); })) {
    HandRecordSheet sheet;
    sheet.title = ev.name;
    sheet.date = ev.date;
    for (const auto& b : ev.boards)
      if (b.deal) sheet.boards.push_back(b);
    files[kHandRecordsPage] = hand_record_sheet_html(sheet, lang);
  }
  return files;
}

SiteFiles render_session_index(const std::string& session, const std::string& date,
                               const std::vector<SessionSection>& sections, Lang lang) {
  EventRecord head;  // the page header: the session's name and date, provisional while a section is
  for (const auto& s : sections) {
    head.results_missing += s.results_missing;
    head.results_expected += s.results_expected;
  }
  head.name = session;
  head.date = date;
  std::string b = "<h1>" + esc(session) + "</h1>\n";
  if (!date.empty()) b += "<p class=\"meta\">" + present::say(lang, "site.date") + present::say(lang, "word.colon") + esc(date) + "</p>\n";
  b += "<table class=\"ranking\">\n<caption>" + present::say(lang, "site.sections_apart") +
       "</caption>\n<thead><tr><th scope=\"col\">" + present::say(lang, "site.section") + "</th><th scope=\"col\">" +
       present::say(lang, "site.event") + "</th><th scope=\"col\" class=\"num\">" + present::say(lang, "site.pairs") +
       "</th><th scope=\"col\" class=\"num\">" + present::say(lang, "site.boards") + "</th></tr></thead>\n<tbody>\n";
  for (const auto& s : sections)
    b += "<tr><td><a href=\"" + esc(s.folder) + "/index.html\">" + esc(s.letter) + "</a></td><td><a href=\"" + esc(s.folder) +
         "/index.html\">" + esc(s.event) + "</a></td><td class=\"num\">" + std::to_string(s.pairs) +
         "</td><td class=\"num\">" + std::to_string(s.boards) + "</td></tr>\n";
  b += "</tbody>\n</table>\n";
  SiteFiles files;
  files["style.css"] = style_css();
  files["index.html"] = page(lang, head, session + " \u2013 " + present::say(lang, "site.sections"), b);
  return files;
}

std::string tournament_standings_html(const TournamentPage& t, Lang lang, const std::string& links) {
  std::string b = "<table class=\"ranking tournament\">\n<caption>" + present::say(lang, "site.tournament_ranking") +
                  "</caption>\n<thead><tr><th scope=\"col\" class=\"num\">" + present::say(lang, "site.place") + "</th><th scope=\"col\">" +
                  present::say(lang, "site.names") + "</th>";
  for (const auto& s : t.sessions)
    b += "<th scope=\"col\" class=\"num\"><a href=\"" + esc(links + s.folder) + "/index.html\" title=\"" + esc(s.name) + "\">S" +
         std::to_string(s.number) + "</a></th>";
  if (t.carry) b += "<th scope=\"col\" class=\"num\">" + present::say(lang, "site.carry_over") + "</th>";
  b += "<th scope=\"col\" class=\"num\">" + present::say(lang, "site.total") + "</th></tr></thead>\n<tbody>\n";
  const int last = t.rows.empty() ? 0 : t.rows.front().reached;
  bool marked = false;
  const size_t columns = 3 + t.sessions.size() + (t.carry ? 1 : 0);
  for (const auto& r : t.rows) {
    if (r.reached < last && !marked) {  // those who did not reach the last session
      marked = true;
      b += "<tr class=\"stopped\"><th scope=\"rowgroup\" colspan=\"" + std::to_string(columns) + "\">" +
           present::say(lang, "site.did_not_play_session", {std::to_string(last)}) + "</th></tr>\n";
    }
    b += "<tr><td class=\"num\">" + esc(r.place) + "</td><td>" + esc(r.names) + "</td>";
    for (const auto& sc : r.scores) b += "<td class=\"num\">" + (sc ? esc(combined_figure(t.unit, *sc, lang)) : std::string("\u2013")) + "</td>";
    if (t.carry) b += "<td class=\"num\">" + (r.carry != 0 ? esc(combined_figure(t.unit, r.carry, lang)) : std::string()) + "</td>";
    b += "<td class=\"num\"><strong>" + esc(combined_figure(t.unit, r.total, lang)) + "</strong></td></tr>\n";
  }
  return b + "</tbody>\n</table>\n";
}

SiteFiles render_tournament_index(const TournamentPage& t, Lang lang) {
  EventRecord head;  // the page header; provisional while a session is
  head.name = t.name;
  for (const auto& s : t.sessions) {
    head.results_missing += s.results_missing;
    head.results_expected += s.results_expected;
  }
  std::string b = "<h1>" + esc(t.name) + "</h1>\n<p class=\"meta\">" + esc(combined_method(t.unit, lang)) + "</p>\n";
  b += tournament_standings_html(t, lang, "");
  b += "<h2>" + present::say(lang, "site.sessions") + "</h2>\n<ol class=\"sessions\">\n";
  for (const auto& s : t.sessions)
    b += "<li><a href=\"" + esc(s.folder) + "/index.html\">" + esc(s.name) + "</a> (" +
         esc(present::say(lang, s.results_missing ? "site.session_factor_provisional" : "site.session_factor", {decimal(present::num(s.factor), lang)})) +
         ")</li>\n";
  b += "</ol>\n";
  SiteFiles files;
  files["style.css"] = style_css();
  files["index.html"] = page(lang, head, t.name, b);
  return files;
}

}  // namespace bandeja::present
