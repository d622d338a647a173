// The importers never crash: random bytes, truncations and mutations of valid files give an
// error value (or, for a truncation that still is a whole file, a document that hangs together).
#include <doctest/doctest.h>

#include <random>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

std::string random_bytes(std::mt19937& rng, size_t n) {
  std::uniform_int_distribution<int> byte(0, 255);
  std::string s(n, '\0');
  for (auto& c : s) c = static_cast<char>(byte(rng));
  return s;
}

// Flips, inserts or deletes a few bytes, often picking characters that matter to the format.
std::string mutate(std::mt19937& rng, std::string s, const std::string& alphabet) {
  std::uniform_int_distribution<int> count(1, 4);
  const int n = count(rng);
  for (int i = 0; i < n && !s.empty(); ++i) {
    std::uniform_int_distribution<size_t> pos(0, s.size() - 1);
    std::uniform_int_distribution<size_t> pick(0, alphabet.size() - 1);
    const size_t at = pos(rng);
    switch (rng() % 3) {
      case 0: s[at] = alphabet[pick(rng)]; break;
      case 1: s.insert(at, 1, alphabet[pick(rng)]); break;
      default: s.erase(at, 1);
    }
  }
  return s;
}

template <class Read>
void fuzz(Read read, const std::vector<std::string>& valid, const std::string& alphabet, bool truncations_fail) {
  std::mt19937 rng(20261129);  // deterministic
  int errors = 0, oks = 0;
  for (int i = 0; i < 1500; ++i) {
    auto r = read(random_bytes(rng, rng() % 400));
    CHECK_FALSE(r);  // random bytes are never a results file
  }
  for (const auto& v : valid) {
    for (int i = 0; i < 1000; ++i) {
      const size_t cut = rng() % (v.size() - 1);  // at least the last character goes
      auto r = read(v.substr(0, cut));
      if (truncations_fail) CHECK_FALSE(r);
      if (r) {
        ++oks;
        CHECK(check(*r));
      } else {
        ++errors;
        CHECK_FALSE((r.error().message.empty() && r.error().code.empty()));  // a text, or a catalogue code
      }
    }
    for (int i = 0; i < 1000; ++i) {
      auto r = read(mutate(rng, v, alphabet));
      if (r) {
        ++oks;
        CHECK(check(*r));
      } else {
        ++errors;
        CHECK_FALSE((r.error().message.empty() && r.error().code.empty()));  // a text, or a catalogue code
      }
    }
  }
  CHECK(errors > 0);
}

}  // namespace

TEST_CASE("Fuzz: the PBN importer gives an error value, never a crash, on random and broken files") {
  fuzz([](std::string_view t) { return read_pbn(t); },
       {write_pbn(sample::mitchell()), write_pbn(sample::howell()), write_pbn(sample::imp_pairs())},
       "[]\"\\;{}%#-. \n\t0123456789AKQJTNSEWXP=+", false);
}

TEST_CASE("Fuzz: the USEBIO importer gives an error value, never a crash, on random and broken files") {
  fuzz([](std::string_view t) { return read_usebio(t); },
       {write_usebio(sample::mitchell()), write_usebio(sample::howell()), write_usebio(sample::imp_pairs())},
       "<>/=\"&;# \n0123456789ANSEWX*-", true);
}
