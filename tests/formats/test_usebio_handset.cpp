// USEBIO hand records: USEBIO/HANDSET/BOARD with BOARD_NUMBER and four HAND elements (DIRECTION
// North/East/South/West; SPADES, HEARTS, DIAMONDS, CLUBS as rank text), as Cobalt reads them and
// Compscore writes them. Deals survive export and import; a bad HAND is refused by name and line.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/formats/usebio.hpp"
#include "bandeja/present/messages.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The refusal as the director reads it (the catalogue renders its code).
std::string said(const Error& e, Lang lang = Lang::En) { return present::render(e, lang); }

// A file of hand records only, from another program: East listed first, suits in any order, a
// void as an empty element. The deal is sample::kDeal1; `north_hearts` and `south_clubs` hold
// the ten of hearts and the ten of clubs, written as the test wishes.
std::string handset_file(const std::string& north_hearts, const std::string& south_clubs,
                         const std::string& extra_east_spade = "") {
  return "<?xml version=\"1.0\"?>\n"
         "<USEBIO Version=\"1.2\">\n"
         "<EVENT EVENT_TYPE=\"MP_PAIRS\">\n"
         "  <EVENT_DESCRIPTION>Dealt</EVENT_DESCRIPTION>\n"
         "</EVENT>\n"
         "<HANDSET>\n"
         "  <BOARD>\n"
         "    <BOARD_NUMBER>1</BOARD_NUMBER>\n"
         "    <HAND>\n"
         "      <DIRECTION>East</DIRECTION>\n"
         "      <CLUBS>AKQJ</CLUBS><DIAMONDS>32</DIAMONDS><HEARTS>654</HEARTS>\n"
         "      <SPADES>T987" + extra_east_spade + "</SPADES>\n"
         "    </HAND>\n"
         "    <HAND>\n"
         "      <DIRECTION>North</DIRECTION>\n"
         "      <CLUBS>432</CLUBS><DIAMONDS>765</DIAMONDS><HEARTS>" + north_hearts + "</HEARTS>\n"
         "      <SPADES>AKQJ</SPADES>\n"
         "    </HAND>\n"
         "    <HAND>\n"
         "      <DIRECTION>South</DIRECTION>\n"
         "      <CLUBS>" + south_clubs + "</CLUBS><DIAMONDS>AKQJ</DIAMONDS><HEARTS>32</HEARTS>\n"
         "      <SPADES>65432</SPADES>\n"
         "    </HAND>\n"
         "    <HAND>\n"
         "      <DIRECTION>West</DIRECTION>\n"
         "      <CLUBS>8765</CLUBS><DIAMONDS>T984</DIAMONDS><HEARTS>AKQJ7</HEARTS>\n"
         "      <SPADES></SPADES>\n"
         "    </HAND>\n"
         "  </BOARD>\n"
         "</HANDSET>\n"
         "</USEBIO>\n";
}

}  // namespace

TEST_CASE("USEBIO HANDSET: deals are written after the EVENT and read back into the same boards") {
  EventRecord ev = sample::mitchell();
  // Every board dealt: board 1 has the sample's deal, boards 2 and 3 the same cards rotated.
  const Deal d1 = *parse_deal(sample::kDeal1);
  for (auto& b : ev.boards) {
    if (b.deal) continue;
    Deal d;
    for (int s = 0; s < 4; ++s) d.hands[s] = d1.hands[(s + b.number) % 4];
    b.deal = d;
  }
  const std::string xml = write_usebio(ev);
  const auto event_end = xml.find("</EVENT>"), handset = xml.find("<HANDSET>");
  REQUIRE(event_end != std::string::npos);
  REQUIRE(handset != std::string::npos);
  CHECK(handset > event_end);
  CHECK(contains(xml, "<DIRECTION>North</DIRECTION>"));
  CHECK(contains(xml, "<DIRECTION>West</DIRECTION>"));
  CHECK(contains(xml, "<SPADES>AKQJ</SPADES>"));  // North's spades on board 1
  CHECK(contains(xml, "<HEARTS>T98</HEARTS>"));   // a ten written as T

  auto back = read_usebio(xml);
  REQUIRE_MESSAGE(back, (back ? "" : said(back.error())));
  REQUIRE(back->boards.size() == ev.boards.size());
  for (size_t i = 0; i < ev.boards.size(); ++i) CHECK(back->boards[i].deal == ev.boards[i].deal);
  CHECK(*back == ev);
  CHECK(write_usebio(*back) == xml);
}

