#pragma once
// The 1½-table appendix (Bowman) Mitchell: T tables (T >= 5) around a base Mitchell of B = T-2
// tables. B board sets sit on tables 1..B and move down one table round the base (B..1). Table
// T-1 is appended beside table 1 and always shares its set. Table T shares in turn with the
// base tables B, B-2, B-4, ... (two tables down each round, so once with each set; the round it
// meets table 1 is a three-way share). North-South pairs are stationary; East-West pairs move up
// one table round all T tables (with B even they skip one table after B/2 rounds). B rounds;
// every pair plays every board once, and every board is played equally often.
// A half table (Spec::pairs = 2T-1): North-South T is missing, so the East-West pair arriving at
// table T sits out and no table shares round the room (the "10½ tables" case).
// Spec::arrow_switch_rounds arrow-switches every table in those rounds (Switched Bowman, one
// winner). Pair ids "1NS".."TNS", "1EW".."TEW".
#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

Result<Movement> appendix_mitchell(const Spec& spec);

}  // namespace bandeja::movement
