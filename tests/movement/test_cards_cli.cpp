// `bandeja movement cards` end to end (issue 3 part B): the real binary writes the cards.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli.hpp"

using bandeja::test::run_cli;
using bandeja::test::slurp;
using bandeja::test::TempDir;

namespace {


bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

int files_in(const std::string& dir) {
  int n = 0;
  if (!std::filesystem::exists(dir)) return 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir)) ++n;
  return n;
}

}  // namespace

TEST_CASE("movement cards: a 7-table Mitchell writes 7 guide cards and 14 pair cards as text, and lists them") {
  TempDir dir;
  const std::string out = dir.file("cards");
  auto r = run_cli({"movement", "cards", "mitchell", "--tables", "7", "--boards-per-round", "3", "--out", out});
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(files_in(out) == 21);
  CHECK(has(r.out, out + "/table-01.txt"));
  CHECK(has(r.out, out + "/pair-7EW.txt"));
  CHECK(has(r.out, "7 guide cards and 14 pair cards"));
  const std::string t3 = slurp(out + "/table-03.txt");
  CHECK(has(t3, "TABLE 3"));
  CHECK(has(t3, "1      3NS  3EW  7-9     table 4   table 2"));
  const std::string p5 = slurp(out + "/pair-5EW.txt");
  CHECK(has(p5, "PAIR 5EW"));
  CHECK(has(p5, "5NS"));
}

TEST_CASE("movement cards --lang es --format html --paper letter: two valid HTML files, one card per page, in Spanish") {
  TempDir dir;
  const std::string out = dir.file("html");
  auto r = run_cli({"--lang", "es", "movement", "cards", "hesitation", "--tables", "5", "--out", out, "--format", "html",
                    "--paper", "letter"});
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(has(r.out, "5 tarjetas de mesa y 10 tarjetas de pareja"));
  const std::string tables = slurp(out + "/tables.html");
  const std::string pairs = slurp(out + "/pairs.html");
  CHECK(has(tables, "@page { size: letter portrait;"));
  CHECK(has(tables, "<h1>Mesa 5</h1>"));
  CHECK(has(pairs, "<h1>Pareja 10</h1>"));
  CHECK(has(pairs, "Este-Oeste"));
  // tidy (a Debian package in the Makefile's DEBS) finds no error and no warning.
  for (const std::string& f : {out + "/tables.html", out + "/pairs.html"}) {
    CAPTURE(f);
    const int status = std::system(("tidy -q -e '" + f + "' >/dev/null 2>&1").c_str());
    CHECK(status == 0);
  }
}

TEST_CASE("movement cards: a Rainbow individual writes a card for each of the 28 players") {
  TempDir dir;
  const std::string out = dir.file("rainbow");
  auto r = run_cli({"movement", "cards", "rainbow", "--tables", "7", "--out", out});
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(files_in(out) == 7 + 28);
  const std::string p1 = slurp(out + "/player-1.txt");
  CHECK(has(p1, "PLAYER 1"));
  CHECK(has(p1, "North"));
  CHECK(has(p1, "Partner"));
}

TEST_CASE("movement cards: a movement that cannot be built is an error on stderr and writes nothing") {
  TempDir dir;
  const std::string out = dir.file("none");
  auto r = run_cli({"--lang", "es", "movement", "cards", "rainbow", "--tables", "6", "--out", out});
  CHECK(r.status == 1);
  CHECK(has(r.err, "error: mesas: un individual Rainbow necesita un número primo de mesas"));
  CHECK(files_in(out) == 0);
  auto bad = run_cli({"movement", "cards", "mitchell", "--tables", "5", "--out", out, "--paper", "a3"});
  CHECK(bad.status != 0);
}

using bandeja::test::count;
using bandeja::test::EventFile;

TEST_CASE("event cards: the stored event's cards as text files, with the pairs' names, the same cards movement cards writes for its movement") {
  EventFile ev;
  ev.ok({"event", "new", "Martes", "--movement", "howell", "--tables", "5", "--pairs", "9"});
  ev.ok({"pairs", "Martes", "3", "Ana García", "Luis Pérez"});
  const std::string out = ev.dir.file("txt");
  auto r = ev.ok({"event", "cards", "Martes", "--out", out});
  CHECK(has(r.out, "14 cards written to " + out));
  CHECK(files_in(out) == 14);
  const std::string table2 = slurp(out + "/table-02.txt");
  CHECK(has(table2, "table 1, sits out"));
  const std::string pair3 = slurp(out + "/pair-3.txt");
  CHECK(has(pair3, "Ana García – Luis Pérez"));
  // The guide cards are those of the movement the event was made with, the event's name added.
  const std::string plain = ev.dir.file("plain");
  run_cli({"movement", "cards", "howell", "--tables", "5", "--pairs", "9", "--out", plain});
  std::string expected = slurp(plain + "/table-02.txt");
  expected.insert(expected.find("5-table complete Howell"), "Martes · ");
  CHECK(expected == table2);
}

