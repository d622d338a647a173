// Teams: round robin schedule, two tables per match, American Whist (issue 3 part B).
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "bandeja/movement/teams.hpp"
#include "part_b_checks.hpp"

using namespace bandeja;
using namespace bandeja::movement;

TEST_CASE("Round robin (circle method): 2 to 30 teams, every team meets every other once, one match a round, a bye each for odd numbers") {
  for (int n = 2; n <= 30; ++n) {
    CAPTURE(n);
    auto s = round_robin(n);
    REQUIRE(s);
    CHECK(s->size() == static_cast<std::size_t>(n % 2 ? n : n - 1));
    std::set<std::pair<int, int>> met;
    std::map<int, int> byes, home, away;
    for (const auto& round : *s) {
      std::set<int> busy;
      for (const Match& x : round) {
        CHECK(busy.insert(x.home).second);
        if (x.away == 0) {
          ++byes[x.home];
          continue;
        }
        CHECK(busy.insert(x.away).second);
        CHECK(met.insert(std::minmax(x.home, x.away)).second);
        ++home[x.home];
        ++away[x.away];
      }
      CHECK(busy.size() == static_cast<std::size_t>(n));
    }
    CHECK(met.size() == static_cast<std::size_t>(n * (n - 1) / 2));
    for (int t = 1; t <= n; ++t) {
      CHECK(byes[t] == (n % 2 ? 1 : 0));
      CHECK(std::abs(home[t] - away[t]) <= 1);
    }
  }
}

TEST_CASE("Round robin: 4 teams by hand — 1v4 2v3, then 4v3... every round pairs the fixed team 4 with a new one") {
  auto s = round_robin(4);
  REQUIRE(s);
  REQUIRE(s->size() == 3);
  std::vector<int> against4;
  for (const auto& round : *s)
    for (const Match& x : round)
      if (x.home == 4 || x.away == 4) against4.push_back(x.home == 4 ? x.away : x.home);
  CHECK(against4 == std::vector<int>{1, 2, 3});
}

TEST_CASE("Teams, two tables per match: 2 to 30 tables (even), both pairs of a team play every board, in opposite directions") {
  for (int T = 2; T <= 30; T += 2) {
    CAPTURE(T);
    auto m = teams_round_robin(partb::spec("teams", T).bpr(4));
    REQUIRE(m);
    CHECK(m->rounds == T - 1);
    const auto f = partb::facts(*m);
    CHECK(f.problems.empty());
    CHECK(partb::equal_plays(f, *m) == T);
    CHECK(partb::max_meetings(f) == 1);
    for (const auto& [pair, boards] : f.boards_of) CHECK(boards.size() == static_cast<std::size_t>(m->boards));
    // At the two tables of a match: the same boards, and team a's NS faces team b's EW while
    // team b's NS faces team a's EW.
    for (std::size_t i = 0; i + 1 < m->rows.size(); i += 2) {
      const Row& a = m->rows[i];
      const Row& b = m->rows[i + 1];
      REQUIRE(a.round == b.round);
      CHECK(b.table == a.table + 1);
      CHECK(a.boards == b.boards);
      const std::string home = a.ns->substr(0, a.ns->size() - 2), away = a.ew->substr(0, a.ew->size() - 2);
      CHECK(*b.ns == away + "NS");
      CHECK(*b.ew == home + "EW");
    }
    // Every match plays the same boards in a round (one copy per match): not a share.
    partb::validator_accepts(*m, {ProblemKind::ShareNotAdjacent});
  }
}

TEST_CASE("Teams: an odd number of tables is refused and points to American Whist") {
  auto m = teams_round_robin(partb::spec("teams", 7));
  REQUIRE_FALSE(m);
  CHECK(m.error().code == "generate.teams_tables");
  CHECK(m.error().field == "tables");
  CHECK(m.error().args == std::vector<std::string>{"7"});
  CHECK(partb::said(m.error()).find("American Whist") != std::string::npos);
}

TEST_CASE("American Whist: 3 to 29 tables (odd), each team meets every other team on the same boards at both tables, never itself") {
  for (int T = 3; T <= 29; T += 2) {
    CAPTURE(T);
    auto m = american_whist(partb::spec("whist", T).bpr(3));
    REQUIRE(m);
    CHECK(m->rounds == T - 1);
    const auto f = partb::facts(*m);
    CHECK(f.problems.empty());
    CHECK(partb::max_meetings(f) == 1);
    CHECK(partb::equal_plays(f, *m) == T - 1);
    // match (a, b): the boards of aNS v bEW equal the boards of bNS v aEW.
    std::map<std::pair<int, int>, std::vector<int>> half;
    for (const Row& r : m->rows) {
      const int ns = std::stoi(*r.ns), ew = std::stoi(*r.ew);
      CHECK(ns != ew);
      half[{ns, ew}] = r.boards;
    }
    for (int a = 1; a <= T; ++a)
      for (int b = 1; b <= T; ++b)
        if (a != b) {
          CAPTURE(a);
          CAPTURE(b);
          REQUIRE(half.count({a, b}));
          CHECK(half[{a, b}] == half[{b, a}]);
        }
    partb::validator_accepts(*m);
  }
}

TEST_CASE("American Whist: 5 teams by hand — pairs down two, boards down one") {
  auto m = american_whist(partb::spec("whist", 5).bpr(1));
  REQUIRE(m);
  // Round 1 at table 1: 1NS v 3EW on board 1; round 2 at table 1: 5EW (down two from table 3) on
  // board 2 (down one from table 2).
  CHECK(*find_row(*m, 1, 1)->ew == "3EW");
  CHECK(find_row(*m, 1, 1)->boards == std::vector<int>{1});
  CHECK(*find_row(*m, 2, 1)->ew == "5EW");
  CHECK(find_row(*m, 2, 1)->boards == std::vector<int>{2});
  CHECK(*find_row(*m, 1, 4)->ew == "1EW");  // 1EW starts two tables below its home: table 4
  CHECK(*find_row(*m, 2, 2)->ew == "1EW");  // then down two
}
