#pragma once
// Cards for the tables and the players, from any movement (Mitchell, Howell, teams, individual):
// a guide card for each table (per round: the North-South and East-West pair, the boards, where
// each pair and the boards go next, share and relay notes) and a card for each pair (per round:
// table, direction, opponents, boards) or, in an individual, for each player. Layout data first
// (plain values, testable), then renderers to plain text and to print-ready HTML: one card a
// page (or two, where they fit), A4 or Letter portrait, in type as large as the page allows
// (20pt at most), sized card by card from the card's own rounds and words so that every card of
// every movement fits its page. Pure: returns strings, writes nothing.
#include <map>
#include <optional>
#include <string>
#include <string_view>
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

// The players of each pair ("Ana García & Luis Pérez"), by pair id, where known.
using PairNames = std::map<PairId, std::string>;

// Plain text, one card per string. A pair card shows the pair's names and its opponents' when
// `names` has them. (An event's cards, with its name: render_text_cards.)
std::string render_text(const Movement& m, const TableCard& card, Lang lang);
std::string render_text(const Movement& m, const PairCard& card, Lang lang, const PairNames& names = {});

// A card's file name without extension: "table-03" (as wide as the largest table, two digits at
// least), "pair-3NS", "player-12" in an individual (an id's characters other than letters,
// digits, '-' and '+' become '_').
std::string card_file_stem(const Movement& m, const TableCard& card);
std::string card_file_stem(const Movement& m, const PairCard& card);

enum class Paper { A4, Letter };

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

struct CardDocument {
  std::string html;
  int cards = 0;
  int pages = 0;
  int per_page = 1;          // as printed: 1 when two a page was asked for and does not fit
  double smallest_pt = 0;    // the smallest body type of any card
  bool fits = true;          // every card fits its page (false only past kCardSmallestPt)
};

// A card as plain text and the name of its file without extension (card_file_stem).
struct TextCard {
  std::string file, text;
};

// Every card of the set as plain text, its guide cards first, each with the set's event and
// section beside the movement and, on a pair card, the set's names (its links are not printed).
std::vector<TextCard> render_text_cards(const CardSet& set, Lang lang);

// One HTML5 document of the sets' cards, every guide card of a set and then its pair cards, in
// order, `print.per_page` a page. A table with an entry in its set's `links` shows its QR code,
// about 4 cm square, beside the card's title, with a line telling the players to scan it and
// the URL in small type under it.
CardDocument render_cards(const std::vector<CardSet>& sets, Lang lang, CardPrint print = {});

// One movement's cards, one a page: render_cards of one set.
std::string render_html(const Movement& m, const std::vector<TableCard>& tables,
                        const std::vector<PairCard>& pairs, Lang lang, Paper paper = Paper::A4,
                        const std::map<int, TableLinkCard>& links = {});

// The movement's one-line description in `lang` (English when it has no Spanish one).
const std::string& description(const Movement& m, Lang lang);

// Text made safe inside HTML: & < > " ' escaped.
std::string html_escape(std::string_view text);

}  // namespace bandeja::movement
