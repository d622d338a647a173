#pragma once
// Figures as every printed ranking writes them: rounded half away from zero to two decimals
// (round2: libranking's one rule, rounding.hpp), always two decimals (fixed2), or whole numbers
// without decimals (num). A language's decimal comma is present::decimal's (messages.hpp).
#include <cmath>
#include <cstdio>
#include <string>

#include "bandeja/ranking/rounding.hpp"

namespace bandeja::present {

inline double round2(double v) { return ranking::round_hundredths(v); }

using ranking::fixed2;

// Whole numbers without decimals, else two: "4", "4.80".
inline std::string num(double v) {
  v = round2(v);
  if (v == std::floor(v)) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", v);
    return std::string(buf) == "-0" ? "0" : buf;
  }
  return fixed2(v);
}

}  // namespace bandeja::present
