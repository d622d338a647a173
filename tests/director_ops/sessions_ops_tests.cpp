// The director's session operations at the library layer (apps/director sessions.hpp), on a
// temporary event file: creating a session, sections joining and leaving it, its scope; every
// error by its code and its words in English and Spanish.
#include <doctest/doctest.h>

#include "bandeja/director/sessions.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

TEST_CASE("A new session has a name used once, a date written YYYY-MM-DD and a scope of section or field") {
  File f;
  auto s = director::create_session(f.store, "Tuesday", "2026-11-29", "together");
  REQUIRE(s);
  CHECK(s->name == "Tuesday");
  CHECK(s->held_on == "2026-11-29");
  CHECK(s->scope == "field");
  CHECK(director::create_session(f.store, "Friday", "", "section"));
  auto date = director::create_session(f.store, "Wednesday", "29/11/2026", "section");
  REQUIRE_FALSE(date);
  check_error(date.error(), "session.bad_date", "--date '29/11/2026': write the date as YYYY-MM-DD, e.g. 2026-11-29",
              "--date '29/11/2026': escriba la fecha como AAAA-MM-DD, p. ej. 2026-11-29");
  // The shape is not enough: the day must exist.
  for (const char* no_day : {"2026-13-45", "2026-02-29", "2026-04-31", "2026-00-10", "2026-01-00"})
    CHECK(director::create_session(f.store, "Wednesday", no_day, "section").error().code == "session.bad_date");
  CHECK(director::create_session(f.store, "Leap", "2028-02-29", "section"));
  auto taken = director::create_session(f.store, "Tuesday", "", "section");
  REQUIRE_FALSE(taken);
  check_error(taken.error(), "session.name_taken", "a session called 'Tuesday' already exists: choose another name",
              "ya existe una sesión llamada 'Tuesday': elija otro nombre");
  auto scope = director::create_session(f.store, "Thursday", "", "both");
  REQUIRE_FALSE(scope);
  check_error(scope.error(), "session.bad_scope",
              "scope 'both': use section (each section ranked apart) or field (ranked together across the field)",
              "ámbito 'both': use section (cada sección por separado) o field (todas juntas, todo el campo)");
  CHECK(director::list_sessions(f.store).size() == 3);
}

TEST_CASE("A section joins a session under a letter used once there, and shows its results against its movement's") {
  File f;
  REQUIRE(director::create_session(f.store, "Tuesday", "", "section"));
  const auto a = f.event("Tuesday A", "mitchell", 3);
  const auto b = f.event("Tuesday B", "mitchell", 3);
  auto added = director::add_section(f.store, "Tuesday", "Tuesday A", "a");
  REQUIRE(added);
  CHECK(added->section == "A");
  CHECK(added->event.id == a.id);
  CHECK(f.store.event_info(a.id).section == "A");
  auto again = director::add_section(f.store, "Tuesday", "Tuesday B", "A");
  REQUIRE_FALSE(again);
  check_error(again.error(), "session.section_taken",
              "section A is already 'Tuesday A' in this session; choose another letter",
              "la sección A ya es 'Tuesday A' en esta sesión; elija otra letra");
  auto letter = director::add_section(f.store, "Tuesday", "Tuesday B", "B2");
  REQUIRE_FALSE(letter);
  CHECK(letter.error().code == "session.bad_section_letter");
  CHECK(f.store.event_info(b.id).section.empty());
  REQUIRE(director::add_section(f.store, "Tuesday", "Tuesday B", "B"));
  auto v = director::show_session(f.store, "Tuesday");
  REQUIRE(v);
  REQUIRE(v->sections.size() == 2);
  CHECK(v->sections[1].event.section == "B");
  CHECK(v->sections[1].pairs == 6);
  CHECK(v->sections[1].results == 0);
  CHECK(v->sections[1].expected == 18u);  // 3 tables, 3 rounds of 2 boards
  auto missing = director::show_session(f.store, "Friday");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().code == "session.not_found");
  CHECK(present::render(missing.error(), Lang::Es).starts_with("no hay ninguna sesión 'Friday' en "));
}

