#pragma once
// The Rainbow individual for a prime number of tables T >= 5 (4T players). Players 1..T start
// North at tables 1..T, T+1..2T East, 2T+1..3T South, 3T+1..4T West. North stays; each round the
// boards move down one table, South up one, East up two, West down two. Because T is prime, no
// player meets a board twice, every North partners every South once, every East every West once,
// and each player opposes every player of the other line once; players who start in the same
// direction never meet. T rounds, T board sets. Row::ns is "north+south", Row::ew "east+west";
// Movement::individual is set and Movement::pairs lists the 4T player ids.
#include "bandeja/movement/generate.hpp"

namespace bandeja::movement {

bool is_prime(int n);

Result<Movement> rainbow_individual(const Spec& spec);

}  // namespace bandeja::movement
