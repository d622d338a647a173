#pragma once
// Double-dummy analysis with DDS (Debian's libdds, Bo Haglund and Soren Hein's solver): the
// tricks every declarer takes in every strain, and the par for the board's dealer and
// vulnerability. Bandeja does not solve deals itself; this is the one place that calls DDS.
//
// DDS keeps its thread pool and memory in globals of its own, so calls into it are serialised
// here (one batch of deals at a time in the process, under one mutex) and the thread count is
// set per call.
#include <cstddef>
#include <functional>
#include <span>
#include <string>
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

// Every board's tricks table (DDS CalcAllTables, all five strains, in batches of as many deals
// as one call takes: MAXNOOFTABLES, 40) and par (DDS DealerParBin with the board's dealer and
// vulnerability), in the order given; none for no boards. `threads` 0 (or less) lets DDS use
// every core; DDS's pool is rebuilt only when the count differs from the last call's.
//
// The par as deal::Par holds it: the score from North-South's side (DDS's sign too); every
// contract DDS gives, in DDS's order (no trumps, then spades, hearts, diamonds, clubs), a
// side's contract as its two declarers (N then S, E then W); a sacrifice doubled with its
// tricks down (-2), a make undoubled with its overtricks (+1); passed out: score 0 and no
// contracts.
//
// Errors: "dds.bad_deal" (field "deal", argument the board's place in `boards` from 1) when a
// hand does not hold 13 cards, a rank is not one of AKQJT98765432 or a card is dealt twice:
// every deal is checked before DDS sees any. "dds.failed" (DDS's own message as its argument)
// if DDS refuses a batch. Nothing is returned for the boards already solved. "dds.not_loaded"
// (field "deal", the loader's reason) when libdds, loaded on the first analysis or par of a
// process, cannot be.
//
// `progress` is called after each batch, outside the lock (another analysis may run between
// two batches of this one).
Result<std::vector<deal::Analysis>> analyse(std::span<const BoardDeal> boards, int threads = 0,
                                            const Progress& progress = {});

// The par of a tricks table (one read from a file, say) for a dealer and vulnerability, as
// analyse() gives it. "dds.bad_table" (field "dd", the count as argument) for a count outside
// 0..13.
Result<deal::Par> par(const deal::DoubleDummy& dd, score::Seat dealer, score::Vulnerability vulnerability);

// DDS's version, as "2.9.0"; "" when libdds cannot be loaded.
std::string dds_version();

}  // namespace bandeja::analysis
