#pragma once
// Swiss pairing of the next round from the standings (teams or pairs alike): no rematch; each
// team from the top down meets the closest team below it that it has not met yet; when the
// teams at the bottom are left with only rematches, the pairing backtracks and the team above
// takes its next-closest opponent instead. With an odd number of teams, the bye goes to the
// lowest-placed team that has not had one (and to the next one up if the rest cannot be paired).
#include <optional>
#include <vector>

#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/teams.hpp"

namespace bandeja::movement {

struct Standing {
  int team = 0;              // team number (unique)
  double points = 0;         // VPs or points so far: higher is better
  std::vector<int> opponents;  // teams already met
  bool had_bye = false;
};

struct SwissRound {
  std::vector<Match> matches;  // in standing order: home = the higher-placed team
  std::optional<int> bye;      // the team with the bye
  friend bool operator==(const SwissRound&, const SwissRound&) = default;
};

// Order: points descending, then the order given (the caller's tie-break). An error names what
// is wrong with the standings, or says that no pairing avoids a rematch.
Result<SwissRound> swiss_pairing(const std::vector<Standing>& standings);

// A Swiss teams movement, two tables per match as the teams round robin (teams.hpp): T tables
// (even) seat T teams, team t being pairs tNS and tEW. Only round 1 is drawn when it is made
// (the pairing of equal standings: 1 v 2, 3 v 4, ...); each later round is drawn from the
// standings once the one before is played (swiss_next_round). Round r plays boards
// (r-1)B+1..rB, one copy per match.
Result<Movement> swiss_teams(const Spec& spec);

// A Swiss pairs (type "swiss-pairs"): P pairs (2T at T tables, or --pairs 2T-1 with one sitting
// out each round), one field, numbered 1..P. Round 1 is drawn when it is made (1 v 2, 3 v 4, ...,
// the first-named North-South at table k); each later round from the standings (swiss_next_round).
// Every table plays round r's boards (r-1)B+1..rB from its own copy, so a board is compared across
// the field (matchpoints, or IMPs).
Result<Movement> swiss_pairs(const Spec& spec);

// `so_far` (a Swiss teams or pairs movement of R rounds) with round R+1 added: `round`'s matches in
// order at tables 1-2, 3-4, ...; every team of so_far in exactly one match (no bye: an even
// number of teams).
Result<Movement> swiss_next_round(const Movement& so_far, const SwissRound& round);

// A Swiss teams movement read back from its rows (an event file keeps rows, not board sets): one
// board set per match and round (each match plays its own copy), each row's board_set, and the
// notes swiss_teams gives, as swiss_teams and swiss_next_round made them.
void swiss_restore(Movement& m);

}  // namespace bandeja::movement
