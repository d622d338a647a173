// Guide cards and pair cards (issue 3 part B): layout data and renderers.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "bandeja/movement/cards.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/movement/hesitation.hpp"
#include "bandeja/movement/mitchell.hpp"
#include "bandeja/movement/rainbow.hpp"
#include "bandeja/movement/rover.hpp"
#include "part_b_checks.hpp"

#include "cli.hpp"

using namespace bandeja;
using bandeja::test::count;
using bandeja::test::has;
using namespace bandeja::movement;
using namespace bandeja::present;


TEST_CASE("Board lists read as a director writes them: 1-3, 7, 9-10") {
  CHECK(board_list({1, 2, 3, 7, 9, 10}) == "1-3, 7, 9-10");
  CHECK(board_list({4}) == "4");
  CHECK(board_list({10, 9, 11}) == "9-11");
  CHECK(board_list({}) == "");
}

TEST_CASE("Guide card, 7-table Mitchell: the East-West pair goes up one table, the boards down one") {
  auto m = mitchell(partb::spec("mitchell", 7).bpr(3));
  REQUIRE(m);
  const auto cards = table_cards(*m);
  REQUIRE(cards.size() == 7);
  const TableCard& t3 = cards[2];
  CHECK(t3.table == 3);
  REQUIRE(t3.lines.size() == 7);
  const GuideLine& first = t3.lines[0];
  CHECK(first.ns == std::optional<PairId>("3NS"));
  CHECK(first.ew == std::optional<PairId>("3EW"));
  CHECK(first.boards == std::vector<int>{7, 8, 9});
  CHECK(first.ew_next.kind == PairNext::Kind::Table);
  CHECK(first.ew_next.table == 4);
  CHECK_FALSE(first.ew_next.north_south);
  CHECK(first.boards_next.kind == BoardsNext::Kind::Tables);
  CHECK(first.boards_next.tables == std::vector<int>{2});
  // Table 7 sends its East-West pair round to table 1, table 1 its boards round to table 7.
  CHECK(cards[6].lines[0].ew_next.table == 1);
  CHECK(cards[0].lines[0].boards_next.tables == std::vector<int>{7});
  // The last round goes nowhere.
  CHECK(t3.lines[6].ew_next.kind == PairNext::Kind::End);
  CHECK(t3.lines[6].boards_next.kind == BoardsNext::Kind::End);

  const std::string text = render_text(*m, t3, Lang::En);
  CHECK(has(text, "TABLE 3"));
  CHECK(has(text, "7-table Mitchell"));
  CHECK(has(text, "1      3NS  3EW  7-9     table 4   table 2"));
}

TEST_CASE("Guide card, 8-table relay Mitchell: boards go to the bye stand, tables 1 and 8 share") {
  auto m = mitchell(partb::spec("mitchell", 8).bpr(2).relay(true));
  REQUIRE(m);
  const auto cards = table_cards(*m);
  CHECK(cards[0].lines[0].share_with == std::vector<int>{8});
  CHECK(cards[7].lines[0].share_with == std::vector<int>{1});
  // Some table hands its boards to the stand between tables 4 and 5 each round.
  int to_stand = 0;
  for (const TableCard& c : cards)
    for (const GuideLine& l : c.lines)
      if (l.boards_next.kind == BoardsNext::Kind::Stand) {
        ++to_stand;
        CHECK(l.boards_next.after_table == 4);
      }
  CHECK(to_stand == m->rounds - 1);
  for (const TableCard& c : cards)
    for (const GuideLine& l : c.lines)
      if (l.boards_next.kind == BoardsNext::Kind::Stand) {
        CHECK(has(render_text(*m, c, Lang::En), "bye stand after table 4"));
        CHECK(has(render_text(*m, c, Lang::Es), "atril tras la mesa 4"));
      }
  CHECK(!cards[3].lines[0].stands_after.empty());
  const std::string es = render_text(*m, cards[0], Lang::Es);
  CHECK(has(es, "MESA 1"));
  CHECK(has(es, "comparte con la mesa 8"));
  CHECK(has(es, "Norte-Sur"));
  CHECK(has(es, "Este-Oeste"));
  CHECK(has(es, "Tableros"));
}

TEST_CASE("Guide card, Hesitation Mitchell: at the last table the East-West pair stays, North-South next round") {
  auto m = hesitation_mitchell(partb::spec("hesitation", 5).bpr(2).arrows({6}));  // round 2 not switched
  REQUIRE(m);
  const auto cards = table_cards(*m);
  const GuideLine& l = cards[4].lines[0];
  CHECK(l.ew_next.table == 5);
  CHECK(l.ew_next.north_south);
  CHECK(l.ns_next.table == 1);
  CHECK_FALSE(l.ns_next.north_south);
  const std::string text = render_text(*m, cards[4], Lang::En);
  CHECK(has(text, "N-S next"));
  CHECK(has(text, "table 5 N-S"));
  CHECK(has(text, "table 1 E-W"));
}

