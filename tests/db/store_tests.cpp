// The event store (db/store.hpp): schema and migrations, constraints, round trips of every
// value type, the audit log, batches, two writers at once, backup.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <fstream>
#include <sstream>

#include "bandeja/db/store.hpp"
#include "cli.hpp"
#include "store_fixtures.hpp"

using namespace bandeja;
using namespace bandeja::db;
using namespace bandeja::test::store_fixtures;
using bandeja::test::TempDir;

TEST_CASE("Store: a new file gets the latest schema, foreign keys on, WAL journal") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  auto& db = store.database();
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == schema_version());
  CHECK(schema_version() >= 2);
  CHECK(db.execAndGet("PRAGMA foreign_keys").getInt() == 1);
  CHECK(db.execAndGet("PRAGMA journal_mode").getString() == "wal");
  // Opening again migrates nothing and loses nothing.
  Id id = store.create_event(toy_event());
  auto again = Store::open(dir.file("e.db"));
  CHECK(again.event_info(id).name == "Tuesday");
}

TEST_CASE("Store: an event with its movement, pairs and boards reads back as written") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const NewEvent ne = toy_event();
  const Id id = store.create_event(ne);
  const Event ev = store.load(id);
  CHECK(ev.info.name == "Tuesday");
  CHECK(ev.info.movement_type == "mitchell");
  CHECK(ev.info.rounds == 2);
  CHECK(ev.info.winners == 2);
  CHECK(ev.rows == ne.movement->rows);
  CHECK(ev.pairs == ne.pairs);
  CHECK(ev.pairs[0].names() == "Ana García \u2013 Luis Pérez");
  CHECK(ev.boards == ne.boards);
  CHECK(store.find_event("Tuesday")->id == id);
  CHECK(store.find_event(std::to_string(id))->id == id);
  CHECK_FALSE(store.find_event("Wednesday").has_value());
  CHECK_THROWS_AS(store.create_event(ne), StoreError);  // the name is taken
}

TEST_CASE("Store: every kind of entry is stored and read back with its NS score") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  score::Played with_lead = four_spades(11);
  with_lead.lead = "HK";
  std::vector<ResultLine> lines{
      line(1, 1, 1, "1NS", "1EW", with_lead, 450),
      line(2, 1, 1, "1NS", "1EW", score::PassedOut{}, 0),
      line(3, 1, 2, "2NS", "2EW", score::ScoreOnly{-100}, -100),
      line(4, 1, 2, "2NS", "2EW", score::Artificial{60, 40}, std::nullopt),
      line(5, 2, 1, "1NS", "2EW", score::NotPlayed{}, std::nullopt),
      line(6, 2, 1, "1NS", "2EW",
           score::Played{{7, score::Strain::NoTrump, score::Doubling::Redoubled}, score::Seat::West, 0, std::nullopt},
           7600),
  };
  for (auto& l : lines) l.id = store.insert_result(id, l);
  auto back = store.results(id);
  REQUIRE(back.size() == lines.size());
  for (const auto& l : lines) {
    auto r = store.result(id, l.id);
    REQUIRE(r.has_value());
    CHECK(r->entry == l.entry);
    CHECK(r->ns_score == l.ns_score);
    CHECK(r->round == l.round);
    CHECK(r->table == l.table);
    CHECK_FALSE(r->updated_at.empty());
  }
  CHECK(store.result(id, lines[0].id)->lead() == std::optional<std::string>("HK"));
  CHECK(store.results_for(id, 5, "2EW").size() == 1);
  CHECK(store.results_for(id, 3, "2EW").size() == 1);
}

