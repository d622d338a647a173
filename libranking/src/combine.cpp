#include "bandeja/ranking/combine.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bandeja/ranking/places.hpp"

namespace bandeja::ranking {

namespace {
// A factor as the director typed it: "0.5", "1".
std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}
}  // namespace

Result<std::vector<CombinedStanding>> combine(const std::vector<StageScores>& stages, CombineBy by,
                                              const std::map<std::string, double>& carry) {
  if (stages.empty()) return fail_code("combine.no_stages", "sessions", {});
  std::map<std::string, CombinedStanding> by_entrant;
  auto entry = [&](const std::string& key) -> CombinedStanding& {
    auto& s = by_entrant[key];
    if (s.entrant.empty()) {
      s.entrant = key;
      s.stages.assign(stages.size(), std::nullopt);
    }
    return s;
  };
  for (size_t i = 0; i < stages.size(); ++i) {
    const auto& st = stages[i];
    if (!(st.factor > 0) || !std::isfinite(st.factor))
      return fail_code("combine.bad_factor", "factor", {std::to_string(i + 1), number(st.factor)});
    for (const auto& [key, score] : st.scores) {
      if (!std::isfinite(score)) return fail_code("combine.bad_score", "score", {std::to_string(i + 1), key});
      auto& s = entry(key);
      s.stages[i] = score;
      s.reached = int(i) + 1;
    }
  }
  for (const auto& [key, points] : carry) {
    if (!std::isfinite(points)) return fail_code("combine.bad_score", "carry", {"0", key});
    entry(key).carry = points;
  }
  std::vector<CombinedStanding> out;
  out.reserve(by_entrant.size());
  for (auto& [key, s] : by_entrant) {
    double sum = 0, weight = 0;
    for (size_t i = 0; i < stages.size(); ++i)
      if (s.stages[i]) sum += stages[i].factor * *s.stages[i], weight += stages[i].factor;
    s.total = (by == CombineBy::Percent ? (weight > 0 ? sum / weight : 0.0) : sum) + s.carry;
    out.push_back(std::move(s));
  }
  std::vector<std::vector<double>> keys;
  keys.reserve(out.size());
  for (const auto& s : out) keys.push_back({double(s.reached), s.total});
  const auto labels = places(keys, 1e-9);
  for (size_t i = 0; i < out.size(); ++i) out[i].place = labels[i];
  std::stable_sort(out.begin(), out.end(), [](const CombinedStanding& a, const CombinedStanding& b) {
    if (a.reached != b.reached) return a.reached > b.reached;
    return a.total > b.total;
  });
  return out;
}

}  // namespace bandeja::ranking
