// Law 77, the duplicate scoring table, checked for every contract against the Law's own
// numbers. The expected scores are computed here from the table as printed in Law 77 (seed
// 002), written as data, never from the code under test.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "bandeja/score/law77.hpp"

using namespace bandeja::score;

namespace {

// Law 77 as data. Index [doubling] is undoubled, doubled, redoubled; [vul] is not vul, vul.
// TRICK POINTS "Por cada baza declarada y ganada": clubs/diamonds, hearts/spades.
constexpr int kMinorTrick[3] = {20, 40, 80};
constexpr int kMajorTrick[3] = {30, 60, 120};
// No-trump: the first trick bid and made, then each further trick.
constexpr int kNtFirst[3] = {40, 80, 160};
constexpr int kNtNext[3] = {30, 60, 120};
// OVERTRICKS: undoubled the trick value; doubled 100/200; redoubled 200/400.
constexpr int kOvertrick[3][2] = {{0, 0}, {100, 200}, {200, 400}};  // [0] = trick value
// PREMIUMS.
constexpr int kGame[2] = {300, 500};
constexpr int kPartScore = 50;
constexpr int kInsult[3] = {0, 50, 100};
constexpr int kSmallSlam[2] = {500, 750};
constexpr int kGrandSlam[2] = {1000, 1500};
// UNDERTRICKS: the first, each further one, and the bonus for the 4th and each later one.
constexpr int kFirstDown[3][2] = {{50, 100}, {100, 200}, {200, 400}};
constexpr int kNextDown[3][2] = {{50, 100}, {200, 300}, {400, 600}};
constexpr int kFourthOnBonus[3][2] = {{0, 0}, {100, 0}, {200, 0}};

int trick_value(Strain s, int d, bool first) {
  if (s == Strain::NoTrump) return first ? kNtFirst[d] : kNtNext[d];
  return (s == Strain::Clubs || s == Strain::Diamonds) ? kMinorTrick[d] : kMajorTrick[d];
}

// The declaring side's score, straight from the table.
int law77(int level, Strain s, int d, bool vul, int tricks) {
  const int need = level + 6;
  if (tricks < need) {
    const int down = need - tricks;
    int penalty = kFirstDown[d][vul];
    for (int n = 2; n <= down; ++n) penalty += kNextDown[d][vul] + (n >= 4 ? kFourthOnBonus[d][vul] : 0);
    return -penalty;
  }
  int trick_points = 0;
  for (int t = 1; t <= level; ++t) trick_points += trick_value(s, d, t == 1);
  int score = trick_points;
  score += trick_points >= 100 ? kGame[vul] : kPartScore;  // 100 or more is game
  score += kInsult[d];
  if (level == 6) score += kSmallSlam[vul];
  if (level == 7) score += kGrandSlam[vul];
  const int over = tricks - need;
  const int each_over = d == 0 ? trick_value(s, 0, false) : kOvertrick[d][vul];
  return score + over * each_over;
}

const Strain kStrains[5] = {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades,
                            Strain::NoTrump};
const Doubling kDoublings[3] = {Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled};

}  // namespace

TEST_CASE("Law 77: every contract, doubled or not, vulnerable or not, 0 to 13 tricks") {
  int cases = 0;
  for (int level = 1; level <= 7; ++level)
    for (Strain s : kStrains)
      for (int d = 0; d < 3; ++d)
        for (bool vul : {false, true})
          for (int tricks = 0; tricks <= 13; ++tricks) {
            const Contract c{level, s, kDoublings[d]};
            CAPTURE(to_string(c));
            CAPTURE(vul);
            CAPTURE(tricks);
            CHECK(duplicate_score(c, tricks, vul) == law77(level, s, d, vul, tricks));
            ++cases;
          }
  CHECK(cases == 35 * 3 * 2 * 14);
}