TEST_CASE("Store: an event read for its ranking gives each line's stored score alone, in the order results() gives the lines") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  // Stored out of order: board 5 before board 1, and on board 1 table 2 (2NS) before table 1.
  std::vector<ResultLine> lines{
      line(5, 2, 1, "1NS", "2EW", score::NotPlayed{}, std::nullopt),
      line(1, 1, 2, "2NS", "2EW", score::ScoreOnly{-100}, -100),
      line(1, 1, 1, "1NS", "1EW", four_spades(11), 450),
      line(2, 1, 1, "1NS", "1EW", score::PassedOut{}, 0),
      line(3, 1, 2, "2NS", "2EW", score::Artificial{60, 40}, std::nullopt),
      line(6, 2, 1, "1NS", "2EW", score::Weighted{{{6000, 420}, {4000, -50}}}, std::nullopt),
  };
  lines[1].round = std::nullopt;  // a line without its round comes first on its board
  lines[1].table = std::nullopt;
  for (auto& l : lines) l.id = store.insert_result(id, l);
  std::vector<ScoredLine> given;
  const Event lean = store.load(id, [&](ScoredLine&& l) { given.push_back(std::move(l)); });
  const Event whole = store.load(id);
  CHECK(lean.results.empty());
  CHECK(lean.pairs == whole.pairs);
  CHECK(lean.boards == whole.boards);
  CHECK(lean.rows == whole.rows);
  REQUIRE(given.size() == whole.results.size());
  for (size_t i = 0; i < given.size(); ++i) {
    CAPTURE(i);
    const ResultLine& r = whole.results[i];
    CHECK(given[i].id == r.id);
    CHECK(given[i].board == r.board);
    CHECK(given[i].round == r.round);
    CHECK(given[i].table == r.table);
    CHECK(given[i].ns == r.ns);
    CHECK(given[i].ew == r.ew);
    CHECK(given[i].ns_score == r.ns_score);
    // A played, passed-out or score-only line is its stored score; the others as stored.
    const bool scored = std::holds_alternative<score::Played>(r.entry) || std::holds_alternative<score::PassedOut>(r.entry) ||
                        std::holds_alternative<score::ScoreOnly>(r.entry);
    if (scored) CHECK(given[i].entry == score::Entry{score::ScoreOnly{*r.ns_score}});
    else CHECK(given[i].entry == r.entry);
  }
  CHECK(given[0].board == 1);
  CHECK_FALSE(given[0].round.has_value());
  CHECK(given[1].table == 1);
  // With a head reader, the event without its lines comes first (whole, as the lean read gives
  // it), then the same lines in the same order: a ranking can take each board as it comes.
  size_t lines_before_head = SIZE_MAX, seen = 0;
  std::vector<ScoredLine> after;
  const Event headed = store.load(
      id,
      [&](const Event& head) {
        lines_before_head = seen;
        CHECK(head.pairs == whole.pairs);
        CHECK(head.rows == whole.rows);
        CHECK(head.boards == whole.boards);
        CHECK(head.rulings == whole.rulings);
        CHECK(head.results.empty());
      },
      [&](ScoredLine&& l) {
        ++seen;
        after.push_back(std::move(l));
      });
  CHECK(lines_before_head == 0);
  CHECK(headed.pairs == whole.pairs);
  REQUIRE(after.size() == given.size());
  for (size_t i = 0; i < after.size(); ++i) CHECK(after[i].id == given[i].id);
}

TEST_CASE("Store: a pair plays a board once — a second line for the board and pair is refused") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420));
  try {
    store.insert_result(id, line(1, 2, 2, "2NS", "1EW", four_spades(9), -50));
    FAIL("a second result for board 1 and pair 1EW was accepted");
  } catch (const StoreError& e) {
    CHECK(std::string(e.what()) == "board 1 (2NS v 1EW): this board already has a result for pair 1EW");
  }
  CHECK(store.results(id).size() == 1);
}

