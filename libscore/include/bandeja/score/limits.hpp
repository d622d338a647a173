#pragma once
// The hard limits on what any reader takes from a file or a command line, stated once. Every
// reader checks them before it allocates by them, and refuses with the limit and the field named
// (docs/formats.md lists them). Each is far beyond any real event, and small enough that a file
// at the limit is read in a moment and in little memory.
#include <cstddef>

namespace bandeja::limits {

// Text read from CSV files (travellers, pairs, teams) and names typed at the desk.
inline constexpr std::size_t kCsvFieldBytes = 4096;  // one field: a long note still fits
inline constexpr std::size_t kCsvFields = 256;       // fields of one record: a wide spreadsheet export
inline constexpr std::size_t kNameBytes = 200;       // a player's, team's or event's name (UTF-8 bytes)
inline constexpr std::size_t kIdBytes = 32;          // a pair id (1NS), a team number, a national id
inline constexpr std::size_t kPlayersPerPair = 4;    // a pair's players, substitutes included

}  // namespace bandeja::limits
