// How the event store reports what went wrong: every StoreError code provoked for real on a
// temporary file, its code, arguments and field, and its rendering by the director's catalogue
// in English (the same words as what()) and in Spanish (no English sentence left). Then the
// transactions: a Batch and the writes inside it (SQLiteCpp's Transaction and Savepoint).
#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <sqlite3.h>

#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "bandeja/db/store.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/store_errors.hpp"
#include "cli.hpp"
#include "store_fixtures.hpp"

using namespace bandeja;
using namespace bandeja::db;
using namespace bandeja::test::store_fixtures;
using bandeja::test::TempDir;

namespace {

// What one provoked failure must say.
struct Expected {
  StoreErrc code;
  std::vector<std::string> args;  // exactly these; "{path}" stands for the file's path
  std::string field;
  std::vector<std::string> en;    // words the English text has
  std::vector<std::string> es;    // words the Spanish text has
};

// Words of English sentences that a Spanish text must not carry.
const std::vector<std::string> kEnglishWords = {
    " the ",    " is ",      "there ", "already", "cannot", "could not", " has ",  " was ", "which",
    " pair ",   "board ",    "team ",  "event ",  "file ",  "try again", "upgrade", "busy",  "with "};

// Runs `provoke` (which must throw a StoreError) and checks the error against `want`.
void check(const std::function<void()>& provoke, Expected want, const std::string& path = "") {
  for (auto& a : want.args)
    if (a == "{path}") a = path;
  try {
    provoke();
    FAIL("no StoreError was thrown");
  } catch (const StoreError& e) {
    CHECK(code_name(e.code) == std::string(code_name(want.code)));
    CHECK(e.args == want.args);
    const Error err = director::from_store(e);
    CHECK(err.code == code_name(want.code));
    CHECK(present::known(err.code));
    CHECK(err.field == want.field);
    const std::string en = present::render(err, Lang::En);
    const std::string es = present::render(err, Lang::Es);
    CHECK(en == std::string(e.what()));  // what() and the catalogue say the same in English
    for (const auto& w : want.en) CHECK_MESSAGE(en.find(w) != std::string::npos, en, " lacks ", w);
    for (const auto& w : want.es) CHECK_MESSAGE(es.find(w) != std::string::npos, es, " lacks ", w);
    for (const auto& w : kEnglishWords) CHECK_MESSAGE(es.find(w) == std::string::npos, es, " has ", w);
  }
}

// Two events, the first with teams; a session with section A taken.
struct Club {
  TempDir dir;
  std::string path = dir.file("e.db");
  Store store = Store::open(path);
  Id session = store.create_session("Tuesday 29 Nov");
  Id ev = 0;
  Club() {
    auto e = toy_event("Tuesday A");
    e.session_id = session;
    e.section = "A";
    e.teams = {Team{"1", "García", {"1NS", "1EW"}}};
    ev = store.create_event(e);
    store.insert_result(ev, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420));
  }
};

}  // namespace

// The line already there follows the pair: its id, then its import and file line ("" when typed).
TEST_CASE("A pair plays a board once: a second result is store.result_exists, naming the pair and the line already there") {
  Club c;
  check([&] { c.store.insert_result(c.ev, line(1, 2, 2, "2NS", "1EW", four_spades(9), -50)); },
        {StoreErrc::result_exists, {"1", "2NS", "1EW", "1EW", "1", "", ""}, "ew",
         {"board 1 (2NS v 1EW)", "already has a result for pair 1EW"}, {"tablero 1", "ya tiene un resultado de la pareja 1EO"}});
  check([&] { c.store.insert_result(c.ev, line(1, 2, 2, "1NS", "2EW", four_spades(9), -50)); },
        {StoreErrc::result_exists, {"1", "1NS", "2EW", "1NS", "1", "", ""}, "ns", {"for pair 1NS"}, {"la pareja 1NS"}});
  // Correcting a line into a clash is refused the same way; the line itself does not clash.
  auto other = line(2, 1, 1, "1NS", "1EW", four_spades(10), 620);
  other.id = c.store.insert_result(c.ev, other);
  other.board = 1;
  check([&] { c.store.update_result(c.ev, other); },
        {StoreErrc::result_exists, {"1", "1NS", "1EW", "1NS", "1", "", ""}, "ns", {"already has a result"}, {"ya tiene"}});
  CHECK(c.store.results(c.ev).size() == 2);
}

