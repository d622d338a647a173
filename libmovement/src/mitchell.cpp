#include "bandeja/movement/mitchell.hpp"

#include <algorithm>
#include <string>

#include "bandeja/movement/balance.hpp"
#include "detail.hpp"

namespace bandeja::movement {

using detail::join;
using detail::wrap;

Result<Movement> mitchell(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const int B = spec.boards_per_round;
  const bool even = T % 2 == 0;
  const std::string Ts = std::to_string(T);
  if (spec.skip && spec.relay)
    return fail(tr(lang, "--skip and --relay: choose one of them", "--skip y --relay: elija solo uno"));
  if (even && !spec.skip && !spec.relay)
    return fail(tr(lang,
                   "tables: a Mitchell with an even number of tables (" + Ts +
                       ") needs --skip or --relay, otherwise East-West pairs replay boards",
                   "mesas: un Mitchell con número par de mesas (" + Ts +
                       ") necesita --skip o --relay; si no, las parejas Este-Oeste repiten tableros"));
  if (!even && (spec.skip || spec.relay))
    return fail(tr(lang, "--skip/--relay: only for an even number of tables; " + Ts + " is odd",
                   "--skip/--relay: solo con número par de mesas; " + Ts + " es impar"));
  const int full = spec.skip ? T - 1 : T;
  const int R = spec.rounds.value_or(full);
  if (R > full)
    return fail(tr(lang,
                   "rounds: this Mitchell has at most " + std::to_string(full) + " rounds, not " +
                       std::to_string(R),
                   "rondas: este Mitchell tiene como máximo " + std::to_string(full) + " rondas, no " +
                       std::to_string(R)));
  const auto half_table = detail::mitchell_half_table(spec, T, lang);
  if (!half_table) return std::unexpected(half_table.error());
  const bool half = *half_table;
  std::vector<int> arrows = spec.arrow_switch_rounds;
  auto arrow_check = detail::arrow_rounds(std::move(arrows), R, lang);
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
  m.description = Ts + "-table Mitchell, " + Rs + " rounds of " + Bs + " boards";
  m.description_es = "Mitchell de " + Ts + " mesas, " + Rs + " rondas de " + Bs + " tableros";
  if (spec.skip) {
    m.description += ", skip";
    m.description_es += ", con salto";
    const std::string after = std::to_string(T / 2);
    m.notes_en.push_back("Skip: after round " + after +
                         ", East-West pairs move up two tables instead of one.");
    m.notes_es.push_back("Salto: después de la ronda " + after +
                         ", las parejas Este-Oeste avanzan dos mesas en lugar de una.");
  }
  if (spec.relay) {
    m.description += ", relay and bye stand";
    m.description_es += ", con relevo y atril";
    const std::string h = std::to_string(T / 2), h1 = std::to_string(T / 2 + 1);
    m.notes_en.push_back("Share: tables 1 and " + Ts +
                         " play the same boards each round; place them side by side.");
    m.notes_es.push_back("Compartidos: las mesas 1 y " + Ts +
                         " juegan los mismos tableros cada ronda; colóquelas juntas.");
    m.notes_en.push_back("Bye stand between tables " + h + " and " + h1 +
                         ": boards move down through it and rest there one round.");
    m.notes_es.push_back("Atril entre las mesas " + h + " y " + h1 +
                         ": los tableros bajan pasando por él y descansan allí una ronda.");
  }
  if (half) {
    m.description += ", half table";
    m.description_es += ", media mesa";
    m.notes_en.push_back("Half table: North-South of table " + Ts +
                         " is empty; the East-West pair that arrives there sits out the round.");
    m.notes_es.push_back("Media mesa: el Norte-Sur de la mesa " + Ts +
                         " está vacío; la pareja Este-Oeste que llega allí descansa esa ronda.");
  }
  if (!arrows.empty()) {
    m.description += ", arrow-switch (one winner)";
    m.description_es += ", cambio de flecha (un ganador)";
    m.notes_en.push_back("Arrow-switch in round(s) " + join(arrows) +
                         ": at every table the pairs swap directions (one winner).");
    m.notes_es.push_back("Cambio de flecha en la(s) ronda(s) " + join(arrows) +
                         ": en cada mesa las parejas cambian de dirección (un ganador).");
  }
  m.notes_en.push_back("North-South pairs stay; East-West pairs move up one table; boards move down one table.");
  m.notes_es.push_back("Las parejas Norte-Sur no se mueven; las Este-Oeste suben una mesa; los tableros bajan una mesa.");
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
