#pragma once
// A teams-of-four event ranked from its travellers: each board of a match is the line where a
// pair of team A sat North-South against a pair of team B, together with the line at the other
// table where B's other pair sat North-South against A's other pair. Pure: no I/O, no logging;
// what the director should know about (a board left out of a match) comes back as warnings.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bandeja/ranking/teams.hpp"
#include "bandeja/ranking/types.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::ranking {

// A team and the pairs that play for it (entrant ids as the travellers name them).
struct TeamOfPairs {
  std::string id;
  std::vector<PairId> pairs;
};

struct TeamLine {
  PairId ns, ew;
  Outcome outcome = score::NotPlayed{};
  std::optional<double> ns_points, ew_points;  // the line's team's board points or IMP margin
};
struct TeamBoardResult {
  int board = 0;
  std::vector<TeamLine> lines;  // in the traveller's order
};

struct TeamsRanking {
  std::vector<TeamBoardResult> boards;
  std::vector<Match> matches;             // by round
  std::vector<Bye> byes;                  // as given, by round
  std::vector<TeamStanding> standings;    // in place order
  std::map<std::string, int> boards_played;  // team -> boards in its matches
  TeamsFormat format = TeamsFormat::Swiss;
  // Boards left out of a match, as error values with catalogue codes:
  //   "rank.no_other_table" {board, ns, ew, team B, team A}: no line at the other table yet;
  //   "rank.not_at_both_tables" {board, ns, ew}: not played (nor adjusted) at both tables.
  std::vector<Error> warnings;
};

// The event ranked board-a-match (`bam`) or at IMPs converted with `vp`. Teams without pairs
// play no match. The format is guessed from the matches: a round robin when every team met
// every other exactly once (as many matches as pairs of teams), else a Swiss.
// Errors (catalogue codes): "rank.pair_without_team" {board, pair} a pair on a traveller that
// plays for no team; "rank.team_mates" {board, ns, ew} a pair against its own team-mates.
// `byes`: the teams that sat out a round of a Swiss, with what each is given.
// `non_balancing`: what a match at IMPs does with artificial awards that do not balance.
Result<TeamsRanking> rank_teams(const std::vector<TeamOfPairs>& teams, const Session& session, bool bam,
                                const ImpTable& imps, const VpScale& vp, const std::vector<Bye>& byes = {},
                                NonBalancing non_balancing = NonBalancing::Average);

}  // namespace bandeja::ranking
