// The standings of a ranked event as an HTML table, as the live page and the console show them.
#include "bandeja/present/rank_render.hpp"

#include <algorithm>
#include <cstdio>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/ranking/rounding.hpp"
#include "bandeja/present/html.hpp"

namespace bandeja::present {



std::string standings_html(const Ranked& ranked, Lang lang) {
  const auto& rec = ranked.record;
  std::string out;
  // A ranking with results still to come says so above it, as every output does.
  if (rec.provisional())
    out += "<p class=\"provisional\" id=\"provisional\"><strong>" + html_escape(say(lang, "site.provisional")) +
           "</strong> " +
           html_escape(say(lang, "site.provisional_detail",
                            {std::to_string(rec.results_missing), std::to_string(rec.results_expected)})) +
           "</p>\n";
  if (!rec.team_ranking.empty()) {
    out += "<table class=\"standings\"><thead><tr><th>" + html_escape(say(lang, "live.place")) + "</th><th>" +
           html_escape(say(lang, "live.team")) + "</th><th>" + html_escape(say(lang, "live.total")) + "</th></tr></thead><tbody>\n";
    for (const auto& t : rec.team_ranking) {
      std::string name = t.team;
      for (const auto& team : rec.team_list)
        if (team.id == t.team && !team.name.empty()) name += " " + team.name;
      out += "<tr><td>" + html_escape(t.place) + "</td><td>" + html_escape(name) + "</td><td>" +
             (t.total ? html_escape(formats::number_text(*t.total, lang)) : std::string()) + "</td></tr>\n";
    }
    return out + "</tbody></table>\n";
  }
  std::vector<std::string> fields;
  for (const auto& e : rec.entrants)
    if (std::find(fields.begin(), fields.end(), e.field) == fields.end()) fields.push_back(e.field);
  // Each field its own block, side by side on the club's screen (style.css, body.screen).
  out += "<div class=\"fields\">\n";
  for (const auto& field : fields) {
    out += "<section class=\"field\">\n";
    if (!field.empty())
      out += "<h3>" + html_escape(field == "NS" ? say(lang, "live.north_south") : say(lang, "live.east_west")) + "</h3>\n";
    out += "<table class=\"standings\"><thead><tr><th>" + html_escape(say(lang, "live.place")) + "</th><th>" +
           html_escape(say(lang, "live.pair")) + "</th><th>" + html_escape(say(lang, "live.players")) + "</th><th>" +
           html_escape(say(lang, "live.total")) + "</th><th>%</th></tr></thead><tbody>\n";
    for (const auto& s : rec.ranking) {
      const formats::Entrant* e = nullptr;
      for (const auto& x : rec.entrants)
        if (x.id == s.entrant) e = &x;
      if (!e || e->field != field) continue;
      out += "<tr><td>" + html_escape(s.place) + "</td><td>" + html_escape(present::pair_id(s.entrant, lang)) + "</td><td>" + html_escape(e->names()) + "</td><td>" +
             (s.total ? html_escape(formats::number_text(*s.total, lang)) : std::string()) + "</td><td>" +
             (s.percent ? decimal(ranking::fixed2(*s.percent), lang) : std::string()) + "</td></tr>\n";
    }
    out += "</tbody></table>\n</section>\n";
  }
  return out + "</div>\n";
}

}  // namespace bandeja::present
