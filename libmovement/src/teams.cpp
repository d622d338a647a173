#include "bandeja/movement/teams.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "detail.hpp"

namespace bandeja::movement {

using detail::num;
using detail::wrap;

Result<Schedule> round_robin(int teams) {
  if (teams < 2) return fail_code("generate.round_robin_teams", "team", {num(teams)});
  // Circle method: n slots (a phantom slot 0 = bye when the number is odd); slot n-1 is fixed,
  // the others turn one place each round.
  const int n = teams % 2 == 0 ? teams : teams + 1;
  std::vector<int> slot(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) slot[static_cast<std::size_t>(i)] = i + 1 <= teams ? i + 1 : 0;
  Schedule schedule;
  for (int r = 0; r < n - 1; ++r) {
    std::vector<Match> round;
    auto at = [&](int i) {  // the team in position i this round
      if (i == n - 1) return slot[static_cast<std::size_t>(n - 1)];
      return slot[static_cast<std::size_t>(wrap(i + r, n - 1))];
    };
    for (int i = 0; i < n / 2; ++i) {
      int a = at(i), b = at(n - 1 - i);
      // Alternate home and away: the fixed team swaps every round, the others by position.
      const bool swap = i == 0 ? r % 2 == 1 : i % 2 == 1;
      if (swap) std::swap(a, b);
      if (a == 0) std::swap(a, b);  // the bye: away = 0
      round.push_back({a, b});
    }
    // Byes last, matches in order of the home team for a tidy card.
    std::stable_partition(round.begin(), round.end(), [](const Match& x) { return x.away != 0; });
    schedule.push_back(std::move(round));
  }
  return schedule;
}

namespace detail {

void add_teams_round(Movement& m, int r, const std::vector<Match>& round) {
  const int B = m.boards_per_round;
  const int matches = static_cast<int>(round.size());
  const int first_set = static_cast<int>(m.board_sets.size());  // sets of the rounds before
  for (int k = 1; k <= matches; ++k) m.board_sets.push_back(set_boards(r, B));
  for (int k = 1; k <= matches; ++k) {
    const Match& x = round[static_cast<std::size_t>(k - 1)];
    Row a;
    a.round = r;
    a.table = 2 * k - 1;
    a.ns = std::to_string(x.home) + "NS";
    a.ew = std::to_string(x.away) + "EW";
    a.board_set = first_set + k;
    a.boards = set_boards(r, B);
    Row b = a;
    b.table = 2 * k;
    b.ns = std::to_string(x.away) + "NS";
    b.ew = std::to_string(x.home) + "EW";
    m.rows.push_back(std::move(a));
    m.rows.push_back(std::move(b));
  }
}

Result<void> teams_spec_fits(const Spec& spec) {
  const int T = spec.tables;
  if (spec.pairs && *spec.pairs != 2 * T) return fail_code("generate.teams_pairs", "pairs", {num(T), num(2 * T)});
  if (!spec.arrow_switch_rounds.empty() || spec.skip || spec.relay)
    return fail_code("generate.teams_mitchell_options",
                     spec.skip ? "skip" : spec.relay ? "relay" : "arrow_switch");
  return {};
}

void add_two_table_notes(Movement& m) { add_note(m, "movement.note.two_tables"); }

}  // namespace detail

Result<Movement> teams_round_robin(const Spec& spec) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = num(T);
  if (T < 2 || T % 2 != 0) return fail_code("generate.teams_tables", "tables", {Ts});
  if (auto fits = detail::teams_spec_fits(spec); !fits) return std::unexpected(fits.error());
  auto schedule = round_robin(T);
  if (!schedule) return std::unexpected(schedule.error());
  const int full = static_cast<int>(schedule->size());
  const int R = spec.rounds.value_or(full);
  if (R > full) return fail_code("generate.teams_rounds", "rounds", {Ts, num(full), num(R)});
  Movement m = detail::new_movement("teams", T, R, B, R * B, 1);
  detail::add_ns_ew_pairs(m, T);
  for (int r = 1; r <= R; ++r) detail::add_teams_round(m, r, (*schedule)[static_cast<std::size_t>(r - 1)]);
  const std::string Rs = std::to_string(R), Bs = std::to_string(B);
  detail::add_summary(m, "movement.summary.round_robin", {Ts});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Rs, Bs});
  detail::add_two_table_notes(m);
  detail::add_note(m, "movement.note.teams_boards");
  return m;
}

Result<Movement> american_whist(const Spec& spec) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = num(T);
  if (T < 3 || T % 2 == 0) return fail_code("generate.whist_tables", "tables", {Ts});
  if (auto fits = detail::teams_spec_fits(spec); !fits) return std::unexpected(fits.error());
  const int full = T - 1;
  if (spec.rounds && *spec.rounds != full)
    return fail_code("generate.whist_rounds", "rounds", {Ts, num(full), num(*spec.rounds)});
  Movement m = detail::new_movement("whist", T, full, B, T * B, 1);
  detail::add_board_sets(m, T, B);
  detail::add_ns_ew_pairs(m, T);
  // Round r0 (0-based): EW of team e sits at table e - 2 - 2*r0, so at table t sits EW of team
  // t + 2 + 2*r0; the set at table t is t + r0. Team a's NS meets team b's EW on the same set as
  // team b's NS meets team a's EW; a team's EW pair would reach its own table only in round T.
  for (int r = 1; r <= full; ++r) {
    const int r0 = r - 1;
    for (int t = 1; t <= T; ++t) {
      const int t0 = t - 1;
      Row row;
      row.round = r;
      row.table = t;
      row.ns = std::to_string(t) + "NS";
      row.ew = std::to_string(wrap(t0 + 2 + 2 * r0, T) + 1) + "EW";
      row.board_set = wrap(t0 + r0, T) + 1;
      row.boards = m.board_sets[static_cast<std::size_t>(row.board_set - 1)];
      m.rows.push_back(std::move(row));
    }
  }
  const std::string Rs = std::to_string(full), Bs = std::to_string(B);
  detail::add_summary(m, "movement.summary.american_whist", {Ts});
  detail::add_summary(m, "movement.summary.rounds_of_boards", {Rs, Bs});
  detail::add_note(m, "movement.note.whist_seats", {num(wrap(-2, T) + 1)});
  detail::add_note(m, "movement.note.whist_halves");
  return m;
}

}  // namespace bandeja::movement
