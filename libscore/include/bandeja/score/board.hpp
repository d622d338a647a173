#pragma once
// Board number -> dealer and vulnerability: the standard 16-board cycle (Law 2), repeating.
#include "bandeja/score/types.hpp"

namespace bandeja::score {

Seat dealer(int board);                  // board >= 1
Vulnerability vulnerability(int board);  // board >= 1

}  // namespace bandeja::score
