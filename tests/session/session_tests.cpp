// Two sections on one night, on values: the stored events of sections A and B mapped to one
// libranking session (pairs tagged A1NS, B1NS, ...), ranked apart and together across the
// field, worked out by hand below; and the checks a section passes to join a session.
#include <doctest/doctest.h>

#include <map>
#include <tuple>
#include <string>

#include "bandeja/score/board.hpp"
#include "bandeja/director/ranking.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/sessions.hpp"

using namespace bandeja;
using director::SectionFacts;

// The error of a director check rendered in `lang` ("" when it passed).
template <class T>
std::string message_of(const Result<T>& r, Lang lang = Lang::En) {
  return r ? std::string() : present::render(r.error(), lang);
}

namespace {

db::Board board(int n) { return db::Board{n, score::dealer(n), score::vulnerability(n), std::nullopt, std::nullopt}; }

db::ResultLine line(int b, const std::string& ns, const std::string& ew, int score) {
  db::ResultLine l;
  l.board = b;
  l.ns = ns;
  l.ew = ew;
  l.entry = score::ScoreOnly{score};
  l.ns_score = score;
  return l;
}

db::Event section(const std::string& letter, const std::string& name, std::vector<db::ResultLine> lines) {
  db::Event ev;
  ev.info.id = letter == "A" ? 1 : 2;
  ev.info.name = name;
  ev.info.section = letter;
  ev.info.session_id = 1;
  ev.info.winners = 2;
  for (const char* p : {"1NS", "2NS", "3NS"}) ev.pairs.push_back({p, "NS", {}});
  for (const char* p : {"1EW", "2EW", "3EW"}) ev.pairs.push_back({p, "EW", {}});
  ev.boards = {board(1), board(2)};
  ev.results = std::move(lines);
  return ev;
}

// The club night of docs/ranking.md. Three tables in each section, two boards.
//   Board 1 (nobody vulnerable): A 1NS +420, 2NS +170, 3NS −50;  B 1NS +450, 2NS +420, 3NS +140
//   Board 2 (NS vulnerable):     A 1NS +110 v 2EW, 2NS −100 v 3EW, 3NS +140 v 1EW
//                                B 1NS +110 v 2EW, 2NS −200 v 3EW  (B 3NS v 1EW did not play it)
std::vector<db::Event> club_night() {
  return {section("A", "Tuesday A",
                  {line(1, "1NS", "1EW", 420), line(1, "2NS", "2EW", 170), line(1, "3NS", "3EW", -50),
                   line(2, "1NS", "2EW", 110), line(2, "2NS", "3EW", -100), line(2, "3NS", "1EW", 140)}),
          section("B", "Tuesday B",
                  {line(1, "1NS", "1EW", 450), line(1, "2NS", "2EW", 420), line(1, "3NS", "3EW", 140),
                   line(2, "1NS", "2EW", 110), line(2, "2NS", "3EW", -200)})};
}

struct Got {
  double total = 0;
  double percent = 0;
  std::string place;
  std::string section;
};

std::map<std::string, Got> standings(const ranking::Ranking& r) {
  std::map<std::string, Got> out;
  for (const auto& s : r.pairs) out[s.pair] = {s.total, s.percent.value_or(-1), s.place, s.section};
  return out;
}

// The sections ranked by the director's operation (its error fails the test).
ranking::Ranking ranked(const std::vector<db::Event>& sections, ranking::Scope scope) {
  auto r = director::rank_session(sections, {}, scope);
  REQUIRE_MESSAGE(r.has_value(), message_of(r));
  return *r;
}

}  // namespace

