// What anyone at the club may read: the front page (the events of the file), each event's live
// results (/live/ID: progress, standings so far and the latest results, refreshing itself, and
// readable with JavaScript off), the results site once the director has published it
// (/results/ID/...), and the same as JSON under /api/events.
#include <algorithm>

#include "app.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/publish.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/entry.hpp"
#include "html.hpp"
#include "bandeja/director/tables.hpp"

namespace bandeja::server {

namespace {

// The event of a request's first match (its id); answers 404 when none.
std::optional<db::EventInfo> event_of(App& app, const httplib::Request& req, httplib::Response& res, bool json) {
  const Lang lang = lang_of(app, req);
  const std::string id = req.matches[1];
  auto info = app.read([&](db::Store& s) { return director::guarded([&] { return s.event_by_id(std::stoll(id)); }); });
  if (info && *info) return **info;
  Error e = info ? Error{} : info.error();
  if (info) {
    e.code = "store.no_event";
    e.field = "event";
    e.args = {id};
  }
  if (json) {
    send_error(res, 404, e, lang);
  } else {
    Page p;
    p.title = present::render(e, lang);
    p.body = "<h1>" + esc(p.title) + "</h1><p><a href=\"/\">" + esc(present::say(lang, "live.all_events")) + "</a></p>";
    send_html(res, 404, render_page(p, lang));
  }
  return std::nullopt;
}

// The live page's content: the same HTML on first load and when the page refreshes itself.
std::string live_html(App& app, const db::EventInfo& info, Lang lang) {
  struct Data {
    director::Status status;
    db::Event event;
    bool published = false;
    Result<director::Ranked> ranked = fail_code("server.error", "");
    std::vector<db::ResultLine> latest;
  };
  // The file is read under the reading lock; the ranking is computed after it, so that a table's
  // token lookup never waits for a ranking.
  Data data;
  app.read([&](db::Store& s) {
    data.event = s.load(info.id);
    data.published = director::is_published(s, info.id);
  });
  data.status = director::status(director::EventView::of(data.event));
  data.ranked = director::rank_event(data.event);
  data.latest = data.event.results;
  std::string out;
  out += "<p class=\"progress\" id=\"progress\" data-entered=\"" + std::to_string(data.status.entered) + "\">";
  const std::string entered = std::to_string(data.status.entered);
  out += esc(data.status.expected > 0
                 ? present::say(lang, "live.results_entered_of", {entered, std::to_string(data.status.expected)})
                 : present::say(lang, "live.results_entered", {entered}));
  out += "</p>\n";
  if (data.status.has_movement && !data.status.rounds.empty()) {
    out += "<ol class=\"rounds\">\n";
    for (const auto& r : data.status.rounds) {
      const bool done = r.expected > 0 && r.entered >= r.expected;
      out += "<li class=\"" + std::string(done ? "done" : r.entered > 0 ? "playing" : "waiting") + "\">" +
             esc(present::say(lang, "live.round_progress", {std::to_string(r.round), std::to_string(r.entered),
                                                            std::to_string(r.expected)})) +
             "</li>\n";
    }
    out += "</ol>\n";
  }
  // The published site is final only once every result is in (or the director said so).
  if (data.published) {
    const bool provisional = data.ranked && data.ranked->record.provisional();
    out += "<p class=\"published\"><a href=\"/results/" + std::to_string(info.id) + "/\">" +
           esc(present::say(lang, provisional ? "live.published_provisional" : "live.final_results")) + "</a></p>\n";
  }
  out += "<h2>" + esc(present::say(lang, "live.standings_so_far")) + "</h2>\n";
  if (data.status.entered == 0)
    out += "<p>" + esc(present::say(lang, "live.no_results_yet")) + "</p>\n";
  else if (!data.ranked)
    out += "<p class=\"error\">" + esc(present::render(data.ranked.error(), lang)) + "</p>\n";
  else
    out += standings_html(*data.ranked, lang);
  // The latest results, newest first.
  std::sort(data.latest.begin(), data.latest.end(), [](const db::ResultLine& a, const db::ResultLine& b) { return a.id > b.id; });
  if (data.latest.size() > 10) data.latest.resize(10);
  if (!data.latest.empty()) {
    out += "<h2 class=\"latest\">" + esc(present::say(lang, "live.latest_results")) + "</h2>\n<table class=\"latest\"><thead><tr><th>" +
           esc(present::say(lang, "live.board")) + "</th><th>NS</th><th>" + esc(present::say(lang, "live.ew")) + "</th><th>" +
           esc(present::say(lang, "live.result")) + "</th><th>" + esc(present::say(lang, "live.ns_score")) +
           "</th></tr></thead><tbody>\n";
    for (const auto& l : data.latest)
      out += "<tr><td>" + std::to_string(l.board) + "</td><td>" + esc(present::pair_id(l.ns, lang)) + "</td><td>" + esc(present::pair_id(l.ew, lang)) + "</td><td>" +
             esc(present::entry_text(l.entry, lang)) + "</td><td>" + (l.ns_score ? std::to_string(*l.ns_score) : "") +
             "</td></tr>\n";
    out += "</tbody></table>\n";
  }
  return out;
}

// live_html, computed again only when the file has changed since it was last computed.
std::string live_cached(App& app, const db::EventInfo& info, Lang lang) {
  const long long version = app.read([](db::Store& s) { return s.data_version(); });
  const std::pair<db::Id, int> key{info.id, static_cast<int>(lang)};
  {
    std::lock_guard lock(app.cache_mu);
    if (auto it = app.live_cache.find(key); it != app.live_cache.end() && it->second.version == version)
      return it->second.html;
  }
  std::string html = live_html(app, info, lang);
  std::lock_guard lock(app.cache_mu);
  app.live_cache[key] = App::Cached{version, html};
  return html;
}

}  // namespace

void register_public_routes(App& app) {
  app.http.Get("/", [&app](const httplib::Request& req, httplib::Response& res) {
    const Lang lang = lang_of(app, req);
    auto events = app.read([&](db::Store& s) { return director::guarded([&] { return s.events(); }); });
    Page p;
    p.title = present::say(lang, "live.results");
    p.header = "<h1>Bandeja</h1>" + lang_links("/", lang);
    p.body = "<h2>" + esc(present::say(lang, "live.events")) + "</h2>\n<ul class=\"events\">\n";
    if (events)
      for (const auto& e : *events)
        p.body += "<li><a href=\"/live/" + std::to_string(e.id) + "\">" + esc(e.name) + "</a></li>\n";
    p.body += "</ul>\n<p class=\"console-link\"><a href=\"/director\">" +
              esc(present::say(lang, "live.directors_console")) + "</a></p>\n";
    send_html(res, 200, render_page(p, lang));
  });

  // The live page, and the same for the club's screen (/live/ID/screen: large type, the fields
  // side by side, paging by itself when the standings are taller than the screen).
  auto live_page = [&app](bool screen) {
    return [&app, screen](const httplib::Request& req, httplib::Response& res) {
      const Lang lang = lang_of(app, req);
      auto info = event_of(app, req, res, false);
      if (!info) return;
      const std::string path = "/live/" + std::to_string(info->id);
      Page p;
      p.title = info->name;
      p.scripts = {"live.js"};
      p.refresh_without_js = true;
      p.body_attrs = std::string("class=\"live-page") + (screen ? " screen" : "") + "\" data-fragment=\"" + path +
                     "/fragment?lang=" + lang_code(lang) + "\"";
      p.header = "<h1>" + esc(info->name) + " <small>" + esc(present::say(lang, "live.live_results")) + "</small></h1>" +
                 lang_links(screen ? path + "/screen" : path, lang);
      p.body = "<div id=\"live\">\n" + live_cached(app, *info, lang) + "</div>\n";
      if (!screen)
        p.body += "<p class=\"screen-link\"><a href=\"" + path + "/screen?lang=" + lang_code(lang) + "\">" +
                  esc(present::say(lang, "live.club_screen")) + "</a></p>\n";
      send_html(res, 200, render_page(p, lang));
    };
  };
  app.http.Get(R"(/live/(\d{1,12}))", live_page(false));
  app.http.Get(R"(/live/(\d{1,12})/screen)", live_page(true));

  app.http.Get(R"(/live/(\d{1,12})/fragment)", [&app](const httplib::Request& req, httplib::Response& res) {
    auto info = event_of(app, req, res, false);
    if (!info) return;
    send_html(res, 200, live_cached(app, *info, lang_of(app, req)));
  });

  app.http.Get(R"(/results/(\d{1,12})/([a-z0-9_-]*\.(html|css))?)", [&app](const httplib::Request& req, httplib::Response& res) {
    const Lang lang = lang_of(app, req);
    auto info = event_of(app, req, res, false);
    if (!info) return;
    auto event = app.read([&](db::Store& s) -> Result<db::Event> {
      if (!director::is_published(s, info->id)) return fail_code("server.not_published", "event", {info->name});
      return director::guarded([&] { return s.load(info->id); });
    });
    auto site = event ? director::event_site(*event, lang) : std::unexpected(event.error());
    if (!site) {
      Page p;
      p.title = present::render(site.error(), lang);
      p.body = "<h1>" + esc(p.title) + "</h1><p><a href=\"/live/" + std::to_string(info->id) + "\">" +
               esc(present::say(lang, "live.live_results_2")) + "</a></p>";
      return send_html(res, 404, render_page(p, lang));
    }
    const std::string file = req.matches[2].length() ? std::string(req.matches[2]) : "index.html";
    auto it = site->files.find(file);
    if (it == site->files.end()) {
      res.status = 404;
      return;
    }
    res.set_content(it->second, file.ends_with(".css") ? "text/css; charset=utf-8" : "text/html; charset=utf-8");
  });

  app.http.Get("/api/events", [&app](const httplib::Request& req, httplib::Response& res) {
    auto events = app.read([&](db::Store& s) { return director::guarded([&] { return s.events(); }); });
    if (!events) return send_error(res, status_of(events.error()), events.error(), lang_of(app, req));
    Json out = Json::array();
    for (const auto& e : *events)
      out.push_back({{"id", e.id},
                     {"name", e.name},
                     {"scoring", e.scoring},
                     {"movement", e.movement_type},
                     {"tables", e.tables},
                     {"rounds", e.rounds},
                     {"boards", e.boards}});
    send_json(res, 200, Json{{"events", out}});
  });

  app.http.Get(R"(/api/events/(\d{1,12})/ranking)", [&app](const httplib::Request& req, httplib::Response& res) {
    const Lang lang = lang_of(app, req);
    auto info = event_of(app, req, res, true);
    if (!info) return;
    auto event = app.read([&](db::Store& s) { return director::guarded([&] { return s.load(info->id); }); });
    if (!event) return send_error(res, status_of(event.error()), event.error(), lang);
    auto ranked = director::rank_event(*event);
    if (!ranked) return send_error(res, status_of(ranked.error()), ranked.error(), lang);
    res.status = 200;
    res.set_content(present::ranking_json(*ranked), "application/json; charset=utf-8");
  });

  app.http.Get(R"(/api/events/(\d{1,12})/status)", [&app](const httplib::Request& req, httplib::Response& res) {
    auto info = event_of(app, req, res, true);
    if (!info) return;
    auto st = app.read([&](db::Store& s) { return director::status(s, *info); });
    Json rounds = Json::array();
    for (const auto& r : st.rounds) {
      Json missing = Json::array();
      for (const auto& m : r.missing) missing.push_back({{"table", m.table}, {"ns", m.ns}, {"ew", m.ew}, {"boards", m.boards}});
      rounds.push_back({{"round", r.round}, {"expected", r.expected}, {"entered", r.entered}, {"missing", missing}});
    }
    send_json(res, 200, Json{{"event", info->id}, {"expected", st.expected}, {"entered", st.entered}, {"rounds", rounds}});
  });
}

}  // namespace bandeja::server
