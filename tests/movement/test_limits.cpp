// The hard limits (bandeja/score/limits.hpp) in the movement readers: a value above its limit is
// refused by the limit, before anything is built from it, naming the field, the value and the
// limit. The sizes here would take gigabytes or minutes if they were read (a 20,000-pair .ASC
// took 5.2 GB); each case is refused at once, so the test checks only what is refused and why.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "bandeja/movement/asc.hpp"
#include "bandeja/movement/json.hpp"
#include "bandeja/score/limits.hpp"

using namespace bandeja::movement;
namespace limits = bandeja::limits;

namespace {

struct Case {
  std::string text;
  int line;                       // the .ASC line at fault (0: the file as a whole)
  std::vector<std::string> args;  // limit.above: field, value, limit
};

std::string row_json(const std::string& top_keys, const std::string& row_keys = "") {
  return "{" + top_keys + "\"rows\": [{\"round\": 1, \"table\": 1, \"ns\": \"1\", \"ew\": \"2\", \"boards\": [1]" +
         row_keys + "}]}";
}

}  // namespace

TEST_CASE("The limits are generous for real bridge and consistent with each other") {
  CHECK(limits::tables >= 100);
  CHECK(limits::rounds >= 31);  // a complete 16-table Howell
  CHECK(limits::boards_per_round >= 32);
  CHECK(limits::boards >= limits::boards_per_round);
  CHECK(limits::contestants >= 2 * limits::tables);
  CHECK(limits::rows == limits::tables * limits::rounds);
  CHECK(limits::score == 7600);  // 7XX vulnerable down 13: 2 x (200 + 12 x 300)
}

TEST_CASE(".ASC header above a limit is refused on its line with the field, the value and the limit") {
  const Case cases[] = {
      {"20000 2 1 1 0\n1-2 1 3-4 1\n", 1, {"contestants", "20000", "800"}},
      {"50000 2 1 1 0\n1-2 1 3-4 1\n", 1, {"contestants", "50000", "800"}},
      {"4 999999 1 1 0\n", 1, {"tables", "999999", "200"}},
      {"4 2 101 1 0\n", 1, {"rounds", "101", "100"}},
      {"4 2 1 999999 0\n1-2 1 3-4 1\n", 1, {"groups", "999999", "1000"}},
  };
  for (const auto& c : cases) {
    CAPTURE(c.text);
    auto m = from_asc(c.text);
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().code == "limit.above");
    CHECK(m.error().line == c.line);
    CHECK(m.error().args == c.args);
  }
}

TEST_CASE(".ASC at the limits is read") {
  std::string text = std::to_string(limits::contestants) + " 1 1 " + std::to_string(limits::boards) + " 0\n1-2 " +
                     std::to_string(limits::boards) + "\n";
  auto m = from_asc(text, 1);
  REQUIRE(m.has_value());
  CHECK(m->pairs.size() == static_cast<std::size_t>(limits::contestants));
  CHECK(m->boards == limits::boards);
}

TEST_CASE(".ASC board-group letters are counted only up to the boards limit, never past INT_MAX") {
  // 26^7 already passes INT_MAX: counted as an int, the letters below overflowed (UB).
  for (const std::string letters : {"ZZZZZZZZZZZZZZ", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "ALM"}) {
    CAPTURE(letters);
    auto m = from_asc("4 1 1 1 0\n1-2 " + letters + "\n");
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().code == "limit.above");
    CHECK(m.error().line == 2);
    CHECK(m.error().args == std::vector<std::string>{"board group", letters, "1000"});
  }
  // Within the limit, letters still count: AZ = 26 + 26 = 52, ALL = 676 + 12 x 26 + 12 = 1000
  // (ALM, 1001, is the first above).
  auto az = from_asc("4 1 1 52 0\n1-2 AZ\n");
  REQUIRE(az.has_value());
  CHECK(az->rows[0].board_set == 52);
  auto all = from_asc("4 1 1 1000 0\n1-2 ALL\n");
  REQUIRE(all.has_value());
  CHECK(all->rows[0].board_set == 1000);
}

