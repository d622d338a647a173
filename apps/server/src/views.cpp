// Views more than one page shows: the standings of a ranked event.
#include "views.hpp"

#include <algorithm>
#include <cstdio>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/ranking/rounding.hpp"
#include "html.hpp"

namespace bandeja::server {


std::string standings_html(const director::Ranked& ranked, Lang lang) {
  const auto& rec = ranked.record;
  std::string out;
  // A ranking with results still to come says so above it, as every output does.
  if (rec.provisional())
    out += "<p class=\"provisional\" id=\"provisional\"><strong>" + esc(present::say(lang, "site.provisional")) +
           "</strong> " +
           esc(present::say(lang, "site.provisional_detail",
                            {std::to_string(rec.results_missing), std::to_string(rec.results_expected)})) +
           "</p>\n";
  if (!rec.team_ranking.empty()) {
    out += "<table class=\"standings\"><thead><tr><th>" + esc(present::say(lang, "live.place")) + "</th><th>" +
           esc(present::say(lang, "live.team")) + "</th><th>" + esc(present::say(lang, "live.total")) + "</th></tr></thead><tbody>\n";
    for (const auto& t : rec.team_ranking) {
      std::string name = t.team;
      for (const auto& team : rec.team_list)
        if (team.id == t.team && !team.name.empty()) name += " " + team.name;
      out += "<tr><td>" + esc(t.place) + "</td><td>" + esc(name) + "</td><td>" +
             (t.total ? esc(formats::number_text(*t.total, lang)) : std::string()) + "</td></tr>\n";
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
      out += "<h3>" + esc(field == "NS" ? present::say(lang, "live.north_south") : present::say(lang, "live.east_west")) + "</h3>\n";
    out += "<table class=\"standings\"><thead><tr><th>" + esc(present::say(lang, "live.place")) + "</th><th>" +
           esc(present::say(lang, "live.pair")) + "</th><th>" + esc(present::say(lang, "live.players")) + "</th><th>" +
           esc(present::say(lang, "live.total")) + "</th><th>%</th></tr></thead><tbody>\n";
    for (const auto& s : rec.ranking) {
      const formats::Entrant* e = nullptr;
      for (const auto& x : rec.entrants)
        if (x.id == s.entrant) e = &x;
      if (!e || e->field != field) continue;
      out += "<tr><td>" + esc(s.place) + "</td><td>" + esc(present::pair_id(s.entrant, lang)) + "</td><td>" + esc(e->names()) + "</td><td>" +
             (s.total ? esc(formats::number_text(*s.total, lang)) : std::string()) + "</td><td>" +
             (s.percent ? present::decimal(ranking::fixed2(*s.percent), lang) : std::string()) + "</td></tr>\n";
    }
    out += "</tbody></table>\n</section>\n";
  }
  return out + "</div>\n";
}

}  // namespace bandeja::server
