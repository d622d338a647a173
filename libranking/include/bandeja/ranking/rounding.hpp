#pragma once
// The one rounding rule of rankings: to the nearest whole, halves away from zero (docs/ranking.md).
// The figures rounded are sums of products of shares and scores (a weighted score's parts,
// Law 12C1(c): 70% x 12 IMPs + 30% x -3 IMPs), which binary floating point leaves a hair off the
// half they are meant to be (7.4999999999999991 for 7.5). Shares are whole hundredths of a
// percent, so every such figure is a multiple of 10^-8: it is put back on that grid first, then
// rounded, so a half is a half.
#include <cmath>
#include <cstdio>
#include <string>

namespace bandeja::ranking {

// `x` on the grid of 10^-8 that weighted figures live on.
inline double on_grid(double x) { return std::round(x * 1e8) / 1e8; }

// `x` to the nearest whole, halves away from zero, after putting it back on its grid.
inline long long round_half_away(double x) { return std::llround(on_grid(x)); }

// `x` to two decimals, halves away from zero: the figure every output prints (57.125% is
// 57.13, 1.005 is 1.01, -2.675 is -2.68, though none of them is exact in binary). Every
// renderer's "%.2f" is given this, never the raw value, whose last bits would decide.
inline double round_hundredths(double x) { return double(round_half_away(x * 100.0)) / 100.0; }

// `x` as every output writes a figure of two decimals, rounded by the one rule: "57.13", "-2.68",
// "4.00" (a point; the presentation turns it into a decimal comma where the language has one).
inline std::string fixed2(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", round_hundredths(x));
  return buf;
}

}  // namespace bandeja::ranking
