#pragma once
// The names USEBIO gives the hands of a deal, shared by its writer and its reader.
#include <utility>

namespace bandeja::formats::detail {

// A hand record as USEBIO/HANDSET writes it (as Cobalt and Compscore do): one HAND per seat,
// DIRECTION as a word, one element per suit. Deal's suits are spades, hearts, diamonds, clubs.
inline constexpr const char* kHandDirections[4] = {"North", "East", "South", "West"};
inline constexpr std::pair<const char*, int> kHandSuits[4] = {{"SPADES", 0}, {"HEARTS", 1}, {"DIAMONDS", 2}, {"CLUBS", 3}};

}  // namespace bandeja::formats::detail
