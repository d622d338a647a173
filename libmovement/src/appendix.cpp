#include "bandeja/movement/appendix.hpp"

#include <algorithm>
#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using detail::join;
using detail::num;
using detail::wrap;

Result<Movement> appendix_mitchell(const Spec& spec) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const int base = T - 2;
  const std::string Ts = num(T), Bas = num(base);
  if (T < 5) return fail_code("generate.appendix_tables", "tables", {Ts});
  const auto half_table = detail::mitchell_half_table(spec, T);
  if (!half_table) return std::unexpected(half_table.error());
  const bool half = *half_table;
  const int R = spec.rounds.value_or(base);
  if (R > base) return fail_code("generate.appendix_rounds", "rounds", {Ts, Bas, num(R)});
  std::vector<int> arrows = spec.arrow_switch_rounds;
  auto arrow_check = detail::arrow_rounds(std::move(arrows), R);
  if (!arrow_check) return std::unexpected(arrow_check.error());
  arrows = std::move(*arrow_check);

  Movement m = detail::new_movement("appendix", T, R, B, base * B, arrows.empty() ? 2 : 1);
  detail::add_board_sets(m, base, B);
  detail::add_ns_ew_pairs(m, T, half);

  const bool skip = base % 2 == 0;
  for (int r = 1; r <= R; ++r) {
    const int r0 = r - 1;
    const int shift = r0 + (skip && r0 >= base / 2 ? 1 : 0);
    const bool arrow = std::binary_search(arrows.begin(), arrows.end(), r);
    for (int t = 1; t <= T; ++t) {
      const int t0 = t - 1;
      Row row;
      row.round = r;
      row.table = t;
      if (!(half && t == T)) row.ns = std::to_string(t) + "NS";
      row.ew = std::to_string(wrap(t0 - shift, T) + 1) + "EW";
      int set0;
      if (t0 < base)
        set0 = wrap(t0 + r0, base);      // the base Mitchell: boards down one table
      else if (t0 == base)
        set0 = wrap(r0, base);           // table T-1 shares with table 1
      else
        set0 = wrap(-1 - r0, base);      // table T shares with table base-2*r0 (mod base)
      // The half table's sitting-out pair has no boards of its own to hold.
      if (!(half && t == T)) {
        row.board_set = set0 + 1;
        row.boards = m.board_sets[static_cast<std::size_t>(set0)];
      }
      if (arrow) detail::switch_arrows(row);
      m.rows.push_back(std::move(row));
    }
  }

  const std::string Rs = std::to_string(R), Bs = std::to_string(B);
  const std::string Tm1 = std::to_string(T - 1);
  detail::add_summary(m, "movement.summary.appendix", {Ts, Bas});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Rs, Bs});
  if (half) detail::add_summary(m, "movement.summary.half_table");
  detail::add_note(m, "movement.note.appendix_boards", {Bas, Tm1});
  if (half)
    detail::add_note(m, "movement.note.half_table", {Ts});
  else
    detail::add_note(m, "movement.note.appendix_share", {Ts, Bas, num(wrap(base - 3, base) + 1)});
  if (skip)
    detail::add_note(m, "movement.note.appendix_moves_skip", {Ts, num(base / 2)});
  else
    detail::add_note(m, "movement.note.appendix_moves", {Ts});
  if (!arrows.empty()) detail::add_note(m, "movement.note.arrow_switch_rounds", {join(arrows)});
  return m;
}

}  // namespace bandeja::movement
