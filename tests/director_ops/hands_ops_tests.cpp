// Hand records at the library layer (apps/director hands.hpp, and results.hpp's checks against
// the deal), on a temporary event file: dealing onto an event and its session, analysing with
// DDS and storing with the boards, the analysis through PBN and imports, and every entry check
// the deal makes, by code and by its words in English and Spanish.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "bandeja/director/hands.hpp"
#include "bandeja/director/imports.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/score/board.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::at_table_1;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;
using score::Seat;
using score::Strain;

namespace {

director::DealSource seed(std::uint64_t s) { return director::DealSource{s, {}}; }

const db::Board& board_of(const std::vector<db::Board>& boards, int n) {
  for (const auto& b : boards)
    if (b.number == n) return b;
  FAIL("no board " << n);
  return boards.front();
}

// Board `n` of the event given this deal (and optionally an analysis), as an import would.
void put_deal(File& f, const db::EventInfo& ev, int n, const std::string& pbn,
              std::optional<deal::Analysis> analysis = std::nullopt) {
  auto b = board_of(f.store.boards(ev.id), n);
  b.deal = pbn;
  b.analysis = analysis;
  f.store.put_board(ev.id, b);
}

// Round 1, table 1 of a 5-table Mitchell (5 rounds of 2 boards): pairs 1NS v 1EW on boards 1-2.
// North holds the spades AKQJ, East the hearts' top, South diamonds, West clubs.
constexpr const char* kDeal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

deal::Analysis sevens() {
  deal::Analysis a;
  for (auto& seat : a.dd.tricks) seat.fill(7);
  a.par = deal::Par{90, {deal::ParContract{score::Contract{1, Strain::NoTrump, score::Doubling::Undoubled}, Seat::North, 0}}};
  return a;
}

}  // namespace

TEST_CASE("Deal: an event's boards are dealt from the seed, once, with Law 2's dealer and vulnerability kept") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  auto dealt = director::deal_event(f.store, ev, seed(42), false, false);
  REQUIRE(dealt);
  CHECK(dealt->boards.size() == 10);
  const auto boards = f.store.boards(ev.id);
  CHECK(board_of(boards, 1).deal == formats::to_pbn(deal::seeded_deal(42, 1), Seat::North));
  CHECK(board_of(boards, 2).dealer == Seat::East);
  // Dealt already: a second deal is refused unless asked to replace.
  auto again = director::deal_event(f.store, ev, seed(43), false, false);
  REQUIRE_FALSE(again);
  check_error(again.error(), "hands.already_dealt",
              "board 1 of 'Tuesday' already has a hand record; give --replace to deal it again",
              "el tablero 1 de 'Tuesday' ya tiene reparto; indique --replace para repartirlo de nuevo");
  REQUIRE(director::deal_event(f.store, ev, seed(43), true, false));
  CHECK(board_of(f.store.boards(ev.id), 1).deal == formats::to_pbn(deal::seeded_deal(43, 1), Seat::North));
}

TEST_CASE("Deal: once a board has results its cards are those played, so it is not dealt, and nothing else is") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  REQUIRE(director::deal_event(f.store, ev, seed(1), false, false));
  auto view = director::EventView::load(f.store, ev);
  REQUIRE(director::enter_line(f.store, view, at_table_1(1, "3NT S 9"), false, Lang::En, "test"));
  const auto before = f.store.boards(ev.id);
  auto again = director::deal_event(f.store, ev, seed(2), true, false);
  REQUIRE_FALSE(again);
  check_error(again.error(), "hands.results_entered",
              "board 1 of 'Tuesday' has results entered: its cards were played as they were dealt, so Bandeja "
              "cannot deal it now (import its hand record with import pbn --into)",
              "el tablero 1 de 'Tuesday' tiene resultados: sus cartas se jugaron como se repartieron, así que Bandeja "
              "no puede repartirlo ahora (importe su reparto con import pbn --into)");
  CHECK(f.store.boards(ev.id) == before);  // board 2 was not dealt either
  // Played with cards shuffled by hand (no hand record yet): not dealt by Bandeja afterwards.
  const auto other = f.event("Wednesday", "mitchell", 5);
  auto v2 = director::EventView::load(f.store, other);
  REQUIRE(director::enter_line(f.store, v2, at_table_1(2, "3NT S 9"), false, Lang::En, "test"));
  auto late = director::deal_event(f.store, other, seed(3), false, false);
  REQUIRE_FALSE(late);
  CHECK(late.error().code == "hands.results_entered");
  CHECK_FALSE(board_of(f.store.boards(other.id), 1).deal);
}

