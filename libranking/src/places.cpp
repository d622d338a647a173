#include "bandeja/ranking/places.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace bandeja::ranking {

std::vector<std::string> places(const std::vector<double>& totals, double tolerance) {
  std::vector<size_t> order(totals.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return totals[a] > totals[b]; });
  std::vector<std::string> out(totals.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i + 1;
    while (j < order.size() && std::fabs(totals[order[i]] - totals[order[j]]) <= tolerance) ++j;
    std::string label = std::to_string(i + 1);
    if (j - i > 1) label += "=";
    for (size_t k = i; k < j; ++k) out[order[k]] = label;
    i = j;
  }
  return out;
}

}  // namespace bandeja::ranking
