#pragma once
// Law 77: the duplicate bridge scoring table.
#include "bandeja/score/contract.hpp"

namespace bandeja::score {

// Score of the declaring side for a contract and the tricks it took (0..13).
// A passed-out board scores 0. Preconditions are checked: out-of-range input throws
// std::invalid_argument (parse input with parse_contract / parse_tricks first).
int duplicate_score(const Contract& c, int tricks, bool vulnerable);

// The same score, from North-South's side (stored scores are always NS's).
int ns_score(const Contract& c, Seat declarer, int tricks, Vulnerability vul);

// Trick score (below the line) for `tricks_made` contracted tricks made, used by the
// rubber and Chicago sheets too: 20/30 a trick, 40 for the first no-trump trick, x2 / x4.
int trick_score(Strain s, Doubling d, int contracted_tricks_made);

// Undertrick penalty for `down` tricks under Law 77 (positive number).
int undertrick_penalty(Doubling d, int down, bool vulnerable);

// Overtrick premium for `over` tricks.
int overtrick_premium(Strain s, Doubling d, int over, bool vulnerable);

// Slam premium for a contract made at level 6 or 7 (0 otherwise).
int slam_premium(int level, bool vulnerable);

// Insult premium: 50 for a doubled contract made, 100 redoubled.
int insult_premium(Doubling d);

}  // namespace bandeja::score
