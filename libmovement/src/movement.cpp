#include "bandeja/movement/movement.hpp"

#include <algorithm>
#include <set>

namespace bandeja::movement {

std::vector<int> set_boards(int set, int boards_per_set) {
  std::vector<int> b;
  b.reserve(static_cast<std::size_t>(std::max(boards_per_set, 0)));
  for (int i = 1; i <= boards_per_set; ++i) b.push_back((set - 1) * boards_per_set + i);
  return b;
}

const Row* find_row(const Movement& m, int round, int table) {
  for (const Row& r : m.rows)
    if (r.round == round && r.table == table) return &r;
  return nullptr;
}

void normalise(Movement& m) {
  std::stable_sort(m.rows.begin(), m.rows.end(), [](const Row& a, const Row& b) {
    return a.round != b.round ? a.round < b.round : a.table < b.table;
  });
  if (!m.pairs.empty()) return;
  std::set<PairId> seen;
  for (const Row& r : m.rows)
    for (const auto& p : {r.ns, r.ew})
      if (p && seen.insert(*p).second) m.pairs.push_back(*p);
}

}  // namespace bandeja::movement
