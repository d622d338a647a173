// The live page and the front page of the server.
#include "bandeja/present/live_page.hpp"

#include <algorithm>

#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/page.hpp"
#include "bandeja/present/rank_render.hpp"

namespace bandeja::present {

namespace {
std::string esc(std::string_view text) { return html_escape(text); }
}  // namespace

std::string live_html(const LiveResults& data, Lang lang) {
  std::string out;
  out += "<p class=\"progress\" id=\"progress\" data-entered=\"" + std::to_string(data.status.entered) + "\">";
  const std::string entered = std::to_string(data.status.entered);
  out += esc(data.status.expected > 0
                 ? say(lang, "live.results_entered_of", {entered, std::to_string(data.status.expected)})
                 : say(lang, "live.results_entered", {entered}));
  out += "</p>\n";
  if (data.status.has_movement && !data.status.rounds.empty()) {
    out += "<ol class=\"rounds\">\n";
    for (const auto& r : data.status.rounds) {
      const bool done = r.expected > 0 && r.entered >= r.expected;
      out += "<li class=\"" + std::string(done ? "done" : r.entered > 0 ? "playing" : "waiting") + "\">" +
             esc(say(lang, "live.round_progress", {std::to_string(r.round), std::to_string(r.entered),
                                                   std::to_string(r.expected)})) +
             "</li>\n";
    }
    out += "</ol>\n";
  }
  // The published site is final only once every result is in (or the director said so).
  if (data.published) {
    const bool provisional = data.ranked && data.ranked->record.provisional();
    out += "<p class=\"published\"><a href=\"/results/" + std::to_string(data.event) + "/\">" +
           esc(say(lang, provisional ? "live.published_provisional" : "live.final_results")) + "</a></p>\n";
  }
  out += "<h2>" + esc(say(lang, "live.standings_so_far")) + "</h2>\n";
  if (data.status.entered == 0)
    out += "<p>" + esc(say(lang, "live.no_results_yet")) + "</p>\n";
  else if (!data.ranked)
    out += "<p class=\"error\">" + esc(render(data.ranked.error(), lang)) + "</p>\n";
  else
    out += standings_html(*data.ranked, lang);
  // The latest results, newest first.
  std::vector<const db::ResultLine*> latest;
  for (const auto& l : data.latest) latest.push_back(&l);
  std::sort(latest.begin(), latest.end(), [](const db::ResultLine* a, const db::ResultLine* b) { return a->id > b->id; });
  if (latest.size() > 10) latest.resize(10);
  if (!latest.empty()) {
    out += "<h2 class=\"latest\">" + esc(say(lang, "live.latest_results")) + "</h2>\n<table class=\"latest\"><thead><tr><th>" +
           esc(say(lang, "live.board")) + "</th><th>NS</th><th>" + esc(say(lang, "live.ew")) + "</th><th>" +
           esc(say(lang, "live.result")) + "</th><th>" + esc(say(lang, "live.ns_score")) + "</th></tr></thead><tbody>\n";
    for (const auto* l : latest)
      out += "<tr><td>" + std::to_string(l->board) + "</td><td>" + esc(pair_id(l->ns, lang)) + "</td><td>" +
             esc(pair_id(l->ew, lang)) + "</td><td>" + esc(entry_text(l->entry, lang)) + "</td><td>" +
             (l->ns_score ? std::to_string(*l->ns_score) : "") + "</td></tr>\n";
    out += "</tbody></table>\n";
  }
  return out;
}

std::string live_page_html(const db::EventInfo& event, bool screen, const std::string& content, Lang lang) {
  const std::string path = "/live/" + std::to_string(event.id);
  Page p;
  p.title = event.name;
  p.scripts = {"live.js"};
  p.refresh_without_js = true;
  p.body_attrs = std::string("class=\"live-page") + (screen ? " screen" : "") + "\" data-fragment=\"" + path +
                 "/fragment?lang=" + lang_code(lang) + "\"";
  p.header = "<h1>" + esc(event.name) + " <small>" + esc(say(lang, "live.live_results")) + "</small></h1>" +
             lang_links(screen ? path + "/screen" : path, lang);
  p.body = "<div id=\"live\">\n" + content + "</div>\n";
  if (!screen)
    p.body += "<p class=\"screen-link\"><a href=\"" + path + "/screen?lang=" + lang_code(lang) + "\">" +
              esc(say(lang, "live.club_screen")) + "</a></p>\n";
  return render_page(p, lang);
}

std::string front_page_html(const std::vector<db::EventInfo>& events, Lang lang) {
  Page p;
  p.title = say(lang, "live.results");
  p.header = "<h1>Bandeja</h1>" + lang_links("/", lang);
  p.body = "<h2>" + esc(say(lang, "live.events")) + "</h2>\n<ul class=\"events\">\n";
  for (const auto& e : events) p.body += "<li><a href=\"/live/" + std::to_string(e.id) + "\">" + esc(e.name) + "</a></li>\n";
  p.body += "</ul>\n<p class=\"console-link\"><a href=\"/director\">" + esc(say(lang, "live.directors_console")) + "</a></p>\n";
  return render_page(p, lang);
}

}  // namespace bandeja::present
