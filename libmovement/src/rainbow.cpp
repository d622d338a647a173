#include "bandeja/movement/rainbow.hpp"

#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using detail::num;
using detail::wrap;

bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

Result<Movement> rainbow_individual(const Spec& spec) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = num(T);
  if (T < 5 || !is_prime(T)) return fail_code("generate.rainbow_tables", "tables", {Ts});
  if (spec.pairs && *spec.pairs != 2 * T) return fail_code("generate.rainbow_players", "pairs", {Ts, num(4 * T)});
  if (!spec.arrow_switch_rounds.empty()) return fail_code("generate.rainbow_arrow_switch", "arrow_switch");
  const int R = spec.rounds.value_or(T);
  if (R > T) return fail_code("generate.rainbow_rounds", "rounds", {Ts, num(R)});

  Movement m = detail::new_movement("rainbow", T, R, B, T * B, 1);
  m.individual = true;
  detail::add_board_sets(m, T, B);
  for (int p = 1; p <= 4 * T; ++p) m.pairs.push_back(std::to_string(p));

  // The player of each line at table t0 (0-based) in round r0: the one who started at the table
  // he has moved from.
  auto player = [&](int line, int start0) { return std::to_string(line * T + start0 + 1); };
  for (int r = 1; r <= R; ++r) {
    const int r0 = r - 1;
    for (int t = 1; t <= T; ++t) {
      const int t0 = t - 1;
      const std::string north = player(0, t0);
      const std::string east = player(1, wrap(t0 - 2 * r0, T));   // East moves up two
      const std::string south = player(2, wrap(t0 - r0, T));      // South moves up one
      const std::string west = player(3, wrap(t0 + 2 * r0, T));   // West moves down two
      Row row;
      row.round = r;
      row.table = t;
      row.ns = north + "+" + south;
      row.ew = east + "+" + west;
      row.board_set = wrap(t0 + r0, T) + 1;  // boards move down one
      row.boards = m.board_sets[static_cast<std::size_t>(row.board_set - 1)];
      m.rows.push_back(std::move(row));
    }
  }
  const std::string Rs = std::to_string(R), Bs = std::to_string(B);
  detail::add_summary(m, "movement.summary.rainbow", {Ts});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Rs, Bs});
  detail::add_note(m, "movement.note.rainbow_start",
                   {Ts, num(T + 1), num(2 * T), num(2 * T + 1), num(3 * T), num(3 * T + 1), num(4 * T)});
  detail::add_note(m, "movement.note.rainbow_moves");
  return m;
}

}  // namespace bandeja::movement
