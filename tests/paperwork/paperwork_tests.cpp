// Pickup slips, travellers and personal score cards: the layout data checked against the
// movement's own rows for every kind of movement, the pages they take, and the HTML's words
// (both languages) and escaping.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/paperwork.hpp"
#include "bandeja/present/paperwork.hpp"
#include "bandeja/score/board.hpp"

#include "cli.hpp"

using namespace bandeja;
using bandeja::test::count;
using bandeja::test::has;
using namespace bandeja::movement;
using namespace bandeja::present;

namespace {



struct Case {
  const char* what;
  Spec spec;
};

Spec spec(std::string type, int tables, int bpr, std::optional<int> pairs = {}, bool skip = false, bool relay = false,
          std::optional<int> rounds = {}) {
  Spec s;
  s.type = std::move(type);
  s.tables = tables;
  s.boards_per_round = bpr;
  s.pairs = pairs;
  s.skip = skip;
  s.relay = relay;
  s.rounds = rounds;
  return s;
}

// Every kind of movement the paperwork is printed for.
std::vector<Case> movements() {
  return {
      {"7-table Mitchell", spec("mitchell", 7, 3)},
      {"7-table Mitchell with a phantom (13 pairs)", spec("mitchell", 7, 3, 13)},
      {"8-table Mitchell with a skip", spec("mitchell", 8, 2, {}, true)},
      {"8-table Mitchell with a relay", spec("mitchell", 8, 2, {}, false, true)},
      {"4-table Howell with a phantom (7 pairs)", spec("howell", 4, 3, 7)},
      {"5-table Hesitation", spec("hesitation", 5, 3)},
      {"5-table Mitchell with a rover", spec("rover", 5, 3)},
      {"8-table Web Mitchell", spec("web", 8, 3, {}, false, false, 5)},
      {"4-table teams", spec("teams", 4, 4)},
      {"5-table Rainbow individual", spec("rainbow", 5, 3)},
  };
}

Movement generated(const Case& c) {
  auto m = generate(c.spec);
  REQUIRE_MESSAGE(m.has_value(), c.what << ": " << (m ? "" : m.error().message));
  return *m;
}

bool plays(const Row& r) { return r.ns && r.ew; }

}  // namespace

TEST_CASE("a pickup slip is printed for every board each table plays and none for a sit-out") {
  int sitouts_seen = 0;
  for (const Case& c : movements()) {
    INFO(c.what);
    const Movement m = generated(c);
    const auto slips = pickup_slips(m);
    // Expected: every (round, table, board) of a row with two pairs, by round, table, board.
    std::vector<std::tuple<int, int, int, PairId, PairId>> want;
    for (const Row& r : m.rows) {
      if (!plays(r)) {
        ++sitouts_seen;
        continue;
      }
      for (int b : r.boards) want.emplace_back(r.round, r.table, b, *r.ns, *r.ew);
    }
    std::sort(want.begin(), want.end());
    REQUIRE(slips.size() == want.size());
    for (size_t i = 0; i < slips.size(); ++i) {
      const auto& s = slips[i];
      CHECK(std::tie(s.round, s.table, s.board, s.ns, s.ew) ==
            std::tie(std::get<0>(want[i]), std::get<1>(want[i]), std::get<2>(want[i]), std::get<3>(want[i]), std::get<4>(want[i])));
      CHECK(s.facts.dealer == score::dealer(s.board));
      CHECK(s.facts.vulnerability == score::vulnerability(s.board));
    }
  }
  CHECK(sitouts_seen > 0);  // the phantom movements do have rows with an empty side
}

TEST_CASE("pickup slips come in round order, then table, then board, so each round is a bundle") {
  for (const Case& c : movements()) {
    INFO(c.what);
    const auto slips = pickup_slips(generated(c));
    CHECK(std::is_sorted(slips.begin(), slips.end(), [](const PickupSlip& a, const PickupSlip& b) {
      return std::tie(a.round, a.table, a.board) < std::tie(b.round, b.table, b.board);
    }));
  }
}

