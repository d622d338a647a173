// 1½-table appendix (Bowman) Mitchell (issue 3 part B).
#include <doctest/doctest.h>

#include "bandeja/movement/appendix.hpp"
#include "part_b_checks.hpp"

using namespace bandeja;
using namespace bandeja::movement;

TEST_CASE("Appendix Mitchell: 5 to 30 tables, no replay, every board played T times, no pair meets another twice") {
  for (int T = 5; T <= 30; ++T) {
    CAPTURE(T);
    auto m = appendix_mitchell(partb::spec("appendix", T).bpr(3));
    REQUIRE(m);
    CHECK(m->rounds == T - 2);
    CHECK(m->boards == 3 * (T - 2));
    const auto f = partb::facts(*m);
    CHECK(f.problems.empty());
    CHECK(partb::equal_plays(f, *m) == T);
    CHECK(partb::max_meetings(f) == 1);
    for (const auto& [pair, boards] : f.boards_of) CHECK(boards.size() == static_cast<std::size_t>(m->boards));
    // Table T shares round the room (it stands in the middle): the only warning allowed.
    partb::validator_accepts(*m, {ProblemKind::ShareNotAdjacent});
  }
}

TEST_CASE("Appendix Mitchell: 11 tables share as the EBU's Switched Bowman — table 10 with 1, table 11 with 9, 7, 5, 3, 1, 8, 6, 4, 2") {
  auto m = appendix_mitchell(partb::spec("appendix", 11).bpr(3).arrows(std::vector<int>{9}));
  REQUIRE(m);
  CHECK(m->rounds == 9);
  CHECK(m->winners == 1);
  const int partner[] = {9, 7, 5, 3, 1, 8, 6, 4, 2};
  for (int r = 1; r <= 9; ++r) {
    CAPTURE(r);
    CHECK(find_row(*m, r, 10)->boards == find_row(*m, r, 1)->boards);
    CHECK(find_row(*m, r, 11)->boards == find_row(*m, r, partner[r - 1])->boards);
  }
  CHECK(find_row(*m, 9, 4)->arrow_switch);
  CHECK(find_row(*m, 9, 4)->ns == std::optional<PairId>(find_row(*m, 9, 4)->ns));
}

TEST_CASE("Appendix Mitchell: 10½ tables — the East-West pair at table 11 sits out and every board is still played equally") {
  auto m = appendix_mitchell(partb::spec("appendix", 11).bpr(3).pairs(21));
  REQUIRE(m);
  const auto f = partb::facts(*m);
  CHECK(f.problems.empty());
  CHECK(partb::equal_plays(f, *m) == 10);
  for (int r = 1; r <= m->rounds; ++r) {
    CHECK_FALSE(find_row(*m, r, 11)->ns.has_value());
    CHECK(find_row(*m, r, 11)->boards.empty());
    CHECK(find_row(*m, r, 10)->boards == find_row(*m, r, 1)->boards);
  }
  // Table 10 stands beside table 1 (the validator numbers the loop 1..11, so it warns).
  partb::validator_accepts(*m, {ProblemKind::ShareNotAdjacent});
}

TEST_CASE("Appendix Mitchell: an even base skips after half the rounds (6 tables, base 4)") {
  auto m = appendix_mitchell(partb::spec("appendix", 6).bpr(4));
  REQUIRE(m);
  // East-West 1 plays at tables 1, 2 then skips to 4, 5.
  std::vector<int> tables;
  for (const Row& r : m->rows)
    if (r.ew == std::optional<PairId>("1EW")) tables.push_back(r.table);
  CHECK(tables == std::vector<int>{1, 2, 4, 5});
}

TEST_CASE("Appendix Mitchell: fewer than 5 tables or a wrong number of pairs is refused") {
  CHECK_FALSE(appendix_mitchell(partb::spec("appendix", 4)));
  auto bad = appendix_mitchell(partb::spec("appendix", 9).pairs(16));
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == "generate.half_table_pairs");
  CHECK(bad.error().field == "pairs");
  CHECK(bad.error().args == std::vector<std::string>{"9", "18", "17", "16"});
  CHECK(partb::said(bad.error()) == "pairs: 9 tables seat 18 pairs, or 17 with a half table; not 16");
  CHECK(partb::said(bad.error(), Lang::Es) == "parejas: 9 mesas sientan 18 parejas, o 17 con media mesa; no 16");
}
