// The checker of the pseudo-language (tests/support/unmarked.hpp): what it takes for a word from
// the catalogue, for data and notation, and what it finds.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "unmarked.hpp"

using namespace bandeja::test;

namespace {

std::vector<std::string> found(std::string_view text, bool html = false, const DataWords& data = {}) {
  std::vector<std::string> out;
  for (const auto& u : unmarked_words(text, html, data)) out.push_back(u.word);
  return out;
}

}  // namespace

TEST_CASE("pseudo-language: a text wholly between the marks has no word outside the catalogue") {
  CHECK(found("⟦Ranking⟧\n⟦Place⟧  ⟦Pair⟧\n1  3NS  62,50").empty());
}

TEST_CASE("pseudo-language: marks nest, as a catalogue text takes another as its argument") {
  CHECK(found("⟦⟦deal 1 (dealer we)⟧: we 3S 10⟧").empty());
}

TEST_CASE("pseudo-language: a word written outside the marks is found with its line") {
  const auto u = unmarked_words("⟦Ranking⟧\n7 guide cards and 14 pair cards", false, {});
  REQUIRE(u.size() == 5);
  CHECK(u[0].line == 2);
  CHECK(u[0].word == "guide");
  CHECK(u[4].word == "cards");
}

TEST_CASE("pseudo-language: the game's notation and numbers are no words (3NTX, 4EO, AKQJT, 62,50)") {
  CHECK(found("3NTX 4EO 1NS AKQJT 62,50 -620 N E S W").empty());
  CHECK(found("PROVISIONAL") == std::vector<std::string>{"PROVISIONAL"});
}

TEST_CASE("pseudo-language: data (names, events, files, addresses, options) is no word") {
  DataWords data;
  data.words = {"Ana", "García"};
  data.phrases = {"Tuesday pairs"};
  CHECK(found("Ana García – Tuesday pairs: demo-out/site/index.html http://192.168.1.20:8080/t/x --round", false, data).empty());
  CHECK(found("Ana Smith", false, data) == std::vector<std::string>{"Smith"});
}

TEST_CASE("pseudo-language: on a page, the text and the attributes a reader reads count, but not markup, scripts or styles") {
  CHECK(found("<html lang=\"qps\"><style>body{color:red}</style><script>let total = 1;</script>"
              "<h1 class=\"title\">⟦Ranking⟧</h1><td>2EO</td><td>⟦Place⟧</td></html>",
              true)
            .empty());
  CHECK(found("<button title=\"Send it\">⟦Send⟧</button>", true) == std::vector<std::string>{"Send", "it"});
  CHECK(found("<p>Board&nbsp;⟦3⟧</p>", true) == std::vector<std::string>{"Board"});
  CHECK(found("<td>2EO</td><td>Ana</td>", true) == std::vector<std::string>{"Ana"});
}

TEST_CASE("pseudo-language: accented letters are letters, suit symbols and dashes are not") {
  CHECK(found("4♠ — 3♥ · 2♦") .empty());
  CHECK(found("Norte-Sur") == std::vector<std::string>{"Norte", "Sur"});
  CHECK(found("donnée") == std::vector<std::string>{"donnée"});
}