TEST_CASE("Store: constraints refuse a pair or board not in the event and inconsistent rows") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  CHECK_THROWS_WITH_AS(store.insert_result(id, line(1, 1, 1, "9NS", "1EW", four_spades(10), 420)),
                       "board 1 (9NS v 1EW): pair 9NS is not part of the event", StoreError);
  CHECK_THROWS_AS(store.insert_result(id, line(9, 1, 1, "1NS", "1EW", four_spades(10), 420)), StoreError);
  CHECK_THROWS_AS(store.insert_result(id, line(1, 1, 1, "1NS", "1NS", four_spades(10), 420)), StoreError);
  // Straight SQL cannot store a played line without its contract, a score that is not x10, or
  // a pair (by its number in the event) that the event does not have. Each refusal is checked
  // against the same statement with good values, which is stored (then taken away again).
  auto& db = store.database();
  const std::string ev = std::to_string(id);
  auto number = [&](const std::string& pair) {
    return std::to_string(db.execAndGet("SELECT seq FROM pairs WHERE event_id = " + ev + " AND pair_id = '" + pair + "'").getInt64());
  };
  const std::string ns = number("1NS"), ew = number("1EW");
  auto insert = [&](const std::string& ns_pair, const std::string& ew_pair, const std::string& kind_and_score) {
    db.exec("INSERT INTO results (event_id, board, ns_pair, ew_pair, kind, ns_score, ns_pct, ew_pct) VALUES (" + ev +
            ", 1, " + ns_pair + ", " + ew_pair + ", " + kind_and_score + ")");
  };
  CHECK_NOTHROW(insert(ns, ew, "'score', 420, NULL, NULL"));
  db.exec("DELETE FROM results");
  CHECK_THROWS(db.exec("INSERT INTO results (event_id, board, ns_pair, ew_pair, kind, ns_score) VALUES (" + ev + ", 1, " +
                       ns + ", " + ew + ", 'played', 420)"));
  CHECK_THROWS(insert(ns, ew, "'score', 425, NULL, NULL"));
  CHECK_THROWS(insert(ns, ew, "'pass', 50, NULL, NULL"));
  CHECK_THROWS(insert(ns, ew, "'artificial', NULL, 60, NULL"));
  CHECK_THROWS(insert(ns, ns, "'score', 420, NULL, NULL"));     // a pair against itself
  CHECK_THROWS(insert("999", ew, "'score', 420, NULL, NULL"));  // no pair 999 in the event
  CHECK_THROWS(insert("NULL", ew, "'score', 420, NULL, NULL"));
  {
    // A pair of another event, by its number there, is not a pair of this one.
    const Id second = store.create_event(toy_event("Wednesday"));
    store.put_pair(second, Pair{"9NS", "NS", {}});  // a number past this event's last
    const auto nine = db.execAndGet("SELECT seq FROM pairs WHERE event_id = " + std::to_string(second) +
                                    " AND pair_id = '9NS'").getInt64();
    REQUIRE(db.execAndGet("SELECT count(*) FROM pairs WHERE event_id = " + ev + " AND seq = " + std::to_string(nine)).getInt() == 0);
    CHECK_THROWS(insert(std::to_string(nine), ew, "'score', 420, NULL, NULL"));
  }
  CHECK_THROWS(db.exec("INSERT INTO boards (event_id, number, dealer, vul_ns, vul_ew) VALUES (" + ev + ", 5, 'X', 0, 0)"));
  CHECK(store.results(id).empty());
}

