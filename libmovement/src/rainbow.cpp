#include "bandeja/movement/rainbow.hpp"

#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using detail::wrap;

bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

Result<Movement> rainbow_individual(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = std::to_string(T);
  if (T < 5 || !is_prime(T))
    return fail(tr(lang,
                   "tables: a Rainbow individual needs a prime number of tables, 5 or more (5, 7, 11, 13, ...); not " + Ts,
                   "mesas: un individual Rainbow necesita un número primo de mesas, 5 o más (5, 7, 11, 13, ...); no " + Ts));
  if (spec.pairs && *spec.pairs != 2 * T)
    return fail(tr(lang, "pairs: a Rainbow individual of " + Ts + " tables seats " + std::to_string(4 * T) + " players",
                   "parejas: un individual Rainbow de " + Ts + " mesas sienta " + std::to_string(4 * T) + " jugadores"));
  if (!spec.arrow_switch_rounds.empty())
    return fail(tr(lang, "arrow-switch: not offered for a Rainbow individual", "cambio de flecha: no disponible en un individual Rainbow"));
  const int R = spec.rounds.value_or(T);
  if (R > T)
    return fail(tr(lang, "rounds: a " + Ts + "-table Rainbow has at most " + Ts + " rounds, not " + std::to_string(R),
                   "rondas: un Rainbow de " + Ts + " mesas tiene como máximo " + Ts + " rondas, no " + std::to_string(R)));

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
  m.description = Ts + "-table Rainbow individual, " + Rs + " rounds of " + Bs + " boards";
  m.description_es = "Individual Rainbow de " + Ts + " mesas, " + Rs + " rondas de " + Bs + " tableros";
  m.notes_en.push_back("Players 1-" + Ts + " start North, " + std::to_string(T + 1) + "-" + std::to_string(2 * T) +
                       " East, " + std::to_string(2 * T + 1) + "-" + std::to_string(3 * T) + " South, " +
                       std::to_string(3 * T + 1) + "-" + std::to_string(4 * T) + " West, at the table of their number.");
  m.notes_es.push_back("Los jugadores 1-" + Ts + " empiezan de Norte, " + std::to_string(T + 1) + "-" +
                       std::to_string(2 * T) + " de Este, " + std::to_string(2 * T + 1) + "-" + std::to_string(3 * T) +
                       " de Sur, " + std::to_string(3 * T + 1) + "-" + std::to_string(4 * T) +
                       " de Oeste, en la mesa de su número.");
  m.notes_en.push_back("After each round: North stays, boards move down one table, South up one, East up two, West down two.");
  m.notes_es.push_back("Tras cada ronda: Norte se queda, los tableros bajan una mesa, Sur sube una, Este sube dos, Oeste baja dos.");
  return m;
}

}  // namespace bandeja::movement
