#pragma once
// A rover for a late pair: a Mitchell for T tables is set up as usual; a pair arriving during
// the first round becomes a North-South "rover" (pair id "(T+1)NS"). From round 2 the rover
// takes the North-South seat at one table each round, and that table's own North-South pair
// sits out that round. The rover's tables are chosen so that the rover never plays a board
// twice, every stationary pair sits out at most once, and (where a short search finds a way) the rover meets no
// East-West pair twice: for odd tables the rover goes up two tables each round (1, 3, 5, ...);
// otherwise the first sequence found by a search in that order.
#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

// Adds a rover to a two-winner movement whose North-South pairs are stationary (a Mitchell).
Result<Movement> add_rover(Movement base);

// The Mitchell of `spec` (type ignored) with a rover.
Result<Movement> rover_mitchell(const Spec& spec);

}  // namespace bandeja::movement
