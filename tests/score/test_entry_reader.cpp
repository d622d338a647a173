// The one reader of a result line (score::read_entry) over every dialect, and the one writer
// of each notation (contract text, seat letters, vulnerability, artificial score) read back.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"

using namespace bandeja;
using namespace bandeja::score;

namespace {
const Vulnerability none{false, false}, both{true, true};

Entry ok(const Result<Entry>& e, const std::string& what) {
  REQUIRE_MESSAGE(e.has_value(), what << ": " << (e ? "" : e.error().message));
  return *e;
}
}  // namespace

TEST_CASE("One reader: a line written the CSV way, the PBN way, the USEBIO way and typed at the prompt reads to one Entry") {
  struct Row {
    const char* prompt;
    LineFields csv, pbn, usebio;
    Entry expected;
  };
  const Row rows[] = {
      {"4S N 10 HK", {"4S", "N", "10", "420", "HK"}, {"4S", "N", "10", "420", "HK"},
       {"4S", "N", "10", "420", "HK"}, Played{{4, Strain::Spades}, Seat::North, 10, "HK"}},
      {"4SX E -2", {"4SX", "E", "-2", "", ""}, {"4SX", "E", "8", "-", "-"},
       {"4S*", "E", "8", "", ""}, Played{{4, Strain::Spades, Doubling::Doubled}, Seat::East, 8, {}}},
      {"6HXX W +1", {"6HXX", "W", "+1", "", ""}, {"6HXX", "W", "13", "", ""},
       {"6H**", "W", "13", "", ""}, Played{{6, Strain::Hearts, Doubling::Redoubled}, Seat::West, 13, {}}},
      {"3NT S =", {"3NT", "S", "=", "400", ""}, {"3NT", "S", "9", "400", ""},
       {"3NT", "S", "9", "400", ""}, Played{{3, Strain::NoTrump}, Seat::South, 9, {}}},
      {"pass", {"PASS", "", "", "", ""}, {"Pass", "-", "-", "0", "-"}, {"PASS", "", "", "0", ""},
       PassedOut{}},
      {"-100", {"", "", "", "-100", ""}, {"-", "-", "-", "-100", "-"}, {"", "", "", "-100", ""},
       ScoreOnly{-100}},
      {"A60-40", {"", "", "", "A60-40", ""}, {"-", "-", "-", "A6040", "-"},
       {"A", "", "", "A6040", ""}, Artificial{60, 40}},
      {"W60:420/40:-50", {"", "", "", "W60:420/40:-50", ""}, {"-", "-", "-", "W60:420/40:-50", "-"},
       {"", "", "", "W60:420/40:-50", ""}, Weighted{{{6000, 420}, {4000, -50}}}},
      {"np", {"", "", "", "np", ""}, {"-", "-", "-", "-", "-"}, {"NP", "", "", "", ""}, NotPlayed{}},
  };
  for (const auto& r : rows) {
    CAPTURE(r.prompt);
    CHECK(ok(parse_entry(r.prompt), "prompt") == r.expected);
    CHECK(ok(read_entry(r.csv, Dialect::travellers_csv(Lang::En), none), "csv") == r.expected);
    CHECK(ok(read_entry(r.pbn, Dialect::pbn(Lang::En), none), "pbn") == r.expected);
    CHECK(ok(read_entry(r.usebio, Dialect::usebio(Lang::En), none), "usebio") == r.expected);
    // The director's language changes the messages, not what a file's line means.
    CHECK(ok(read_entry(r.pbn, Dialect::pbn(Lang::Es), none), "pbn es") == r.expected);
  }
}

