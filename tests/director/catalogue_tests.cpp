// The one message catalogue: every entry in both languages, with the same arguments, and the
// rendering of an error value (code, arguments, line, field) into the director's language.
#include <doctest/doctest.h>

#include <map>
#include <regex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "bandeja/present/messages.hpp"
#include "foreign_words.hpp"
#include "po.hpp"

using namespace bandeja;

namespace {

// The placeholders of a text: {0}, {1:side}. A plural {2:board|boards} is the language's own
// (Spanish agrees a participle with its count, French leaves "IMP" as it is): it is listed
// apart by plurals().
std::multiset<std::string> placeholders(std::string_view text) {
  std::multiset<std::string> out;
  static const std::regex re("\\{([0-9]+)(:[a-z]+|:[^}|]*\\|[^}]*)?\\}");
  const std::string s(text);
  for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it) {
    const std::string kind = (*it)[2].str();
    if (kind.find('|') == std::string::npos) out.insert("{" + (*it)[1].str() + kind + "}");
  }
  return out;
}

// The arguments a text's plurals count by: {2:board|boards} is 2.
std::set<std::string> plurals(std::string_view text) {
  std::set<std::string> out;
  static const std::regex re("\\{([0-9]+):[^}|]*\\|[^}]*\\}");
  const std::string s(text);
  for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it)
    out.insert("{" + (*it)[1].str() + "}");
  return out;
}

}  // namespace

TEST_CASE("Catalogue: its text files read cleanly, every line an entry, every code once") {
  for (const auto& p : present::catalogue_problems()) FAIL_CHECK(p);
  CHECK(present::catalogue_problems().empty());
}

TEST_CASE("Catalogue: every message has an English, a Spanish and a French text, each taking the same arguments") {
  std::set<std::string_view> codes;
  REQUIRE(present::catalogue().size() > 100);
  for (const auto& m : present::catalogue()) {
    CAPTURE(m.code);
    CHECK(codes.insert(m.code).second);  // one entry a code
    CHECK(std::regex_match(std::string(m.code), std::regex("[a-z_]+(\\.[a-zA-Z0-9_]+)+")));
    const std::string_view en = m.in(Lang::En);
    for (Lang lang : all_langs) {
      CAPTURE(lang_code(lang));
      CHECK_FALSE(m.in(lang).empty());
      CHECK(placeholders(m.in(lang)) == placeholders(en));
      // A plural counts by an argument the text is given.
      for (const auto& n : plurals(m.in(lang))) CHECK_MESSAGE((placeholders(en).contains(n) || plurals(en).contains(n)), n);
    }
    // A single word may be the same in two languages ("top", "total", "top {0}"); a sentence never is.
    const std::string words = std::regex_replace(std::string(en), std::regex("\\{[^}]*\\}"), "");
    if (std::regex_search(words, std::regex("[A-Za-z]+ +[A-Za-z]+")))
      for (Lang lang : all_langs)
        if (lang != Lang::En) CHECK(m.in(lang) != en);
  }
}

TEST_CASE("Catalogue: a count takes its noun's singular by the language's rule (French: 0 and 1, English and Spanish: 1)") {
  auto noun = [](Lang lang, const char* n) { return present::say(lang, "import.not_kept.auctions", {n}).substr(1); };
  CHECK(noun(Lang::Fr, "0") == noun(Lang::Fr, "1"));  // "0 enchère", "1 enchère"
  CHECK(noun(Lang::Fr, "2") != noun(Lang::Fr, "1"));
  CHECK(noun(Lang::En, "0") == noun(Lang::En, "2"));  // "0 auctions", "2 auctions"
  CHECK(noun(Lang::Es, "0") == noun(Lang::Es, "2"));
  CHECK(noun(Lang::Es, "1") != noun(Lang::Es, "2"));
}

