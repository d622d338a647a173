// How a board's hand record looks (hand_diagram.hpp), on the site's board pages as on the
// printed sheets: the double-dummy table's cells, the par line, the high-card points, the
// board's facts, both languages.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/present/hand_diagram.hpp"
#include "bandeja/present/site.hpp"
#include "hand_record_samples.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace bandeja::present;
using namespace sample;

TEST_CASE("Hand record: the double-dummy table gives each declarer's tricks in its strain's column, rows N S E W, columns NT ♠ ♥ ♦ ♣") {
  const std::string t = dd_table_html(distinct_dd(), Lang::En);
  CHECK(has(t, "<caption>Tricks double dummy</caption>"));
  CHECK(has(t, "<thead><tr><td></td><th scope=\"col\" title=\"No trumps\">NT</th><th scope=\"col\" title=\"Spades\"><span>\u2660</span></th>"
               "<th scope=\"col\" title=\"Hearts\"><span class=\"red\">\u2665</span></th>"
               "<th scope=\"col\" title=\"Diamonds\"><span class=\"red\">\u2666</span></th>"
               "<th scope=\"col\" title=\"Clubs\"><span>\u2663</span></th></tr></thead>"));
  // Each row: NT, spades, hearts, diamonds, clubs.
  const std::string n = "<tr><th scope=\"row\" title=\"Declarer: North\">N</th><td>4</td><td>3</td><td>2</td><td>1</td><td>0</td></tr>";
  const std::string s = "<tr><th scope=\"row\" title=\"Declarer: South\">S</th><td>0</td><td>13</td><td>12</td><td>11</td><td>10</td></tr>";
  const std::string e = "<tr><th scope=\"row\" title=\"Declarer: East\">E</th><td>9</td><td>8</td><td>7</td><td>6</td><td>5</td></tr>";
  const std::string w = "<tr><th scope=\"row\" title=\"Declarer: West\">W</th><td>5</td><td>4</td><td>3</td><td>2</td><td>1</td></tr>";
  for (const auto& row : {n, s, e, w}) CHECK_MESSAGE(has(t, row), row);
  CHECK(t.find(n) < t.find(s));
  CHECK(t.find(s) < t.find(e));
  CHECK(t.find(e) < t.find(w));
}

TEST_CASE("Hand record: the Spanish double-dummy table heads no trumps ST and names West O") {
  const std::string t = dd_table_html(distinct_dd(), Lang::Es);
  CHECK(has(t, "<caption>Bazas a doble muerto</caption>"));
  CHECK(has(t, "title=\"Sin triunfo\">ST</th>"));
  CHECK(has(t, "<th scope=\"row\" title=\"Declarante: Oeste\">O</th><td>5</td><td>4</td><td>3</td><td>2</td><td>1</td></tr>"));
}

TEST_CASE("Hand record: the par line names the side that scores it and the contracts with suit symbols, in both languages") {
  deal::Par ns{110, {par_contract("2H N"), par_contract("2H S")}};
  CHECK(par_text(ns, Lang::En) == "Par: NS 110 \u2014 2\u2665 N, 2\u2665 S");
  CHECK(par_text(ns, Lang::Es) == "Par: NS 110 \u2014 2\u2665 N, 2\u2665 S");
  CHECK(par_html(ns, Lang::En) == "Par: NS 110 \u2014 2<span class=\"red\">\u2665</span> N, 2<span class=\"red\">\u2665</span> S");
  deal::Par ew{-620, {par_contract("4S E"), par_contract("4S W")}};
  CHECK(par_text(ew, Lang::En) == "Par: EW 620 \u2014 4\u2660 E, 4\u2660 W");
  CHECK(par_text(ew, Lang::Es) == "Par: EO 620 \u2014 4\u2660 E, 4\u2660 O");
  CHECK(par_html(ew, Lang::En) == "Par: EW 620 \u2014 4\u2660 E, 4\u2660 W");
  deal::Par nt{-430, {par_contract("3NT+1 W")}};
  CHECK(par_text(nt, Lang::En) == "Par: EW 430 \u2014 3NT+1 W");
  CHECK(par_text(nt, Lang::Es) == "Par: EO 430 \u2014 3ST+1 O");
  // A doubled sacrifice scores for the side that doubled it.
  deal::Par sacrifice{500, {par_contract("5DX-3 E")}};
  CHECK(par_text(sacrifice, Lang::En) == "Par: NS 500 \u2014 5\u2666X-3 E");
  CHECK(par_html(sacrifice, Lang::En) == "Par: NS 500 \u2014 5<span class=\"red\">\u2666</span>X-3 E");
}

TEST_CASE("Hand record: a passed-out par reads 'Par: 0 — pass', 'Par: 0 — paso' in Spanish") {
  const deal::Par passed{0, {}};
  CHECK(par_text(passed, Lang::En) == "Par: 0 \u2014 pass");
  CHECK(par_text(passed, Lang::Es) == "Par: 0 \u2014 paso");
  CHECK(par_html(passed, Lang::Es) == "Par: 0 \u2014 paso");
}