TEST_CASE("Store: the audit log records every insert, change and delete with old and new value") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  ResultLine l = line(1, 1, 1, "1NS", "1EW", four_spades(10), 420);
  l.id = store.insert_result(id, l, "enter");
  ResultLine changed = l;
  changed.entry = four_spades(11);
  changed.ns_score = 450;
  store.update_result(id, changed, "result edit");
  store.delete_result(id, l.id, "result delete");
  auto log = store.audit(id);
  REQUIRE(log.size() == 3);
  CHECK(log[0].action == "insert");
  CHECK(log[0].note == "enter");
  CHECK_FALSE(log[0].old_value.has_value());
  REQUIRE(log[0].new_value.has_value());
  CHECK(log[0].new_value->entry == l.entry);
  CHECK(log[0].new_value->ns_score == std::optional<int>(420));
  CHECK(log[1].action == "update");
  CHECK(log[1].note == "result edit");
  CHECK(log[1].old_value->entry == l.entry);
  CHECK(log[1].new_value->entry == changed.entry);
  CHECK(log[1].new_value->ns_score == std::optional<int>(450));
  CHECK(log[2].action == "delete");
  CHECK(log[2].old_value->entry == changed.entry);
  CHECK_FALSE(log[2].new_value.has_value());
  for (const auto& a : log) {
    CHECK(a.result_id == l.id);
    CHECK(a.at.size() >= 19);  // "YYYY-MM-DD HH:MM:SS..."
  }
  // A result id is never reused, so the log's ids stay unambiguous.
  const Id next = store.insert_result(id, l);
  CHECK(next > l.id);
  // Straight SQL is audited too (the log is written by triggers).
  store.database().exec("DELETE FROM results");
  CHECK(store.audit(id).back().action == "delete");
}

TEST_CASE("Store: a batch stores all its lines at commit, and none when dropped") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  {
    Store::Batch batch(store);
    store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420));
    store.insert_result(id, line(2, 1, 1, "1NS", "1EW", four_spades(10), 620));
    // no commit: an error before the end of the file
  }
  CHECK(store.results(id).empty());
  CHECK(store.audit(id).empty());
  {
    Store::Batch batch(store);
    store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420));
    store.insert_result(id, line(2, 1, 1, "1NS", "1EW", four_spades(10), 620));
    batch.commit();
  }
  CHECK(store.results(id).size() == 2);
}

TEST_CASE("Store: a file of schema 1 is migrated on open, keeping its results and auditing them") {
  TempDir dir;
  const std::string path = dir.file("old.db");
  {
    // Build a schema-1 file exactly as version 1 wrote it.
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    old.exec(slurp(std::string(BANDEJA_SOURCE_DIR) + "/db/schema/0001_initial.sql"));
    old.exec("PRAGMA user_version = 1");
    old.exec("INSERT INTO events (id, name) VALUES (1, 'Old club night')");
    old.exec("INSERT INTO pairs VALUES (1, '1', '', 1), (1, '2', '', 2)");
    old.exec("INSERT INTO players VALUES (1, '1', 1, 'Ana'), (1, '1', 2, 'Luis')");
    old.exec("INSERT INTO boards VALUES (1, 1, 'N', 0, 0, NULL)");
    old.exec("INSERT INTO results (event_id, board, ns, ew, kind, level, strain, doubling, "
             "declarer, tricks, ns_score, updated_at) VALUES (1, 1, '1', '2', 'played', 3, 'NT', 0, "
             "'S', 9, 400, '2026-01-02 20:00:00')");
  }
  auto store = Store::open(path);
  CHECK(store.database().execAndGet("PRAGMA user_version").getInt() == schema_version());
  auto results = store.results(1);
  REQUIRE(results.size() == 1);
  CHECK(results[0].ns_score == std::optional<int>(400));
  CHECK(std::get<score::Played>(results[0].entry).contract.strain == score::Strain::NoTrump);
  auto log = store.audit(1);
  REQUIRE(log.size() == 1);
  CHECK(log[0].action == "insert");
  CHECK(log[0].note == "migrated from schema 1");
  CHECK(log[0].at == "2026-01-02 20:00:00");
  CHECK(log[0].new_value->entry == results[0].entry);
  // New columns of schema 2 work on the migrated file.
  auto pairs = store.pairs(1);
  pairs[0].players[0].national_id = "ES-99";
  store.put_pair(1, pairs[0]);
  CHECK(store.pairs(1)[0].players[0].national_id == std::optional<std::string>("ES-99"));
  CHECK(store.pairs(1)[0].names() == "Ana \u2013 Luis");
}

