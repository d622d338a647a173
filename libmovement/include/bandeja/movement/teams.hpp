#pragma once
// Teams of four. A team's two pairs are "tNS" and "tEW" (team t): in every match one pair sits
// North-South at one table and the other East-West at the other table, and both tables play the
// same boards, so each board is compared between the team's two pairs (board-a-match or IMPs).
#include <vector>

#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

// One match of a schedule: team numbers (1-based). away = 0: `home` has a bye.
struct Match {
  int home = 0;
  int away = 0;
  friend bool operator==(const Match&, const Match&) = default;
};

// schedule[r] = the matches of round r+1.
using Schedule = std::vector<std::vector<Match>>;

// A round robin by the circle method: every team meets every other team once. An odd number of
// teams adds a bye (each team has it once). N teams (even) play N-1 rounds; odd N play N rounds.
// Home/away alternate so no team is "home" more than one match more than "away".
Result<Schedule> round_robin(int teams);

// Teams, two tables per match: T tables (even) seat T teams; T-1 rounds of the round robin (or
// Spec::rounds). In round r match m uses tables 2m-1 and 2m: home NS v away EW at 2m-1, away NS v
// home EW at 2m, both on set r (one copy of the boards per match: board-set index
// (r-1)*matches + m). Every pair plays every board once.
Result<Movement> teams_round_robin(const Spec& spec);

// American Whist, T tables (odd) seat T teams: North-South pairs stay at their home table,
// East-West pairs move down two tables and the boards down one ("pairs down two, dropping the
// boards off one"). T-1 rounds of T sets: each team meets every other team once, the match played
// in two halves (NS of one v EW of the other on the same boards at each home table).
Result<Movement> american_whist(const Spec& spec);

}  // namespace bandeja::movement
