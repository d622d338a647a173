// Opening leads as cards: read in the director's language, stored in one form, shown with
// the suit symbol. Table-driven: every row is written out by hand.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "bandeja/present/messages.hpp"
#include "bandeja/score/card.hpp"
#include "bandeja/score/entry.hpp"
#include "coded_error.hpp"

using namespace bandeja;
using namespace bandeja::score;
using bandeja::test::Coded;
using bandeja::test::coded;
using bandeja::test::error_of;

namespace {

struct Row {
  const char* typed;
  Lang lang;
  const char* stored;  // canonical form
  const char* shown;   // with the suit symbol
};

}  // namespace

TEST_CASE("Leads: English letters S H D C and ranks A K Q J T 10 9-2 read as that card") {
  const std::vector<Row> rows = {
      {"SK", Lang::En, "SK", "\u2660K"},   {"HA", Lang::En, "HA", "\u2665A"},
      {"DQ", Lang::En, "DQ", "\u2666Q"},   {"CJ", Lang::En, "CJ", "\u2663J"},
      {"C5", Lang::En, "C5", "\u26635"},   {"HT", Lang::En, "HT", "\u266510"},
      {"H10", Lang::En, "HT", "\u266510"}, {"s2", Lang::En, "S2", "\u26602"},
      {"5C", Lang::En, "C5", "\u26635"},   {"KS", Lang::En, "SK", "\u2660K"},
      {"TD", Lang::En, "DT", "\u266610"},  {"10d", Lang::En, "DT", "\u266610"},
      {"d 9", Lang::En, "D9", "\u26669"},
  };
  for (const auto& r : rows) {
    CAPTURE(r.typed);
    auto c = parse_card(r.typed, r.lang);
    REQUIRE(c.has_value());
    CHECK(canonical(*c) == r.stored);
    CHECK(card_text(*c) == r.shown);
  }
}

TEST_CASE("Leads in Spanish: P picas, C corazones, D diamantes, T treboles, honours A R D V (and K Q J as the seeds write them)") {
  const std::vector<Row> rows = {
      {"C5", Lang::Es, "H5", "\u26655"},    // corazones, not clubs
      {"T5", Lang::Es, "C5", "\u26635"},    // tréboles
      {"PR", Lang::Es, "SK", "\u2660K"},    // picas rey
      {"PK", Lang::Es, "SK", "\u2660K"},
      {"CD", Lang::Es, "HQ", "\u2665Q"},    // corazones dama
      {"DD", Lang::Es, "DQ", "\u2666Q"},    // diamantes dama, both readings agree
      {"TV", Lang::Es, "CJ", "\u2663J"},    // tréboles valet
      {"TJ", Lang::Es, "CJ", "\u2663J"},
      {"DA", Lang::Es, "DA", "\u2666A"},
      {"P10", Lang::Es, "ST", "\u266010"},
      {"10T", Lang::Es, "CT", "\u266310"},
      {"RC", Lang::Es, "HK", "\u2665K"},    // rank first
      {"DT", Lang::Es, "CQ", "\u2663Q"},    // dama de tréboles: T is a suit, never a ten
      {"cr", Lang::Es, "HK", "\u2665K"},
  };
  for (const auto& r : rows) {
    CAPTURE(r.typed);
    auto c = parse_card(r.typed, r.lang);
    REQUIRE(c.has_value());
    CHECK(canonical(*c) == r.stored);
    CHECK(card_text(*c) == r.shown);
  }
}

TEST_CASE("Leads: the suit symbols read the same in both languages, either side of the rank") {
  const std::vector<Row> rows = {
      {"\u26635", Lang::En, "C5", "\u26635"},       {"\u26635", Lang::Es, "C5", "\u26635"},
      {"\u2665K", Lang::Es, "HK", "\u2665K"},       {"\u2665R", Lang::Es, "HK", "\u2665K"},
      {"\u266610", Lang::En, "DT", "\u266610"},     {"Q\u2660", Lang::En, "SQ", "\u2660Q"},
      {"\u2661J", Lang::En, "HJ", "\u2665J"},       {"\u2667 4", Lang::Es, "C4", "\u26634"},
      {"\u2660\uFE0FA", Lang::En, "SA", "\u2660A"},  // emoji variation selector ignored
  };
  for (const auto& r : rows) {
    CAPTURE(r.typed);
    auto c = parse_card(r.typed, r.lang);
    REQUIRE(c.has_value());
    CHECK(canonical(*c) == r.stored);
    CHECK(card_text(*c) == r.shown);
  }
}

