// Swiss pairing of the next round (issue 3 part B).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>

#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/swiss.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"

using namespace bandeja;
using namespace bandeja::movement;

namespace {

std::set<std::pair<int, int>> couples(const SwissRound& r) {
  std::set<std::pair<int, int>> out;
  for (const Match& m : r.matches) out.insert(std::minmax(m.home, m.away));
  return out;
}

}  // namespace

TEST_CASE("Swiss: round 1 pairs 1v2, 3v4 from the top down") {
  auto r = swiss_pairing({{1, 0, {}}, {2, 0, {}}, {3, 0, {}}, {4, 0, {}}});
  REQUIRE(r);
  CHECK(r->matches == std::vector<Match>{{1, 2}, {3, 4}});
  CHECK_FALSE(r->bye);
}

TEST_CASE("Swiss: the leader meets the closest team below it that it has not met (no rematch)") {
  // Standings 1 (20), 2 (18), 3 (15), 4 (10); 1 and 2 have met, 3 and 4 have met.
  auto r = swiss_pairing({{1, 20, {2}}, {2, 18, {1}}, {3, 15, {4}}, {4, 10, {3}}});
  REQUIRE(r);
  CHECK(r->matches == std::vector<Match>{{1, 3}, {2, 4}});
}

TEST_CASE("Swiss: points order the standings, not the order given") {
  auto r = swiss_pairing({{7, 5, {}}, {8, 30, {}}, {9, 12, {}}, {10, 20, {}}});
  REQUIRE(r);
  CHECK(r->matches == std::vector<Match>{{8, 10}, {9, 7}});
}

TEST_CASE("Swiss: backtracking when the bottom is stuck — the team above takes its next-closest opponent") {
  // 6 teams in order 1..6. Greedy top-down would pair 1v2, 3v4 and leave 5v6, who have met;
  // so 3 gives way and takes its next-closest opponent: 1v2, 3v5, 4v6.
  auto r = swiss_pairing({{1, 60, {}}, {2, 50, {}}, {3, 40, {}}, {4, 30, {}}, {5, 20, {6}}, {6, 10, {5}}});
  REQUIRE(r);
  CHECK(r->matches == std::vector<Match>{{1, 2}, {3, 5}, {4, 6}});
  // Deeper: 5 and 6 have met, and 4 has met both: whatever 3 does after 1v2 (or 2 after 1v3)
  // leaves two of 4, 5, 6 together, so the leader gives way: 1v4, 2v5, 3v6.
  auto deep = swiss_pairing({{1, 60, {}}, {2, 50, {}}, {3, 40, {}}, {4, 30, {5, 6}}, {5, 20, {6, 4}}, {6, 10, {5, 4}}});
  REQUIRE(deep);
  for (const Match& m : deep->matches) {
    CHECK_FALSE((std::pair<int, int>(std::minmax(m.home, m.away)) == std::pair{5, 6}));
    CHECK_FALSE((std::pair<int, int>(std::minmax(m.home, m.away)) == std::pair{4, 5}));
    CHECK_FALSE((std::pair<int, int>(std::minmax(m.home, m.away)) == std::pair{4, 6}));
  }
  CHECK(deep->matches == std::vector<Match>{{1, 4}, {2, 5}, {3, 6}});
}

TEST_CASE("Swiss: an odd number gives the bye to the lowest team that has not had one") {
  auto r = swiss_pairing({{1, 30, {}}, {2, 20, {}}, {3, 10, {}, false}, {4, 25, {}}, {5, 5, {}, true}});
  REQUIRE(r);
  // Order: 1 (30), 4 (25), 2 (20), 3 (10), 5 (5, had a bye): the bye goes to 3.
  REQUIRE(r->bye);
  CHECK(*r->bye == 3);
  CHECK(r->matches == std::vector<Match>{{1, 4}, {2, 5}});
}

TEST_CASE("Swiss: the bye moves up when the rest could only be paired with a rematch") {
  // 3 teams: 3 is lowest without a bye, but then 1 and 2 would meet again; so the bye goes to 2.
  auto r = swiss_pairing({{1, 30, {2}}, {2, 20, {1}}, {3, 10, {}}});
  REQUIRE(r);
  CHECK(*r->bye == 2);
  CHECK(couples(*r) == std::set<std::pair<int, int>>{{1, 3}});
}