TEST_CASE("Store: a file from a newer Bandeja is refused, untouched") {
  TempDir dir;
  const std::string path = dir.file("new.db");
  {
    SQLite::Database f(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    f.exec("PRAGMA user_version = 999");
  }
  CHECK_THROWS_AS(Store::open(path), StoreError);
  SQLite::Database f(path, SQLite::OPEN_READONLY);
  CHECK(f.execAndGet("PRAGMA user_version").getInt() == 999);
}

TEST_CASE("Store: two processes writing one file at once lose nothing") {
  TempDir dir;
  const std::string path = dir.file("e.db");
  NewEvent ne;
  ne.name = "Big";
  const int boards = 300;
  ne.pairs = {{"A", "", {}}, {"B", "", {}}, {"C", "", {}}, {"D", "", {}}};
  for (int b = 1; b <= boards; ++b) ne.boards.push_back(Board{b, score::Seat::North, {}, std::nullopt, std::nullopt});
  Id id = 0;
  {
    auto store = Store::open(path);
    id = store.create_event(ne);
  }
  auto writer = [&](const std::string& ns, const std::string& ew) {
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      int code = 0;
      try {
        auto store = Store::open(path);
        for (int b = 1; b <= boards; ++b) {
          ResultLine r;
          r.board = b;
          r.ns = ns;
          r.ew = ew;
          r.entry = score::ScoreOnly{10 * b};
          r.ns_score = 10 * b;
          store.insert_result(id, r, "writer " + ns);  // one transaction per line
        }
      } catch (...) {
        code = 1;
      }
      _exit(code);
    }
    return pid;
  };
  pid_t a = writer("A", "B");
  pid_t b = writer("C", "D");
  int sa = 0, sb = 0;
  waitpid(a, &sa, 0);
  waitpid(b, &sb, 0);
  CHECK(WIFEXITED(sa));
  CHECK(WEXITSTATUS(sa) == 0);
  CHECK(WEXITSTATUS(sb) == 0);
  auto store = Store::open(path);
  CHECK(store.results(id).size() == 2 * boards);
  CHECK(store.audit(id).size() == 2 * boards);
}

TEST_CASE("Store: backup copies the whole file, readable on its own") {
  TempDir dir;
  auto store = Store::open(dir.file("e.db"));
  const Id id = store.create_event(toy_event());
  store.insert_result(id, line(1, 1, 1, "1NS", "1EW", four_spades(10), 420));
  store.backup(dir.file("copy.db"));
  auto copy = Store::open(dir.file("copy.db"));
  CHECK(copy.results(id).size() == 1);
  CHECK(copy.load(id).rows == store.load(id).rows);
  CHECK(copy.audit(id).size() == 1);
}

TEST_CASE("Store: a schema-5 file is migrated (through 6) keeping its hand records, and a board's analysis is stored whole from then on") {
  TempDir dir;
  const std::string path = dir.file("v5.db");
  {
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    old_schema(old, 5);
    old.exec("INSERT INTO events (id, name) VALUES (1, 'Club night')");
    old.exec("INSERT INTO boards VALUES (1, 1, 'N', 0, 0, "
             "'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765')");
  }
  auto store = Store::open(path);
  CHECK(store.database().execAndGet("PRAGMA user_version").getInt() == schema_version());
  auto boards = store.boards(1);
  REQUIRE(boards.size() == 1);
  CHECK(boards[0].deal == std::optional<std::string>("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"));
  CHECK_FALSE(boards[0].analysis);
  deal::Analysis a{*deal::parse_dd_hex("43367433678a9668a966"),
                   deal::Par{-620, *deal::parse_contracts_field("4S E,4S W")}};
  boards[0].analysis = a;
  store.put_board(1, boards[0]);
  CHECK(store.boards(1)[0].analysis == a);
  // A passed-out par (no contracts) is kept as such, not lost as "no analysis".
  boards[0].analysis->par = deal::Par{};
  store.put_board(1, boards[0]);
  REQUIRE(store.boards(1)[0].analysis);
  CHECK(store.boards(1)[0].analysis->par.passed_out());
  // A new deal put without its analysis clears the old one.
  boards[0].analysis.reset();
  store.put_board(1, boards[0]);
  CHECK_FALSE(store.boards(1)[0].analysis);
}

