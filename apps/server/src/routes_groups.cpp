// The console's sessions and tournaments, behind the director's password: a night's sections
// played together (`bandeja session new|list|show|add|remove|scope`, `rank --session`,
// `publish --session`) and a championship of several sessions (`bandeja tournament
// new|list|add|rank|carry|seed|publish`). Every change goes through the director's core, as the
// CLI's do; the sites are the ones `publish` writes, shown to the director.
#include <charconv>

#include "app.hpp"
#include "bandeja/director/publish.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/tournaments.hpp"
#include "bandeja/present/console_groups.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/present/tournament_render.hpp"
#include "console.hpp"

namespace bandeja::server {

namespace {

using namespace console;

// A change from a sessions' or tournaments' page: done, to the page `to` makes of what was done
// (saying so); refused, `again` shows the page it came from with the refusal in the console's words.
template <class To, class F, class Again>
void group_change(Request& r, To&& to, F&& f, Again&& again) {
  auto outcome = r.app.write([&](db::Store& s) { return f(s); });
  if (!outcome) return again(status_of(outcome.error()) == 404 ? 404 : 422, present::console::refusal(r.context(), outcome.error()));
  see_other(r.res, to(*outcome));
}

// A number as a form gives it: "0.5" or "0,5" (a decimal comma), nothing else.
std::optional<double> decimal_field(std::string text) {
  for (char& ch : text)
    if (ch == ',') ch = '.';
  double v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

// A site's file, as the public results pages send theirs; a file the site does not have: 404.
void send_site_file(Request& r, const present::SiteFiles& files) {
  const std::string file = r.req.matches[2].length() ? std::string(r.req.matches[2]) : "index.html";
  auto it = files.find(file);
  if (it == files.end()) {
    r.res.status = 404;
    return;
  }
  r.res.set_content(it->second, file.ends_with(".css") ? "text/css; charset=utf-8" : "text/html; charset=utf-8");
}

// "s3" a session, "e12" an event, as a console drop-down names them: (id, is a session).
std::pair<std::string, bool> target_of(const std::string& value) {
  if (value.size() > 1 && (value[0] == 's' || value[0] == 'e')) return {value.substr(1), value[0] == 's'};
  return {value, false};
}

// ---- sessions

void sessions_page(Request& r, int status, const std::string& error) {
  auto all = r.app.read([](db::Store& s) { return director::guarded([&] { return director::list_sessions(s); }); });
  if (!all) return page(r, 503, present::console::no_event_page(r.context(), all.error()));
  page(r, status, present::console::sessions_page(r.context(), *all, error, param(r.req, "done")));
}

// The session of the request's first match, with the events it may add; or a 404 page.
std::optional<present::console::SessionDesk> session_desk(Request& r) {
  auto desk = r.app.read([&](db::Store& s) -> Result<present::console::SessionDesk> {
    auto v = director::show_session(s, r.req.matches[1]);
    if (!v) return std::unexpected(v.error());
    return director::guarded([&] {
      present::console::SessionDesk d{*v, {}};
      for (auto& e : s.events())
        if (!e.session_id) d.free.push_back(std::move(e));
      return d;
    });
  });
  if (desk) return *desk;
  page(r, status_of(desk.error()) == 503 ? 503 : 404, present::console::no_event_page(r.context(), desk.error()));
  return std::nullopt;
}

void session_page(Request& r, int status, const std::string& error) {
  if (auto d = session_desk(r)) page(r, status, present::console::session_page(r.context(), *d, error, param(r.req, "done")));
}

std::string session_path(db::Id id, const char* done) { return "/director/sessions/" + std::to_string(id) + "?done=" + done; }

// ---- tournaments

present::console::TournamentRow row_of(const db::Store& s, const db::TournamentInfo& t) {
  present::console::TournamentRow row{t, {}};
  for (const auto& x : s.tournament_sessions(t.id))
    row.sessions.emplace_back(x.event_id ? s.event_info(*x.event_id).name : s.session_info(*x.session_id).name, x.factor);
  return row;
}

void tournaments_page(Request& r, int status, const std::string& error) {
  auto rows = r.app.read([](db::Store& s) {
    return director::guarded([&] {
      std::vector<present::console::TournamentRow> out;
      for (const auto& t : s.tournaments()) out.push_back(row_of(s, t));
      return out;
    });
  });
  if (!rows) return page(r, 503, present::console::no_event_page(r.context(), rows.error()));
  page(r, status, present::console::tournaments_page(r.context(), *rows, error, param(r.req, "done")));
}

// The tournament of the request's first match, or a 404 page.
std::optional<db::TournamentInfo> tournament_of(Request& r) {
  auto t = r.app.read([&](db::Store& s) { return director::find_tournament(s, r.req.matches[1]); });
  if (t) return *t;
  page(r, status_of(t.error()) == 503 ? 503 : 404, present::console::no_event_page(r.context(), t.error()));
  return std::nullopt;
}

void tournament_page(Request& r, const db::TournamentInfo& t, int status, const std::string& error,
                     std::optional<director::Seeding> seeded = std::nullopt) {
  auto desk = r.app.read([&](db::Store& s) -> Result<present::console::TournamentDesk> {
    return director::guarded([&] {
      return present::console::TournamentDesk{row_of(s, t), director::rank_tournament(s, t), s.events(), s.sessions(), std::move(seeded)};
    });
  });
  if (!desk) return page(r, 503, present::console::no_event_page(r.context(), desk.error()));
  const bool just_seeded = desk->seeded.has_value();
  page(r, status, present::console::tournament_page(r.context(), *desk, error, just_seeded ? "seeded" : param(r.req, "done")));
}

std::string tournament_path(const db::TournamentInfo& t, const char* done) {
  return "/director/tournaments/" + std::to_string(t.id) + "?done=" + done;
}

}  // namespace

void register_group_routes(App& app) {
  const auto route = [&app](auto handler) { return signed_in(app, handler); };
  // A site's files: the top's, a section's ("A/"), a session's ("session-2/A/").
  const std::string site = R"(/site/((?:[A-Za-z0-9_-]{1,40}/){0,2}[A-Za-z0-9_-]{1,80}\.(?:html|css))?)";

  app.http.Get("/director/sessions", route([](Request& r) { sessions_page(r, 200, ""); }));
  app.http.Post("/director/sessions", route([](Request& r) {
    group_change(
        r, [](const db::SessionInfo& s) { return session_path(s.id, "session_created"); },
        [&](db::Store& s) { return director::create_session(s, param(r.req, "name"), param(r.req, "date"), param(r.req, "scope")); },
        [&](int status, const std::string& why) { sessions_page(r, status, why); });
  }));

  const std::string se = R"(/director/sessions/(\d{1,12}))";
  app.http.Get(se, route([](Request& r) { session_page(r, 200, ""); }));
  app.http.Post(se + "/scope", route([](Request& r) {
    group_change(
        r, [](const db::SessionInfo& s) { return session_path(s.id, "scope_saved"); },
        [&](db::Store& s) { return director::set_scope(s, r.req.matches[1], param(r.req, "scope")); },
        [&](int status, const std::string& why) { session_page(r, status, why); });
  }));
  app.http.Post(se + "/sections", route([](Request& r) {
    group_change(
        r, [](const director::SectionChange& c) { return session_path(c.session.id, "section_added"); },
        [&](db::Store& s) { return director::add_section(s, r.req.matches[1], param(r.req, "event"), param(r.req, "section")); },
        [&](int status, const std::string& why) { session_page(r, status, why); });
  }));
  app.http.Post(se + R"(/sections/([A-Za-z]{1,2})/remove)", route([](Request& r) {
    group_change(
        r, [](const director::SectionChange& c) { return session_path(c.session.id, "section_removed"); },
        [&](db::Store& s) { return director::remove_section(s, r.req.matches[1], r.req.matches[2]); },
        [&](int status, const std::string& why) { session_page(r, status, why); });
  }));
  // The session ranked in its scope (`bandeja rank --session`), and its site (`publish --session`).
  app.http.Get(se + R"(/ranking(\.json)?)", route([](Request& r) {
    auto s = r.app.read([&](db::Store& st) { return director::find_session(st, r.req.matches[1]); });
    if (!s) return page(r, status_of(s.error()) == 503 ? 503 : 404, present::console::no_event_page(r.context(), s.error()));
    auto sections = r.app.read([&](db::Store& st) { return director::guarded([&] { return director::session_sections(st, *s); }); });
    auto ranked = sections ? director::rank_session(s->name, s->held_on, *sections, {},
                                                    director::session_scope(*s, director::ScopeChoice::Session))
                           : Result<director::Ranked>(std::unexpected(sections.error()));
    if (r.req.matches[2].length()) {  // ranking.json: `bandeja rank --session S --format json`
      if (!ranked) return page(r, 422, present::console::no_event_page(r.context(), ranked.error()));
      return send_download(r, s->name, " ranking.json", "application/json; charset=utf-8", present::ranking_json(*ranked));
    }
    page(r, ranked ? 200 : 422, present::console::session_ranking_page(r.context(), *s, ranked));
  }));
  app.http.Get(se + site, route([](Request& r) {
    auto built = r.app.read([&](db::Store& st) -> Result<director::Site> {
      auto s = director::find_session(st, r.req.matches[1]);
      if (!s) return std::unexpected(s.error());
      return director::session_site(st, *s, director::session_scope(*s, director::ScopeChoice::Session), r.lang);
    });
    if (!built) return page(r, status_of(built.error()) == 404 ? 404 : 422, present::console::no_event_page(r.context(), built.error()));
    send_site_file(r, built->files);
  }));

  app.http.Get("/director/tournaments", route([](Request& r) { tournaments_page(r, 200, ""); }));
  app.http.Post("/director/tournaments", route([](Request& r) {
    group_change(
        r, [](const db::TournamentInfo& t) { return tournament_path(t, "tournament_created"); },
        [&](db::Store& s) { return director::create_tournament(s, param(r.req, "name"), param(r.req, "by")); },
        [&](int status, const std::string& why) { tournaments_page(r, status, why); });
  }));

  const std::string to = R"(/director/tournaments/(\d{1,12}))";
  app.http.Get(to, route([](Request& r) {
    if (auto t = tournament_of(r)) tournament_page(r, *t, 200, "");
  }));
  app.http.Post(to + "/sessions", route([](Request& r) {
    auto t = tournament_of(r);
    if (!t) return;
    const auto [which, session] = target_of(param(r.req, "which"));
    group_change(
        r, [&](const db::TournamentSession&) { return tournament_path(*t, "session_added"); },
        [&](db::Store& s) -> Result<db::TournamentSession> {
          const auto factor = decimal_field(param(r.req, "factor"));
          if (!factor) return fail_code("tournament.bad_factor", "factor", {param(r.req, "factor")});
          return director::add_tournament_session(s, *t, which, session, *factor);
        },
        [&](int status, const std::string& why) { tournament_page(r, *t, status, why); });
  }));
  app.http.Post(to + "/carry", route([](Request& r) {
    auto t = tournament_of(r);
    if (!t) return;
    const std::string typed = param(r.req, "points");
    group_change(
        r, [&](const std::string&) { return tournament_path(*t, typed.empty() ? "carry_removed" : "carry_set"); },
        [&](db::Store& s) -> Result<std::string> {
          const auto points = decimal_field(typed);
          if (!typed.empty() && !points) return fail_code("tournament.bad_carry", "points", {});
          return director::set_carry(s, *t, param(r.req, "event"), param(r.req, "pair"), points);
        },
        [&](int status, const std::string& why) { tournament_page(r, *t, status, why); });
  }));
  // Seeding answers with the seating made (who sits where), once.
  app.http.Post(to + "/seed", route([](Request& r) {
    auto t = tournament_of(r);
    if (!t) return;
    const auto [which, session] = target_of(param(r.req, "which"));
    auto seeded = r.app.write([&](db::Store& s) -> Result<director::Seeding> {
      auto method = director::seed_method(param(r.req, "method"));
      if (!method) return std::unexpected(method.error());
      return director::seed_session(s, *t, which, session, *method);
    });
    if (!seeded) return tournament_page(r, *t, 422, present::console::refusal(r.context(), seeded.error()));
    tournament_page(r, *t, 200, "", *seeded);
  }));
  // `bandeja tournament rank T --format json`.
  app.http.Get(to + "/ranking.json", route([](Request& r) {
    auto t = tournament_of(r);
    if (!t) return;
    auto ranked = r.app.read([&](db::Store& s) { return director::rank_tournament(s, *t); });
    if (!ranked) return page(r, 422, present::console::no_event_page(r.context(), ranked.error()));
    send_download(r, t->name, " ranking.json", "application/json; charset=utf-8", present::tournament_json(*ranked));
  }));
  // The tournament's site (`bandeja tournament publish`): the combined ranking and each session's.
  app.http.Get(to + site, route([](Request& r) {
    auto built = r.app.read([&](db::Store& st) -> Result<director::TournamentSite> {
      auto t = director::find_tournament(st, r.req.matches[1]);
      if (!t) return std::unexpected(t.error());
      return director::tournament_site(st, *t, r.lang);
    });
    if (!built) return page(r, status_of(built.error()) == 404 ? 404 : 422, present::console::no_event_page(r.context(), built.error()));
    send_site_file(r, built->files);
  }));
}

}  // namespace bandeja::server