TEST_CASE(".ASC groups times boards per round is checked in 64 bits against the boards limit") {
  // 1000 groups of 64 boards is 64,000 boards; 999999 x 2147483647 used to wrap an int.
  auto m = from_asc("4 1 1 1000 0\n1-2 1\n", 64);
  REQUIRE_FALSE(m.has_value());
  CHECK(m.error().code == "limit.above");
  CHECK(m.error().args == std::vector<std::string>{"boards", "64000", "1000"});
  auto bpr = from_asc("4 1 1 1 0\n1-2 1\n", 1000000);
  REQUIRE_FALSE(bpr.has_value());
  CHECK(bpr.error().args == std::vector<std::string>{"boards per round", "1000000", "64"});
  CHECK(bpr.error().line == 0);  // an option, not a line of the file
  auto comment = from_asc("4 1 1 1 0\n# bandeja boards_per_round=99\n1-2 1\n");
  REQUIRE_FALSE(comment.has_value());
  CHECK(comment.error().args == std::vector<std::string>{"boards per round", "99", "64"});
  CHECK(comment.error().line == 2);
  auto ok = from_asc("4 1 1 10 0\n1-2 1\n", 100 / 10);
  REQUIRE(ok.has_value());
  CHECK(ok->boards == 100);
}

TEST_CASE("JSON counts above a limit are refused by the limit, read in 64 bits and never wrapped") {
  const Case cases[] = {
      {row_json("\"tables\": 1, \"rounds\": 1, \"boards\": 2147483647, "), 0, {"boards", "2147483647", "1000"}},
      {row_json("\"tables\": 1, \"rounds\": 1, \"boards_per_round\": 2147483647, "), 0,
       {"boards per round", "2147483647", "64"}},
      {row_json("\"tables\": 1, \"rounds\": 1, \"boards\": 99999999999, "), 0, {"boards", "99999999999", "1000"}},
      {row_json("\"tables\": 1, \"rounds\": 1, \"boards\": 18446744073709551615, "), 0,
       {"boards", "9223372036854775807", "1000"}},
      {row_json("\"tables\": 201, \"rounds\": 1, "), 0, {"tables", "201", "200"}},
      {row_json("\"tables\": 1, \"rounds\": 4294967297, "), 0, {"rounds", "4294967297", "100"}},
      {row_json("\"tables\": 1, \"rounds\": 1, \"winners\": 4294967297, "), 0, {"winners", "4294967297", "2"}},
      {row_json("\"tables\": 1, \"rounds\": 1, ", ", \"set\": 1001"), 0, {"board sets", "1001", "1000"}},
      {"{\"tables\": 1, \"rounds\": 1, \"rows\": [{\"round\": 1, \"table\": 1, \"ns\": \"1\", \"ew\": \"2\", "
       "\"boards\": [2147483647]}]}",
       0, {"boards", "2147483647", "1000"}},
      {"{\"tables\": 1, \"rounds\": 1, \"rows\": [{\"round\": 101, \"table\": 1, \"ns\": \"1\", \"ew\": \"2\", "
       "\"boards\": [1]}]}",
       0, {"rounds", "101", "100"}},
  };
  for (const auto& c : cases) {
    CAPTURE(c.text);
    auto m = from_json(c.text);
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().code == "limit.above");
    CHECK(m.error().args == c.args);
    CHECK(m.error().field == c.args[0]);
  }
}