TEST_CASE("Catalogue: each language is read when first asked for, and several at once on several threads read each once") {
  // ctest runs each test case in a process of its own: no language has been read yet here.
  const Error e = error_code("line.table_not_in_round", "table", {"9", "1"});
  const std::vector<std::pair<Lang, std::string>> want = {
      {Lang::En, "table 9 does not play in round 1"},
      {Lang::Es, "la mesa 9 no juega en la ronda 1"},
      {Lang::Fr, "la table 9 ne joue pas au tour 1"},
      {Lang::Qps, "\u27e6table 9 does not play in round 1\u27e7"}};
  std::vector<std::string> got(4 * want.size());
  {
    std::vector<std::jthread> threads;
    for (size_t i = 0; i < got.size(); ++i)
      threads.emplace_back([&, i] { got[i] = present::render(e, want[i % want.size()].first); });
  }
  for (size_t i = 0; i < got.size(); ++i) CHECK(got[i] == want[i % want.size()].second);
  CHECK(present::catalogue_problems().empty());  // and every file read in full says nothing amiss
}

TEST_CASE("Catalogue: an error renders its code's text with its arguments, in the language asked for") {
  const Error e = error_code("line.table_not_in_round", "table", {"9", "1"});
  CHECK(present::render(e, Lang::En) == "table 9 does not play in round 1");
  CHECK(present::render(e, Lang::Es) == "la mesa 9 no juega en la ronda 1");
}

TEST_CASE("Catalogue: sides, seats and vulnerabilities given as letters are rendered as words in Spanish and French") {
  CHECK(present::say(Lang::Fr, "line.sit_out", {"EW", "2", "3"}).find("Est-Ouest") != std::string::npos);
  CHECK(present::field_name("board", Lang::Fr) == "donne");
  CHECK(present::vulnerability_words(score::Vulnerability{true, false}, Lang::Es) == "Norte-Sur");
  CHECK(present::vulnerability_words(score::Vulnerability{false, false}, Lang::Fr) == "Personne");
  CHECK(present::vulnerability_words(score::Vulnerability{true, true}, Lang::Fr) == "Tous");
  CHECK(present::vulnerability_words(score::Vulnerability{false, true}, Lang::En) == "East-West");
  CHECK(present::field_name("board", Lang::En) == "board");
  CHECK(present::field_name("no such column", Lang::Es) == "no such column");
  CHECK(present::say(Lang::Es, "line.sit_out", {"EW", "2", "3"}) ==
        "nadie se sienta en Este-Oeste en la mesa 2 en la ronda 3 (descanso)");
  CHECK(present::say(Lang::En, "line.sit_out", {"EW", "2", "3"}) == "nobody sits EW at table 2 in round 3 (a sit-out)");
  const std::vector<std::string> args{"4", "W", "A", "Tue", "N", "B", "Wed"};
  CHECK(present::say(Lang::Es, "session.dealer_differs", args).starts_with("tablero 4: reparte Oeste en la sección A"));
  CHECK(present::say(Lang::En, "session.dealer_differs", args).starts_with("board 4: the dealer is West in section A"));
  CHECK(present::say(Lang::Es, "session.vulnerability_differs", {"1", "None", "A", "x", "All", "B", "y"})
            .starts_with("tablero 1: nadie vulnerable en la sección A ('x') pero todos vulnerables en la sección B"));
}

