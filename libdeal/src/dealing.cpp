#include "bandeja/deal/dealing.hpp"

#include <limits>
#include <numeric>

namespace bandeja::deal {

std::uint64_t uniform_below(const Words& words, std::uint64_t n) {
  if (n <= 1) return 0;
  // The largest multiple of n that fits: words at or above it are drawn again.
  const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
  while (true) {
    const std::uint64_t w = words();
    if (w < limit) return w % n;
  }
}

Deal random_deal(const Words& words) {
  std::array<int, 52> deck;  // card c: suit c / 13 (spades first), rank kRanks[c % 13]
  std::iota(deck.begin(), deck.end(), 0);
  for (int i = 51; i >= 1; --i) {
    const auto j = static_cast<int>(uniform_below(words, static_cast<std::uint64_t>(i) + 1));
    std::swap(deck[i], deck[j]);
  }
  // Each hand's cards sorted: suit by suit, high to low, as every holding is kept.
  Deal d;
  for (int seat = 0; seat < 4; ++seat) {
    std::array<int, 13> hand;
    std::copy(deck.begin() + seat * 13, deck.begin() + seat * 13 + 13, hand.begin());
    std::sort(hand.begin(), hand.end());
    for (int c : hand) d.hands[seat][c / 13] += kRanks[c % 13];
  }
  return d;
}

namespace {
std::mt19937_64 engine_for(std::uint64_t seed, int board) {
  std::seed_seq seq{static_cast<std::uint32_t>(seed & 0xffffffffu), static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(board)};
  return std::mt19937_64(seq);
}
}  // namespace

SeededWords::SeededWords(std::uint64_t seed, int board) : engine_(engine_for(seed, board)) {}

Deal seeded_deal(std::uint64_t seed, int board) {
  SeededWords w(seed, board);
  return random_deal(std::ref(w));
}

}  // namespace bandeja::deal
