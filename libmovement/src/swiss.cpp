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

Result<SwissRound> swiss_pairing(const std::vector<Standing>& standings) {
  if (standings.size() < 2) return fail_code("generate.swiss_standings_too_few", "standings");
  std::set<int> teams;
  for (std::size_t i = 0; i < standings.size(); ++i) {
    const Standing& s = standings[i];
    const std::string line = std::to_string(i + 1);
    if (s.team < 1) return fail_code("generate.swiss_team_number", "standings", {line, std::to_string(s.team)});
    if (!teams.insert(s.team).second)
      return fail_code("generate.swiss_team_twice", "standings", {line, std::to_string(s.team)});
  }
  for (std::size_t i = 0; i < standings.size(); ++i)
    for (int o : standings[i].opponents)
      if (!teams.count(o) || o == standings[i].team)
        return fail_code("generate.swiss_unknown_opponent", "standings",
                         {std::to_string(i + 1), std::to_string(standings[i].team), std::to_string(o)});

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
    if (!matches) return fail_code("generate.swiss_rematch", "standings");
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
  if (!any_candidate) return fail_code("generate.swiss_all_had_bye", "standings");
  return fail_code("generate.swiss_rematch", "standings");
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
  const bool pairs = is_pairs(m);
  m.summary.clear();
  detail::add_summary(m, pairs ? "movement.summary.swiss_pairs" : "movement.summary.swiss_teams", {std::to_string(T)});
  if (T % 2) detail::add_summary(m, pairs ? "movement.summary.bye_pair" : "movement.summary.bye_team");
  detail::add_summary(m, "movement.summary.rounds_drawn",
                      {std::to_string(m.rounds), std::to_string(m.boards_per_round)});
}

void add_drawn_note(Movement& m) { detail::add_note(m, "movement.note.swiss_drawn"); }

void add_pairs_notes(Movement& m) { detail::add_note(m, "movement.note.swiss_pairs_boards"); }

}  // namespace

void swiss_restore(Movement& m) {
  const int matches = is_pairs(m) ? m.tables : m.tables / 2;
  m.board_sets.clear();
  for (int r = 1; r <= m.rounds; ++r)
    for (int k = 1; k <= matches; ++k) m.board_sets.push_back(set_boards(r, m.boards_per_round));
  for (auto& row : m.rows)
    row.board_set = (row.round - 1) * matches + (is_pairs(m) ? row.table : (row.table + 1) / 2);
  m.notes.clear();
  if (is_pairs(m)) add_pairs_notes(m);
  else detail::add_two_table_notes(m);
  add_drawn_note(m);
}

Result<Movement> swiss_pairs(const Spec& spec) {
  const int T = spec.tables;
  const int P = spec.pairs.value_or(2 * T);
  const std::string Ps = std::to_string(P);
  if (P != 2 * T && P != 2 * T - 1)
    return fail_code("generate.swiss_pairs_seats", "pairs",
                     {std::to_string(T), std::to_string(2 * T), std::to_string(2 * T - 1), Ps});
  if (P < 3) return fail_code("generate.swiss_pairs_too_few", "pairs", {Ps});
  if (!spec.arrow_switch_rounds.empty() || spec.skip || spec.relay)
    return fail_code("generate.swiss_pairs_mitchell_options", spec.skip ? "skip" : spec.relay ? "relay" : "arrow_switch");
  if (spec.rounds && *spec.rounds != 1) return fail_code("generate.swiss_rounds", "rounds");
  std::vector<Standing> equal;
  for (int p = 1; p <= P; ++p) equal.push_back({p, 0, {}, false});
  auto first = swiss_pairing(equal);
  if (!first) return std::unexpected(first.error());
  Movement m = detail::new_movement("swiss-pairs", P / 2, 1, spec.boards_per_round, spec.boards_per_round, 1);
  for (int p = 1; p <= P; ++p) m.pairs.push_back(std::to_string(p));
  add_pairs_round(m, 1, first->matches);
  describe_swiss(m);
  add_pairs_notes(m);
  if (first->bye) detail::add_note(m, "movement.note.swiss_pair_bye", {std::to_string(*first->bye)});
  add_drawn_note(m);
  return m;
}

Result<Movement> swiss_teams(const Spec& spec) {
  const int T = spec.tables;
  const std::string Ts = std::to_string(T);
  if (T < 3) return fail_code("generate.swiss_teams_tables", "tables", {Ts});
  if (auto fits = detail::teams_spec_fits(spec); !fits) return std::unexpected(fits.error());
  if (spec.rounds && *spec.rounds != 1) return fail_code("generate.swiss_rounds", "rounds");
  std::vector<Standing> equal;
  for (int t = 1; t <= T; ++t) equal.push_back({t, 0, {}, false});
  auto first = swiss_pairing(equal);
  if (!first) return std::unexpected(first.error());
  // An odd number of teams plays at one table fewer: the team with the bye sits out.
  Movement m = detail::new_movement("swiss", T - T % 2, 1, spec.boards_per_round, spec.boards_per_round, 1);
  detail::add_ns_ew_pairs(m, T);
  detail::add_teams_round(m, 1, first->matches);
  describe_swiss(m);
  detail::add_two_table_notes(m);
  if (T % 2) detail::add_note(m, "movement.note.swiss_team_bye", {std::to_string(*first->bye)});
  add_drawn_note(m);
  return m;
}

Result<Movement> swiss_next_round(const Movement& so_far, const SwissRound& round) {
  const int T = entrants_of(so_far);
  std::vector<int> seen(static_cast<std::size_t>(T) + 1, 0);
  std::vector<int> teams;
  for (const Match& x : round.matches) teams.insert(teams.end(), {x.home, x.away});
  if (round.bye) teams.push_back(*round.bye);
  for (int t : teams) {
    if (t < 1 || t > T)
      return fail_code("generate.swiss_round_unknown_team", "swiss", {std::to_string(t), std::to_string(T)});
    if (seen[static_cast<std::size_t>(t)]++)
      return fail_code("generate.swiss_round_team_twice", "swiss", {std::to_string(t)});
  }
  if (static_cast<int>(teams.size()) != T || round.bye.has_value() != (T % 2 == 1))
    return fail_code(T % 2 ? "generate.swiss_round_all_play_bye" : "generate.swiss_round_all_play", "swiss",
                     {std::to_string(T)});
  Movement m = so_far;
  m.rounds += 1;
  m.boards = m.rounds * m.boards_per_round;
  if (is_pairs(m)) add_pairs_round(m, m.rounds, round.matches);
  else detail::add_teams_round(m, m.rounds, round.matches);
  describe_swiss(m);
  return m;
}

}  // namespace bandeja::movement
