// The validator on hand-broken movements: each defect is caught and named.
#include <doctest/doctest.h>

#include "mv_helpers.hpp"

using namespace mvtest;

namespace {

// A 3-table Mitchell written out by hand (sets 1-3 of 1 board each).
Movement three_table() {
  Movement m;
  m.type = "custom";
  m.tables = 3;
  m.rounds = 3;
  m.boards_per_round = 1;
  m.boards = 3;
  m.winners = 2;
  m.pairs = {"1NS", "2NS", "3NS", "1EW", "2EW", "3EW"};
  const char* ew[3][3] = {{"1EW", "2EW", "3EW"}, {"3EW", "1EW", "2EW"}, {"2EW", "3EW", "1EW"}};
  const int set[3][3] = {{1, 2, 3}, {2, 3, 1}, {3, 1, 2}};
  for (int r = 0; r < 3; ++r)
    for (int t = 0; t < 3; ++t)
      m.rows.push_back({r + 1, t + 1, std::to_string(t + 1) + "NS", ew[r][t], {set[r][t]}, set[r][t], false});
  return m;
}

// A problem as the director reads it.
std::string en(const Problem& p) { return bandeja::present::problem_text(p, bandeja::Lang::En); }
std::string es(const Problem& p) { return bandeja::present::problem_text(p, bandeja::Lang::Es); }

Row& at(Movement& m, int round, int table) {
  for (Row& r : m.rows)
    if (r.round == round && r.table == table) return r;
  FAIL("no row");
  return m.rows.front();
}

const Problem* find(const Report& rep, ProblemKind k) {
  for (const Problem& p : rep.problems)
    if (p.kind == k) return &p;
  return nullptr;
}

}  // namespace

TEST_CASE("Validator: a hand-written 3-table Mitchell is valid and perfectly balanced (NS pairs compared on all 3 boards)") {
  const Report rep = validate(three_table());
  CHECK(rep.problems.empty());
  CHECK(rep.valid());
  CHECK(rep.balance.couples == 6);  // 3 NS couples + 3 EW couples
  CHECK(rep.balance.min == 3);
  CHECK(rep.balance.max == 3);
  CHECK(rep.balance.quality == doctest::Approx(100));
}

TEST_CASE("Validator: a pair replaying a board is an error naming round, table, pair and board") {
  Movement m = three_table();
  at(m, 2, 1).boards = {1};  // 1NS played board 1 in round 1
  at(m, 2, 1).board_set = 1;
  const Report rep = validate(m);
  CHECK_FALSE(rep.valid());
  const Problem* p = find(rep, ProblemKind::Replay);
  REQUIRE(p);
  CHECK(p->severity == Severity::Error);
  CHECK(p->round == 2);
  CHECK(p->table == 1);
  CHECK(p->code == "generate.check.replay");
  CHECK(p->args == std::vector<std::string>{"2", "1", "1NS", "1", "1", "1"});
  CHECK(en(*p).find("board 1 again") != std::string::npos);
  CHECK(en(*p).find("first in round 1, table 1") != std::string::npos);
  CHECK(es(*p).find("ronda 2, mesa 1") != std::string::npos);
  CHECK(en(*p) == "round 2, table 1: pair 1NS plays board 1 again (first in round 1, table 1)");
  CHECK(es(*p) == "ronda 2, mesa 1: la pareja 1NS juega otra vez el tablero 1 (ya en ronda 1, mesa 1)");
}

TEST_CASE("Validator: a pair in two places at once is an error naming both tables") {
  Movement m = three_table();
  at(m, 1, 2).ew = "1EW";  // 1EW also at table 1
  const Report rep = validate(m);
  const Problem* p = find(rep, ProblemKind::DoubleBooked);
  REQUIRE(p);
  CHECK(p->pair == "1EW");
  CHECK(p->code == "generate.check.two_tables");
  CHECK(p->args == std::vector<std::string>{"1", "1EW", "1", "2"});
  CHECK(en(*p) == "round 1: pair 1EW is at table 1 and at table 2");
  CHECK_FALSE(rep.valid());
}

TEST_CASE("Validator: a pair sitting both North-South and East-West is an error") {
  Movement m = three_table();
  at(m, 1, 1).ew = "1NS";
  CHECK(validate(m).has(ProblemKind::DoubleBooked));
}

TEST_CASE("Validator: boards played unequally often are a warning naming the board") {
  Movement m = three_table();
  at(m, 3, 3).ew.reset();  // 1EW sits out: board 2 is played twice, the others three times
  const Report rep = validate(m);
  CHECK(rep.valid());
  const Problem* p = find(rep, ProblemKind::UnequalPlays);
  REQUIRE(p);
  CHECK(p->severity == Severity::Warning);
  CHECK(p->code == "generate.check.unequal_plays");
  CHECK(p->args == std::vector<std::string>{"2", "2", "3"});
  CHECK(en(*p) == "board 2 is played 2 times, most boards 3 times");
  CHECK(es(*p) == "el tablero 2 se juega 2 veces; la mayoría, 3 veces");
}

