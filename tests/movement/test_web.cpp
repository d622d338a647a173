// Web Mitchell (issue 3 part B).
#include <doctest/doctest.h>

#include "bandeja/movement/web.hpp"
#include "part_b_checks.hpp"

using namespace bandeja;
using namespace bandeja::movement;

TEST_CASE("Web Mitchell: every even table count 4 to 30 and every set count from T/2 to T-1 — no replay, no meeting twice, equal plays") {
  for (int T = 4; T <= 30; T += 2) {
    for (int S = T / 2; S <= T - 1; ++S) {
      CAPTURE(T);
      CAPTURE(S);
      auto m = web_mitchell(partb::spec("web", T).rounds(S).bpr(2));
      REQUIRE(m);
      const auto f = partb::facts(*m);
      CHECK(f.problems.empty());
      CHECK(partb::equal_plays(f, *m) == T);  // two copies, each played by T/2 tables
      CHECK(partb::max_meetings(f) == 1);
      for (const auto& [pair, boards] : f.boards_of) CHECK(boards.size() == static_cast<std::size_t>(m->boards));
      // The two copies of a set are played at the same time in the two groups: not a share,
      // so the validator has nothing to warn of.
      partb::validator_accepts(*m);
    }
  }
}

TEST_CASE("Web Mitchell: 10 tables, 7 sets start as the published layout (1 2 3 4 5 | 4 3 2 1 7)") {
  auto m = web_mitchell(partb::spec("web", 10).rounds(7).bpr(1));
  REQUIRE(m);
  const int expected[] = {1, 2, 3, 4, 5, 4, 3, 2, 1, 7};
  for (int t = 1; t <= 10; ++t) CHECK(find_row(*m, 1, t)->boards == std::vector<int>{expected[t - 1]});
  // Round 2: each group's boards came down one table; table 10 gets set 6 from its relay.
  CHECK(find_row(*m, 2, 1)->boards == std::vector<int>{2});
  CHECK(find_row(*m, 2, 10)->boards == std::vector<int>{6});
  CHECK(find_row(*m, 2, 5)->boards == std::vector<int>{6});
}

TEST_CASE("Web Mitchell: 26 boards by default (13 rounds of 2) from 14 to 26 tables") {
  for (int T : {14, 20, 26}) {
    auto m = web_mitchell(partb::spec("web", T).bpr(2));
    REQUIRE(m);
    CHECK(m->rounds == 13);
    CHECK(m->boards == 26);
  }
}

TEST_CASE("Web Mitchell: odd tables or too few sets are refused") {
  CHECK_FALSE(web_mitchell(partb::spec("web", 15)));
  auto few = web_mitchell(partb::spec("web", 20).rounds(9));
  REQUIRE_FALSE(few);
  CHECK(few.error().code == "generate.web_rounds");
  CHECK(few.error().field == "rounds");
  CHECK(few.error().args == std::vector<std::string>{"20", "10", "19", "9"});
  CHECK(partb::said(few.error()).find("10 to 19") != std::string::npos);
}
