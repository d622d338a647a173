#include <doctest/doctest.h>

#include "bandeja/ranking/imp_pairs.hpp"
#include "bandeja/score/imps.hpp"

using namespace bandeja::ranking;

namespace {
std::vector<std::vector<WeightedPart>> plain(std::vector<int> scores) {
  std::vector<std::vector<WeightedPart>> r;
  for (int s : scores) r.push_back({{1.0, s}});
  return r;
}
}  // namespace

// Three results, NS: +420, +450, -50. By hand (Law 78B):
//   +420: against 450 (−30) −1, against −50 (+470) +10: 9 / 2 comparisons = 4.5
//   +450: against 420 (+30) +1, against −50 (+500) +11: 12 / 2 = 6
//   −50:  against 420 (−470) −10, against 450 (−500) −11: −21 / 2 = −10.5
TEST_CASE("Cross-IMPs: each score IMPed against every other, divided by the comparisons") {
  auto x = cross_imps_ns(plain({420, 450, -50}), bandeja::score::imps);
  CHECK(x[0] == doctest::Approx(4.5));
  CHECK(x[1] == doctest::Approx(6));
  CHECK(x[2] == doctest::Approx(-10.5));
}

TEST_CASE("Cross-IMPs: equal scores share, a lone result scores 0") {
  auto x = cross_imps_ns(plain({420, 420, 420, -100}), bandeja::score::imps);
  // 420 against 420, 420 (0, 0) and −100 (+520 = 11): 11 / 3; −100: −33 / 3 = −11.
  CHECK(x[0] == doctest::Approx(11.0 / 3));
  CHECK(x[3] == doctest::Approx(-11));
  CHECK(cross_imps_ns(plain({420}), bandeja::score::imps) == std::vector<double>{0});
}

// Weighted: 50% of +420 and 50% of −50 against +420 and −50 (3 results, 2 comparisons each).
//   weighted: its 420 part: vs 420 0, vs −50 +10 → 10;  its −50 part: vs 420 −10, vs −50 0 → −10;
//             0.5 × 10 + 0.5 × −10 = 0 → 0 / 2 = 0
//   +420:     vs −50 +10, vs the weighted line 0.5 × 0 + 0.5 × 10 = 5 → 15 / 2 = 7.5
//   −50:      vs 420 −10, vs weighted 0.5 × −10 + 0.5 × 0 = −5 → −15 / 2 = −7.5
TEST_CASE("Cross-IMPs: a weighted score is IMPed part by part in proportion") {
  std::vector<std::vector<WeightedPart>> r{{{0.5, 420}, {0.5, -50}}, {{1.0, 420}}, {{1.0, -50}}};
  auto x = cross_imps_ns(r, bandeja::score::imps);
  CHECK(x[0] == doctest::Approx(0));
  CHECK(x[1] == doctest::Approx(7.5));
  CHECK(x[2] == doctest::Approx(-7.5));
}

// Six results: +420, +420, +450, +170, −50, +1430. Dropping the highest (1430) and the lowest
// (−50) leaves 420 + 420 + 450 + 170 = 1460, mean 365, rounded to 370 (halves away from zero).
TEST_CASE("Butler: datum is the mean without the highest and lowest, to the nearest 10") {
  std::vector<double> s{420, 420, 450, 170, -50, 1430};
  CHECK(butler_datum(s, true) == 370);
  // Without dropping: 2840 / 6 = 473.3 → 470.
  CHECK(butler_datum(s, false) == 470);
  // Halves away from zero on both sides: 365 → 370, −45 → −50; 364 → 360.
  CHECK(butler_datum(std::vector<double>{360, 370}, true) == 370);   // 2 scores: nothing dropped
  CHECK(butler_datum(std::vector<double>{-40, -50}, true) == -50);
  CHECK(butler_datum(std::vector<double>{364}, true) == 360);
  CHECK_FALSE(butler_datum(std::vector<double>{}, true).has_value());
}

TEST_CASE("Butler: a datum of weighted scores that lands on a half rounds away from zero, whatever binary arithmetic leaves") {
  // A weighted line counts as its parts' sum (70% of +620 is 433.99999999999994 in doubles). A
  // weighted line beside a plain one, every share in tenths, wherever their mean is a half of 10:
  int halves = 0;
  for (int tenths = 1; tenths <= 9; ++tenths)
    for (int a = -1000; a <= 1000; a += 10)
      for (int b = -200; b <= 200; b += 10) {
        // The weighted part w*a + (1-w)*b beside a plain +b: mean = (w*a + (1-w)*b + b) / 2.
        const long long twice_mean10 = tenths * a + (10 - tenths) * b + 10 * b;  // 20 x mean, in tenths
        if (twice_mean10 % 100 != 0 || (twice_mean10 / 100) % 2 == 0) continue;  // only exact halves
        ++halves;
        const double w = tenths / 10.0;
        const std::vector<double> scores{w * a + (1.0 - w) * b, double(b)};
        const long long half_units = twice_mean10 / 100;  // 2 x mean / 10, odd: mean / 10 is a half
        const long long expected = (half_units > 0 ? (half_units + 1) / 2 : -((-half_units + 1) / 2)) * 10;
        CAPTURE(tenths);
        CAPTURE(a);
        CAPTURE(b);
        REQUIRE(butler_datum(scores, true) == expected);
      }
  CHECK(halves > 100);
}
