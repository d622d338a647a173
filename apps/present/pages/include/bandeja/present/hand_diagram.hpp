#pragma once
// How a board's hand record looks: the one renderer of the hand diagram and its double-dummy
// analysis, shared by the results site's board pages (site.hpp) and the printed hand-record
// sheets (hand_records.hpp). Pure: strings in, strings out.
//
// The diagram is a 3 × 3 grid, as club hand records print it:
//
//   board facts     North
//   West            compass    East
//   HCP             South
//
// the board facts (number, dealer, vulnerability) when asked for, each hand suit by suit with
// the suit symbols (hearts and diamonds red, ten as 10, a void as a dash), a compass naming the
// seats, and the high-card points of the four hands as a small compass of four numbers. Under
// it, when the board has an analysis, the double-dummy table (declarers N, S, E, W; strains
// NT ♠ ♥ ♦ ♣; the tricks each declarer takes) and the par line. Every text is in English or
// Spanish; the page around it styles it with hand_diagram_css() and its own sizes.
#include <string>
#include <string_view>

#include "bandeja/deal/analysis.hpp"
#include "bandeja/formats/event_record.hpp"

namespace bandeja::present {

struct DiagramParts {
  // The board's number, dealer and vulnerability in the top-left corner (a sheet prints them
  // there; a board page already says them in its heading).
  bool facts = true;
};

// `<div class="hand-record">`: the diagram (`div.deal`) when the board has a deal, then the
// analysis (`div.analysis`: dd_table_html and the par line) when it has one. The board number
// in the facts is an <h2>, the seats' names <h3>.
std::string hand_diagram_html(const formats::Board& board, Lang lang, DiagramParts parts = {});

// The double-dummy table: `<table class="dd">`, a caption, the columns NT ♠ ♥ ♦ ♣ (ST in
// Spanish; hearts and diamonds red), one row per declarer N, S, E, W (O in Spanish), each cell
// the tricks that declarer takes in that strain.
std::string dd_table_html(const deal::DoubleDummy& dd, Lang lang);

// The par line: "Par: NS 110 — 2♥ N, 2♥ S", "Par: EW 620 — 4♠ E" ("Par: EO 620 — 4♠ E" in
// Spanish, whose seats are N E S O), a sacrifice "Par: NS 500 — 5♦X-3 E", and passed out
// "Par: 0 — pass" ("Par: 0 — paso"). par_html is the same text with red hearts and diamonds.
std::string par_text(const deal::Par& par, Lang lang);
std::string par_html(const deal::Par& par, Lang lang);

// "Dealer: North · Vulnerable: None" ("Reparte: Norte · Vulnerable: Nadie").
std::string board_facts_text(const formats::Board& board, Lang lang);

// The style of the elements above (layout of the grid, the compasses, the table, red suits),
// for a page's style sheet; type sizes, borders and widths are the page's own.
std::string_view hand_diagram_css();

}  // namespace bandeja::present