TEST_CASE("USEBIO HANDSET: a file whose boards have no deal writes no HANDSET") {
  EventRecord ev = sample::mitchell();
  for (auto& b : ev.boards) b.deal.reset();
  CHECK_FALSE(contains(write_usebio(ev), "HANDSET"));
}

TEST_CASE("USEBIO HANDSET: a ten written as T or as 10 reads as the same card") {
  const Deal want = *parse_deal(sample::kDeal1);
  for (const auto& [hearts, clubs] : {std::pair{"T98", "T9"}, std::pair{"1098", "109"}, std::pair{"t98", "10 9"}}) {
    CAPTURE(hearts);
    auto r = read_usebio(handset_file(hearts, clubs));
    REQUIRE_MESSAGE(r, (r ? "" : said(r.error())));
    // A board only in HANDSET becomes a board with its deal and no results.
    REQUIRE(r->boards.size() == 1);
    CHECK(r->boards[0].number == 1);
    CHECK(r->boards[0].lines.empty());
    REQUIRE(r->boards[0].deal);
    CHECK(*r->boards[0].deal == want);
    CHECK(r->boards[0].deal->hands[0][1] == "T98");  // North's hearts, ten stored as T
  }
}

TEST_CASE("USEBIO HANDSET: a malformed HAND is refused with the element and its line named") {
  SUBCASE("a HAND of 14 cards") {
    auto r = read_usebio(handset_file("T98", "T9", "2"));
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "usebio.hand_cards");
    CHECK(r.error().args == std::vector<std::string>{"9", "HANDSET, BOARD 1, HAND East", "14"});  // the East HAND element
    CHECK(contains(said(r.error()), "HANDSET, BOARD 1, HAND East"));
    CHECK(contains(said(r.error()), "has 14 cards; a hand has 13"));
    CHECK(contains(said(r.error()), "line 9: "));
  }
  SUBCASE("a rank that is not a card") {
    auto r = read_usebio(handset_file("X98", "T9"));
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "usebio.not_a_rank");
    CHECK(r.error().field == "HEARTS");
    CHECK(contains(said(r.error()), "HANDSET, BOARD 1, HAND North, HEARTS"));
    CHECK(contains(said(r.error()), "'X' is not a card rank"));
  }
  SUBCASE("a card held twice (the four hands are not 52 different cards)") {
    auto r = read_usebio(handset_file("T98", "T8"));  // 8 of clubs in South and West
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "usebio.card_twice");
    CHECK(contains(said(r.error()), "HANDSET, BOARD 1: "));
  }
  SUBCASE("a DIRECTION that is not a seat") {
    std::string xml = handset_file("T98", "T9");
    xml.replace(xml.find("<DIRECTION>West"), 15, "<DIRECTION>Up");
    auto r = read_usebio(xml);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "usebio.hand_direction");
    CHECK(contains(said(r.error()), "HANDSET, BOARD 1, HAND, DIRECTION"));
    CHECK(contains(said(r.error()), "'Up' must be North, East, South or West"));
  }
  SUBCASE("a board with three HAND elements") {
    std::string xml = handset_file("T98", "T9");
    const auto from = xml.find("    <HAND>\n      <DIRECTION>West");
    xml.erase(from, xml.find("</HAND>", from) + 8 - from);
    auto r = read_usebio(xml);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "usebio.hand_missing");
    CHECK(contains(said(r.error()), "HANDSET, BOARD 1: has no HAND for West"));
  }
}
