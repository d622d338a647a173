// Contracts, declarers and results as a director types them, in English and Spanish.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/present/messages.hpp"
#include "bandeja/score/contract.hpp"
#include "coded_error.hpp"

using namespace bandeja;
using namespace bandeja::score;
using bandeja::test::Coded;
using bandeja::test::coded;
using bandeja::test::error_of;

namespace {
Contract C(int level, Strain s, Doubling d = Doubling::Undoubled) { return Contract{level, s, d}; }

// What the director reads, for checking the catalogue's text of a code.
template <class T>
std::string rendered(const Result<T>& r, Lang lang) {
  return present::render(error_of(r), lang);
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

TEST_CASE("Contract: every invalid form is a catalogue error naming the field contract, with what was typed and the bad part") {
  CHECK(coded(parse_contract("8NT")) == Coded{"entry.contract_level", "contract", {"8NT", "8"}});
  CHECK(coded(parse_contract("0S")) == Coded{"entry.contract_level", "contract", {"0S", "0"}});
  CHECK(coded(parse_contract("4SXXX")) == Coded{"entry.contract_doubles", "contract", {"4SXXX", "3"}});
  CHECK(coded(parse_contract("4Q")) == Coded{"entry.contract_bad_strain", "contract", {"4Q", "Q"}});
  CHECK(coded(parse_contract("NT")) == Coded{"entry.contract_no_level", "contract", {"NT"}});
  CHECK(coded(parse_contract("4")) == Coded{"entry.contract_no_strain", "contract", {"4"}});
  CHECK(coded(parse_contract("")) == Coded{"entry.contract_empty", "contract", {}});
  CHECK(coded(parse_contract("8ST", Lang::Es)) == Coded{"entry.contract_level", "contract", {"8ST", "8"}});
  CHECK(coded(parse_contract("4PXXX", Lang::Es)) == Coded{"entry.contract_doubles", "contract", {"4PXXX", "3"}});
}

TEST_CASE("Contract: its errors read in the director's language, what to write in the director's letters") {
  CHECK(rendered(parse_contract("8NT"), Lang::En) == "contract '8NT': level 8 is impossible, it must be 1 to 7");
  CHECK(rendered(parse_contract("8ST", Lang::Es), Lang::Es) == "contrato '8ST': el nivel 8 es imposible, debe ser de 1 a 7");
  CHECK(rendered(parse_contract("4SXXX"), Lang::En).find("at most redoubled") != std::string::npos);
  CHECK(rendered(parse_contract("4PXXX", Lang::Es), Lang::Es).find("redoblado") != std::string::npos);
  CHECK(rendered(parse_contract("4Q"), Lang::En) ==
        "contract '4Q': 'Q' is not a denomination (C, D, H, S or NT, or a suit symbol)");
  CHECK(rendered(parse_contract("4Q", Lang::Es), Lang::Es) ==
        "contrato '4Q': 'Q' no es una denominación (T, D, C, P o ST, o un símbolo de palo)");
  CHECK(rendered(parse_contract("NT"), Lang::En) == "contract 'NT' must start with a level from 1 to 7");
  CHECK(rendered(parse_contract("4"), Lang::En).find("denomination is missing") != std::string::npos);
  CHECK(rendered(parse_contract(""), Lang::En) == "contract is empty: type it as 4S, 3NT, 4HX or Pass");
  CHECK(rendered(parse_contract(""), Lang::Es) == "el contrato está vacío: escríbalo como 4P, 3ST, 4CX o Paso");
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
}

TEST_CASE("Declarer: anything but a seat is a catalogue error naming the field declarer and what was typed") {
  CHECK(coded(parse_seat("Q")) == Coded{"entry.declarer_bad", "declarer", {"Q"}});
  CHECK(coded(parse_seat("Q", Lang::Es)) == Coded{"entry.declarer_bad", "declarer", {"Q"}});
  CHECK(rendered(parse_seat("Q"), Lang::En) == "declarer 'Q' must be N, E, S or W");
  CHECK(rendered(parse_seat("Q", Lang::Es), Lang::Es) == "el declarante 'Q' debe ser N, E, S u O");
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

TEST_CASE("Result: impossible counts are catalogue errors naming the field result, the contract in English letters") {
  const Contract c4s = C(4, Strain::Spades);
  CHECK(coded(parse_tricks("14", c4s)) == Coded{"entry.result_more_than_13", "result", {"14"}});
  CHECK(coded(parse_tricks("+4", c4s)) == Coded{"entry.result_too_many_overtricks", "result", {"+4", "4S", "3"}});
  CHECK(coded(parse_tricks("-11", c4s)) == Coded{"entry.result_too_many_undertricks", "result", {"-11", "4S", "10"}});
  CHECK(coded(parse_tricks("ten", c4s)) == Coded{"entry.result_not_a_result", "result", {"ten"}});
  CHECK(coded(parse_tricks("", c4s)) == Coded{"entry.result_empty", "result", {}});
  CHECK(coded(parse_tricks("10", Contract::pass())) == Coded{"entry.result_for_pass", "result", {"10"}});
  CHECK(coded(parse_tricks("14", c4s, Lang::Es)) == Coded{"entry.result_more_than_13", "result", {"14"}});
  CHECK(coded(parse_tricks("+1", C(7, Strain::NoTrump))) ==
        Coded{"entry.result_too_many_overtricks", "result", {"+1", "7NT", "0"}});
  CHECK(coded(parse_tricks("+2", C(6, Strain::Hearts, Doubling::Redoubled), Lang::Es)) ==
        Coded{"entry.result_too_many_overtricks", "result", {"+2", "6HXX", "1"}});
}

TEST_CASE("Result: its errors read in the director's language, the contract in the director's letters") {
  const Contract c4s = C(4, Strain::Spades);
  CHECK(rendered(parse_tricks("+4", c4s), Lang::En) == "result '+4': 4S can make at most +3 (13 tricks)");
  CHECK(rendered(parse_tricks("+4", c4s, Lang::Es), Lang::Es) == "resultado '+4': 4P puede hacer como mucho +3 (13 bazas)");
  CHECK(rendered(parse_tricks("-11", c4s), Lang::En) == "result '-11': 4S can go at most 10 down");
  CHECK(rendered(parse_tricks("+1", C(7, Strain::NoTrump)), Lang::En).find("at most +0") != std::string::npos);
  CHECK(rendered(parse_tricks("14", c4s), Lang::En).find("'14'") != std::string::npos);
  CHECK(rendered(parse_tricks("14", c4s, Lang::Es), Lang::Es).find("como mucho 13 bazas") != std::string::npos);
  CHECK(rendered(parse_tricks("ten", c4s), Lang::En).find("'ten'") != std::string::npos);
  CHECK(rendered(parse_tricks("", c4s), Lang::En).find("empty") != std::string::npos);
  CHECK(rendered(parse_tricks("10", Contract::pass()), Lang::En).find("passed-out") != std::string::npos);
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
