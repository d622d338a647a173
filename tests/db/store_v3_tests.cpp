// Schema 3 of the event store: sessions and their sections, teams and their pairs, weighted
// scores (Law 12C1(c)), and the migration of a schema-2 file that keeps every result id.
#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include "bandeja/db/store.hpp"
#include "cli.hpp"
#include "store_fixtures.hpp"

using namespace bandeja;
using namespace bandeja::db;
using namespace bandeja::test::store_fixtures;
using bandeja::test::TempDir;

namespace {

score::Weighted sixty_forty() {
  return score::Weighted{{{6000, 420}, {4000, -50}}};
}

}  // namespace

TEST_CASE("Store: a session groups sections by letter, and a letter is used once a session") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id s = store.create_session("Tuesday 29 Nov", "2026-11-29", "field");
  auto a = toy_event("Tuesday A");
  a.session_id = s;
  a.section = "A";
  const Id ea = store.create_event(a);
  const Id eb = store.create_event(toy_event("Tuesday B"));
  CHECK_FALSE(store.event_info(eb).session_id.has_value());
  store.set_event_session(eb, s, "B");

  const auto info = store.session_info(s);
  CHECK(info.name == "Tuesday 29 Nov");
  CHECK(info.held_on == "2026-11-29");
  CHECK(info.scope == "field");
  CHECK(store.find_session("Tuesday 29 Nov") == info);
  CHECK(store.find_session(std::to_string(s)) == info);
  CHECK_FALSE(store.find_session("Wednesday").has_value());

  const auto sections = store.session_events(s);
  REQUIRE(sections.size() == 2);
  CHECK(sections[0].id == ea);
  CHECK(sections[0].section == "A");
  CHECK(sections[1].id == eb);
  CHECK(sections[1].section == "B");
  CHECK(store.load(eb).info.session_id == std::optional<Id>(s));

  // A third event cannot be section A too; the refusal says so and changes nothing.
  const Id ec = store.create_event(toy_event("Tuesday C"));
  CHECK_THROWS_WITH_AS(store.set_event_session(ec, s, "A"),
                       doctest::Contains("section letter is already used"), StoreError);
  CHECK(store.session_events(s).size() == 2);
  // Taken out of the session, an event is on its own again.
  store.set_event_session(eb, std::nullopt, "");
  CHECK(store.session_events(s).size() == 1);
  CHECK_FALSE(store.event_info(eb).session_id.has_value());
}

TEST_CASE("Store: a session's scope is section or field, and its name is unique") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id s = store.create_session("Tuesday");
  CHECK(store.session_info(s).scope == "section");
  store.set_session_scope(s, "field");
  CHECK(store.session_info(s).scope == "field");
  CHECK_THROWS_WITH_AS(store.set_session_scope(s, "everything"),
                       doctest::Contains("use section"), StoreError);
  CHECK_THROWS_WITH_AS(store.create_session("Tuesday"), doctest::Contains("already exists"),
                       StoreError);
  CHECK_THROWS_AS(store.create_session("  "), StoreError);
  CHECK_THROWS_AS(store.session_info(99), StoreError);
  CHECK(store.sessions().size() == 1);
}

TEST_CASE("Store: deleting a session leaves its sections as events on their own") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id s = store.create_session("Tuesday");
  auto a = toy_event("Tuesday A");
  a.session_id = s;
  a.section = "A";
  const Id ea = store.create_event(a);
  store.database().exec("DELETE FROM sessions WHERE id = " + std::to_string(s));
  CHECK_FALSE(store.event_info(ea).session_id.has_value());
  CHECK(store.results(ea).empty());
  CHECK(store.pairs(ea).size() == 4);
}

TEST_CASE("Store: a team has a name and its pairs, in order, and a pair plays for one team") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  auto e = toy_event();
  e.teams = {Team{"1", "García", {"1NS", "1EW"}}, Team{"2", "", {"2NS", "2EW"}}};
  const Id ev = store.create_event(e);
  CHECK(store.teams(ev) == e.teams);
  CHECK(store.load(ev).teams == e.teams);

  // Renaming replaces the name and keeps the order.
  store.put_team(ev, Team{"2", "Pérez", {"2NS", "2EW"}});
  const auto teams = store.teams(ev);
  REQUIRE(teams.size() == 2);
  CHECK(teams[0].id == "1");
  CHECK(teams[1].name == "Pérez");

  // 1NS already plays for team 1.
  CHECK_THROWS_WITH_AS(store.put_team(ev, Team{"3", "Otro", {"1NS"}}),
                       "team 3: pair 1NS already plays for team 1", StoreError);
  // 9NS is not a pair of the event.
  CHECK_THROWS_WITH_AS(store.put_team(ev, Team{"3", "Otro", {"9NS"}}),
                       doctest::Contains("not part of the event"), StoreError);
  CHECK(store.teams(ev).size() == 2);  // the refused writes stored nothing
}

