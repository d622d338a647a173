#include "bandeja/movement/web.hpp"

#include <algorithm>
#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using detail::num;
using detail::wrap;

Result<Movement> web_mitchell(const Spec& spec) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = num(T);
  if (T < 4 || T % 2 != 0) return fail_code("generate.web_tables", "tables", {Ts});
  if (spec.pairs && *spec.pairs != 2 * T) return fail_code("generate.web_pairs", "pairs", {Ts, num(2 * T)});
  if (!spec.arrow_switch_rounds.empty()) return fail_code("generate.web_arrow_switch", "arrow_switch");
  const int N = T / 2;
  const int S = spec.rounds.value_or(13 >= N && 13 <= T - 1 ? 13 : (T - 1 < 13 ? T - 1 : (N % 2 ? N : N + 1)));
  if (S < N || S > T - 1) return fail_code("generate.web_rounds", "rounds", {Ts, num(N), num(T - 1), num(S)});

  Movement m = detail::new_movement("web", T, S, B, S * B, 2);
  // Sets 1..S: the first copy (tables 1..N); S+1..2S: the second copy (tables N+1..2N).
  for (int copy = 0; copy < 2; ++copy)
    for (int s = 1; s <= S; ++s) m.board_sets.push_back(set_boards(s, B));
  detail::add_ns_ew_pairs(m, T);

  const bool skip = S % 2 == 0;
  for (int r = 1; r <= S; ++r) {
    const int r0 = r - 1;
    const int shift = r0 + (skip && r0 >= S / 2 ? 1 : 0);
    for (int t = 1; t <= T; ++t) {
      const int t0 = t - 1;
      Row row;
      row.round = r;
      row.table = t;
      row.ns = std::to_string(t) + "NS";
      row.ew = std::to_string(wrap(t0 - shift, T) + 1) + "EW";
      if (t0 < N)
        row.board_set = wrap(t0 + r0, S) + 1;
      else
        row.board_set = S + wrap(N - 2 - (t0 - N) - r0, S) + 1;
      row.boards = m.board_sets[static_cast<std::size_t>(row.board_set - 1)];
      m.rows.push_back(std::move(row));
    }
    // Sets not at a table wait on the relay at the end of each group.
    for (int p = N; p < S; ++p) {
      m.stands.push_back({r, wrap(p + r0, S) + 1, StandKind::Bye, N});
      m.stands.push_back({r, S + wrap(N - 2 - p - r0, S) + 1, StandKind::Bye, T});
    }
  }

  const std::string Ss = std::to_string(S), Bs = std::to_string(B), Ns = std::to_string(N);
  detail::add_summary(m, "movement.summary.web", {Ts});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Ss, Bs});
  detail::add_note(m, "movement.note.web_copies", {Ns, num(N + 1), Ts, Ss, num(T - 1), num(T - 2)});
  if (S > N) detail::add_note(m, "movement.note.web_relay", {Ns, Ts});
  if (skip)
    detail::add_note(m, "movement.note.web_moves_skip", {num(S / 2)});
  else
    detail::add_note(m, "movement.note.web_moves");
  return m;
}

}  // namespace bandeja::movement
