#pragma once
// Cards for the tables and the players, from any movement (Mitchell, Howell, teams, individual):
// a guide card for each table (per round: the North-South and East-West pair, the boards, where
// each pair and the boards go next, share and relay notes) and a card for each pair (per round:
// table, direction, opponents, boards) or, in an individual, for each player. Layout data first
// (plain values, testable), then renderers to plain text and to print-ready HTML (one card per
// page, A4 or Letter, large type). Pure: returns strings, writes nothing.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::movement {

// Where a pair goes after a round.
struct PairNext {
  enum class Kind { Table, SitOut, End } kind = Kind::End;
  int table = 0;
  bool north_south = false;  // the seat at that table (for an individual: North or South)
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
};

struct TableCard {
  int table = 0;
  std::vector<GuideLine> lines;  // one per round; a round without a row is left out
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

// Plain text, one card per string.
std::string render_text(const Movement& m, const TableCard& card, Lang lang);
std::string render_text(const Movement& m, const PairCard& card, Lang lang);

enum class Paper { A4, Letter };

// A table's own link into the server (`bandeja serve`), printed on its guide card for the
// players to scan: the URL and its QR code as an SVG element, drawn by the caller (formats::qr_svg;
// this library draws no QR codes). The SVG is written into the page as it is, so it must come
// from the QR drawing, never from what somebody typed; the URL is escaped.
struct TableLinkCard {
  std::string url;
  std::string qr_svg;
};

// One HTML5 document holding the given cards, one per printed page, for `paper`. A table with
// an entry in `links` (by table number) shows its QR code, about 4 cm square, beside the card's
// title, with a line telling the players to scan it and the URL in small type under it.
std::string render_html(const Movement& m, const std::vector<TableCard>& tables,
                        const std::vector<PairCard>& pairs, Lang lang, Paper paper = Paper::A4,
                        const std::map<int, TableLinkCard>& links = {});

// The movement's one-line description in `lang` (English when it has no Spanish one).
const std::string& description(const Movement& m, Lang lang);

// Text made safe inside HTML: & < > " ' escaped.
std::string html_escape(std::string_view text);

}  // namespace bandeja::movement
