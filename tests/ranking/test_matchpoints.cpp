#include <doctest/doctest.h>

#include <numeric>
#include <random>
#include <stdexcept>

#include "bandeja/ranking/matchpoints.hpp"
#include "bandeja/ranking/neuberg.hpp"

using namespace bandeja::ranking;

// The seed's example: a 13-table duplicate, top 12. Sorted NS scores with their matchpoints,
// worked by hand (1 per score beaten, ½ per tie):
//   -100 ×2: 0 beaten + ½ × 1 tie = 0.5     140: beats 2 = 2     170: 3     200: 4
//   +620 ×4: beats 5 + ½ × 3 ties = 6.5     650 ×2: beats 9 + ½ = 9.5     680: 11    1430: 12
// Total 0.5×2 + 2 + 3 + 4 + 6.5×4 + 9.5×2 + 11 + 12 = 78 = 13 × 12 / 2.
TEST_CASE("Matchpoints: the seed's 13-table board, top 12, one per score beaten, half per tie") {
  std::vector<int> scores{620, 620, 650, 170, 140, 620, -100, 680, 620, 200, -100, 650, 1430};
  std::vector<double> want{6.5, 6.5, 9.5, 3, 2, 6.5, 0.5, 11, 6.5, 4, 0.5, 9.5, 12};
  auto mp = matchpoints_ns(scores, 1);
  REQUIRE(mp.size() == want.size());
  for (size_t i = 0; i < mp.size(); ++i) CHECK(mp[i] == doctest::Approx(want[i]));
  CHECK(std::accumulate(mp.begin(), mp.end(), 0.0) == doctest::Approx(78));
  // East-West's matchpoints are the top minus North-South's: 1430 against leaves EW 0.
  CHECK(12 - mp[12] == 0);
}

TEST_CASE("Matchpoints: the 2-per-beat scale doubles every award (top 24 on 13 tables)") {
  std::vector<int> scores{620, 620, 650, 170, 140, 620, -100, 680, 620, 200, -100, 650, 1430};
  auto one = matchpoints_ns(scores, 1);
  auto two = matchpoints_ns(scores, 2);
  for (size_t i = 0; i < one.size(); ++i) CHECK(two[i] == doctest::Approx(2 * one[i]));
  CHECK(two[12] == 24);
  CHECK(two[0] == 13);  // +620: beats 5 (10) + 3 ties (3)
}

TEST_CASE("Matchpoints: all scores equal share the average, a single result scores 0 of 0") {
  auto mp = matchpoints_ns(std::vector<int>{420, 420, 420, 420}, 1);
  for (double p : mp) CHECK(p == 1.5);
  CHECK(matchpoints_ns(std::vector<int>{420}, 1) == std::vector<double>{0});
  CHECK(matchpoints_ns(std::vector<int>{}, 1).empty());
}

// Law 12C1(c): a weighted score of 60% of 4S= (+420) and 40% of 4S-1 (-50), on a board with
// other results +420, +420, -50 (4 results, top 3). Worked by hand:
//   weighted line: its +420 part beats -50 (1) and ties the two 420s (½ + ½) = 2;
//                  its -50 part ties -50 (½) = 0.5;   0.6 × 2 + 0.4 × 0.5 = 1.4
//   each +420:     ties the other 420 (½), beats -50 (1), against the weighted line
//                  0.6 × ½ (tie with its 420) + 0.4 × 1 (beats its -50) = 0.7;  total 2.2
//   -50:           loses to both 420s, against the weighted line 0.4 × ½ = 0.2
// Sum 1.4 + 2.2 + 2.2 + 0.2 = 6 = 4 × 3 / 2.
TEST_CASE("Matchpoints: Law 12C1(c) weighted score is the weighted mean of its parts") {
  std::vector<std::vector<WeightedPart>> results{
      {{0.6, 420}, {0.4, -50}}, {{1.0, 420}}, {{1.0, 420}}, {{1.0, -50}}};
  auto mp = matchpoints_ns(results, 1);
  CHECK(mp[0] == doctest::Approx(1.4));
  CHECK(mp[1] == doctest::Approx(2.2));
  CHECK(mp[2] == doctest::Approx(2.2));
  CHECK(mp[3] == doctest::Approx(0.2));
  auto mp2 = matchpoints_ns(results, 2);
  CHECK(mp2[0] == doctest::Approx(2.8));
}

