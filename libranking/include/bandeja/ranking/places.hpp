#pragma once
// Places from totals: ties share a place, shown as "3=", and the next place skips.
#include <string>
#include <vector>

namespace bandeja::ranking {

// totals[i] is entrant i's total (higher is better). Totals equal to within `tolerance` tie.
// Returns, for each entrant in the same order, its place label: "1", "2=", "2=", "4", ...
// A NaN total (no score at all) ranks below every number.
std::vector<std::string> places(const std::vector<double>& totals, double tolerance = 1e-9);

// The same labels with the entrants best first: order[k] is the entrant placed k-th, tied
// entrants in their given order (so the labels read "1", "2=", "2=", "4" down `order`).
struct Placed {
  std::vector<std::string> labels;  // per entrant, as places() gives them
  std::vector<size_t> order;
};
Placed placed(const std::vector<double>& totals, double tolerance = 1e-9);

// The same with tie-breaks: keys[i] is entrant i's list of keys, compared in order (higher is
// better); two entrants tie only when every key is equal to within `tolerance`. All key lists
// must have the same length.
std::vector<std::string> places(const std::vector<std::vector<double>>& keys,
                                double tolerance = 1e-9);

}  // namespace bandeja::ranking
