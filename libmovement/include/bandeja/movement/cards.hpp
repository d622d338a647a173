#pragma once
// Cards for the tables and the players, from any movement (Mitchell, Howell, teams, individual):
// a guide card for each table (per round: the North-South and East-West pair, the boards, where
// each pair and the boards go next, share and relay notes) and a card for each pair (per round:
// table, direction, opponents, boards) or, in an individual, for each player. Layout data only:
// plain values, testable, without a word or a tag in them. The presentation layer
// (apps/present, bandeja/present/cards.hpp) renders them to plain text and to print-ready HTML,
// in the director's language, one or two cards a page, in type as large as the page allows.
// Pure: returns values, writes nothing.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::movement {

// Where a pair goes after a round: to a table (where it may sit out: the table's other side is
// empty, as at a Howell's phantom table), out of play for the round (no table has it), or home.
struct PairNext {
  enum class Kind { Table, SitOut, End } kind = Kind::End;
  int table = 0;
  bool north_south = false;  // the seat at that table (for an individual: North or South)
  bool sits_out = false;     // Table: nobody to play there next round
  friend bool operator==(const PairNext&, const PairNext&) = default;
};

// Where a table's boards go after a round.
struct BoardsNext {
  enum class Kind { Tables, Stand, End } kind = Kind::End;
  std::vector<int> tables;  // Tables: the table(s) that play them next (two when shared)
  int after_table = 0;      // Stand: the stand between after_table and after_table + 1
  StandKind stand = StandKind::Bye;
  friend bool operator==(const BoardsNext&, const BoardsNext&) = default;
};

struct GuideLine {
  int round = 0;
  std::optional<PairId> ns, ew;
  std::vector<int> boards;
  bool arrow_switch = false;
  PairNext ns_next, ew_next;
  BoardsNext boards_next;
  std::vector<int> share_with;  // other tables playing the same boards this round
  std::vector<int> stands_after;  // board sets on a stand just after this table this round
  friend bool operator==(const GuideLine&, const GuideLine&) = default;
};

struct TableCard {
  int table = 0;
  std::vector<GuideLine> lines;  // one per round; a round without a row is left out
  friend bool operator==(const TableCard&, const TableCard&) = default;
};

struct PairLine {
  int round = 0;
  enum class Seat { NS, EW, North, South, East, West, SitOut } seat = Seat::SitOut;
  int table = 0;
  std::optional<PairId> partner;     // individual: the partner this round
  std::vector<PairId> opponents;     // the pair (or the two players) at the other side
  std::vector<int> boards;
};

struct PairCard {
  PairId pair;  // the pair, or the player in an individual
  std::vector<PairLine> lines;  // one per round
};

std::vector<TableCard> table_cards(const Movement& m);
std::vector<PairCard> pair_cards(const Movement& m);

// "1-3", "1-3, 7, 9-10": board numbers as a director reads them.
std::string board_list(const std::vector<int>& boards);

// The players of each pair ("Ana García & Luis Pérez"), by pair id, where known (a pair card
// shows the pair's names and its opponents').
using PairNames = std::map<PairId, std::string>;

// A card's file name without extension: "table-03" (as wide as the largest table, two digits at
// least), "pair-3NS", "player-12" in an individual (an id's characters other than letters,
// digits, '-' and '+' become '_').
std::string card_file_stem(const Movement& m, const TableCard& card);
std::string card_file_stem(const Movement& m, const PairCard& card);

enum class Paper { A4, Letter };

// A sheet's size in millimetres, portrait: A4 210 × 297, Letter 215.9 × 279.4.
struct PaperSize {
  double width_mm = 0, height_mm = 0;
};
constexpr PaperSize paper_size(Paper p) { return p == Paper::Letter ? PaperSize{215.9, 279.4} : PaperSize{210, 297}; }

// A table's own link into the server (`bandeja serve`), printed on its guide card for the
// players to scan: the URL and its QR code as an SVG element, drawn by the caller (formats::qr_svg;
// this library draws no QR codes). The SVG is written into the page as it is, so it must come
// from the QR drawing, never from what somebody typed; the URL is escaped.
struct TableLinkCard {
  std::string url;
  std::string qr_svg;
};

// The cards of one movement (an event, or one section of a session) to print together.
struct CardSet {
  const Movement* movement = nullptr;
  std::vector<TableCard> tables;
  std::vector<PairCard> pairs;
  std::string event;                    // the event's name, shown with the movement ("" none)
  std::string section;                  // its section letter in a session ("" none)
  PairNames names;                      // shown on the pair cards: the pair's and its opponents'
  std::map<int, TableLinkCard> links;   // by table: the QR code on its guide card
};

struct CardPrint {
  Paper paper = Paper::A4;
  int per_page = 1;  // 1, or 2 (one above the other, a cut line between) where every card fits
};

// Type sizes of one card: the body's size in points; every other size is a fixed share of it.
inline constexpr double kCardLargestPt = 20;   // a short movement's cards
inline constexpr double kCardSmallestPt = 6;   // the floor; below it a card is printed as it is
inline constexpr double kHalfCardSmallestPt = 11;  // two a page only when every card keeps this

}  // namespace bandeja::movement
