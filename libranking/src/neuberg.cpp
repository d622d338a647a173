#include "bandeja/ranking/neuberg.hpp"

#include <stdexcept>
#include <string>

namespace bandeja::ranking {

double neuberg(double matchpoints, int actual, int expected, int scale) {
  if (scale != 1 && scale != 2)
    throw std::invalid_argument("neuberg: the matchpoint scale must be 1 or 2, not " +
                                std::to_string(scale));
  if (actual < 1 || expected < actual)
    throw std::invalid_argument("neuberg: need 1 <= actual results (" + std::to_string(actual) +
                                ") <= expected results (" + std::to_string(expected) + ")");
  const double half = scale / 2.0;
  return (matchpoints + half) * expected / actual - half;
}

}  // namespace bandeja::ranking