TEST_CASE("Swiss: no pairing without a rematch is an error that says so — bad standings name the line") {
  auto all_met = swiss_pairing({{1, 3, {2, 3, 4}}, {2, 2, {1, 3, 4}}, {3, 1, {1, 2, 4}}, {4, 0, {1, 2, 3}}});
  REQUIRE_FALSE(all_met);
  CHECK(all_met.error().code == "generate.swiss_rematch");
  CHECK(present::render(all_met.error(), Lang::En).find("rematch") != std::string::npos);
  auto dup = swiss_pairing({{1, 3, {}}, {1, 2, {}}});
  REQUIRE_FALSE(dup);
  CHECK(dup.error().code == "generate.swiss_team_twice");
  CHECK(dup.error().args == std::vector<std::string>{"2", "1"});
  CHECK(present::render(dup.error(), Lang::Es) == "clasificación línea 2: el equipo 1 aparece dos veces");
  CHECK(present::render(dup.error(), Lang::En) == "standings line 2: team 1 appears twice");
  auto ghost = swiss_pairing({{1, 3, {9}}, {2, 2, {}}});
  REQUIRE_FALSE(ghost);
  CHECK(ghost.error().code == "generate.swiss_unknown_opponent");
  CHECK(ghost.error().args == std::vector<std::string>{"1", "1", "9"});
  CHECK(present::render(ghost.error(), Lang::En).find("line 1") != std::string::npos);
}

TEST_CASE("Swiss: 40 teams over 20 rounds never rematch (pairing each round from the standings)") {
  std::vector<Standing> st;
  for (int t = 1; t <= 40; ++t) st.push_back({t, 0, {}});
  for (int round = 1; round <= 20; ++round) {
    CAPTURE(round);
    auto r = swiss_pairing(st);
    REQUIRE(r);
    CHECK(r->matches.size() == 20);
    for (const Match& m : r->matches) {
      for (auto& s : st) {
        if (s.team == m.home) s.opponents.push_back(m.away), s.points += (m.home * 7 + round) % 13;
        if (s.team == m.away) s.opponents.push_back(m.home), s.points += (m.away * 5 + round) % 11;
      }
    }
  }
  for (const auto& s : st) {
    std::set<int> distinct(s.opponents.begin(), s.opponents.end());
    CHECK(distinct.size() == s.opponents.size());
  }
}

namespace {

// Whether the teams of `left` (indices into the standings, a bitmask) can all be paired with no
// rematch: the plain search over every way of pairing them, independent of the library's.
bool pairable(unsigned left, const std::vector<std::set<int>>& met, const std::vector<Standing>& order) {
  if (left == 0) return true;
  const int top = __builtin_ctz(left);
  for (int j = top + 1; j < int(order.size()); ++j)
    if ((left >> j & 1U) && !met[top].count(order[size_t(j)].team) &&
        pairable(left & ~(1U << top) & ~(1U << j), met, order))
      return true;
  return false;
}

}  // namespace

