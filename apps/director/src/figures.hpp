#pragma once
// Figures as every printed ranking writes them (present/figures.hpp: round2, fixed2, num); and a
// number the director typed, echoed back in a message as short as it reads ("0.5", "25":
// typed_number).
#include <cmath>
#include <cstdio>
#include <string>

#include "bandeja/present/figures.hpp"

namespace bandeja::director::detail {

using present::fixed2;
using present::num;
using present::round2;

inline std::string typed_number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

}  // namespace bandeja::director::detail
