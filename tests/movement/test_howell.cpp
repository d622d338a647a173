// Complete and shorter Howells: structure, meetings and the balance the offline search reached.
#include <doctest/doctest.h>

#include "bandeja/movement/howell.hpp"
#include "mv_helpers.hpp"

using namespace mvtest;

TEST_CASE("Complete Howell 2-16 tables: 2T pairs, 2T-1 rounds, every pair meets every other once and plays every set once") {
  for (int T = 2; T <= 16; ++T) {
    CAPTURE(T);
    const Movement m = make(spec("howell", T));
    const int n = 2 * T - 1;
    CHECK(m.rounds == n);
    CHECK(m.pairs.size() == static_cast<std::size_t>(2 * T));
    CHECK(m.board_sets.size() == static_cast<std::size_t>(n));
    CHECK(m.winners == 1);
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.problems.empty(), problems_text(rep));
    const auto meet = meetings(m);
    CHECK(meet.size() == static_cast<std::size_t>(T * n));  // (2T choose 2)
    for (const auto& [couple, k] : meet) CHECK(k == 1);
    CHECK(play_counts(m) == std::set<int>{T});
    // Sets not at a table that round are on the relay: 2T-1 minus the sets in play.
    for (int r = 1; r <= n; ++r) {
      std::set<int> in_play, relay;
      for (const Row& row : m.rows)
        if (row.round == r) in_play.insert(row.board_set);
      for (const Stand& s : m.stands)
        if (s.round == r) relay.insert(s.board_set);
      CHECK(in_play.size() + relay.size() == static_cast<std::size_t>(n));
    }
  }
}

TEST_CASE("Complete Howells of 4 and 6 tables are perfectly balanced: every couple compared T-1 times") {
  for (int T : {4, 6}) {
    CAPTURE(T);
    const BalanceMetrics b = balance(make(spec("howell", T, 3)));
    CHECK(b.min == doctest::Approx(T - 1));
    CHECK(b.max == doctest::Approx(T - 1));
    CHECK(b.stddev == doctest::Approx(0));
    CHECK(b.quality == doctest::Approx(100));
  }
}

TEST_CASE("Complete Howells of 8, 10, 12 and 16 tables are perfectly balanced too (cyclic difference sets)") {
  for (int T : {8, 10, 12, 16}) {
    CAPTURE(T);
    const BalanceMetrics b = balance(make(spec("howell", T)));
    CHECK(b.min == doctest::Approx(T - 1));
    CHECK(b.max == doctest::Approx(T - 1));
  }
}

TEST_CASE("Complete Howells of 5 and 7 tables are at least as balanced as the published ones (3-5 and 5-7)") {
  const BalanceMetrics five = balance(make(spec("howell", 5)));
  CHECK(five.min >= 3);
  CHECK(five.max <= 5);
  CHECK(five.mean == doctest::Approx(4));
  const BalanceMetrics seven = balance(make(spec("howell", 7)));
  CHECK(seven.min >= 5);
  CHECK(seven.max <= 7);
  CHECK(seven.mean == doctest::Approx(6));
  // Odd table counts 9-15: the same one-either-side spread.
  for (int T : {9, 11, 13, 15}) {
    CAPTURE(T);
    const BalanceMetrics b = balance(make(spec("howell", T)));
    CHECK(b.min >= T - 2);
    CHECK(b.max <= T);
  }
}

TEST_CASE("Howell tables that share a set stand next to each other (2, 3 and 5 tables have shares)") {
  for (int T : {2, 3, 5}) {
    CAPTURE(T);
    const Movement m = make(spec("howell", T, 4));
    std::map<std::pair<int, int>, int> per_set;
    for (const Row& r : m.rows) ++per_set[{r.round, r.board_set}];
    int shares = 0;
    for (const auto& [k, n] : per_set) shares += n > 1;
    CHECK(shares > 0);
    CHECK_FALSE(validate(m).has(ProblemKind::ShareNotAdjacent));
  }
}

TEST_CASE("Howell with a phantom (2T-1 pairs): the pair due to meet the phantom sits out, one pair per round") {
  for (int T = 2; T <= 16; ++T) {
    CAPTURE(T);
    Spec s = spec("howell", T);
    s.pairs = 2 * T - 1;
    const Movement m = make(s);
    CHECK(m.pairs.size() == static_cast<std::size_t>(2 * T - 1));
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.problems.empty(), problems_text(rep));
    for (int r = 1; r <= m.rounds; ++r) {
      int out = 0;
      for (const Row& row : m.rows)
        if (row.round == r) out += !row.ns.has_value() + !row.ew.has_value();
      CHECK(out == 1);
    }
    CHECK(play_counts(m) == std::set<int>{T - 1});
  }
}

TEST_CASE("Shorter (3/4) Howell: fewer rounds, no replay, no double booking, nobody meets twice, only used sets numbered") {
  for (int T = 3; T <= 16; ++T) {
    CAPTURE(T);
    Spec s = spec("howell", T);
    s.rounds = (3 * (2 * T - 1)) / 4;
    const Movement m = make(s);
    CHECK(m.rounds == *s.rounds);
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.errors() == 0, problems_text(rep));
    CHECK_FALSE(rep.has(ProblemKind::MeetTwice));
    CHECK_FALSE(rep.has(ProblemKind::UnplayedBoard));
    for (const Row& r : m.rows) CHECK(r.board_set <= static_cast<int>(m.board_sets.size()));
  }
}

TEST_CASE("Howell refuses table counts outside 2-16 and rounds beyond 2T-1") {
  CHECK_FALSE(generate(spec("howell", 17)).has_value());
  CHECK_FALSE(generate(spec("howell", 1)).has_value());
  Spec s = spec("howell", 4);
  s.rounds = 8;
  CHECK(generate(s).error().code == "generate.howell_rounds");
  CHECK(generate(s).error().field == "rounds");
  CHECK(generate(s).error().args == std::vector<std::string>{"4", "7", "8"});
  CHECK(said(generate(s).error()).find("rounds") == 0);
  s.rounds.reset();
  s.skip = true;
  CHECK_FALSE(generate(s).has_value());
}

TEST_CASE("Every shipped Howell design is a starter: each pair plays each set exactly once") {
  for (const HowellDesign& d : shipped_howell_designs()) {
    CAPTURE(d.tables);
    const int n = 2 * d.tables - 1;
    std::vector<int> seen(static_cast<std::size_t>(n), 0);
    auto mod = [n](int x) { return ((x % n) + n) % n; };
    ++seen[static_cast<std::size_t>(mod(d.offset[0]))];
    for (int k = 1; k < d.tables; ++k) {
      ++seen[static_cast<std::size_t>(mod(d.offset[static_cast<std::size_t>(k)] - k))];
      ++seen[static_cast<std::size_t>(mod(d.offset[static_cast<std::size_t>(k)] + k))];
    }
    for (int x : seen) CHECK(x == 1);
  }
}