TEST_CASE("Leads: what is not a card is refused as entry.lead_not_a_card, naming the lead and what to write in the director's letters") {
  const std::vector<std::pair<const char*, Lang>> bad = {
      {"", Lang::En},     {"S", Lang::En},    {"X5", Lang::En},  {"S1", Lang::En},
      {"S11", Lang::En},  {"SKQ", Lang::En},  {"P5", Lang::En},  {"SR", Lang::En},
      {"S5", Lang::Es},   {"HK", Lang::Es},   {"PT", Lang::Es},  {"\u2660", Lang::En},
      {"\u2660X", Lang::Es}, {"\u2660\u26655", Lang::En},
  };
  for (const auto& [text, lang] : bad) {
    CAPTURE(text);
    auto c = parse_card(text, lang);
    CHECK(coded(c) == Coded{"entry.lead_not_a_card", "lead", {text}});
    CHECK(present::render(error_of(c), lang).rfind(lang == Lang::Es ? "salida '" : "lead '", 0) == 0);
  }
  CHECK(present::render(error_of(parse_card("X5")), Lang::En) ==
        "lead 'X5' is not a card: write the suit (S, H, D, C or \u2660\u2665\u2666\u2663) and the rank (A K Q J T 9 \u2026 2), "
        "e.g. SK, HT or \u26635");
  CHECK(present::render(error_of(parse_card("S5", Lang::Es)), Lang::Es) ==
        "salida 'S5' no es una carta: escriba el palo (P picas, C corazones, D diamantes, T tr\u00e9boles, o "
        "\u2660\u2665\u2666\u2663) y la carta (A R D V 10 9 \u2026 2), p. ej. PR, C10 o \u26635");
}

TEST_CASE("Leads: a lead read two ways (entry.lead_ambiguous) names both cards with their symbols") {
  // No card parse_card reads can be cut both ways today; the catalogue's text is checked alone.
  const Error e = error_code("entry.lead_ambiguous", "lead", {"X", "\u2660K", "\u2665K"});
  CHECK(present::render(e, Lang::En) ==
        "lead 'X' reads as \u2660K or as \u2665K; write the suit first or use the symbol (\u2660\u2665\u2666\u2663)");
  CHECK(present::render(e, Lang::Es) ==
        "salida 'X': se lee como \u2660K o como \u2665K; escriba el palo primero o use el s\u00edmbolo (\u2660\u2665\u2666\u2663)");
}

TEST_CASE("Leads: typed again in the director's letters, every card reads back as itself in both languages") {
  const char* suits = "SHDC";
  const char* ranks = "AKQJT98765432";
  for (int s = 0; s < 4; ++s)
    for (int r = 0; r < 13; ++r) {
      const std::string stored{suits[s], ranks[r]};
      CAPTURE(stored);
      for (Lang lang : {Lang::En, Lang::Es}) {
        auto c = parse_card(lead_typed(stored, lang), lang);
        REQUIRE(c.has_value());
        CHECK(canonical(*c) == stored);
        auto shown = parse_card(lead_text(stored), lang);
        REQUIRE(shown.has_value());
        CHECK(canonical(*shown) == stored);
      }
    }
  CHECK(lead_typed("SK", Lang::Es) == "PR");
  CHECK(lead_typed("CQ", Lang::Es) == "TD");
  CHECK(lead_typed("HJ", Lang::Es) == "CV");
  CHECK(lead_typed("DT", Lang::Es) == "D10");
  CHECK(lead_typed("DT", Lang::En) == "DT");
  CHECK(lead_typed("CR", Lang::En) == "CR");  // not a stored card: as typed
}

TEST_CASE("Leads: a stored lead shows with its symbol, one stored before leads were cards shows as typed") {
  CHECK(lead_text("C5") == "\u26635");
  CHECK(lead_text("HT") == "\u266510");
  CHECK(lead_text("SK") == "\u2660K");
  CHECK(lead_text("5C") == "5C");
  CHECK(lead_text("CR") == "CR");
  CHECK(lead_text("\u2665" "4") == "\u2665" "4");
  CHECK(is_canonical_card("DQ"));
  CHECK_FALSE(is_canonical_card("dq"));
  CHECK_FALSE(is_canonical_card("D10"));
}

