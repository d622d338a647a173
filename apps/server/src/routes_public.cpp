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
#include "bandeja/present/live_page.hpp"
#include "bandeja/present/page.hpp"
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
    send_html(res, 404, present::message_page(present::render(e, lang), lang, present::PageLink{"/", present::say(lang, "live.all_events")}));
  }
  return std::nullopt;
}

// The event's results at this version of the file, laid out as the live page shows them. The
// file is read under the reading lock; the ranking is computed after it, so that a table's
// token lookup never waits for a ranking.
std::string live_html(App& app, const db::EventInfo& info, Lang lang) {
  present::LiveResults data;
  data.event = info.id;
  db::Event event;
  app.read([&](db::Store& s) {
    event = s.load(info.id);
    data.published = director::is_published(s, info.id);
  });
  data.status = director::status(director::EventView::of(event));
  data.ranked = director::rank_event(event);
  data.latest = std::move(event.results);
  return present::live_html(data, lang);
}

// Whether a value is worth keeping for its file version: not a failure (the file busy a moment).
bool worth_keeping(const std::string&) { return true; }
template <class T>
bool worth_keeping(const Result<T>& r) { return r.has_value(); }

// `make()`'s value for `key` in `cache`, made again only when the file has changed since it was
// made (a commit between reading the version and making it only makes it again next time). When
// the version cannot be read, made and not kept.
template <class T, class Make>
T by_version(App& app, std::map<std::pair<db::Id, int>, App::Versioned<T>>& cache, std::pair<db::Id, int> key,
             Make make) {
  const auto version = app.read([](db::Store& s) { return director::guarded([&] { return s.data_version(); }); });
  if (!version) return make();
  {
    std::lock_guard lock(app.cache_mu);
    if (auto it = cache.find(key); it != cache.end() && it->second.version == *version) return it->second.value;
  }
  T value = make();
  if (worth_keeping(value)) {
    std::lock_guard lock(app.cache_mu);
    cache[key] = App::Versioned<T>{*version, value};
  }
  return value;
}

// The event's results site in `lang`; "server.not_published" while the director has not
// published it.
App::SiteResult site_cached(App& app, const db::EventInfo& info, Lang lang) {
  return by_version(app, app.site_cache, {info.id, static_cast<int>(lang)}, [&]() -> App::SiteResult {
    auto event = app.read([&](db::Store& s) -> Result<db::Event> {
      if (!director::is_published(s, info.id)) return fail_code("server.not_published", "event", {info.name});
      return director::guarded([&] { return s.load(info.id); });
    });
    auto site = event ? director::event_site(*event, lang) : std::unexpected(event.error());
    if (!site) return std::unexpected(site.error());
    return std::make_shared<const director::Site>(std::move(*site));
  });
}

// live_html, computed again only when the file has changed since it was last computed.
std::string live_cached(App& app, const db::EventInfo& info, Lang lang) {
  return by_version(app, app.live_cache, {info.id, static_cast<int>(lang)}, [&] { return live_html(app, info, lang); });
}

}  // namespace

void register_public_routes(App& app) {
  app.http.Get("/", [&app](const httplib::Request& req, httplib::Response& res) {
    const Lang lang = lang_of(app, req);
    auto events = app.read([&](db::Store& s) { return director::guarded([&] { return s.events(); }); });
    send_html(res, 200, present::front_page_html(events ? *events : std::vector<db::EventInfo>{}, lang));
  });

  // The live page, and the same for the club's screen (/live/ID/screen: large type, the fields
  // side by side, paging by itself when the standings are taller than the screen).
  auto live_page = [&app](bool screen) {
    return [&app, screen](const httplib::Request& req, httplib::Response& res) {
      const Lang lang = lang_of(app, req);
      auto info = event_of(app, req, res, false);
      if (!info) return;
      send_html(res, 200, present::live_page_html(*info, screen, live_cached(app, *info, lang), lang));
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
    auto site = site_cached(app, *info, lang);
    if (!site)
      return send_html(res, 404, present::message_page(present::render(site.error(), lang), lang,
                                              present::PageLink{"/live/" + std::to_string(info->id),
                                                                present::say(lang, "live.live_results_2")}));
    const std::string file = req.matches[2].length() ? std::string(req.matches[2]) : "index.html";
    auto it = (*site)->files.find(file);
    if (it == (*site)->files.end()) {
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
