// A rover for a late pair (issue 3 part B).
#include <doctest/doctest.h>

#include <set>

#include "bandeja/movement/rover.hpp"
#include "part_b_checks.hpp"

using namespace bandeja;
using namespace bandeja::movement;

namespace {

std::vector<int> rover_tables(const Movement& m, const std::string& rover) {
  std::vector<int> out;
  for (const Row& r : m.rows)
    if (r.ns == std::optional<PairId>(rover)) out.push_back(r.table);
  return out;
}

}  // namespace

TEST_CASE("Rover: 3 to 30 tables, the rover plays from round 2 without a replay and each North-South pair sits out at most once") {
  for (int T = 3; T <= 30; ++T) {
    CAPTURE(T);
    Spec spec = partb::spec("rover", T).bpr(2).skip(T % 2 == 0);
    auto m = rover_mitchell(spec);
    REQUIRE(m);
    const std::string rover = std::to_string(T + 1) + "NS";
    const auto f = partb::facts(*m);
    CHECK(f.problems.empty());
    CHECK(partb::equal_plays(f, *m) == m->rounds);  // the rover fills the seat it takes
    CHECK(rover_tables(*m, rover).size() == static_cast<std::size_t>(m->rounds - 1));
    for (int t = 1; t <= T; ++t) {
      const std::string ns = std::to_string(t) + "NS";
      CHECK(f.rounds_played.at(ns) >= m->rounds - 1);
    }
    const bool repeats = partb::max_meetings(f) > 1;
    if (repeats)
      partb::validator_accepts(*m, {ProblemKind::MeetTwice});
    else
      partb::validator_accepts(*m);
  }
}

TEST_CASE("Rover: 7 tables go up two tables each round, 1 3 5 7 2 4, as in the EBU manual") {
  auto m = rover_mitchell(partb::spec("rover", 7).bpr(3));
  REQUIRE(m);
  CHECK(rover_tables(*m, "8NS") == std::vector<int>{1, 3, 5, 7, 2, 4});
  // The displaced pair: 1NS sits out round 2.
  const Row* r = find_row(*m, 2, 1);
  REQUIRE(r);
  CHECK(r->ns == std::optional<PairId>("8NS"));
  CHECK(m->pairs.size() == 15);
}

TEST_CASE("Rover: a half table or an arrow-switch is refused with the reason") {
  auto half = rover_mitchell(partb::spec("rover", 7).pairs(13));
  REQUIRE_FALSE(half);
  CHECK(half.error().code == "generate.rover_pairs");
  CHECK(half.error().field == "pairs");
  CHECK(partb::said(half.error()).find("pairs") != std::string::npos);
  CHECK_FALSE(rover_mitchell(partb::spec("rover", 7).arrows(std::vector<int>{7})));
}
