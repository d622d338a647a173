#pragma once
// How a `bandeja` process (the CLI, and the server it runs) keeps the memory it frees. glibc
// by default gives a large freed block back to the kernel at once (any block over 128 KB is
// its own mapping, and the top of the heap is trimmed past 128 KB), so the next big block is
// fresh pages, each faulted in and zeroed: ranking a big event touched 40 MB of new pages
// every time, and that, not the ranking, was most of what rank() cost after its first run
// (make bench: 3x a plain sort with the memory kept, 5-9x without). Blocks up to 32 MB now
// come from the heap and up to 64 MB of free heap is kept for the next use. Process-wide, so
// set once by main() (and by the benchmarks that time the libraries as bandeja runs them).
#include <malloc.h>

namespace bandeja::app {

inline void keep_freed_memory() {
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
}

}  // namespace bandeja::app
