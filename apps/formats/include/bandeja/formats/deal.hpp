#pragma once
// A hand record: the 52 cards of one board, as PBN writes them ("N:AKQ2.J4.T98.K32 ...").
// Pure: parsing checks that there are 52 distinct cards, 13 in each hand.
#include <array>
#include <string>
#include <string_view>

#include "bandeja/score/types.hpp"

namespace bandeja::formats {

struct Deal {
  // hands[seat][suit]: seat N, E, S, W (score::Seat order); suit 0 = spades, 1 = hearts,
  // 2 = diamonds, 3 = clubs. Ranks from high to low with T for ten: "AKT2", "" for a void.
  std::array<std::array<std::string, 4>, 4> hands;
  friend bool operator==(const Deal&, const Deal&) = default;
};

// Parses a PBN deal: "F:h h h h" where F is the first hand (N/E/S/W) and each h is
// "spades.hearts.diamonds.clubs", clockwise from F. Ranks in any order, upper or lower case,
// "10" accepted for T. The error names what is wrong: a bad rank, a card twice, a hand of
// 12 cards.
Result<Deal> parse_deal(std::string_view text, Lang lang = Lang::En);  // errors in `lang`

// The PBN string, first hand `first`, ranks from high to low: "N:AKQ2.J4.T98.K32 ...".
std::string to_pbn(const Deal& d, score::Seat first = score::Seat::North);

}  // namespace bandeja::formats
