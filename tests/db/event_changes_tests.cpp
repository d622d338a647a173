// Changing an event once play has started, through the real binary: its name, date and site
// (carried by the ranking and the exports), and deleting it, which asks at a terminal (driven
// here through a pseudo-terminal), or takes --yes, and keeps the file as it was beside it.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli.hpp"

using bandeja::test::has;
namespace fs = std::filesystem;

namespace {

struct Night : bandeja::test::TuesdayWithOneResult {
  // The backups a delete left beside the file.
  std::vector<std::string> copies() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir.path))
      if (e.path().filename().string().starts_with("club.db.before-delete-")) out.push_back(e.path().string());
    return out;
  }
};

// Runs bandeja with `args` at a terminal, answering `answer` to its question.
std::string on_terminal(const std::vector<std::string>& args, const std::string& answer) {
  return bandeja::test::run_on_terminal(args, {answer}, "[y/N] ").out;
}

}  // namespace

TEST_CASE("event edit: name, date and site change, and the ranking and the exports carry them") {
  Night f;
  CHECK(f.ok({"event", "edit", "Tuesday", "--name", " Tuesday pairs ", "--date", "2026-12-01", "--site", "Club Náutico"}).out ==
        "event 1: Tuesday pairs \u00b7 2026-12-01 \u00b7 Club Náutico\n");
  CHECK(has(f.ok({"rank", "Tuesday pairs"}).out, "Tuesday pairs"));
  const auto pbn = f.ok({"export", "pbn", "Tuesday pairs"}).out;
  CHECK(has(pbn, "[Date \"2026.12.01\"]"));
  CHECK(has(pbn, "[Site \"Club Náutico\"]"));
  // Imported again, the file's date and site are kept.
  const auto file = f.write("t.pbn", pbn);
  f.ok({"import", "pbn", file, "--event", "Again"});
  const auto again = f.ok({"export", "pbn", "Again"}).out;
  CHECK(has(again, "[Date \"2026.12.01\"]"));
  CHECK(has(again, "[Site \"Club Náutico\"]"));
  // Only capitals of its own name: allowed. Alike another event's: refused. A day that is none.
  f.ok({"event", "edit", "Tuesday pairs", "--name", "Tuesday Pairs"});
  CHECK(has(f.cli({"event", "edit", "Again", "--name", "tuesday pairs"}).err, "differs from the event 'Tuesday Pairs' only in"));
  const auto bad = f.cli({"event", "edit", "Again", "--date", "2026-02-30"});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "--date '2026-02-30': write the date as YYYY-MM-DD"));
  CHECK(has(f.cli({"--lang", "es", "event", "edit", "Again", "--date", "1/12/2026"}).err, "escriba la fecha como AAAA-MM-DD"));
  CHECK(has(f.cli({"event", "edit", "Again"}).err, "nothing to change"));
  // A date cleared: the day it was made again.
  f.ok({"event", "edit", "Tuesday Pairs", "--date", ""});
  CHECK_FALSE(has(f.ok({"export", "pbn", "Tuesday Pairs"}).out, "2026.12.01"));
}

TEST_CASE("event delete: asks at a terminal, needs --yes elsewhere, and keeps the file as it was beside it") {
  Night f;
  // Not a terminal, no --yes: refused, nothing deleted.
  const auto refused = f.cli({"event", "delete", "Tuesday"});
  CHECK(refused.status == 1);
  CHECK(has(refused.err, "deleting event 1 'Tuesday' (1 result) needs --yes"));
  CHECK(has(f.ok({"event", "list"}).out, "Tuesday"));
  // At a terminal, answered no: nothing deleted, no copy made.
  const auto no = on_terminal({"--db", f.db, "event", "delete", "Tuesday"}, "n");
  CHECK(has(no, "Delete event 1 'Tuesday' (1 result)? A copy of the file is kept first. [y/N]"));
  CHECK(has(no, "nothing deleted"));
  CHECK(has(f.ok({"event", "list"}).out, "Tuesday"));
  CHECK(f.copies().empty());
  // Answered yes: deleted, and the copy beside the file still holds it.
  const auto yes = on_terminal({"--db", f.db, "event", "delete", "Tuesday"}, "y");
  CHECK(has(yes, "deleted event 1 'Tuesday' (1 result); the file as it was before is " + f.db + ".before-delete-1-"));
  CHECK_FALSE(has(f.ok({"event", "list"}).out, "Tuesday"));
  REQUIRE(f.copies().size() == 1);
  const auto kept = bandeja::test::run_cli({"--db", f.copies()[0], "rank", "Tuesday"});
  CHECK(kept.status == 0);
  CHECK(has(kept.out, "Tuesday"));
  // Its results and their audit log went with it; a new event of that name starts clean.
  f.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  CHECK(has(f.ok({"event", "show", "Tuesday"}).out, "results: 0 / 18"));
  CHECK_FALSE(has(f.ok({"audit", "Tuesday"}).out, "3NT"));
  // --yes, in Spanish.
  const auto es = f.ok({"--lang", "es", "event", "delete", "Tuesday", "--yes"});
  CHECK(has(es.out, "borrado el evento"));
  CHECK(has(f.cli({"event", "show", "Tuesday"}).err, "there is no event 'Tuesday'"));
}

