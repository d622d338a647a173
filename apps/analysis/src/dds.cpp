#include "bandeja/analysis/dds.hpp"

#include <dds/dll.h>
#include <dlfcn.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <type_traits>

namespace bandeja::analysis {
namespace {

using score::Seat;
using score::Strain;

// libdds is loaded on first use, not linked: loaded with the program, it set up its thread pool
// and transposition tables in every bandeja process (about 15 MB and 20 ms before main, measured
// with an empty program linking it), though only analysis and par need them.
constexpr const char* kLibrary = "libdds.so.0";  // Debian's libdds0 (the SONAME libdds-dev links)

struct Dds {
  decltype(&::SetMaxThreads) set_max_threads = nullptr;
  decltype(&::ErrorMessage) error_message = nullptr;
  decltype(&::DealerParBin) dealer_par_bin = nullptr;
  decltype(&::CalcAllTables) calc_all_tables = nullptr;
  decltype(&::GetDDSInfo) get_dds_info = nullptr;
};

// A process that has loaded libdds ends here as it exits: the exit handlers and static destructors
// registered before the load (LeakSanitizer's among them) do not run. A library
// loaded with dlopen has its C++ objects destroyed by exit() before its ELF destructor runs, and
// DDS's (FreeMemory, from _dl_fini) then reads its memory pool already destroyed and crashes;
// it cannot be unloaded earlier (it stays loaded: dlclose does nothing). Registered right after
// the load, this runs before any of DDS's: what is buffered is written, and the process ends
// with its status. (The memory is the system's again either way.)
void end_before_dds_teardown(int status, void*) {
  std::fflush(nullptr);
  std::_Exit(status);
}

// The library's functions, or "dds.not_loaded" with why it could not be loaded (said again on
// every later call: it is tried once a process); the caller holds dds_mutex().
Result<const Dds*> dds() {
  static std::optional<Dds> loaded;
  static std::string failed;
  if (loaded) return &*loaded;
  if (failed.empty()) {
    if (void* h = dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL)) {
      on_exit(end_before_dds_teardown, nullptr);
      Dds d;
      auto find = [&](auto& f, const char* name) {
        f = reinterpret_cast<std::remove_reference_t<decltype(f)>>(dlsym(h, name));
        if (!f && failed.empty()) failed = std::string(kLibrary) + ": no " + name;
      };
      find(d.set_max_threads, "SetMaxThreads");
      find(d.error_message, "ErrorMessage");
      find(d.dealer_par_bin, "DealerParBin");
      find(d.calc_all_tables, "CalcAllTables");
      find(d.get_dds_info, "GetDDSInfo");
      if (failed.empty()) return &*(loaded = d);
    } else {
      const char* e = dlerror();
      failed = e ? e : kLibrary;
    }
  }
  return std::unexpected(error_code("dds.not_loaded", "deal", {failed}));
}


// DDS is one set of globals per process (its thread pool, its transposition tables): one
// call into it at a time.
std::mutex& dds_mutex() {
  static std::mutex m;
  return m;
}

// The thread count last given to SetMaxThreads; -1 before the first call. SetMaxThreads
// rebuilds DDS's thread pool and memory, so it is called only when the count changes.
// Guarded by dds_mutex().
int threads_set = -1;

void use_threads(const Dds& d, int threads) {
  if (threads < 0) threads = 0;
  if (threads != threads_set) {
    d.set_max_threads(threads);
    threads_set = threads;
  }
}

std::string dds_message(const Dds& d, int code) {
  char line[80] = {};
  d.error_message(code, line);
  line[sizeof line - 1] = '\0';
  return line;
}

Error dds_failed(const Dds& d, int code) { return error_code("dds.failed", "deal", {dds_message(d, code)}); }

// DDS's rank: 2..14, ace high (libdeal's kRanks from 14 down); its holding has bit `rank` set
// for each card (bits 2..14). 0 for a character that is no rank.
int dds_rank(char c) {
  const auto at = deal::kRanks.find(c);
  return at == std::string_view::npos ? 0 : 14 - static_cast<int>(at);
}

// The deal as DDS's cards[hand][suit]: hand 0..3 N E S W (score::Seat order), suit 0..3
// S H D C (deal::suit_index order, the same as DDS's). None when a hand does not hold 13
// cards, a rank is not one of AKQJT98765432, or a card is held twice.
bool to_dds(const deal::Deal& d, ddTableDeal& out) {
  std::array<unsigned, 4> seen{};  // by suit: every rank bit already dealt
  for (int hand = 0; hand < 4; ++hand) {
    int cards = 0;
    for (int suit = 0; suit < 4; ++suit) {
      unsigned holding = 0;
      for (char c : d.hands[hand][suit]) {
        const int rank = dds_rank(c);
        if (rank == 0) return false;
        const unsigned bit = 1u << rank;
        if (seen[suit] & bit) return false;
        seen[suit] |= bit;
        holding |= bit;
        ++cards;
      }
      out.cards[hand][suit] = holding;
    }
    if (cards != 13) return false;
  }
  return true;
}

// DDS's resTable strains: 0 S, 1 H, 2 D, 3 C, 4 NT. score::Strain: C, D, H, S, NT.
constexpr Strain strain_of_dds_table(int dds) {
  return dds == 4 ? Strain::NoTrump : static_cast<Strain>(3 - dds);
}
static_assert(strain_of_dds_table(0) == Strain::Spades && strain_of_dds_table(3) == Strain::Clubs &&
              strain_of_dds_table(4) == Strain::NoTrump);

deal::DoubleDummy from_dds(const ddTableResults& t) {
  deal::DoubleDummy dd;
  for (int s = 0; s < DDS_STRAINS; ++s)
    for (int hand = 0; hand < DDS_HANDS; ++hand)
      dd.tricks[hand][static_cast<int>(strain_of_dds_table(s))] = t.resTable[s][hand];
  return dd;
}

ddTableResults to_dds(const deal::DoubleDummy& dd) {
  ddTableResults t{};
  for (int s = 0; s < DDS_STRAINS; ++s)
    for (int hand = 0; hand < DDS_HANDS; ++hand)
      t.resTable[s][hand] = dd.tricks[hand][static_cast<int>(strain_of_dds_table(s))];
  return t;
}

// DDS's vulnerability code (dll.h's "Vulnerable" encoding, Par.cpp's VUL_LOOKUP):
// 0 none, 1 both, 2 North-South only, 3 East-West only.
int dds_vulnerability(score::Vulnerability v) {
  if (v.ns && v.ew) return 1;
  if (v.ns) return 2;
  if (v.ew) return 3;
  return 0;
}

// parResultsMaster's denom: 0 NT, 1 S, 2 H, 3 D, 4 C (not resTable's order).
constexpr Strain kMasterStrains[] = {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds,
                                     Strain::Clubs};

// DealerParBin's answer as a deal::Par. A passed-out board is score 0 (DDS then leaves the
// contracts unset); a side (seats 4 NS, 5 EW) is both its declarers, N before S, E before W.
Result<deal::Par> from_master(const Dds& d, const parResultsMaster& m) {
  deal::Par par;
  if (m.score == 0) return par;
  par.score = m.score;
  if (m.number < 1 || m.number > 10) return std::unexpected(dds_failed(d, RETURN_UNKNOWN_FAULT));
  for (int k = 0; k < m.number; ++k) {
    const contractType& c = m.contracts[k];
    if (c.level < 1 || c.level > 7 || c.denom < 0 || c.denom > 4 || c.seats < 0 || c.seats > 5 ||
        c.underTricks < 0 || c.underTricks > 13 || c.overTricks < 0 || c.overTricks > 6)
      return std::unexpected(dds_failed(d, RETURN_UNKNOWN_FAULT));
    deal::ParContract pc;
    pc.contract.level = c.level;
    pc.contract.strain = kMasterStrains[c.denom];
    if (c.underTricks > 0) {
      pc.contract.doubling = score::Doubling::Doubled;
      pc.result = -c.underTricks;
    } else {
      pc.result = c.overTricks;
    }
    if (c.seats < 4) {
      pc.declarer = static_cast<Seat>(c.seats);
      par.contracts.push_back(pc);
    } else {
      const Seat first = c.seats == 4 ? Seat::North : Seat::East;
      pc.declarer = first;
      par.contracts.push_back(pc);
      pc.declarer = deal::partner(first);
      par.contracts.push_back(pc);
    }
  }
  return par;
}

// DealerParBin on a table; the caller holds dds_mutex().
Result<deal::Par> dealer_par(const Dds& d, ddTableResults& table, Seat dealer, score::Vulnerability v) {
  parResultsMaster master{};
  const int rc = d.dealer_par_bin(&table, &master, static_cast<int>(dealer), dds_vulnerability(v));
  if (rc != RETURN_NO_FAULT) return std::unexpected(dds_failed(d, rc));
  return from_master(d, master);
}

}  // namespace

