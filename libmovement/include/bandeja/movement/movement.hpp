#pragma once
// A movement is a value: for each round and table, who sits North-South, who sits East-West,
// and which boards they play. Generators produce it, files load it, the validator checks it,
// renderers print it. Nothing here does I/O.
#include <optional>
#include <string>
#include <vector>

namespace bandeja::movement {

// A pair id, unique within a movement: "1NS"/"1EW" in a two-winner Mitchell, "1".."2T" in a
// Howell. For an individual movement a "pair" is a partnership label of two player ids.
using PairId = std::string;

// One table in one round. A side that sits out (odd number of pairs, phantom) is nullopt.
// A relay or bye stand has no row. Two rows in one round with the same boards are a share.
struct Row {
  int round = 0;  // 1-based
  int table = 0;  // 1-based
  std::optional<PairId> ns;
  std::optional<PairId> ew;
  std::vector<int> boards;  // board numbers played at this table this round
  // Which copy of the boards this table plays (1 unless the boards are duplicated, as in a Web
  // Mitchell or a teams match where every match has its own copy). Rows in one round with the
  // same boards and the same copy are a share.
  int copy = 1;
  friend bool operator==(const Row&, const Row&) = default;
};

struct Movement {
  std::string type;         // "mitchell", "howell", ... (see `bandeja movement list`)
  std::string description;  // one line a director reads: "7-table Mitchell, 7 rounds of 3 boards"
  int tables = 0;
  int rounds = 0;
  int boards_per_round = 0;
  int boards = 0;    // total boards in play
  int winners = 2;   // 1 = one-winner (Howell, arrow-switched Mitchell), 2 = NS and EW fields
  // An individual (Rainbow): each pair id is a partnership "N+S" or "E+W" of two player ids
  // joined by '+', and the rules (no replay, one place at a time) hold for every player.
  bool individual = false;
  std::vector<PairId> pairs;  // every pair id, in display order
  std::vector<Row> rows;      // ordered by round, then table
  friend bool operator==(const Movement&, const Movement&) = default;
};

}  // namespace bandeja::movement