TEST_CASE("Matchpoints: plain scores give the same answer through the weighted path") {
  std::vector<int> scores{620, 620, 650, 170, 140, 620, -100, 680};
  std::vector<std::vector<WeightedPart>> results;
  for (int s : scores) results.push_back({{1.0, s}});
  auto a = matchpoints_ns(scores, 2);
  auto b = matchpoints_ns(results, 2);
  for (size_t i = 0; i < a.size(); ++i) CHECK(a[i] == doctest::Approx(b[i]));
}

// The EBU's worked example: 11 results expected (top 20 on the 2-per-beat scale), 10 played.
// Each result counts 11/10 = 1.1 times: the sole top 18 becomes (18 + 1) × 1.1 − 1 = 19.9, the
// next 16 becomes 17 × 1.1 − 1 = 17.7, ... and the sole bottom 0 becomes 1.1 − 1 = 0.1.
TEST_CASE("Neuberg: 10 results factored to 11 expected, 2-per-beat: 19.9, 17.7 ... 0.1") {
  std::vector<int> scores{520, 500, 490, 480, 460, 450, 430, 420, 400, -50};
  std::vector<double> want{19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1};
  auto mp = matchpoints_ns(scores, 2);
  for (size_t i = 0; i < mp.size(); ++i)
    CHECK(neuberg(mp[i], 10, 11, 2) == doctest::Approx(want[i]));
}

// Same board on the 1-per-beat scale (top 9 becomes top 10): ((MP + ½) × 11/10) − ½.
// Sole top 9: 9.5 × 1.1 − 0.5 = 9.95; bottom 0: 0.55 − 0.5 = 0.05; a tie on 4.5 stays 4.5+...
TEST_CASE("Neuberg: 1-per-beat form ((MP + 1/2) x E / A) - 1/2") {
  CHECK(neuberg(9, 10, 11, 1) == doctest::Approx(9.95));
  CHECK(neuberg(0, 10, 11, 1) == doctest::Approx(0.05));
  CHECK(neuberg(4.5, 10, 11, 1) == doctest::Approx(5.0));  // an average stays an average
  CHECK(neuberg(7, 8, 8, 1) == 7);                          // nothing missing: unchanged
  // 3 results expected 4: 0, 1, 2 become 1/6, 1.5, 17/6 (out of 3).
  CHECK(neuberg(0, 3, 4, 1) == doctest::Approx(1.0 / 6));
  CHECK(neuberg(1, 3, 4, 1) == doctest::Approx(1.5));
  CHECK(neuberg(2, 3, 4, 1) == doctest::Approx(17.0 / 6));
}

TEST_CASE("Neuberg: more results than expected, no result, or a bad scale are refused") {
  CHECK_THROWS_AS(neuberg(1, 5, 4, 1), std::invalid_argument);
  CHECK_THROWS_AS(neuberg(0, 0, 4, 1), std::invalid_argument);
  CHECK_THROWS_AS(neuberg(0, 3, 4, 3), std::invalid_argument);
}

// The counting method (each distinct score counted once, only the distinct ones sorted) must
// give exactly what the definition gives: for each result, scale per other result it beats
// and half that per tie. Checked against the definition on random boards of 0 to 400 results,
// scores negative and positive, few distinct (many ties) and many distinct (more than the
// counting table's first 64 slots, so it grows), at both scales.
TEST_CASE("Matchpoints: counting distinct scores gives what comparing every pair of results gives") {
  std::mt19937 rng(20261203);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = static_cast<int>(rng() % 401);
    const int spread = trial % 3 == 0 ? 5 : trial % 3 == 1 ? 200 : 100000;
    std::vector<int> scores(static_cast<size_t>(n));
    for (auto& s : scores) s = static_cast<int>(rng() % (2 * spread + 1)) - spread;
    for (int scale : {1, 2}) {
      CAPTURE(trial);
      CAPTURE(scale);
      auto mp = matchpoints_ns(scores, scale);
      REQUIRE(mp.size() == scores.size());
      for (size_t i = 0; i < scores.size(); ++i) {
        double want = 0;
        for (size_t j = 0; j < scores.size(); ++j) {
          if (j == i) continue;
          if (scores[i] > scores[j]) want += scale;
          else if (scores[i] == scores[j]) want += scale / 2.0;
        }
        CHECK(mp[i] == want);
      }
    }
  }
}