TEST_CASE("The store keeps UTF-8 only: a name, a lead or a note that is not refuses the whole write, naming what and the byte") {
  Club c;
  const Pair before = c.store.pairs(c.ev)[0];
  Pair latin1 = before;
  latin1.players = {Player{"Ana Garc\xED" "a", std::nullopt}, Player{"Luis", std::nullopt}};
  check([&] { c.store.put_pair(c.ev, latin1); },
        {StoreErrc::not_utf8, {"player", "9"}, "player", {"player: the text is not UTF-8 (byte 9)", "nothing was stored"},
         {"jugador: el texto no está en UTF-8 (byte 9)", "no se guardó nada"}});
  CHECK(c.store.pairs(c.ev)[0] == before);
  auto bad_event = toy_event("Oto\xF1o");
  check([&] { c.store.create_event(bad_event); }, {StoreErrc::not_utf8, {"event", "4"}, "event", {"event: "}, {"evento: "}});
  CHECK(c.store.events().size() == 1);
  check([&] { c.store.set_event_details(c.ev, "Tuesday A", "", "Club \xC3(", "average"); },
        {StoreErrc::not_utf8, {"site", "6"}, "site", {"site: "}, {"lugar: "}});
  CHECK(c.store.event_info(c.ev).site.empty());
  score::Played played = four_spades(10);
  played.lead = "\xFF";
  check([&] { c.store.insert_result(c.ev, line(2, 1, 1, "1NS", "1EW", played, 420)); },
        {StoreErrc::not_utf8, {"lead", "1"}, "lead", {"lead: "}, {"salida: "}});
  check([&] { c.store.insert_result(c.ev, line(2, 1, 1, "1NS", "1EW", four_spades(10), 620), "by \x80"); },
        {StoreErrc::not_utf8, {"note", "4"}, "note", {"note: "}, {"nota: "}});
  CHECK(c.store.results(c.ev).size() == 1);
  // UTF-8 of every length is kept as it is.
  latin1.players[0].name = "Ana García 🂡 Ωμέγα";
  c.store.put_pair(c.ev, latin1);
  CHECK(c.store.pairs(c.ev)[0].players[0].name == "Ana García 🂡 Ωμέγα");
}

TEST_CASE("A result names a board and two pairs of its event, and two different pairs") {
  Club c;
  check([&] { c.store.insert_result(c.ev, line(3, 1, 1, "9NS", "1EW", four_spades(10), 420)); },
        {StoreErrc::result_pair_not_in_event, {"3", "9NS", "1EW", "9NS"}, "ns", {"pair 9NS is not part of the event"},
         {"la pareja 9NS no forma parte del evento"}});
  check([&] { c.store.insert_result(c.ev, line(2, 1, 1, "1NS", "9EW", four_spades(10), 420)); },
        {StoreErrc::result_pair_not_in_event, {"2", "1NS", "9EW", "9EW"}, "ew", {"pair 9EW"}, {"pareja 9EO"}});
  check([&] { c.store.insert_result(c.ev, line(9, 1, 1, "1NS", "1EW", four_spades(10), 420)); },
        {StoreErrc::result_board_not_in_event, {"9", "1NS", "1EW"}, "board", {"the board is not part of the event"},
         {"el tablero no forma parte del evento"}});
  check([&] { c.store.insert_result(c.ev, line(2, 1, 1, "1NS", "1NS", four_spades(10), 420)); },
        {StoreErrc::result_same_pair, {"2", "1NS", "1NS"}, "ew", {"cannot play against itself"},
         {"no puede jugar contra sí misma"}});
  check([&] { c.store.insert_result(99, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420)); },
        {StoreErrc::no_event, {"99"}, "event", {"there is no event 99"}, {"no hay ningún evento 99"}});
  CHECK(c.store.results(c.ev).size() == 1);
}