TEST_CASE("Pass words: every word of the one list reads as a passed-out board in every dialect") {
  for (const char* w : {"pass", "PASS", "Paso", "passed", "passed out", "PassedOut", "all pass",
                        "AP", "P/O", "PO", "P"}) {
    CAPTURE(w);
    CHECK(is_pass_word(w));
    CHECK(ok(parse_entry(w), "prompt") == Entry{PassedOut{}});
    CHECK(ok(parse_entry(w, Lang::Es), "prompt es") == Entry{PassedOut{}});
    CHECK(ok(read_entry({.contract = w}, Dialect::travellers_csv(Lang::En), none), "csv contract") ==
          Entry{PassedOut{}});
    CHECK(ok(read_entry({.score = w}, Dialect::travellers_csv(Lang::En), none), "csv score") ==
          Entry{PassedOut{}});
    CHECK(ok(read_entry({.contract = w}, Dialect::pbn(Lang::En), none), "pbn") == Entry{PassedOut{}});
    CHECK(ok(read_entry({.contract = w}, Dialect::usebio(Lang::En), none), "usebio") ==
          Entry{PassedOut{}});
    CHECK(parse_contract(w).value().passed_out());
  }
  for (const char* w : {"np", "NJ", "not played", "no jugado", "N/P"}) {
    CAPTURE(w);
    CHECK(ok(parse_entry(w), "prompt") == Entry{NotPlayed{}});
    CHECK(ok(read_entry({.score = w}, Dialect::travellers_csv(Lang::En), none), "csv") == Entry{NotPlayed{}});
    CHECK(ok(read_entry({.contract = w}, Dialect::usebio(Lang::En), none), "usebio") == Entry{NotPlayed{}});
  }
}

TEST_CASE("Artificial scores: A60-40 and A60/40 everywhere, the packed A6040 in the file dialects only") {
  struct Row { const char* text; Artificial a; };
  for (const Row& r : {Row{"A60-40", {60, 40}}, Row{"a 50-50", {50, 50}}, Row{"A40/60", {40, 60}},
                       Row{"A60-60", {60, 60}}, Row{"A100-0", {100, 0}}}) {
    CAPTURE(r.text);
    CHECK(ok(parse_entry(r.text), "prompt") == Entry{r.a});
    CHECK(ok(read_entry({.score = r.text}, Dialect::pbn(Lang::En), none), "pbn") == Entry{r.a});
  }
  for (const Row& r : {Row{"A6040", {60, 40}}, Row{"A5050", {50, 50}}, Row{"A0460", {4, 60}}}) {
    CAPTURE(r.text);
    CHECK(ok(read_entry({.score = r.text}, Dialect::usebio(Lang::En), none), "usebio") == Entry{r.a});
    CHECK(ok(read_entry({.score = r.text}, Dialect::pbn(Lang::En), none), "pbn") == Entry{r.a});
    auto typed = parse_entry(r.text);
    REQUIRE_FALSE(typed);
    CHECK(typed.error().field == "score");
  }
}

TEST_CASE("Artificial scores by name (Law 12C2): Ave+ 60, Ave 50, Ave- 40, for North-South with East-West the complement, or each side's after a slash") {
  struct Row { const char* text; Artificial a; };
  const Row rows[] = {
      {"Ave+", {60, 40}},  {"A+", {60, 40}},  {"ave +", {60, 40}}, {"Average+", {60, 40}}, {"Av+", {60, 40}},
      {"Ave", {50, 50}},   {"A=", {50, 50}},  {"Ave=", {50, 50}},  {"Av", {50, 50}},
      {"Ave-", {40, 60}},  {"A-", {40, 60}},
      {"A+/A+", {60, 60}}, {"Ave+/Ave+", {60, 60}}, {"A=/A+", {50, 60}}, {"Ave-/Ave", {40, 50}},
      // Spanish: media (más / menos)
      {"Med+", {60, 40}},  {"Media+", {60, 40}}, {"M+", {60, 40}}, {"Med", {50, 50}}, {"M=", {50, 50}},
      {"Med-", {40, 60}},  {"M-/M+", {40, 60}},  {"M+/M+", {60, 60}},
  };
  for (const Row& r : rows) {
    CAPTURE(r.text);
    CHECK(ok(parse_entry(r.text, Lang::En), "prompt") == Entry{r.a});
    CHECK(ok(parse_entry(r.text, Lang::Es), "prompt es") == Entry{r.a});
    CHECK(ok(read_entry({.score = r.text}, Dialect::travellers_csv(Lang::En), none), "csv") == Entry{r.a});
    CHECK(ok(read_entry({.score = r.text}, Dialect::pbn(Lang::En), none), "pbn") == Entry{r.a});
  }
  // Not names: a letter alone, another sign, "AP" (all pass) and contracts keep their meaning.
  for (const char* t : {"A", "M", "A*", "Ave++", "A+/", "/A+", "A+/X"}) {
    CAPTURE(t);
    CHECK_FALSE(parse_entry(t).has_value());
  }
  CHECK(std::holds_alternative<PassedOut>(ok(parse_entry("AP"), "all pass")));
  CHECK(std::holds_alternative<Played>(ok(parse_entry("4S N 10"), "contract")));
  // An artificial score by name goes without a contract, as A60-40 does.
  auto both_given = read_entry({"4S", "N", "10", "Ave+", ""}, Dialect::travellers_csv(Lang::En), none);
  REQUIRE_FALSE(both_given);
  CHECK(both_given.error().field == "score");
}

