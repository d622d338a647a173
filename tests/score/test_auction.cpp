// Auction bridge scoring, seed 001 and the complete honours table of the seeds' README.
#include <doctest/doctest.h>

#include "bandeja/present/messages.hpp"
#include "bandeja/score/auction.hpp"
#include "coded_error.hpp"

using namespace bandeja;
using namespace bandeja::score;
using bandeja::test::Coded;
using bandeja::test::coded;
using bandeja::test::error_of;

namespace {
void play(AuctionSheet& s, const char* line) {
  auto d = parse_deal(line);
  REQUIRE_MESSAGE(d, line);
  auto ok = s.add(*d);
  REQUIRE_MESSAGE(ok, line);
}
int points(const AuctionSheet& s, Team t, Item kind, bool below = false) {
  int sum = 0;
  for (const auto& i : s.items())
    if (i.team == t && i.kind == kind && i.below == below) sum += i.points;
  return sum;
}
}  // namespace

TEST_CASE("Auction: odd tricks are worth 6, 7, 8, 9 and 10") {
  CHECK(auction_trick_value(Strain::Clubs) == 6);
  CHECK(auction_trick_value(Strain::Diamonds) == 7);
  CHECK(auction_trick_value(Strain::Hearts) == 8);
  CHECK(auction_trick_value(Strain::Spades) == 9);
  CHECK(auction_trick_value(Strain::NoTrump) == 10);
}

TEST_CASE("Auction: tricks bid go below the line, overtricks above, 30 makes a game") {
  AuctionSheet s;
  play(s, "we 2S 9");  // 18 below, 9 above
  CHECK(points(s, Team::We, Item::ContractTricks, true) == 18);
  CHECK(points(s, Team::We, Item::Overtricks) == 9);
  CHECK(s.games(Team::We) == 0);
  play(s, "we 2H 8");  // 16: 34 below, a game
  CHECK(s.games(Team::We) == 1);
  CHECK(s.part_score(Team::We) == 0);
}

TEST_CASE("Auction: the older rule counts every odd trick toward game") {
  AuctionSheet s(AuctionOptions{true});
  play(s, "we 2S 10");  // four odd tricks: 36 below, a game
  CHECK(points(s, Team::We, Item::ContractTricks, true) == 36);
  CHECK(points(s, Team::We, Item::Overtricks) == 0);
  CHECK(s.games(Team::We) == 1);
}

TEST_CASE("Auction: doubled makes score x2 and 50 plus 50 an overtrick — redoubled x4 and 100 each") {
  AuctionSheet s;
  play(s, "we 2HX 9");   // 32 below (game), 50 bonus, 50 overtrick
  CHECK(points(s, Team::We, Item::ContractTricks, true) == 32);
  CHECK(points(s, Team::We, Item::Insult) == 50);
  CHECK(points(s, Team::We, Item::Overtricks) == 50);
  play(s, "they 1CXX 9");  // 24 below, 100 bonus, 200 for two overtricks
  CHECK(points(s, Team::They, Item::ContractTricks, true) == 24);
  CHECK(points(s, Team::They, Item::Insult) == 100);
  CHECK(points(s, Team::They, Item::Overtricks) == 200);
}

TEST_CASE("Auction: undertricks are 50 each, doubled 100, redoubled 200, with no vulnerability") {
  AuctionSheet s;
  play(s, "they 3NT 7");     // 2 down: 100
  CHECK(points(s, Team::We, Item::Undertricks) == 100);
  play(s, "they 3NTX 7");    // 200
  CHECK(points(s, Team::We, Item::Undertricks) == 300);
  play(s, "they 3NTXX 7");   // 400
  CHECK(points(s, Team::We, Item::Undertricks) == 700);
}

TEST_CASE("Auction: 50 for taking twelve tricks, 100 for thirteen, and 250 for the rubber") {
  AuctionSheet s;
  play(s, "we 6S 12");   // 54 below: game; 50 slam
  CHECK(points(s, Team::We, Item::Slam) == 50);
  play(s, "they 1S 12"); // not bid, but twelve tricks taken: 50
  CHECK(points(s, Team::They, Item::Slam) == 50);
  play(s, "we 7NT 13");  // 70 below: second game; 100 slam; rubber 250
  CHECK(points(s, Team::We, Item::Slam) == 150);
  CHECK(s.finished());
  CHECK(s.rubber_won_by() == Team::We);
  CHECK(points(s, Team::We, Item::Rubber) == 250);
  CHECK(s.total(Team::We) == 54 + 50 + 70 + 100 + 250);
  CHECK(s.total(Team::They) == 9 + 45 + 50);
  CHECK(s.winner() == Team::We);
  CHECK(coded(s.add(*parse_deal("they 1C 7"))) == Coded{"sheet.rubber_over", "", {}});
}

TEST_CASE("Auction: a deal with impossible tricks, level or honours is refused by code, changing nothing") {
  AuctionSheet s;
  CHECK(coded(s.add(Deal{Team::We, Contract{8, Strain::Clubs, Doubling::Undoubled}, 13, {}})) ==
        Coded{"sheet.level_range", "contract", {}});
  CHECK(coded(s.add(Deal{Team::We, Contract{1, Strain::Clubs, Doubling::Undoubled}, -1, {}})) ==
        Coded{"sheet.tricks_range", "result", {"-1"}});
  CHECK(coded(s.add(Deal{Team::We, Contract::pass(), 0, Honours{Team::We, 30}})) ==
        Coded{"sheet.honours_passed_out", "honours", {}});
  CHECK(s.deals() == 0);
}

TEST_CASE("Auction honours: 30/40/50/80/90/100 in a suit, 30/40/100 at no-trump") {
  AuctionSheet s;
  for (int p : {30, 40, 50, 80, 90, 100}) {
    Deal d{Team::We, Contract{1, Strain::Clubs, Doubling::Undoubled}, 6, Honours{Team::They, p}};
    CHECK(check_auction_honours(d));
  }
  for (int p : {30, 40, 100}) {
    Deal d{Team::We, Contract{1, Strain::NoTrump, Doubling::Undoubled}, 6, Honours{Team::We, p}};
    CHECK(check_auction_honours(d));
  }
  for (int p : {10, 60, 150}) {
    Deal d{Team::We, Contract{1, Strain::Clubs, Doubling::Undoubled}, 6, Honours{Team::We, p}};
    CHECK(coded(check_auction_honours(d)) == Coded{"sheet.auction_honours_trump", "honours", {std::to_string(p)}});
  }
  for (int p : {50, 80, 90}) {
    Deal d{Team::We, Contract{1, Strain::NoTrump, Doubling::Undoubled}, 6, Honours{Team::We, p}};
    auto r = check_auction_honours(d);
    CHECK(coded(r) == Coded{"sheet.auction_honours_no_trump", "honours", {std::to_string(p)}});
    CHECK(present::render(error_of(r), Lang::En).find("no-trump") != std::string::npos);
  }
  CHECK(present::render(error_of(check_auction_honours(Deal{Team::We, Contract{1, Strain::NoTrump, Doubling::Undoubled}, 6,
                                                              Honours{Team::We, 50}})),
                         Lang::Es) ==
        "honores 50: a sin triunfo 30 (tres ases), 40 (cuatro ases repartidos) o 100 (cuatro ases en una mano)");
  play(s, "we 1H 6 honours they 90");
  CHECK(points(s, Team::They, Item::Honours) == 90);
}
