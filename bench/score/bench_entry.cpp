// Entry speed, run by hand: reading opening leads as cards (both languages), a whole entry with
// its lead, a weighted score, and showing entries as the director reads them. Prints a
// checksum so the work is not optimised away.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bandeja/score/card.hpp"
#include "bandeja/score/entry.hpp"
#include "timing.hpp"

using namespace bandeja;
using namespace bandeja::score;

int main() {
  long sum = 0;
  const std::vector<std::pair<std::string, Lang>> cards = {
      {"SK", Lang::En}, {"5C", Lang::En}, {"H10", Lang::En}, {"\u26635", Lang::En},
      {"CR", Lang::Es}, {"TD", Lang::Es}, {"P10", Lang::Es}, {"\u2665" "A", Lang::Es}};
  const int rounds = 200000;
  long n = 0;
  auto t0 = Clock::now();
  for (int r = 0; r < rounds; ++r)
    for (const auto& [t, lang] : cards) {
      auto c = parse_card(t, lang);
      sum += c ? c->rank : 0;
      ++n;
    }
  auto t1 = Clock::now();
  std::printf("parse_card: %ld calls, %.1f ns each\n", n, ns_per(t0, t1, n));

  const std::vector<std::string> entries = {"4S N 10 HK", "3NT S = C5", "4HX W -2", "W60:420/40:-50",
                                            "W 33.34% 620 / 33.33% -100 / 33.33% 0"};
  long m = 0;
  t0 = Clock::now();
  for (int r = 0; r < rounds / 4; ++r)
    for (const auto& t : entries) {
      auto e = parse_entry(t);
      sum += e ? static_cast<long>(e->index()) : 0;
      ++m;
    }
  t1 = Clock::now();
  std::printf("parse_entry (leads, weighted): %ld calls, %.1f ns each\n", m, ns_per(t0, t1, m));

  std::vector<Entry> parsed;
  for (const auto& t : entries) parsed.push_back(*parse_entry(t));
  long k = 0;
  t0 = Clock::now();
  for (int r = 0; r < rounds / 4; ++r)
    for (const auto& e : parsed) {
      sum += static_cast<long>(display_text(e, (r & 1) ? Lang::Es : Lang::En).size());
      ++k;
    }
  t1 = Clock::now();
  std::printf("display_text: %ld calls, %.1f ns each\n", k, ns_per(t0, t1, k));
  std::printf("checksum %ld\n", sum);
  return 0;
}
