// Law 78B: the IMP scale.
#include <doctest/doctest.h>

#include "bandeja/score/imps.hpp"

using namespace bandeja::score;

TEST_CASE("Law 78B: every difference from 0 to 5000 gets the IMPs of its band") {
  // The scale as printed in Law 78B: {from, to, IMPs}.
  const int table[25][3] = {
      {0, 10, 0},       {20, 40, 1},      {50, 80, 2},      {90, 120, 3},     {130, 160, 4},
      {170, 210, 5},    {220, 260, 6},    {270, 310, 7},    {320, 360, 8},    {370, 420, 9},
      {430, 490, 10},   {500, 590, 11},   {600, 740, 12},   {750, 890, 13},   {900, 1090, 14},
      {1100, 1290, 15}, {1300, 1490, 16}, {1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19},
      {2250, 2490, 20}, {2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, 99999, 24}};
  for (int diff = 0; diff <= 5000; diff += 10) {
    int expected = -1;
    for (const auto& row : table)
      if (diff >= row[0] && diff <= row[1]) expected = row[2];
    CAPTURE(diff);
    CHECK(imps(diff) == expected);
    CHECK(imps(-diff) == -expected);
  }
}

TEST_CASE("Law 78B: a difference between two bands (an averaged datum) takes the lower band") {
  CHECK(imps(15) == 0);
  CHECK(imps(19) == 0);
  CHECK(imps(45) == 1);
  CHECK(imps(-425) == -9);
  CHECK(imps(3999) == 23);
  CHECK(imps(7600) == 24);
}
