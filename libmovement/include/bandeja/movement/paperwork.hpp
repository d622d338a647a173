#pragma once
// The evening's paperwork that a movement decides, laid on the tables before play: pickup slips
// (one per table and board played), blank travellers (one per board, a row for every N-S pair
// that plays it) and personal score cards (one per pair, or per player in an individual: a row
// per board). Layout data (plain values the tests check against the movement's rows) and the
// page layout (which items share a printed page); the presentation layer (apps/present,
// bandeja/present/paperwork.hpp) renders them to print-ready HTML in the director's language.
//
// Dealer and vulnerability are Law 2's (libscore), unless the caller gives a board's own.
// Pure: no I/O; returns values.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bandeja/movement/cards.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::movement {

// A board's dealer and vulnerability as printed.
struct BoardFacts {
  score::Seat dealer = score::Seat::North;
  score::Vulnerability vulnerability;
  friend bool operator==(const BoardFacts&, const BoardFacts&) = default;
};

// What the paperwork prints besides the movement. All of it optional.
struct PaperworkInfo {
  std::string event;                          // "Tuesday pairs"
  std::string date;                           // as it is to be printed ("2026-11-24")
  std::map<PairId, std::string> names;        // pair (or player) -> "Ana García – Luis Pérez"
  std::map<int, BoardFacts> boards;           // a board's own dealer and vulnerability; else Law 2
  Paper paper = Paper::A4;
  int per_page = 1;                           // travellers and score cards: 1 or 2 a page
  bool imps = false;                          // the travellers' points columns are IMPs, not MP
};

// The dealer and vulnerability `info` prints for `board`: its own, or Law 2's.
BoardFacts board_facts(const PaperworkInfo& info, int board);

// ---- pickup slips

struct PickupSlip {
  int round = 0, table = 0, board = 0;
  PairId ns, ew;
  BoardFacts facts;
  friend bool operator==(const PickupSlip&, const PickupSlip&) = default;
};

// One slip per row with two pairs and per board of that row, by round, then table, then board
// (a row with an empty side, a sit-out, has none).
std::vector<PickupSlip> pickup_slips(const Movement& m, const PaperworkInfo& info = {});

// Slips a printed page holds: 2 columns × 4, cut lines between them.
inline constexpr int kSlipsPerPage = 8;
int slip_pages(int slips);  // ceil(slips / kSlipsPerPage), at least 1

// ---- travellers

struct TravellerRow {
  int round = 0, table = 0;
  PairId ns, ew;
  friend bool operator==(const TravellerRow&, const TravellerRow&) = default;
};

struct Traveller {
  int board = 0;
  BoardFacts facts;
  std::vector<TravellerRow> rows;  // every N-S pair that plays the board, by round then table
  friend bool operator==(const Traveller&, const Traveller&) = default;
};

// One traveller per board played, by board number.
std::vector<Traveller> travellers(const Movement& m, const PaperworkInfo& info = {});

// ---- personal score cards

struct ScoreCardRow {
  int round = 0, table = 0;
  PairLine::Seat seat = PairLine::Seat::SitOut;  // SitOut: a round without a board to play
  std::optional<PairId> partner;                 // an individual's partner that round
  std::vector<PairId> opponents;
  std::optional<int> board;                      // none on a sit-out row
  friend bool operator==(const ScoreCardRow&, const ScoreCardRow&) = default;
};

struct ScoreCard {
  PairId pair;                     // the pair, or the player in an individual
  std::vector<ScoreCardRow> rows;  // by round; one per board, one for a round sat out
};

// One card per pair (per player in an individual), as pair_cards lists them.
std::vector<ScoreCard> score_cards(const Movement& m);

// ---- pages

// The rows of a traveller (or score card) that still fit when two share a page.
inline constexpr int kRowsForTwoAPage = 10;

// Which items share each printed page: one a page, or with `per_page` 2 two consecutive items
// a page when both have at most kRowsForTwoAPage rows (an item with more prints alone).
// `rows` is each item's number of rows. Indices into the items, in order.
std::vector<std::vector<int>> pack_pages(const std::vector<int>& rows, int per_page);

}  // namespace bandeja::movement