TEST_CASE("Leads in an entry: --lang es 4P N 10 C5 stores the five of hearts and shows it as a heart") {
  auto es = parse_entry("4P N 10 C5", Lang::Es);
  REQUIRE(es.has_value());
  CHECK(std::get<Played>(*es).lead == std::optional<std::string>("H5"));
  CHECK(to_string(*es, Lang::Es) == "4P N = C5");  // typed again in Spanish
  CHECK(to_string(*es, Lang::En) == "4S N = H5");  // typed again in English
  CHECK(display_text(*es, Lang::Es) == "4P N = \u26655");  // shown: the same in both
  CHECK(display_text(*es, Lang::En) == "4S N = \u26655");
  auto en = parse_entry("4S N 10 C5", Lang::En);
  REQUIRE(en.has_value());
  CHECK(std::get<Played>(*en).lead == std::optional<std::string>("C5"));
  // What to_string writes reads back to the same entry in both languages.
  for (Lang lang : {Lang::En, Lang::Es}) {
    auto again = parse_entry(to_string(*es, lang), lang);
    REQUIRE(again.has_value());
    CHECK(*again == *es);
  }
  auto bad = parse_entry("4S N 10 X5", Lang::En);
  CHECK(coded(bad) == Coded{"entry.lead_not_a_card", "lead", {"X5"}});
  CHECK(present::render(error_of(bad), Lang::En).rfind("lead 'X5'", 0) == 0);
}

TEST_CASE("Leads in a traveller's fields: the lead column is read in the file's language") {
  const Vulnerability none{};
  auto es = entry_from_fields("4P", "N", "10", "420", "TR", none, Lang::Es);
  REQUIRE(es.has_value());
  CHECK(std::get<Played>(*es).lead == std::optional<std::string>("CK"));
  auto en = entry_from_fields("4S", "N", "10", "420", "ck", none, Lang::En);
  REQUIRE(en.has_value());
  CHECK(std::get<Played>(*en).lead == std::optional<std::string>("CK"));
  auto bad = entry_from_fields("4S", "N", "10", "420", "Z9", none, Lang::En);
  CHECK(coded(bad) == Coded{"entry.lead_not_a_card", "lead", {"Z9"}});
  CHECK(present::render(error_of(bad), Lang::En).rfind("lead 'Z9'", 0) == 0);
  auto bad_es = entry_from_fields("4P", "N", "10", "420", "Z9", none, Lang::Es);
  CHECK(coded(bad_es) == Coded{"entry.lead_not_a_card", "lead", {"Z9"}});
  CHECK(present::render(error_of(bad_es), Lang::Es).rfind("salida 'Z9' no es una carta", 0) == 0);
}

TEST_CASE("Law 12C1(c): a weighted score shows its parts, 60% +420 / 40% -50, said weighted, ponderada in Spanish, pondérée in French") {
  auto e = parse_entry("W60:420/40:-50");
  REQUIRE(e.has_value());
  CHECK(display_text(*e, Lang::En) == "60% +420 / 40% \u221250");  // the notation: no words
  CHECK(present::entry_text(*e, Lang::En) == "weighted 60% +420 / 40% \u221250");
  CHECK(present::entry_text(*e, Lang::Es) == "ponderada 60% +420 / 40% \u221250");
  CHECK(present::entry_text(*e, Lang::Fr) == "pondérée 60% +420 / 40% \u221250");
  CHECK(present::entry_text(*e, Lang::En, true) == "weighted 60% +420 / 40% \u221250");
  auto thirds = parse_entry("W33.34:620/33.33:-100/33.33:0");
  REQUIRE(thirds.has_value());
  CHECK(weighted_text(std::get<Weighted>(*thirds)) == "33.34% +620 / 33.33% \u2212100 / 33.33% 0");
  // Other entries show as they are typed.
  CHECK(display_text(ScoreOnly{420}, Lang::Es) == "420");
  CHECK(display_text(Artificial{60, 40}, Lang::En) == "A60-40");
}