TEST_CASE("Catalogue: a pair's id is written as its language writes East-West: 3EW is 3EO in Spanish and French, alone and in lists") {
  struct Case {
    const char* id;
    Lang lang;
    const char* shown;
  };
  for (const Case& c : {Case{"3EW", Lang::En, "3EW"}, Case{"3EW", Lang::Es, "3EO"}, Case{"3EW", Lang::Fr, "3EO"},
                        Case{"12EW", Lang::Es, "12EO"}, Case{"3NS", Lang::Es, "3NS"}, Case{"7", Lang::Fr, "7"},
                        Case{"EW", Lang::Es, "EW"}, Case{"NEW", Lang::Fr, "NEW"}, Case{"", Lang::Es, ""}}) {
    CAPTURE(c.id);
    CAPTURE(lang_code(c.lang));
    CHECK(present::pair_id(c.id, c.lang) == c.shown);
  }
  CHECK(present::direction("EW", Lang::Es) == "EO");
  CHECK(present::direction("NS", Lang::Fr) == "NS");
  CHECK(present::direction("EW", Lang::En) == "EW");
  // {N:pair} and {N:pairs} in a text; the arguments stay the stored ids.
  CHECK(present::say(Lang::Es, "pairs.not_in_event", {"9EW", "1NS 1EW 12EW"}) ==
        "la pareja 9EO no está en el evento (sus parejas: 1NS 1EO 12EO)");
  CHECK(present::say(Lang::En, "pairs.not_in_event", {"9EW", "1NS 1EW"}) == "pair 9EW is not in the event (its pairs: 1NS 1EW)");
  CHECK(present::say(Lang::Fr, "cli_support.line", {"2", "1NS", "1EW", "4P N =", ""}).find("1NS v 1EO") != std::string::npos);
}

TEST_CASE("Catalogue: an error of a file line is prefixed with its line and column, the column in the director's language") {
  Error e = error_code("line.pair_missing", "ns");
  e.line = 7;
  CHECK(present::render(e, Lang::En) == "line 7, column ns: the pair is missing");
  e.field = "board";
  CHECK(present::render(e, Lang::Es) == "línea 7, columna tablero: falta la pareja");
  e.field = "line";  // the whole line
  CHECK(present::render(e, Lang::En) == "line 7: the pair is missing");
}

TEST_CASE("Catalogue: an error with finished text and no code renders its text, an unknown code renders as itself") {
  Error legacy;
  legacy.message = "contrato '8S': el nivel 8 es imposible";
  CHECK(present::render(legacy, Lang::Es) == "contrato '8S': el nivel 8 es imposible");
  CHECK_FALSE(present::known("no.such_code"));
  CHECK(present::say(Lang::En, "no.such_code", {"1"}) == "no.such_code 1");
  CHECK(present::known("line.round_out_of_range"));
}

TEST_CASE("Catalogue: a count's noun is singular for one and plural otherwise, in both languages ({0:one|many})") {
  CHECK(present::say(Lang::En, "import.not_kept.auctions", {"1"}) == "1 auction");
  CHECK(present::say(Lang::En, "import.not_kept.auctions", {"3"}) == "3 auctions");
  CHECK(present::say(Lang::En, "import.not_kept.auctions", {"0"}) == "0 auctions");
  CHECK(present::say(Lang::Es, "import.not_kept.repeated_deals", {"1"}) == "1 mano repetida, leída una vez");
  CHECK(present::say(Lang::Es, "import.not_kept.repeated_deals", {"2"}) == "2 manos repetidas, leídas una vez");
  CHECK(present::say(Lang::En, "import.stored_pairs", {"4", "Club", "1", "0", "2", "1"}) ==
        "event 4: Club \u2014 1 board, 0 hand records, 2 pairs, 1 line");
  CHECK(present::say(Lang::Es, "import.stored_teams", {"4", "Copa", "24", "24", "1", "48"}) ==
        "evento 4: Copa \u2014 24 tableros, 24 manos, 1 equipo, 48 líneas");
}

TEST_CASE("PO reader: msgctxt, msgid and msgstr over several lines with C escapes, the header left out") {
  const auto po = present::detail::read_po(
      "# translator's comment\n"
      "msgid \"\"\n"
      "msgstr \"\"\n"
      "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
      "\n"
      "#. the code's note\n"
      "msgctxt \"line.x\"\n"
      "msgid \"board {0} \\\"hot\\\" \"\n"
      "\"and a tab\\there\"\n"
      "msgstr \"donne {0}\"\n"
      "\n"
      "#, fuzzy\n"
      "msgctxt \"line.y\"\n"
      "msgid \"top\"\n"
      "msgstr \"\"\n");
  CHECK(po.problems.empty());
  REQUIRE(po.entries.size() == 2);
  CHECK(po.entries[0].context == "line.x");
  CHECK(po.entries[0].id == "board {0} \"hot\" and a tab\there");
  CHECK(po.entries[0].str == "donne {0}");
  CHECK_FALSE(po.entries[0].fuzzy);
  CHECK(po.entries[0].line == 8);
  CHECK(po.entries[1].fuzzy);
  CHECK(po.entries[1].str.empty());
}

