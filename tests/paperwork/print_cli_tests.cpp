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