TEST_CASE("An event name is used once, checked apart from its section letter in the same write") {
  Club c;
  check([&] { c.store.create_event(toy_event("Tuesday A")); },
        {StoreErrc::event_name_taken, {"Tuesday A"}, "name", {"event 'Tuesday A'", "already exists"},
         {"evento 'Tuesday A'", "ya hay un evento con ese nombre"}});
  // Same name and same letter: the name is reported.
  auto both = toy_event("Tuesday A");
  both.session_id = c.session;
  both.section = "A";
  check([&] { c.store.create_event(both); },
        {StoreErrc::event_name_taken, {"Tuesday A"}, "name", {"already exists"}, {"ya hay un evento"}});
  CHECK(c.store.events().size() == 1);
}

TEST_CASE("A section letter is used once in a session, when creating an event or moving one") {
  Club c;
  auto b = toy_event("Tuesday B");
  b.session_id = c.session;
  b.section = "A";
  const std::vector<std::string> args{"A", std::to_string(c.session)};
  check([&] { c.store.create_event(b); },
        {StoreErrc::section_taken, args, "section", {"section 'A'", "already used in the session"},
         {"sección 'A'", "ya se usa en la sesión"}});
  CHECK(c.store.events().size() == 1);
  const Id lone = c.store.create_event(toy_event("Tuesday C"));
  check([&] { c.store.set_event_session(lone, c.session, "A"); },
        {StoreErrc::section_taken, args, "section", {"already used"}, {"ya se usa"}});
  check([&] { c.store.set_event_session(lone, 99, "B"); },
        {StoreErrc::no_session, {"99"}, "session", {"there is no session 99"}, {"no hay ninguna sesión 99"}});
  check([&] { c.store.set_event_session(98, c.session, "B"); },
        {StoreErrc::no_event, {"98"}, "event", {"there is no event 98"}, {"no hay ningún evento 98"}});
  auto orphan = toy_event("Tuesday D");
  orphan.session_id = 99;
  orphan.section = "D";
  check([&] { c.store.create_event(orphan); }, {StoreErrc::no_session, {"99"}, "session", {"no session 99"}, {"sesión 99"}});
}

TEST_CASE("A session name is used once, is not blank, and its scope is section or field") {
  Club c;
  check([&] { c.store.create_session("Tuesday 29 Nov"); },
        {StoreErrc::session_name_taken, {"Tuesday 29 Nov"}, "name", {"session 'Tuesday 29 Nov'", "already exists"},
         {"sesión 'Tuesday 29 Nov'", "ya hay una sesión con ese nombre"}});
  check([&] { c.store.create_session("  "); },
        {StoreErrc::value_rejected, {"session", "  ", std::to_string(SQLITE_CONSTRAINT_CHECK)}, "session",
         {"session   : the event file refuses these values"}, {"sesión   : el fichero de eventos no admite"}});
  check([&] { c.store.create_session("Friday", "", "everything"); },
        {StoreErrc::bad_scope, {"everything"}, "scope", {"scope 'everything'", "use section"}, {"ámbito 'everything'"}});
  check([&] { c.store.set_session_scope(c.session, "all"); }, {StoreErrc::bad_scope, {"all"}, "scope", {"'all'"}, {"'all'"}});
  check([&] { c.store.set_session_scope(99, "field"); },
        {StoreErrc::no_session, {"99"}, "session", {"no session 99"}, {"sesión 99"}});
  check([&] { c.store.session_info(99); }, {StoreErrc::no_session, {"99"}, "session", {"no session 99"}, {"sesión 99"}});
  CHECK(c.store.sessions().size() == 1);
}

TEST_CASE("A pair plays for one team of its event, and the refused team is not stored") {
  Club c;
  check([&] { c.store.put_team(c.ev, Team{"2", "Pérez", {"2NS", "1NS"}}); },
        {StoreErrc::pair_in_two_teams, {"2", "1NS", "1"}, "pair", {"team 2: pair 1NS already plays for team 1"},
         {"equipo 2: la pareja 1NS ya juega en el equipo 1"}});
  check([&] { c.store.put_team(c.ev, Team{"2", "Pérez", {"2NS", "9EW"}}); },
        {StoreErrc::team_pair_not_in_event, {"2", "9EW"}, "pair", {"team 2: pair 9EW is not part of the event"},
         {"equipo 2: la pareja 9EO no forma parte del evento"}});
  check([&] { c.store.put_team(99, Team{"2", "Pérez", {"2NS"}}); },
        {StoreErrc::no_event, {"99"}, "event", {"no event 99"}, {"evento 99"}});
  CHECK(c.store.teams(c.ev).size() == 1);
}

