#pragma once
// A stored event (db::Event), or a session's sections, mapped to libranking and ranked: the one
// mapping from the store's records to libranking's input. record.hpp builds the ranked document
// from it, which `bandeja rank`, `bandeja publish` and `bandeja export` all render.
//
// Pairs events (mp, cross-imps, butler): every stored line of every board, scored by libranking.
// Teams events (bam, imps): the event's teams (Event.teams), or for an event stored without
// team rows the convention, team N is pairs "N NS" and "N EW"; libranking's rank_teams finds
// the other table of each match.
//
// No I/O, no logging: errors are values with catalogue codes ("rank.*", catalogue_ranking.cpp).
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/ranking/rank.hpp"
#include "bandeja/ranking/scoring.hpp"
#include "bandeja/ranking/team_event.hpp"
#include "bandeja/ranking/types.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

using ranking::Scoring;

struct RankOptions {
  std::optional<Scoring> scoring;  // none: the event's own
  int mp_scale = 1;                // matchpoints per score beaten: 1 or 2
  bool neuberg = true;             // factor boards played fewer times
  bool ave_plus_session = false;   // Law 12C2: Ave+ is the session percentage when above 60%
};

// The director's word for a scoring ("mp", "cross-imps", "butler", "bam", "imps"), parsed once
// at the edge: "rank.unknown_scoring" {word} otherwise.
Result<Scoring> parse_scoring(std::string_view word);

// The scoring the event is ranked by: the override, else the event's own (the stored word;
// "rank.event_scoring_unknown" {word} when it is none of the five).
Result<Scoring> scoring_of(const db::Event& event, const RankOptions& options);

// The event as libranking's session: its pairs and, per board, its stored lines in stored order
// (each with its round). "rank.line_without_score" {board, ns, ew} when a line has no score.
Result<ranking::Session> session_of(const db::Event& event);

// The form of its board a stored line played under the event's standing rulings (Law 87): 0 as
// dealt, k when the k-th fouled ruling on that board takes the line (by its round, or its
// North-South pair); the first ruling that takes a line has it.
int foul_group_of(const std::vector<db::Ruling>& rulings, const db::ResultLine& line);
// The same for a line on `board` played in `round` (none: not known) with `ns` North-South.
int foul_group_of(const std::vector<db::Ruling>& rulings, int board, std::optional<int> round, const std::string& ns);
// How `board`'s groups are scored: the EBU's fixed shares for small groups when a standing
// fouled ruling on it says so (`ruling foul --small-groups ebu`), else Neuberg's factoring.
ranking::FoulRule foul_rule_of(const std::vector<db::Ruling>& rulings, int board);

// A pairs event ranked for its standings as its lines are read from the store: each line read
// with its stored score only (db::ScoredLine), a board at a time, and given to libranking's
// Ranker board by board, so that no line is held once its board is ranked and a million-line
// event ranks in the memory of one board. The ranking's board results have no lines.
struct StoredRanking {
  db::Event event;               // without its lines (Event::results empty)
  ranking::Ranking ranking;      // as ranking::rank gives it for the whole event, but the lines
  std::vector<int> boards;       // the board numbers that have lines, in order
  std::pair<int, int> to_come;   // results_to_come of the whole event: {missing, expected}
};
Result<StoredRanking> rank_stored(const db::Store& store, db::Id event, const ranking::Options& options);

// The number of lines from lines[i] on that are on the same board (the stored lines come board
// by board): what a traveller built from them is reserved, not grown by doubling.
size_t run_of(const std::vector<db::ResultLine>& lines, size_t i);

// libranking's options for a pairs scoring and the director's choices.
ranking::Options ranking_options(Scoring scoring, const RankOptions& options);

// A pairs event ranked by libranking (the scoring must be a pairs scoring).
Result<ranking::Ranking> rank_pairs(const db::Event& event, const RankOptions& options);

// The byes of a Swiss (movement "swiss") with an odd number of teams: in each round drawn, the
// team none of whose pairs is seated, given ranking::swiss_bye_points. None for another event.
std::vector<ranking::Bye> swiss_byes(const db::Event& ev, const std::vector<db::Team>& teams, Scoring scoring);

// A teams event ranked by libranking, with the teams it was ranked with.
struct TeamsRanking {
  ranking::TeamsRanking ranked;  // boards, matches, standings, warnings
  std::vector<db::Team> teams;   // the event's teams (team rows, or the convention)
};
// "rank.teams_need_teams" when the pairs are in no teams; libranking's errors.
Result<TeamsRanking> rank_teams(const db::Event& event, Scoring scoring);

// ---- a session's sections

// The sections as one libranking session. Pair ids and traveller lines carry the section
// letter in front ("A1NS"); Pair.section and Traveller.section hold the letter.
Result<ranking::Session> session_of(const std::vector<db::Event>& sections);

// The scoring the sections are ranked by: the override, else theirs (which must agree).
// "rank.session_no_sections" when there are none; "session.*" when they are scored differently.
Result<Scoring> scoring_of(const std::vector<db::Event>& sections, const RankOptions& options);

// The sections ranked apart (Scope::Section) or together (Scope::Field). Errors: no sections,
// different scorings, a teams scoring ("rank.session_teams_scoring" {scoring}), across the
// field on different boards, or anything libranking refuses.
Result<ranking::Ranking> rank_session(const std::vector<db::Event>& sections, const RankOptions& options,
                                      ranking::Scope scope);

}  // namespace bandeja::director