TEST_CASE("Swiss: over 3,000 random standings a round is drawn exactly when one without a rematch exists, top down, each bye to the lowest team that can take it") {
  std::uint32_t seed = 20261205;
  auto rnd = [&](int n) {
    seed = seed * 1664525U + 1013904223U;
    return int((seed >> 8) % std::uint32_t(n));
  };
  int drawn = 0, refused = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 3 + rnd(10);  // 3 to 12 teams
    std::vector<Standing> st;
    for (int t = 1; t <= n; ++t) st.push_back({t, double(rnd(12)), {}, false});
    // Some earlier rounds, each a random pairing (a rematch is skipped, as a Swiss would).
    const int rounds = rnd(n);
    for (int r = 0; r < rounds; ++r) {
      std::vector<int> idx(static_cast<size_t>(n));
      for (int i = 0; i < n; ++i) idx[size_t(i)] = i;
      for (int i = n - 1; i > 0; --i) std::swap(idx[size_t(i)], idx[size_t(rnd(i + 1))]);
      size_t k = 0;
      if (n % 2) st[size_t(idx[k++])].had_bye = true;
      for (; k + 1 < idx.size(); k += 2) {
        auto& a = st[size_t(idx[k])];
        auto& b = st[size_t(idx[k + 1])];
        if (std::find(a.opponents.begin(), a.opponents.end(), b.team) != a.opponents.end()) continue;
        a.opponents.push_back(b.team);
        b.opponents.push_back(a.team);
      }
    }
    CAPTURE(trial);
    CAPTURE(n);
    // The standing order the library must use: points descending, ties in the order given.
    std::vector<Standing> order = st;
    std::stable_sort(order.begin(), order.end(), [](const Standing& a, const Standing& b) { return a.points > b.points; });
    std::vector<std::set<int>> met(order.size());
    for (size_t i = 0; i < order.size(); ++i) met[i] = {order[i].opponents.begin(), order[i].opponents.end()};
    const unsigned all = (1U << n) - 1;
    // Who can take the bye: the lowest team without one whose absence leaves a pairable field.
    std::optional<int> bye_index;
    bool possible = false;
    if (n % 2 == 0) {
      possible = pairable(all, met, order);
    } else {
      for (int k = n - 1; k >= 0 && !possible; --k)
        if (!order[size_t(k)].had_bye && pairable(all & ~(1U << k), met, order)) possible = true, bye_index = k;
    }
    auto r = swiss_pairing(st);
    CHECK(r.has_value() == possible);
    if (!r) {
      ++refused;
      continue;
    }
    ++drawn;
    // No rematch, every team once.
    std::set<int> seen;
    for (const Match& m : r->matches) {
      CHECK(seen.insert(m.home).second);
      CHECK(seen.insert(m.away).second);
      const auto& home = *std::find_if(st.begin(), st.end(), [&](const Standing& s) { return s.team == m.home; });
      CHECK(std::find(home.opponents.begin(), home.opponents.end(), m.away) == home.opponents.end());
    }
    if (bye_index) {
      REQUIRE(r->bye);
      CHECK(*r->bye == order[size_t(*bye_index)].team);
      seen.insert(*r->bye);
    } else {
      CHECK_FALSE(r->bye);
    }
    CHECK(int(seen.size()) == n);
    // Top down: each match's home team is the highest-placed team still unpaired, and its
    // opponent the closest one below it that it has not met and that leaves the rest pairable.
    unsigned left = all & ~(bye_index ? 1U << *bye_index : 0U);
    auto index_of = [&](int team) {
      for (size_t i = 0; i < order.size(); ++i)
        if (order[i].team == team) return int(i);
      return -1;
    };
    for (const Match& m : r->matches) {
      const int top = __builtin_ctz(left);
      CHECK(index_of(m.home) == top);
      int expected = -1;
      for (int j = top + 1; j < n && expected < 0; ++j)
        if ((left >> j & 1U) && !met[size_t(top)].count(order[size_t(j)].team) &&
            pairable(left & ~(1U << top) & ~(1U << j), met, order))
          expected = j;
      CHECK(index_of(m.away) == expected);
      left &= ~(1U << index_of(m.home)) & ~(1U << index_of(m.away));
    }
  }
  // Both outcomes were met many times: the check is not vacuous.
  CHECK(drawn > 1000);
  CHECK(refused > 50);
}

