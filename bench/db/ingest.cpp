// Bulk import, run by hand (make bench), reported in notes, never timed in tests:
//   bench_db_ingest BANDEJA REFERENCE [reference.py] [lines...]
// For each size (default 200,000 and 1,000,000 lines: 400 tables × 500 and × 2,500 boards) one
// travellers CSV is generated and, in the same run, on the same file:
// 1. `bandeja import travellers` (read, every check, Law 77 scoring, store, audit: one
//    transaction), as a child process;
// 2. the plain references, as child processes: bench_db_reference (the same job as a short
//    program against the sqlite3 C API: one unindexed table, same PRAGMAs) and, when given,
//    reference.py (the same in Python's sqlite3, as the issue measured it);
// 3. bench_db_reference --bandeja-schema: the same job into Bandeja's own results table, each
//    rule of the schema enforced by SQLite on every row (foreign keys, unique indexes, CHECKs):
//    what keeping the schema's rules costs a plain program, without Bandeja's checks and audit;
// each the better of two runs, as lines per CPU-second (user + system: the machine may be shared, and wall time then
// says more about the neighbours), the ratio of their CPU times, and each one's peak memory
// (maximum resident set); then `bandeja rank` of the event just imported, CPU and peak memory.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

struct Run {
  bool ok = false;
  double cpu = 0;   // seconds, user + system
  double wall = 0;  // seconds
  double peak_mb = 0;
};

// Runs argv as a child with stdout to /dev/null; its own CPU time and peak memory (wait4).
Run run_once(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const auto t0 = std::chrono::steady_clock::now();
  std::fflush(stdout);  // else the child's copy of the buffer is written twice
  const pid_t pid = fork();
  if (pid == 0) {
    if (!std::freopen("/dev/null", "w", stdout)) _exit(126);
    execv(args[0], args.data());
    _exit(127);
  }
  int st = 0;
  rusage u{};
  wait4(pid, &st, 0, &u);
  Run r;
  r.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.ok = WIFEXITED(st) && WEXITSTATUS(st) == 0;
  r.cpu = double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
  r.peak_mb = double(u.ru_maxrss) / 1024.0;  // kilobytes on Linux
  return r;
}

// The better of two runs (the machine may be shared: the lower CPU time is the truer one), each
// on a fresh database (`reset` removes it first).
template <class Reset>
Run run(const std::vector<std::string>& argv, Reset reset) {
  reset();
  Run a = run_once(argv);
  reset();
  Run b = run_once(argv);
  if (!a.ok || !b.ok) return a.ok ? b : a;
  return b.cpu < a.cpu ? b : a;
}

// A plausible spread of contracts: varied by board and table, deterministic.
const char* contract_of(int b, int t) {
  static const char* c[] = {"4S", "3NT", "4H", "2S", "5DX", "1NT", "6H", "3C"};
  return c[(b * 7 + t * 3) % 8];
}
char declarer_of(int b, int t) { return "NESW"[(b + t) % 4]; }
int tricks_of(const char* c, int b, int t) {
  const int need = (c[0] - '0') + 6;
  return std::min(13, std::max(0, need + (b + 2 * t) % 4 - 1));
}