TEST_CASE("a 7-table Mitchell of 3 boards a round has 147 pickup slips on 19 pages of 8") {
  const Movement m = generated({"", spec("mitchell", 7, 3)});
  const auto slips = pickup_slips(m);
  CHECK(slips.size() == 147);
  CHECK(slip_pages(147) == 19);
  CHECK(slip_pages(8) == 1);
  CHECK(slip_pages(9) == 2);
  CHECK(slip_pages(0) == 1);
  // Round 1, table 3 plays boards 7-9, 3NS against 3EW.
  CHECK(slips[6] == PickupSlip{1, 3, 7, "3NS", "3EW", {score::dealer(7), score::vulnerability(7)}});
}

TEST_CASE("a traveller has one row per N-S pair that plays the board, in round order") {
  for (const Case& c : movements()) {
    INFO(c.what);
    const Movement m = generated(c);
    const auto ts = travellers(m);
    std::set<int> boards;
    for (const Row& r : m.rows)
      if (plays(r)) boards.insert(r.boards.begin(), r.boards.end());
    REQUIRE(ts.size() == boards.size());
    for (const Traveller& t : ts) {
      INFO("board " << t.board);
      CHECK(boards.contains(t.board));
      std::vector<TravellerRow> want;
      for (const Row& r : m.rows)
        if (plays(r) && std::find(r.boards.begin(), r.boards.end(), t.board) != r.boards.end())
          want.push_back({r.round, r.table, *r.ns, *r.ew});
      std::stable_sort(want.begin(), want.end(), [](const TravellerRow& a, const TravellerRow& b) {
        return std::tie(a.round, a.table) < std::tie(b.round, b.table);
      });
      CHECK(t.rows == want);
      CHECK(t.facts == BoardFacts{score::dealer(t.board), score::vulnerability(t.board)});
    }
    CHECK(std::is_sorted(ts.begin(), ts.end(), [](const Traveller& a, const Traveller& b) { return a.board < b.board; }));
  }
}

TEST_CASE("a 7-table Mitchell traveller for board 1 lists 1NS-1EW, 7NS-6EW, ... one N-S pair a round") {
  const auto ts = travellers(generated({"", spec("mitchell", 7, 3)}));
  REQUIRE(ts.size() == 21);
  REQUIRE(ts[0].rows.size() == 7);
  CHECK(ts[0].rows[0] == TravellerRow{1, 1, "1NS", "1EW"});
  CHECK(ts[0].rows[1] == TravellerRow{2, 7, "7NS", "6EW"});
  std::set<PairId> ns;
  for (const auto& r : ts[0].rows) ns.insert(r.ns);
  CHECK(ns.size() == 7);
}

TEST_CASE("a board's own dealer and vulnerability are printed when the event has them, Law 2's otherwise") {
  const Movement m = generated({"", spec("mitchell", 7, 3)});
  PaperworkInfo info;
  info.boards[1] = {score::Seat::West, {true, true}};
  const auto ts = travellers(m, info);
  CHECK(ts[0].facts == BoardFacts{score::Seat::West, {true, true}});
  CHECK(ts[1].facts == BoardFacts{score::Seat::East, {true, false}});  // board 2: East, N-S vulnerable
  CHECK(pickup_slips(m, info)[0].facts.dealer == score::Seat::West);
}

TEST_CASE("a score card has a row for every board the pair plays, with that round's table, direction and opponents") {
  for (const Case& c : movements()) {
    INFO(c.what);
    const Movement m = generated(c);
    const auto cards = score_cards(m);
    REQUIRE_FALSE(cards.empty());
    for (const ScoreCard& card : cards) {
      INFO("pair " << card.pair);
      std::map<int, int> rows_of_round;
      for (const ScoreCardRow& r : card.rows) {
        ++rows_of_round[r.round];
        if (r.seat == PairLine::Seat::SitOut) {
          CHECK_FALSE(r.board.has_value());
          continue;
        }
        REQUIRE(r.board.has_value());
        const Row* row = find_row(m, r.round, r.table);
        REQUIRE(row != nullptr);
        REQUIRE(plays(*row));
        CHECK(std::find(row->boards.begin(), row->boards.end(), *r.board) != row->boards.end());
        if (!m.individual) {
          const bool ns = r.seat == PairLine::Seat::NS;
          CHECK((ns ? *row->ns : *row->ew) == card.pair);
          CHECK(r.opponents == std::vector<PairId>{ns ? *row->ew : *row->ns});
        } else {
          CHECK((has(*row->ns, card.pair) || has(*row->ew, card.pair)));
          CHECK(r.partner.has_value());
        }
      }
      // Every round of the movement is on the card, in order: its boards, or one sit-out row.
      CHECK(static_cast<int>(rows_of_round.size()) == m.rounds);
      CHECK(std::is_sorted(card.rows.begin(), card.rows.end(),
                           [](const ScoreCardRow& a, const ScoreCardRow& b) { return a.round < b.round; }));
    }
  }
}

