// Scoring speed, run by hand: Law 77 over every contract and result, the parser, and the VP
// scale. Prints a checksum so the work is not optimised away.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bandeja/score/contract.hpp"
#include "bandeja/score/imps.hpp"
#include "bandeja/score/law77.hpp"
#include "bandeja/score/vp.hpp"
#include "timing.hpp"

using namespace bandeja::score;

int main() {
  long sum = 0;
  const Strain strains[5] = {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades,
                             Strain::NoTrump};
  const Doubling doublings[3] = {Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled};
  const int rounds = 2000;
  auto t0 = Clock::now();
  long n = 0;
  for (int r = 0; r < rounds; ++r)
    for (int level = 1; level <= 7; ++level)
      for (Strain s : strains)
        for (Doubling d : doublings)
          for (bool vul : {false, true})
            for (int tricks = 0; tricks <= 13; ++tricks, ++n)
              sum += duplicate_score(Contract{level, s, d}, tricks, vul);
  auto t1 = Clock::now();
  std::printf("duplicate_score: %ld calls, %.1f ns each\n", n, ns_per(t0, t1, n));

  const std::vector<std::string> texts = {"3NT", "4SX", "6HXX", "1C", "7N", "2D*", "5\u2660"};
  long m = 0;
  t0 = Clock::now();
  for (int r = 0; r < 200000; ++r)
    for (const auto& t : texts) {
      sum += parse_contract(t)->level;
      ++m;
    }
  t1 = Clock::now();
  std::printf("parse_contract: %ld calls, %.1f ns each\n", m, ns_per(t0, t1, m));

  long k = 0;
  t0 = Clock::now();
  for (int d = -5000; d <= 5000; ++d, ++k) sum += imps(d);
  t1 = Clock::now();
  std::printf("imps: %ld calls, %.1f ns each\n", k, ns_per(t0, t1, k));

  long v = 0;
  t0 = Clock::now();
  for (int boards = 1; boards <= 64; ++boards)
    for (int margin = -100; margin <= 100; margin += 10, ++v) sum += vp_hundredths(margin, boards);
  t1 = Clock::now();
  std::printf("vp_hundredths (builds the scale each call): %ld calls, %.1f us each\n", v,
              ns_per(t0, t1, v) / 1000.0);
  std::printf("checksum %ld\n", sum);
}
