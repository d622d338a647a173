#pragma once
// Neuberg factoring: a board with `actual` real results is scored as if each result had
// happened expected/actual times, so that its top is that of a board with `expected` results.
//   matchpoints' = (matchpoints + scale/2) × expected / actual − scale/2
// (scale 1: ((MP + ½) × E / A) − ½; scale 2: ((MP + 1) × E / A) − 1.)
// Example, scale 2, expected 11 (top 20), actual 10 (top 18): a sole top of 18 becomes
// (18 + 1) × 11/10 − 1 = 19.9 and a sole bottom of 0 becomes 0.1.

namespace bandeja::ranking {

// Preconditions: 1 <= actual <= expected, scale 1 or 2 (throws std::invalid_argument).
double neuberg(double matchpoints, int actual, int expected, int scale = 1);

}  // namespace bandeja::ranking