TEST_CASE("Hand record: the HCP compass puts each hand's high-card points where the hand is") {
  const Board b = analysed_board(1);
  const std::string h = hand_diagram_html(b, Lang::En);
  CHECK(has(h, "<div class=\"hcp\" role=\"img\" aria-label=\"High-card points: North 21, East 14, South 5, West 0\" "
               "title=\"High-card points\"><span class=\"n\">21</span><span class=\"w\">0</span><span class=\"e\">14</span>"
               "<span class=\"s\">5</span><span class=\"label\">HCP</span></div>"));
  CHECK(has(hand_diagram_html(b, Lang::Es), "aria-label=\"Puntos de honor: Norte 21, Este 14, Sur 5, Oeste 0\""));
  CHECK(has(hand_diagram_html(b, Lang::Es), "<span class=\"label\">PH</span>"));
}

TEST_CASE("Hand record: the diagram shows the four hands with suit symbols, ten as 10, a void as a dash, hearts and diamonds red") {
  const std::string h = hand_diagram_html(analysed_board(1), Lang::En);
  CHECK(has(h, "<div class=\"hand north\">\n<h3>North</h3>\n<p><span>\u2660</span> A K Q 2</p>\n"
               "<p><span class=\"red\">\u2665</span> A K 2</p>\n<p><span class=\"red\">\u2666</span> K 3 2</p>\n"
               "<p><span>\u2663</span> Q 3 2</p>\n</div>"));
  CHECK(has(h, "<p><span class=\"red\">\u2666</span> 10 7 6 5</p>"));
  CHECK(has(hand_diagram_html(sample::mitchell().boards[0], Lang::En), "<div class=\"hand west\">\n<h3>West</h3>\n<p><span>\u2660</span> \u2014</p>"));
  CHECK(has(hand_diagram_html(analysed_board(1), Lang::Es), "<h3>Oeste</h3>"));
}

TEST_CASE("Hand record: the board's number, dealer and vulnerability head the diagram, unless the page already says them") {
  const Board b = analysed_board(6);  // dealer East, EW vulnerable
  const std::string with = hand_diagram_html(b, Lang::En);
  CHECK(has(with, "<h2 class=\"board-number\">Board <span class=\"n\">6</span></h2>\n<p>Dealer: <span class=\"v\">East</span></p>\n"
                  "<p>Vulnerable: <span class=\"v\">East-West</span></p>"));
  CHECK(has(hand_diagram_html(b, Lang::Es), "Tablero <span class=\"n\">6</span></h2>\n<p>Reparte: <span class=\"v\">Este</span></p>\n"
                                            "<p>Vulnerable: <span class=\"v\">Este-Oeste</span></p>"));
  CHECK_FALSE(has(hand_diagram_html(b, Lang::En, {.facts = false}), "class=\"facts\""));
  CHECK(board_facts_text(b, Lang::En) == "Dealer: East \u00b7 Vulnerable: East-West");
  CHECK(board_facts_text(b, Lang::Es) == "Reparte: Este \u00b7 Vulnerable: Este-Oeste");
}

TEST_CASE("Hand record: the double-dummy table and par come under the diagram only when the board has an analysis") {
  Board b = analysed_board(1);
  const std::string h = hand_diagram_html(b, Lang::En);
  REQUIRE(has(h, "<table class=\"dd\">"));
  CHECK(h.find("<div class=\"hand south\">") < h.find("<table class=\"dd\">"));
  CHECK(h.find("<table class=\"dd\">") < h.find("<p class=\"par\">Par: NS 110"));
  b.analysis.reset();
  CHECK_FALSE(has(hand_diagram_html(b, Lang::En), "class=\"analysis\""));
  CHECK_FALSE(has(hand_diagram_html(b, Lang::En), "Par:"));
}

TEST_CASE("Site: a board page with an analysis shows the double-dummy table and the par under the hand diagram") {
  EventRecord ev = sample::mitchell();
  ev.boards[0].analysis = deal::Analysis{distinct_dd(), deal::Par{-620, {par_contract("4S E")}}};
  const auto files = render_site(ev, Lang::En);
  const std::string& b1 = files.at("board-1.html");
  CHECK(has(b1, "<th scope=\"row\" title=\"Declarer: South\">S</th><td>0</td><td>13</td><td>12</td><td>11</td><td>10</td></tr>"));
  CHECK(has(b1, "<p class=\"par\">Par: EW 620 \u2014 4\u2660 E</p>"));
  CHECK(b1.find("class=\"deal\"") < b1.find("class=\"dd\""));
  CHECK(b1.find("class=\"dd\"") < b1.find("class=\"traveller\""));
  // The heading says the dealer and vulnerability; the diagram does not say them again.
  CHECK(has(b1, "<p class=\"meta\">Dealer: North \u00b7 Vulnerable: None</p>"));
  CHECK_FALSE(has(b1, "class=\"facts\""));
  // The same table in Spanish; a board without an analysis shows none.
  CHECK(has(render_site(ev, Lang::Es).at("board-1.html"), "<p class=\"par\">Par: EO 620 \u2014 4\u2660 E</p>"));
  CHECK_FALSE(has(files.at("board-2.html"), "class=\"dd\""));
  CHECK_FALSE(has(files.at("board-2.html"), "Par:"));
  // The style sheet lays it out.
  CHECK(has(files.at("style.css"), "table.dd"));
  CHECK(has(files.at("style.css"), ".deal .hcp"));
}