TEST_CASE("A movement seats pairs and plays boards of its own event") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  auto seats = toy_event("Mitchell");
  seats.movement->rows[1].ew = "7EW";
  check([&] { store.create_event(seats); },
        {StoreErrc::movement_pair_not_in_event, {"Mitchell", "7EW"}, "movement", {"seats pair 7EW"},
         {"sienta a la pareja 7EO"}});
  auto plays = toy_event("Mitchell");
  plays.movement->rows[2].boards = {5, 17};
  check([&] { store.create_event(plays); },
        {StoreErrc::movement_board_not_in_event, {"Mitchell", "17"}, "movement", {"plays board 17"},
         {"juega el tablero 17"}});
  CHECK(store.events().empty());  // nothing of either is left, pairs and boards included
  CHECK(store.database().execAndGet("SELECT count(*) FROM pairs").getInt() == 0);
}

TEST_CASE("A missing event, session or result is named by its id") {
  Club c;
  check([&] { c.store.event_info(42); }, {StoreErrc::no_event, {"42"}, "event", {"there is no event 42"}, {"evento 42"}});
  check([&] { c.store.delete_result(c.ev, 42); },
        {StoreErrc::no_result, {"42"}, "id", {"there is no result 42"}, {"no hay ningún resultado 42"}});
  auto l = line(3, 1, 2, "2NS", "2EW", four_spades(10), 420);
  l.id = 42;
  check([&] { c.store.update_result(c.ev, l); }, {StoreErrc::no_result, {"42"}, "id", {"result 42"}, {"resultado 42"}});
}

TEST_CASE("A file another program is writing is busy, not damaged, and says try again") {
  TempDir dir;
  const std::string path = dir.file("e.db");
  auto store = Store::open(path);
  store.database().setBusyTimeout(50);  // do not wait the usual 10 s
  SQLite::Database other(path, SQLite::OPEN_READWRITE);
  other.exec("BEGIN IMMEDIATE");
  const Expected busy{StoreErrc::busy, {"{path}"}, "file", {"is busy (another program holds it); try again"},
                      {"está ocupado (otro programa lo tiene abierto); inténtelo de nuevo"}};
  check([&] { store.create_event(toy_event()); }, busy, path);
  check([&] { store.create_session("Tuesday"); }, busy, path);
  check([&] { Store::Batch batch(store); }, busy, path);
  other.exec("ROLLBACK");
  CHECK(store.create_event(toy_event()) > 0);  // free again: the same store writes
}