TEST_CASE("JSON lists longer than their limit are refused before they are read") {
  auto many = [](int n, const std::string& item) {
    std::string s = "[";
    for (int i = 0; i < n; ++i) s += (i ? "," : "") + item;
    return s + "]";
  };
  const std::pair<std::string, std::vector<std::string>> cases[] = {
      {row_json("\"tables\": 1, \"rounds\": 1, \"pairs\": " + many(801, "\"p\"") + ", "),
       {"contestants", "801", "800"}},
      {"{\"tables\": 1, \"rounds\": 1, \"rows\": " + many(20001, "{}") + "}", {"rows", "20001", "20000"}},
      {"{\"tables\": 1, \"rounds\": 1, \"rows\": [{\"round\": 1, \"table\": 1, \"ns\": \"1\", \"ew\": \"2\", "
       "\"boards\": " + many(65, "1") + "}]}",
       {"boards per round", "65", "64"}},
      {row_json("\"tables\": 1, \"rounds\": 1, \"board_sets\": " + many(1001, "[1]") + ", "),
       {"board sets", "1001", "1000"}},
  };
  for (const auto& [text, args] : cases) {
    CAPTURE(args[0]);
    auto m = from_json(text);
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().code == "limit.above");
    CHECK(m.error().args == args);
  }
}

TEST_CASE("JSON pair ids of the list and the rows together are at most the contestants limit") {
  std::string rows;
  for (int i = 0; i < 401; ++i) {
    const std::string r = std::to_string(1 + i % 100), t = std::to_string(1 + i / 100);
    rows += std::string(i ? "," : "") + "{\"round\": " + r + ", \"table\": " + t + ", \"ns\": \"n" +
            std::to_string(i) + "\", \"ew\": \"e" + std::to_string(i) + "\", \"boards\": [1]}";
  }
  auto m = from_json("{\"tables\": 5, \"rounds\": 100, \"rows\": [" + rows + "]}");
  REQUIRE_FALSE(m.has_value());
  CHECK(m.error().code == "limit.above");
  CHECK(m.error().args == std::vector<std::string>{"contestants", "802", "800"});
}

TEST_CASE("JSON negative counts are refused as below zero, not wrapped or passed on") {
  for (const std::string& text : {row_json("\"tables\": -1, \"rounds\": 1, "),
                                 row_json("\"tables\": 1, \"rounds\": -2147483648, ")}) {
    CAPTURE(text);
    auto m = from_json(text);
    REQUIRE_FALSE(m.has_value());
    CHECK(m.error().code == "limit.below");
    CHECK(m.error().args.at(2) == "0");
  }
}

TEST_CASE("RowGrid finds each cell's first row as find_row does, at the largest grid, out of order and past the limits") {
  // The largest grid the limits allow (200 tables x 100 rounds), its rows in reverse order, one
  // cell given twice (the first row is the one found), one left empty and rows outside the grid.
  Movement m;
  m.tables = limits::tables;
  m.rounds = limits::rounds;
  for (int r = m.rounds; r >= 1; --r)
    for (int t = m.tables; t >= 1; --t)
      if (!(r == 7 && t == 9)) m.rows.push_back(Row{r, t, "N" + std::to_string(t), "E" + std::to_string(r), {r}, 0, false});
  m.rows.push_back(Row{3, 4, "second", "row", {1}, 0, false});
  m.rows.push_back(Row{0, 1, "a", "b", {1}, 0, false});
  m.rows.push_back(Row{1, limits::tables + 1, "a", "b", {1}, 0, false});
  const RowGrid grid(m);
  int checked = 0;
  for (int r : {0, 1, 3, 7, 50, limits::rounds - 1, limits::rounds, limits::rounds + 1})
    for (int t = 0; t <= m.tables + 1; ++t) {
      CAPTURE(r);
      CAPTURE(t);
      CHECK(grid.at(r, t) == find_row(m, r, t));
      ++checked;
    }
  CHECK(checked == 8 * (limits::tables + 2));
  CHECK(grid.at(7, 9) == nullptr);
  REQUIRE(grid.at(3, 4) != nullptr);
  CHECK(*grid.at(3, 4)->ns == "N4");
  // A movement beyond the limits (built in code, never read from a file) is scanned instead.
  Movement big;
  big.tables = limits::tables + 50;
  big.rounds = 2;
  big.rows.push_back(Row{2, limits::tables + 40, "x", "y", {1}, 0, false});
  const RowGrid scan(big);
  CHECK(scan.at(2, limits::tables + 40) == &big.rows[0]);
  CHECK(scan.at(1, 1) == nullptr);
}
