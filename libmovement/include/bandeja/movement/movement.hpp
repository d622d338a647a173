#pragma once
// A movement is a value: for each round and table, who sits North-South, who sits East-West,
// and which boards they play. Generators produce it, files load it, the validator checks it,
// renderers print it. Nothing here does I/O.
#include <optional>
#include <set>
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
  std::optional<PairId> ns;  // the pair that sits North-South this round (after any arrow-switch)
  std::optional<PairId> ew;  // the pair that sits East-West this round
  std::vector<int> boards;   // board numbers played at this table this round
  int board_set = 0;         // 1-based index into Movement::board_sets; 0 = not known (files)
  bool arrow_switch = false; // the pairs sit the other way round from the movement's usual
                             // direction (one-winner Mitchell): `ns` holds the switched pair
  friend bool operator==(const Row&, const Row&) = default;
};

// Boards that are not at a table in a round: on a relay table (boards waiting, Howell) or on a
// bye stand (Mitchell, even tables). Cards print them so the boards are moved correctly.
enum class StandKind { Relay, Bye };

struct Stand {
  int round = 0;
  int board_set = 0;    // 1-based index into Movement::board_sets
  StandKind kind = StandKind::Relay;
  int after_table = 0;  // the stand sits between table after_table and after_table + 1
  friend bool operator==(const Stand&, const Stand&) = default;
};

// A director's note on a movement (skip, relay, share, phantom, how the pairs and boards move),
// as a catalogue code and its language-neutral arguments ("movement.note.skip", {"4"}); the
// presentation says it in the director's language (bandeja/present/movement.hpp). A note of an
// older movement file, written there as text, has no code: it is shown as its text (`text_es`,
// the file's Spanish of it, to a Spanish director when the file gave one).
struct Note {
  std::string code;               // catalogue code; empty: an older file's text
  std::vector<std::string> args;  // the code's arguments
  std::string text, text_es;      // an older file's note, as written
  friend bool operator==(const Note&, const Note&) = default;
};

struct Movement {
  std::string type;         // "mitchell", "howell", ... (see `bandeja movement list`)
  // What the movement is, the line a director reads ("7-table Mitchell, 7 rounds of 3 boards,
  // skip"), in parts the presentation says in the director's language and joins with commas:
  // the kind and size, the rounds and boards, then each feature, each a catalogue code
  // ("movement.summary.mitchell", {"7"}). A movement read from a file (an .ASC's comment, an
  // older JSON's "description") has one part, that text as written.
  std::vector<Note> summary;
  int tables = 0;
  int rounds = 0;
  int boards_per_round = 0;
  int boards = 0;    // total boards in play
  int winners = 2;   // 1 = one-winner (Howell, arrow-switched Mitchell), 2 = NS and EW fields
  // An individual (Rainbow): each pair id is a partnership "N+S" or "E+W" of two player ids
  // joined by '+'; `pairs` lists the player ids; no replay / one place at a time hold for every
  // player. (Added by issue 3 part B for rainbow.cpp and cards.cpp.)
  bool individual = false;
  std::vector<PairId> pairs;  // every pair id, in display order
  std::vector<Row> rows;      // ordered by round, then table
  // Added by the generators (files may leave them empty):
  std::vector<std::vector<int>> board_sets;  // set s (1-based) -> its board numbers
  std::vector<Stand> stands;                 // sets away from the tables, per round
  std::vector<Note> notes;                   // director's notes: skip, relay, share, phantom
  friend bool operator==(const Movement&, const Movement&) = default;
};

// Board numbers of set `set` (1-based) when every set holds `boards_per_set` boards:
// set s = boards (s-1)*B+1 .. s*B.
std::vector<int> set_boards(int set, int boards_per_set);

// The pairs with a seat in round `round` of `rows`, a phantom's table included: a pair (or a
// team's pairs) not among them sits the round out, or has a Swiss bye.
std::set<PairId> seated_in_round(const std::vector<Row>& rows, int round);

// The row at (round, table), or nullptr when the table has no row that round.
const Row* find_row(const Movement& m, int round, int table);

// Every row by (round, table), each found in constant time, for a caller that walks the whole
// grid (find_row per cell scans the rows: rounds x tables x rows, 4 x 10^8 steps at the limits).
// Its answer is always find_row's (the first row of a cell; a cell outside 1..rounds x
// 1..tables is scanned for). `m` must outlive the grid and keep its rows meanwhile.
class RowGrid {
 public:
  explicit RowGrid(const Movement& m);
  const Row* at(int round, int table) const;  // nullptr when the table has no row that round

 private:
  const Movement* m_;
  bool indexed_ = false;  // false for a grid beyond limits::rows cells: at() scans instead
  std::vector<const Row*> cells_;
};

// Rows sorted by round then table; fills `pairs` (in first-seen order) when it is empty.
void normalise(Movement& m);

}  // namespace bandeja::movement
