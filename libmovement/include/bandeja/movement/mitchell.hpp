#pragma once
// The Mitchell movement: North-South pairs stay at their table, East-West pairs move up one
// table each round, boards move down one table. Odd tables: plain. Even tables: a skip after
// half the rounds (Spec::skip) or a bye stand between the middle tables with tables 1 and T
// sharing a set (Spec::relay). A half table (Spec::pairs = 2T-1): the North-South seat of the
// last table is empty, the East-West pair arriving there sits out. Arrow-switch rounds make it
// a one-winner movement. Spec::rounds plays fewer rounds than the full movement.
#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

Result<Movement> mitchell(const Spec& spec);

// Arrow-switch rounds for a one-winner Mitchell (`--arrow-switch auto`): of the candidates
// "the last k rounds" (k = 1 .. R-1) and "every second round", the one whose movement has the
// best balance quality, fewest switched rounds on a tie. Empty when the spec cannot be built.
std::vector<int> suggested_arrow_switch(const Spec& spec);

}  // namespace bandeja::movement
