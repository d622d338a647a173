// One line of a rubber, Chicago or auction score sheet, as the scorer writes it.
#include <doctest/doctest.h>

#include "bandeja/present/messages.hpp"
#include "bandeja/score/sheet.hpp"
#include "coded_error.hpp"

using namespace bandeja;
using namespace bandeja::score;
using bandeja::test::Coded;
using bandeja::test::coded;
using bandeja::test::error_of;

TEST_CASE("Sheet line: side, contract, result and optional honours") {
  auto d = parse_deal("we 3S 10");
  REQUIRE(d);
  CHECK(d->declarer == Team::We);
  CHECK(d->contract == Contract{3, Strain::Spades, Doubling::Undoubled});
  CHECK(d->tricks == 10);
  CHECK_FALSE(d->honours);

  d = parse_deal("they 3DX =");
  REQUIRE(d);
  CHECK(d->declarer == Team::They);
  CHECK(d->contract.doubling == Doubling::Doubled);
  CHECK(d->tricks == 9);

  d = parse_deal("we 6S 12 honours 100");
  REQUIRE(d);
  CHECK(d->honours == Honours{Team::We, 100});

  d = parse_deal("they 4H -1 honours we 100");  // the defenders held the honours
  REQUIRE(d);
  CHECK(d->tricks == 9);
  CHECK(d->honours == Honours{Team::We, 100});

  d = parse_deal("pass");
  REQUIRE(d);
  CHECK(d->contract.passed_out());
}

TEST_CASE("Sheet line: Spanish words nosotros/ellos, honores, paso and Spanish contracts") {
  auto d = parse_deal("nosotros 6P 12 honores 100", Lang::Es);
  REQUIRE(d);
  CHECK(d->declarer == Team::We);
  CHECK(d->contract.strain == Strain::Spades);
  CHECK(d->honours == Honours{Team::We, 100});
  d = parse_deal("ellos 3ST 9", Lang::Es);
  REQUIRE(d);
  CHECK(d->declarer == Team::They);
  CHECK(d->contract.strain == Strain::NoTrump);
  d = parse_deal("ellos 4C 10", Lang::Es);  // C = corazones
  REQUIRE(d);
  CHECK(d->contract.strain == Strain::Hearts);
  CHECK(parse_deal("paso", Lang::Es)->contract.passed_out());
}

TEST_CASE("Sheet line: each bad field is named by a catalogue code, with the word at fault") {
  struct Row { const char* line; Lang lang; Coded want; const char* shown; };
  const Row rows[] = {
      {"us? 3S 10", Lang::En, {"sheet.side_bad", "side", {"us?"}}, "side 'us?'"},
      {"we 8S 14", Lang::En, {"entry.contract_level", "contract", {"8S", "8"}}, "level 8"},
      {"we 3S 14", Lang::En, {"entry.result_more_than_13", "result", {"14"}}, "result '14'"},
      {"we 3S", Lang::En, {"sheet.deal_too_short", "line", {}}, "side, contract and result"},
      {"we 3S 9 honours", Lang::En, {"sheet.honours_no_points", "honours", {}}, "honours"},
      {"we 3S 9 honours lots", Lang::En, {"sheet.honours_not_a_number", "honours", {"lots"}}, "honours 'lots'"},
      {"we 3S 9 doubled", Lang::En, {"sheet.after_result", "honours", {"doubled"}}, "'doubled'"},
      {"we 3S 9 honours 100 more", Lang::En, {"sheet.after_honours", "honours", {"more"}}, "'more' after the honours"},
      {"we pass 0", Lang::En, {"sheet.pass_as_contract", "contract", {"pass"}}, "contract 'pass'"},
      {"", Lang::En, {"sheet.line_empty", "line", {}}, "empty"},
      {"ellos 3ST 14", Lang::Es, {"entry.result_more_than_13", "result", {"14"}}, "resultado '14'"},
      {"vosotros 3ST 9", Lang::Es, {"sheet.side_bad", "side", {"vosotros"}}, "bando 'vosotros'"},
  };
  for (const Row& r : rows) {
    CAPTURE(r.line);
    const auto d = parse_deal(r.line, r.lang);
    CHECK(coded(d) == r.want);
    CHECK(present::render(error_of(d), r.lang).find(r.shown) != std::string::npos);
  }
  CHECK(present::render(error_of(parse_deal("us? 3S 10")), Lang::En) ==
        "side 'us?' must be we or they (or 'pass' for a passed-out deal)");
  CHECK(present::render(error_of(parse_deal("vosotros 3ST 9", Lang::Es)), Lang::Es) ==
        "el bando 'vosotros' debe ser nosotros o ellos (o 'paso' para una mano pasada)");
}

TEST_CASE("Sheet line: written back, it reads the same") {
  for (Lang lang : {Lang::En, Lang::Es})
    for (const char* line : {"we 3S 10", "they 3NT 9", "they 3DX 9", "we 6S 12 honours 100",
                             "they 4H 9 honours we 150", "pass"}) {
      auto d = parse_deal(line);
      REQUIRE(d);
      auto back = parse_deal(to_string(*d, lang), lang);
      REQUIRE(back);
      CHECK(*back == *d);
    }
}