TEST_CASE("PO reader: a line that is no PO, a bad escape and gettext's plural forms are named by their line") {
  const auto po = present::detail::read_po(
      "msgctxt \"a.b\"\nmsgid \"x\\q\"\nmsgstr \"y\"\n\nnonsense\n"
      "msgctxt \"a.c\"\nmsgid \"one\"\nmsgid_plural \"many\"\nmsgstr[0] \"un\"\n");
  REQUIRE(po.problems.size() == 4);
  CHECK(po.problems[0].starts_with("2: "));
  CHECK(po.problems[1].starts_with("5: "));
  CHECK(po.problems[2].starts_with("8: "));
  CHECK(po.problems[2].find("{0:one|many}") != std::string::npos);
  CHECK(po.problems[3].starts_with("9: "));
}

TEST_CASE("Numbers follow the language: Spanish and French write a decimal comma, English a point, and nothing else changes") {
  CHECK(present::decimal("66.67", Lang::En) == "66.67");
  CHECK(present::decimal("66.67", Lang::Es) == "66,67");
  CHECK(present::decimal("-1.5", Lang::Fr) == "-1,5");
  CHECK(present::decimal("15.38\u20134.62", Lang::Es) == "15,38\u20134,62");
  // A point that is not between two digits is no decimal point.
  CHECK(present::decimal("4S.", Lang::Fr) == "4S.");
  CHECK(present::decimal(".5 x.", Lang::Es) == ".5 x.");
  CHECK(present::decimal("12", Lang::Es) == "12");
}

TEST_CASE("Catalogue: no text says a word of another language, so no page or message built from it does: English none of Spanish's, Spanish none of English's, French neither") {
  // Every word a page, a card or a message shows comes from the catalogue (the pseudo-language's
  // tests say so); so a French page with an English word would need a French text with one.
  // What is not a word of the text's language but notation every language writes the same:
  // a command typed as an example ("event edit --date"), the language codes of --lang, a
  // travellers file's column names (English in every file), Spanish's "result." for resultado.
  const std::map<std::string_view, std::set<std::string>> notation{{"help.opt.lang", {"es"}},
                                                                    {"help.opt.excel", {"es"}},
                                                                    {"help.opt.rank.excel", {"es"}},
                                                                    {"csv.column_twice", {"result"}},
                                                                    {"csv.header_lacks_column", {"board", "score"}},
                                                                    {"cli_event.col_results", {"result"}}};
  static const std::regex placeholder("\\{[^}]*\\}"), command("\\b[a-z]+ [a-z-]+ --[a-z-]+");
  for (const auto& m : present::catalogue()) {
    CAPTURE(m.code);
    // {0:board|boards}: the plural's words are the language's own; the placeholders go, and
    // the commands given as examples.
    auto words = [&](std::string_view t) {
      return std::regex_replace(std::regex_replace(std::string(t), placeholder, " "), command, " ");
    };
    const auto it = notation.find(m.code);
    auto foreign = [&](Lang lang, const std::set<std::string>& list) {
      for (const auto& w : test::words_of(words(m.in(lang))))
        if (list.contains(w) && !(it != notation.end() && it->second.contains(w))) return w;
      return std::string();
    };
    CHECK(foreign(Lang::En, test::kSpanish) == "");
    CHECK(foreign(Lang::Es, test::kEnglish) == "");
    CHECK(foreign(Lang::Fr, test::kNotFrench) == "");
  }
}