TEST_CASE("Store: schema 13 numbers each event's pairs uniquely in their listed order and every line keeps its two pairs") {
  TempDir dir;
  const std::string path = dir.file("v12.db");
  {
    // A schema-12 file whose pairs share numbers (seq): schema 13 needs them unique per event.
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    old_schema(old, 12);
    old.exec("INSERT INTO events (id, name) VALUES (1, 'Monday'), (2, 'Tuesday')");
    old.exec("INSERT INTO pairs VALUES (1, 'B', '', 1), (1, 'A', '', 1), (1, 'C', '', 7), (2, 'A', '', 1), (2, 'Z', '', 2)");
    old.exec("INSERT INTO boards (event_id, number, dealer, vul_ns, vul_ew) VALUES (1, 1, 'N', 0, 0), (2, 1, 'N', 0, 0)");
    old.exec("INSERT INTO results (event_id, board, ns, ew, kind, ns_score) VALUES "
             "(1, 1, 'B', 'C', 'score', 420), (2, 1, 'Z', 'A', 'score', -100)");
  }
  auto store = Store::open(path);
  auto& db = store.database();
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == schema_version());
  // Monday: A and B shared number 1 (A first by id), C had 7: now 1, 2, 3 in that order.
  std::vector<std::string> monday;
  for (const auto& p : store.pairs(1)) monday.push_back(p.id);
  CHECK(monday == std::vector<std::string>{"A", "B", "C"});
  CHECK(db.execAndGet("SELECT group_concat(pair_id || seq, ' ') FROM (SELECT * FROM pairs ORDER BY event_id, seq)")
            .getString() == "A1 B2 C3 A1 Z2");
  const auto one = store.results(1), two = store.results(2);
  REQUIRE(one.size() == 1);
  REQUIRE(two.size() == 1);
  CHECK((one[0].ns == "B" && one[0].ew == "C" && one[0].ns_score == std::optional<int>(420)));
  CHECK((two[0].ns == "Z" && two[0].ew == "A" && two[0].ns_score == std::optional<int>(-100)));
  // A new pair takes the next number; a line with it is stored and audited by its text id.
  store.put_pair(1, Pair{"D", "", {}});
  CHECK(db.execAndGet("SELECT seq FROM pairs WHERE event_id = 1 AND pair_id = 'D'").getInt() == 4);
  ResultLine r;
  r.board = 1;
  r.ns = "D";
  r.ew = "A";
  r.entry = score::ScoreOnly{-600};
  r.ns_score = -600;
  r.id = store.insert_result(1, r, "enter");
  const auto log = store.audit(1);
  REQUIRE(!log.empty());
  REQUIRE(log.back().new_value.has_value());
  CHECK(log.back().new_value->ns == "D");
  CHECK(log.back().new_value->ew == "A");
  // A change is checked as an insert is: B already sat NS on board 1; Z is Tuesday's pair.
  r.ns = "B";
  CHECK_THROWS_WITH_AS(store.update_result(1, r, "fix"),
                       "board 1 (B v A): this board already has a result for pair B", StoreError);
  r.ns = "D";
  r.ew = "Z";
  CHECK_THROWS_WITH_AS(store.update_result(1, r, "fix"), "board 1 (D v Z): pair Z is not part of the event", StoreError);
  r.ew = "C";
  CHECK_THROWS_WITH_AS(store.update_result(1, r, "fix"),
                       "board 1 (D v C): this board already has a result for pair C", StoreError);
  CHECK(store.result(1, r.id)->ew == "A");  // unchanged
}