TEST_CASE("Law 77: well-known scores worked by hand") {
  const auto S = [](const char* text, int tricks, bool vul) {
    return duplicate_score(*parse_contract(text), tricks, vul);
  };
  CHECK(S("4S", 10, false) == 420);      // 120 + 300
  CHECK(S("4S", 10, true) == 620);       // 120 + 500
  CHECK(S("3NT", 10, false) == 430);     // 100 + 300 + 30
  CHECK(S("3NT", 9, true) == 600);       // 100 + 500
  CHECK(S("1NT", 7, false) == 90);       // 40 + 50
  CHECK(S("2NT", 8, false) == 120);      // 70 + 50
  CHECK(S("5D", 11, false) == 400);      // 100 + 300
  CHECK(S("4SX", 7, true) == -800);      // 200 + 300 + 300
  CHECK(S("4SX", 8, true) == -500);      // 200 + 300
  CHECK(S("4SX", 6, false) == -800);     // 100 + 200 + 200 + 300
  CHECK(S("7NTXX", 13, true) == 2980);   // 880 + 500 + 1500 + 100
  CHECK(S("1CXX", 7, false) == 230);     // 80 + 50 + 100
  CHECK(S("1CX", 7, false) == 140);      // 40 + 50 + 50
  CHECK(S("2HX", 8, false) == 470);      // 120 + 300 + 50
  CHECK(S("2HX", 9, true) == 870);       // 120 + 500 + 50 + 200
  CHECK(S("1NTXX", 8, true) == 1160);    // 160 + 500 + 100 + 400
  CHECK(S("6H", 12, false) == 980);      // 180 + 300 + 500
  CHECK(S("6NT", 12, true) == 1440);     // 190 + 500 + 750
  CHECK(S("7S", 13, false) == 1510);     // 210 + 300 + 1000
  CHECK(S("7NTXX", 0, false) == -7000);  // 200 + 400 + 400 + 10 x 600
  CHECK(S("7NTXX", 0, true) == -7600);   // 400 + 12 x 600
  CHECK(S("3NT", 8, false) == -50);
  CHECK(S("6S", 9, true) == -300);
}

TEST_CASE("Law 77: doubled undertricks are 100, 300, 500 then +300 each not vulnerable — 200, 500, then +300 vulnerable — redoubled twice doubled") {
  const int nv[7] = {100, 300, 500, 800, 1100, 1400, 1700};
  const int v[7] = {200, 500, 800, 1100, 1400, 1700, 2000};
  for (int down = 1; down <= 7; ++down) {
    CHECK(undertrick_penalty(Doubling::Doubled, down, false) == nv[down - 1]);
    CHECK(undertrick_penalty(Doubling::Doubled, down, true) == v[down - 1]);
    CHECK(undertrick_penalty(Doubling::Redoubled, down, false) == 2 * nv[down - 1]);
    CHECK(undertrick_penalty(Doubling::Redoubled, down, true) == 2 * v[down - 1]);
    CHECK(undertrick_penalty(Doubling::Undoubled, down, false) == 50 * down);
    CHECK(undertrick_penalty(Doubling::Undoubled, down, true) == 100 * down);
  }
}

TEST_CASE("Law 77: a passed-out board scores 0, from either side") {
  CHECK(duplicate_score(Contract::pass(), 0, false) == 0);
  CHECK(duplicate_score(Contract::pass(), 0, true) == 0);
  CHECK(ns_score(Contract::pass(), Seat::North, 0, Vulnerability{true, true}) == 0);
}

TEST_CASE("Law 77: scores from North-South's side use the declarer's vulnerability") {
  const Contract c4s{4, Strain::Spades, Doubling::Undoubled};
  CHECK(ns_score(c4s, Seat::North, 10, Vulnerability{true, false}) == 620);
  CHECK(ns_score(c4s, Seat::East, 10, Vulnerability{true, false}) == -420);
  CHECK(ns_score(c4s, Seat::West, 9, Vulnerability{false, true}) == 100);
  CHECK(ns_score(c4s, Seat::South, 9, Vulnerability{false, true}) == -50);
}

TEST_CASE("Law 77: impossible input is refused, not scored") {
  const Contract c4s{4, Strain::Spades, Doubling::Undoubled};
  CHECK_THROWS_AS(duplicate_score(c4s, 14, false), std::invalid_argument);
  CHECK_THROWS_AS(duplicate_score(c4s, -1, false), std::invalid_argument);
  CHECK_THROWS_AS(duplicate_score(Contract{8, Strain::Spades, Doubling::Undoubled}, 13, false),
                  std::invalid_argument);
}