TEST_CASE("An event is a section of one session at a time") {
  File f;
  REQUIRE(director::create_session(f.store, "Tuesday", "", "section"));
  REQUIRE(director::create_session(f.store, "Friday", "", "section"));
  const auto a = f.event("Night", "mitchell", 3);
  REQUIRE(director::add_section(f.store, "Tuesday", "Night", "A"));
  auto other = director::add_section(f.store, "Friday", "Night", "A");
  REQUIRE_FALSE(other);
  check_error(other.error(), "session.event_in_other_session",
              "event 'Night' is already section A of session 'Tuesday'; take it out first: bandeja session remove 1 " +
                  std::to_string(a.id),
              "el evento 'Night' ya es la sección A de la sesión 'Tuesday'; sáquelo primero: bandeja session remove 1 " +
                  std::to_string(a.id));
}

TEST_CASE("The sections of a session are scored the same way when they join it") {
  File f;
  REQUIRE(director::create_session(f.store, "Tuesday", "", "section"));
  f.event("Tuesday A", "mitchell", 3);
  f.event("Tuesday B", "mitchell", 3, "imps");
  REQUIRE(director::add_section(f.store, "Tuesday", "Tuesday A", "A"));
  auto b = director::add_section(f.store, "Tuesday", "Tuesday B", "B");
  REQUIRE_FALSE(b);
  check_error(b.error(), "session.scoring_differs",
              "section B ('Tuesday B') is scored imps but section A ('Tuesday A') mp; the sections of a session are "
              "scored the same way",
              "la sección B ('Tuesday B') se puntúa por imps pero la sección A ('Tuesday A') por mp; las secciones de "
              "una sesión se puntúan igual");
}

TEST_CASE("A section leaves its session by its letter or its event, and the event stays") {
  File f;
  REQUIRE(director::create_session(f.store, "Tuesday", "", "section"));
  const auto a = f.event("Tuesday A", "mitchell", 3);
  REQUIRE(director::add_section(f.store, "Tuesday", "Tuesday A", "A"));
  auto not_there = director::remove_section(f.store, "Tuesday", "C");
  REQUIRE_FALSE(not_there);
  check_error(not_there.error(), "session.not_a_section",
              "'C' is not a section of session 'Tuesday' (see: bandeja session show 1)",
              "'C' no es una sección de la sesión 'Tuesday' (vea: bandeja session show 1)");
  auto out = director::remove_section(f.store, "Tuesday", "a");
  REQUIRE(out);
  CHECK(out->section == "A");
  CHECK(out->event.id == a.id);
  CHECK(f.store.event_info(a.id).section.empty());
  CHECK(director::show_session(f.store, "Tuesday")->sections.empty());
}

TEST_CASE("A session is ranked across the field only when its sections can be: a Howell and a Mitchell cannot") {
  File f;
  REQUIRE(director::create_session(f.store, "Tuesday", "", "section"));
  f.event("Tuesday A", "mitchell", 3);
  f.event("Tuesday B", "howell", 3);
  REQUIRE(director::add_section(f.store, "Tuesday", "Tuesday A", "A"));
  REQUIRE(director::add_section(f.store, "Tuesday", "Tuesday B", "B"));
  auto field = director::set_scope(f.store, "Tuesday", "field");
  REQUIRE_FALSE(field);
  CHECK(field.error().code == "session.winners_differ_2_1");
  CHECK(present::render(field.error(), Lang::En).starts_with("section A ('Tuesday A') is ranked in North-South"));
  CHECK(present::render(field.error(), Lang::Es).starts_with("la sección A ('Tuesday A') se clasifica en campos"));
  CHECK(f.store.find_session("Tuesday")->scope == "section");
  auto apart = director::set_scope(f.store, "Tuesday", "apart");
  REQUIRE(apart);
  CHECK(apart->scope == "section");
}
