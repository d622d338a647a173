#include "bandeja/movement/mitchell.hpp"

#include <algorithm>
#include <string>

#include "bandeja/movement/balance.hpp"
#include "detail.hpp"

namespace bandeja::movement {

using detail::join;
using detail::num;
using detail::wrap;

Result<Movement> mitchell(const Spec& spec) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const bool even = T % 2 == 0;
  const std::string Ts = num(T);
  if (spec.skip && spec.relay) return fail_code("generate.skip_and_relay", "skip");
  if (even && !spec.skip && !spec.relay) return fail_code("generate.mitchell_even", "tables", {Ts});
  if (!even && (spec.skip || spec.relay))
    return fail_code("generate.skip_relay_odd", spec.skip ? "skip" : "relay", {Ts});
  const int full = spec.skip ? T - 1 : T;
  const int R = spec.rounds.value_or(full);
  if (R > full) return fail_code("generate.mitchell_rounds", "rounds", {num(full), num(R)});
  const auto half_table = detail::mitchell_half_table(spec, T);
  if (!half_table) return std::unexpected(half_table.error());
  const bool half = *half_table;
  std::vector<int> arrows = spec.arrow_switch_rounds;
  auto arrow_check = detail::arrow_rounds(std::move(arrows), R);
  if (!arrow_check) return std::unexpected(arrow_check.error());
  arrows = std::move(*arrow_check);

  Movement m = detail::new_movement("mitchell", T, R, B, 0, arrows.empty() ? 2 : 1);
  detail::add_board_sets(m, T, B);
  m.boards = T * B;
  detail::add_ns_ew_pairs(m, T, half);

  // Relay: board positions round the room. Tables 1 and T share position 0; the bye stand is
  // position T/2, between tables T/2 and T/2+1.
  auto position = [&](int t) {
    if (t == 1 || t == T) return 0;
    return t <= T / 2 ? t - 1 : t;
  };
  for (int r = 1; r <= R; ++r) {
    const int skip = spec.skip && r > T / 2 ? 1 : 0;
    const bool arrow = std::binary_search(arrows.begin(), arrows.end(), r);
    for (int t = 1; t <= T; ++t) {
      Row row;
      row.round = r;
      row.table = t;
      const int e = wrap(t - 1 - (r - 1) - skip, T) + 1;
      if (!(half && t == T)) row.ns = std::to_string(t) + "NS";
      row.ew = std::to_string(e) + "EW";
      row.board_set = spec.relay ? wrap(position(t) + r - 1, T) + 1 : wrap(t - 1 + r - 1, T) + 1;
      row.boards = m.board_sets[static_cast<std::size_t>(row.board_set - 1)];
      if (arrow) detail::switch_arrows(row);
      m.rows.push_back(std::move(row));
    }
    if (spec.relay)
      m.stands.push_back({r, wrap(T / 2 + r - 1, T) + 1, StandKind::Bye, T / 2});
  }

  const std::string Rs = std::to_string(R), Bs = std::to_string(B);
  detail::add_summary(m, "movement.summary.mitchell", {Ts});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Rs, Bs});
  if (spec.skip) {
    detail::add_summary(m, "movement.summary.skip");
    detail::add_note(m, "movement.note.skip", {num(T / 2)});
  }
  if (spec.relay) {
    detail::add_summary(m, "movement.summary.relay");
    detail::add_note(m, "movement.note.share_first_last", {Ts});
    detail::add_note(m, "movement.note.bye_stand", {num(T / 2), num(T / 2 + 1)});
  }
  if (half) {
    detail::add_summary(m, "movement.summary.half_table");
    detail::add_note(m, "movement.note.half_table", {Ts});
  }
  if (!arrows.empty()) {
    detail::add_summary(m, "movement.summary.arrow_switch");
    detail::add_note(m, "movement.note.arrow_switch", {join(arrows)});
  }
  detail::add_note(m, "movement.note.mitchell_moves");
  return m;
}

std::vector<int> suggested_arrow_switch(const Spec& spec) {
  Spec plain = spec;
  plain.arrow_switch_rounds.clear();
  auto base = mitchell(plain);
  if (!base) return {};
  const int R = base->rounds;
  std::vector<std::vector<int>> candidates;
  for (int k = 1; k < R; ++k) {
    std::vector<int> c;
    for (int r = R - k + 1; r <= R; ++r) c.push_back(r);
    candidates.push_back(std::move(c));
  }
  std::vector<int> alternate;
  for (int r = 2; r <= R; r += 2) alternate.push_back(r);
  candidates.push_back(std::move(alternate));
  std::vector<int> best;
  double best_quality = -1;
  for (const auto& c : candidates) {
    Spec s = plain;
    s.arrow_switch_rounds = c;
    auto m = mitchell(s);
    if (!m) continue;
    const double q = balance(*m).quality;
    if (q > best_quality + 1e-9 || (q > best_quality - 1e-9 && c.size() < best.size())) {
      best_quality = q;
      best = c;
    }
  }
  return best;
}

}  // namespace bandeja::movement