TEST_CASE("A file written by a newer Bandeja is refused with both schema versions") {
  TempDir dir;
  const std::string path = dir.file("new.db");
  {
    SQLite::Database f(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    f.exec("PRAGMA user_version = 999");
  }
  check([&] { Store::open(path); },
        {StoreErrc::newer_schema, {"{path}", "999", std::to_string(schema_version())}, "file",
         {"was written by a newer Bandeja (schema 999", "upgrade Bandeja"},
         {"lo escribió un Bandeja más nuevo (esquema 999", "actualice Bandeja"}},
        path);
}

TEST_CASE("A migration that fails leaves the file as it was and names the migration") {
  TempDir dir;
  const std::string path = dir.file("broken.db");
  {
    SQLite::Database f(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    f.exec("PRAGMA user_version = 2");  // says schema 2, has none of its tables
  }
  check([&] { Store::open(path); },
        {StoreErrc::migration_failed, {"{path}", "0003_sessions_teams_weighted", std::to_string(SQLITE_ERROR)}, "file",
         {"could not upgrade", "migration 0003_sessions_teams_weighted"},
         {"no se pudo actualizar", "migración 0003_sessions_teams_weighted", "queda como estaba"}},
        path);
  SQLite::Database f(path, SQLite::OPEN_READONLY);
  CHECK(f.execAndGet("PRAGMA user_version").getInt() == 2);
}

TEST_CASE("A file that is not a database, or in a missing folder, cannot be an event file") {
  TempDir dir;
  const std::string text = dir.file("notes.txt");
  {
    std::ofstream out(text);
    for (int i = 0; i < 64; ++i) out << "Board 1: 4S by North, 10 tricks, +420. Board 2: passed out.\n";
  }
  check([&] { Store::open(text); },
        {StoreErrc::not_a_database, {"{path}"}, "file", {"is not a Bandeja event file"},
         {"no es un fichero de eventos de Bandeja"}},
        text);
  const std::string nowhere = dir.file("no/such/folder/e.db");
  check([&] { Store::open(nowhere); },
        {StoreErrc::cannot_open, {"{path}"}, "file", {"cannot open the event file", "folder exists"},
         {"no se puede abrir el fichero de eventos", "carpeta existe"}},
        nowhere);
  auto store = Store::open(dir.file("e.db"));
  check([&] { store.backup(nowhere); },
        {StoreErrc::backup_failed, {"{path}", std::to_string(SQLITE_CANTOPEN)}, "file", {"backup to", "failed"},
         {"la copia de seguridad en", "falló"}},
        nowhere);
}

TEST_CASE("Every store code has a catalogue text in both languages, the English one as what() says") {
  // The codes no test provokes for real (a full disk, a damaged file...) render too.
  const std::vector<std::pair<StoreErrc, std::vector<std::string>>> all = {
      {StoreErrc::no_event, {"1"}},
      {StoreErrc::no_session, {"1"}},
      {StoreErrc::no_result, {"1"}},
      {StoreErrc::newer_schema, {"e.db", "9", "3"}},
      {StoreErrc::migration_failed, {"e.db", "0003_x", "1"}},
      {StoreErrc::cannot_open, {"e.db"}},
      {StoreErrc::not_a_database, {"e.db"}},
      {StoreErrc::busy, {"e.db"}},
      {StoreErrc::read_only, {"e.db"}},
      {StoreErrc::disk_full, {"e.db"}},
      {StoreErrc::io_error, {"e.db"}},
      {StoreErrc::corrupt, {"e.db"}},
      {StoreErrc::backup_failed, {"copy.db", "14"}},
      {StoreErrc::bad_scope, {"all"}},
      {StoreErrc::event_name_taken, {"Tuesday"}},
      {StoreErrc::session_name_taken, {"Tuesday"}},
      {StoreErrc::section_taken, {"A", "1"}},
      {StoreErrc::result_exists, {"1", "1NS", "1EW", "1NS"}},
      {StoreErrc::result_board_not_in_event, {"9", "1NS", "1EW"}},
      {StoreErrc::result_pair_not_in_event, {"1", "9NS", "1EW", "9NS"}},
      {StoreErrc::result_same_pair, {"1", "1NS", "1NS"}},
      {StoreErrc::team_pair_not_in_event, {"2", "9NS"}},
      {StoreErrc::pair_in_two_teams, {"2", "1NS", "1"}},
      {StoreErrc::movement_pair_not_in_event, {"Tuesday", "9NS"}},
      {StoreErrc::movement_board_not_in_event, {"Tuesday", "99"}},
      {StoreErrc::not_utf8, {"player", "5"}},
      {StoreErrc::value_rejected, {"board", "3", "275"}},
      {StoreErrc::sqlite_error, {"e.db", "1"}},
  };
  for (const auto& [code, args] : all) {
    CAPTURE(code_name(code));
    const StoreError e(code, args);
    const Error err = director::from_store(e);
    CHECK(present::known(err.code));
    CHECK_FALSE(err.field.empty());
    const std::string en = present::render(err, Lang::En);
    const std::string es = present::render(err, Lang::Es);
    CHECK(en == std::string(e.what()));
    CHECK(es != en);
    for (const auto& w : kEnglishWords) CHECK_MESSAGE(es.find(w) == std::string::npos, es, " has ", w);
  }
  CHECK(present::render(director::from_store(StoreError(StoreErrc::value_rejected, {"board", "3", "275"})),
                         Lang::Es) == "tablero 3: el fichero de eventos no admite estos valores (error de SQLite 275)");
}

// ------------------------------------------------------------------ batches

TEST_CASE("A Batch destroyed without commit stores nothing, its nested writes included") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  {
    Store::Batch batch(store);
    auto e = toy_event();
    e.teams = {Team{"1", "García", {"1NS", "1EW"}}};
    const Id id = store.create_event(e);  // -> put_pair, put_team, put_board: one transaction
    store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420), "enter");
    CHECK(store.load(id).results.size() == 1);  // the batch reads what it wrote
  }
  CHECK(store.events().empty());
  auto& db = store.database();
  for (const char* table : {"pairs", "players", "boards", "teams", "team_pairs", "results", "audit_log"})
    CHECK_MESSAGE(db.execAndGet(std::string("SELECT count(*) FROM ") + table).getInt() == 0, table);
}

