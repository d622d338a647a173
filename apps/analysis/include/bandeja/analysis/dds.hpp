#pragma once
// Double-dummy analysis with DDS (Debian's libdds, Bo Haglund and Soren Hein's solver): the
// tricks every declarer takes in every strain, and the par for the board's dealer and
// vulnerability. Bandeja does not solve deals itself; this is the one place that calls DDS.
//
// DDS keeps its thread pool and memory in globals of its own, so calls are serialised here
// (one analysis at a time in the process) and the thread count is set per call.
#include <cstddef>
#include <functional>
#include <span>
#include <vector>

#include "bandeja/deal/analysis.hpp"
#include "bandeja/deal/deal.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::analysis {

struct BoardDeal {
  deal::Deal deal;
  score::Seat dealer = score::Seat::North;
  score::Vulnerability vulnerability;
};

// Called after each batch solved: boards done so far, boards in all.
using Progress = std::function<void(std::size_t done, std::size_t total)>;

// Every board's tricks table (DDS CalcAllTablesPBN, in batches of as many deals as one call
// takes) and par (DDS DealerParBin with the board's dealer and vulnerability), in the order
// given. `threads` 0 lets DDS use every core. An error (code "dds.failed", DDS's own message
// as its argument) if DDS refuses a batch.
Result<std::vector<deal::Analysis>> analyse(std::span<const BoardDeal> boards, int threads = 0,
                                            const Progress& progress = {});

// The par of a tricks table (one read from a file, say) for a dealer and vulnerability.
Result<deal::Par> par(const deal::DoubleDummy& dd, score::Seat dealer, score::Vulnerability vulnerability);

// DDS's version, as "2.9.0".
std::string dds_version();

}  // namespace bandeja::analysis
