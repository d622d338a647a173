// A tournament's sessions combined (libranking combine.hpp), against examples worked by hand:
// the weighted mean of percentages with a carry-over factor, the weighted sum of totals, those
// who reached a later session above those who stopped, ties, the director's carry-over, and the
// refusals.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "bandeja/ranking/combine.hpp"

using namespace bandeja::ranking;

namespace {

const CombinedStanding& of(const std::vector<CombinedStanding>& all, const std::string& who) {
  for (const auto& s : all)
    if (s.entrant == who) return s;
  FAIL("no entrant " << who);
  return all.front();
}

}  // namespace

TEST_CASE("By percentage the combined score is the mean of the session percentages weighted by each session's factor") {
  // Two qualifying sessions at 0.25 each (half of their average carried over) and a final at 1:
  // (0.25 x 79.76 + 0.25 x 69.05 + 66.67) / 1.5 = 103.8725 / 1.5 = 69.2483...
  const std::vector<StageScores> stages{{{{"A", 79.76}, {"B", 67.86}}, 0.25},
                                        {{{"A", 69.05}, {"B", 77.38}}, 0.25},
                                        {{{"A", 66.67}, {"B", 50.00}}, 1.0}};
  auto r = combine(stages, CombineBy::Percent);
  REQUIRE(r.has_value());
  REQUIRE(r->size() == 2);
  CHECK(of(*r, "A").total == doctest::Approx(103.8725 / 1.5));
  CHECK(of(*r, "B").total == doctest::Approx((16.965 + 19.345 + 50.0) / 1.5));  // 57.54
  CHECK((*r)[0].entrant == "A");
  CHECK((*r)[0].place == "1");
  CHECK((*r)[1].place == "2");
  CHECK(of(*r, "A").stages == std::vector<std::optional<double>>{79.76, 69.05, 66.67});
  CHECK(of(*r, "A").reached == 3);
}

TEST_CASE("By total the combined score is each session's total times its factor, added") {
  // VPs of a two-weekend league: the first weekend carried at 0.5. A: 0.5 x 60 + 45 = 75; B: 0.5 x 40 + 58 = 78.
  const std::vector<StageScores> stages{{{{"A", 60}, {"B", 40}}, 0.5}, {{{"A", 45}, {"B", 58}}, 1.0}};
  auto r = combine(stages, CombineBy::Total);
  REQUIRE(r.has_value());
  CHECK((*r)[0].entrant == "B");
  CHECK((*r)[0].total == doctest::Approx(78));
  CHECK((*r)[1].total == doctest::Approx(75));
}

TEST_CASE("An entrant that reached a later session ranks above every entrant that stopped before it") {
  // C has the best mean over the qualifying sessions but did not qualify for the final: it is
  // placed after both finalists, whatever the scores, and ranked among those who stopped.
  const std::vector<StageScores> stages{{{{"A", 55}, {"B", 52}, {"C", 70}, {"D", 40}}, 1},
                                        {{{"A", 30}, {"B", 35}}, 1}};
  auto r = combine(stages, CombineBy::Percent);
  REQUIRE(r.has_value());
  REQUIRE(r->size() == 4);
  CHECK((*r)[0].entrant == "B");  // (52 + 35) / 2 = 43.5
  CHECK((*r)[1].entrant == "A");  // (55 + 30) / 2 = 42.5
  CHECK((*r)[2].entrant == "C");
  CHECK((*r)[2].place == "3");
  CHECK((*r)[2].reached == 1);
  CHECK((*r)[2].stages[1] == std::nullopt);
  CHECK((*r)[3].entrant == "D");
  CHECK((*r)[3].place == "4");
}

TEST_CASE("Entrants with equal combined scores share a place and the next place is skipped") {
  const std::vector<StageScores> stages{{{{"A", 60}, {"B", 50}, {"C", 40}}, 1}, {{{"A", 40}, {"B", 50}, {"C", 40}}, 1}};
  auto r = combine(stages, CombineBy::Percent);
  REQUIRE(r.has_value());
  CHECK(of(*r, "A").place == "1=");
  CHECK(of(*r, "B").place == "1=");
  CHECK(of(*r, "C").place == "3");
}

TEST_CASE("The director's carry-over is added to the combined score, and an entrant given one alone is ranked") {
  const std::vector<StageScores> stages{{{{"A", 50}, {"B", 52}}, 1}};
  auto r = combine(stages, CombineBy::Percent, {{"A", 3.0}, {"Z", 10.0}});
  REQUIRE(r.has_value());
  CHECK((*r)[0].entrant == "A");
  CHECK((*r)[0].total == doctest::Approx(53));
  CHECK((*r)[0].carry == doctest::Approx(3));
  CHECK(of(*r, "Z").reached == 0);
  CHECK(of(*r, "Z").total == doctest::Approx(10));
  CHECK(r->back().entrant == "Z");
}

TEST_CASE("Combining refuses no session, a factor not above 0 and a score that is not a number") {
  auto none = combine({}, CombineBy::Percent);
  REQUIRE_FALSE(none.has_value());
  CHECK(none.error().code == "combine.no_stages");
  auto zero = combine({{{{"A", 50}}, 0.0}}, CombineBy::Percent);
  REQUIRE_FALSE(zero.has_value());
  CHECK(zero.error().code == "combine.bad_factor");
  CHECK(zero.error().args == std::vector<std::string>{"1", "0"});
  auto nan = combine({{{{"A", 50}}, 1.0}, {{{"B", std::numeric_limits<double>::quiet_NaN()}}, 1.0}}, CombineBy::Total);
  REQUIRE_FALSE(nan.has_value());
  CHECK(nan.error().code == "combine.bad_score");
  CHECK(nan.error().args == std::vector<std::string>{"2", "B"});
}
