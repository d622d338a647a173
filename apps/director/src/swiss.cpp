#include "bandeja/director/swiss.hpp"

#include <map>
#include <set>
#include <string>

#include "bandeja/director/events.hpp"
#include "bandeja/director/ranking.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/movement/swiss.hpp"

namespace bandeja::director {

namespace {

// libmovement's refusal of a draw (its code names its own field: the standings), at the field
// of the director's request: the Swiss.
Error swiss_refused(Error e) {
  e.field = "swiss";
  return e;
}

// The stored Swiss movement as libmovement made it: its rows with their board sets (one per
// match and round, in table order), so that the next round's sets follow on.
movement::Movement stored_swiss(const db::Event& ev) {
  const auto& info = ev.info;
  movement::Movement m;
  m.type = info.movement_type;
  m.summary = info.movement_summary;
  m.tables = info.tables;
  m.rounds = info.rounds;
  m.boards_per_round = info.boards_per_round;
  m.boards = info.boards;
  m.winners = 1;
  for (const auto& p : ev.pairs) m.pairs.push_back(p.id);
  m.rows = ev.rows;
  movement::swiss_restore(m);
  return m;
}

// A Swiss teams' standings for the draw: ranked in VPs with the Swiss tie-breaks, in place
// order (swiss_pairing keeps that order among teams on the same VPs); its opponents from the
// matches, its bye from the standing.
Result<std::vector<movement::Standing>> teams_standings(const db::Event& ev, SwissDraw& out) {
  const auto teams = teams_of(ev);
  if (!teams) return fail_code("rank.teams_need_teams", "event");
  for (const auto& t : *teams) {
    const std::set<std::string> convention{t.id + "NS", t.id + "EW"};
    if (std::set<std::string>(t.pairs.begin(), t.pairs.end()) != convention)
      return fail_code("swiss.team_pairs", "team", {t.id});
  }
  auto scoring = scoring_of(ev, {});
  if (!scoring) return std::unexpected(scoring.error());
  auto ranked = rank_teams(ev, *scoring);
  if (!ranked) return std::unexpected(ranked.error());
  // The standings in place order (the Swiss tie-breaks already applied): swiss_pairing keeps
  // that order among teams on the same VPs.
  std::vector<movement::Standing> standings;
  for (const auto& s : ranked->ranked.standings) {
    movement::Standing st;
    st.team = std::stoi(s.team);
    st.points = s.vp;
    st.had_bye = s.byes > 0;
    for (const auto& m : ranked->ranked.matches) {
      if (m.a == s.team) st.opponents.push_back(std::stoi(m.b));
      if (m.b == s.team) st.opponents.push_back(std::stoi(m.a));
    }
    standings.push_back(std::move(st));
  }
  out.standings = ranked->ranked.standings;
  out.teams = *teams;
  return standings;
}

// A Swiss pairs' standings for the draw: the pairs ranking (percentage at matchpoints, else the
// total), in place order; each pair's opponents and whether it sat a round out, from the rows.
Result<std::vector<movement::Standing>> pairs_standings(const db::Store& store, const db::Event& ev,
                                                        std::vector<formats::Standing>& shown) {
  auto ranked = rank_standings(store, ev.info.id);
  if (!ranked) return std::unexpected(ranked.error());
  shown = ranked->record.ranking;
  std::map<std::string, std::vector<int>> met;
  std::map<std::string, std::set<int>> seated;  // pair -> rounds it played
  for (const auto& row : ev.rows) {
    if (!row.ns || !row.ew) continue;
    met[*row.ns].push_back(std::stoi(*row.ew));
    met[*row.ew].push_back(std::stoi(*row.ns));
    seated[*row.ns].insert(row.round);
    seated[*row.ew].insert(row.round);
  }
  std::vector<movement::Standing> out;
  std::set<std::string> listed;
  for (const auto& s : shown) {
    movement::Standing st;
    st.team = std::stoi(s.entrant);
    st.points = s.percent.value_or(s.total.value_or(0));
    st.opponents = met[s.entrant];
    st.had_bye = static_cast<int>(seated[s.entrant].size()) < ev.info.rounds;
    out.push_back(std::move(st));
    listed.insert(s.entrant);
  }
  for (const auto& p : ev.pairs)  // a pair with no result yet (it sat out round 1)
    if (!listed.contains(p.id)) out.push_back({std::stoi(p.id), 0, met[p.id], static_cast<int>(seated[p.id].size()) < ev.info.rounds});
  return out;
}

}  // namespace

Result<SwissDraw> swiss_next(db::Store& store, const db::EventInfo& event, Lang /*lang*/) {
  if (event.movement_type != "swiss" && event.movement_type != "swiss-pairs")
    return fail_code("swiss.not_swiss", "event",
                     {event.name, event.movement_type.empty() ? "-" : event.movement_type});
  return guarded_result([&]() -> Result<SwissDraw> {
    const db::Event ev = store.load(event.id);
    const int last = ev.info.rounds;
    // The last round drawn must be played: a result for every board at every table.
    std::set<std::tuple<int, std::string, std::string>> played;
    for (const auto& l : ev.results) played.insert({l.board, l.ns, l.ew});
    int missing = 0;
    for (const auto& row : ev.rows)
      if (row.round == last && row.ns && row.ew)
        for (int b : row.boards) missing += !played.contains({b, *row.ns, *row.ew});
    if (missing)
      return fail_code("swiss.round_not_played", "round",
                       {std::to_string(last), std::to_string(missing), typed(event.name)});
    SwissDraw out;
    std::vector<movement::Standing> standings;
    if (event.movement_type == "swiss-pairs") {
      auto st = pairs_standings(store, ev, out.pair_standings);
      if (!st) return std::unexpected(st.error());
      standings = std::move(*st);
    } else {
      auto st = teams_standings(ev, out);
      if (!st) return std::unexpected(st.error());
      standings = std::move(*st);
    }
    auto draw = movement::swiss_pairing(standings);
    if (!draw) return std::unexpected(swiss_refused(draw.error()));
    auto next = movement::swiss_next_round(stored_swiss(ev), *draw);
    if (!next) return std::unexpected(swiss_refused(next.error()));
    // The pairs stay (with their players); the new round's boards join the event's.
    std::set<int> new_boards;
    for (const auto& row : next->rows)
      if (row.round == next->rounds) new_boards.insert(row.boards.begin(), row.boards.end());
    std::vector<db::Board> boards = ev.boards;
    for (const auto& b : standard_boards(new_boards)) boards.push_back(b);
    store.replace_movement(event.id, *next, ev.pairs, boards, {},
                           "swiss round " + std::to_string(next->rounds) + " drawn");
    out.round = next->rounds;
    out.matches = draw->matches;
    out.bye = draw->bye;
    return out;
  });
}

}  // namespace bandeja::director
