#pragma once
// Matchpoints on one board: each real result scores, for each other result, `scale` points if
// it beats it and half that if it ties (scale 1: top = results − 1; scale 2: top = 2 × (results
// − 1)). Computed by counting each distinct score and sorting only the distinct ones:
// O(n + d log d) per board for n results with d distinct scores, not O(n²).
#include <span>
#include <vector>

#include "bandeja/ranking/types.hpp"

namespace bandeja::ranking {

// NS matchpoints of each score (NS's side); EW's are top − NS. `scale` is 1 or 2.
std::vector<double> matchpoints_ns(std::span<const int> ns_scores, int scale = 1);
// The same into `out` (its old contents replaced), whose memory a ranker uses board after board.
void matchpoints_ns(std::span<const int> ns_scores, int scale, std::vector<double>& out);

// The same with weighted scores (Law 12C1(c)): result i is the parts results[i] (one part of
// weight 1 for an ordinary score). A weighted result scores the weighted mean of what each
// part would score, and each other result is compared with each part in proportion to its
// weight. O(p log p) in the number of parts p.
std::vector<double> matchpoints_ns(const std::vector<std::vector<WeightedPart>>& results,
                                   int scale = 1);

}  // namespace bandeja::ranking
