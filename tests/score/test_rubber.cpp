// Rubber bridge scoring (Laws of Contract Bridge), with the seeds' errata: rubber bonus 700
// (2-0) or 500 (2-1), honours 100/150/150, unfinished rubber 300 / 100.
#include <doctest/doctest.h>

#include "bandeja/present/messages.hpp"
#include "bandeja/score/rubber.hpp"
#include "coded_error.hpp"

using namespace bandeja;
using namespace bandeja::score;
using bandeja::test::Coded;
using bandeja::test::coded;
using bandeja::test::error_of;

namespace {
void play(RubberSheet& s, const char* line) {
  auto d = parse_deal(line);
  REQUIRE_MESSAGE(d, line);
  auto ok = s.add(*d);
  REQUIRE_MESSAGE(ok, line);
}
int points(const RubberSheet& s, Team t, Item kind) {
  int sum = 0;
  for (const auto& i : s.items())
    if (i.team == t && i.kind == kind) sum += i.points;
  for (const auto& i : s.closing_items())
    if (i.team == t && i.kind == kind) sum += i.points;
  return sum;
}
}  // namespace

TEST_CASE("Rubber: two games to none earns 700") {
  RubberSheet s;
  play(s, "we 4S 10");  // 120 below: game
  CHECK(s.games(Team::We) == 1);
  CHECK(s.vulnerable(Team::We));
  CHECK_FALSE(s.vulnerable(Team::They));
  play(s, "we 3NT 9");  // 100 below: second game
  CHECK(s.finished());
  CHECK(s.rubber_won_by() == Team::We);
  CHECK(points(s, Team::We, Item::Rubber) == 700);
  CHECK(s.total(Team::We) == 120 + 100 + 700);
  CHECK(s.total(Team::They) == 0);
  CHECK(s.winner() == Team::We);
  CHECK(s.closing_items().empty());
}

TEST_CASE("Rubber: two games to one earns 500") {
  RubberSheet s;
  play(s, "we 4H 10");   // 120: game, we vulnerable
  play(s, "they 5D 11"); // 100: game, they vulnerable
  play(s, "we 2S 9");    // 60 below, 30 above
  play(s, "they 3NT 8"); // vulnerable, one down: 100 to us
  play(s, "we 2NT 8");   // 70 + 60 = 130: second game
  CHECK(s.finished());
  CHECK(s.rubber_won_by() == Team::We);
  CHECK(points(s, Team::We, Item::Rubber) == 500);
  CHECK(s.total(Team::We) == 120 + 60 + 30 + 100 + 70 + 500);
  CHECK(s.total(Team::They) == 100);
}

TEST_CASE("Rubber: a game ends both part-scores toward the next game, which stay scored") {
  RubberSheet s;
  play(s, "we 2S 8");   // 60 below
  CHECK(s.part_score(Team::We) == 60);
  play(s, "they 4H 10"); // game for them
  CHECK(s.part_score(Team::We) == 0);
  CHECK(s.total(Team::We) >= 60);
  play(s, "we 2S 8");   // 60 again: not a game, the first 60 no longer counts
  CHECK(s.games(Team::We) == 0);
  CHECK(s.part_score(Team::We) == 60);
  CHECK(points(s, Team::We, Item::ContractTricks) == 120);
}

TEST_CASE("Rubber: unfinished, 300 for the only game and 100 for the only part-score") {
  RubberSheet s;
  play(s, "we 4S 10");   // our game
  play(s, "they 2C 8");  // their part-score of 40
  CHECK_FALSE(s.finished());
  CHECK(points(s, Team::We, Item::UnfinishedGame) == 300);
  CHECK(points(s, Team::They, Item::UnfinishedPart) == 100);
  CHECK(s.total(Team::We) == 120 + 300);
  CHECK(s.total(Team::They) == 40 + 100);
  CHECK(s.winner() == Team::We);

  play(s, "we 1NT 7");   // we have a part-score too: nobody has the only part-score
  CHECK(points(s, Team::They, Item::UnfinishedPart) == 0);
  CHECK(points(s, Team::We, Item::UnfinishedPart) == 0);

  play(s, "they 3NT 9"); // one game each: no game bonus either
  CHECK(s.closing_items().empty());
}

