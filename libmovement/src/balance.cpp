#include "bandeja/movement/balance.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
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
  // The boards each pair played in each direction (a row with an empty side is not played), as
  // bits: two pairs are compared on the boards both played the same way, counted with one AND
  // and a popcount a 64 boards. Linear in the rows, and pairs² × boards / 64 at most (a pair
  // that plays a board twice, a replay the check reports, is compared on it once).
  int top = 0;
  for (const Row& r : m.rows)
    for (int board : r.boards) top = std::max(top, board);
  const std::size_t words = static_cast<std::size_t>(top) / 64 + 1;
  std::vector<std::uint64_t> ns_bits(n * words, 0), ew_bits(n * words, 0);
  auto mark = [words](std::vector<std::uint64_t>& bits, int pair, int board) {
    const auto b = static_cast<std::size_t>(board);
    bits[static_cast<std::size_t>(pair) * words + b / 64] |= std::uint64_t{1} << (b % 64);
  };
  for (const Row& r : m.rows) {
    if (!r.ns || !r.ew) continue;
    const int a = index[*r.ns], b = index[*r.ew];
    if (c.field[static_cast<std::size_t>(a)] < 0) c.field[static_cast<std::size_t>(a)] = 0;
    if (c.field[static_cast<std::size_t>(b)] < 0) c.field[static_cast<std::size_t>(b)] = 1;
    for (int board : r.boards) {
      if (board < 0) continue;  // outside the movement: the check says so
      mark(ns_bits, a, board);
      mark(ew_bits, b, board);
    }
  }
  for (auto& f : c.field) f = m.winners == 1 ? 0 : std::max(f, 0);
  const double unit = m.boards_per_round > 0 ? 1.0 / m.boards_per_round : 1.0;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) {
      int both = 0;
      for (std::size_t w = 0; w < words; ++w)
        both += std::popcount(ns_bits[a * words + w] & ns_bits[b * words + w]) +
                std::popcount(ew_bits[a * words + w] & ew_bits[b * words + w]);
      c.count[a][b] = c.count[b][a] = both;
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