TEST_CASE("Sections apart: each section's board is matchpointed alone, top = its results − 1, Neuberg to the section's count") {
  const auto r = ranked(club_night(), ranking::Scope::Section);
  // Board 1, section A: +420 beats 2 → 2, +170 → 1, −50 → 0. Section B: +450 2, +420 1, +140 0.
  // Board 2, section A: +140 (A3NS) 2, +110 (A1NS) 1, −100 (A2NS) 0.
  // Board 2, section B: two results of the three expected; raw +110 → 1, −200 → 0; Neuberg
  //   (MP + ½)·3/2 − ½: B1NS (1 + ½)·1.5 − ½ = 1.75, B2NS (0 + ½)·1.5 − ½ = 0.25; top stays 2.
  // NS totals (tops 2 + 2): A1NS 2 + 1 = 3 (75%), A3NS 0 + 2 = 2 (50%), A2NS 1 + 0 = 1 (25%);
  //   B1NS 2 + 1.75 = 3.75 (93.75%), B2NS 1 + 0.25 = 1.25 (31.25%), B3NS 0 of 2 (0%).
  // EW is the top less NS: A3EW 2 + 2 = 4 (100%), A2EW 1 + 1 = 2 (50%), A1EW 0 + 0 (0%);
  //   B3EW 2 + 1.75 = 3.75 (93.75%), B2EW 1 + 0.25 = 1.25 (31.25%), B1EW 0 of 2 (0%).
  REQUIRE(r.top.has_value());
  CHECK(*r.top == doctest::Approx(2));
  auto s = standings(r);
  struct Row { const char* pair; double total, percent; const char* place; };
  for (const Row& x : {Row{"A1NS", 3, 75, "1"}, Row{"A3NS", 2, 50, "2"}, Row{"A2NS", 1, 25, "3"},
                       Row{"B1NS", 3.75, 93.75, "1"}, Row{"B2NS", 1.25, 31.25, "2"}, Row{"B3NS", 0, 0, "3"},
                       Row{"A3EW", 4, 100, "1"}, Row{"A2EW", 2, 50, "2"}, Row{"A1EW", 0, 0, "3"},
                       Row{"B3EW", 3.75, 93.75, "1"}, Row{"B2EW", 1.25, 31.25, "2"}, Row{"B1EW", 0, 0, "3"}}) {
    CAPTURE(x.pair);
    REQUIRE(s.contains(x.pair));
    CHECK(s[x.pair].total == doctest::Approx(x.total));
    CHECK(s[x.pair].percent == doctest::Approx(x.percent));
    CHECK(s[x.pair].place == x.place);
    CHECK(s[x.pair].section == std::string(1, x.pair[0]));
  }
  // Standings come section by section, then field.
  CHECK(r.pairs.front().pair == "A1NS");
  CHECK(r.pairs.back().section == "B");
}

