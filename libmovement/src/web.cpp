#include "bandeja/movement/web.hpp"

#include <algorithm>
#include <string>

#include "detail.hpp"

namespace bandeja::movement {

using detail::wrap;

Result<Movement> web_mitchell(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const std::string Ts = std::to_string(T);
  if (T < 4 || T % 2 != 0)
    return fail(tr(lang, "tables: a Web Mitchell needs an even number of tables, 4 or more; not " + Ts,
                   "mesas: un Mitchell en telaraña necesita un número par de mesas, 4 o más; no " + Ts));
  if (spec.pairs && *spec.pairs != 2 * T)
    return fail(tr(lang, "pairs: a Web Mitchell of " + Ts + " tables seats exactly " + std::to_string(2 * T) + " pairs",
                   "parejas: un Mitchell en telaraña de " + Ts + " mesas sienta exactamente " +
                       std::to_string(2 * T) + " parejas"));
  if (!spec.arrow_switch_rounds.empty())
    return fail(tr(lang, "arrow-switch: not offered for a Web Mitchell", "cambio de flecha: no disponible en un Mitchell en telaraña"));
  const int N = T / 2;
  const int S = spec.rounds.value_or(13 >= N && 13 <= T - 1 ? 13 : (T - 1 < 13 ? T - 1 : (N % 2 ? N : N + 1)));
  if (S < N || S > T - 1)
    return fail(tr(lang,
                   "rounds: a " + Ts + "-table Web Mitchell plays " + std::to_string(N) + " to " +
                       std::to_string(T - 1) + " rounds (one board set each), not " + std::to_string(S),
                   "rondas: un Mitchell en telaraña de " + Ts + " mesas juega de " + std::to_string(N) + " a " +
                       std::to_string(T - 1) + " rondas (un juego de tableros cada una), no " + std::to_string(S)));

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
  m.description = Ts + "-table Web Mitchell, " + Ss + " rounds of " + Bs + " boards";
  m.description_es = "Mitchell en telaraña de " + Ts + " mesas, " + Ss + " rondas de " + Bs + " tableros";
  m.notes_en.push_back("Two copies of every board. Tables 1 to " + Ns + " play the first copy: set 1 on table 1, set 2 on table 2, ...; tables " +
                       std::to_string(N + 1) + " to " + Ts + " play the second: set " + Ss + " on table " + Ts +
                       ", set 1 on table " + std::to_string(T - 1) + ", set 2 on table " + std::to_string(T - 2) + ", ...");
  m.notes_es.push_back("Dos copias de cada tablero. Las mesas 1 a " + Ns + " juegan la primera copia: juego 1 en la mesa 1, juego 2 en la mesa 2, ...; las mesas " +
                       std::to_string(N + 1) + " a " + Ts + " juegan la segunda: juego " + Ss + " en la mesa " + Ts +
                       ", juego 1 en la mesa " + std::to_string(T - 1) + ", juego 2 en la mesa " + std::to_string(T - 2) + ", ...");
  if (S > N) {
    m.notes_en.push_back("Sets not at a table wait on a relay after table " + Ns + " (first copy) and after table " + Ts +
                         " (second copy).");
    m.notes_es.push_back("Los juegos que no están en una mesa esperan en un atril después de la mesa " + Ns +
                         " (primera copia) y de la mesa " + Ts + " (segunda copia).");
  }
  m.notes_en.push_back(std::string("Boards move down one table within their group; North-South pairs stay; East-West pairs move up one table round all the tables") +
                       (skip ? ", skipping one table after round " + std::to_string(S / 2) : "") + ".");
  m.notes_es.push_back(std::string("Los tableros bajan una mesa dentro de su grupo; las parejas Norte-Sur no se mueven; las Este-Oeste suben una mesa por todas las mesas") +
                       (skip ? ", saltando una mesa después de la ronda " + std::to_string(S / 2) : "") + ".");
  return m;
}

}  // namespace bandeja::movement
