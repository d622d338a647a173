// Mitchell: every table count from 3 to 30, checked by the validator and by counting.
#include <doctest/doctest.h>

#include "bandeja/movement/mitchell.hpp"
#include "mv_helpers.hpp"

using namespace mvtest;

TEST_CASE("Mitchell, odd tables 3-29: no replay, no double booking, every board played T times, every NS meets every EW once") {
  for (int T = 3; T <= 29; T += 2) {
    CAPTURE(T);
    const Movement m = make(spec("mitchell", T, 3));
    CHECK(m.rounds == T);
    CHECK(m.boards == 3 * T);
    CHECK(m.winners == 2);
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.problems.empty(), problems_text(rep));
    CHECK(play_counts(m) == std::set<int>{T});
    const auto meet = meetings(m);
    CHECK(meet.size() == static_cast<std::size_t>(T * T));
    for (const auto& [couple, n] : meet) CHECK(n == 1);
    CHECK(rep.balance.quality == doctest::Approx(100));
  }
}

TEST_CASE("Mitchell worked example: 5 tables, round 2, table 1 hosts 1NS v 5EW on set 2 — EW move up, boards move down") {
  const Movement m = make(spec("mitchell", 5, 3));
  const Row* r = find_row(m, 2, 1);
  REQUIRE(r);
  CHECK(*r->ns == "1NS");
  CHECK(*r->ew == "5EW");
  CHECK(r->boards == std::vector<int>{4, 5, 6});
  // 1EW went from table 1 to table 2; set 2 came down from table 2 to table 1.
  CHECK(*find_row(m, 2, 2)->ew == "1EW");
  CHECK(find_row(m, 1, 2)->boards == std::vector<int>{4, 5, 6});
}

TEST_CASE("Mitchell, even tables 4-30 with a skip: T-1 rounds, valid, each EW pair misses exactly one NS pair and one set") {
  for (int T = 4; T <= 30; T += 2) {
    CAPTURE(T);
    Spec s = spec("mitchell", T);
    s.skip = true;
    const Movement m = make(s);
    CHECK(m.rounds == T - 1);
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.problems.empty(), problems_text(rep));
    CHECK(play_counts(m) == std::set<int>{T - 1});
    const auto meet = meetings(m);
    CHECK(meet.size() == static_cast<std::size_t>(T * (T - 1)));
    // The skip happens after round T/2: EW 1 moves from table T/2 to table T/2 + 2.
    CHECK(*find_row(m, T / 2, T / 2)->ew == "1EW");
    CHECK(*find_row(m, T / 2 + 1, T / 2 + 2)->ew == "1EW");
  }
}

TEST_CASE("Mitchell, even tables 4-30 with a relay and bye stand: T rounds, tables 1 and T share, every pair plays every set once") {
  for (int T = 4; T <= 30; T += 2) {
    CAPTURE(T);
    Spec s = spec("mitchell", T);
    s.relay = true;
    const Movement m = make(s);
    CHECK(m.rounds == T);
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.problems.empty(), problems_text(rep));
    CHECK(play_counts(m) == std::set<int>{T});
    for (const auto& [couple, n] : meetings(m)) CHECK(n == 1);
    CHECK(meetings(m).size() == static_cast<std::size_t>(T * T));
    for (int r = 1; r <= T; ++r) CHECK(find_row(m, r, 1)->boards == find_row(m, r, T)->boards);
    REQUIRE(m.stands.size() == static_cast<std::size_t>(T));
    for (const Stand& st : m.stands) {
      CHECK(st.kind == StandKind::Bye);
      CHECK(st.after_table == T / 2);
    }
  }
}

TEST_CASE("Mitchell half table (2T-1 pairs): NS of the last table is empty, one EW pair sits out each round, boards still equal") {
  for (int T = 3; T <= 30; ++T) {
    CAPTURE(T);
    Spec s = spec("mitchell", T);
    s.pairs = 2 * T - 1;
    s.relay = T % 2 == 0;
    const Movement m = make(s);
    CHECK(m.pairs.size() == static_cast<std::size_t>(2 * T - 1));
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.errors() == 0, problems_text(rep));
    CHECK_FALSE(rep.has(ProblemKind::UnequalPlays));
    for (int r = 1; r <= m.rounds; ++r) {
      const Row* last = find_row(m, r, T);
      CHECK_FALSE(last->ns.has_value());
      CHECK(last->ew.has_value());
    }
  }
}

TEST_CASE("Mitchell half table with a skip: T-1 rounds over T sets cannot play every set equally often — the validator says so") {
  Spec s = spec("mitchell", 6);
  s.pairs = 11;
  s.skip = true;
  const Report rep = validate(make(s));
  CHECK(rep.errors() == 0);
  CHECK(rep.has(ProblemKind::UnequalPlays));
}

