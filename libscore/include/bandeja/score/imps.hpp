#pragma once
// Law 78B: the international match point (IMP) scale.

namespace bandeja::score {

// IMPs for a difference in total points (signed: a negative difference gives negative IMPs).
// Law 78B: 0-10 -> 0, 20-40 -> 1, 50-80 -> 2, ... 3500-3990 -> 23, 4000 and more -> 24.
// A difference that is not a multiple of 10 (an averaged datum) falls in the band whose
// lower bound it has reached: 45 is 1 IMP, 50 is 2.
int imps(int point_difference);

}  // namespace bandeja::score