TEST_CASE("A score typed from either side at the prompt: NS 420 is North-South's 420, EW 420 (EO in Spanish) is North-South's -420") {
  CHECK(ok(parse_entry("NS 420"), "ns") == Entry{ScoreOnly{420}});
  CHECK(ok(parse_entry("EW 420"), "ew") == Entry{ScoreOnly{-420}});
  CHECK(ok(parse_entry("ew -100"), "ew") == Entry{ScoreOnly{100}});
  CHECK(ok(parse_entry("EO 620", Lang::Es), "eo") == Entry{ScoreOnly{-620}});
  CHECK(ok(parse_entry("EW 0"), "ew") == Entry{ScoreOnly{0}});
  auto odd = parse_entry("EW 425");
  REQUIRE_FALSE(odd);
  CHECK(odd.error().field == "score");
}

TEST_CASE("Entries typed without spaces read as the spaced entry where exactly one way of cutting them reads") {
  struct Row { const char* compact; const char* spaced; Lang lang; };
  const Row rows[] = {
      {"4SN10", "4S N 10", Lang::En},      {"4sn10", "4S N 10", Lang::En},     {"3NTS=", "3NT S =", Lang::En},
      {"3NS9", "3NT S 9", Lang::En},       {"4HXW-2", "4HX W -2", Lang::En},   {"4HXXE+1", "4HXX E +1", Lang::En},
      {"4SN10HK", "4S N 10 HK", Lang::En}, {"4SN10H10", "4S N 10 H10", Lang::En}, {"1CE7", "1C E 7", Lang::En},
      {"4S N10", "4S N 10", Lang::En},     {"4SN 10", "4S N 10", Lang::En},    {"4SN10 HK", "4S N 10 HK", Lang::En},
      {"6NTW13", "6NT W 13", Lang::En},    {"2DS+2", "2D S +2", Lang::En},     {"4\u2660N10", "4S N 10", Lang::En},
      // Spanish letters: P spades, C hearts, T clubs, ST/SA no trump, O West.
      {"4PN10", "4P N 10", Lang::Es},      {"4CO-1", "4C O -1", Lang::Es},     {"3STS=", "3ST S =", Lang::Es},
      {"3SAS+1", "3ST S +1", Lang::Es},    {"1TE7", "1T E 7", Lang::Es},       {"4CXO-2PR", "4CX O -2 PR", Lang::Es},
  };
  for (const Row& r : rows) {
    CAPTURE(r.compact);
    CHECK(ok(parse_entry(r.compact, r.lang), "compact") == ok(parse_entry(r.spaced, r.lang), "spaced"));
  }
  // Not entries, with or without spaces: the spaced reader's error stands.
  for (const char* t : {"4SN", "4S10", "4SQ10", "8SN10", "4SN10ZZ", "4SN+9", "4SN14"}) {
    CAPTURE(t);
    CHECK_FALSE(parse_entry(t).has_value());
  }
}

