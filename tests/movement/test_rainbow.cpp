// Rainbow individual (issue 3 part B).
#include <doctest/doctest.h>

#include "bandeja/movement/rainbow.hpp"
#include "part_b_checks.hpp"

using namespace bandeja;
using namespace bandeja::movement;

TEST_CASE("Rainbow individual: every prime table count 5 to 29 — no player replays a board, partners every player of the opposite line once") {
  for (int T : {5, 7, 11, 13, 17, 19, 23, 29}) {
    CAPTURE(T);
    auto m = rainbow_individual(partb::spec("rainbow", T).bpr(2));
    REQUIRE(m);
    CHECK(m->individual);
    CHECK(m->pairs.size() == static_cast<std::size_t>(4 * T));
    const auto f = partb::facts(*m);
    CHECK(f.problems.empty());
    CHECK(partb::equal_plays(f, *m) == T);
    for (const auto& [player, boards] : f.boards_of) CHECK(boards.size() == static_cast<std::size_t>(m->boards));
    // Each North partners each South exactly once: all T*T partnerships N+S are distinct.
    std::set<std::string> partnerships;
    for (const Row& r : m->rows) {
      partnerships.insert(*r.ns);
      partnerships.insert(*r.ew);
    }
    CHECK(partnerships.size() == static_cast<std::size_t>(2 * T * T));
    // Players who start in the same direction never sit at one table.
    for (const Row& r : m->rows) {
      auto line = [&](const std::string& p) { return (std::stoi(p) - 1) / T; };
      const auto ns = partb::entities(r.ns, true), ew = partb::entities(r.ew, true);
      std::set<int> lines{line(ns[0]), line(ns[1]), line(ew[0]), line(ew[1])};
      CHECK(lines.size() == 4);
    }
    partb::validator_accepts(*m);
  }
}

TEST_CASE("Rainbow individual: 5 tables by hand — at table 3 in round 2 North 3, South 12, East 6, West 20") {
  auto m = rainbow_individual(partb::spec("rainbow", 5).bpr(1));
  REQUIRE(m);
  // Players 1-5 North, 6-10 East, 11-15 South, 16-20 West. Round 2, table 3: South 12 came up
  // one from table 2, East 6 came up two from table 1, West 20 came down two from table 5 (round
  // the loop); the boards came down one from table 4.
  const Row* r = find_row(*m, 2, 3);
  REQUIRE(r);
  CHECK(*r->ns == "3+12");
  CHECK(*r->ew == "6+20");
  CHECK(r->boards == std::vector<int>{4});
}

TEST_CASE("Rainbow individual: a table count that is not prime is refused") {
  for (int T : {3, 4, 6, 9, 15}) {
    CAPTURE(T);
    auto m = rainbow_individual(partb::spec("rainbow", T));
    REQUIRE_FALSE(m);
    CHECK(m.error().code == "generate.rainbow_tables");
    CHECK(m.error().field == "tables");
    CHECK(m.error().args == std::vector<std::string>{std::to_string(T)});
    CHECK(partb::said(m.error()).find("prime") != std::string::npos);
  }
}