TEST_CASE("Store: a schema-3 file with lines and their audit is migrated to the latest schema, keeping every line, every audit row and the id sequence") {
  TempDir dir;
  const std::string path = dir.file("v3.db");
  int lines = 0, audit_rows = 0;
  {
    // A schema-3 file as version 3 wrote it: lines inserted, one changed, one deleted (the
    // triggers of schema 3 audit each), a weighted score.
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    old_schema(old, 3);
    old.exec("INSERT INTO events (id, name) VALUES (1, 'Club night')");
    old.exec("INSERT INTO pairs VALUES (1, '1NS', 'NS', 1), (1, '1EW', 'EW', 2), (1, '2NS', 'NS', 3), (1, '2EW', 'EW', 4)");
    old.exec("INSERT INTO boards VALUES (1, 1, 'N', 0, 0, NULL), (1, 2, 'E', 1, 0, NULL), (1, 3, 'S', 0, 1, NULL)");
    old.exec("UPDATE audit_context SET note = 'enter'");
    old.exec("INSERT INTO results (event_id, board, round, table_no, ns, ew, kind, level, strain, doubling, "
             "declarer, tricks, lead, ns_score) VALUES "
             "(1, 1, 1, 1, '1NS', '1EW', 'played', 4, 'S', 0, 'N', 10, 'HK', 420), "
             "(1, 1, 1, 2, '2NS', '2EW', 'played', 3, 'NT', 1, 'E', 7, NULL, 200), "
             "(1, 2, 2, 1, '1NS', '2EW', 'pass', NULL, NULL, NULL, NULL, NULL, NULL, 0)");
    old.exec("INSERT INTO results (event_id, board, ns, ew, kind, ns_pct, ew_pct) VALUES "
             "(1, 3, '2NS', '1EW', 'artificial', 60, 40)");
    old.exec("UPDATE results SET lead = 'SA' WHERE id = 1");  // a change: old and new value audited
    old.exec("INSERT INTO results (event_id, board, ns, ew, kind, weighted) VALUES "
             "(1, 3, '1NS', '2EW', 'weighted', '[[60,420],[40,-50]]')");
    old.exec("DELETE FROM results WHERE id = 2");  // id 2 is gone, but never given again
    lines = old.execAndGet("SELECT count(*) FROM results").getInt();
    audit_rows = old.execAndGet("SELECT count(*) FROM audit_log").getInt();
  }
  REQUIRE(lines == 4);
  REQUIRE(audit_rows == 5 + 1 + 1);  // five inserts, the change, the delete
  SQLite::Database before(path, SQLite::OPEN_READONLY);
  std::vector<std::string> old_lines, old_audit;
  {
    SQLite::Statement q(before, "SELECT id || '|' || board || '|' || ns || '|' || ew || '|' || kind || '|' || "
                                "coalesce(ns_score, '') || '|' || coalesce(weighted, '') || '|' || updated_at FROM results ORDER BY id");
    while (q.executeStep()) old_lines.push_back(q.getColumn(0).getString());
    SQLite::Statement a(before, "SELECT id || '|' || result_id || '|' || action || '|' || at || '|' || "
                                "coalesce(old_value, '') || '|' || coalesce(new_value, '') || '|' || note FROM audit_log ORDER BY id");
    while (a.executeStep()) old_audit.push_back(a.getColumn(0).getString());
  }
  auto store = Store::open(path);
  CHECK(store.database().execAndGet("PRAGMA user_version").getInt() == schema_version());
  std::vector<std::string> new_lines, new_audit;
  {
    // Schema 13 names the pairs by their numbers in the event: read back as their text ids.
    SQLite::Statement q(store.database(),
                        "SELECT r.id || '|' || r.board || '|' || n.pair_id || '|' || e.pair_id || '|' || r.kind || '|' || "
                        "coalesce(r.ns_score, '') || '|' || coalesce(r.weighted, '') || '|' || r.updated_at FROM results r "
                        "JOIN pairs n ON n.event_id = r.event_id AND n.seq = r.ns_pair "
                        "JOIN pairs e ON e.event_id = r.event_id AND e.seq = r.ew_pair ORDER BY r.id");
    while (q.executeStep()) new_lines.push_back(q.getColumn(0).getString());
    SQLite::Statement a(store.database(), "SELECT id || '|' || result_id || '|' || action || '|' || at || '|' || "
                                          "coalesce(old_value, '') || '|' || coalesce(new_value, '') || '|' || note FROM audit_log ORDER BY id");
    while (a.executeStep()) new_audit.push_back(a.getColumn(0).getString());
  }
  CHECK(new_lines == old_lines);  // every line, byte for byte
  CHECK(new_audit == old_audit);  // every audit row, byte for byte
  const auto read = store.results(1);
  REQUIRE(read.size() == 4);
  for (const auto& l : read) CHECK(l.import_id == 0);  // typed, not imported
  const auto log = store.audit(1);
  REQUIRE(log.size() == 7);
  CHECK(log[4].action == "update");
  CHECK(log[4].old_value->lead() == std::optional<std::string>("HK"));
  CHECK(log[4].new_value->lead() == std::optional<std::string>("SA"));
  CHECK(log.back().action == "delete");
  CHECK(log.back().old_value->ns_score == std::optional<int>(200));
  // The id sequence goes on past the deleted line's and the last one's: no id is given twice.
  ResultLine r;
  r.board = 2;
  r.ns = "2NS";
  r.ew = "1EW";
  r.entry = score::PassedOut{};
  r.ns_score = 0;
  CHECK(store.insert_result(1, r, "enter") == 6);
  CHECK(store.audit(1).size() == 8);  // a typed line still gets its own audit row
}

