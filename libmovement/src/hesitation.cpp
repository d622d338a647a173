#include "bandeja/movement/hesitation.hpp"

#include <algorithm>
#include <string>

#include "bandeja/movement/balance.hpp"
#include "detail.hpp"

namespace bandeja::movement {

using detail::join;
using detail::num;
using detail::wrap;

namespace {

// hesitation_arrow_search(T) for T = 3, 5, ..., 39, run offline once (it takes half a minute for
// 39 tables): the arrow-switch rounds that give the best balance found.
const std::vector<std::vector<int>>& arrow_data() {
  static const std::vector<std::vector<int>> data = {
      {1},
      {1, 2},
      {1, 2},
      {1, 2, 8},
      {1, 2, 7, 9, 10},
      {1, 2, 8, 10, 12},
      {1, 3, 4, 7, 8, 15},
      {1, 3, 5, 6, 11, 12},
      {1, 3, 9, 10, 13, 14, 15},
      {1, 5, 7, 8, 11, 12, 13, 16, 21},
      {1, 3, 11, 12, 14, 15, 20, 21, 23},
      {1, 4, 8, 9, 10, 11, 13, 15, 16, 22, 26},
      {1, 3, 6, 7, 10, 11, 13, 14, 23, 24, 25},
      {1, 2, 3, 6, 7, 9, 17, 18, 19, 20, 24, 27, 29},
      {1, 3, 5, 8, 12, 13, 15, 16, 17, 18, 21, 22, 24},
      {1, 3, 8, 9, 10, 12, 17, 21, 27, 28, 29, 31, 32, 34},
      {1, 2, 3, 4, 5, 12, 14, 15, 17, 18, 23, 24, 29, 31, 33, 36},
      {1, 2, 3, 7, 8, 9, 11, 13, 16, 17, 21, 23, 24, 27, 28, 30},
      {1, 3, 8, 12, 14, 15, 20, 21, 23, 24, 30, 31, 34, 35, 36, 38, 39, 40},
  };
  return data;
}

}  // namespace

std::vector<int> hesitation_default_arrows(int tables) {
  const int i = (tables - 3) / 2;
  if (tables < 3 || tables % 2 == 0 || i >= static_cast<int>(arrow_data().size())) return {};
  return arrow_data()[static_cast<std::size_t>(i)];
}

std::vector<int> hesitation_arrow_search(int tables) {
  std::vector<int> chosen;
  double quality = -1;
  for (;;) {
    int best_round = 0;
    double best = quality;
    for (int r = 1; r <= tables + 1; ++r) {
      if (std::find(chosen.begin(), chosen.end(), r) != chosen.end()) continue;
      Spec spec;
      spec.type = "hesitation";
      spec.tables = tables;
      spec.boards_per_round = 1;
      spec.arrow_switch_rounds = chosen;
      spec.arrow_switch_rounds.push_back(r);
      auto m = hesitation_mitchell(spec);
      if (!m) return {};
      const double q = balance(*m).quality;
      if (q > best + 1e-9) best = q, best_round = r;
    }
    if (best_round == 0) break;
    chosen.push_back(best_round);
    quality = best;
  }
  std::sort(chosen.begin(), chosen.end());
  return chosen;
}

Result<Movement> hesitation_mitchell(const Spec& spec) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = num(T);
  if (T < 3 || T % 2 == 0) return fail_code("generate.hesitation_tables", "tables", {Ts});
  if (spec.pairs && *spec.pairs != 2 * T) return fail_code("generate.hesitation_pairs", "pairs", {Ts, num(2 * T)});
  const int S = T + 1;  // board sets = full rounds
  const int R = spec.rounds.value_or(S);
  if (R > S) return fail_code("generate.hesitation_rounds", "rounds", {Ts, num(S), num(R)});
  std::vector<int> arrows = spec.arrow_switch_rounds;
  if (arrows.empty()) {
    for (int r : hesitation_default_arrows(T))
      if (r <= R) arrows.push_back(r);
    if (arrows.empty()) arrows.push_back(R);  // a short movement still needs one switched round
  }
  auto arrow_check = detail::arrow_rounds(std::move(arrows), R);
  if (!arrow_check) return std::unexpected(arrow_check.error());
  arrows = std::move(*arrow_check);

  Movement m = detail::new_movement("hesitation", T, R, B, S * B, 1);
  detail::add_board_sets(m, S, B);
  for (int p = 1; p <= 2 * T; ++p) m.pairs.push_back(std::to_string(p));

  // Board positions round the room: tables 1..h, the relay, tables h+1..T (h = (T-1)/2).
  const int h = (T - 1) / 2;
  auto board_position = [&](int t) { return t <= h ? t - 1 : t; };
  // Seats of the moving pairs: East-West at tables 1..T (0..T-1), North-South at table T (T).
  auto moving_pair = [&](int seat, int r0) {  // the moving pair in `seat` in round r0 (0-based)
    const int k = wrap(seat - r0, S);
    return std::to_string(T + k);
  };
  for (int r = 1; r <= R; ++r) {
    const int r0 = r - 1;
    const bool arrow = std::binary_search(arrows.begin(), arrows.end(), r);
    for (int t = 1; t <= T; ++t) {
      Row row;
      row.round = r;
      row.table = t;
      row.ns = t < T ? std::to_string(t) : moving_pair(T, r0);
      row.ew = moving_pair(t - 1, r0);
      row.board_set = wrap(board_position(t) + r0, S) + 1;
      row.boards = m.board_sets[static_cast<std::size_t>(row.board_set - 1)];
      if (arrow && t < T) detail::switch_arrows(row);
      m.rows.push_back(std::move(row));
    }
    m.stands.push_back({r, wrap(h + r0, S) + 1, StandKind::Bye, h});
  }

  const std::string Rs = std::to_string(R), Bs = std::to_string(B);
  detail::add_summary(m, "movement.summary.hesitation", {Ts});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Rs, Bs});
  detail::add_note(m, "movement.note.hesitation_pairs", {num(T - 1), Ts, num(2 * T)});
  detail::add_note(m, "movement.note.hesitation_boards", {num(h), num(h + 1), num(S)});
  detail::add_note(m, "movement.note.hesitation_arrows", {num(T - 1), join(arrows)});
  return m;
}

}  // namespace bandeja::movement
