#include <algorithm>
#include <cmath>
#include <numeric>

#include "bandeja/ranking/imp_pairs.hpp"
#include "bandeja/ranking/rounding.hpp"

namespace bandeja::ranking {

std::optional<int> butler_datum(std::span<const double> ns_scores, bool drop_extremes) {
  if (ns_scores.empty()) return std::nullopt;
  std::vector<double> s(ns_scores.begin(), ns_scores.end());
  std::sort(s.begin(), s.end());
  auto first = s.begin();
  auto last = s.end();
  if (drop_extremes && s.size() >= 3) {
    ++first;  // the lowest
    --last;   // the highest
  }
  double sum = std::accumulate(first, last, 0.0);
  double n = double(last - first);
  // Nearest 10, halves away from zero (rounding.hpp: a weighted score's half is a half).
  return int(round_half_away(sum / (10.0 * n))) * 10;
}

}  // namespace bandeja::ranking
