// Double-dummy benchmark: Bandeja's analysis::analyse() (checks each deal, converts it, one
// CalcAllTables call for up to 40 boards, DealerParBin per board, converts the answers back)
// beside raw libdds doing the same work on the same deals in the same run (CalcAllTablesPBN on
// the deals' PBN strings, made before the clock starts, then DealerParBin per board). The two
// alternate, round after round (each first in every other round), and the median of each is
// compared; both answers are checked to agree.
//
//   bench_analysis [rounds] [seed] [boards] [threads]
//   default: 6 rounds (each order three times), seed 20260101, 36 boards (board b is
//   deal::seeded_deal(seed, b), its dealer and vulnerability the standard cycle's), threads 0:
//   DDS uses every core. Both sides run with the same thread count (SetMaxThreads).
//
// Wall-clock seconds (steady_clock) are the rate; the process's CPU seconds (every thread's,
// std::clock) are printed beside them, as a check on a machine shared with other work.
#include <dds/dll.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "bandeja/analysis/dds.hpp"
#include "bandeja/deal/dealing.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/score/board.hpp"
#include "timing.hpp"

namespace {

namespace an = bandeja::analysis;

struct Timing {
  double wall = 0;
  double cpu = 0;
};

template <class F>
Timing timed(F&& f) {
  const std::clock_t c0 = std::clock();
  const auto t0 = Clock::now();
  f();
  const auto t1 = Clock::now();
  const std::clock_t c1 = std::clock();
  return {std::chrono::duration<double>(t1 - t0).count(), double(c1 - c0) / CLOCKS_PER_SEC};
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// DDS's vulnerability code: 0 none, 1 both, 2 NS, 3 EW.
int dds_vulnerability(bandeja::score::Vulnerability v) {
  return v.ns && v.ew ? 1 : v.ns ? 2 : v.ew ? 3 : 0;
}

// What raw libdds answers: each board's table and its par score.
struct Raw {
  std::vector<ddTableResults> tables;
  std::vector<int> par_scores;
};

// Raw libdds, as a program calling it directly would: CalcAllTablesPBN in batches of at most
// MAXNOOFTABLES deals, all strains, no par in that call, then DealerParBin per board.
Raw raw_dds(const std::vector<std::string>& pbn, const std::vector<an::BoardDeal>& boards) {
  static ddTableDealsPBN deals;
  static ddTablesRes res;
  static allParResults pres;
  int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
  Raw out;
  for (std::size_t first = 0; first < pbn.size(); first += MAXNOOFTABLES) {
    const std::size_t n = std::min<std::size_t>(MAXNOOFTABLES, pbn.size() - first);
    deals.noOfTables = static_cast<int>(n);
    for (std::size_t k = 0; k < n; ++k) {
      const std::string& s = pbn[first + k];
      std::copy_n(s.c_str(), std::min<std::size_t>(s.size() + 1, sizeof deals.deals[k].cards), deals.deals[k].cards);
    }
    const int rc = CalcAllTablesPBN(&deals, -1, filter, &res, &pres);
    if (rc != RETURN_NO_FAULT) {
      char line[80];
      ErrorMessage(rc, line);
      std::fprintf(stderr, "CalcAllTablesPBN: %s\n", line);
      std::exit(1);
    }
    for (std::size_t k = 0; k < n; ++k) {
      parResultsMaster master{};
      const an::BoardDeal& b = boards[first + k];
      if (DealerParBin(&res.results[k], &master, static_cast<int>(b.dealer), dds_vulnerability(b.vulnerability)) !=
          RETURN_NO_FAULT) {
        std::fprintf(stderr, "DealerParBin failed\n");
        std::exit(1);
      }
      out.tables.push_back(res.results[k]);
      out.par_scores.push_back(master.score);
    }
  }
  return out;
}

// Both answers the same: every trick count (DDS strain 0..4 = S H D C NT, Bandeja's Strain C D
// H S NT) and every par score.
bool agree(const std::vector<bandeja::deal::Analysis>& ours, const Raw& raw) {
  if (ours.size() != raw.tables.size()) return false;
  for (std::size_t i = 0; i < ours.size(); ++i) {
    for (int s = 0; s < DDS_STRAINS; ++s)
      for (int h = 0; h < DDS_HANDS; ++h) {
        const int strain = s == 4 ? 4 : 3 - s;
        if (ours[i].dd.tricks[h][strain] != raw.tables[i].resTable[s][h]) return false;
      }
    if (ours[i].par.score != raw.par_scores[i]) return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 6;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20260101;
  const int count = argc > 3 ? std::max(1, std::atoi(argv[3])) : 36;
  const int threads = argc > 4 ? std::max(0, std::atoi(argv[4])) : 0;

  std::vector<an::BoardDeal> boards;
  std::vector<std::string> pbn;
  for (int b = 1; b <= count; ++b) {
    boards.push_back({bandeja::deal::seeded_deal(seed, b), bandeja::score::dealer(b), bandeja::score::vulnerability(b)});
    pbn.push_back(bandeja::formats::to_pbn(boards.back().deal));
  }

  // Once each before the clock: DDS sets up its threads and memory on its first call, and
  // analyse() sets the thread count both sides then use.
  auto first = an::analyse(boards, threads);
  if (!first) {
    std::fprintf(stderr, "analyse: %s\n", first.error().code.c_str());
    return 1;
  }
  if (!agree(*first, raw_dds(pbn, boards))) {
    std::fprintf(stderr, "MISMATCH: Bandeja and raw libdds disagree\n");
    return 1;
  }
  DDSInfo info{};
  GetDDSInfo(&info);
  std::printf("%d boards (seed %llu), DDS %s, %d threads on %d cores, %d rounds each, alternating\n", count,
              static_cast<unsigned long long>(seed), an::dds_version().c_str(), info.noOfThreads, info.numCores,
              rounds);

  std::vector<double> ours_wall, raw_wall, ours_cpu, raw_cpu;
  for (int r = 0; r < rounds; ++r) {
    std::vector<bandeja::deal::Analysis> ours;
    Raw raw;
    // Each goes first in every other round: whatever the first of a pair pays (DDS's memory
    // left by the other, the machine's other work) falls on both alike.
    const auto run_ours = [&] {
      return timed([&] {
        auto res = an::analyse(boards, threads);
        if (!res) std::exit(2);
        ours = std::move(*res);
      });
    };
    const auto run_raw = [&] { return timed([&] { raw = raw_dds(pbn, boards); }); };
    Timing a, b;
    if (r % 2 == 0) {
      a = run_ours();
      b = run_raw();
    } else {
      b = run_raw();
      a = run_ours();
    }
    if (!agree(ours, raw)) {
      std::fprintf(stderr, "MISMATCH in round %d\n", r + 1);
      return 1;
    }
    ours_wall.push_back(a.wall);
    raw_wall.push_back(b.wall);
    ours_cpu.push_back(a.cpu);
    raw_cpu.push_back(b.cpu);
    std::printf("round %d  Bandeja %7.3f s (cpu %7.3f s)   raw libdds %7.3f s (cpu %7.3f s)\n", r + 1, a.wall, a.cpu,
                b.wall, b.cpu);
  }
  const double ow = median(ours_wall), rw = median(raw_wall), oc = median(ours_cpu), rc = median(raw_cpu);
  std::printf("Bandeja analyse()         %8.2f boards/s  (median %.3f s wall, %.3f s cpu)\n", count / ow, ow, oc);
  std::printf("raw CalcAllTablesPBN+par  %8.2f boards/s  (median %.3f s wall, %.3f s cpu)\n", count / rw, rw, rc);
  std::printf("Bandeja over raw: %+.1f %% wall, %+.1f %% cpu (goal: at most +10 %%); same tables and pars\n",
              100 * (ow / rw - 1), 100 * (oc / rc - 1));
}