TEST_CASE("Rubber: doubled and redoubled overtricks and undertricks follow Law 77 by vulnerability") {
  RubberSheet s;
  play(s, "we 2HX 9");    // not vulnerable: 120 below (game), 100 overtrick, 50 insult
  CHECK(points(s, Team::We, Item::Overtricks) == 100);
  CHECK(points(s, Team::We, Item::Insult) == 50);
  CHECK(s.games(Team::We) == 1);
  play(s, "we 1CXX 8");   // vulnerable now: 80 below, 400 overtrick, 100 insult
  CHECK(points(s, Team::We, Item::Overtricks) == 100 + 400);
  CHECK(points(s, Team::We, Item::Insult) == 50 + 100);
  play(s, "we 4SX 7");    // vulnerable, 3 down doubled: 800 to them
  CHECK(points(s, Team::They, Item::Undertricks) == 800);
  play(s, "they 3NTX 5"); // not vulnerable, 4 down doubled: 800 to us
  play(s, "they 1NTXX 6");  // not vulnerable, 1 down redoubled: 200 to us
  CHECK(points(s, Team::We, Item::Undertricks) == 800 + 200);
}

TEST_CASE("Rubber: slams bid and made, by vulnerability") {
  RubberSheet s;
  play(s, "we 6S 12");  // 500, and a game
  CHECK(points(s, Team::We, Item::Slam) == 500);
  play(s, "they 5H 12");  // not bid: no slam
  CHECK(points(s, Team::They, Item::Slam) == 0);
  play(s, "we 7NT 13");   // vulnerable grand slam: 1500, and the rubber (2-1: 500)
  CHECK(points(s, Team::We, Item::Slam) == 500 + 1500);
  CHECK(points(s, Team::We, Item::Rubber) == 500);
}

TEST_CASE("Rubber: honours 100 for four in one hand, 150 for five or four aces at no-trump") {
  RubberSheet s;
  play(s, "we 2S 8 honours 100");
  play(s, "we 2S 7 honours they 150");   // the defenders held all five
  play(s, "they 1NT 7 honours 150");     // four aces
  CHECK(points(s, Team::We, Item::Honours) == 100);
  CHECK(points(s, Team::They, Item::Honours) == 300);
  for (const char* bad : {"we 2S 8 honours 50", "we 2S 8 honours 200", "we 3NT 9 honours 100"}) {
    CAPTURE(bad);
    auto r = s.add(*parse_deal(bad));
    CHECK(coded(r).code.starts_with("sheet.honours_"));
    CHECK(present::render(error_of(r), Lang::En).find("honours") != std::string::npos);
  }
  CHECK(coded(s.add(*parse_deal("we 2S 8 honours 50"))) == Coded{"sheet.honours_trump", "honours", {"50"}});
  CHECK(coded(s.add(*parse_deal("we 2S 8 honours 200"))) == Coded{"sheet.honours_trump", "honours", {"200"}});
  CHECK(coded(s.add(*parse_deal("we 3NT 9 honours 100"))) == Coded{"sheet.honours_no_trump", "honours", {"100"}});
  CHECK(present::render(error_of(s.add(*parse_deal("we 3NT 9 honours 100"))), Lang::Es) ==
        "honores 100: a sin triunfo solo puntúan los cuatro ases en una mano, 150");
  CHECK(s.deals() == 3);  // the refused deals changed nothing
}

TEST_CASE("Rubber: a deal with impossible tricks, level or honours is refused by code, changing nothing") {
  RubberSheet s;
  CHECK(coded(s.add(Deal{Team::We, Contract{4, Strain::Spades, Doubling::Undoubled}, 14, {}})) ==
        Coded{"sheet.tricks_range", "result", {"14"}});
  CHECK(coded(s.add(Deal{Team::We, Contract{8, Strain::Spades, Doubling::Undoubled}, 13, {}})) ==
        Coded{"sheet.level_range", "contract", {}});
  CHECK(coded(s.add(Deal{Team::We, Contract::pass(), 0, Honours{Team::We, 100}})) ==
        Coded{"sheet.honours_passed_out", "honours", {}});
  CHECK(present::render(error_of(s.add(Deal{Team::We, Contract{4, Strain::Spades, Doubling::Undoubled}, -1, {}})),
                         Lang::En) == "result: tricks must be 0 to 13, not -1");
  CHECK(present::render(error_of(s.add(Deal{Team::We, Contract{8, Strain::Spades, Doubling::Undoubled}, 13, {}})),
                         Lang::Es) == "contrato: el nivel debe ser de 1 a 7");
  CHECK(s.deals() == 0);
}

TEST_CASE("Rubber: a passed-out deal scores nothing, and a finished rubber takes no more deals") {
  RubberSheet s;
  play(s, "pass");
  CHECK(s.deals() == 0);
  CHECK(s.items().empty());
  play(s, "they 4S 10");
  play(s, "they 4S 10");
  REQUIRE(s.finished());
  auto r = s.add(*parse_deal("we 1C 7"));
  CHECK(coded(r) == Coded{"sheet.rubber_over", "", {}});
  CHECK(present::render(error_of(r), Lang::En).find("rubber is over") != std::string::npos);
  CHECK(present::render(error_of(r), Lang::Es) == "el rubber ha terminado: empiece una hoja nueva para el siguiente");
}
