// One line of a rubber, Chicago or auction score sheet, as the scorer writes it.
#include <doctest/doctest.h>

#include "bandeja/score/sheet.hpp"

using namespace bandeja;
using namespace bandeja::score;

namespace {
std::string error_of(const Result<Deal>& r) {
  REQUIRE_FALSE(r.has_value());
  return r.error().message;
}
}  // namespace

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

TEST_CASE("Sheet line: each bad field is named") {
  CHECK(error_of(parse_deal("us? 3S 10")).find("side 'us?'") != std::string::npos);
  CHECK(error_of(parse_deal("we 8S 14")).find("level 8") != std::string::npos);
  CHECK(error_of(parse_deal("we 3S 14")).find("result '14'") != std::string::npos);
  CHECK(error_of(parse_deal("we 3S")).find("side, contract and result") != std::string::npos);
  CHECK(error_of(parse_deal("we 3S 9 honours")).find("honours") != std::string::npos);
  CHECK(error_of(parse_deal("we 3S 9 honours lots")).find("honours 'lots'") != std::string::npos);
  CHECK(error_of(parse_deal("we 3S 9 doubled")).find("'doubled'") != std::string::npos);
  CHECK(error_of(parse_deal("we pass 0")).find("contract 'pass'") != std::string::npos);
  CHECK(error_of(parse_deal("")).find("empty") != std::string::npos);
  CHECK(error_of(parse_deal("ellos 3ST 14", Lang::Es)).find("resultado '14'") != std::string::npos);
  CHECK(error_of(parse_deal("vosotros 3ST 9", Lang::Es)).find("bando 'vosotros'") != std::string::npos);
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
