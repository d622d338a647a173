#include "bandeja/movement/howell.hpp"

#include <algorithm>
#include <map>
#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using detail::num;
using detail::wrap;

const HowellDesign* howell_design(int tables) {
  for (const HowellDesign& d : shipped_howell_designs())
    if (d.tables == tables) return &d;
  return nullptr;
}

Movement howell_from_design(const HowellDesign& d, int boards_per_round) {
  const int T = d.tables, n = 2 * T - 1;
  Movement m = detail::new_movement("howell", T, n, boards_per_round, 0, 1);
  for (int p = 1; p <= 2 * T; ++p) m.pairs.push_back(std::to_string(p));
  const std::string anchor = std::to_string(2 * T);
  auto id = [&](int x) { return std::to_string(wrap(x, n) + 1); };
  // Sets are numbered in the order a director first meets them: round 1 table 1 plays set 1.
  std::map<int, int> number;  // cyclic set -> set number
  for (int r = 0; r < n; ++r) {
    std::vector<std::pair<int, int>> at(static_cast<std::size_t>(T));  // table -> (k, cyclic set)
    for (int k = 0; k < T; ++k)
      at[static_cast<std::size_t>(d.table_of[static_cast<std::size_t>(k)] - 1)] = {k, wrap(r + d.offset[static_cast<std::size_t>(k)], n)};
    for (int t = 1; t <= T; ++t) {
      const auto [k, cyc] = at[static_cast<std::size_t>(t - 1)];
      Row row;
      row.round = r + 1;
      row.table = t;
      std::string a = k == 0 ? anchor : id(r + k), b = id(r - k);
      if (!d.ns_plus[static_cast<std::size_t>(k)]) std::swap(a, b);
      row.ns = a;
      row.ew = b;
      auto [it, fresh] = number.emplace(cyc, static_cast<int>(number.size()) + 1);
      row.board_set = it->second;
      row.boards = set_boards(row.board_set, boards_per_round);
      m.rows.push_back(std::move(row));
    }
  }
  m.board_sets.clear();
  for (int s = 1; s <= static_cast<int>(number.size()); ++s) m.board_sets.push_back(set_boards(s, boards_per_round));
  m.boards = static_cast<int>(number.size()) * boards_per_round;
  // Sets not at a table wait on the relay.
  for (int r = 0; r < n; ++r) {
    std::vector<bool> used(static_cast<std::size_t>(n), false);
    for (int k = 0; k < T; ++k) used[static_cast<std::size_t>(wrap(r + d.offset[static_cast<std::size_t>(k)], n))] = true;
    for (int cyc = 0; cyc < n; ++cyc)
      if (!used[static_cast<std::size_t>(cyc)]) m.stands.push_back({r + 1, number.at(cyc), StandKind::Relay, 0});
  }
  std::sort(m.stands.begin(), m.stands.end(), [](const Stand& x, const Stand& y) {
    return x.round != y.round ? x.round < y.round : x.board_set < y.board_set;
  });
  return m;
}

Result<Movement> howell(const Spec& spec) {
  const int T = spec.tables, n = 2 * T - 1;
  const std::string Ts = num(T);
  const HowellDesign* d = howell_design(T);
  if (!d) return fail_code("generate.howell_tables", "tables", {Ts});
  if (spec.skip || spec.relay || !spec.arrow_switch_rounds.empty())
    return fail_code("generate.howell_mitchell_options", spec.skip ? "skip" : spec.relay ? "relay" : "arrow_switch");
  const int R = spec.rounds.value_or(n);
  if (R > n) return fail_code("generate.howell_rounds", "rounds", {Ts, num(n), num(R)});
  bool phantom = false;
  if (spec.pairs) {
    if (*spec.pairs == 2 * T - 1)
      phantom = true;
    else if (*spec.pairs != 2 * T)
      return fail_code("generate.howell_pairs", "pairs", {Ts, num(2 * T), num(2 * T - 1), num(*spec.pairs)});
  }
  const int B = spec.boards_per_round;
  Movement full = howell_from_design(*d, B);
  Movement m = full;
  if (R < n) {
    // A shorter Howell: the first R rounds; sets renumbered as they first appear.
    m.rows.clear();
    m.stands.clear();
    std::map<int, int> renumber;
    for (const Row& row : full.rows) {
      if (row.round > R) continue;
      Row x = row;
      auto [it, fresh] = renumber.emplace(row.board_set, static_cast<int>(renumber.size()) + 1);
      x.board_set = it->second;
      x.boards = set_boards(x.board_set, B);
      m.rows.push_back(std::move(x));
    }
    for (const Stand& s : full.stands)
      if (s.round <= R) {
        auto it = renumber.find(s.board_set);
        if (it != renumber.end()) m.stands.push_back({s.round, it->second, s.kind, s.after_table});
      }
    m.rounds = R;
    m.board_sets.clear();
    for (int s = 1; s <= static_cast<int>(renumber.size()); ++s) m.board_sets.push_back(set_boards(s, B));
    m.boards = static_cast<int>(renumber.size()) * B;
  }
  const std::string anchor = std::to_string(2 * T);
  if (phantom) {
    for (Row& row : m.rows) {
      if (row.ns == anchor) row.ns.reset();
      if (row.ew == anchor) row.ew.reset();
    }
    m.pairs.pop_back();
  }
  const std::string Rs = std::to_string(R), Bs = std::to_string(B);
  detail::add_summary(m, R < n ? "movement.summary.howell_shorter" : "movement.summary.howell_complete", {Ts});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Rs, Bs});
  if (!phantom) detail::add_note(m, "movement.note.howell_anchor", {anchor, num(d->table_of[0])});
  if (!m.stands.empty()) detail::add_note(m, "movement.note.howell_relay");
  std::map<int, std::vector<int>> sharing;
  for (const Row& row : m.rows)
    if (row.round == 1) sharing[row.board_set].push_back(row.table);
  for (const auto& [set, tables] : sharing)
    if (tables.size() > 1) {
      detail::add_note(m, "movement.note.howell_share");
      break;
    }
  if (R < n) detail::add_note(m, "movement.note.howell_shorter");
  if (phantom) {
    detail::add_summary(m, "movement.summary.phantom");
    detail::add_note(m, "movement.note.howell_phantom", {anchor, num(d->table_of[0])});
  }
  return m;
}

}  // namespace bandeja::movement
