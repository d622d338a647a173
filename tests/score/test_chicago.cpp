// Chicago (four-deal) scoring, seed 003.
#include <doctest/doctest.h>

#include "bandeja/present/messages.hpp"
#include "bandeja/score/chicago.hpp"
#include "coded_error.hpp"

using namespace bandeja;
using namespace bandeja::score;
using bandeja::test::Coded;
using bandeja::test::coded;
using bandeja::test::error_of;

namespace {
void play(ChicagoSheet& s, const char* line) {
  auto d = parse_deal(line);
  REQUIRE_MESSAGE(d, line);
  auto ok = s.add(*d);
  REQUIRE_MESSAGE(ok, line);
}
int points(const ChicagoSheet& s, Team t, Item kind) {
  int sum = 0;
  for (const auto& i : s.items())
    if (i.team == t && i.kind == kind) sum += i.points;
  return sum;
}
}  // namespace

TEST_CASE("Chicago: the seed-003 wheel gives we 1650, they 1070, won by 580, rounded +600") {
  ChicagoSheet s(Team::We);
  play(s, "we 3S 10");              // 90 below, 30 above
  play(s, "they 3NT 9");            // 100 below, 500 vulnerable game (they dealt)
  play(s, "they 3DX 9");            // 120 below, 300 game (not vulnerable), 50 insult
  play(s, "we 6S 12 honours 100");  // 180, 500 game, 750 slam, 100 honours
  CHECK(s.finished());
  CHECK(s.total(Team::We) == 1650);
  CHECK(s.total(Team::They) == 1070);
  CHECK(s.net() == 580);
  CHECK(s.rounded() == 600);
  CHECK(points(s, Team::They, Item::Game) == 500 + 300);
  CHECK(points(s, Team::We, Item::Game) == 500);
  CHECK(points(s, Team::We, Item::PartScoreDeal4) == 0);  // the slam was a game
}

TEST_CASE("Chicago: deal 1 nobody, deals 2 and 3 the dealer's side, deal 4 both vulnerable") {
  ChicagoSheet s(Team::They);
  CHECK(s.dealer(1) == Team::They);
  CHECK(s.dealer(2) == Team::We);
  CHECK(s.dealer(3) == Team::They);
  CHECK(s.dealer(4) == Team::We);
  CHECK_FALSE(s.vulnerable(1, Team::We));
  CHECK_FALSE(s.vulnerable(1, Team::They));
  CHECK(s.vulnerable(2, Team::We));
  CHECK_FALSE(s.vulnerable(2, Team::They));
  CHECK(s.vulnerable(3, Team::They));
  CHECK_FALSE(s.vulnerable(3, Team::We));
  CHECK(s.vulnerable(4, Team::We));
  CHECK(s.vulnerable(4, Team::They));
}

TEST_CASE("Chicago: the non-dealer variant makes the other side vulnerable on deals 2 and 3") {
  ChicagoSheet s(Team::We, ChicagoVulnerability::NonDealerSide);
  CHECK(s.vulnerable(2, Team::We));       // they deal deal 2
  CHECK_FALSE(s.vulnerable(2, Team::They));
  CHECK(s.vulnerable(3, Team::They));     // we deal deal 3
  CHECK_FALSE(s.vulnerable(3, Team::We));
  CHECK_FALSE(s.vulnerable(1, Team::We));
  CHECK(s.vulnerable(4, Team::They));
  play(s, "we 1NT 7");
  play(s, "we 4S 10");  // deal 2: we are vulnerable in this variant
  CHECK(points(s, Team::We, Item::Game) == 500);
}

TEST_CASE("Chicago: a passed-out deal is redealt by the same dealer and is not counted") {
  ChicagoSheet s(Team::We);
  play(s, "pass");
  CHECK(s.deals() == 0);
  CHECK(s.passed_out() == 1);
  CHECK(s.next_deal() == 1);
  play(s, "we 1NT 7");
  play(s, "pass");
  play(s, "pass");
  CHECK(s.next_deal() == 2);
  CHECK(s.dealer(s.next_deal()) == Team::They);
  play(s, "they 4H 10");  // deal 2, dealt by them: vulnerable game 500
  CHECK(points(s, Team::They, Item::Game) == 500);
}