TEST_CASE("Validator: a board nobody plays is a warning") {
  Movement m = three_table();
  m.boards = 4;
  CHECK(validate(m).has(ProblemKind::UnplayedBoard));
}

TEST_CASE("Adjacent tables: t and t+1, and the last table with the first (tables stand in a loop)") {
  CHECK(adjacent(1, 2, 8));
  CHECK(adjacent(5, 4, 8));
  CHECK(adjacent(1, 8, 8));
  CHECK_FALSE(adjacent(1, 3, 8));
  CHECK_FALSE(adjacent(2, 8, 8));
}

TEST_CASE("Validator: a set shared by tables that do not stand together is a warning — adjacent sharing is fine") {
  Movement m;
  m.tables = 5;
  m.rounds = 1;
  m.boards_per_round = 2;
  m.boards = 8;
  m.rows = {{1, 1, "1", "2", {1, 2}, 1, false}, {1, 2, "3", "4", {3, 4}, 2, false},
            {1, 3, "5", "6", {1, 2}, 1, false}, {1, 4, "7", "8", {5, 6}, 3, false},
            {1, 5, "9", "10", {5, 6}, 3, false}};
  const Report rep = validate(m);
  int shares = 0;
  for (const Problem& p : rep.problems)
    if (p.kind == ProblemKind::ShareNotAdjacent) {
      ++shares;
      CHECK(p.code == "generate.check.share_set_apart");
      CHECK(en(p) == "round 1: tables 1, 3 share board set 1 but do not stand next to each other");
    }
  CHECK(shares == 1);  // one warning for tables 1 and 3 (boards 1 and 2); tables 4-5 are adjacent
}

TEST_CASE("Validator: tables playing different copies (sets) of the same board numbers do not share them") {
  // Two groups, as a Web Mitchell or two teams matches: tables 1 and 3 play boards 1-2 from
  // set 1, table 2 and 4 from set 2 (another copy of boards 1-2). With the sets named there is
  // no share; the same rows without sets (a file) are read as one copy shared by 1-2-3-4.
  Movement m;
  m.tables = 6;
  m.rounds = 1;
  m.boards_per_round = 2;
  m.boards = 2;
  m.rows = {{1, 1, "1", "2", {1, 2}, 1, false}, {1, 3, "3", "4", {1, 2}, 2, false},
            {1, 5, "5", "6", {1, 2}, 3, false}};
  auto shares = [](const Report& rep) {
    int n = 0;
    for (const Problem& p : rep.problems) n += p.kind == ProblemKind::ShareNotAdjacent;
    return n;
  };
  CHECK(shares(validate(m)) == 0);
  for (auto& r : m.rows) r.board_set = 0;
  const Report rep = validate(m);
  REQUIRE(shares(rep) >= 1);
  bool named = false;
  for (const Problem& p : rep.problems)
    named = named || (p.code == "generate.check.share_board_apart" &&
                       en(p).find("tables 1, 3, 5 share board 1") != std::string::npos);
  CHECK(named);
}

TEST_CASE("Validator: two pairs meeting twice is a warning listing where") {
  Movement m = three_table();
  at(m, 2, 1).ew = "1EW";
  at(m, 2, 2).ew = "3EW";
  const Report rep = validate(m);
  const Problem* p = find(rep, ProblemKind::MeetTwice);
  REQUIRE(p);
  CHECK(p->code == "generate.check.meet_twice");
  CHECK(p->args == std::vector<std::string>{"1EW", "1NS", "2"});
  CHECK(p->places == std::vector<std::pair<int, int>>{{1, 1}, {2, 1}});
  CHECK(en(*p).find("pairs 1EW and 1NS meet 2 times (round 1, table 1; round 2, table 1)") == 0);
  CHECK(es(*p) == "las parejas 1EO y 1NS se enfrentan 2 veces (ronda 1, mesa 1; ronda 2, mesa 1)");
}

TEST_CASE("Validator: rows outside the movement, duplicate rows and boards out of range are errors") {
  Movement m = three_table();
  m.rows.push_back({4, 1, "1NS", "2EW", {1}, 1, false});
  m.rows.push_back({1, 4, "9NS", "9EW", {2}, 2, false});
  m.rows.push_back({3, 3, "8NS", "8EW", {7}, 0, false});
  m.rows.push_back({2, 2, "7NS", "7EW", {}, 0, false});
  const Report rep = validate(m);
  int bad = 0;
  for (const Problem& p : rep.problems) bad += p.kind == ProblemKind::BadRow;
  CHECK(bad >= 5);  // round 4, table 4, (3,3) twice, board 7, (2,2) twice, no boards
  CHECK_FALSE(rep.valid());
}