Result<std::vector<deal::Analysis>> analyse(std::span<const BoardDeal> boards, int threads,
                                            const Progress& progress) {
  std::vector<deal::Analysis> out;
  if (boards.empty()) return out;

  // Every deal checked before DDS sees any of them: DDS is not asked to judge a bad deal.
  std::vector<ddTableDeal> deals(boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i)
    if (!to_dds(boards[i].deal, deals[i]))
      return fail_code("dds.bad_deal", "deal", {std::to_string(i + 1)});

  out.reserve(boards.size());
  // Large (some 40 KB together): kept off the stack.
  auto batch = std::make_unique<ddTableDeals>();
  auto results = std::make_unique<ddTablesRes>();
  auto pars = std::make_unique<allParResults>();
  int all_strains[DDS_STRAINS] = {0, 0, 0, 0, 0};

  for (std::size_t first = 0; first < boards.size(); first += MAXNOOFTABLES) {
    const std::size_t n = std::min<std::size_t>(MAXNOOFTABLES, boards.size() - first);
    batch->noOfTables = static_cast<int>(n);
    std::copy_n(deals.begin() + static_cast<std::ptrdiff_t>(first), n, batch->deals);
    {
      std::lock_guard lock(dds_mutex());
      auto d = dds();
      if (!d) return std::unexpected(d.error());
      use_threads(**d, threads);
      const int rc = (*d)->calc_all_tables(batch.get(), -1, all_strains, results.get(), pars.get());
      if (rc != RETURN_NO_FAULT) return std::unexpected(dds_failed(**d, rc));
      for (std::size_t k = 0; k < n; ++k) {
        const BoardDeal& b = boards[first + k];
        auto par = dealer_par(**d, results->results[k], b.dealer, b.vulnerability);
        if (!par) return std::unexpected(par.error());
        out.push_back({from_dds(results->results[k]), std::move(*par)});
      }
    }
    if (progress) progress(first + n, boards.size());
  }
  return out;
}

Result<deal::Par> par(const deal::DoubleDummy& dd, Seat dealer, score::Vulnerability vulnerability) {
  for (const auto& row : dd.tricks)
    for (int t : row)
      if (t < 0 || t > 13) return fail_code("dds.bad_table", "dd", {std::to_string(t)});
  ddTableResults table = to_dds(dd);
  std::lock_guard lock(dds_mutex());
  auto d = dds();
  if (!d) return std::unexpected(d.error());
  return dealer_par(**d, table, dealer, vulnerability);
}

std::string dds_version() {
  DDSInfo info{};
  {
    std::lock_guard lock(dds_mutex());
    auto d = dds();
    if (!d) return "";
    (*d)->get_dds_info(&info);
  }
  info.versionString[sizeof info.versionString - 1] = '\0';
  return info.versionString;
}

}  // namespace bandeja::analysis
