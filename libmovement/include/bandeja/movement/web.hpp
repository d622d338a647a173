#pragma once
// The Web Mitchell (John "Spider" Harris): an even number of tables 2N played with any number
// of board sets S from N to 2N-1, two copies of each set. To the pairs it is a Mitchell: North-
// South stationary, East-West up one table each round round all 2N tables (with S even they
// skip one table after S/2 rounds). For the boards the room is two groups: tables 1..N play the
// first copy, set s starting at table s, the sets beyond N waiting on a relay after table N;
// tables N+1..2N play the second copy, set S on table 2N, set 1 on table 2N-1, set 2 on 2N-2 ...,
// the rest on a relay after table 2N. In each group the boards move down one table. S rounds;
// every pair plays every board, every board is played 2N times, no two pairs meet twice.
// Spec::rounds = S (default 13 when it fits, as for 26 boards). The second copy has its own
// board-set index (S+1..2S) with the same board numbers, so it is not taken for a share.
#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

Result<Movement> web_mitchell(const Spec& spec);

}  // namespace bandeja::movement