TEST_CASE("Swiss teams movement: an odd number of teams plays at one table fewer, the lowest team with the bye in round 1") {
  Spec spec;
  spec.type = "swiss";
  spec.tables = 7;
  spec.boards_per_round = 2;
  auto m = swiss_teams(spec);
  REQUIRE(m);
  CHECK(m->tables == 6);
  CHECK(m->pairs.size() == 14);
  CHECK(m->rows.size() == 6);
  for (const auto& row : m->rows) {
    CHECK(row.ns != std::optional<PairId>("7NS"));
    CHECK(row.ew != std::optional<PairId>("7EW"));
  }
  CHECK(bandeja::present::summary_text(m->summary, Lang::En) ==
        "7-team Swiss, two tables per match, a bye each round, 1 round of 2 boards drawn so far");
  CHECK(bandeja::present::summary_text(m->summary, Lang::Es) ==
        "Suizo de 7 equipos, dos mesas por encuentro, un equipo descansa cada ronda, 1 ronda de 2 tableros sorteada hasta ahora");
  CHECK(bandeja::present::summary_text(m->summary, Lang::Fr) ==
        "Suisse de 7 équipes, deux tables par match, une équipe au repos à chaque tour, 1 tour de 2 donnes tiré jusqu'ici");
  CHECK(std::any_of(m->notes.begin(), m->notes.end(), [](const Note& n) {
    return n.code == "movement.note.swiss_team_bye" && n.args == std::vector<std::string>{"7"};
  }));
  const auto notes = present::notes_text(*m, Lang::En);
  CHECK(std::any_of(notes.begin(), notes.end(),
                    [](const std::string& n) { return n.find("Team 7 has the bye in round 1") == 0; }));
  // Round 2: 1 v 3, 2 v 4, 5 v 7, the bye to 6.
  SwissRound r2{{{1, 3}, {2, 4}, {5, 7}}, 6};
  auto next = swiss_next_round(*m, r2);
  REQUIRE(next);
  CHECK(next->rounds == 2);
  CHECK(next->tables == 6);
  int round2 = 0;
  for (const auto& row : next->rows)
    if (row.round == 2) {
      ++round2;
      CHECK(row.ns != std::optional<PairId>("6NS"));
      CHECK(row.boards == std::vector<int>{3, 4});
    }
  CHECK(round2 == 6);
  // A round of an odd Swiss without its bye, or an even one with one, is refused.
  auto no_bye = swiss_next_round(*m, SwissRound{{{1, 3}, {2, 4}, {5, 7}}, std::nullopt});
  REQUIRE_FALSE(no_bye);
  CHECK(no_bye.error().code == "generate.swiss_round_all_play_bye");
  CHECK(no_bye.error().args == std::vector<std::string>{"7"});
  CHECK(present::render(no_bye.error(), Lang::En) ==
        "Swiss round: every one of the 7 teams plays, but the one with the bye");
  spec.tables = 2;
  auto two = swiss_teams(spec);
  REQUIRE_FALSE(two);
  CHECK(two.error().code == "generate.swiss_teams_tables");
  CHECK(two.error().field == "tables");
  CHECK(present::render(two.error(), Lang::Es).find("mesas: un suizo por equipos necesita 3 equipos o más") == 0);
}

TEST_CASE("Swiss pairs movement: one table a match, every table on the round's boards from its own copy, a bye for an odd number") {
  Spec spec;
  spec.type = "swiss-pairs";
  spec.tables = 5;
  spec.pairs = 9;
  spec.boards_per_round = 3;
  auto m = generate(spec);
  REQUIRE(m);
  CHECK(m->tables == 4);
  CHECK(m->winners == 1);
  CHECK(m->pairs.size() == 9);
  REQUIRE(m->rows.size() == 4);
  for (int k = 0; k < 4; ++k) {
    const auto& row = m->rows[static_cast<std::size_t>(k)];
    CHECK(row.table == k + 1);
    CHECK(row.ns == std::optional<PairId>(std::to_string(2 * k + 1)));
    CHECK(row.ew == std::optional<PairId>(std::to_string(2 * k + 2)));
    CHECK(row.boards == std::vector<int>{1, 2, 3});
    CHECK(row.board_set == k + 1);  // its own copy
  }
  CHECK(bandeja::present::summary_text(m->summary, Lang::En) == "9-pair Swiss, a bye each round, 1 round of 3 boards drawn so far");
  auto next = swiss_next_round(*m, SwissRound{{{1, 3}, {2, 4}, {5, 7}, {6, 9}}, 8});
  REQUIRE(next);
  CHECK(next->rounds == 2);
  CHECK(next->rows.back().round == 2);
  CHECK(next->rows.back().table == 4);
  CHECK(next->rows.back().boards == std::vector<int>{4, 5, 6});
  Movement restored = *next;
  restored.board_sets.clear();
  for (auto& row : restored.rows) row.board_set = 0;
  swiss_restore(restored);
  CHECK(restored.board_sets == next->board_sets);
  CHECK(restored.rows == next->rows);
  spec.pairs = 7;
  auto wrong = generate(spec);
  REQUIRE_FALSE(wrong);
  CHECK(wrong.error().code == "generate.swiss_pairs_seats");
  CHECK(wrong.error().field == "pairs");
  CHECK(wrong.error().args == std::vector<std::string>{"5", "10", "9", "7"});
  CHECK(present::render(wrong.error(), Lang::Es).find("parejas: 5 mesas sientan 10 parejas (o 9") == 0);
}
