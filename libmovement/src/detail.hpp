#pragma once
// Helpers shared by the movement generators (internal to libmovement; not installed).
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/movement/teams.hpp"

namespace bandeja::movement::detail {

// Round `r` of a teams movement of two tables per match (m.boards_per_round boards a round):
// match k of `round` at tables 2k-1 (home North-South v away East-West) and 2k (away
// North-South v home East-West), on boards (r-1)B+1..rB, one board set per match (teams.cpp).
void add_teams_round(Movement& m, int r, const std::vector<Match>& round);

// What every teams movement refuses of a spec (teams.cpp): a number of pairs other than two a
// team, --arrow-switch, --skip and --relay.
Result<void> teams_spec_fits(const Spec& spec);

// The director's note of a two-tables-a-match teams movement (teams, swiss): where team t's
// pairs sit, home and away (teams.cpp).
void add_two_table_notes(Movement& m);

// x modulo n, always in 0..n-1 (tables and board sets go round the room).
inline int wrap(int x, int n) { return ((x % n) + n) % n; }

// "1, 2, 3"
inline std::string join(const std::vector<int>& v) {
  std::string s;
  for (int x : v) s += (s.empty() ? "" : ", ") + std::to_string(x);
  return s;
}

// A movement's frame before its rows: its type, tables, rounds, boards per round, boards in
// play and winners (1: one field; 2: NS and EW).
inline Movement new_movement(std::string type, int tables, int rounds, int boards_per_round, int boards,
                             int winners) {
  Movement m;
  m.type = std::move(type);
  m.tables = tables;
  m.rounds = rounds;
  m.boards_per_round = boards_per_round;
  m.boards = boards;
  m.winners = winners;
  return m;
}

// Board sets 1..count of `boards_per_set` boards each, appended to m.board_sets.
inline void add_board_sets(Movement& m, int count, int boards_per_set) {
  for (int s = 1; s <= count; ++s) m.board_sets.push_back(set_boards(s, boards_per_set));
}

// Pairs 1NS..TNS then 1EW..TEW; with a half table, TNS is left out.
inline void add_ns_ew_pairs(Movement& m, int tables, bool half = false) {
  for (int k = 1; k <= tables; ++k)
    if (!(half && k == tables)) m.pairs.push_back(std::to_string(k) + "NS");
  for (int k = 1; k <= tables; ++k) m.pairs.push_back(std::to_string(k) + "EW");
}

// A number as a catalogue argument.
inline std::string num(int x) { return std::to_string(x); }

// Whether spec.pairs asks for a half table in a Mitchell-style movement of `tables` tables:
// 2T pairs (or none given) is a full field, 2T-1 a half table, anything else an error.
inline Result<bool> mitchell_half_table(const Spec& spec, int tables) {
  if (!spec.pairs || *spec.pairs == 2 * tables) return false;
  if (*spec.pairs == 2 * tables - 1) return true;
  return fail_code("generate.half_table_pairs", "pairs",
                   {num(tables), num(2 * tables), num(2 * tables - 1), num(*spec.pairs)});
}

// The arrow-switch rounds sorted without repeats; an error if one is not a round 1..rounds.
inline Result<std::vector<int>> arrow_rounds(std::vector<int> arrows, int rounds) {
  std::sort(arrows.begin(), arrows.end());
  arrows.erase(std::unique(arrows.begin(), arrows.end()), arrows.end());
  for (int a : arrows)
    if (a < 1 || a > rounds) return fail_code("generate.arrow_round", "arrow_switch", {num(a), num(rounds)});
  return arrows;
}

// A director's note: its catalogue code ("movement.note.skip") and arguments.
inline void add_note(Movement& m, std::string code, std::vector<std::string> args = {}) {
  m.notes.push_back(Note{std::move(code), std::move(args), {}, {}});
}

// A part of the movement's summary: its catalogue code ("movement.summary.skip") and arguments.
inline void add_summary(Movement& m, std::string code, std::vector<std::string> args = {}) {
  m.summary.push_back(Note{std::move(code), std::move(args), {}, {}});
}

// 2 winners when no pair ever sits both North-South and East-West in `rows`, else 1.
inline int winners_from_rows(const std::vector<Row>& rows) {
  std::set<PairId> ns, ew;
  for (const Row& r : rows) {
    if (r.ns) ns.insert(*r.ns);
    if (r.ew) ew.insert(*r.ew);
  }
  for (const PairId& p : ns)
    if (ew.count(p)) return 1;
  return 2;
}

// The pairs at this table sit the other way round (an arrow-switched round).
inline void switch_arrows(Row& row) {
  std::swap(row.ns, row.ew);
  row.arrow_switch = true;
}

}  // namespace bandeja::movement::detail
