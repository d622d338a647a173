#pragma once
// Balance: how often each pair is compared with each other pair, i.e. both played the same
// board in the same direction (the pairs whose scores are matchpointed against each other).
// Counts are in board sets: comparisons on boards divided by the boards per round.
#include <vector>

#include "bandeja/movement/movement.hpp"

namespace bandeja::movement {

struct Comparisons {
  std::vector<PairId> pairs;               // the movement's pairs
  std::vector<int> field;                  // field of each pair (0 for one winner; 0 NS, 1 EW)
  std::vector<std::vector<double>> count;  // count[i][j]: board sets on which i and j compare
};

Comparisons comparisons(const Movement& m);

// The figures over every two pairs of the same field (each unordered couple once).
// quality = 100 * max(0, 1 - stddev / mean): 100 when every couple is compared equally often,
// lower as the counts spread (see docs/movements.md).
struct BalanceMetrics {
  int couples = 0;  // couples of pairs measured
  double min = 0, max = 0, mean = 0, stddev = 0, quality = 0;
  friend bool operator==(const BalanceMetrics&, const BalanceMetrics&) = default;
};

BalanceMetrics balance(const Comparisons& c);
BalanceMetrics balance(const Movement& m);

}  // namespace bandeja::movement
