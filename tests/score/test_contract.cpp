// Contracts, declarers and results as a director types them, in English and Spanish.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/score/contract.hpp"

using namespace bandeja;
using namespace bandeja::score;

namespace {
Contract C(int level, Strain s, Doubling d = Doubling::Undoubled) { return Contract{level, s, d}; }

// The error message of a failed parse, for checking that it names the bad part.
template <class T>
std::string error_of(const Result<T>& r) {
  REQUIRE_FALSE(r.has_value());
  return r.error().message;
}
}  // namespace

TEST_CASE("Contract: English letters, no-trump as N or NT, doubles as X or *") {
  CHECK(parse_contract("3NT") == C(3, Strain::NoTrump));
  CHECK(parse_contract("7N") == C(7, Strain::NoTrump));
  CHECK(parse_contract("4SX") == C(4, Strain::Spades, Doubling::Doubled));
  CHECK(parse_contract("6HXX") == C(6, Strain::Hearts, Doubling::Redoubled));
  CHECK(parse_contract("1C") == C(1, Strain::Clubs));
  CHECK(parse_contract("2D*") == C(2, Strain::Diamonds, Doubling::Doubled));
  CHECK(parse_contract("5c**") == C(5, Strain::Clubs, Doubling::Redoubled));
  CHECK(parse_contract(" 4 s x ") == C(4, Strain::Spades, Doubling::Doubled));
  CHECK(parse_contract("Pass") == Contract::pass());
  CHECK(parse_contract("pass")->passed_out());
}

TEST_CASE("Contract: suit symbols in either language") {
  for (Lang lang : {Lang::En, Lang::Es}) {
    CHECK(parse_contract("4\u2660", lang) == C(4, Strain::Spades));
    CHECK(parse_contract("3\u2665X", lang) == C(3, Strain::Hearts, Doubling::Doubled));
    CHECK(parse_contract("2\u2666", lang) == C(2, Strain::Diamonds));
    CHECK(parse_contract("1\u2663XX", lang) == C(1, Strain::Clubs, Doubling::Redoubled));
    CHECK(parse_contract("4\u2660\uFE0F", lang) == C(4, Strain::Spades));  // emoji form
  }
}

TEST_CASE("Contract: Spanish letters P/C/D/T, SA or ST for no-trump, Paso") {
  const Lang es = Lang::Es;
  CHECK(parse_contract("4P", es) == C(4, Strain::Spades));
  CHECK(parse_contract("4C", es) == C(4, Strain::Hearts));  // C is corazones in Spanish
  CHECK(parse_contract("3D", es) == C(3, Strain::Diamonds));
  CHECK(parse_contract("2T", es) == C(2, Strain::Clubs));
  CHECK(parse_contract("3SA", es) == C(3, Strain::NoTrump));
  CHECK(parse_contract("3ST", es) == C(3, Strain::NoTrump));
  CHECK(parse_contract("6PXX", es) == C(6, Strain::Spades, Doubling::Redoubled));
  CHECK(parse_contract("Paso", es) == Contract::pass());
  // In English, C is clubs and P/T/SA are not denominations.
  CHECK(parse_contract("4C") == C(4, Strain::Clubs));
  CHECK_FALSE(parse_contract("4P").has_value());
  CHECK_FALSE(parse_contract("3SA").has_value());
}

TEST_CASE("Contract: every invalid form is an error naming the bad part") {
  CHECK(error_of(parse_contract("8NT")).find("level 8") != std::string::npos);
  CHECK(error_of(parse_contract("0S")).find("level 0") != std::string::npos);
  CHECK(error_of(parse_contract("4SXXX")).find("at most redoubled") != std::string::npos);
  CHECK(error_of(parse_contract("4Q")).find("'Q'") != std::string::npos);
  CHECK(error_of(parse_contract("NT")).find("level") != std::string::npos);
  CHECK(error_of(parse_contract("4")).find("denomination is missing") != std::string::npos);
  CHECK(error_of(parse_contract("")).find("empty") != std::string::npos);
  CHECK(error_of(parse_contract("8ST", Lang::Es)).find("nivel 8") != std::string::npos);
  CHECK(error_of(parse_contract("4PXXX", Lang::Es)).find("redoblado") != std::string::npos);
}

TEST_CASE("Declarer: N/E/S/W in English, O for Oeste in Spanish, anything else an error") {
  CHECK(parse_seat("N") == Seat::North);
  CHECK(parse_seat("e") == Seat::East);
  CHECK(parse_seat("South") == Seat::South);
  CHECK(parse_seat("W") == Seat::West);
  CHECK(parse_seat("O", Lang::Es) == Seat::West);
  CHECK(parse_seat("Oeste", Lang::Es) == Seat::West);
  CHECK(parse_seat("Norte", Lang::Es) == Seat::North);
  CHECK(parse_seat("Sur", Lang::Es) == Seat::South);
  CHECK(error_of(parse_seat("Q")).find("declarer 'Q'") != std::string::npos);
  CHECK(error_of(parse_seat("Q", Lang::Es)).find("declarante 'Q'") != std::string::npos);
}

TEST_CASE("Result: tricks taken or relative to the contract") {
  const Contract c4s = C(4, Strain::Spades);
  CHECK(parse_tricks("10", c4s) == 10);
  CHECK(parse_tricks("=", c4s) == 10);
  CHECK(parse_tricks("+2", c4s) == 12);
  CHECK(parse_tricks("-3", c4s) == 7);
  CHECK(parse_tricks("0", c4s) == 0);
  CHECK(parse_tricks("13", c4s) == 13);
  CHECK(parse_tricks("-10", c4s) == 0);
  CHECK(parse_tricks("+3", c4s) == 13);
  CHECK(parse_tricks("", Contract::pass()) == 0);
}

TEST_CASE("Result: impossible counts are errors naming the result") {
  const Contract c4s = C(4, Strain::Spades);
  CHECK(error_of(parse_tricks("14", c4s)).find("'14'") != std::string::npos);
  CHECK(error_of(parse_tricks("+4", c4s)).find("at most +3") != std::string::npos);
  CHECK(error_of(parse_tricks("-11", c4s)).find("at most 10 down") != std::string::npos);
  CHECK(error_of(parse_tricks("ten", c4s)).find("'ten'") != std::string::npos);
  CHECK(error_of(parse_tricks("", c4s)).find("empty") != std::string::npos);
  CHECK(error_of(parse_tricks("10", Contract::pass())).find("passed-out") != std::string::npos);
  CHECK(error_of(parse_tricks("14", c4s, Lang::Es)).find("como mucho 13 bazas") !=
        std::string::npos);
  CHECK(error_of(parse_tricks("+1", C(7, Strain::NoTrump))).find("at most +0") !=
        std::string::npos);
}

TEST_CASE("Contract text round-trips in both languages") {
  for (Lang lang : {Lang::En, Lang::Es})
    for (int level = 1; level <= 7; ++level)
      for (Strain s : {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades,
                       Strain::NoTrump})
        for (Doubling d : {Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled}) {
          const Contract c = C(level, s, d);
          CHECK(parse_contract(to_string(c, lang), lang) == c);
        }
  CHECK(to_string(C(4, Strain::Spades, Doubling::Doubled)) == "4SX");
  CHECK(to_string(C(3, Strain::NoTrump), Lang::Es) == "3ST");
  CHECK(to_string(Contract::pass(), Lang::Es) == "Paso");
  CHECK(result_text(C(4, Strain::Spades), 10) == "=");
  CHECK(result_text(C(4, Strain::Spades), 11) == "+1");
  CHECK(result_text(C(4, Strain::Spades), 8) == "-2");
}