TEST_CASE("Sections together across the field: every section's result on a board compared, top = field's results − 1, Neuberg to the field's count") {
  const auto r = ranked(club_night(), ranking::Scope::Field);
  // Board 1: six results, top 5. +450 (B1NS) beats 5 → 5; +420 twice (A1NS, B2NS) beats 3 and
  //   ties 1 → 3.5 each; +170 (A2NS) → 2; +140 (B3NS) → 1; −50 (A3NS) → 0.
  // Board 2: five results of the six expected across the field. Raw: +140 (A3NS) 4; +110 twice
  //   (A1NS, B1NS) 2.5; −100 (A2NS) 1; −200 (B2NS) 0. Neuberg (MP + ½)·6/5 − ½:
  //   4 → 4.9, 2.5 → 3.1, 1 → 1.3, 0 → 0.1; top 5.
  // NS (tops 5 + 5): B1NS 5 + 3.1 = 8.1 (81%), A1NS 3.5 + 3.1 = 6.6 (66%), A3NS 0 + 4.9 = 4.9
  //   (49%), B2NS 3.5 + 0.1 = 3.6 (36%), A2NS 2 + 1.3 = 3.3 (33%), B3NS 1 of 5 (20%).
  // EW: B3EW 4 + 4.9 = 8.9 (89%), A3EW 5 + 3.7 = 8.7 (87%), A2EW 3 + 1.9 = 4.9 (49%),
  //   B2EW 1.5 + 1.9 = 3.4 (34%), A1EW 1.5 + 0.1 = 1.6 (16%), B1EW 0 of 5 (0%).
  // Apart, A1NS won section A with 75%; together it is second to B1NS, and A3NS (second in A)
  // comes third of the field ahead of B2NS (second in B).
  REQUIRE(r.top.has_value());
  CHECK(*r.top == doctest::Approx(5));
  auto s = standings(r);
  struct Row { const char* pair; double total, percent; const char* place; };
  for (const Row& x : {Row{"B1NS", 8.1, 81, "1"}, Row{"A1NS", 6.6, 66, "2"}, Row{"A3NS", 4.9, 49, "3"},
                       Row{"B2NS", 3.6, 36, "4"}, Row{"A2NS", 3.3, 33, "5"}, Row{"B3NS", 1, 20, "6"},
                       Row{"B3EW", 8.9, 89, "1"}, Row{"A3EW", 8.7, 87, "2"}, Row{"A2EW", 4.9, 49, "3"},
                       Row{"B2EW", 3.4, 34, "4"}, Row{"A1EW", 1.6, 16, "5"}, Row{"B1EW", 0, 0, "6"}}) {
    CAPTURE(x.pair);
    REQUIRE(s.contains(x.pair));
    CHECK(s[x.pair].total == doctest::Approx(x.total));
    CHECK(s[x.pair].percent == doctest::Approx(x.percent));
    CHECK(s[x.pair].place == x.place);
  }
  // The field's NS standings interleave the sections in place order.
  std::vector<std::string> ns;
  for (const auto& p : r.pairs)
    if (p.field == ranking::Field::NS) ns.push_back(p.pair);
  CHECK(ns == std::vector<std::string>{"B1NS", "A1NS", "A3NS", "B2NS", "A2NS", "B3NS"});
  // Each board's traveller keeps its section; both name the field's results and expected count.
  for (const auto& b : r.boards) {
    CAPTURE(b.board);
    CAPTURE(b.section);
    CHECK(b.results == (b.board == 1 ? 6 : 5));
    CHECK(b.expected == 6);
  }
}

TEST_CASE("Sections of a session: pair ids repeat across sections and are told apart by the section letter (A1NS, B1NS)") {
  const auto s = *director::session_of(club_night());
  REQUIRE(s.pairs.size() == 12);
  CHECK(s.pairs[0].id == "A1NS");
  CHECK(s.pairs[0].section == "A");
  CHECK(s.pairs[6].id == "B1NS");
  CHECK(s.pairs[6].section == "B");
  REQUIRE(s.travellers.size() == 4);
  CHECK(s.travellers[2].section == "B");
  CHECK(s.travellers[2].lines[0].ns == "B1NS");
  CHECK(s.travellers[2].lines[0].ew == "B1EW");
  CHECK(director::section_pair("B", "7") == "B7");
}

TEST_CASE("A section letter is one or two letters A to Z, written upper case") {
  CHECK(director::section_letter("a") == "A");
  CHECK(director::section_letter("BB") == "BB");
  for (const char* bad : {"", "1", "A1", "ABC", "Ñ", " A"}) {
    CAPTURE(bad);
    CHECK(message_of(director::section_letter(bad), Lang::En).find("a section is one or two letters") != std::string::npos);
  }
  CHECK(message_of(director::section_letter("7"), Lang::Es).find("una sección es una o dos letras") != std::string::npos);
}

TEST_CASE("A section letter is used once in a session") {
  std::vector<SectionFacts> others{{"A", "Tuesday A", 1, "mp", {board(1), board(2)}}};
  SectionFacts again{"A", "Tuesday B", 2, "mp", {board(1), board(2)}};
  CHECK(message_of(director::check_section_fits(others, again, false), Lang::En) == "section A is already 'Tuesday A' in this session; choose another letter");
  CHECK(message_of(director::check_section_fits(others, again, false), Lang::Es) == "la sección A ya es 'Tuesday A' en esta sesión; elija otra letra");
  // The event itself may take a new letter.
  SectionFacts self{"C", "Tuesday A", 1, "mp", {board(1), board(2)}};
  CHECK(director::check_section_fits(others, self, true).has_value());
}