TEST_CASE("Nested writes join the open Batch, and a failed one undoes only itself") {
  TempDir dir;
  const std::string path = dir.file("e.db");
  auto store = Store::open(path);
  Id id = 0;
  {
    Store::Batch batch(store);
    id = store.create_event(toy_event());
    store.put_team(id, Team{"1", "García", {"1NS", "1EW"}});
    // Team 2 is written (its name), then its pair 1NS is refused: all of team 2 is undone.
    CHECK_THROWS_AS(store.put_team(id, Team{"2", "Pérez", {"2NS", "1NS"}}), StoreError);
    store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420));
    CHECK_THROWS_AS(store.insert_result(id, line(1, 2, 2, "2NS", "1EW", four_spades(9), -50)), StoreError);
    // Nothing is visible to another connection before the commit.
    SQLite::Database other(path, SQLite::OPEN_READONLY);
    CHECK(other.execAndGet("SELECT count(*) FROM events").getInt() == 0);
    batch.commit();
  }
  const auto ev = store.load(id);
  REQUIRE(ev.teams.size() == 1);
  CHECK(ev.teams[0].name == "García");
  CHECK(ev.results.size() == 1);
  CHECK(ev.pairs.size() == 4);
}

TEST_CASE("A Batch inside a Batch is a savepoint: dropped, only its own writes are undone") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  {
    Store::Batch outer(store);
    store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420));
    {
      Store::Batch inner(store);
      store.insert_result(id, line(2, 1, 1, "1NS", "1EW", four_spades(10), 620));
    }  // dropped
    {
      Store::Batch inner(store);
      store.insert_result(id, line(3, 1, 2, "2NS", "2EW", four_spades(10), 420));
      inner.commit();
    }
    outer.commit();
  }
  std::vector<int> boards;
  for (const auto& r : store.results(id)) boards.push_back(r.board);
  CHECK(boards == std::vector<int>{1, 3});
}

TEST_CASE("The audit note of a write undone inside a Batch is set again by the next write") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420), "first");
  {
    Store::Batch batch(store);
    // Sets the note "import", then is refused: the note goes back to "first" with it.
    CHECK_THROWS_AS(store.insert_result(id, line(1, 2, 2, "2NS", "1EW", four_spades(9), -50), "import"), StoreError);
    store.insert_result(id, line(3, 1, 2, "2NS", "2EW", four_spades(10), 420), "import");
    store.insert_result(id, line(4, 1, 2, "2NS", "2EW", four_spades(10), 620), "import");
    batch.commit();
  }
  std::vector<std::string> notes;
  for (const auto& a : store.audit(id)) notes.push_back(a.note);
  CHECK(notes == std::vector<std::string>{"first", "import", "import"});
}

TEST_CASE("A refused line leaves the store ready for the next one") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  // The one prepared insert statement is reused: its last error must not come back.
  CHECK_THROWS_AS(store.insert_result(id, line(9, 1, 1, "1NS", "1EW", four_spades(10), 420)), StoreError);
  CHECK(store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420)) > 0);
  CHECK_THROWS_AS(store.insert_result(id, line(1, 2, 2, "2NS", "1EW", four_spades(9), -50)), StoreError);
  CHECK(store.insert_result(id, line(3, 1, 2, "2NS", "2EW", four_spades(10), 420)) > 0);
  CHECK(store.results(id).size() == 2);
}

TEST_CASE("The audit note of a Batch dropped inside a Batch is set again by the next write") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420), "first");
  {
    Store::Batch outer(store);
    {
      Store::Batch inner(store);
      store.insert_result(id, line(2, 1, 1, "1NS", "1EW", four_spades(10), 620), "import");
    }  // dropped: its line and its note are undone
    store.insert_result(id, line(3, 1, 2, "2NS", "2EW", four_spades(10), 420), "import");
    outer.commit();
  }
  std::vector<std::string> notes;
  for (const auto& a : store.audit(id)) notes.push_back(a.note);
  CHECK(notes == std::vector<std::string>{"first", "import"});
}

