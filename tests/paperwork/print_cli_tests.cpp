// `bandeja event print` end to end: the real binary writes each sheet as HTML and says what it
// wrote; an event without a movement and an unknown kind are refused with the catalogue's words.
#include <doctest/doctest.h>

#include <string>

#include "cli.hpp"

using bandeja::test::EventFile;
using bandeja::test::has;
using bandeja::test::slurp;

TEST_CASE("event print writes each sheet of a Mitchell and says how many items on how many pages") {
  EventFile ev;
  ev.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "7", "--boards-per-round", "3"});
  ev.ok({"pairs", "Tuesday", "1NS", "Ana <García>", "Luis Pérez"});
  auto r = ev.ok({"event", "print", "Tuesday", "pickup-slips", "--out", ev.dir.file("slips.html")});
  CHECK(has(r.out, "147 pickup slips on 19 pages written to"));
  r = ev.ok({"--lang", "es", "event", "print", "Tuesday", "travellers", "--per-page", "2", "--out", ev.dir.file("t.html")});
  CHECK(has(r.out, "21 planillas viajeras en 11 páginas escritas en"));
  r = ev.ok({"event", "print", "Tuesday", "score-cards", "--paper", "letter", "--out", ev.dir.file("cards.html")});
  CHECK(has(r.out, "14 score cards on 14 pages written to"));
  const std::string cards = slurp(ev.dir.file("cards.html"));
  CHECK(has(cards, "Ana &lt;García&gt; – Luis Pérez"));
  CHECK(has(cards, "size: letter portrait"));
  r = ev.ok({"event", "print", "Tuesday", "results", "--out", ev.dir.file("results.html")});
  CHECK(has(r.out, "provisional results sheet of 14 entries written to"));
  CHECK(has(slurp(ev.dir.file("results.html")), "PROVISIONAL"));
}

TEST_CASE("event print refuses slips, travellers and score cards of an event without a movement, and prints its results") {
  EventFile ev;
  const std::string csv = ev.write("t.csv", "board,ns,ew,contract,declarer,result\n1,1,2,3NT,N,=\n1,3,4,4S,N,-1\n");
  ev.ok({"import", "travellers", csv, "--event", "Imported"});
  for (const char* kind : {"pickup-slips", "travellers", "score-cards"}) {
    auto r = ev.cli({"event", "print", "Imported", kind, "--out", ev.dir.file("x.html")});
    CHECK(r.status == 1);
    CHECK(has(r.err, "event 'Imported' has no movement, so it has no pickup slips, travellers or score cards"));
    r = ev.cli({"--lang", "es", "event", "print", "Imported", kind, "--out", ev.dir.file("x.html")});
    CHECK(has(r.err, "el evento 'Imported' no tiene movimiento"));
  }
  auto r = ev.ok({"event", "print", "Imported", "results", "--out", ev.dir.file("r.html")});
  CHECK(has(r.out, "results sheet of 4 entries written to"));
  CHECK_FALSE(has(r.out, "provisional"));
}

TEST_CASE("event print refuses a kind of paperwork it does not know, and a per-page other than 1 or 2") {
  EventFile ev;
  ev.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3"});
  auto r = ev.cli({"event", "print", "Tuesday", "menus", "--out", ev.dir.file("x.html")});
  CHECK(r.status != 0);
  CHECK(has(r.err, "menus"));
  CHECK(has(r.err, "pickup-slips"));
  r = ev.cli({"--lang", "es", "event", "print", "Tuesday", "menus", "--out", ev.dir.file("x.html")});
  CHECK(has(r.err, "no es ninguno de"));
  r = ev.cli({"event", "print", "Tuesday", "travellers", "--per-page", "4", "--out", ev.dir.file("x.html")});
  CHECK(r.status != 0);
}

TEST_CASE("event print dates a section's paperwork with its session's day, and an IMP event's travellers in IMPs") {
  EventFile ev;
  ev.ok({"session", "new", "Tuesday", "--date", "2026-12-08"});
  ev.ok({"event", "new", "Tuesday A", "--movement", "mitchell", "--tables", "3", "--session", "Tuesday", "--section", "A"});
  ev.ok({"event", "print", "Tuesday A", "score-cards", "--out", ev.dir.file("cards.html")});
  CHECK(has(slurp(ev.dir.file("cards.html")), "2026-12-08"));
  ev.ok({"event", "new", "Friday teams", "--movement", "teams", "--tables", "4", "--scoring", "imps"});
  ev.ok({"event", "print", "Friday teams", "travellers", "--out", ev.dir.file("t.html")});
  CHECK(has(slurp(ev.dir.file("t.html")), "IMPs N-S"));
}

TEST_CASE("event print schedule lists who plays whom round by round: a round robin's matches by team, a session's rounds alone") {
  EventFile ev;
  ev.ok({"event", "new", "League", "--movement", "teams", "--tables", "6", "--boards-per-round", "4", "--scoring", "imps"});
  ev.ok({"teams", "League", "1", "--name", "García <Sur>"});
  auto r = ev.ok({"event", "print", "League", "schedule", "--out", ev.dir.file("all.html")});
  CHECK(has(r.out, "schedule of 5 rounds written to"));
  const std::string all = slurp(ev.dir.file("all.html"));
  // Round 1 of the 6-team round robin: 1 v 6 at tables 1-2, 5 v 2 at 3-4, 3 v 4 at 5-6.
  CHECK(has(all, "<h2>Round 1 · boards 1-4</h2>"));
  CHECK(has(all, "<td class=\"table\">1–2</td><td>Team 1 García &lt;Sur&gt;</td><td>Team 6</td>"));
  CHECK(has(all, "<td class=\"table\">5–6</td><td>Team 3</td><td>Team 4</td>"));
  CHECK(has(all, "<h2>Round 5 · boards 17-20</h2>"));
  // The second day of a league played over two: rounds 4 and 5 alone, in Spanish.
  r = ev.ok({"--lang", "es", "event", "print", "League", "schedule", "--rounds", "4-5", "--out", ev.dir.file("day2.html")});
  CHECK(has(r.out, "calendario de 2 rondas escrito en"));
  const std::string day2 = slurp(ev.dir.file("day2.html"));
  CHECK_FALSE(has(day2, "<h2>Ronda 3"));
  CHECK(has(day2, "<h2>Ronda 4 · tableros 13-16</h2>"));
  CHECK(has(day2, "rondas 4–5"));
  auto bad = ev.cli({"event", "print", "League", "schedule", "--rounds", "6", "--out", ev.dir.file("x.html")});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "there is no round 6: the movement has rounds 1 to 5"));
  bad = ev.cli({"event", "print", "League", "schedule", "--rounds", "x", "--out", ev.dir.file("y.html")});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "--rounds x: give a round (3) or a range of rounds (1-4)"));
  // A pairs movement: table by table, and who sits out.
  ev.ok({"event", "new", "Howell", "--movement", "howell", "--tables", "3", "--pairs", "5"});
  r = ev.ok({"event", "print", "Howell", "schedule", "--out", ev.dir.file("howell.html")});
  CHECK(has(r.out, "schedule of 5 rounds written to"));
  CHECK(has(slurp(ev.dir.file("howell.html")), "sits out"));
}
