// Publishing at the library layer (apps/director publish.hpp), on a temporary event file: which
// way a session is ranked (its own scope, or the director's --together / --apart once), a
// session's site apart and together, a tournament's site, each made whole as values before any
// front end writes a file. The CLI's tests (tests/publish, tests/session) keep the wiring.
#include <doctest/doctest.h>

#include <algorithm>

#include "bandeja/director/publish.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/tournaments.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

namespace {

// A session "Tuesday" of two 3-table Mitchell sections, A and B, in `scope`; every board of A
// played, B's round 1 only (so B is provisional).
db::SessionInfo two_sections(File& f, const std::string& scope) {
  auto s = director::create_session(f.store, "Tuesday", "2026-12-01", scope);
  REQUIRE(s);
  for (const char* sec : {"A", "B"}) {
    const auto ev = f.section(std::string("Tuesday ") + sec, "Tuesday", sec, "mitchell", 3);
    for (const auto& row : f.store.rows(ev.id))
      if (row.ns && row.ew && (sec[0] == 'A' || row.round == 1))
        for (int b : row.boards) f.enter(ev, row, b, "3NT N " + std::to_string(8 + (b + row.table) % 3));
  }
  return *f.store.find_session("Tuesday");
}

size_t files_under(const present::SiteFiles& files, const std::string& folder) {
  return size_t(std::count_if(files.begin(), files.end(), [&](const auto& kv) { return kv.first.starts_with(folder + "/"); }));
}

}  // namespace

TEST_CASE("A session is ranked in its own scope unless the director says together or apart this once") {
  db::SessionInfo field, section;
  field.scope = "field";
  section.scope = "section";
  struct Row {
    const db::SessionInfo* session;
    director::ScopeChoice choice;
    ranking::Scope scope;
  };
  for (const Row& r : {Row{&field, director::ScopeChoice::Session, ranking::Scope::Field},
                       Row{&field, director::ScopeChoice::Apart, ranking::Scope::Section},
                       Row{&field, director::ScopeChoice::Together, ranking::Scope::Field},
                       Row{&section, director::ScopeChoice::Session, ranking::Scope::Section},
                       Row{&section, director::ScopeChoice::Apart, ranking::Scope::Section},
                       Row{&section, director::ScopeChoice::Together, ranking::Scope::Field}}) {
    CAPTURE(r.session->scope);
    CAPTURE(int(r.choice));
    CHECK(director::session_scope(*r.session, r.choice) == r.scope);
  }
}

TEST_CASE("A session published section by section is a front page listing each section and each section's own site") {
  File f;
  const auto s = two_sections(f, "section");
  auto site = director::session_site(f.store, s, ranking::Scope::Section, Lang::En);
  REQUIRE_MESSAGE(site.has_value(), (site ? "" : present::render(site.error(), Lang::En)));
  CHECK(site->sections == 2);
  REQUIRE(site->parts.size() == 2);
  CHECK(site->parts[0].folder == "A");
  CHECK(site->parts[1].folder == "B");
  CHECK(site->parts[0].record.entrants.size() == 6);
  CHECK(site->parts[0].record.boards.size() == 6);
  CHECK_FALSE(site->parts[0].record.provisional());
  CHECK(site->parts[1].record.provisional());
  // Each part's file count is the files of its folder; the front page lists both sections.
  for (const auto& p : site->parts) CHECK(files_under(site->files, p.folder) == p.files);
  REQUIRE(site->files.contains("index.html"));
  const std::string& front = site->files.at("index.html");
  CHECK(front.find("Tuesday A") != std::string::npos);
  CHECK(front.find("Tuesday B") != std::string::npos);
  CHECK(front.find("href=\"A/index.html\"") != std::string::npos);
  // The pages are in the language asked for.
  auto es = director::session_site(f.store, s, ranking::Scope::Section, Lang::Es);
  REQUIRE(es);
  CHECK(es->files.at("A/index.html").find("lang=\"es\"") != std::string::npos);
}

TEST_CASE("A session published across the field is one site whose pairs carry their section letter") {
  File f;
  const auto s = two_sections(f, "field");
  auto site = director::session_site(f.store, s, director::session_scope(s, director::ScopeChoice::Session), Lang::En);
  REQUIRE_MESSAGE(site.has_value(), (site ? "" : present::render(site.error(), Lang::En)));
  CHECK(site->sections == 0);
  REQUIRE(site->parts.size() == 1);
  CHECK(site->parts[0].folder.empty());
  CHECK(site->parts[0].files == site->files.size());
  const auto& entrants = site->parts[0].record.entrants;
  CHECK(entrants.size() == 12);
  CHECK(std::any_of(entrants.begin(), entrants.end(), [](const auto& e) { return e.id == "A1NS"; }));
  CHECK(std::any_of(entrants.begin(), entrants.end(), [](const auto& e) { return e.id == "B3EW"; }));
  CHECK_FALSE(site->files.contains("A/index.html"));
}

TEST_CASE("A session with no sections has no site, and says how to add one") {
  File f;
  REQUIRE(director::create_session(f.store, "Empty", "", "section"));
  const auto s = *f.store.find_session("Empty");
  for (auto scope : {ranking::Scope::Section, ranking::Scope::Field}) {
    auto site = director::session_site(f.store, s, scope, Lang::En);
    REQUIRE_FALSE(site);
    check_error(site.error(), "publish.session_no_sections",
                "session 'Empty' has no sections yet; add one with: bandeja session add SESSION EVENT --section A",
                "la sesión 'Empty' aún no tiene secciones; añada una con: bandeja session add SESION EVENTO --section A");
  }
}

TEST_CASE("A tournament's site is its combined ranking and each session's own site in session-K") {
  File f;
  const auto s = two_sections(f, "section");
  auto single = f.event("Friday", "mitchell", 3);
  for (const auto& row : f.store.rows(single.id))
    if (row.ns && row.ew)
      for (int b : row.boards) f.enter(single, row, b, "4S N 10");
  auto t = director::create_tournament(f.store, "Winter", "total");
  REQUIRE(t);
  REQUIRE(director::add_tournament_session(f.store, *t, "Tuesday", true, 1));
  REQUIRE(director::add_tournament_session(f.store, *t, "Friday", false, 1));
  auto site = director::tournament_site(f.store, *t, Lang::En);
  REQUIRE_MESSAGE(site.has_value(), (site ? "" : present::render(site.error(), Lang::En)));
  REQUIRE(site->sessions.size() == 2);
  CHECK(site->sessions[0].first == "session-1");
  CHECK(site->sessions[0].second.sections == 2);  // Tuesday in its own scope: section by section
  CHECK(site->sessions[1].first == "session-2");
  CHECK(site->sessions[1].second.parts.size() == 1);
  CHECK(site->files.contains("index.html"));
  CHECK(site->files.contains("session-1/index.html"));
  CHECK(site->files.contains("session-1/A/index.html"));
  CHECK(site->files.contains("session-2/index.html"));
  // Every file of every session's site is in the tournament's, under its folder.
  for (const auto& [folder, one] : site->sessions) CHECK(files_under(site->files, folder) == one.files.size());
  (void)s;
}