TEST_CASE("Chicago: part-scores carry toward game, and a game cancels both sides' part-scores") {
  ChicagoSheet s(Team::We);
  play(s, "we 2S 8");    // deal 1: 60
  play(s, "they 2D 8");  // deal 2: 40 for them
  CHECK(s.part_score(Team::We) == 60);
  play(s, "we 2H 8");    // deal 3 (we dealt, vulnerable): 60 + 60 = game, 500
  CHECK(points(s, Team::We, Item::Game) == 500);
  CHECK(s.part_score(Team::We) == 0);
  CHECK(s.part_score(Team::They) == 0);
}

TEST_CASE("Chicago: 100 for a part-score made on deal 4 that does not complete a game") {
  ChicagoSheet a(Team::We);
  play(a, "we 1NT 6");
  play(a, "they 1NT 6");
  play(a, "we 1NT 6");
  play(a, "they 2C 9");  // deal 4: 40 below, 20 above, 100 part-score bonus
  CHECK(points(a, Team::They, Item::PartScoreDeal4) == 100);
  CHECK(points(a, Team::They, Item::Game) == 0);

  ChicagoSheet b(Team::We);
  play(b, "we 2S 8");    // 60 carried
  play(b, "they 1C 6");
  play(b, "we 1C 6");
  play(b, "we 2C 8");    // deal 4: 40 + 60 = 100, a game (500), not the 100 bonus
  CHECK(points(b, Team::We, Item::PartScoreDeal4) == 0);
  CHECK(points(b, Team::We, Item::Game) == 500);

  ChicagoSheet c(Team::We);
  play(c, "we 1NT 7");
  play(c, "we 1NT 7");
  play(c, "we 1NT 7");
  play(c, "we 2C 7");    // deal 4 defeated: no bonus
  CHECK(points(c, Team::We, Item::PartScoreDeal4) == 0);
  CHECK(points(c, Team::They, Item::Undertricks) == 100);  // vulnerable on deal 4
}

TEST_CASE("Chicago: undertricks, overtricks and slams use the deal's vulnerability") {
  ChicagoSheet s(Team::We);
  play(s, "they 4SX 8");  // deal 1, nobody vulnerable: 300
  CHECK(points(s, Team::We, Item::Undertricks) == 300);
  play(s, "they 6H 12");  // deal 2, they dealt: vulnerable slam 750
  CHECK(points(s, Team::They, Item::Slam) == 750);
  play(s, "they 2HX 9");  // deal 3, we dealt: they are not vulnerable, overtrick 100
  CHECK(points(s, Team::They, Item::Overtricks) == 100);
}

TEST_CASE("Chicago: a fifth deal is refused") {
  ChicagoSheet s(Team::We);
  for (int i = 0; i < 4; ++i) play(s, "we 1C 7");
  auto r = s.add(*parse_deal("they 1C 7"));
  CHECK(coded(r) == Coded{"sheet.chicago_over", "", {}});
  CHECK(present::render(error_of(r), Lang::En).find("over") != std::string::npos);
  CHECK(present::render(error_of(r), Lang::Es) == "la rueda de cuatro manos ha terminado: empiece una hoja nueva");
  CHECK(s.deals() == 4);
}

TEST_CASE("Chicago: a deal with impossible tricks, level or honours is refused by code, changing nothing") {
  ChicagoSheet s(Team::We);
  CHECK(coded(s.add(Deal{Team::We, Contract{9, Strain::Clubs, Doubling::Undoubled}, 7, {}})) ==
        Coded{"sheet.level_range", "contract", {}});
  CHECK(coded(s.add(Deal{Team::They, Contract{1, Strain::Clubs, Doubling::Undoubled}, 14, {}})) ==
        Coded{"sheet.tricks_range", "result", {"14"}});
  CHECK(coded(s.add(Deal{Team::We, Contract{1, Strain::NoTrump, Doubling::Undoubled}, 7, Honours{Team::We, 100}})) ==
        Coded{"sheet.honours_no_trump", "honours", {"100"}});
  CHECK(s.deals() == 0);
}

TEST_CASE("Chicago: the net rounds to the nearest 100, an exact 50 away from zero") {
  CHECK(round_to_hundred(580) == 600);
  CHECK(round_to_hundred(549) == 500);
  CHECK(round_to_hundred(550) == 600);
  CHECK(round_to_hundred(-550) == -600);
  CHECK(round_to_hundred(-580) == -600);
  CHECK(round_to_hundred(-30) == 0);
  CHECK(round_to_hundred(0) == 0);
  CHECK(round_to_hundred(50) == 100);
  CHECK(round_to_hundred(1240) == 1200);
}