namespace {

// A field of 40 tables, no movement (as an import makes it), and twelve boards.
NewEvent congress() {
  NewEvent e;
  e.name = "Congress";
  for (int t = 1; t <= 40; ++t) {
    e.pairs.push_back(Pair{std::to_string(t) + "NS", "NS", {}});
    e.pairs.push_back(Pair{std::to_string(t) + "EW", "EW", {}});
  }
  for (int b = 1; b <= 12; ++b)
    e.boards.push_back(Board{b, static_cast<score::Seat>((b - 1) % 4),
                             score::Vulnerability{b == 2 || b == 4, b == 3 || b == 4}, std::nullopt, std::nullopt});
  return e;
}

// Every table's line on boards `first`..`last`, as an import gives them.
std::vector<Store::ImportLine> imported_lines(int first, int last) {
  std::vector<Store::ImportLine> out;
  for (int b = first; b <= last; ++b)
    for (int t = 1; t <= 40; ++t)
      out.push_back({line(b, 1, t, std::to_string(t) + "NS", std::to_string(t) + "EW", four_spades(10), 420),
                     int(out.size()) + 2});
  return out;
}

size_t audited_inserts(const Store& s, Id ev) {
  size_t n = 0;
  for (const auto& a : s.audit(ev)) n += a.action == "insert";
  return n;
}

// Read by another connection, as the server or the sqlite3 shell sees the file.
bool insert_audit_trigger(const std::string& path) {
  SQLite::Database f(path, SQLite::OPEN_READONLY);
  return f.execAndGet("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name = 'results_audit_insert'")
             .getInt() == 1;
}

}  // namespace

TEST_CASE("A bulk import leaves every other insert audited: a typed line in its Batch, after it commits, after it is undone, and the sqlite3 shell's") {
  TempDir dir;
  const std::string path = dir.file("congress.db");
  Store s = Store::open(path);
  const Id ev = s.create_event(congress());
  {
    Store::Batch b(s);
    const Id imp = s.begin_import(ev, "big.csv", "import travellers big.csv");
    const auto lines = imported_lines(1, 7);  // 280 lines: the import's own audit trigger is off
    CHECK(s.insert_imported(ev, imp, lines).refused.empty());
    CHECK(insert_audit_trigger(path));  // another connection never sees the file without it
    s.insert_result(ev, line(8, 1, 1, "1NS", "1EW", four_spades(9), -50), "typed in the same batch");
    s.end_import(imp, lines.size(), 0, std::string(64, '0'));
    b.commit();
  }
  CHECK(insert_audit_trigger(path));
  CHECK(audited_inserts(s, ev) == 1);  // the typed line; the 280 are the import's one entry
  {
    Store::Batch b(s);
    const Id imp = s.begin_import(ev, "more.csv", "import travellers more.csv");
    CHECK(s.insert_imported(ev, imp, imported_lines(9, 10)).refused.empty());
  }  // undone
  CHECK(insert_audit_trigger(path));
  CHECK(s.results(ev).size() == 281);
  s.insert_result(ev, line(9, 1, 1, "1NS", "1EW", four_spades(11), 450), "typed after an undone import");
  CHECK(audited_inserts(s, ev) == 2);
  {
    SQLite::Database shell(path, SQLite::OPEN_READWRITE);
    const std::string e = std::to_string(ev);
    shell.exec("INSERT INTO results (event_id, board, round, table_no, ns_pair, ew_pair, kind, ns_score) VALUES (" + e +
               ", 9, 1, 2, (SELECT seq FROM pairs WHERE event_id = " + e + " AND pair_id = '2NS'), "
               "(SELECT seq FROM pairs WHERE event_id = " + e + " AND pair_id = '2EW'), 'score', 420)");
  }
  CHECK(audited_inserts(s, ev) == 3);
  // An import outside any Batch is its own transaction, and puts the trigger back before it commits.
  const Id imp = s.begin_import(ev, "last.csv", "import travellers last.csv");
  CHECK(s.insert_imported(ev, imp, imported_lines(11, 12)).refused.empty());
  CHECK(insert_audit_trigger(path));
  s.insert_result(ev, line(9, 1, 3, "3NS", "3EW", four_spades(10), 420), "typed after an import of its own");
  CHECK(audited_inserts(s, ev) == 4);
}