TEST_CASE("Deal: the sections of a session play one board set, so dealing and analysing one section does both") {
  File f;
  REQUIRE(director::create_session(f.store, "Night", "2026-12-01", "field"));
  for (const char* letter : {"A", "B"}) f.section(letter, "Night", letter, "mitchell", 5);
  const auto a = *f.store.find_event("A"), b = *f.store.find_event("B");
  auto dealt = director::deal_event(f.store, a, seed(9), false, false);
  REQUIRE(dealt);
  CHECK(dealt->sections == std::vector<std::string>{"B"});
  CHECK(board_of(f.store.boards(b.id), 7).deal == board_of(f.store.boards(a.id), 7).deal);
  auto analysed = director::analyse_event(f.store, a, 0);
  REQUIRE_MESSAGE(analysed, (analysed ? "" : present::render(analysed.error(), Lang::En)));
  CHECK(analysed->boards.size() == 10);
  CHECK(analysed->sections == std::vector<std::string>{"B"});
  CHECK(board_of(f.store.boards(b.id), 7).analysis == board_of(f.store.boards(a.id), 7).analysis);
  CHECK(board_of(f.store.boards(b.id), 7).analysis.has_value());
  // --section-only keeps the other section as it is.
  auto own = director::deal_event(f.store, a, seed(10), true, true);
  REQUIRE(own);
  CHECK(own->sections.empty());
  CHECK_FALSE(board_of(f.store.boards(b.id), 7).deal == board_of(f.store.boards(a.id), 7).deal);
  CHECK_FALSE(board_of(f.store.boards(a.id), 7).analysis);  // a new deal: the old analysis is gone
}

TEST_CASE("Analyse: the tricks table and par are stored with each board and every view reads them") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  auto none = director::analyse_event(f.store, ev, 0);
  REQUIRE_FALSE(none);
  check_error(none.error(), "hands.no_deals",
              "event 'Tuesday' has no hand records to analyse: deal them (bandeja deal) or import them (bandeja import pbn --into)",
              "el evento 'Tuesday' no tiene repartos que analizar: repártalos (bandeja deal) o impórtelos (bandeja import pbn --into)");
  put_deal(f, ev, 1, kDeal);
  std::vector<std::pair<size_t, size_t>> progress;
  auto done = director::analyse_event(f.store, ev, 1, [&](size_t d, size_t t) { progress.emplace_back(d, t); });
  REQUIRE(done);
  CHECK(done->boards == std::vector<int>{1});
  CHECK(progress.back() == std::pair<size_t, size_t>{1, 1});
  const auto b = board_of(f.store.boards(ev.id), 1);
  REQUIRE(b.analysis);
  // What DDS stores is DDS's (its answers are checked against its own examples in
  // tests/analysis): here, that the stored analysis is the one a direct call gives.
  const deal::Deal d = *formats::parse_deal(kDeal);
  const analysis::BoardDeal direct{d, b.dealer, b.vulnerability};
  auto expected = analysis::analyse(std::span(&direct, 1), 1);
  REQUIRE(expected);
  CHECK(*b.analysis == expected->front());
  const auto records = director::event_hand_records(f.store, ev);
  const auto json = nlohmann::json::parse(director::analysis_json(records));
  REQUIRE(json.size() == 10);
  CHECK(json[0]["board"] == 1);
  CHECK(json[0]["tricks"]["N"]["NT"] == b.analysis->dd.of(Seat::North, Strain::NoTrump));
  CHECK(json[0]["tricks"]["W"]["C"] == b.analysis->dd.of(Seat::West, Strain::Clubs));
  CHECK(json[0]["par"]["score"] == b.analysis->par.score);
  CHECK(json[1]["tricks"].is_null());  // board 2 has no hand record
  const auto text = director::analysis_text(records, Lang::Es);
  CHECK(text.find("Tablero 1 \u00b7 Reparte: Norte \u00b7 Vulnerable: Nadie") == 0);
  CHECK(text.find("sin analizar") != std::string::npos);
}

