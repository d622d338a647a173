#include "bandeja/movement/appendix.hpp"

#include <algorithm>
#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using detail::join;
using detail::wrap;

Result<Movement> appendix_mitchell(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const int base = T - 2;
  const std::string Ts = std::to_string(T), Bas = std::to_string(base);
  if (T < 5)
    return fail(tr(lang, "tables: a 1½-table appendix Mitchell needs 5 tables or more (a base of 3), not " + Ts,
                   "mesas: un Mitchell con apéndice de 1½ mesas necesita 5 mesas o más (base de 3), no " + Ts));
  const auto half_table = detail::mitchell_half_table(spec, T, lang);
  if (!half_table) return std::unexpected(half_table.error());
  const bool half = *half_table;
  const int R = spec.rounds.value_or(base);
  if (R > base)
    return fail(tr(lang,
                   "rounds: a " + Ts + "-table appendix Mitchell has at most " + Bas + " rounds, not " +
                       std::to_string(R),
                   "rondas: un Mitchell con apéndice de " + Ts + " mesas tiene como máximo " + Bas +
                       " rondas, no " + std::to_string(R)));
  std::vector<int> arrows = spec.arrow_switch_rounds;
  auto arrow_check = detail::arrow_rounds(std::move(arrows), R, lang);
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
  m.description = Ts + "-table appendix (Bowman) Mitchell on a base of " + Bas + ", " + Rs + " rounds of " +
                  Bs + " boards";
  m.description_es = "Mitchell con apéndice (Bowman) de " + Ts + " mesas sobre una base de " + Bas + ", " + Rs +
                     " rondas de " + Bs + " tableros";
  if (half) {
    m.description += ", half table";
    m.description_es += ", media mesa";
  }
  m.notes_en.push_back("Boards: " + Bas + " sets on tables 1 to " + Bas + ", moving down one table round tables " +
                       Bas + " to 1. Table " + Tm1 + " stands beside table 1 and shares its boards every round.");
  m.notes_es.push_back("Tableros: " + Bas + " juegos en las mesas 1 a " + Bas + ", bajan una mesa por las mesas " +
                       Bas + " a 1. La mesa " + Tm1 + " está junto a la mesa 1 y comparte sus tableros cada ronda.");
  if (half) {
    m.notes_en.push_back("Half table: North-South of table " + Ts +
                         " is empty; the East-West pair that arrives there sits out the round.");
    m.notes_es.push_back("Media mesa: el Norte-Sur de la mesa " + Ts +
                         " está vacío; la pareja Este-Oeste que llega allí descansa esa ronda.");
  } else {
    m.notes_en.push_back("Table " + Ts + " shares in turn with tables " + Bas + ", " + std::to_string(wrap(base - 3, base) + 1) +
                         ", ... (two tables down each round).");
    m.notes_es.push_back("La mesa " + Ts + " comparte por turno con las mesas " + Bas + ", " +
                         std::to_string(wrap(base - 3, base) + 1) + ", ... (dos mesas abajo cada ronda).");
  }
  m.notes_en.push_back(std::string("North-South pairs stay; East-West pairs move up one table round all ") + Ts +
                       " tables" + (skip ? ", skipping one table after round " + std::to_string(base / 2) : "") + ".");
  m.notes_es.push_back(std::string("Las parejas Norte-Sur no se mueven; las Este-Oeste suben una mesa por las ") + Ts +
                       " mesas" + (skip ? ", saltando una mesa después de la ronda " + std::to_string(base / 2) : "") +
                       ".");
  if (!arrows.empty()) {
    m.notes_en.push_back("Arrow-switch in round(s) " + join(arrows) + " (one winner).");
    m.notes_es.push_back("Cambio de flecha en la(s) ronda(s) " + join(arrows) + " (un ganador).");
  }
  return m;
}

}  // namespace bandeja::movement
