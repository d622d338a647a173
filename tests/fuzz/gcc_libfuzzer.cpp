// libFuzzer's coverage feedback for a GCC build. clang 14 cannot compile this code base (its
// libstdc++ 12 std::expected needs conditionally trivial special members, which clang has
// only from 16), so `make fuzz` compiles everything with GCC's -fsanitize-coverage=trace-pc,
// trace-cmp and links libFuzzer's runtime (libclang_rt.fuzzer, from Debian's
// libclang-rt-14-dev) as the main(). GCC calls __sanitizer_cov_trace_pc() in every basic
// block; libFuzzer reads 8-bit counters. Here each call bumps the counter of the edge from the
// previous block to this one (AFL's hashing of two return addresses), in one table handed to
// libFuzzer at start-up. The comparisons (trace-cmp) go straight to libFuzzer's own hooks,
// except the floating-point ones, which it has none of. This file is built without coverage.
#include <cstddef>
#include <cstdint>

extern "C" void __sanitizer_cov_8bit_counters_init(std::uint8_t* start, std::uint8_t* stop);

namespace {

constexpr std::size_t kEdges = std::size_t(1) << 16;
alignas(4096) std::uint8_t counters[kEdges];
thread_local std::uintptr_t previous = 0;

__attribute__((constructor)) void register_counters() {
  __sanitizer_cov_8bit_counters_init(counters, counters + kEdges);
}

}  // namespace

extern "C" {

__attribute__((no_sanitize_coverage, no_sanitize_address)) void __sanitizer_cov_trace_pc() {
  const auto pc = reinterpret_cast<std::uintptr_t>(__builtin_return_address(0));
  const std::uintptr_t h = (pc ^ (pc >> 17)) * 0x9E3779B97F4A7C15ull;
  const std::size_t edge = std::size_t((h >> 40) ^ previous) & (kEdges - 1);
  ++counters[edge];
  previous = std::size_t(h >> 41) & (kEdges - 1);
}

__attribute__((no_sanitize_coverage)) void __sanitizer_cov_trace_cmpf(float, float) {}
__attribute__((no_sanitize_coverage)) void __sanitizer_cov_trace_cmpd(double, double) {}

}  // extern "C"
