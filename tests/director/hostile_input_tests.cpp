// Files as a careless or hostile hand writes them, through the real binary: each is refused with
// our message naming its line and column, nothing of it is stored, and what was stored before
// is kept; never a silent wrong score, a shifted player, or SQLite's own text.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli.hpp"

using bandeja::test::CliRun;
using bandeja::test::has;

namespace {

struct Evening : bandeja::test::EventFile {
  Evening() { ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"}); }
};

void no_sqlite_text(const CliRun& r) {
  CHECK_FALSE(has(r.err, "constraint"));
  CHECK_FALSE(has(r.err, "CHECK"));
  CHECK_FALSE(has(r.err, "SQLite"));
}

}  // namespace

TEST_CASE("Travellers CSV: text after a closing quote refuses the line naming its column, never stores 1NT undoubled or -100") {
  struct Case {
    std::string line, en, es;
  };
  const std::vector<Case> cases{
      {"1,1NS,1EW,\"1NT\"XX,N,7,,", "line 2, column 4: text after the closing quote",
       "línea 2, columna 4: texto tras las comillas de cierre"},
      {"1,1NS,1EW,,,,\"-100\"0,", "line 2, column 7: text after the closing quote",
       "línea 2, columna 7: texto tras las comillas de cierre"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.line);
    bandeja::test::EventFile f;
    const auto csv = f.write("t.csv", "board,ns,ew,contract,declarer,tricks,score,lead\n" + c.line + "\n");
    const auto en = f.cli({"import", "travellers", csv, "--event", "Night"});
    CHECK(en.status != 0);
    CHECK(has(en.err, c.en));
    no_sqlite_text(en);
    const auto es = f.cli({"--lang", "es", "import", "travellers", csv, "--event", "Night"});
    CHECK(has(es.err, c.es));
    // Nothing stored: no event was made of the file.
    CHECK_FALSE(has(f.cli({"event", "list"}).out, "Night"));
  }
}

TEST_CASE("Pairs CSV: a quoted name with text after it, a blank first player, five players and a NUL are refused naming line and column") {
  struct Case {
    std::string file, en, es;
  };
  const std::vector<Case> cases{
      {"pair,player1,player2\n1NS,\"Ana\"Garcia,Luis\n", "line 2, column 2: text after the closing quote",
       "línea 2, columna 2: texto tras las comillas de cierre"},
      {"pair,player1,player2\n1NS, ,Luis\n", "line 2, column player1: player 1 is blank but player 2 is named",
       "línea 2, columna player1: el jugador 1 está en blanco pero el jugador 2 tiene nombre"},
      {"1NS,A,B,C,D,E\n", "line 1, column 6: 5 players: a pair has at most 4",
       "línea 1, columna 6: 5 jugadores: una pareja tiene como mucho 4"},
      {std::string(9000, ' ') + "\n1NS" + std::string(1, '\0') + "x,Ana,Luis\n",
       "line 2, column 1: a control character (such as NUL)", "línea 2, columna 1: un carácter de control (como NUL)"},
      {"1NS,\"Ana\nGarcía\",Luis\n", "line 1, column 2: a control character (a line end, tab or NUL) at character 4 of the name",
       "línea 1, columna 2: un carácter de control (fin de línea, tabulador o NUL) en el carácter 4 del nombre"},
      {"1NS,Garc\xC3\xAD" "a,x\n2NS,Mu\xF1oz,y\n", "line 2, column 2: bytes that are not text in UTF-8",
       "línea 2, columna 2: bytes que no son texto en UTF-8"},
      {"1NS," + std::string(5000, 'A') + ",Luis\n", "line 1, column 2: a field longer than 4096 bytes",
       "línea 1, columna 2: un campo de más de 4096 bytes"},
      {"1NS," + std::string(300, 'A') + ",Luis\n", "line 1, column 2: a name of 300 bytes: the most is 200",
       "línea 1, columna 2: un nombre de 300 bytes: el máximo es 200"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.en);
    Evening f;
    f.ok({"pairs", "Tue", "1NS", "Eva", "Juan"});
    const auto csv = f.write("p.csv", c.file);
    const auto en = f.cli({"pairs", "Tue", "--file", csv});
    CHECK(en.status != 0);
    CHECK(has(en.err, c.en));
    no_sqlite_text(en);
    CHECK(has(f.cli({"--lang", "es", "pairs", "Tue", "--file", csv}).err, c.es));
    // What was stored before is kept.
    CHECK(has(f.ok({"pairs", "Tue"}).out, "Eva"));
  }
}

TEST_CASE("Pairs: a name typed at the command line is held to the same rules as one from a file") {
  Evening f;
  const auto blank = f.cli({"pairs", "Tue", "1NS", "", "Luis"});
  CHECK(blank.status != 0);
  CHECK(has(blank.err, "player 1 is blank but player 2 is named"));
  const auto five = f.cli({"pairs", "Tue", "1NS", "A", "B", "C", "D", "E"});
  CHECK(five.status != 0);
  CHECK(has(five.err, "5 players: a pair has at most 4"));
  no_sqlite_text(five);
  const auto tab = f.cli({"pairs", "Tue", "1NS", "Ana\tGarcía", "Luis"});
  CHECK(tab.status != 0);
  CHECK(has(tab.err, "a control character"));
  const auto empty = f.cli({"event", "new", "  ", "--movement", "mitchell", "--tables", "3"});
  CHECK(empty.status != 0);
  CHECK(has(empty.err, "the name is empty"));
  no_sqlite_text(empty);
}

TEST_CASE("A binary file given as a CSV is named as binary and never echoed") {
  Evening f;
  std::string png = "\x89PNG\r\n\x1A\n";
  png += std::string(8, '\0') + "IHDR";
  for (int i = 0; i < 18000; ++i) png += static_cast<char>((i * 37) & 0xFF);
  const auto bin = f.write("photo.png", png);
  for (std::vector<std::string> cmd : {std::vector<std::string>{"pairs", "Tue", "--file", bin},
                                       std::vector<std::string>{"import", "travellers", bin, "--event", "X"},
                                       std::vector<std::string>{"enter", "Tue", "--file", bin}}) {
    CAPTURE(cmd[0]);
    const auto r = f.cli(cmd);
    CHECK(r.status != 0);
    CHECK(has(r.err, "this is a binary file, not a text (CSV) file"));
    CHECK(r.err.size() < 600);  // one message, not the file's bytes
    CHECK_FALSE(has(r.err, "PNG"));
  }
  CHECK(has(f.cli({"--lang", "es", "pairs", "Tue", "--file", bin}).err, "es un fichero binario"));
}

TEST_CASE("A Spanish Excel CSV in Windows-1252 is read as such: the names come out as UTF-8") {
  Evening f;
  const auto csv = f.write("p.csv", "pareja;jugador1;jugador2\r\n1NS;Ana Garc\xED" "a;Jos\xE9 Mu\xF1oz\r\n");
  f.ok({"pairs", "Tue", "--file", csv});
  const auto list = f.ok({"pairs", "Tue"}).out;
  CHECK(has(list, "Ana García"));
  CHECK(has(list, "José Muñoz"));
}

TEST_CASE("CSV export: a pair named as a spreadsheet formula comes out as text") {
  Evening f;
  f.ok({"pairs", "Tue", "1NS", "=HYPERLINK(\"http://x\",\"y\")", "Luis"});
  f.ok({"pairs", "Tue", "2NS", "@SUM(A1)", "Eva"});
  const auto csv = f.ok({"rank", "Tue", "--format", "csv"}).out;
  CHECK(has(csv, "'=HYPERLINK("));
  CHECK(has(csv, "'@SUM(A1)"));
  CHECK_FALSE(has(csv, ",=HYPERLINK"));
  CHECK_FALSE(has(csv, "\"=HYPERLINK"));
}

TEST_CASE("USEBIO: a player with a national id and no name is refused naming the pair, never SQLite's CHECK text") {
  Evening f;
  f.ok({"pairs", "Tue", "1NS", "Ana", "Luis", "--ids", "123,456"});
  const std::string xml = f.ok({"export", "usebio", "Tue"}).out;
  REQUIRE(has(xml, "<PLAYER_NAME>Ana</PLAYER_NAME>"));
  for (const std::string blank : {"", " "}) {
    std::string bad = xml;
    bad.replace(bad.find("<PLAYER_NAME>Ana</PLAYER_NAME>"), 30, "<PLAYER_NAME>" + blank + "</PLAYER_NAME>");
    const auto file = f.write("blank.xml", bad);
    const auto r = f.cli({"import", "usebio", file, "--event", "Back"});
    CHECK(r.status != 0);
    CHECK(has(r.err, "pair 1NS, player 1: a name that is missing (with a national id)"));
    no_sqlite_text(r);
    CHECK(has(f.cli({"--lang", "es", "import", "usebio", file, "--event", "Back"}).err, "pareja 1NS, jugador 1: un nombre que falta"));
    CHECK_FALSE(has(f.ok({"event", "list"}).out, "Back"));
  }
}