TEST_CASE("Balance quality = 100 * (1 - sd/mean) over the couples of one field: counts 1, 3, 2 give 100 * (1 - 0.816/2)") {
  Comparisons c;
  c.pairs = {"a", "b", "c"};
  c.field = {0, 0, 0};
  c.count = {{0, 1, 3}, {1, 0, 2}, {3, 2, 0}};  // couples: 1, 3, 2
  BalanceMetrics b = balance(c);
  CHECK(b.couples == 3);
  CHECK(b.mean == doctest::Approx(2));
  CHECK(b.stddev == doctest::Approx(std::sqrt(2.0 / 3.0)));
  CHECK(b.quality == doctest::Approx(100 * (1 - std::sqrt(2.0 / 3.0) / 2)));
  CHECK(b.min == 1);
  CHECK(b.max == 3);
  c.field = {0, 1, 1};  // two winners: only b and c are one field
  b = balance(c);
  CHECK(b.couples == 1);
  CHECK(b.quality == doctest::Approx(100));
}

TEST_CASE("Tables sharing a board stand together exactly when each reaches the others through adjacent tables: every set of tables of rooms of 1 to 9 tables, against the definition") {
  for (int all = 1; all <= 9; ++all)
    for (unsigned mask = 1; mask < (1u << all); ++mask) {
      std::vector<int> tables;
      for (int t = 1; t <= all; ++t)
        if (mask & (1u << (t - 1))) tables.push_back(t);
      if (tables.size() < 2) continue;
      // The definition: grow the tables reached from the first through adjacent ones.
      std::vector<int> reached{tables[0]};
      std::vector<bool> in(tables.size(), false);
      in[0] = true;
      for (std::size_t k = 0; k < reached.size(); ++k)
        for (std::size_t j = 0; j < tables.size(); ++j)
          if (!in[j] && adjacent(reached[k], tables[j], all)) in[j] = true, reached.push_back(tables[j]);
      const bool together = reached.size() == tables.size();
      Movement m;
      m.tables = all;
      m.rounds = 1;
      m.boards_per_round = 1;
      m.boards = 1;
      int pair = 0;
      for (int t : tables) m.rows.push_back({1, t, std::to_string(++pair), std::to_string(++pair), {1}, 0, false});
      CAPTURE(all);
      CAPTURE(mask);
      CHECK(validate(m).has(ProblemKind::ShareNotAdjacent) == !together);
    }
}

TEST_CASE("Validator: a movement at every limit at once, wrong everywhere, is checked whole: the first 1000 problems listed, every other one counted, each kind found") {
  // 200 tables, 100 rounds, 64 boards a row, 1000 boards, 400 pairs: 20,000 rows, the most a
  // movement file may hold. Every table plays round r's same 64 boards (one set shared by the
  // whole room), North-South pairs stationary, East-West moving up a table a round: every pair
  // plays 6400 boards of 1000, so 5400 replays each.
  Movement m;
  m.type = "custom";
  m.tables = 200;
  m.rounds = 100;
  m.boards_per_round = 64;
  m.boards = 1000;
  m.winners = 2;
  for (int t = 1; t <= 200; ++t) m.pairs.push_back(std::to_string(t) + "NS");
  for (int t = 1; t <= 200; ++t) m.pairs.push_back(std::to_string(t) + "EW");
  for (int r = 1; r <= 100; ++r) {
    std::vector<int> boards;
    for (int k = 0; k < 64; ++k) boards.push_back(((r - 1) * 64 + k) % 1000 + 1);
    for (int t = 1; t <= 200; ++t)
      m.rows.push_back({r, t, std::to_string(t) + "NS", std::to_string((t + r - 2) % 200 + 1) + "EW", boards, 0, false});
  }
  const Report rep = validate(m);
  CHECK(rep.problems.size() == Report::kListed);
  CHECK(rep.errors() == 400 * 5400);
  // 6400 plays of a table over 1000 boards: 400 boards come round 7 times, 600 six: the 400
  // are played unequally often (warnings, none of them listed).
  CHECK(rep.warnings() == 400);
  CHECK(rep.unlisted_errors == 400 * 5400 - 1000);
  CHECK(rep.unlisted_warnings == 400);
  CHECK(rep.has(ProblemKind::Replay));
  CHECK(rep.has(ProblemKind::UnequalPlays));
  CHECK_FALSE(rep.has(ProblemKind::ShareNotAdjacent));  // the whole room stands together
  CHECK_FALSE(rep.has(ProblemKind::MeetTwice));
  // Each couple of a field compared on the boards both played the same way: two North-South
  // pairs play every round's boards, so all 1000.
  CHECK(rep.balance.couples == 2 * (200 * 199 / 2));
  CHECK(rep.balance.min == doctest::Approx(1000.0 / 64));
  CHECK(rep.balance.max == doctest::Approx(1000.0 / 64));
}