TEST_CASE("event movement: a late pair takes the half table's empty seat, the results already in stay where they are") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Late", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2", "--pairs", "9"});
  const auto before = f.ok({"event", "show", "Late"}).out;
  CHECK(has(before, "results: 0 / 40"));  // four tables play each round, one sits out
  f.ok({"enter", "Late", "--round", "1", "--table", "1", "--board", "1", "3NT", "N", "9"});
  const auto r = f.ok({"event", "movement", "Late", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2"});
  CHECK(has(r.out, "event 1 'Late': 5-table Mitchell, 5 rounds of 2 boards, 10 pairs"));
  CHECK(has(r.out, "pairs added: "));
  CHECK(has(r.out, "print its cards again: bandeja event cards Late --out cards.pdf"));
  const auto after = f.ok({"event", "show", "Late"}).out;
  CHECK(has(after, "results: 1 / 50"));
  CHECK(has(f.ok({"result", "list", "Late"}).out, "3NT N ="));
  CHECK(f.ok({"rank", "Late"}).status == 0);
  // Made one field by an arrow switch, and back: the pairs' fields follow, the names stay.
  f.ok({"pairs", "Late", "1NS", "Ana García", "Luis Pérez"});
  f.ok({"event", "movement", "Late", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2", "--arrow-switch", "auto"});
  CHECK_FALSE(has(f.ok({"rank", "Late"}).out, "North-South"));
  f.ok({"event", "movement", "Late", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2"});
  const auto two = f.ok({"rank", "Late"}).out;
  CHECK(has(two, "North-South"));
  CHECK(has(two, "East-West"));
  CHECK(has(f.ok({"event", "show", "Late"}).out, "Ana García"));
}

TEST_CASE("event movement: refused, naming every stored line that is no meeting of the new movement, and nothing changes") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2"});
  f.ok({"enter", "Tue", "--round", "1", "--table", "1", "--board", "1", "3NT", "N", "9"});
  const auto r = f.cli({"event", "movement", "Tue", "--movement", "howell", "--tables", "5", "--boards-per-round", "2"});
  CHECK(r.status == 1);
  CHECK(r.err == "error: the movement of event 'Tue' is not changed: 1 stored line(s) are not a meeting of the new movement "
                 "(delete or correct them first)\n  board 1: 1NS v 1EW (result #1) do not meet on it in the new movement\n");
  CHECK(has(f.ok({"event", "show", "Tue"}).out, "5-table Mitchell"));
  // Before play any movement goes: the pairs are the new movement's.
  f.ok({"result", "delete", "Tue", "1"});
  const auto h = f.ok({"event", "movement", "Tue", "--movement", "howell", "--tables", "5", "--boards-per-round", "2"});
  CHECK(has(h.out, "Howell"));
  CHECK(has(h.out, "pairs removed: 1NS"));
  CHECK(has(f.ok({"enter", "Tue", "--round", "1", "--table", "1", "--board", "1", "3NT", "N", "9"}).out, "stored #2"));
}

TEST_CASE("event drop-pair: from a round on a pair's seats are empty, its opponents sit out, and a line it played then is kept") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  CHECK(has(f.ok({"event", "show", "Tue"}).out, "results: 0 / 18"));
  // A line of 2EW in round 3 stands in the way until it is deleted.
  f.ok({"enter", "Tue", "--ns", "1NS", "--ew", "2EW", "--board", "5", "pass"});
  const auto refused = f.cli({"event", "drop-pair", "Tue", "2EW", "--from-round", "2"});
  CHECK(refused.status == 1);
  CHECK(has(refused.err, "pair 2EW has a result from round 2 on"));
  f.ok({"result", "delete", "Tue", "1"});
  const auto r = f.ok({"event", "drop-pair", "Tue", "2EW", "--from-round", "2"});
  CHECK(has(r.out, "pair 2EW no longer plays from round 2"));
  CHECK(has(r.out, "sits out"));
  CHECK(has(f.ok({"event", "show", "Tue"}).out, "results: 0 / 14"));  // two rounds of two boards fewer
  CHECK(has(f.cli({"event", "drop-pair", "Tue", "9EW", "--from-round", "2"}).err, "there is no pair 9EW"));
}

TEST_CASE("event show names the scoring in the director's words: matchpoints, puntos de match, points de match, never the stored code") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  CHECK(has(f.ok({"event", "show", "Tuesday"}).out, "scoring: matchpoints   boards: 6"));
  CHECK(has(f.ok({"--lang", "es", "event", "show", "Tuesday"}).out, "puntuación: puntos de match"));
  CHECK(has(f.ok({"--lang", "fr", "event", "show", "Tuesday"}).out, "mode de calcul : points de match"));
  CHECK_FALSE(has(f.ok({"--lang", "fr", "event", "show", "Tuesday"}).out, ": mp "));
}