TEST_CASE("Mitchell arrow-switch: the pairs swap directions in the given rounds and the movement has one winner") {
  Spec s = spec("mitchell", 7);
  s.arrow_switch_rounds = {5, 6, 7};
  const Movement m = make(s);
  CHECK(m.winners == 1);
  const Row* r = find_row(m, 5, 1);
  CHECK(r->arrow_switch);
  CHECK(r->ew == "1NS");
  CHECK(r->ns->ends_with("EW"));
  CHECK_FALSE(find_row(m, 4, 1)->arrow_switch);
  const Report rep = validate(m);
  CHECK(rep.problems.empty());
  // One field now: NS pairs are compared with EW pairs on the switched rounds.
  CHECK(rep.balance.couples == 14 * 13 / 2);
  CHECK(rep.balance.min > 0);
}

TEST_CASE("Mitchell with fewer rounds than tables: every set still played equally often, nobody meets twice") {
  for (int T = 5; T <= 29; T += 2) {
    CAPTURE(T);
    Spec s = spec("mitchell", T);
    s.rounds = T - 2;
    const Movement m = make(s);
    CHECK(m.rounds == T - 2);
    const Report rep = validate(m);
    CHECK_MESSAGE(rep.problems.empty(), problems_text(rep));
    CHECK(play_counts(m) == std::set<int>{T - 2});
  }
}

TEST_CASE("Mitchell refuses what it cannot honour, naming the field") {
  auto err = [](Spec s) {
    auto m = generate(s);
    REQUIRE_FALSE(m.has_value());
    return m.error();
  };
  // Each refusal: its code, the field at fault, its arguments, and the sentence a director reads.
  auto refused = [&](Spec s, const char* code, const char* field, std::vector<std::string> args) {
    const bandeja::Error e = err(s);
    CHECK(e.code == code);
    CHECK(e.field == field);
    CHECK(e.args == args);
    return said(e);
  };
  CHECK(refused(spec("mitchell", 6), "generate.mitchell_even", "tables", {"6"}).find("--skip or --relay") !=
        std::string::npos);
  Spec odd_skip = spec("mitchell", 7);
  odd_skip.skip = true;
  CHECK(refused(odd_skip, "generate.skip_relay_odd", "skip", {"7"}).find("odd") != std::string::npos);
  Spec long_skip = spec("mitchell", 8);
  long_skip.skip = true;
  long_skip.rounds = 8;
  CHECK(refused(long_skip, "generate.mitchell_rounds", "rounds", {"7", "8"}) ==
        "rounds: this Mitchell has at most 7 rounds, not 8");
  Spec pairs = spec("mitchell", 5);
  pairs.pairs = 7;
  CHECK(refused(pairs, "generate.half_table_pairs", "pairs", {"5", "10", "9", "7"}).find("pairs") == 0);
  Spec arrow = spec("mitchell", 5);
  arrow.arrow_switch_rounds = {6};
  CHECK(refused(arrow, "generate.arrow_round", "arrow_switch", {"6", "5"}) ==
        "arrow-switch: round 6 is not one of rounds 1 to 5");
  CHECK(refused(spec("mitchell", 2), "generate.tables_range.mitchell", "tables", {"3", "40", "2"}) ==
        "tables: a Mitchell is for 3 to 40 tables, not 2");
  CHECK(said(err(spec("mitchell", 6)), bandeja::Lang::Es).find("mesas") == 0);
  Spec both = spec("mitchell", 6);
  both.skip = both.relay = true;
  CHECK(refused(both, "generate.skip_and_relay", "skip", {}) == "--skip and --relay: choose one of them");
  CHECK(said(err(both), bandeja::Lang::Es) == "--skip y --relay: elija solo uno");
  CHECK(said(err(both), bandeja::Lang::Fr) == "--skip et --relay : choisissez l'un des deux");
}

TEST_CASE("Mitchell --arrow-switch auto: the suggested rounds balance at least as well as switching any last k rounds") {
  for (int T : {5, 7, 9}) {
    CAPTURE(T);
    Spec s = spec("mitchell", T);
    const std::vector<int> best = suggested_arrow_switch(s);
    REQUIRE_FALSE(best.empty());
    s.arrow_switch_rounds = best;
    const double q = balance(make(s)).quality;
    for (int k = 1; k < T; ++k) {
      Spec other = spec("mitchell", T);
      for (int r = T - k + 1; r <= T; ++r) other.arrow_switch_rounds.push_back(r);
      CHECK(q >= balance(make(other)).quality - 1e-9);
    }
  }
}
