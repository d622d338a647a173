#include "bandeja/movement/movement.hpp"

#include <algorithm>
#include <set>

#include "bandeja/score/limits.hpp"

namespace bandeja::movement {

std::vector<int> set_boards(int set, int boards_per_set) {
  std::vector<int> b;
  b.reserve(static_cast<std::size_t>(std::max(boards_per_set, 0)));
  for (int i = 1; i <= boards_per_set; ++i) b.push_back((set - 1) * boards_per_set + i);
  return b;
}

std::set<PairId> seated_in_round(const std::vector<Row>& rows, int round) {
  std::set<PairId> out;
  for (const auto& row : rows)
    if (row.round == round) {
      if (row.ns) out.insert(*row.ns);
      if (row.ew) out.insert(*row.ew);
    }
  return out;
}

const Row* find_row(const Movement& m, int round, int table) {
  for (const Row& r : m.rows)
    if (r.round == round && r.table == table) return &r;
  return nullptr;
}

RowGrid::RowGrid(const Movement& m) : m_(&m) {
  if (m.rounds < 1 || m.tables < 1 || m.rounds > limits::rounds || m.tables > limits::tables) return;
  indexed_ = true;
  cells_.assign(static_cast<std::size_t>(m.rounds) * static_cast<std::size_t>(m.tables), nullptr);
  for (const Row& r : m.rows) {
    if (r.round < 1 || r.round > m.rounds || r.table < 1 || r.table > m.tables) continue;
    const Row*& cell = cells_[static_cast<std::size_t>(r.round - 1) * static_cast<std::size_t>(m.tables) +
                              static_cast<std::size_t>(r.table - 1)];
    if (!cell) cell = &r;
  }
}

const Row* RowGrid::at(int round, int table) const {
  // A cell outside the grid (a row a file put there) is scanned for, so that the answer is
  // always find_row's.
  if (!indexed_ || round < 1 || round > m_->rounds || table < 1 || table > m_->tables) return find_row(*m_, round, table);
  return cells_[static_cast<std::size_t>(round - 1) * static_cast<std::size_t>(m_->tables) +
                static_cast<std::size_t>(table - 1)];
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
