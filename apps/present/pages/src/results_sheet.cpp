#include "bandeja/present/results_sheet.hpp"

#include "bandeja/present/messages.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/html.hpp"
#include "bandeja/present/paper.hpp"

namespace bandeja::present {

using namespace formats;  // the ranked document and its record

namespace {

std::string css_of(movement::Paper p) { return page_rule(p, 14); }

const char* kStyle = R"(* { box-sizing: border-box; }
body { margin: 0; color: #000; background: #fff; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 15pt; line-height: 1.25; }
header.sheet { border-bottom: 0.6mm solid #000; margin-bottom: 5mm; padding-bottom: 2mm; }
header.sheet h1 { font-size: 28pt; margin: 0; overflow-wrap: anywhere; }
header.sheet p { margin: 1mm 0 0 0; font-size: 14pt; }
p.provisional { font-size: 18pt; font-weight: bold; border: 0.8mm solid #000; padding: 2mm 4mm; margin: 0 0 5mm 0; text-align: center; letter-spacing: 0.05em; }
section.group { margin-bottom: 7mm; }
section.fits { break-inside: avoid; page-break-inside: avoid; }
h2 { font-size: 20pt; margin: 0 0 2mm 0; break-after: avoid; page-break-after: avoid; }
table { border-collapse: collapse; width: 100%; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
th, td { border-bottom: 0.3mm solid #000; padding: 1.6mm 2mm; text-align: left; vertical-align: baseline; }
th { font-size: 12pt; border-bottom-width: 0.6mm; }
td.place { font-weight: bold; white-space: nowrap; width: 12%; }
td.pair { font-weight: bold; white-space: nowrap; width: 12%; }
td.names { overflow-wrap: anywhere; }
td.num, th.num { text-align: right; white-space: nowrap; width: 14%; }
p.none { font-size: 16pt; }
@media screen { body { max-width: 190mm; margin: 8mm auto; } }
)";

}  // namespace

std::string results_sheet_html(const Ranked& r, const ResultsSheetOptions& o) {
  const auto& rec = r.record;
  const Lang lang = o.lang;
  auto say_ = [lang](std::string_view code, std::vector<std::string> args = {}) { return present::say(lang, code, args); };
  const std::string results = present::say(lang, "paper.results");
  const std::string title = rec.name.empty() ? results : rec.name;
  std::string date = !o.date.empty() ? o.date : !r.held_on.empty() ? r.held_on : rec.date;
  std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(lang_code(lang)) +
                    "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<title>" + html_escape(title + " \u2013 " + results) + "</title>\n<style>\n" + css_of(o.paper) + kStyle +
         "</style>\n</head>\n<body>\n";
  out += "<header class=\"sheet\"><h1>" + html_escape(title) + "</h1>\n<p>" + results;
  if (!date.empty()) out += " \u00b7 " + html_escape(date);
  std::string method = present::scoring_text(rec, lang);
  if (rec.scoring == Scoring::Matchpoints && r.mp_scale == 2) method += say_("rank.text.mp_scale_2");
  out += " \u00b7 " + html_escape(say_("rank.text.scoring", {method}));
  if (r.top) out += html_escape(say_("rank.text.top", {formats::number_text(*r.top, lang)}));
  out += "</p></header>\n";
  if (o.provisional)
    out += "<p class=\"provisional\">" +
           present::say(lang, "paper.provisional") + "</p>\n";
  const Standings st = standings(r, lang);
  if (st.groups.empty()) out += "<p class=\"none\">" + present::say(lang, "paper.no_ranking") + "</p>\n";
  for (const auto& g : st.groups) {
    std::string heading = g.section.empty() ? "" : say_("rank.text.section", {g.section});
    if (!g.direction.empty())
      heading += (heading.empty() ? "" : " \u2014 ") + say_(g.direction == "NS" ? "rank.text.north_south" : "rank.text.east_west");
    // A group of up to 24 rows is kept on one page; a longer one carries on, its header repeated.
    out += std::string("<section class=\"group") + (g.rows.size() <= 24 ? " fits" : "") + "\">\n";
    if (!heading.empty()) out += "<h2>" + html_escape(heading) + "</h2>\n";
    out += "<table>\n<thead><tr><th>" + html_escape(say_("rank.col.place")) + "</th><th>" +
           html_escape(say_(rec.teams ? "rank.col.team" : rec.individual ? "rank.col.player" : "rank.col.pair")) + "</th><th>" +
           html_escape(say_("rank.col.names")) + "</th><th class=\"num\">" +
           html_escape(rec.scoring == Scoring::Imps ? say_("rank.col.vp") : say_("rank.col.total")) + "</th>";
    if (st.percent) out += "<th class=\"num\">%</th>";
    out += "</tr></thead>\n<tbody>\n";
    for (const auto& e : g.rows) {
      const std::string names = !e.names.empty() ? e.names : e.team_name;
      out += "<tr><td class=\"place\">" + html_escape(e.place) + "</td><td class=\"pair\">" + html_escape(present::pair_id(e.id, lang)) +
             "</td><td class=\"names\">" + html_escape(names) + "</td><td class=\"num\">" + html_escape(e.total) + "</td>";
      if (st.percent) out += "<td class=\"num\">" + html_escape(e.percent) + "</td>";
      out += "</tr>\n";
    }
    out += "</tbody></table>\n</section>\n";
  }
  return out + "</body>\n</html>\n";
}

}  // namespace bandeja::present