TEST_CASE("Pair card, 5-table Mitchell: 3EW plays at tables 3, 4, 5, 1, 2 against their North-South pairs") {
  auto m = mitchell(partb::spec("mitchell", 5).bpr(3));
  REQUIRE(m);
  const auto cards = pair_cards(*m);
  REQUIRE(cards.size() == 10);
  const PairCard* c = nullptr;
  for (const auto& x : cards)
    if (x.pair == "3EW") c = &x;
  REQUIRE(c);
  std::vector<int> tables;
  for (const PairLine& l : c->lines) {
    tables.push_back(l.table);
    CHECK(l.seat == PairLine::Seat::EW);
    REQUIRE(l.opponents.size() == 1);
    CHECK(l.opponents[0] == std::to_string(l.table) + "NS");
  }
  CHECK(tables == std::vector<int>{3, 4, 5, 1, 2});
  CHECK(c->lines[0].boards == std::vector<int>{7, 8, 9});
  const std::string es = render_text(*m, *c, Lang::Es);
  CHECK(has(es, "PAREJA 3EO"));
  CHECK(has(es, "Este-Oeste"));
  CHECK(has(es, "Rivales"));
}

TEST_CASE("Pair card: a pair that sits out says so (half table, and the pair a rover displaces)") {
  auto half = mitchell(partb::spec("mitchell", 5).bpr(2).pairs(9));
  REQUIRE(half);
  int sits = 0;
  for (const PairCard& c : pair_cards(*half))
    for (const PairLine& l : c.lines)
      if (l.seat == PairLine::Seat::SitOut) {
        ++sits;
        CHECK(l.boards.empty());
      }
  CHECK(sits == 5);  // one East-West pair each round
  auto rover = rover_mitchell(partb::spec("rover", 5).bpr(2));
  REQUIRE(rover);
  const auto cards = pair_cards(*rover);
  const PairCard& p1 = cards[0];
  CHECK(p1.pair == "1NS");
  CHECK(p1.lines[1].seat == PairLine::Seat::SitOut);  // the rover takes table 1 in round 2
  CHECK(has(render_text(*rover, p1, Lang::En), "sits out"));
  CHECK(has(render_text(*rover, p1, Lang::Es), "descansa"));
}

TEST_CASE("Player card, Rainbow individual: seat, partner and both opponents each round") {
  auto m = rainbow_individual(partb::spec("rainbow", 5).bpr(1));
  REQUIRE(m);
  const auto cards = pair_cards(*m);
  REQUIRE(cards.size() == 20);
  const PairCard& p3 = cards[2];  // North player 3
  CHECK(p3.pair == "3");
  const PairLine& l = p3.lines[1];  // round 2: table 3, partner 12, opponents 6 and 20
  CHECK(l.table == 3);
  CHECK(l.seat == PairLine::Seat::North);
  CHECK(l.partner == std::optional<PairId>("12"));
  CHECK(l.opponents == std::vector<PairId>{"6", "20"});
  const PairLine& w = cards[19].lines[1];  // player 20, West
  CHECK(w.seat == PairLine::Seat::West);
  CHECK(w.partner == std::optional<PairId>("6"));
  const std::string es = render_text(*m, cards[19], Lang::Es);
  CHECK(has(es, "JUGADOR 20"));
  CHECK(has(es, "Oeste"));
  CHECK(has(es, "Compañero"));
}

