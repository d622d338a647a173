#include "bandeja/movement/balance.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace bandeja::movement {

Comparisons comparisons(const Movement& m) {
  Comparisons c;
  std::map<PairId, int> index;
  auto add = [&](const PairId& p) {
    if (index.emplace(p, static_cast<int>(c.pairs.size())).second) c.pairs.push_back(p);
  };
  for (const PairId& p : m.pairs) add(p);
  for (const Row& r : m.rows) {
    if (r.ns) add(*r.ns);
    if (r.ew) add(*r.ew);
  }
  const std::size_t n = c.pairs.size();
  c.field.assign(n, -1);
  c.count.assign(n, std::vector<double>(n, 0.0));
  // Who played each board in each direction (a row with an empty side is not played).
  std::map<int, std::vector<int>> ns_of, ew_of;
  for (const Row& r : m.rows) {
    if (!r.ns || !r.ew) continue;
    const int a = index[*r.ns], b = index[*r.ew];
    if (c.field[static_cast<std::size_t>(a)] < 0) c.field[static_cast<std::size_t>(a)] = 0;
    if (c.field[static_cast<std::size_t>(b)] < 0) c.field[static_cast<std::size_t>(b)] = 1;
    for (int board : r.boards) {
      ns_of[board].push_back(a);
      ew_of[board].push_back(b);
    }
  }
  for (auto& f : c.field) f = m.winners == 1 ? 0 : std::max(f, 0);
  const double unit = m.boards_per_round > 0 ? 1.0 / m.boards_per_round : 1.0;
  for (const auto* side : {&ns_of, &ew_of})
    for (const auto& [board, players] : *side)
      for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t j = i + 1; j < players.size(); ++j) {
          const auto a = static_cast<std::size_t>(players[i]), b = static_cast<std::size_t>(players[j]);
          if (a == b) continue;
          c.count[a][b] += 1;
          c.count[b][a] += 1;
        }
  for (auto& row : c.count)
    for (double& x : row) x *= unit;  // whole boards counted first: no rounding drift
  return c;
}

BalanceMetrics balance(const Comparisons& c) {
  BalanceMetrics out;
  std::vector<double> v;
  for (std::size_t i = 0; i < c.pairs.size(); ++i)
    for (std::size_t j = i + 1; j < c.pairs.size(); ++j)
      if (c.field[i] == c.field[j]) v.push_back(c.count[i][j]);
  out.couples = static_cast<int>(v.size());
  if (v.empty()) return out;
  out.min = *std::min_element(v.begin(), v.end());
  out.max = *std::max_element(v.begin(), v.end());
  double sum = 0;
  for (double x : v) sum += x;
  out.mean = sum / static_cast<double>(v.size());
  double sq = 0;
  for (double x : v) sq += (x - out.mean) * (x - out.mean);
  out.stddev = std::sqrt(sq / static_cast<double>(v.size()));
  out.quality = out.mean > 0 ? 100.0 * std::max(0.0, 1.0 - out.stddev / out.mean) : 0.0;
  return out;
}

BalanceMetrics balance(const Movement& m) { return balance(comparisons(m)); }

}  // namespace bandeja::movement
