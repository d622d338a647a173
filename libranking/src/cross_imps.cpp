#include <algorithm>
#include <map>

#include "bandeja/ranking/imp_pairs.hpp"

namespace bandeja::ranking {

std::vector<double> cross_imps_ns(const std::vector<std::vector<WeightedPart>>& results,
                                  const ImpTable& imps) {
  std::vector<double> out(results.size(), 0.0);
  if (results.size() < 2) return out;
  // Distinct scores with the total weight of the parts at each.
  std::map<int, double> weight_at;
  for (const auto& r : results)
    for (const auto& p : r) weight_at[p.ns_score] += p.weight;
  // IMPs of a score against every part, its own line included: d² IMP look-ups in all.
  std::map<int, double> against_all;
  for (const auto& [s, w_unused] : weight_at) {
    double sum = 0;
    for (const auto& [t, w] : weight_at) sum += w * imps(s - t);
    against_all[s] = sum;
  }
  const double comparisons = double(results.size() - 1);
  for (size_t r = 0; r < results.size(); ++r) {
    double total = 0;
    for (const auto& p : results[r]) {
      double own = 0;  // a line is not compared with itself
      for (const auto& q : results[r]) own += q.weight * imps(p.ns_score - q.ns_score);
      total += p.weight * (against_all[p.ns_score] - own);
    }
    out[r] = total / comparisons;
  }
  return out;
}

}  // namespace bandeja::ranking
