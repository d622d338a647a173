#include "bandeja/movement/rover.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "bandeja/movement/mitchell.hpp"

namespace bandeja::movement {

namespace {

// Depth-first search for the rover's row in each round from round 2; `chosen[i]` is an index
// into m.rows for round i+2.
struct RoverSearch {
  const Movement& m;
  std::vector<std::vector<std::size_t>> candidates;  // per round (from 2): rows the rover may take
  bool allow_repeat = false;
  long budget = 20000;  // nodes; the search gives up (and relaxes) after this many
  std::vector<std::size_t> chosen;
  std::set<int> boards;
  std::set<PairId> displaced, met;

  bool run(std::size_t depth) {
    if (depth == candidates.size()) return true;
    if (--budget < 0) return false;
    // Prefer going up two tables from the last one, then the tables after that in order.
    const int T = m.tables;
    const int want = chosen.empty() ? 1 : (m.rows[chosen.back()].table + 1) % T + 1;
    std::vector<std::size_t> order = candidates[depth];
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      auto dist = [&](std::size_t i) { return ((m.rows[i].table - want) % T + T) % T; };
      return dist(a) < dist(b);
    });
    for (std::size_t i : order) {
      const Row& row = m.rows[i];
      if (displaced.count(*row.ns)) continue;
      if (!allow_repeat && row.ew && met.count(*row.ew)) continue;
      bool clash = false;
      for (int b : row.boards) clash = clash || boards.count(b) > 0;
      if (clash) continue;
      const bool new_opponent = row.ew && !met.count(*row.ew);
      chosen.push_back(i);
      displaced.insert(*row.ns);
      if (new_opponent) met.insert(*row.ew);
      for (int b : row.boards) boards.insert(b);
      if (run(depth + 1)) return true;
      for (int b : row.boards) boards.erase(b);
      if (new_opponent) met.erase(*row.ew);
      displaced.erase(*row.ns);
      chosen.pop_back();
    }
    return false;
  }
};

}  // namespace

Result<Movement> add_rover(Movement m) {
  const std::string rover = std::to_string(m.tables + 1) + "NS";
  if (std::find(m.pairs.begin(), m.pairs.end(), rover) != m.pairs.end())
    return fail_code("generate.rover_taken", "pairs", {rover});
  if (m.rounds < 2) return fail_code("generate.rover_rounds", "rounds");
  normalise(m);
  RoverSearch search{m, {}, false, 20000, {}, {}, {}, {}};
  for (int r = 2; r <= m.rounds; ++r) {
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < m.rows.size(); ++i)
      if (m.rows[i].round == r && m.rows[i].ns && m.rows[i].ew && !m.rows[i].arrow_switch) rows.push_back(i);
    search.candidates.push_back(rows);
  }
  RoverSearch relaxed{m, search.candidates, true, 20000, {}, {}, {}, {}};
  bool found = search.run(0);
  bool repeats = false;
  if (!found) {
    found = relaxed.run(0);
    repeats = found;
  }
  const RoverSearch& result = repeats ? relaxed : search;
  if (!found) return fail_code("generate.rover_no_sequence", "rounds", {std::to_string(m.rounds - 1)});
  std::string tables;
  for (std::size_t i : result.chosen) {
    Row& row = m.rows[i];
    tables += (tables.empty() ? "" : ", ") + std::to_string(row.table);
    row.ns = rover;
  }
  m.pairs.insert(std::find_if(m.pairs.begin(), m.pairs.end(),
                              [](const PairId& p) { return p.size() > 2 && p.substr(p.size() - 2) == "EW"; }),
                 rover);
  m.type = "rover";
  m.summary.push_back(Note{"movement.summary.rover", {rover}, {}, {}});
  m.notes.push_back(Note{"movement.note.rover", {rover, tables, std::to_string(m.rounds)}, {}, {}});
  if (repeats) m.notes.push_back(Note{"movement.note.rover_repeats", {}, {}, {}});
  return m;
}

Result<Movement> rover_mitchell(const Spec& spec) {
  if (spec.pairs) return fail_code("generate.rover_pairs", "pairs");
  if (!spec.arrow_switch_rounds.empty()) return fail_code("generate.rover_arrow_switch", "arrow_switch");
  auto base = mitchell(spec);
  if (!base) return base;
  return add_rover(std::move(*base));
}

}  // namespace bandeja::movement
