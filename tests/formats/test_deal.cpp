// Hand records: a PBN deal is 52 distinct cards, 13 in each hand.
#include <doctest/doctest.h>

#include "bandeja/formats/deal.hpp"
#include "bandeja/present/messages.hpp"

using namespace bandeja;
using namespace bandeja::formats;

TEST_CASE("PBN deal: four hands of 13 distinct cards are read, clockwise from the first seat") {
  auto d = parse_deal("E:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765");
  REQUIRE(d);
  CHECK(d->hands[1][0] == "AKQJ");   // East spades
  CHECK(d->hands[2][3] == "AKQJ");   // South clubs
  CHECK(d->hands[3][2] == "AKQJ");   // West diamonds
  CHECK(d->hands[0][0] == "");       // North is void in spades
  CHECK(to_pbn(*d, score::Seat::East) ==
        "E:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765");
  CHECK(to_pbn(*d) == "N:.AKQJ7.T984.8765 AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9");
}

TEST_CASE("PBN deal: ranks are sorted high to low, lower case and 10 are accepted") {
  auto d = parse_deal("n:jqka.8109.567.234 t987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765");
  REQUIRE(d);
  CHECK(d->hands[0][0] == "AKQJ");
  CHECK(d->hands[0][1] == "T98");
}

TEST_CASE("PBN deal: a card twice, a 12-card hand, a bad rank, three hands are rejected") {
  // The spade ace twice (North and East).
  auto twice = parse_deal("N:AKQJ.T98.765.432 A987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765");
  REQUIRE_FALSE(twice);
  CHECK(twice.error().code == "deal.card_twice");
  CHECK(twice.error().field == "deal");
  CHECK(twice.error().args == std::vector<std::string>{"SA"});
  CHECK(present::render(twice.error(), Lang::En).find("SA appears twice") != std::string::npos);
  auto short_hand = parse_deal("N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T98.8765");
  REQUIRE_FALSE(short_hand);
  CHECK(short_hand.error().code == "deal.not_13_cards");
  CHECK(short_hand.error().args == std::vector<std::string>{"W", "12"});
  CHECK(present::render(short_hand.error(), Lang::En).find("hand W has 12 cards") != std::string::npos);
  auto bad = parse_deal("N:AKQX.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == "deal.not_a_rank");
  CHECK(bad.error().args == std::vector<std::string>{"N", "X"});
  CHECK(present::render(bad.error(), Lang::En).find("'X'") != std::string::npos);
  CHECK_FALSE(parse_deal("N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9"));
  CHECK_FALSE(parse_deal("AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765"));
  CHECK_FALSE(parse_deal("N:AKQJ.T98.765 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765"));
  auto two_unknown = parse_deal("N:- T987.654.32.AKQJ - .AKQJ7.T984.8765");
  REQUIRE_FALSE(two_unknown);
  CHECK(two_unknown.error().code == "deal.two_unknown_hands");
  CHECK(two_unknown.error().args == std::vector<std::string>{"N", "S"});
  CHECK(two_unknown.error().message.empty());
  CHECK(present::render(two_unknown.error(), Lang::En) ==
        "deal: hands N and S are unknown ('-'); a hand record needs at least three hands");
  CHECK_FALSE(parse_deal("N:- T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T98.8765"));  // W short: no rest to take
  CHECK_FALSE(parse_deal(""));
}

TEST_CASE("PBN 2.1 §3.4.11: one hand written '-' holds the 13 cards the other three do not") {
  const auto full = parse_deal("N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765");
  REQUIRE(full);
  for (const char* one_unknown : {"N:- T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765",
                                  "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 -",
                                  "E:- 65432.32.AKQJ.T9 .AKQJ7.T984.8765 AKQJ.T98.765.432"}) {
    CAPTURE(one_unknown);
    const auto d = parse_deal(one_unknown);
    REQUIRE_MESSAGE(d, (d ? "" : present::render(d.error(), Lang::En)));
    CHECK(*d == *full);
  }
}
