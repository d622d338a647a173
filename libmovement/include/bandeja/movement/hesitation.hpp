#pragma once
// The Hesitation Mitchell (E. E. Blandon, 1973): an odd number of tables T playing T+1 rounds,
// so a one-winner event gets one more round than a plain Mitchell. North-South pairs 1..T-1 stay
// at tables 1..T-1. The T+1 moving pairs go round T+1 seats: East-West at tables 1..T, then
// North-South at table T (the "hesitation": a pair that has played East-West at the last table
// stays there one more round as North-South), then East-West at table 1. The T+1 board sets move
// down one table each round through a relay (bye stand) between tables (T-1)/2 and (T+1)/2.
// Every pair plays every board; arrow-switch rounds make the stationary pairs play East-West too,
// so the field is one (winners = 1). Default rounds: hesitation_default_arrows(T).
// Pair ids: "1".."T-1" stationary; "T".."2T-1" start East-West at tables 1..T; "2T" starts
// North-South at table T.
#include <vector>

#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

Result<Movement> hesitation_mitchell(const Spec& spec);

// The arrow-switch rounds used when the director gives none (T = 3, 5, ..., 39): the result of
// hesitation_arrow_search(), run offline once and shipped as data. Empty for other T.
std::vector<int> hesitation_default_arrows(int tables);

// Greedy search for the best-balanced arrow-switch rounds: from none, add the round whose switch
// raises the balance quality (balance.hpp) most, until no round raises it. Seconds for large T.
std::vector<int> hesitation_arrow_search(int tables);

}  // namespace bandeja::movement