// Every line of `tables` × `boards`, or (`skeleton`) only enough of them to make every pair and
// every board: table t on board t and board b at table b (counted round).
void write_travellers(const std::filesystem::path& csv, int tables, int boards, bool skeleton = false) {
  std::ofstream out(csv);
  out << "board,round,table,ns,ew,contract,declarer,tricks\n";
  for (int b = 1; b <= boards; ++b)
    for (int t = 1; t <= tables; ++t) {
      if (skeleton && (t - 1) % boards != b - 1 && (b - 1) % tables != t - 1) continue;
      const char* c = contract_of(b, t);
      out << b << ",1," << t << "," << t << "NS," << t << "EW," << c << "," << declarer_of(b, t) << ","
          << tricks_of(c, b, t) << "\n";
    }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: bench_db_ingest BANDEJA REFERENCE [lines...]\n");
    return 2;
  }
  const std::string bandeja = argv[1], reference = argv[2];
  std::string python;
  std::vector<long> sizes;
  for (int i = 3; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.ends_with(".py")) python = a;
    else sizes.push_back(std::atol(a.c_str()));
  }
  if (sizes.empty()) sizes = {200000, 1000000};
  const auto dir = std::filesystem::temp_directory_path() / ("bandeja-bench-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  constexpr int kTables = 400;
  int failed = 0;
  for (long n : sizes) {
    const int boards = static_cast<int>((n + kTables - 1) / kTables);
    const long lines = long(boards) * kTables;
    const auto csv = dir / "travellers.csv";
    write_travellers(csv, kTables, boards);
    auto gone = [&](const char* name) {
      return [&dir, name] {
        for (const char* ext : {"", "-wal", "-shm"}) std::filesystem::remove(dir / (std::string(name) + ext));
      };
    };
    const Run b = run({bandeja, "--db", (dir / "bandeja.db").string(), "import", "travellers", csv.string(),
                       "--event", "Bench"}, gone("bandeja.db"));
    const Run r = run({reference, (dir / "reference.db").string(), csv.string()}, gone("reference.db"));
    if (!b.ok || !r.ok) {
      std::printf("%ld lines: %s failed\n", lines, b.ok ? "the reference" : "bandeja import travellers");
      ++failed;
    } else {
      std::printf("import %8ld lines  bandeja %8.0f lines/CPU-s (%6.2f s CPU, %6.2f s wall, peak %6.1f MB)\n",
                  lines, lines / b.cpu, b.cpu, b.wall, b.peak_mb);
      std::printf("                      reference %6.0f lines/CPU-s (%6.2f s CPU, %6.2f s wall, peak %6.1f MB)\n",
                  lines / r.cpu, r.cpu, r.wall, r.peak_mb);
      std::printf("                      bandeja / reference CPU: %.2f×\n", b.cpu / r.cpu);
      if (!python.empty()) {
        const Run p = run({"/usr/bin/env", "python3", python, (dir / "python.db").string(), csv.string()},
                          gone("python.db"));
        if (p.ok) {
          std::printf("                      reference.py %5.0f lines/CPU-s (%6.2f s CPU, %6.2f s wall, peak %6.1f MB)\n",
                      lines / p.cpu, p.cpu, p.wall, p.peak_mb);
          std::printf("                      bandeja / reference.py CPU: %.2f× (goal ≤ 1.0×)\n", b.cpu / p.cpu);
        } else {
          std::printf("                      reference.py failed\n");
        }
      }
      // Into Bandeja's schema: a file holding the event's pairs and boards (made by Bandeja from
      // a few of the lines, untimed), copied fresh for each run.
      const auto skeleton = dir / "skeleton.csv";
      write_travellers(skeleton, kTables, boards, true);
      gone("skeleton.db")();
      const bool made = run_once({bandeja, "--db", (dir / "skeleton.db").string(), "import", "travellers",
                                  skeleton.string(), "--event", "Skeleton"}).ok;
      const Run sc = made ? run({reference, "--bandeja-schema", (dir / "schema.db").string(), csv.string()}, [&] {
        gone("schema.db")();
        std::filesystem::copy_file(dir / "skeleton.db", dir / "schema.db", std::filesystem::copy_options::overwrite_existing);
      }) : Run{};
      if (sc.ok) {
        std::printf("                      reference into Bandeja's schema %5.0f lines/CPU-s (%6.2f s CPU, %6.2f s wall, peak %6.1f MB)\n",
                    lines / sc.cpu, sc.cpu, sc.wall, sc.peak_mb);
        std::printf("                      bandeja / reference into the schema CPU: %.2f×; the schema alone is %.2f× the plain reference\n",
                    b.cpu / sc.cpu, sc.cpu / r.cpu);
      } else {
        std::printf("                      reference into Bandeja's schema failed\n");
      }
      std::printf("                      peak memory goal: < 150 MB\n");
      const Run k = run({bandeja, "--db", (dir / "bandeja.db").string(), "rank", "Bench"}, [] {});
      if (!k.ok) {
        std::printf("rank %ld lines failed\n", lines);
        ++failed;
      } else {
        std::printf("rank   %8ld lines  bandeja rank: %6.2f s CPU, %6.2f s wall, peak %6.1f MB (goal < 1 s)\n",
                    lines, k.cpu, k.wall, k.peak_mb);
      }
    }
    for (const char* f : {"bandeja.db", "reference.db", "python.db", "skeleton.db", "schema.db"}) gone(f)();
    std::fflush(stdout);
  }
  std::filesystem::remove_all(dir);
  return failed ? 1 : 0;
}