TEST_CASE("Analyse: JSON gives each board's tricks by declarer and strain and the par from North-South's side, and a passed-out par says so") {
  formats::Board b;
  b.number = 3;
  b.dealer = Seat::South;
  b.vulnerability = score::vulnerability(3);
  b.deal = *formats::parse_deal(kDeal);
  b.analysis = sevens();
  b.analysis->par = deal::Par{-620, {deal::ParContract{score::Contract{4, Strain::Spades, score::Doubling::Undoubled}, Seat::East, 0},
                                     deal::ParContract{score::Contract{4, Strain::Spades, score::Doubling::Undoubled}, Seat::West, 0}}};
  formats::Board passed = b;
  passed.number = 4;
  passed.analysis->par = deal::Par{};
  const auto json = nlohmann::json::parse(director::analysis_json({b, passed}));
  CHECK(json[0]["par"] == nlohmann::json::parse(R"({"score": -620, "side": "EW", "contracts": ["4S E", "4S W"]})"));
  CHECK(json[1]["par"] == nlohmann::json::parse(R"({"score": 0, "side": null, "contracts": [], "passed_out": true})"));
  CHECK(json[0]["tricks"]["S"] == nlohmann::json::parse(R"({"NT": 7, "S": 7, "H": 7, "D": 7, "C": 7})"));
}

TEST_CASE("Entry: an opening lead that is not in the leader's hand is refused, showing the leader's holding in that suit") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  put_deal(f, ev, 1, kDeal);
  auto view = director::EventView::load(f.store, ev);
  // South declares: West leads, and West holds the hearts' top, not the spades' ace.
  auto bad = director::enter_line(f.store, view, at_table_1(1, "4H S 10 SA"), false, Lang::En, "test");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().field == "lead");
  check_error(bad.error(), "line.lead_not_in_hand",
              "the lead \u2660A is not in West's hand (West is on lead against South and holds \u26604 3 2)",
              "la salida \u2660A no está en la mano de Oeste (Oeste sale contra Sur y tiene \u26604 3 2)");
  CHECK(f.store.results(ev.id).empty());
  // The card is read in the director's language: in Spanish "CA" is the ace of hearts (corazones).
  auto ok = director::enter_line(f.store, view, at_table_1(1, "4C S 10 CA"), false, Lang::Es, "test");
  REQUIRE_MESSAGE(ok, (ok ? "" : present::render(ok.error(), Lang::En)));
  // A board without a hand record takes any lead.
  CHECK(director::enter_line(f.store, view, at_table_1(2, "4H S 10 SA"), false, Lang::En, "test"));
}

TEST_CASE("Entry: a trick count three or more from double dummy is a warning, stored only when the director accepts it") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  put_deal(f, ev, 1, kDeal, sevens());
  put_deal(f, ev, 2, kDeal, sevens());
  auto view = director::EventView::load(f.store, ev);
  auto checked = director::check_line(view, at_table_1(1, "4S N 10"), false, Lang::En);
  REQUIRE(checked);
  REQUIRE(checked->warnings.size() == 1);
  check_error(checked->warnings[0], "line.tricks_far_from_dd",
              "check the tricks: 4S by North took 10, and double dummy takes 7",
              "revise las bazas: 4P por Norte hizo 10, y a doble muerto hace 7");
  CHECK(director::check_line(view, at_table_1(1, "2S N 9"), false, Lang::En)->warnings.empty());  // two away
  CHECK(director::check_line(view, at_table_1(1, "2S N 4"), false, Lang::En)->warnings.size() == 1);  // three short
  auto refused = director::enter_line(f.store, view, at_table_1(1, "4S N 10"), false, Lang::En, "test");
  REQUIRE_FALSE(refused);
  CHECK(refused.error().code == "line.tricks_far_from_dd");
  CHECK(f.store.results(ev.id).empty());
  CHECK(director::enter_line(f.store, view, at_table_1(1, "4S N 10"), false, Lang::En, "test", true));
  CHECK(f.store.results(ev.id).size() == 1);
}

