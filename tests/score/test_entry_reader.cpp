// The one reader of a result line (score::read_entry) over every dialect, and the one writer
// of each notation (contract text, seat letters, vulnerability, artificial score) read back.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "source_texts.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"
#include "coded_error.hpp"

using namespace bandeja;
using namespace bandeja::score;
using bandeja::test::Coded;
using bandeja::test::coded;
using bandeja::test::error_of;

namespace {
const Vulnerability none{false, false}, both{true, true};

Entry ok(const Result<Entry>& e, const std::string& what) {
  REQUIRE_MESSAGE(e.has_value(), what << ": " << (e ? "" : present::render(e.error(), Lang::En)));
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
  CHECK(coded(bad) == Coded{"entry.weighted_part_impossible", "score", {"W60:420/40:-20", "-20"}});
  CHECK(present::render(error_of(bad), Lang::En) ==
        "score 'W60:420/40:-20': -20 is not a score any contract can make with this vulnerability");
  CHECK(present::render(error_of(bad), Lang::Es) ==
        "puntuación 'W60:420/40:-20': -20 no la puede obtener ningún contrato con esta vulnerabilidad");
}

TEST_CASE("Weighted scores: each malformed one is a catalogue error naming the field score, with the score as typed") {
  struct Row { const char* text; Coded want; const char* en; };
  const Row rows[] = {
      {"W60-420/40:-50", {"entry.weighted_form", "score", {"W60-420/40:-50"}},
       "score 'W60-420/40:-50': a weighted score is written W60:420/40:-50 (share in %, then NS's score)"},
      {"W60:4x0/40:-50", {"entry.weighted_form", "score", {"W60:4x0/40:-50"}}, "is written W60:420/40:-50"},
      {"W0:420/100:-50", {"entry.weighted_share", "score", {"W0:420/100:-50"}},
       "score 'W0:420/100:-50': each share must be more than 0% and at most 100%"},
      {"W60:425/40:-50", {"entry.weighted_part_not_a_multiple_of_10", "score", {"W60:425/40:-50", "425"}},
       "score 'W60:425/40:-50': every bridge score is a multiple of 10 (425)"},
      {"W100:420", {"entry.weighted_one_part", "score", {"W100:420"}},
       "score 'W100:420': a weighted score has two or more parts (a single score is written alone)"},
      {"W60:420/39.99:-50", {"entry.weighted_total", "score", {"W60:420/39.99:-50", "99.99"}},
       "score 'W60:420/39.99:-50': the shares add up to 99.99%, not 100%"},
  };
  for (const Row& r : rows) {
    CAPTURE(r.text);
    const auto w = parse_weighted(r.text);
    REQUIRE(w.has_value());
    CHECK(coded(*w) == r.want);
    CHECK(present::render(error_of(*w), Lang::En).find(r.en) != std::string::npos);
    CHECK(coded(read_entry({.score = r.text}, Dialect::travellers_csv(Lang::Es), none)) == r.want);
  }
  CHECK(present::render(error_of(*parse_weighted("W60:420/30:-50")), Lang::Es) ==
        "puntuación 'W60:420/30:-50': las partes suman 90%, no 100%");
  CHECK_FALSE(parse_weighted("420").has_value());  // not a weighted score at all
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

TEST_CASE("Errors: each is a catalogue code naming the field at fault, with what was typed, read in the director's language") {
  struct Row {
    LineFields f;
    Coded want;
    const char* en;
    const char* es;
    std::vector<std::string> es_args = {};  // when the Spanish director's differ (an entry typed again)
  };
  const Row rows[] = {
      {{"5Z", "N", "10", "", ""}, {"entry.contract_bad_strain", "contract", {"5Z", "Z"}}, "contract '5Z'", "contrato '5Z'"},
      {{"8S", "N", "10", "", ""}, {"entry.contract_level", "contract", {"8S", "8"}}, "level 8 is impossible", "el nivel 8 es imposible"},
      {{"", "N", "10", "", ""}, {"entry.contract_missing", "contract", {}}, "contract is missing", "falta el contrato"},
      {{"", "", "", "", ""}, {"entry.no_contract_no_score", "contract", {}}, "no contract and no score", "sin contrato ni puntuación"},
      {{"-", "-", "-", "-", "-"}, {"entry.contract_no_level", "contract", {"-"}}, "contract '-'", "contrato '-'"},
      {{"4S", "", "10", "", ""}, {"entry.declarer_missing", "declarer", {}}, "declarer is missing", "falta el declarante"},
      {{"4S", "Q", "10", "", ""}, {"entry.declarer_bad", "declarer", {"Q"}}, "declarer 'Q' must be N, E, S or W", "debe ser N, E, S u O"},
      {{"4S", "N", "", "", ""}, {"entry.result_missing", "result", {}}, "result is missing", "falta el resultado"},
      {{"4S", "N", "14", "", ""}, {"entry.result_more_than_13", "result", {"14"}}, "at most 13 tricks", "como mucho 13 bazas"},
      {{"4S", "N", "+4", "", ""}, {"entry.result_too_many_overtricks", "result", {"+4", "4S", "3"}}, "can make at most +3", "como mucho +3"},
      {{"Pass", "", "9", "", ""}, {"entry.result_for_pass", "result", {"9"}}, "given for a passed-out board", "para un tablero pasado"},
      {{"4S", "N", "10", "450", ""}, {"entry.score_does_not_match", "score", {"450", "4S N =", "420"}},
       "score 450 does not match 4S N =", "no corresponde a 4P N =", {"450", "4P N =", "420"}},
      {{"4S", "N", "10", "lots", ""}, {"entry.score_with_contract_not_a_number", "score", {"lots"}}, "score 'lots' is not a number", "no es un número"},
      {{"4S", "N", "10", "A60-40", ""}, {"entry.artificial_with_contract", "score", {"A60-40"}}, "an artificial score goes without a contract", "va sin contrato"},
      {{"4S", "N", "10", "W60:420/40:-50", ""}, {"entry.weighted_with_contract", "score", {"W60:420/40:-50"}},
       "a weighted score goes without a contract", "va sin contrato"},
      {{"", "", "", "20", ""}, {"entry.score_impossible", "score", {"20"}}, "is not a score any contract can make", "no la puede obtener"},
      {{"", "", "", "415", ""}, {"entry.score_not_a_multiple_of_10", "score", {"415"}}, "multiple of 10", "múltiplo de 10"},
      {{"", "", "", "A70-x", ""}, {"entry.artificial_form", "score", {"A70-x"}}, "an artificial score is written A60-40", "se escribe A60-40"},
      {{"", "", "", "A120-0", ""}, {"entry.artificial_percentages", "score", {"A120-0"}}, "percentages must be 0 to 100", "de 0 a 100"},
      {{"", "", "", "W60:420/30:-50", ""}, {"entry.weighted_total", "score", {"W60:420/30:-50", "90"}},
       "the shares add up to 90%, not 100%", "las partes suman 90%"},
      {{"4S", "N", "10", "", "Z9"}, {"entry.lead_not_a_card", "lead", {"Z9"}}, "Z9", "Z9"},
  };
  for (const auto& r : rows) {
    CAPTURE(r.en);
    for (Lang lang : {Lang::En, Lang::Es}) {
      auto e = read_entry(r.f, Dialect::travellers_csv(lang), none);
      Coded want = r.want;
      if (lang == Lang::Es && !r.es_args.empty()) want.args = r.es_args;
      CHECK(coded(e) == want);
      const std::string text = present::render(error_of(e), lang);
      CHECK_MESSAGE(text.find(lang == Lang::Es ? r.es : r.en) != std::string::npos, text);
    }
  }
  // A file's line in Spanish: the same field, the text in Spanish.
  auto es = read_entry({"4S", "Q", "10", "", ""}, Dialect::usebio(Lang::Es), none);
  CHECK(coded(es) == Coded{"entry.declarer_bad", "declarer", {"Q"}});
  CHECK(present::render(error_of(es), Lang::Es) == "el declarante 'Q' debe ser N, E, S u O");
  auto typed = parse_entry("4S N 10 HK extra");
  CHECK(coded(typed) == Coded{"entry.too_many_parts", "lead", {"4S N 10 HK extra"}});
  CHECK(present::render(error_of(typed), Lang::En) ==
        "entry '4S N 10 HK extra' has too many parts: contract, declarer, result and optional lead");
  CHECK(coded(parse_entry("")) == Coded{"entry.empty", "contract", {}});
  CHECK(present::render(error_of(parse_entry("", Lang::Es)), Lang::Es) ==
        "la entrada está vacía: escriba p. ej. 4P N 10, 3ST S =, paso, 420 o A60-40");
}

TEST_CASE("Errors: a score that does not match the contract names the entry as typed again in the director's letters, or pass") {
  // West in Spanish letters is O, the king of spades PR: the entry as the director types it.
  auto west = read_entry({"4C", "O", "9", "500", "PR"}, Dialect::travellers_csv(Lang::Es), none);
  CHECK(coded(west) == Coded{"entry.score_does_not_match", "score", {"500", "4C O -1 PR", "50"}});
  CHECK(present::render(error_of(west), Lang::Es) ==
        "la puntuación 500 no corresponde a 4C O -1 PR, que vale 50 para Norte-Sur");
  auto en = read_entry({"4H", "W", "9", "500", "SK"}, Dialect::travellers_csv(Lang::En), none);
  CHECK(coded(en) == Coded{"entry.score_does_not_match", "score", {"500", "4H W -1 SK", "50"}});
  CHECK(present::render(error_of(en), Lang::En) ==
        "score 500 does not match 4H W -1 SK, which scores 50 for North-South");
  auto pass = read_entry({"Pass", "", "", "50", ""}, Dialect::travellers_csv(Lang::En), none);
  CHECK(coded(pass) == Coded{"entry.score_does_not_match_pass", "score", {"50", "0"}});
  CHECK(present::render(error_of(pass), Lang::En) == "score 50 does not match pass, which scores 0 for North-South");
  CHECK(present::render(error_of(pass), Lang::Es) == "la puntuación 50 no corresponde a paso, que vale 0 para Norte-Sur");
  CHECK(coded(check_score(Entry{PassedOut{}}, 50, none)) == Coded{"entry.score_does_not_match_pass", "score", {"50", "0"}});
}

TEST_CASE("Errors: a file's contract read in its English letters is named in the director's language and letters") {
  // Not a contract in either letters: what to write, in the Spanish director's letters.
  auto neither = read_entry({"5Z", "N", "11", "", ""}, Dialect::pbn(Lang::Es), none);
  CHECK(coded(neither) == Coded{"entry.contract_bad_strain", "contract", {"5Z", "Z"}});
  CHECK(present::render(error_of(neither), Lang::Es) ==
        "contrato '5Z': 'Z' no es una denominación (T, D, C, P o ST, o un símbolo de palo)");
  // A contract in the Spanish letters (4P) but not in the file's English ones: the file's letters.
  auto spanish = read_entry({"4P", "N", "10", "", ""}, Dialect::pbn(Lang::Es), none);
  CHECK(coded(spanish) == Coded{"entry.contract_bad_strain_english", "contract", {"4P", "P"}});
  CHECK(present::render(error_of(spanish), Lang::Es) ==
        "contrato '4P': 'P' no es una denominación en las letras inglesas del fichero (C, D, H, S o NT, o un "
        "símbolo de palo)");
  // An English director's file: the English letters, as typed at the prompt.
  auto english = read_entry({"4P", "N", "10", "", ""}, Dialect::usebio(Lang::En), none);
  CHECK(coded(english) == Coded{"entry.contract_bad_strain", "contract", {"4P", "P"}});
}

TEST_CASE("Errors: an entry typed without spaces that reads two ways (entry.ambiguous) names both as typed again") {
  // No entry cuts two ways today (the declarer's letter ends the contract; a lead never starts
  // with the second digit of a result): the catalogue's text is checked alone.
  const Error e = error_code("entry.ambiguous", "contract", {"4SN110", "4S N -9 10", "4S N +1 0"});
  CHECK(present::render(e, Lang::En) == "entry '4SN110' can be read as 4S N -9 10 or 4S N +1 0: type it with spaces");
  CHECK(present::render(e, Lang::Es) ==
        "la entrada '4SN110' puede leerse como 4S N -9 10 o 4S N +1 0: escríbala con espacios");
}

TEST_CASE("Catalogue: every code libscore's sources return is in the message catalogue") {
  // Each "entry.x" or "sheet.x" string of libscore/src: what libscore can return.
  const std::set<std::string> codes =
      test::codes_in_sources(BANDEJA_SOURCE_DIR "/libscore/src", std::regex("\"((entry|sheet)\\.[a-z0-9_]+)\""));
  CHECK(codes.size() > 40);
  for (const auto& code : codes) {
    CAPTURE(code);
    CHECK(present::known(code));
  }
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

TEST_CASE("French dialect: a result typed with the FFB's letters (P C K T SA, seat O, passe) reads as the English one") {
  struct Row {
    const char* french;
    const char* english;
  };
  const Row rows[] = {
      {"4P N 10", "4S N 10"},      {"3SA S =", "3NT S ="},      {"5K O -1", "5D W -1"},
      {"2C E +1", "2H E +1"},      {"1T N 7", "1C N 7"},        {"4CX O -2 PR", "4HX W -2 SK"},
      {"6PXX N = KD", "6SXX N = DQ"}, {"3SA S = TV", "3NT S = CJ"}, {"passe", "pass"},
      {"nj", "np"},                {"4P Nord 10", "4S N 10"},   {"4P Ouest 10", "4S W 10"},
  };
  for (const auto& r : rows) {
    CAPTURE(r.french);
    const Entry fr = ok(parse_entry(r.french, Lang::Fr), "French");
    CHECK(fr == ok(parse_entry(r.english, Lang::En), "English"));
    // Written back in French letters, it reads back the same.
    CHECK(ok(parse_entry(to_string(fr, Lang::Fr), Lang::Fr), "French again") == fr);
  }
  CHECK(to_string(Contract{3, Strain::NoTrump}, Lang::Fr) == "3SA");
  CHECK(to_string(Contract{5, Strain::Diamonds, Doubling::Doubled}, Lang::Fr) == "5KX");
  CHECK(to_string(Seat::West, Lang::Fr) == "O");
  CHECK(to_string(Entry{PassedOut{}}, Lang::Fr) == "passe");
  CHECK(to_string(Contract::pass(), Lang::Fr) == "Passe");
  // Spanish keeps its own letters: D is diamonds there, K is nothing.
  CHECK(to_string(Contract{5, Strain::Diamonds}, Lang::Es) == "5D");
  CHECK_FALSE(parse_contract("5K", Lang::Es).has_value());
}

TEST_CASE("French dialect: an artificial score by the FFB's name (Moy+, Moy, Moy-) reads as Ave+, Ave, Ave-") {
  CHECK(ok(parse_entry("Moy+", Lang::Fr), "Moy+") == Entry{Artificial{60, 40}});
  CHECK(ok(parse_entry("moy", Lang::Fr), "moy") == Entry{Artificial{50, 50}});
  CHECK(ok(parse_entry("Moyenne-", Lang::Fr), "Moyenne-") == Entry{Artificial{40, 60}});
  CHECK(ok(parse_entry("Moy+/Moy+", Lang::Fr), "Moy+/Moy+") == Entry{Artificial{60, 60}});
}
