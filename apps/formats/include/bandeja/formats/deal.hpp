#pragma once
// A hand record in PBN's notation ("N:AKQ2.J4.T98.K32 ..."): the one reader and writer of
// the Deal tag. The deal itself is bandeja::deal::Deal (libdeal). Pure: parsing checks that
// there are 52 distinct cards, 13 in each hand.
#include <array>
#include <string>
#include <string_view>

#include "bandeja/deal/deal.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::formats {

using deal::Deal;

// Parses a PBN deal: "F:h h h h" where F is the first hand (N/E/S/W) and each h is
// "spades.hearts.diamonds.clubs", clockwise from F. Ranks in any order, upper or lower case,
// "10" accepted for T. One hand may be "-" (unknown, PBN 2.1 §3.4.11): it holds the 13 cards
// the other three do not. The error names what is wrong: a bad rank, a card twice, a hand of
// 12 cards, two hands unknown; as a deal.* code of the message catalogue (field "deal"), which
// the director renders in its language (`lang` is no longer used: every caller still passes it).
Result<Deal> parse_deal(std::string_view text, Lang lang = Lang::En);

// The PBN string, first hand `first`, ranks from high to low: "N:AKQ2.J4.T98.K32 ...".
std::string to_pbn(const Deal& d, score::Seat first = score::Seat::North);

}  // namespace bandeja::formats
