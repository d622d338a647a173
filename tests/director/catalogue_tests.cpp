// The one message catalogue: every entry in both languages, with the same arguments, and the
// rendering of an error value (code, arguments, line, field) into the director's language.
#include <doctest/doctest.h>

#include <regex>
#include <set>
#include <string>

#include "bandeja/director/messages.hpp"

using namespace bandeja;

namespace {

std::multiset<std::string> placeholders(std::string_view text) {
  std::multiset<std::string> out;
  static const std::regex re("\\{[0-9]+(:[a-z]+)?\\}");
  const std::string s(text);
  for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it)
    out.insert(it->str());
  return out;
}

}  // namespace

TEST_CASE("Catalogue: its text files read cleanly, every line an entry, every code once") {
  for (const auto& p : director::catalogue_problems()) FAIL_CHECK(p);
  CHECK(director::catalogue_problems().empty());
}

TEST_CASE("Catalogue: every message has an English and a Spanish text that differ and take the same arguments") {
  std::set<std::string_view> codes;
  REQUIRE(director::catalogue().size() > 100);
  for (const auto& m : director::catalogue()) {
    CAPTURE(m.code);
    CHECK(codes.insert(m.code).second);  // one entry a code
    CHECK(std::regex_match(std::string(m.code), std::regex("[a-z]+(\\.[a-z0-9_]+)+")));
    CHECK_FALSE(m.en.empty());
    CHECK_FALSE(m.es.empty());
    // A single word may be the same in both ("top", "total", "top {0}"); a sentence never is.
    const std::string words = std::regex_replace(std::string(m.en), std::regex("\\{[^}]*\\}"), "");
    if (std::regex_search(words, std::regex("[A-Za-z]+ +[A-Za-z]+")))
      CHECK(m.en != m.es);
    CHECK(placeholders(m.en) == placeholders(m.es));
  }
}

TEST_CASE("Catalogue: an error renders its code's text with its arguments, in the language asked for") {
  const Error e = error_code("line.table_not_in_round", "table", {"9", "1"});
  CHECK(director::render(e, Lang::En) == "table 9 does not play in round 1");
  CHECK(director::render(e, Lang::Es) == "la mesa 9 no juega en la ronda 1");
}

TEST_CASE("Catalogue: sides, seats and vulnerabilities given as letters are rendered as words in Spanish") {
  CHECK(director::say(Lang::Es, "line.sit_out", {"EW", "2", "3"}) ==
        "nadie se sienta en Este-Oeste en la mesa 2 en la ronda 3 (descanso)");
  CHECK(director::say(Lang::En, "line.sit_out", {"EW", "2", "3"}) == "nobody sits EW at table 2 in round 3 (a sit-out)");
  const std::vector<std::string> args{"4", "W", "A", "Tue", "N", "B", "Wed"};
  CHECK(director::say(Lang::Es, "session.dealer_differs", args).starts_with("tablero 4: reparte Oeste en la sección A"));
  CHECK(director::say(Lang::En, "session.dealer_differs", args).starts_with("board 4: the dealer is West in section A"));
  CHECK(director::say(Lang::Es, "session.vulnerability_differs", {"1", "None", "A", "x", "All", "B", "y"})
            .starts_with("tablero 1: nadie vulnerable en la sección A ('x') pero todos vulnerables en la sección B"));
}

TEST_CASE("Catalogue: an error of a file line is prefixed with its line and column, the column in the director's language") {
  Error e = error_code("line.pair_missing", "ns");
  e.line = 7;
  CHECK(director::render(e, Lang::En) == "line 7, column ns: the pair is missing");
  e.field = "board";
  CHECK(director::render(e, Lang::Es) == "línea 7, columna tablero: falta la pareja");
  e.field = "line";  // the whole line
  CHECK(director::render(e, Lang::En) == "line 7: the pair is missing");
}

TEST_CASE("Catalogue: an error with finished text and no code renders its text, an unknown code renders as itself") {
  Error legacy;
  legacy.message = "contrato '8S': el nivel 8 es imposible";
  CHECK(director::render(legacy, Lang::Es) == "contrato '8S': el nivel 8 es imposible");
  CHECK_FALSE(director::known("no.such_code"));
  CHECK(director::say(Lang::En, "no.such_code", {"1"}) == "no.such_code 1");
  CHECK(director::known("line.round_out_of_range"));
}

TEST_CASE("Catalogue: a count's noun is singular for one and plural otherwise, in both languages ({0:one|many})") {
  CHECK(director::say(Lang::En, "import.not_kept.auctions", {"1"}) == "1 auction");
  CHECK(director::say(Lang::En, "import.not_kept.auctions", {"3"}) == "3 auctions");
  CHECK(director::say(Lang::En, "import.not_kept.auctions", {"0"}) == "0 auctions");
  CHECK(director::say(Lang::Es, "import.not_kept.repeated_deals", {"1"}) == "1 mano repetida, leída una vez");
  CHECK(director::say(Lang::Es, "import.not_kept.repeated_deals", {"2"}) == "2 manos repetidas, leídas una vez");
  CHECK(director::say(Lang::En, "import.stored_pairs", {"4", "Club", "1", "0", "2", "1"}) ==
        "event 4: Club \u2014 1 board, 0 hand records, 2 pairs, 1 line");
  CHECK(director::say(Lang::Es, "import.stored_teams", {"4", "Copa", "24", "24", "1", "48"}) ==
        "evento 4: Copa \u2014 24 tableros, 24 manos, 1 equipo, 48 líneas");
}
