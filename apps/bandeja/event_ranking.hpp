#pragma once
// A stored event (db::Event) ranked by libranking: the one mapping from the store's records to
// libranking's input, shared by `bandeja rank`, `bandeja publish` and `bandeja export`, so
// every output ranks an event the same way.
//
// Pairs events (mp, cross-imps, butler): every stored line of every board, scored by libranking.
// Teams events (bam, imps): the event's teams (Event.teams), or for an event stored without
// team rows the convention, team N is pairs "N NS" and "N EW"; a board of a match is the line
// where a pair of team A sat North-South against a pair of team B, together with the line at
// the other table where B's other pair sat North-South against A's other pair.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/ranking/rank.hpp"
#include "bandeja/ranking/teams.hpp"
#include "bandeja/ranking/types.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::app {

struct RankOptions {
  std::string scoring;            // empty: the event's own
  int mp_scale = 1;               // matchpoints per score beaten: 1 or 2
  bool neuberg = true;            // factor boards played fewer times
  bool ave_plus_session = false;  // Law 12C2: Ave+ is the session percentage when above 60%
};

// The scoring the event is ranked by: the override, else the event's own.
std::string scoring_of(const db::Event& event, const RankOptions& options);
bool is_pairs_scoring(const std::string& scoring);  // mp, cross-imps, butler
bool is_teams_scoring(const std::string& scoring);  // bam, imps

// The event as libranking's session: its pairs and, per board, its stored lines in stored order.
// Throws UserError (in `lang`) when a stored line has no score.
ranking::Session session_of(const db::Event& event, Lang lang);

// libranking's options for a pairs scoring (mp, cross-imps, butler) and the director's choices.
ranking::Options ranking_options(const std::string& scoring, const RankOptions& options);

// A pairs event ranked by libranking (scoring_of must be a pairs scoring). Throws UserError.
ranking::Ranking rank_pairs(const db::Event& event, const RankOptions& options, Lang lang);

// A teams event's matches and standings.
struct TeamsRanking {
  struct Line {
    std::string ns, ew;
    ranking::Outcome outcome;
    std::optional<double> ns_points, ew_points;  // the line's team's board points / IMPs
  };
  struct Board {
    int board = 0;
    std::vector<Line> lines;
  };
  std::vector<Board> boards;
  std::vector<ranking::Match> matches;            // by round
  std::vector<ranking::TeamStanding> standings;   // in place order
  std::map<std::string, std::string> names;       // team -> players of both pairs
  std::map<std::string, std::string> team_names;  // team -> its name ("" when not named)
  std::map<std::string, int> boards_played;       // team -> boards in its matches
};

// A teams event (scoring "bam" or "imps") ranked by libranking. Throws UserError.
TeamsRanking rank_teams(const db::Event& event, const std::string& scoring, Lang lang);

}  // namespace bandeja::app
