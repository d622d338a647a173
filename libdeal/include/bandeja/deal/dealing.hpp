#pragma once
// Dealing boards at random. Pure: the randomness comes from the caller, as a source of
// uniform 64-bit words: the operating system's secure randomness (the CLI's getrandom), or
// the documented reproducible generator below.
//
// A deal is a Fisher-Yates shuffle of the 52 cards: the deck in the order spades A..2,
// hearts, diamonds, clubs; for i from 51 down to 1, card i changes place with card j, j
// uniform in 0..i (uniform_below); then cards 0-12 go to North, 13-25 East, 26-38 South,
// 39-51 West. Every one of the 52!/(13!^4) deals is equally likely when the words are.
//
// Reproducible deals (`bandeja deal --seed S`): board b's words come from std::mt19937_64
// seeded with std::seed_seq{S mod 2^32, S div 2^32, b}. The C++ standard fixes both
// algorithms bit for bit, so a seed gives the same deals with every conforming compiler
// and library, and each board's deal depends only on the seed and its number (board 5 is
// the same whether 1-8 or 5-12 are dealt).
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

#include "bandeja/deal/deal.hpp"

namespace bandeja::deal {

// A source of uniform random 64-bit words.
using Words = std::function<std::uint64_t()>;

// A number uniform in 0..n-1 (n >= 1), by rejection: no modulo bias.
std::uint64_t uniform_below(const Words& words, std::uint64_t n);

// One deal from `words`, as above.
Deal random_deal(const Words& words);

// The reproducible generator of board `board` for `seed`.
class SeededWords {
 public:
  SeededWords(std::uint64_t seed, int board);
  std::uint64_t operator()() { return engine_(); }

 private:
  std::mt19937_64 engine_;
};

// Board `board`'s reproducible deal for `seed`.
Deal seeded_deal(std::uint64_t seed, int board);

}  // namespace bandeja::deal
