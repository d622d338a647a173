#pragma once
// The hard limits, stated once: the largest values a movement, a VP scale or a score read from a
// file or typed as an option may take. Every reader checks a value against its limit before it
// allocates by it (a 138-byte .ASC once declared 20,000 pairs and took 5 GB), and refuses it with
// the catalogue's `limit.above` naming the field, the value and the limit. docs/movements.md
// (Limits) gives the same table to the director. Here, in libscore, because every library and
// reader already includes bandeja::score's types; constants only: no state, no I/O.
#include <cstddef>
#include <cstdint>
#include <string>

#include "bandeja/score/types.hpp"

namespace bandeja::limits {

// Tables in one movement (one section). A congress section rarely passes 50 tables; the largest
// one-section fields (a national pairs final, a big Swiss) stay well under 200.
inline constexpr int tables = 200;

// Rounds in one movement. A complete 16-table Howell is 31 rounds, a long Swiss 20; a movement
// file for a two-session day with one-board rounds stays under 100.
inline constexpr int rounds = 100;

// Boards played at a table in one round. Pairs play 1 to 10; a teams match played as one
// "round" of a movement may be 16, 24 or 32 boards; 64 is a whole day's match.
inline constexpr int boards_per_round = 64;

// Boards in a movement (its highest board number) and in a match on the VP scale. A session
// is 20 to 36 boards, a long teams match 64 (a Bermuda Bowl final 128, though not on VPs);
// 1000 is far beyond either.
inline constexpr int boards = 1000;

// Contestants in a movement: pairs, teams, or the players of an individual (a "pair" id of an
// individual is a player). Every seat of the largest room with a different player: 4 x tables.
inline constexpr int contestants = 4 * tables;

// Rows a movement file may list: one per table and round of the largest movement.
inline constexpr int rows = tables * rounds;

// The largest score, in points, a duplicate board can give one side (Law 77): seven of a suit or
// notrump redoubled, vulnerable, down thirteen: 2 x (200 + 12 x 300) = 7600. (The largest
// making score is 2980, 7NT redoubled vulnerable.) A score of a file beyond it is no score.
inline constexpr int score = 7600;

// Text read from CSV files (travellers, pairs, teams) and names from any file or the desk
// (formats::CsvStream, director::name_problem; docs/formats.md).
inline constexpr std::size_t kCsvFieldBytes = 4096;  // one field: a long note still fits
inline constexpr std::size_t kCsvFields = 256;       // fields of one record: a wide spreadsheet export
inline constexpr std::size_t kNameBytes = 200;       // a player's, team's or event's name (UTF-8 bytes)
inline constexpr std::size_t kIdBytes = 32;          // a pair id (1NS), a team number, a national id
inline constexpr std::size_t kPlayersPerPair = 4;    // a pair's players, substitutes included

// The refusal of a value above its limit: the field at fault ("tables", "boards per round"),
// what was asked for and the limit (the catalogue's `limit.above`). The value is taken in 64
// bits, so a file's 2147483647 or 99999999999 is named as written, not wrapped.
inline Error above(std::string field, std::int64_t value, int limit) {
  return error_code("limit.above", field, {field, std::to_string(value), std::to_string(limit)});
}
inline Error above(std::string field, const std::string& value, int limit) {
  return error_code("limit.above", field, {field, value, std::to_string(limit)});
}

}  // namespace bandeja::limits
