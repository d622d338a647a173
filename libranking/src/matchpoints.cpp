#include "bandeja/ranking/matchpoints.hpp"

#include <algorithm>
#include <numeric>

namespace bandeja::ranking {

std::vector<double> matchpoints_ns(std::span<const int> ns_scores, int scale) {
  std::vector<int> sorted(ns_scores.begin(), ns_scores.end());
  std::sort(sorted.begin(), sorted.end());
  // The distinct scores, with how many scores lie below each and how many equal it. A board
  // has few distinct scores, so looking each score up among them (rather than in all the
  // sorted scores) stays in the cache.
  std::vector<int> distinct;
  std::vector<size_t> below, equal;
  for (size_t i = 0; i < sorted.size(); ++i) {
    if (i == 0 || sorted[i] != sorted[i - 1]) {
      distinct.push_back(sorted[i]);
      below.push_back(i);
      equal.push_back(0);
    }
    ++equal.back();
  }
  std::vector<double> out(ns_scores.size());
  // A score beats every score below it and ties with the others equal to it (not itself):
  // scale × below + scale/2 × (equal − 1).
  for (size_t i = 0; i < ns_scores.size(); ++i) {
    auto d = size_t(std::lower_bound(distinct.begin(), distinct.end(), ns_scores[i]) - distinct.begin());
    out[i] = scale * double(below[d]) + scale * 0.5 * (double(equal[d]) - 1);
  }
  return out;
}

std::vector<double> matchpoints_ns(const std::vector<std::vector<WeightedPart>>& results,
                                   int scale) {
  // Every part of every result, sorted by score, with the running weight below each score.
  std::vector<WeightedPart> parts;
  for (const auto& r : results) parts.insert(parts.end(), r.begin(), r.end());
  std::sort(parts.begin(), parts.end(),
            [](const WeightedPart& a, const WeightedPart& b) { return a.ns_score < b.ns_score; });
  std::vector<int> scores;         // distinct scores, ascending
  std::vector<double> weight_at;   // total weight of the parts at that score
  std::vector<double> weight_below;
  double running = 0;
  for (const auto& p : parts) {
    if (scores.empty() || scores.back() != p.ns_score) {
      scores.push_back(p.ns_score);
      weight_at.push_back(0);
      weight_below.push_back(running);
    }
    weight_at.back() += p.weight;
    running += p.weight;
  }
  auto versus_all = [&](int s) {  // beats + ½ ties against every part, its own line included
    size_t i = size_t(std::lower_bound(scores.begin(), scores.end(), s) - scores.begin());
    return weight_below[i] + 0.5 * weight_at[i];
  };
  std::vector<double> out(results.size());
  for (size_t r = 0; r < results.size(); ++r) {
    double mp = 0;
    for (const auto& p : results[r]) {
      double against_own = 0;  // the comparisons with the line's own parts do not count
      for (const auto& q : results[r])
        against_own += q.weight * (p.ns_score > q.ns_score ? 1.0 : p.ns_score == q.ns_score ? 0.5 : 0.0);
      mp += p.weight * (versus_all(p.ns_score) - against_own);
    }
    out[r] = scale * mp;
  }
  return out;
}

}  // namespace bandeja::ranking