TEST_CASE("every board a pair plays is on its score card once: the cards hold each slip twice, once per side") {
  for (const Case& c : movements()) {
    INFO(c.what);
    const Movement m = generated(c);
    size_t board_rows = 0;
    for (const auto& card : score_cards(m))
      for (const auto& r : card.rows) board_rows += r.board ? 1 : 0;
    // An individual has four players at a table; a pairs movement two pairs.
    CHECK(board_rows == pickup_slips(m).size() * (m.individual ? 4 : 2));
  }
}

TEST_CASE("a Howell with a phantom gives the pair that meets the phantom a sit-out row and no boards that round") {
  const Movement m = generated({"", spec("howell", 4, 3, 7)});
  int sitout_rows = 0;
  for (const auto& card : score_cards(m))
    for (const auto& r : card.rows)
      if (r.seat == PairLine::Seat::SitOut) {
        ++sitout_rows;
        CHECK(r.opponents.empty());
      }
  CHECK(sitout_rows == m.rounds);  // one pair sits out each round
}

TEST_CASE("two travellers or score cards share a page only when both fit in half of it") {
  CHECK(pack_pages({7, 7, 7}, 1) == std::vector<std::vector<int>>{{0}, {1}, {2}});
  CHECK(pack_pages({7, 7, 7}, 2) == std::vector<std::vector<int>>{{0, 1}, {2}});
  CHECK(pack_pages({7, 21, 7, 7}, 2) == std::vector<std::vector<int>>{{0}, {1}, {2, 3}});
  CHECK(pack_pages({kRowsForTwoAPage, kRowsForTwoAPage}, 2).size() == 1);
  CHECK(pack_pages({kRowsForTwoAPage + 1, kRowsForTwoAPage}, 2).size() == 2);
  CHECK(pack_pages({}, 2).empty());
}

TEST_CASE("the HTML holds one printed page for every page the layout counts") {
  const Movement m = generated({"", spec("mitchell", 7, 3)});
  PaperworkInfo info;
  info.event = "Tuesday";
  for (auto [kind, items, pages] : {std::tuple{PaperworkKind::PickupSlips, 147, 19}, std::tuple{PaperworkKind::Travellers, 21, 21},
                                    std::tuple{PaperworkKind::ScoreCards, 14, 14}}) {
    const auto page = paperwork_html(m, kind, info, Lang::En);
    CHECK(page.items == items);
    CHECK(page.pages == pages);
    CHECK(count(page.html, "<div class=\"page") == pages);
    CHECK(has(page.html, "Page " + std::to_string(pages) + " of " + std::to_string(pages)));
  }
  CHECK(count(paperwork_html(m, PaperworkKind::PickupSlips, info, Lang::En).html, "<section class=\"slip\"") == 147);
  info.per_page = 2;
  const auto two = paperwork_html(m, PaperworkKind::Travellers, info, Lang::En);
  CHECK(two.pages == 11);
  CHECK(count(two.html, "<div class=\"page") == 11);
  // 21 boards of a pair's card do not fit in half a page: one a page still.
  CHECK(paperwork_html(m, PaperworkKind::ScoreCards, info, Lang::En).pages == 14);
}

TEST_CASE("the paperwork is printed for A4 or Letter, portrait") {
  const Movement m = generated({"", spec("mitchell", 7, 3)});
  PaperworkInfo info;
  CHECK(has(paperwork_html(m, PaperworkKind::Travellers, info, Lang::En).html, "size: A4 portrait"));
  info.paper = Paper::Letter;
  CHECK(has(paperwork_html(m, PaperworkKind::Travellers, info, Lang::En).html, "size: letter portrait"));
}

