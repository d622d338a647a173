#pragma once
// IMP pairs on one board: cross-IMPs and Butler. Scores are NS's; EW's IMPs are the negation.
#include <optional>
#include <span>
#include <vector>

#include "bandeja/ranking/types.hpp"

namespace bandeja::ranking {

// Cross-IMPs: each result is IMPed against every other result, and the sum is divided by the
// number of comparisons (results − 1). Weighted results as for matchpoints. Scores are grouped
// by distinct value first, so the cost is O(n log n + d²) for d distinct scores (d is small:
// bridge scores are multiples of 10 between −7600 and +7600).
std::vector<double> cross_imps_ns(const std::vector<std::vector<WeightedPart>>& results,
                                  const ImpTable& imps);

// Butler datum: the mean of the scores after dropping the highest and the lowest (when
// `drop_extremes` and at least 3 scores; otherwise the plain mean), rounded to the nearest
// 10 with halves away from zero. nullopt for no scores.
std::optional<int> butler_datum(std::span<const double> ns_scores, bool drop_extremes = true);

}  // namespace bandeja::ranking
