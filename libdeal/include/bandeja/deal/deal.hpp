#pragma once
// A hand record: the 52 cards of one board, and what a player or a check asks of it.
// Pure: no I/O. Its PBN notation ("N:AKQ2.J4.T98.K32 ...") is formats/deal.hpp.
#include <array>
#include <optional>
#include <string>

#include "bandeja/score/card.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::deal {

// The ranks from high to low, ten as T: the order every holding is kept in.
inline constexpr std::string_view kRanks = "AKQJT98765432";

// Suit indices of a hand, as PBN lists them: 0 spades, 1 hearts, 2 diamonds, 3 clubs.
int suit_index(score::Strain suit);        // Spades -> 0 ... Clubs -> 3 (never NoTrump)
score::Strain suit_of_index(int index);    // 0 -> Spades ... 3 -> Clubs

struct Deal {
  // hands[seat][suit]: seat N, E, S, W (score::Seat order); suit as suit_index. Ranks from
  // high to low with T for ten: "AKT2", "" for a void.
  std::array<std::array<std::string, 4>, 4> hands;
  friend bool operator==(const Deal&, const Deal&) = default;
};

// The holding of `seat` in `suit` ("AKT2", "" for a void).
const std::string& holding(const Deal& d, score::Seat seat, score::Strain suit);

// The holding as shown: the suit symbol then the ranks, ten as 10, a void as a dash: "♥K 10 3",
// "♣—".
std::string holding_text(const Deal& d, score::Seat seat, score::Strain suit);

// Who holds `card`; none when no hand holds it (a deal still incomplete).
std::optional<score::Seat> holder(const Deal& d, const score::Card& card);

// High-card points, 4-3-2-1.
int hcp(const Deal& d, score::Seat seat);

// Suit lengths, spades first.
std::array<int, 4> lengths(const Deal& d, score::Seat seat);

// The hand pattern, longest suit first: {5, 3, 3, 2}; written "5-3-3-2" by pattern_text.
std::array<int, 4> pattern(const Deal& d, score::Seat seat);
std::string pattern_text(const std::array<int, 4>& p);

// The player on lead against `declarer`: the next seat clockwise (Law 54A).
score::Seat opening_leader(score::Seat declarer);

// The partner of `seat`.
score::Seat partner(score::Seat seat);

}  // namespace bandeja::deal
