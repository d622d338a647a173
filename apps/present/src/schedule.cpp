// The printed schedule: one page, a section a round.
#include "bandeja/present/schedule.hpp"

#include "bandeja/movement/paperwork.hpp"
#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/present/paper.hpp"

namespace bandeja::present {

namespace {

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

// A team as "Team 3 (Los Ases)", a pair as its id and its players' names.
std::string label(const ScheduleEntrant& e, Lang lang) {
  if (e.team) return say(lang, e.names.empty() ? "paper.team" : "paper.team_named", {e.id, e.names});
  return pair_id(e.id, lang) + (e.names.empty() ? "" : " " + e.names);
}

}  // namespace

std::string schedule_html(const Schedule& s, Lang lang, movement::Paper paper) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(lang_code(lang)) +
                    "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + html_escape(s.event) + " \u2013 " + say(lang, "paper.schedule") +
                    "</title>\n<style>\n" +
                    page_rule(paper, 14) +
                    kScheduleStyle + "</style>\n</head>\n<body>\n";
  out += "<header class=\"sheet\"><h1>" + html_escape(s.event) + "</h1>\n<p>" + say(lang, "paper.schedule") + " \u00b7 " +
         html_escape(summary_text(s.summary, lang)) +
         (s.first != 1 || s.last != s.rounds ? " \u00b7 " + say(lang, "paper.rounds", {std::to_string(s.first), std::to_string(s.last)}) : "") +
         "</p></header>\n";
  for (const auto& r : s.shown) {
    out += "<section class=\"round\"><h2>" + say(lang, "paper.round", {std::to_string(r.round)}) +
           (r.boards.empty() ? "" : " \u00b7 " + say(lang, "paper.boards", {movement::board_list(r.boards)})) + "</h2>\n<table>\n";
    if (s.teams)
      out += "<thead><tr><th>" + say(lang, "paper.tables") + "</th><th>" + say(lang, "paper.home") + "</th><th>" +
             say(lang, "paper.away") + "</th></tr></thead>\n<tbody>\n";
    else
      out += "<thead><tr><th>" + say(lang, "paper.table") + "</th><th>" + say(lang, "paper.north_south") + "</th><th>" +
             say(lang, "paper.east_west") + "</th></tr></thead>\n<tbody>\n";
    for (const auto& l : r.lines) {
      const std::string table = l.table == 0 ? ""
                                : s.teams    ? std::to_string(l.table) + "\u2013" + std::to_string(l.table + 1)
                                             : std::to_string(l.table);
      if (l.ns && l.ew) {
        out += "<tr><td class=\"table\">" + table + "</td><td>" + html_escape(label(*l.ns, lang)) + "</td><td>" +
               html_escape(label(*l.ew, lang)) + "</td></tr>\n";
      } else if (l.ns || l.ew) {
        out += "<tr><td class=\"table\">" + table + "</td><td class=\"bye\" colspan=\"2\">" +
               html_escape(label(l.ns ? *l.ns : *l.ew, lang) + " \u2014 " + say(lang, s.teams ? "paper.bye" : "paper.sits_out")) +
               "</td></tr>\n";
      }
    }
    out += "</tbody>\n</table></section>\n";
  }
  out += "</body>\n</html>\n";
  return out;
}

}  // namespace bandeja::present