TEST_CASE("HTML cards: one card per page, A4 or Letter, large type, every text escaped") {
  auto m = mitchell(partb::spec("mitchell", 3).bpr(2));
  REQUIRE(m);
  m->summary = {Note{"", {}, "Club <night> & \"friends\"", ""}};  // a description as a file wrote it
  m->notes = {Note{"", {}, "Tea at 'half time' <b>", ""}};  // a note as an older file wrote it
  const auto tables = table_cards(*m);
  const auto pairs = pair_cards(*m);
  const std::string a4 = render_html(*m, tables, pairs, Lang::En, Paper::A4);
  CHECK(a4.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(has(a4, "<html lang=\"en\">"));
  CHECK(has(a4, "<meta charset=\"utf-8\">"));
  CHECK(has(a4, "@page { size: A4 portrait;"));
  CHECK(has(a4, "page-break-after: always"));
  CHECK(count(a4, "<section class=\"card\"") == 3 + 6);
  CHECK(has(a4, "Club &lt;night&gt; &amp; &quot;friends&quot;"));
  CHECK(has(a4, "Tea at &#39;half time&#39; &lt;b&gt;"));
  CHECK_FALSE(has(a4, "<night>"));
  CHECK_FALSE(has(a4, "&#39; <b>"));  // <b> only as the card's own markup
  CHECK(has(a4, "--f: 20pt"));
  const std::string letter = render_html(*m, tables, {}, Lang::Es, Paper::Letter);
  CHECK(has(letter, "@page { size: letter portrait;"));
  CHECK(has(letter, "<html lang=\"es\">"));
  CHECK(has(letter, "<h1>Mesa 2</h1>"));
  CHECK(count(letter, "<section class=\"card\"") == 3);
}

TEST_CASE("Cards work for a movement loaded from a file: no board sets, no pair list") {
  Movement m;
  m.type = "custom";
  m.summary = {Note{"", {}, "2 tables by hand", ""}};
  m.tables = 2;
  m.rounds = 2;
  m.boards_per_round = 1;
  m.boards = 2;
  m.rows = {partb::row(1, 1, "A", "B", {1}), partb::row(1, 2, "C", "D", {2}), partb::row(2, 1, "A", "D", {2}),
            partb::row(2, 2, "C", "B", {1})};
  const auto tables = table_cards(m);
  CHECK(tables[0].lines[0].boards_next.tables == std::vector<int>{2});
  CHECK(tables[0].lines[0].ew_next.table == 2);
  const auto pairs = pair_cards(m);
  REQUIRE(pairs.size() == 4);
  CHECK(pairs[1].pair == "B");
  CHECK(pairs[1].lines[1].table == 2);
  CHECK(pairs[1].lines[1].opponents == std::vector<PairId>{"C"});
}

namespace {

// The <section> of the `n`th card (from 0) in a document of cards.
std::string card_section(const std::string& html, int n) {
  std::size_t start = html.find("<section class=\"card\"");
  for (int i = 0; i < n && start != std::string::npos; ++i) start = html.find("<section class=\"card\"", start + 1);
  if (start == std::string::npos) return "";
  const std::size_t end = html.find("</section>", start);
  return html.substr(start, end == std::string::npos ? std::string::npos : end + 10 - start);
}

// A stand-in for formats::qr_svg (this library draws no QR code): the card writes it as it is.
const std::string fake_qr = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 29 29\" width=\"116\" "
                            "height=\"116\" role=\"img\"><rect width=\"29\" height=\"29\" fill=\"#fff\"/>"
                            "<path d=\"M4 4h7v1h-7z\" fill=\"#000\"/></svg>";

}  // namespace

TEST_CASE("A table's guide card with a link shows its QR code once, a caption in the card's language and the escaped URL") {
  auto m = mitchell(partb::spec("mitchell", 3).bpr(2));
  REQUIRE(m);
  const auto tables = table_cards(*m);
  const std::string url = "http://192.168.1.20:8080/t/AbCd<Ef>&x=\"1\"";
  const std::map<int, TableLinkCard> links{{2, {url, fake_qr}}};
  const std::string en = render_html(*m, tables, {}, Lang::En, Paper::A4, links);
  const std::string card = card_section(en, 1);
  REQUIRE(has(card, "<h1>Table 2</h1>"));
  CHECK(count(card, "<svg") == 1);
  CHECK(has(card, fake_qr));  // the SVG is trusted: written as it is
  CHECK(has(card, "Scan to enter your results at this table"));
  CHECK(has(card, "<p class=\"url\">http://192.168.1.20:8080/t/AbCd&lt;Ef&gt;&amp;x=&quot;1&quot;</p>"));
  CHECK_FALSE(has(en, "AbCd<Ef>"));
  CHECK(count(en, "<svg") == 1);  // only the linked table has a code
  CHECK(has(en, "div.qr svg { display: block; width: 40mm; height: 40mm;"));  // about 4 cm square
  // The code comes before the table of rounds, beside the title: the card's height grows little.
  CHECK(card.find("<svg") < card.find("<table>"));

  const std::string es = render_html(*m, tables, {}, Lang::Es, Paper::A4, links);
  const std::string tarjeta = card_section(es, 1);
  REQUIRE(has(tarjeta, "<h1>Mesa 2</h1>"));
  CHECK(count(tarjeta, "<svg") == 1);
  CHECK(has(tarjeta, "Escanee para introducir los resultados de esta mesa"));
  CHECK_FALSE(has(tarjeta, "Scan to enter"));
  CHECK(has(tarjeta, "&lt;Ef&gt;"));
}

TEST_CASE("A guide card without a link is as it was: no QR code, no caption, the same HTML") {
  auto m = mitchell(partb::spec("mitchell", 3).bpr(2));
  REQUIRE(m);
  const auto tables = table_cards(*m);
  const auto pairs = pair_cards(*m);
  const std::string plain = render_html(*m, tables, pairs, Lang::En, Paper::A4);
  CHECK(render_html(*m, tables, pairs, Lang::En, Paper::A4, {}) == plain);
  CHECK_FALSE(has(plain, "<svg"));
  CHECK_FALSE(has(plain, "div.qr"));
  CHECK_FALSE(has(plain, "Scan to enter"));
  // With a link for table 2 only, every other card (tables 1 and 3, the pairs' cards) is unchanged.
  const std::string linked =
      render_html(*m, tables, pairs, Lang::En, Paper::A4, {{2, {"http://10.0.0.1:8080/t/x", fake_qr}}});
  for (int n : {0, 2, 3, 8}) {
    CAPTURE(n);
    CHECK(card_section(linked, n) == card_section(plain, n));
  }
  CHECK(card_section(linked, 1) != card_section(plain, 1));
  // A link for a table the movement does not have shows nowhere.
  const std::string stray = render_html(*m, tables, pairs, Lang::En, Paper::A4, {{9, {"http://x/t/y", fake_qr}}});
  CHECK_FALSE(has(stray, "<svg"));
  CHECK_FALSE(has(stray, "http://x/t/y"));
}
