// The hard limits in the hand-record readers: a PBN score beyond the largest a board can give
// (limits::score, 7600: seven redoubled, vulnerable, down thirteen) is refused on its line,
// naming the board and the column, before it is negated: Score_EW "-2147483648" negated INT_MIN,
// undefined behaviour that the sanitizer build reports and Release wrapped silently.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/limits.hpp"
#include "cli.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

const std::string kHead = "[Event \"E\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n";
const std::string kTable = "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Score_NS\\12R;Score_EW\\12R\"]\n";

}  // namespace

TEST_CASE("PBN score beyond the largest a board can give is refused on its line, naming the column") {
  struct Case {
    const char* line;
    std::vector<std::string> args;  // limit.score: line, board, column, value, limit
  };
  const Case cases[] = {
      {" 1  2 - -2147483648\n", {"6", "1", "Score_EW", "-2147483648", "7600"}},
      {" 1  2 - 2147483647\n", {"6", "1", "Score_EW", "2147483647", "7600"}},
      {" 1  2 -2147483648 -\n", {"6", "1", "Score_NS", "-2147483648", "7600"}},
      {" 1  2 7610 -\n", {"6", "1", "Score_NS", "7610", "7600"}},
      {" 1  2 - -7610\n", {"6", "1", "Score_EW", "-7610", "7600"}},
  };
  for (const auto& c : cases) {
    CAPTURE(c.line);
    auto ev = read_pbn(kHead + kTable + c.line);
    REQUIRE_FALSE(ev);
    CHECK(ev.error().code == "limit.score");
    CHECK(ev.error().args == c.args);
  }
}

TEST_CASE("PBN scores at the limit are read as scores: the limit refuses only what no board gives") {
  // +7600 for NS is EW's seven redoubled, vulnerable, down thirteen: a bare score is checked
  // against the vulnerability, so board 3, EW vulnerable.
  const std::string head = "[Event \"E\"]\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n";
  auto ev = read_pbn(head + kTable + " 1  2 7600 -\n 3  4 - -7600\n");
  REQUIRE_MESSAGE(ev, (ev ? "" : present::render(ev.error(), Lang::En)));
  REQUIRE(ev->boards[0].lines.size() == 2);
  CHECK(ev->boards[0].lines[0].ns_score == 7600);
  CHECK(ev->boards[0].lines[1].ns_score == 7600);
}

TEST_CASE("PBN ScoreTables of many boards each find their own board") {
  std::string text = "[Event \"E\"]\n";
  for (int b = 300; b >= 1; --b)
    text += "\n[Board \"" + std::to_string(b) + "\"]\n[Vulnerable \"None\"]\n" + kTable + " 1  2 " +
            (b % 2 ? "50" : "-50") + " -\n";
  auto ev = read_pbn(text);
  REQUIRE_MESSAGE(ev, (ev ? "" : present::render(ev.error(), Lang::En)));
  REQUIRE(ev->boards.size() == 300);
  for (const auto& b : ev->boards) {
    REQUIRE(b.lines.size() == 1);
    CHECK(b.lines[0].ns_score == (b.number % 2 ? 50 : -50));
  }
}

TEST_CASE("CLI import pbn refuses an impossible score with our message in English and Spanish") {
  test::TempDir dir;
  const std::string path = dir.file("hostile.pbn");
  std::ofstream(path) << kHead + kTable + " 1  2 - -2147483648\n";
  const auto en = test::run_cli({"import", "pbn", path}, "", dir.path);
  CHECK(en.status == 1);
  CHECK_MESSAGE(test::has(en.err, "line 6: board 1: Score_EW '-2147483648' is beyond 7600 points"), en.err);
  const auto es = test::run_cli({"--lang", "es", "import", "pbn", path}, "", dir.path);
  CHECK(es.status == 1);
  CHECK_MESSAGE(test::has(es.err, "línea 6: tablero 1: Score_EW '-2147483648' pasa de 7600 puntos"), es.err);
}