TEST_CASE("Store: schema 19 keeps national ids in capitals: es3 and ES3 are one member, the one updated last, and one player") {
  TempDir dir;
  const std::string path = dir.file("v18.db");
  {
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    old_schema(old, 18);
    old.exec("INSERT INTO members (national_id, name, club, source, updated_at) VALUES "
             "('es3', 'Ana García', 'Náutico', 'old.csv', '2026-03-01 10:00:00'), "
             "('ES3', 'Ana G.', '', 'older.csv', '2025-01-01 10:00:00'), "
             "('fr7', 'Jean Dupont', '', 'typed', '2026-01-01 10:00:00'), "
             "('it9', 'Marco Rossi', '', 'a.csv', '2026-01-01 10:00:00'), "
             "('IT9', 'Marco Rossi', '', 'b.csv', '2026-01-01 10:00:00')");
    old.exec("INSERT INTO events (id, name) VALUES (1, 'Monday')");
    old.exec("INSERT INTO pairs (event_id, pair_id, field, seq) VALUES (1, '1', '', 1)");
    old.exec("INSERT INTO players (event_id, pair_id, seat, name, national_id) VALUES "
             "(1, '1', 1, 'Ana García', 'es3'), (1, '1', 2, 'Jean Dupont', 'Fr7')");
  }
  auto store = Store::open(path);
  CHECK(store.database().execAndGet("PRAGMA user_version").getInt() == schema_version());
  CHECK(store.member_count() == 3);
  const auto ana = store.member("es3");  // looked up in any case
  REQUIRE(ana);
  CHECK(ana->national_id == "ES3");
  CHECK(ana->name == "Ana García");  // es3 was updated last
  CHECK(store.member("IT9")->source == "b.csv");  // a tie: the one in capitals
  CHECK(store.member("Fr7")->national_id == "FR7");
  const auto players = store.pairs(1).at(0).players;
  CHECK(players.at(0).national_id == std::optional<std::string>("ES3"));
  CHECK(players.at(1).national_id == std::optional<std::string>("FR7"));
  CHECK(store.appearances("es3").size() == 1);
  // From now on every id is written in capitals, whatever the caller gives.
  store.put_members({Member{"es3", "Ana García", "Náutico", "new.csv", ""}});
  CHECK(store.member_count() == 3);
  store.put_pair(1, Pair{"1", "", {Player{"Ana García", "es3"}, Player{"Jean Dupont", "fr7"}}});
  CHECK(store.pairs(1).at(0).players.at(1).national_id == std::optional<std::string>("FR7"));
}