TEST_CASE("Weighted scores read alike at the prompt and in the score field of every dialect") {
  const Entry w = Weighted{{{6000, 420}, {4000, -50}}};
  for (const char* t : {"W60:420/40:-50", "W 60% 420 / 40% -50", "P60:420/40:-50", "w60%:420/40%:-50"}) {
    CAPTURE(t);
    CHECK(ok(parse_entry(t), "prompt") == w);
    CHECK(ok(read_entry({.score = t}, Dialect::travellers_csv(Lang::En), none), "csv") == w);
    CHECK(ok(read_entry({.score = t}, Dialect::usebio(Lang::En), none), "usebio") == w);
  }
  // Each part must be a score some contract can make, when the board is known.
  auto bad = read_entry({.score = "W60:420/40:-20"}, Dialect::pbn(Lang::En), none);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().field == "score");
  CHECK(bad.error().message == "score 'W60:420/40:-20': -20 is not a score any contract can make with this vulnerability");
}

TEST_CASE("Leads: read in the director's letters at the prompt and in the CSV, in English in files, kept as written there when not a card") {
  struct Row { const char* lead; Lang lang; const char* stored; };
  for (const Row& r : {Row{"HK", Lang::En, "HK"}, Row{"ck", Lang::En, "CK"}, Row{"C5", Lang::Es, "H5"},
                       Row{"PR", Lang::Es, "SK"}, Row{"T10", Lang::Es, "CT"}, Row{"\u26625", Lang::Es, "D5"}}) {
    CAPTURE(r.lead);
    const Entry e = ok(read_entry({"4S", "N", "10", "", r.lead}, Dialect::prompt(r.lang)), "typed");
    CHECK(std::get<Played>(e).lead == std::optional<std::string>(r.stored));
  }
  const Entry file = ok(read_entry({"4S", "N", "10", "", "C5"}, Dialect::pbn(Lang::Es), none), "pbn");
  CHECK(std::get<Played>(file).lead == std::optional<std::string>("C5"));  // English letters
  const Entry odd = ok(read_entry({"4S", "N", "10", "", "CR"}, Dialect::usebio(Lang::En), none), "usebio");
  CHECK(std::get<Played>(odd).lead == std::optional<std::string>("CR"));  // as written
}

TEST_CASE("Errors: each names the field at fault and is written in the director's language") {
  struct Row { LineFields f; const char* field; const char* en; const char* es; };
  const Row rows[] = {
      {{"5Z", "N", "10", "", ""}, "contract", "contract '5Z'", "contrato '5Z'"},
      {{"8S", "N", "10", "", ""}, "contract", "level 8 is impossible", "el nivel 8 es imposible"},
      {{"", "N", "10", "", ""}, "contract", "contract is missing", "falta el contrato"},
      {{"", "", "", "", ""}, "contract", "no contract and no score", "sin contrato ni puntuación"},
      {{"-", "-", "-", "-", "-"}, "contract", "contract '-'", "contrato '-'"},
      {{"4S", "", "10", "", ""}, "declarer", "declarer is missing", "falta el declarante"},
      {{"4S", "Q", "10", "", ""}, "declarer", "declarer 'Q' must be N, E, S or W", "debe ser N, E, S u O"},
      {{"4S", "N", "", "", ""}, "result", "result is missing", "falta el resultado"},
      {{"4S", "N", "14", "", ""}, "result", "at most 13 tricks", "como mucho 13 bazas"},
      {{"4S", "N", "+4", "", ""}, "result", "can make at most +3", "como mucho +3"},
      {{"Pass", "", "9", "", ""}, "result", "given for a passed-out board", "para un tablero pasado"},
      {{"4S", "N", "10", "450", ""}, "score", "score 450 does not match 4S N =", "no corresponde a 4P N ="},
      {{"4S", "N", "10", "lots", ""}, "score", "score 'lots' is not a number", "no es un número"},
      {{"4S", "N", "10", "A60-40", ""}, "score", "an artificial score goes without a contract", "va sin contrato"},
      {{"4S", "N", "10", "W60:420/40:-50", ""}, "score", "a weighted score goes without a contract", "va sin contrato"},
      {{"", "", "", "20", ""}, "score", "is not a score any contract can make", "no la puede obtener"},
      {{"", "", "", "415", ""}, "score", "multiple of 10", "múltiplo de 10"},
      {{"", "", "", "A70-x", ""}, "score", "an artificial score is written A60-40", "se escribe A60-40"},
      {{"", "", "", "A120-0", ""}, "score", "percentages must be 0 to 100", "de 0 a 100"},
      {{"", "", "", "W60:420/30:-50", ""}, "score", "the shares add up to 90%, not 100%", "las partes suman 90%"},
      {{"4S", "N", "10", "", "Z9"}, "lead", "Z9", "Z9"},
  };
  for (const auto& r : rows) {
    CAPTURE(r.en);
    for (Lang lang : {Lang::En, Lang::Es}) {
      auto e = read_entry(r.f, Dialect::travellers_csv(lang), none);
      REQUIRE_FALSE(e);
      CHECK(e.error().field == r.field);
      CHECK_MESSAGE(e.error().message.find(lang == Lang::Es ? r.es : r.en) != std::string::npos,
                    e.error().message);
    }
  }
  // A file's line in Spanish: the same field, the text in Spanish.
  auto es = read_entry({"4S", "Q", "10", "", ""}, Dialect::usebio(Lang::Es), none);
  REQUIRE_FALSE(es);
  CHECK(es.error().field == "declarer");
  CHECK(es.error().message == "el declarante 'Q' debe ser N, E, S u O");
  auto typed = parse_entry("4S N 10 HK extra");
  REQUIRE_FALSE(typed);
  CHECK(typed.error().field == "lead");
  CHECK(parse_entry("").error().field == "contract");
}