TEST_CASE("a slip, a traveller and a score card speak Spanish with --lang es: Tablero, Reparte, Vulnerable, Ronda, Mesa") {
  const Movement m = generated({"", spec("mitchell", 7, 3)});
  PaperworkInfo info;
  info.event = "Martes";
  const auto slips = paperwork_html(m, PaperworkKind::PickupSlips, info, Lang::Es).html;
  for (const char* w : {"Tablero ", "Reparte: ", "Vulnerable: ", "Ronda ", "Mesa ", "Contrato", "Salida", "Bazas",
                        "Iniciales E-O", "Papeletas", "Página 1 de 19", "lang=\"es\"", "Oeste", "Nadie", "Todos"})
    CHECK_MESSAGE(has(slips, w), w);
  for (const char* w : {"Board ", "Dealer", "Round ", "Table ", "Contract", "Lead", "initials", "Page ", "None", "All<"})
    CHECK_MESSAGE(!has(slips, w), w);
  const auto trav = paperwork_html(m, PaperworkKind::Travellers, info, Lang::Es).html;
  for (const char* w : {"Tablero 1", "Planillas viajeras", "PM N-S", "PM E-O", "Contrato", "Por", "Reparte"})
    CHECK_MESSAGE(has(trav, w), w);
  for (const char* w : {"Board ", "MP ", "Dealer", "Contract"}) CHECK_MESSAGE(!has(trav, w), w);
  const auto cards = paperwork_html(m, PaperworkKind::ScoreCards, info, Lang::Es).html;
  for (const char* w : {"Pareja 1NS", "tarjeta de puntuación", "Rivales", "Tablero", "Resultado", "Notas", "Línea", "E-O"})
    CHECK_MESSAGE(has(cards, w), w);
  for (const char* w : {"Pair ", "Opponents", "Board", "Notes", "E-W"}) CHECK_MESSAGE(!has(cards, w), w);
}

TEST_CASE("a Rainbow individual's score card is a player's, with the partner of each round") {
  const Movement m = generated({"", spec("rainbow", 5, 3)});
  const auto cards = score_cards(m);
  CHECK(cards.size() == 20);  // 4 players a table
  const auto html = paperwork_html(m, PaperworkKind::ScoreCards, {}, Lang::En).html;
  CHECK(has(html, "Player "));
  CHECK(has(html, "Partner"));
  CHECK(has(paperwork_html(m, PaperworkKind::ScoreCards, {}, Lang::Es).html, "Compañero"));
}

TEST_CASE("names and the event name are HTML-escaped on every sheet") {
  const Movement m = generated({"", spec("mitchell", 7, 3)});
  PaperworkInfo info;
  info.event = "Club <b>night</b> & \"co\"";
  info.date = "<2026>";
  info.names["1NS"] = "Ana <script>alert(1)</script> & Luis";
  for (auto kind : {PaperworkKind::PickupSlips, PaperworkKind::Travellers, PaperworkKind::ScoreCards}) {
    const auto html = paperwork_html(m, kind, info, Lang::En).html;
    CHECK_FALSE(has(html, "<b>night"));
    CHECK_FALSE(has(html, "<script>"));
    CHECK_FALSE(has(html, "<2026>"));
    CHECK(has(html, "Club &lt;b&gt;night&lt;/b&gt; &amp; &quot;co&quot;"));
  }
  CHECK(has(paperwork_html(m, PaperworkKind::ScoreCards, info, Lang::En).html,
            "Ana &lt;script&gt;alert(1)&lt;/script&gt; &amp; Luis"));
}

TEST_CASE("a traveller of an IMP-scored event has IMPs columns instead of matchpoints") {
  const Movement m = generated({"", spec("teams", 4, 4)});
  PaperworkInfo info;
  info.imps = true;
  const auto en = paperwork_html(m, PaperworkKind::Travellers, info, Lang::En).html;
  CHECK(has(en, "IMPs N-S"));
  CHECK(has(en, "IMPs E-W"));
  CHECK_FALSE(has(en, "MP N-S"));
  CHECK(has(paperwork_html(m, PaperworkKind::Travellers, info, Lang::Es).html, "IMPs E-O"));
}
