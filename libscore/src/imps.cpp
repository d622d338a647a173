#include "bandeja/score/imps.hpp"

#include <array>
#include <cstdlib>

namespace bandeja::score {

int imps(int point_difference) {
  // Lower bound of each band from 1 IMP to 24 IMPs (Law 78B).
  static constexpr std::array<int, 24> lower{20,   50,   90,   130,  170,  220,  270,  320,
                                             370,  430,  500,  600,  750,  900,  1100, 1300,
                                             1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000};
  const long d = std::labs(static_cast<long>(point_difference));
  int n = 0;
  while (n < static_cast<int>(lower.size()) && d >= lower[static_cast<size_t>(n)]) ++n;
  return point_difference < 0 ? -n : n;
}

}  // namespace bandeja::score
