// Hesitation Mitchell (issue 3 part B).
#include <doctest/doctest.h>

#include <set>

#include "bandeja/movement/balance.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/hesitation.hpp"
#include "part_b_checks.hpp"

using namespace bandeja;
using namespace bandeja::movement;

TEST_CASE("Hesitation Mitchell: 3 to 29 tables, every pair plays every board once, every board equally, nobody meets twice") {
  for (int T = 3; T <= 29; T += 2) {
    CAPTURE(T);
    auto m = hesitation_mitchell(partb::spec("hesitation", T).bpr(2));
    REQUIRE(m);
    CHECK(m->rounds == T + 1);
    CHECK(m->boards == 2 * (T + 1));
    CHECK(m->winners == 1);
    const auto f = partb::facts(*m);
    CHECK(f.problems.empty());
    CHECK(partb::equal_plays(f, *m) == T);
    CHECK(partb::max_meetings(f) == 1);
    CHECK(f.boards_of.size() == static_cast<std::size_t>(2 * T));
    for (const auto& [pair, boards] : f.boards_of) CHECK(boards.size() == static_cast<std::size_t>(m->boards));
    partb::validator_accepts(*m);
  }
}

TEST_CASE("Hesitation Mitchell: 3 tables by hand — the East-West pair at the last table stays there as North-South") {
  auto m = hesitation_mitchell(partb::spec("hesitation", 3).bpr(1).arrows(std::vector<int>{4}));
  REQUIRE(m);
  // Round 1: pairs 1, 2 stationary; 3, 4, 5 East-West at tables 1-3; 6 North-South at table 3.
  // Sets round the room: table 1, relay, table 2, table 3 hold sets 1, 2, 3, 4.
  const Row* r = find_row(*m, 1, 3);
  REQUIRE(r);
  CHECK(r->ns == std::optional<PairId>("6"));
  CHECK(r->ew == std::optional<PairId>("5"));
  CHECK(r->boards == std::vector<int>{4});
  CHECK(find_row(*m, 1, 2)->boards == std::vector<int>{3});
  // Round 2: 5 hesitates (North-South at table 3), 6 goes to table 1 East-West, 4 up to table 3.
  CHECK(find_row(*m, 2, 3)->ns == std::optional<PairId>("5"));
  CHECK(find_row(*m, 2, 3)->ew == std::optional<PairId>("4"));
  CHECK(find_row(*m, 2, 1)->ew == std::optional<PairId>("6"));
  CHECK(find_row(*m, 2, 1)->boards == std::vector<int>{2});  // set 2 came down from the relay
  // Round 4 is arrow-switched at the stationary tables only.
  CHECK(find_row(*m, 4, 1)->arrow_switch);
  CHECK(find_row(*m, 4, 1)->ew == std::optional<PairId>("1"));
  CHECK_FALSE(find_row(*m, 4, 3)->arrow_switch);
}

TEST_CASE("Hesitation Mitchell: an even number of tables or too many rounds is refused, in the director's language") {
  auto even = hesitation_mitchell(partb::spec("hesitation", 6));
  REQUIRE_FALSE(even);
  CHECK(even.error().code == "generate.hesitation_tables");
  CHECK(even.error().field == "tables");
  CHECK(even.error().args == std::vector<std::string>{"6"});
  CHECK(partb::said(even.error(), Lang::Es).find("impar") != std::string::npos);
  auto long_one = hesitation_mitchell(partb::spec("hesitation", 5).rounds(7));
  REQUIRE_FALSE(long_one);
  CHECK(long_one.error().code == "generate.hesitation_rounds");
  CHECK(long_one.error().args == std::vector<std::string>{"5", "6", "7"});
  CHECK(partb::said(long_one.error()).find("at most 6 rounds") != std::string::npos);
}

TEST_CASE("Hesitation Mitchell: generate() knows it") {
  auto m = generate(partb::spec("hesitation", 7).bpr(2));
  REQUIRE(m);
  CHECK(m->type == "hesitation");
  CHECK(m->rounds == 8);
}

TEST_CASE("Hesitation Mitchell: the default arrow-switch rounds (searched offline) balance at least as well as switching the last two rounds") {
  for (int T = 3; T <= 39; T += 2) {
    CAPTURE(T);
    auto def = hesitation_mitchell(partb::spec("hesitation", T).bpr(2));
    auto last_two = hesitation_mitchell(partb::spec("hesitation", T).bpr(2).arrows(std::vector<int>{T, T + 1}));
    REQUIRE(def);
    REQUIRE(last_two);
    CHECK_FALSE(hesitation_default_arrows(T).empty());
    CHECK(balance(*def).quality >= balance(*last_two).quality - 1e-9);
  }
}

TEST_CASE("Hesitation Mitchell: the search reproduces the shipped arrow-switch data (3 to 11 tables)") {
  for (int T = 3; T <= 11; T += 2) {
    CAPTURE(T);
    CHECK(hesitation_arrow_search(T) == hesitation_default_arrows(T));
  }
}

TEST_CASE("Hesitation Mitchell: fewer rounds keep the default switches that fall inside them") {
  auto m = hesitation_mitchell(partb::spec("hesitation", 11).rounds(8).bpr(2));
  REQUIRE(m);
  std::set<int> switched;
  for (const Row& r : m->rows)
    if (r.arrow_switch) switched.insert(r.round);
  CHECK(switched == std::set<int>{1, 2, 7});  // 9 and 10 are beyond round 8
}
