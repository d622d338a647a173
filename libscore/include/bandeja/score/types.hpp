#pragma once
// The small words of the game, as value types shared by every library.
#include <expected>
#include <string>

namespace bandeja {

// Language of director-facing input and output.
enum class Lang { En, Es };

// An error value: a message that tells the director what is wrong and what to do.
struct Error {
  std::string message;
};

template <class T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(std::string message) {
  return std::unexpected<Error>(Error{std::move(message)});
}

}  // namespace bandeja

namespace bandeja::score {

enum class Strain { Clubs, Diamonds, Hearts, Spades, NoTrump };
enum class Doubling { Undoubled, Doubled, Redoubled };
enum class Seat { North, East, South, West };
enum class Side { NS, EW };

struct Vulnerability {
  bool ns = false;
  bool ew = false;
  bool of(Side s) const { return s == Side::NS ? ns : ew; }
  friend bool operator==(const Vulnerability&, const Vulnerability&) = default;
};

constexpr Side side_of(Seat s) {
  return (s == Seat::North || s == Seat::South) ? Side::NS : Side::EW;
}
constexpr Side other(Side s) { return s == Side::NS ? Side::EW : Side::NS; }
constexpr bool is_minor(Strain s) { return s == Strain::Clubs || s == Strain::Diamonds; }

}  // namespace bandeja::score