TEST_CASE("An import's lines name the right pairs when pairs are added, undone, or renumbered by another connection between its chunks") {
  // Lines are stored with their pairs' numbers in the event, bound from a map the store keeps
  // from one chunk of an import to the next: a pair written in between must be seen, and a
  // number freed by an undone pair and given to another must name that other pair.
  TempDir dir;
  Store s = Store::open(dir.file("congress.db"));
  const Id ev = s.create_event(congress());
  auto pair_line = [](int board, const std::string& ns, const std::string& ew, int file_line) {
    return Store::ImportLine{line(board, 1, 1, ns, ew, four_spades(10), 420), file_line};
  };
  Store::Batch b(s);
  const Id imp = s.begin_import(ev, "late.csv", "import travellers late.csv");
  CHECK(s.insert_imported(ev, imp, imported_lines(1, 2)).refused.empty());  // the map is read
  s.insert_new_boards(ev, {Board{13, score::Seat::North, score::Vulnerability{true, false}, std::nullopt, std::nullopt}});
  CHECK(s.insert_imported(ev, imp, {pair_line(13, "7NS", "9EW", 99)}).refused.empty());  // kept across a board
  s.insert_new_pairs(ev, {Pair{"41NS", "NS", {}}, Pair{"41EW", "EW", {}}});
  CHECK(s.insert_imported(ev, imp, {pair_line(3, "41NS", "41EW", 100)}).refused.empty());
  {
    Store::Batch undone(s);
    s.insert_new_pairs(ev, {Pair{"42NS", "NS", {}}});
    CHECK(s.insert_imported(ev, imp, {pair_line(4, "42NS", "1EW", 101)}).refused.empty());
  }  // 42NS and its line are gone; its number is free again
  s.insert_new_pairs(ev, {Pair{"43NS", "NS", {}}, Pair{"45NS", "NS", {}}});  // 43NS takes the number 42NS had
  const auto late = s.insert_imported(ev, imp, {pair_line(5, "43NS", "2EW", 102), pair_line(6, "42NS", "3EW", 103)});
  REQUIRE(late.refused.size() == 1);  // 42NS is no pair of the event any more
  CHECK(late.refused[0].index == 1);
  CHECK(late.refused[0].error.code == StoreErrc::result_pair_not_in_event);
  b.commit();
  // Between two Batches another connection (the sqlite3 shell) removes 45NS, which has no line,
  // and gives its number to a new pair 46NS: the next Batch binds from the file as it is now.
  {
    SQLite::Database shell(dir.file("congress.db"), SQLite::OPEN_READWRITE);
    const std::string e = std::to_string(ev);
    shell.exec("PRAGMA foreign_keys = ON");
    const std::string number =
        shell.execAndGet("SELECT seq FROM pairs WHERE event_id = " + e + " AND pair_id = '45NS'").getString();
    shell.exec("DELETE FROM pairs WHERE event_id = " + e + " AND pair_id = '45NS'");
    shell.exec("INSERT INTO pairs (event_id, pair_id, field, seq) VALUES (" + e + ", '46NS', 'NS', " + number + ")");
  }
  {
    Store::Batch again(s);
    const auto after = s.insert_imported(ev, imp, {pair_line(7, "46NS", "4EW", 104), pair_line(8, "45NS", "5EW", 105)});
    REQUIRE(after.refused.size() == 1);  // 45NS is gone: never stored as the pair now holding its number
    CHECK(after.refused[0].index == 1);
    CHECK(after.refused[0].error.code == StoreErrc::result_pair_not_in_event);
    again.commit();
  }
  std::map<int, std::pair<std::string, std::string>> by_board;
  for (const auto& l : s.results(ev))
    if (l.board >= 3) by_board[l.board] = {l.ns, l.ew};
  CHECK(by_board == std::map<int, std::pair<std::string, std::string>>{
                        {3, {"41NS", "41EW"}}, {5, {"43NS", "2EW"}}, {7, {"46NS", "4EW"}}, {13, {"7NS", "9EW"}}});
}
