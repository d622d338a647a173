#include "bandeja/movement/swiss.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <unordered_set>

#include "detail.hpp"

namespace bandeja::movement {

namespace {

// Pairs the teams in `order` (standing order) that are not yet used, top down: the highest
// unpaired team takes the closest unpaired team below it that it has not met; on a dead end
// the search backtracks. Sets of unpaired teams already known to fail are remembered, so a
// hopeless bottom is not explored twice.
struct Pairer {
  const std::vector<Standing>& order;
  std::vector<std::set<int>> met;     // per index in `order`
  std::vector<bool> used;
  std::vector<Match> matches;
  std::unordered_set<std::uint64_t> dead;  // masks of used teams that cannot be completed
  bool memo = false;
  long budget = 5'000'000;

  std::uint64_t mask() const {
    std::uint64_t m = 0;
    for (std::size_t i = 0; i < used.size(); ++i)
      if (used[i]) m |= std::uint64_t{1} << i;
    return m;
  }

  bool run() {
    std::size_t top = 0;
    while (top < used.size() && used[top]) ++top;
    if (top == used.size()) return true;
    if (--budget < 0) return false;
    const std::uint64_t key = memo ? mask() : 0;
    if (memo && dead.count(key)) return false;
    used[top] = true;
    for (std::size_t j = top + 1; j < used.size(); ++j) {
      if (used[j] || met[top].count(order[j].team)) continue;
      used[j] = true;
      matches.push_back({order[top].team, order[j].team});
      if (run()) return true;
      matches.pop_back();
      used[j] = false;
    }
    used[top] = false;
    if (memo) dead.insert(key);
    return false;
  }
};

}  // namespace

Result<SwissRound> swiss_pairing(const std::vector<Standing>& standings, Lang lang) {
  if (standings.size() < 2)
    return fail(tr(lang, "standings: Swiss pairing needs 2 teams or more", "clasificación: el suizo necesita 2 equipos o más"));
  std::set<int> teams;
  for (std::size_t i = 0; i < standings.size(); ++i) {
    const Standing& s = standings[i];
    const std::string line = std::to_string(i + 1);
    if (s.team < 1)
      return fail(tr(lang, "standings line " + line + ": team number must be 1 or more, not " + std::to_string(s.team),
                     "clasificación línea " + line + ": el número de equipo debe ser 1 o más, no " + std::to_string(s.team)));
    if (!teams.insert(s.team).second)
      return fail(tr(lang, "standings line " + line + ": team " + std::to_string(s.team) + " appears twice",
                     "clasificación línea " + line + ": el equipo " + std::to_string(s.team) + " aparece dos veces"));
  }
  for (std::size_t i = 0; i < standings.size(); ++i)
    for (int o : standings[i].opponents)
      if (!teams.count(o) || o == standings[i].team)
        return fail(tr(lang,
                       "standings line " + std::to_string(i + 1) + ": team " + std::to_string(standings[i].team) +
                           " lists opponent " + std::to_string(o) + ", who is not another team in the standings",
                       "clasificación línea " + std::to_string(i + 1) + ": el equipo " +
                           std::to_string(standings[i].team) + " tiene como rival a " + std::to_string(o) +
                           ", que no es otro equipo de la clasificación"));

  std::vector<Standing> order = standings;
  std::stable_sort(order.begin(), order.end(), [](const Standing& a, const Standing& b) { return a.points > b.points; });
  // Meetings count both ways: if a lists b, b has met a.
  std::vector<std::set<int>> met(order.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    for (int o : order[i].opponents) {
      met[i].insert(o);
      for (std::size_t j = 0; j < order.size(); ++j)
        if (order[j].team == o) met[j].insert(order[i].team);
    }

  auto pair_all = [&](const std::vector<Standing>& field, const std::vector<std::set<int>>& field_met)
      -> std::optional<std::vector<Match>> {
    Pairer p{field, field_met, std::vector<bool>(field.size(), false), {}, {}, field.size() <= 64, 5'000'000};
    if (p.run()) return p.matches;
    return std::nullopt;
  };

  SwissRound out;
  if (order.size() % 2 == 0) {
    auto matches = pair_all(order, met);
    if (!matches)
      return fail(tr(lang, "Swiss pairing: every way of pairing the next round has a rematch; stop the Swiss or allow rematches",
                     "suizo: toda forma de emparejar la próxima ronda repite un encuentro; termine el suizo o permita repetir"));
    out.matches = std::move(*matches);
    return out;
  }
  // Odd: the bye to the lowest team without one; if the others cannot be paired, the next up.
  bool any_candidate = false;
  for (std::size_t k = order.size(); k-- > 0;) {
    if (order[k].had_bye) continue;
    any_candidate = true;
    std::vector<Standing> rest;
    std::vector<std::set<int>> rest_met;
    for (std::size_t i = 0; i < order.size(); ++i)
      if (i != k) {
        rest.push_back(order[i]);
        rest_met.push_back(met[i]);
      }
    if (auto matches = pair_all(rest, rest_met)) {
      out.matches = std::move(*matches);
      out.bye = order[k].team;
      return out;
    }
  }
  if (!any_candidate)
    return fail(tr(lang, "Swiss pairing: every team has had a bye; clear the byes before another round",
                   "suizo: todos los equipos ya han descansado; borre los descansos antes de otra ronda"));
  return fail(tr(lang, "Swiss pairing: every way of pairing the next round has a rematch; stop the Swiss or allow rematches",
                 "suizo: toda forma de emparejar la próxima ronda repite un encuentro; termine el suizo o permita repetir"));
}

namespace {

bool is_pairs(const Movement& m) { return m.type == "swiss-pairs"; }

// The number of teams (two pairs each, tNS and tEW) or, in a Swiss pairs, of pairs; one team or
// pair more than the matches allow when one sits out.
int entrants_of(const Movement& m) { return static_cast<int>(m.pairs.size()) / (is_pairs(m) ? 1 : 2); }

// Round r of a Swiss pairs: match k at table k, the higher-placed pair North-South; every table
// plays the round's boards, each from its own copy.
void add_pairs_round(Movement& m, int r, const std::vector<Match>& round) {
  for (std::size_t k = 0; k < round.size(); ++k) {
    Row row;
    row.round = r;
    row.table = static_cast<int>(k) + 1;
    row.ns = std::to_string(round[k].home);
    row.ew = std::to_string(round[k].away);
    row.boards = set_boards(r, m.boards_per_round);
    m.board_sets.push_back(row.boards);
    row.board_set = static_cast<int>(m.board_sets.size());
    m.rows.push_back(std::move(row));
  }
}

void describe_swiss(Movement& m) {
  const int T = entrants_of(m);
  if (is_pairs(m)) {
    const std::string Ps = std::to_string(T), Rs = std::to_string(m.rounds), Bs = std::to_string(m.boards_per_round);
    m.description = Ps + "-pair Swiss, " + (T % 2 ? "a bye each round, " : "") + Rs + (m.rounds == 1 ? " round" : " rounds") +
                    " of " + Bs + " boards drawn so far";
    m.description_es = "Suizo de " + Ps + " parejas, " + (T % 2 ? "una pareja descansa cada ronda, " : "") + Rs +
                       (m.rounds == 1 ? " ronda" : " rondas") + " de " + Bs + " tableros sorteadas hasta ahora";
    return;
  }
  const std::string Ts = std::to_string(T), Rs = std::to_string(m.rounds), Bs = std::to_string(m.boards_per_round);
  m.description = Ts + "-team Swiss, two tables per match, " + (T % 2 ? "a bye each round, " : "") + Rs +
                  (m.rounds == 1 ? " round" : " rounds") + " of " + Bs + " boards drawn so far";
  m.description_es = "Suizo de " + Ts + " equipos, dos mesas por encuentro, " + (T % 2 ? "un equipo descansa cada ronda, " : "") +
                     Rs + (m.rounds == 1 ? " ronda" : " rondas") + " de " + Bs + " tableros sorteadas hasta ahora";
}

void add_drawn_note(Movement& m) {
  m.notes_en.push_back("Each round after the first is drawn from the standings when the round before is played "
                       "(bandeja swiss next EVENT); its cards are printed then (bandeja event cards EVENT --round N).");
  m.notes_es.push_back("Cada ronda tras la primera se sortea según la clasificación cuando se ha jugado la anterior "
                       "(bandeja swiss next EVENTO); sus tarjetas se imprimen entonces (bandeja event cards EVENTO --round N).");
}

void add_pairs_notes(Movement& m) {
  m.notes_en.push_back("Each round every table plays the same boards, each from its own copy (one copy of the boards per "
                       "table); the higher-placed pair sits North-South.");
  m.notes_es.push_back("En cada ronda todas las mesas juegan los mismos tableros, cada una con su copia (una copia de los "
                       "tableros por mesa); la pareja mejor clasificada se sienta en Norte-Sur.");
}

}  // namespace

void swiss_restore(Movement& m) {
  const int matches = is_pairs(m) ? m.tables : m.tables / 2;
  m.board_sets.clear();
  for (int r = 1; r <= m.rounds; ++r)
    for (int k = 1; k <= matches; ++k) m.board_sets.push_back(set_boards(r, m.boards_per_round));
  for (auto& row : m.rows)
    row.board_set = (row.round - 1) * matches + (is_pairs(m) ? row.table : (row.table + 1) / 2);
  m.notes_en.clear();
  m.notes_es.clear();
  if (is_pairs(m)) add_pairs_notes(m);
  else detail::add_two_table_notes(m);
  add_drawn_note(m);
}

Result<Movement> swiss_pairs(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const int P = spec.pairs.value_or(2 * T);
  const std::string Ps = std::to_string(P);
  if (P != 2 * T && P != 2 * T - 1)
    return fail(tr(lang, "pairs: " + std::to_string(T) + " tables seat " + std::to_string(2 * T) + " pairs (or " +
                             std::to_string(2 * T - 1) + ", one sitting out each round), not " + Ps,
                   "parejas: " + std::to_string(T) + " mesas sientan " + std::to_string(2 * T) + " parejas (o " +
                             std::to_string(2 * T - 1) + ", descansando una cada ronda), no " + Ps));
  if (P < 3)
    return fail(tr(lang, "pairs: a Swiss pairs needs 3 pairs or more, not " + Ps, "parejas: un suizo por parejas necesita 3 parejas o más, no " + Ps));
  if (!spec.arrow_switch_rounds.empty() || spec.skip || spec.relay)
    return fail(tr(lang, "--arrow-switch, --skip, --relay: not for a Swiss pairs", "--arrow-switch, --skip, --relay: no en un suizo por parejas"));
  if (spec.rounds && *spec.rounds != 1)
    return fail(tr(lang, "rounds: a Swiss is drawn a round at a time from the standings: round 1 now, each next one with bandeja swiss next",
                   "rondas: un suizo se sortea ronda a ronda según la clasificación: la ronda 1 ahora, cada siguiente con bandeja swiss next"));
  std::vector<Standing> equal;
  for (int p = 1; p <= P; ++p) equal.push_back({p, 0, {}, false});
  auto first = swiss_pairing(equal, lang);
  if (!first) return std::unexpected(first.error());
  Movement m = detail::new_movement("swiss-pairs", P / 2, 1, spec.boards_per_round, spec.boards_per_round, 1);
  for (int p = 1; p <= P; ++p) m.pairs.push_back(std::to_string(p));
  add_pairs_round(m, 1, first->matches);
  describe_swiss(m);
  add_pairs_notes(m);
  if (first->bye) {
    m.notes_en.push_back("Pair " + std::to_string(*first->bye) + " sits out round 1; each pair sits out once at most.");
    m.notes_es.push_back("La pareja " + std::to_string(*first->bye) + " descansa en la ronda 1; cada pareja descansa como mucho una vez.");
  }
  add_drawn_note(m);
  return m;
}

Result<Movement> swiss_teams(const Spec& spec, Lang lang) {
  const int T = spec.tables;
  const std::string Ts = std::to_string(T);
  if (T < 3)
    return fail(tr(lang, "tables: a Swiss teams needs 3 teams or more (one table each; with an odd number one team sits out each round); not " + Ts,
                   "mesas: un suizo por equipos necesita 3 equipos o más (una mesa cada uno; si son impares, uno descansa cada ronda); no " + Ts));
  if (auto fits = detail::teams_spec_fits(spec, lang); !fits) return std::unexpected(fits.error());
  if (spec.rounds && *spec.rounds != 1)
    return fail(tr(lang, "rounds: a Swiss is drawn a round at a time from the standings: round 1 now, each next one with bandeja swiss next",
                   "rondas: un suizo se sortea ronda a ronda según la clasificación: la ronda 1 ahora, cada siguiente con bandeja swiss next"));
  std::vector<Standing> equal;
  for (int t = 1; t <= T; ++t) equal.push_back({t, 0, {}, false});
  auto first = swiss_pairing(equal, lang);
  if (!first) return std::unexpected(first.error());
  // An odd number of teams plays at one table fewer: the team with the bye sits out.
  Movement m = detail::new_movement("swiss", T - T % 2, 1, spec.boards_per_round, spec.boards_per_round, 1);
  detail::add_ns_ew_pairs(m, T);
  detail::add_teams_round(m, 1, first->matches);
  describe_swiss(m);
  detail::add_two_table_notes(m);
  if (T % 2) {
    m.notes_en.push_back("Team " + std::to_string(*first->bye) + " has the bye in round 1: it sits out, and the ranking "
                         "gives it the bye's score; each team has at most one bye.");
    m.notes_es.push_back("El equipo " + std::to_string(*first->bye) + " descansa en la ronda 1: no juega, y la clasificación "
                         "le da la puntuación del descanso; cada equipo descansa como mucho una vez.");
  }
  add_drawn_note(m);
  return m;
}

Result<Movement> swiss_next_round(const Movement& so_far, const SwissRound& round, Lang lang) {
  const int T = entrants_of(so_far);
  std::vector<int> seen(static_cast<std::size_t>(T) + 1, 0);
  std::vector<int> teams;
  for (const Match& x : round.matches) teams.insert(teams.end(), {x.home, x.away});
  if (round.bye) teams.push_back(*round.bye);
  for (int t : teams) {
    if (t < 1 || t > T)
      return fail(tr(lang, "Swiss round: team " + std::to_string(t) + " is not one of the " + std::to_string(T) + " teams",
                     "ronda del suizo: el equipo " + std::to_string(t) + " no es uno de los " + std::to_string(T) + " equipos"));
    if (seen[static_cast<std::size_t>(t)]++)
      return fail(tr(lang, "Swiss round: team " + std::to_string(t) + " in two matches",
                     "ronda del suizo: el equipo " + std::to_string(t) + " en dos encuentros"));
  }
  if (static_cast<int>(teams.size()) != T || round.bye.has_value() != (T % 2 == 1))
    return fail(tr(lang, "Swiss round: every one of the " + std::to_string(T) + " teams plays" + (T % 2 ? ", but the one with the bye" : " (no bye)"),
                   "ronda del suizo: juegan los " + std::to_string(T) + " equipos" + (T % 2 ? ", salvo el que descansa" : " (sin descanso)")));
  Movement m = so_far;
  m.rounds += 1;
  m.boards = m.rounds * m.boards_per_round;
  if (is_pairs(m)) add_pairs_round(m, m.rounds, round.matches);
  else detail::add_teams_round(m, m.rounds, round.matches);
  describe_swiss(m);
  return m;
}

}  // namespace bandeja::movement
