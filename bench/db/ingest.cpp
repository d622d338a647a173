// Lines per second for a 100,000-line batch import, run by hand:
//   bench_db_ingest [path/to/bandeja]
// 1. the store alone: 100,000 insert_result calls in one Batch (audit triggers included);
// 2. with the bandeja binary given: `bandeja import travellers` of the same 100,000 lines as a
//    CSV file (reading, every check, Law 77 scoring, one transaction), end to end.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "bandeja/db/store.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/entry.hpp"

using namespace bandeja;
using Clock = std::chrono::steady_clock;

namespace {
// CPU seconds (user + system) of this process or of its waited-for children: the machine
// may be shared, and wall time then says more about the neighbours than about Bandeja.
double cpu_seconds(int who) {
  rusage u{};
  getrusage(who, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

constexpr int kBoards = 500, kTables = 200;  // 200 tables x 500 boards = 100,000 lines

std::string pair_ns(int t) { return std::to_string(t) + "NS"; }
std::string pair_ew(int t) { return std::to_string(t) + "EW"; }

// A plausible spread of contracts: varied by board and table, deterministic.
std::string contract_of(int b, int t) {
  static const char* c[] = {"4S", "3NT", "4H", "2S", "5DX", "1NT", "6H", "3C"};
  return c[(b * 7 + t * 3) % 8];
}
std::string declarer_of(int b, int t) { return std::string(1, "NESW"[(b + t) % 4]); }
int tricks_of(const std::string& c, int b, int t) {
  const int need = (c[0] - '0') + 6;
  return std::min(13, std::max(0, need + (b + 2 * t) % 4 - 1));
}
}  // namespace

int main(int argc, char** argv) {
  const auto dir = std::filesystem::temp_directory_path() / ("bandeja-bench-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const int lines = kBoards * kTables;

  {  // 1. the store alone
    auto store = db::Store::open((dir / "store.db").string());
    db::NewEvent ne;
    ne.name = "Bench";
    for (int t = 1; t <= kTables; ++t) {
      ne.pairs.push_back({pair_ns(t), "NS", {}});
      ne.pairs.push_back({pair_ew(t), "EW", {}});
    }
    for (int b = 1; b <= kBoards; ++b)
      ne.boards.push_back({b, score::dealer(b), score::vulnerability(b), std::nullopt, std::nullopt});
    const db::Id id = store.create_event(ne);
    const auto t0 = Clock::now();
    const double c0 = cpu_seconds(RUSAGE_SELF);
    {
      db::Store::Batch batch(store);
      for (int b = 1; b <= kBoards; ++b)
        for (int t = 1; t <= kTables; ++t) {
          db::ResultLine r;
          r.board = b;
          r.ns = pair_ns(t);
          r.ew = pair_ew(t);
          const std::string c = contract_of(b, t);
          auto e = score::parse_entry(c + " " + declarer_of(b, t) + " " + std::to_string(tricks_of(c, b, t)));
          r.entry = *e;
          r.ns_score = score::ns_score(r.entry, score::vulnerability(b));
          store.insert_result(id, r, "bench");
        }
      batch.commit();
    }
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    const double c = cpu_seconds(RUSAGE_SELF) - c0;
    std::printf("store: %d lines in one batch: %.2f s wall, %.2f s CPU: %.0f lines/s (wall), %.0f lines/CPU-s\n",
                lines, s, c, lines / s, lines / c);
  }

  if (argc > 1) {  // 2. the whole import through the CLI
    const auto csv = dir / "travellers.csv";
    {
      std::ofstream out(csv);
      out << "board,round,table,ns,ew,contract,declarer,tricks\n";
      for (int b = 1; b <= kBoards; ++b)
        for (int t = 1; t <= kTables; ++t) {
          const std::string c = contract_of(b, t);
          out << b << ",1," << t << "," << pair_ns(t) << "," << pair_ew(t) << "," << c << ","
              << declarer_of(b, t) << "," << tricks_of(c, b, t) << "\n";
        }
    }
    const auto t0 = Clock::now();
    pid_t pid = fork();
    if (pid == 0) {
      execl(argv[1], argv[1], "--db", (dir / "cli.db").c_str(), "import", "travellers",
            csv.c_str(), "--event", "Bench", static_cast<char*>(nullptr));
      _exit(127);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    const double c = cpu_seconds(RUSAGE_CHILDREN);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
      std::printf("bandeja import travellers failed (status %d)\n", st);
      return 1;
    }
    std::printf("bandeja import travellers: %d lines (read, check, score, store): %.2f s wall, "
                "%.2f s CPU: %.0f lines/s (wall), %.0f lines/CPU-s\n",
                lines, s, c, lines / s, lines / c);
  }
  std::filesystem::remove_all(dir);
  return 0;
}
