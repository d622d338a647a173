#pragma once
// The clock the scoring benchmarks time with, and nanoseconds per operation.
#include <chrono>

using Clock = std::chrono::steady_clock;

inline double ns_per(Clock::time_point a, Clock::time_point b, long n) {
  return std::chrono::duration<double, std::nano>(b - a).count() / static_cast<double>(n);
}
