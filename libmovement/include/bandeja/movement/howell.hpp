#pragma once
// The complete Howell for T tables (2 to 16): 2T pairs, 2T-1 rounds, 2T-1 board sets; every
// pair meets every other pair once and plays every set once. Pair 2T is stationary at table 1
// (the "anchor"); the others move round a cycle of 2T-1 positions, and the boards move one
// position each round, so sets not at a table wait on a relay. The arrangement (which set
// each table starts with, which pair sits North-South) was searched offline for the best
// balance (bench/movement/howell_search.cpp) and ships as data (src/howell_data.cpp).
// Spec::rounds gives a shorter Howell (e.g. 3/4): the first R rounds. Spec::pairs = 2T-1 makes
// pair 2T a phantom: the pair that would meet it sits out.
#include <vector>

#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

// A cyclic Howell: in round r (0-based) the table in position k (0..T-1) hosts pairs r+k and
// r-k (mod 2T-1; position 0 hosts r and the anchor) and plays set r + offset[k] (mod 2T-1).
// Tables with the same offset share a set. ns_plus[k]: pair r+k (the anchor at k = 0) sits
// North-South. Relay sets wait on the relay table (Stand::after_table = 0).
// table_of[k]: the table number (1-based) of position k, chosen so that sharing
// tables stand next to each other.
struct HowellDesign {
  int tables = 0;
  std::vector<int> offset;
  std::vector<bool> ns_plus;
  std::vector<int> table_of;
};

// The shipped design for `tables` (2..16), or nullptr.
const HowellDesign* howell_design(int tables);

// Every shipped design (src/howell_data.cpp, written by bench/movement/howell_search.cpp).
const std::vector<HowellDesign>& shipped_howell_designs();

// The movement of one design, all 2T-1 rounds, B boards per round.
Movement howell_from_design(const HowellDesign& d, int boards_per_round);

Result<Movement> howell(const Spec& spec);

}  // namespace bandeja::movement