TEST_CASE("event cards --only pairs --per-page 2 --lang es: one HTML file of pair cards, two a page, in Spanish") {
  EventFile ev;
  ev.ok({"event", "new", "Martes", "--movement", "mitchell", "--tables", "7"});
  const std::string html = ev.dir.file("parejas.html");
  auto r = ev.ok({"--lang", "es", "event", "cards", "Martes", "--only", "pairs", "--per-page", "2", "--out", html});
  CHECK(has(r.out, "14 tarjetas en 7 páginas (A4, dos por página) escritas en " + html));
  const std::string page = slurp(html);
  CHECK(has(page, "<html lang=\"es\">"));
  CHECK(has(page, "<h1>Pareja 1NS</h1>"));
  CHECK_FALSE(has(page, "<h1>Mesa"));
  CHECK(has(page, "card first"));
}

TEST_CASE("event cards: two a page that do not fit are printed one a page, and the director is told") {
  EventFile ev;
  ev.ok({"event", "new", "Largo", "--movement", "howell", "--tables", "16"});
  auto r = ev.ok({"event", "cards", "Largo", "--only", "guide", "--per-page", "2", "--out", ev.dir.file("g.html")});
  CHECK(has(r.out, "16 cards on 16 pages (A4, one a page)"));
  CHECK(has(r.err, "do not fit two a page in readable type (11pt); printed one a page"));
}

TEST_CASE("event cards: an event made from travellers alone has no cards, in both languages, and writes nothing") {
  EventFile ev;
  const auto csv = ev.write("t.csv", "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n");
  ev.ok({"import", "travellers", csv, "--event", "Suelto"});
  const std::string out = ev.dir.file("c.html");
  auto en = ev.cli({"event", "cards", "Suelto", "--out", out});
  CHECK(en.status == 1);
  CHECK(has(en.err, "event 'Suelto' has no guide or pair cards: it has no movement"));
  auto es = ev.cli({"--lang", "es", "event", "cards", "Suelto", "--out", out});
  CHECK(has(es.err, "el evento 'Suelto' no tiene tarjetas de mesa ni de pareja"));
  CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("event cards --session: every section's cards in one file, each card naming its section") {
  EventFile ev;
  ev.ok({"session", "new", "Tuesday", "--date", "2026-12-01"});
  ev.ok({"event", "new", "Tue A", "--movement", "mitchell", "--tables", "7", "--session", "Tuesday", "--section", "A"});
  ev.ok({"event", "new", "Tue B", "--movement", "howell", "--tables", "4", "--session", "Tuesday", "--section", "B"});
  const std::string html = ev.dir.file("session.html");
  auto r = ev.ok({"event", "cards", "--session", "Tuesday", "--out", html});
  CHECK(has(r.out, "33 cards on 33 pages"));  // 7 + 14 of section A, 4 + 8 of section B
  const std::string page = slurp(html);
  CHECK(count(page, "<p class=\"movement\">Section A · Tue A · ") == 21);
  CHECK(count(page, "<p class=\"movement\">Section B · Tue B · ") == 12);
  CHECK(page.find("Section A") < page.find("Section B"));
  // Text cards go one event at a time; neither an event nor a session, or both, is refused.
  auto text = ev.cli({"--lang", "es", "event", "cards", "--session", "Tuesday", "--out", ev.dir.file("txt")});
  CHECK(text.status == 1);
  CHECK(has(text.err, "las tarjetas en texto se escriben evento a evento"));
  auto neither = ev.cli({"event", "cards", "--out", html});
  CHECK(neither.status == 1);
  CHECK(has(neither.err, "give the event whose cards to print, or --session SESSION"));
  auto both = ev.cli({"event", "cards", "Tue A", "--session", "Tuesday", "--out", html});
  CHECK(both.status == 1);
}