TEST_CASE("Writers round-trip: contract text, seat letters, vulnerability and artificial scores read back as written") {
  for (Lang lang : {Lang::En, Lang::Es})
    for (int level = 1; level <= 7; ++level)
      for (Strain s : {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump})
        for (Doubling d : {Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled})
          for (char mark : {'X', '*'}) {
            const Contract c{level, s, d};
            const std::string text = to_string(c, lang, mark);
            CAPTURE(text);
            CHECK(parse_contract(text, lang).value() == c);
          }
  CHECK(to_string(Contract{4, Strain::Spades, Doubling::Redoubled}, Lang::En, '*') == "4S**");
  CHECK(to_string(Contract{3, Strain::NoTrump, Doubling::Doubled}, Lang::Es) == "3STX");
  CHECK(parse_contract(to_string(Contract::pass(), Lang::Es), Lang::Es).value().passed_out());
  for (Lang lang : {Lang::En, Lang::Es})
    for (Seat seat : {Seat::North, Seat::East, Seat::South, Seat::West})
      CHECK(parse_seat(to_string(seat, lang), lang).value() == seat);
  CHECK(to_string(Seat::West, Lang::Es) == "O");
  for (Vulnerability v : {Vulnerability{false, false}, Vulnerability{true, false},
                          Vulnerability{false, true}, Vulnerability{true, true}})
    CHECK(parse_vulnerability(vulnerability_code(v)) == v);
  CHECK(vulnerability_code(both) == "All");
  CHECK(parse_vulnerability("Both") == both);
  CHECK_FALSE(parse_vulnerability("Some"));
  CHECK(vulnerability_words(Vulnerability{true, false}, Lang::Es) == "Norte-Sur");
  for (Artificial a : {Artificial{60, 40}, Artificial{50, 50}, Artificial{4, 60}, Artificial{100, 0}})
    for (bool packed : {false, true}) {
      const std::string text = artificial_text(a, packed);
      CAPTURE(text);
      CHECK(ok(read_entry({.score = text}, Dialect::usebio(Lang::En), none), "usebio") == Entry{a});
    }
  CHECK(artificial_text({60, 40}, true) == "A6040");
  CHECK(artificial_text({100, 0}, true) == "A100-0");
  // An entry as typed again reads back at the prompt.
  for (const char* t : {"4SX E -2", "pass", "420", "A60-40", "np", "W60:420/40:-50", "4H W +1 SK"}) {
    const Entry e = ok(parse_entry(t), t);
    for (Lang lang : {Lang::En, Lang::Es}) CHECK(ok(parse_entry(to_string(e, lang), lang), t) == e);
  }
}