TEST_CASE("Law 12C1(c): a weighted score is stored with its parts and read back equal") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id ev = store.create_event(toy_event());
  const Id id = store.insert_result(ev, line(1, 1, 1, "1NS", "1EW", sixty_forty(), std::nullopt));
  auto back = store.result(ev, id);
  REQUIRE(back);
  CHECK(back->entry == score::Entry{sixty_forty()});
  CHECK_FALSE(back->ns_score.has_value());

  // Shares with two decimals (thirds) survive the round trip exactly.
  const score::Weighted thirds{{{3333, 420}, {3333, 450}, {3334, -50}}};
  const Id id2 = store.insert_result(ev, line(2, 1, 1, "1NS", "1EW", thirds, std::nullopt));
  CHECK(store.result(ev, id2)->entry == score::Entry{thirds});

  // The audit log keeps the parts in the old and new values.
  auto changed = *back;
  changed.entry = score::Weighted{{{5000, 420}, {5000, 450}}};
  store.update_result(ev, changed, "director: ruling on board 1");
  const auto log = store.audit(ev);
  REQUIRE(log.size() == 3);
  CHECK(log[0].new_value->entry == score::Entry{sixty_forty()});
  CHECK(log[2].action == "update");
  CHECK(log[2].old_value->entry == score::Entry{sixty_forty()});
  CHECK(log[2].new_value->entry == changed.entry);
  CHECK(log[2].note == "director: ruling on board 1");
}

TEST_CASE("Store: the schema refuses a weighted row without its parts, or parts on another kind") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  store.create_event(toy_event());
  auto& db = store.database();
  const std::string head =
      "INSERT INTO results (event_id, board, ns, ew, kind, ns_score, weighted) VALUES (1, 1, "
      "'1NS', '1EW', ";
  CHECK_THROWS(db.exec(head + "'weighted', NULL, NULL)"));
  CHECK_THROWS(db.exec(head + "'weighted', NULL, '[[100,420]]')"));  // one part is no weighting
  CHECK_THROWS(db.exec(head + "'weighted', NULL, 'not json')"));
  CHECK_THROWS(db.exec(head + "'score', 420, '[[60,420],[40,-50]]')"));
  CHECK(db.execAndGet("SELECT count(*) FROM results").getInt() == 0);
}

TEST_CASE("Store: a schema-2 file is migrated to 3 keeping every result, its id and the id sequence") {
  TempDir dir;
  const std::string path = dir.file("v2.db");
  {
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    old.exec("PRAGMA foreign_keys = ON");
    old.exec(slurp(std::string(BANDEJA_SOURCE_DIR) + "/db/schema/0001_initial.sql"));
    old.exec(slurp(std::string(BANDEJA_SOURCE_DIR) + "/db/schema/0002_audit_log.sql"));
    old.exec("PRAGMA user_version = 2");
    old.exec("INSERT INTO events (id, name, winners) VALUES (1, 'Club night', 1)");
    old.exec("INSERT INTO pairs VALUES (1, '1', '', 1), (1, '2', '', 2), (1, '3', '', 3)");
    old.exec("INSERT INTO boards VALUES (1, 1, 'N', 0, 0, NULL), (1, 2, 'E', 1, 0, NULL)");
    old.exec("INSERT INTO results (event_id, board, ns, ew, kind, ns_score) VALUES "
             "(1, 1, '1', '2', 'score', 420)");
    old.exec("INSERT INTO results (event_id, board, ns, ew, kind, ns_pct, ew_pct) VALUES "
             "(1, 2, '1', '2', 'artificial', 60, 40)");
    old.exec("INSERT INTO results (event_id, board, ns, ew, kind, ns_score) VALUES "
             "(1, 1, '3', '1', 'score', -50)");
    old.exec("DELETE FROM results WHERE id = 3");  // the highest id is gone, not forgotten
  }
  auto store = Store::open(path);
  CHECK(store.database().execAndGet("PRAGMA user_version").getInt() == schema_version());  // migrated to the latest
  auto results = store.results(1);
  REQUIRE(results.size() == 2);
  CHECK(results[0].id == 1);
  CHECK(results[0].ns_score == std::optional<int>(420));
  CHECK(results[1].id == 2);
  CHECK(results[1].entry == score::Entry{score::Artificial{60, 40}});
  // The audit log of schema 2 is still read (it has no weighted key).
  auto log = store.audit(1);
  REQUIRE(log.size() == 4);
  CHECK(log[3].action == "delete");
  CHECK(log[3].result_id == 3);
  // A new line never takes id 3 again, and its audit record is written by the new triggers.
  const Id fresh = store.insert_result(
      1, line(1, 1, 1, "3", "1", sixty_forty(), std::nullopt), "after the upgrade");
  CHECK(fresh == 4);
  CHECK(store.audit(1).back().new_value->entry == score::Entry{sixty_forty()});
  // The old event belongs to no session, and the constraints of schema 3 hold.
  CHECK_FALSE(store.event_info(1).session_id.has_value());
  SQLite::Statement fk(store.database(), "PRAGMA foreign_key_check");
  CHECK_FALSE(fk.executeStep());  // no row: no broken reference
  CHECK(store.database().execAndGet("PRAGMA integrity_check").getString() == "ok");
}