TEST_CASE("The sections of a session are scored the same way") {
  std::vector<SectionFacts> others{{"A", "Tuesday A", 1, "mp", {board(1)}}};
  SectionFacts butler{"B", "Tuesday B", 2, "butler", {board(1)}};
  CHECK(message_of(director::check_section_fits(others, butler, false), Lang::En) == "section B ('Tuesday B') is scored butler but section A ('Tuesday A') mp; the "
                       "sections of a session are scored the same way");
  auto night = club_night();
  night[1].info.scoring = "cross-imps";
  CHECK(message_of(director::rank_session(night, {}, ranking::Scope::Section), Lang::Es).find("las secciones de una sesión se puntúan igual") != std::string::npos);
}

TEST_CASE("Across the field, a board number is one deal in every section: same dealer, vulnerability and hand record") {
  const std::string fix = "; to be ranked across the field, a board number is the same deal in every "
                          "section (or rank them apart: bandeja session scope SESSION section)";
  SectionFacts a{"A", "Tuesday A", 1, "mp", {board(1), board(2)}};
  SUBCASE("a board only one section plays is allowed (7 and 6 table Mitchells share 12 of 14)") {
    SectionFacts b{"B", "Tuesday B", 2, "mp", {board(1), board(2), board(3)}};
    CHECK(director::check_section_fits({a}, b, true).has_value());
  }
  SUBCASE("no board in common") {
    SectionFacts b{"B", "Tuesday B", 2, "mp", {board(3), board(4)}};
    CHECK(message_of(director::check_section_fits({a}, b, true), Lang::En) == "section B ('Tuesday B') and section A ('Tuesday A') play no board in common, so "
                         "nothing can be compared across the field; rank them apart: bandeja session "
                         "scope SESSION section");
    CHECK(director::check_section_fits({a}, b, false).has_value());  // apart: fine
  }
  SUBCASE("another dealer") {
    SectionFacts b = a;
    b.section = "B", b.event = "Tuesday B", b.event_id = 2;
    b.boards[1].dealer = score::Seat::West;
    CHECK(message_of(director::check_same_boards(a, b), Lang::En) == ("board 2: the dealer is East in section A ('Tuesday A') but West in section B ('Tuesday B')" + fix));
  }
  SUBCASE("another vulnerability") {
    SectionFacts b = a;
    b.section = "B", b.event = "Tuesday B", b.event_id = 2;
    b.boards[0].vulnerability = {true, true};
    CHECK(message_of(director::check_same_boards(a, b), Lang::Es).find("tablero 1: nadie vulnerable en la sección A ('Tuesday A') pero "
                                           "todos vulnerables en la sección B ('Tuesday B')") != std::string::npos);
  }
  SUBCASE("another hand record, when both have one") {
    SectionFacts b = a;
    b.section = "B", b.event = "Tuesday B", b.event_id = 2;
    a.boards[0].deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";
    CHECK(director::check_same_boards(a, b).has_value());  // one hand record only: fine
    b.boards[0].deal = "N:T98.765.432.AKQJ AKQJ.T98.765.432 765.432.AKQJ.T98 432.AKQJ.T98.765";
    CHECK(message_of(director::check_same_boards(a, b), Lang::En).find("board 1: the hand record of section A ('Tuesday A') is not the one of section B") != std::string::npos);
  }
  SUBCASE("ranking a session together checks its boards, apart does not") {
    auto night = club_night();
    night[1].boards[1].vulnerability = {false, false};
    CHECK(message_of(director::rank_session(night, {}, ranking::Scope::Field)).find("board 2: North-South vulnerable in section A ('Tuesday A') "
                                                                                   "but nobody vulnerable in section B ('Tuesday B')") != std::string::npos);
    CHECK(director::rank_session(night, {}, ranking::Scope::Section).has_value());
  }
}