TEST_CASE("Entry: a travellers file lists every line the deal questions with its line number, and stores them only when accepted") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  put_deal(f, ev, 1, kDeal, sevens());
  put_deal(f, ev, 2, kDeal, sevens());
  const std::string csv =
      "board,round,table,ns,ew,contract,declarer,result,score,lead\n"
      "1,1,1,1NS,1EW,4S,N,10,,\n"
      "2,1,1,1NS,1EW,1NT,N,7,,\n";
  auto view = director::EventView::load(f.store, ev);
  auto refused = director::enter_travellers(f.store, view, csv, false, Lang::En, "test");
  REQUIRE_FALSE(refused);
  REQUIRE(refused.error().size() == 1);
  CHECK(refused.error()[0].code == "line.tricks_far_from_dd");
  CHECK(refused.error()[0].line == 2);
  CHECK(f.store.results(ev.id).empty());
  auto accepted = director::enter_travellers(f.store, view, csv, false, Lang::En, "test", true);
  REQUIRE(accepted);
  CHECK(accepted->lines == 2);
  REQUIRE(accepted->warnings.size() == 1);
  CHECK(accepted->warnings[0].line == 2);
}

TEST_CASE("PBN: an analysed board's DoubleDummyTricks, OptimumScore and OptimumResultTable go out and come back, par worked out again on import") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  put_deal(f, ev, 1, kDeal);
  REQUIRE(director::analyse_event(f.store, ev, 0));
  const auto analysed = board_of(f.store.boards(ev.id), 1).analysis;
  REQUIRE(analysed);
  const auto pbn = director::hand_records_pbn("Tuesday", director::event_hand_records(f.store, ev));
  CHECK(pbn.find("[DoubleDummyTricks \"" + deal::dd_hex(analysed->dd) + "\"]") != std::string::npos);
  CHECK(pbn.find("[OptimumScore \"NS " + std::to_string(analysed->par.score) + "\"]") != std::string::npos);
  CHECK(pbn.find("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\r\nN NT ") != std::string::npos);
  // Another event takes the hand records from the file: the table is kept, the par the same.
  const auto other = f.event("Wednesday", "mitchell", 5);
  REQUIRE(director::import_deals(f.store, other, pbn, true, Lang::En));
  CHECK(board_of(f.store.boards(other.id), 1).analysis == analysed);
  // A file with only the OptimumResultTable (no DoubleDummyTricks) is read the same.
  std::string table_only = pbn;
  table_only.erase(table_only.find("[DoubleDummyTricks"), table_only.find("[OptimumScore") - table_only.find("[DoubleDummyTricks"));
  auto rec = formats::read_pbn(table_only);
  REQUIRE(rec);
  REQUIRE(rec->boards[0].analysis);
  CHECK(rec->boards[0].analysis->dd == analysed->dd);
}

TEST_CASE("Deal: boards for a dealing machine are numbered from the first, with Law 2's dealer and vulnerability, all or nothing") {
  auto boards = director::deal_boards(17, 4, seed(5));
  REQUIRE(boards);
  REQUIRE(boards->size() == 4);
  CHECK((*boards)[0].number == 17);
  CHECK((*boards)[0].dealer == Seat::North);
  CHECK((*boards)[1].dealer == Seat::East);
  CHECK((*boards)[3].vulnerability == score::vulnerability(20));
  CHECK((*boards)[0].deal == deal::seeded_deal(5, 17));
  for (auto [first, count] : {std::pair{0, 4}, std::pair{1, 0}, std::pair{999, 3}, std::pair{1001, 1}}) {
    auto bad = director::deal_boards(first, count, seed(5));
    REQUIRE_FALSE(bad);
    CHECK(bad.error().code == "hands.bad_boards");
  }
  // Board numbers stop where a movement's do (limits::boards): board 1000 is dealt, 1001 is not.
  CHECK(director::deal_boards(999, 2, seed(5)).has_value());
  CHECK(present::render(director::deal_boards(999, 3, seed(5)).error(), Lang::En) ==
        "3 boards from board 999 cannot be dealt: boards are numbered 1 to 1000, and at least one is dealt");
  CHECK(director::parse_seed("18446744073709551615") == std::uint64_t{18446744073709551615ull});
  for (const char* bad : {"", "-1", "18446744073709551616", "12a", " 3"}) {
    auto s = director::parse_seed(bad);
    REQUIRE_FALSE(s);
    CHECK(s.error().code == "hands.bad_seed");
  }
}
