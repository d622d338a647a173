#include "bandeja/movement/teams.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "detail.hpp"

namespace bandeja::movement {

using detail::wrap;

Result<Schedule> round_robin(int teams, Lang lang) {
  if (teams < 2)
    return fail(tr(lang, "teams: a round robin needs 2 teams or more, not " + std::to_string(teams),
                   "equipos: un todos contra todos necesita 2 equipos o más, no " + std::to_string(teams)));
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

Result<void> teams_spec_fits(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const std::string Ts = std::to_string(T);
  if (spec.pairs && *spec.pairs != 2 * T)
    return fail(tr(lang, "pairs: " + Ts + " teams of four are " + std::to_string(2 * T) + " pairs",
                   "parejas: " + Ts + " equipos de cuatro son " + std::to_string(2 * T) + " parejas"));
  if (!spec.arrow_switch_rounds.empty() || spec.skip || spec.relay)
    return fail(tr(lang, "--arrow-switch, --skip, --relay: not for a teams movement",
                   "--arrow-switch, --skip, --relay: no en un movimiento de equipos"));
  return {};
}

void add_two_table_notes(Movement& m) {
  m.notes_en.push_back("Team t is pairs tNS and tEW. In each round match k is at tables " +
                       std::string("2k-1 (home North-South) and 2k (away North-South); both tables play the same boards, then swap them."));
  m.notes_es.push_back("El equipo t son las parejas tNS y tEW. En cada ronda el encuentro k está en las mesas "
                       "2k-1 (Norte-Sur local) y 2k (Norte-Sur visitante); ambas mesas juegan los mismos tableros, intercambiándolos.");
}

}  // namespace detail

Result<Movement> teams_round_robin(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = std::to_string(T);
  if (T < 2 || T % 2 != 0)
    return fail(tr(lang,
                   "tables: a teams round robin with two tables per match needs an even number of tables (one per team); " +
                       Ts + " is odd: use American Whist (whist)",
                   "mesas: un todos contra todos por equipos con dos mesas por encuentro necesita un número par de mesas (una por equipo); " +
                       Ts + " es impar: use American Whist (whist)"));
  if (auto fits = detail::teams_spec_fits(spec, lang); !fits) return std::unexpected(fits.error());
  auto schedule = round_robin(T, lang);
  if (!schedule) return std::unexpected(schedule.error());
  const int full = static_cast<int>(schedule->size());
  const int R = spec.rounds.value_or(full);
  if (R > full)
    return fail(tr(lang, "rounds: " + Ts + " teams meet each other in " + std::to_string(full) + " rounds; not " + std::to_string(R),
                   "rondas: " + Ts + " equipos se enfrentan todos en " + std::to_string(full) + " rondas; no " + std::to_string(R)));
  Movement m = detail::new_movement("teams", T, R, B, R * B, 1);
  detail::add_ns_ew_pairs(m, T);
  for (int r = 1; r <= R; ++r) detail::add_teams_round(m, r, (*schedule)[static_cast<std::size_t>(r - 1)]);
  const std::string Rs = std::to_string(R), Bs = std::to_string(B);
  m.description = Ts + "-team round robin, two tables per match, " + Rs + " rounds of " + Bs + " boards";
  m.description_es = "Todos contra todos de " + Ts + " equipos, dos mesas por encuentro, " + Rs + " rondas de " + Bs + " tableros";
  detail::add_two_table_notes(m);
  m.notes_en.push_back("Every match plays the same boards in a round: make one copy of the boards per match (duplicated boards).");
  m.notes_es.push_back("Todos los encuentros juegan los mismos tableros en una ronda: prepare una copia por encuentro (tableros duplicados).");
  return m;
}

Result<Movement> american_whist(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = std::to_string(T);
  if (T < 3 || T % 2 == 0)
    return fail(tr(lang, "tables: American Whist needs an odd number of tables (one per team), 3 or more; not " + Ts,
                   "mesas: American Whist necesita un número impar de mesas (una por equipo), 3 o más; no " + Ts));
  if (auto fits = detail::teams_spec_fits(spec, lang); !fits) return std::unexpected(fits.error());
  const int full = T - 1;
  if (spec.rounds && *spec.rounds != full)
    return fail(tr(lang,
                   "rounds: American Whist for " + Ts + " teams plays " + std::to_string(full) +
                       " rounds (each match is played in two halves); not " + std::to_string(*spec.rounds),
                   "rondas: American Whist para " + Ts + " equipos juega " + std::to_string(full) +
                       " rondas (cada encuentro se juega en dos mitades); no " + std::to_string(*spec.rounds)));
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
  m.description = Ts + "-team American Whist, " + Rs + " rounds of " + Bs + " boards";
  m.description_es = "American Whist de " + Ts + " equipos, " + Rs + " rondas de " + Bs + " tableros";
  m.notes_en.push_back("Team t is pairs tNS (stays at table t) and tEW. East-West pairs start at table t-2 (team 1 at table " +
                       std::to_string(wrap(-2, T) + 1) + ") and move down two tables each round; boards move down one.");
  m.notes_es.push_back("El equipo t son las parejas tNS (se queda en la mesa t) y tEW. Las Este-Oeste empiezan en la mesa t-2 (el equipo 1 en la mesa " +
                       std::to_string(wrap(-2, T) + 1) + ") y bajan dos mesas cada ronda; los tableros bajan una.");
  m.notes_en.push_back("Each match is played in two halves: the boards team a's North-South play against team b come back later to team b's table for team a's East-West.");
  m.notes_es.push_back("Cada encuentro se juega en dos mitades: los tableros que el Norte-Sur del equipo a juega contra el equipo b llegan luego a la mesa del equipo b para el Este-Oeste del equipo a.");
  return m;
}

}  // namespace bandeja::movement