TEST_CASE("Across the field, a one-winner section (Howell) and a two-winner section (Mitchell) are refused, apart they are fine") {
  SectionFacts mitchell{"A", "Tuesday A", 1, "mp", {board(1)}, 2};
  SectionFacts howell{"B", "Tuesday B", 2, "mp", {board(1)}, 1};
  CHECK(message_of(director::check_section_fits({mitchell}, howell, true), Lang::En).find("section B ('Tuesday B') is ranked in one field (one winner) but "
                                         "section A ('Tuesday A') in North-South and East-West fields") != std::string::npos);
  CHECK(message_of(director::check_field({mitchell, howell}), Lang::Es).find("clasifíquelas por separado") != std::string::npos);
  CHECK(director::check_section_fits({mitchell}, howell, false).has_value());
}

TEST_CASE("Across the field, a board only one section played is compared there and Neuberg-factored to the field's count") {
  // Section A alone also played board 3: +620 (A1NS), +170 (A2NS), +650 (A3NS). Across the
  // field, board 3 has 3 results of the 6 expected (board 1 had 6): raw 650 → 2, 620 → 1,
  // 170 → 0; Neuberg (MP + ½)·6/3 − ½: 2 → 4.5, 1 → 2.5, 0 → 0.5; top 5 like every board.
  auto night = club_night();
  night[0].boards.push_back(board(3));
  for (auto [ns, ew, sc] : {std::tuple{"1NS", "3EW", 620}, {"2NS", "1EW", 170}, {"3NS", "2EW", 650}})
    night[0].results.push_back(line(3, ns, ew, sc));
  const auto r = ranked(night, ranking::Scope::Field);
  REQUIRE(r.top.has_value());
  CHECK(*r.top == doctest::Approx(5));
  const auto& b3 = r.boards.back();
  REQUIRE(b3.board == 3);
  CHECK(b3.section == "A");
  CHECK(b3.results == 3);
  CHECK(b3.expected == 6);
  CHECK(b3.lines[0].ns_points == doctest::Approx(2.5));
  CHECK(b3.lines[1].ns_points == doctest::Approx(0.5));
  CHECK(b3.lines[2].ns_points == doctest::Approx(4.5));
  CHECK(b3.lines[2].ew_points == doctest::Approx(0.5));
  // A1NS: 3.5 + 3.1 + 2.5 = 9.1 of 15 (60.67%).
  auto s = standings(r);
  CHECK(s["A1NS"].total == doctest::Approx(9.1));
  CHECK(s["A1NS"].percent == doctest::Approx(9.1 / 15 * 100));
}

TEST_CASE("A session without sections, or scored as teams, is refused with what to do") {
  const auto none = director::rank_session(std::vector<db::Event>{}, {}, ranking::Scope::Section);
  CHECK(!none.has_value());
  CHECK(none.error().code == "rank.session_no_sections");
  CHECK(message_of(none).find("bandeja session add SESSION EVENT --section A") != std::string::npos);
  CHECK(message_of(none, Lang::Es).find("bandeja session add SESION EVENTO --section A") != std::string::npos);
  auto night = club_night();
  for (auto& ev : night) ev.info.scoring = "bam";
  CHECK(message_of(director::rank_session(night, {}, ranking::Scope::Section)).find("a session is ranked by a pairs scoring (mp, cross-imps or butler), not bam") != std::string::npos);
}

TEST_CASE("A session's scope is section or field (apart / together also understood)") {
  CHECK(director::scope_word("section") == "section");
  CHECK(director::scope_word("apart") == "section");
  CHECK(director::scope_word("field") == "field");
  CHECK(director::scope_word("together") == "field");
  CHECK(message_of(director::scope_word("all"), Lang::En).find("use section") != std::string::npos);
}
