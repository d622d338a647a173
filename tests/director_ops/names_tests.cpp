// What a name or an id may be before it is stored (director/names.hpp), whatever way it came in:
// each rule by its catalogue code, field and rendering in both languages.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/present/messages.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/director/names.hpp"
#include "bandeja/director/pairs.hpp"
#include "bandeja/director/rulings.hpp"
#include "ops_fixtures.hpp"
#include "bandeja/score/limits.hpp"

using namespace bandeja;
using namespace std::string_literals;

namespace {

struct Case {
  std::string text;
  std::string code;  // empty: accepted
  std::string en, es;
};

void check(const std::optional<Error>& got, const Case& c, const std::string& field) {
  CAPTURE(c.text);
  if (c.code.empty()) {
    CHECK_FALSE(got.has_value());
    return;
  }
  REQUIRE(got.has_value());
  CHECK(got->code == c.code);
  CHECK(got->field == field);
  CHECK(present::render(*got, Lang::En) == c.en);
  CHECK(present::render(*got, Lang::Es) == c.es);
}

}  // namespace

TEST_CASE("Names: at most 200 bytes of UTF-8 text without control characters or direction overrides, C1 and overlong forms included") {
  const std::vector<Case> cases{
      {"Ana García", "", "", ""},
      {"José – Müller 👍", "", "", ""},
      {std::string(limits::kNameBytes, 'a'), "", "", ""},
      {std::string(limits::kNameBytes + 1, 'a'), "name.too_long", "a name of 201 bytes: the most is 200 (is it a name?)",
       "un nombre de 201 bytes: el máximo es 200 (¿es un nombre?)"},
      {"Ana\tGarcía", "name.control_character",
       "a control character (a line end, tab or NUL) at character 4 of the name: type the name on one line",
       "un carácter de control (fin de línea, tabulador o NUL) en el carácter 4 del nombre: escriba el nombre en una línea"},
      {"Ana\0x"s, "name.control_character",
       "a control character (a line end, tab or NUL) at character 4 of the name: type the name on one line",
       "un carácter de control (fin de línea, tabulador o NUL) en el carácter 4 del nombre: escriba el nombre en una línea"},
      {"A\xC2\x85" "B", "name.control_character",  // U+0085, NEL
       "a control character (a line end, tab or NUL) at character 2 of the name: type the name on one line",
       "un carácter de control (fin de línea, tabulador o NUL) en el carácter 2 del nombre: escriba el nombre en una línea"},
      {"Ana \xE2\x80\xAE" "aicraG", "name.direction_override",  // U+202E, RIGHT-TO-LEFT OVERRIDE
       "a character that changes the text's direction at character 5 of the name: it would show the name in another order; type it without",
       "un carácter que cambia la dirección del texto en el carácter 5 del nombre: mostraría el nombre en otro orden; escríbalo sin él"},
      {"x\xE2\x81\xA7" "y", "name.direction_override",  // U+2067, RIGHT-TO-LEFT ISOLATE
       "a character that changes the text's direction at character 2 of the name: it would show the name in another order; type it without",
       "un carácter que cambia la dirección del texto en el carácter 2 del nombre: mostraría el nombre en otro orden; escríbalo sin él"},
      {"\xD7\xA9\xD7\xA8\xD7\x94 \xE2\x80\x8F", "", "", ""},  // a Hebrew name with a right-to-left mark: allowed
      {"Garc\xED" "a", "name.not_utf8", "byte 5 of the name is not UTF-8 text: save the file again as UTF-8",
       "el byte 5 del nombre no es texto UTF-8: guarde el fichero de nuevo como UTF-8"},
      {"\xC0\xAF", "name.not_utf8", "byte 1 of the name is not UTF-8 text: save the file again as UTF-8",  // overlong '/'
       "el byte 1 del nombre no es texto UTF-8: guarde el fichero de nuevo como UTF-8"},
      {"x\xED\xA0\x80", "name.not_utf8", "byte 2 of the name is not UTF-8 text: save the file again as UTF-8",  // a surrogate
       "el byte 2 del nombre no es texto UTF-8: guarde el fichero de nuevo como UTF-8"},
      {"\xF4\x90\x80\x80", "name.not_utf8", "byte 1 of the name is not UTF-8 text: save the file again as UTF-8",  // past U+10FFFF
       "el byte 1 del nombre no es texto UTF-8: guarde el fichero de nuevo como UTF-8"},
      {"ab\xE2\x82", "name.not_utf8", "byte 3 of the name is not UTF-8 text: save the file again as UTF-8",  // cut short
       "el byte 3 del nombre no es texto UTF-8: guarde el fichero de nuevo como UTF-8"},
  };
  for (const auto& c : cases) check(director::name_problem(c.text), c, "name");
}

TEST_CASE("Ids: a pair's, a team's or a player's id holds something, at most 32 bytes, and the rules of a name") {
  const std::vector<Case> cases{
      {"1NS", "", "", ""},
      {std::string(limits::kIdBytes, '9'), "", "", ""},
      {"", "name.id_empty", "the id is empty: give a number or code (1NS, 7, A3EW)",
       "el id está vacío: dé un número o código (1NS, 7, A3EW)"},
      {"  ", "name.id_empty", "the id is empty: give a number or code (1NS, 7, A3EW)",
       "el id está vacío: dé un número o código (1NS, 7, A3EW)"},
      {std::string(limits::kIdBytes + 1, '9'), "name.id_too_long", "an id of 33 bytes: the most is 32",
       "un id de 33 bytes: el máximo es 32"},
      {"1NS\0x"s, "name.control_character",
       "a control character (a line end, tab or NUL) at character 4 of the name: type the name on one line",
       "un carácter de control (fin de línea, tabulador o NUL) en el carácter 4 del nombre: escriba el nombre en una línea"},
  };
  for (const auto& c : cases) check(director::id_problem(c.text, "pair"), c, "pair");
}

TEST_CASE("Players: blanks at the end are no players, a blank before a named one and a fifth player are refused at that player") {
  size_t at = 99;
  CHECK_FALSE(director::players_problem({"Ana", "Luis", "", ""}, "name", &at));
  auto blank = director::players_problem({"", "Luis"}, "name", &at);
  REQUIRE(blank);
  CHECK(blank->code == "name.blank_player");
  CHECK(at == 0);
  CHECK(present::render(*blank, Lang::En) ==
        "player 1 is blank but player 2 is named: give player 1's name, or move the name left");
  auto five = director::players_problem({"A", "B", "C", "D", "E"}, "name", &at);
  REQUIRE(five);
  CHECK(five->code == "name.too_many_players");
  CHECK(at == 4);
  CHECK(present::render(*five, Lang::Es) == "5 jugadores: una pareja tiene como mucho 4 (suplentes incluidos)");
  auto bad = director::players_problem({"Ana", "Lu\xFFis"}, "name", &at);
  REQUIRE(bad);
  CHECK(bad->code == "name.not_utf8");
  CHECK(at == 1);
}

TEST_CASE("Event and session titles must hold something besides spaces") {
  auto e = director::title_problem(" \t ", "event");
  REQUIRE(e);
  CHECK(e->code == "name.empty");
  CHECK(e->field == "event");
  CHECK_FALSE(director::title_problem("Martes", "event"));
}

TEST_CASE("Names are compared trimmed and without capitals, accents or runs of spaces") {
  CHECK(director::trimmed("  Club Mitchell \t") == "Club Mitchell");
  CHECK(director::trimmed(" \t ").empty());
  CHECK(director::name_key("  Noche  de   PEÑA ") == director::name_key("noche de pena"));
  CHECK(director::name_key("Martes Ángel Müller") == "martes angel muller");
  CHECK(director::name_key("Straße") == "stra\xC3\x9f" "e");  // ß has no base letter: kept
  CHECK(director::name_key("Club A") != director::name_key("Club B"));
}

TEST_CASE("Did you mean: alike names first, then typing slips, then names holding what was typed, at most three") {
  const std::vector<std::string> names{"Club Mitchell", "Martes", "Miércoles", "Copa de Otoño", "Copa de Primavera",
                                       "Copa de Verano", "Copa de Invierno"};
  CHECK(director::similar_names("club mitchell", names) == std::vector<std::string>{"Club Mitchell"});
  CHECK(director::similar_names("Club Mitchel", names) == std::vector<std::string>{"Club Mitchell"});
  CHECK(director::similar_names("Matres", names) == std::vector<std::string>{"Martes"});
  CHECK(director::similar_names("miercoles", names) == std::vector<std::string>{"Miércoles"});
  CHECK(director::similar_names("Copa", names).size() == 3);
  CHECK(director::similar_names("Copa de otono", names).front() == "Copa de Otoño");
  CHECK(director::similar_names("Viernes", names).empty());
  CHECK(director::similar_names("", names).empty());
}

TEST_CASE("An event is found by its exact name first, #12 is always an id, and 12 is an id only when no event is named 12") {
  const std::vector<std::pair<long long, std::string>> items{{1, "Martes"}, {2, "1"}, {3, "Club Mitchell"}};
  CHECK(director::look_up_name("1", items).found == std::optional<size_t>{1});       // the event named 1
  CHECK(director::look_up_name("#1", items).found == std::optional<size_t>{0});      // the event of id 1
  CHECK(director::look_up_name("3", items).found == std::optional<size_t>{2});       // no event named 3: id 3
  CHECK(director::look_up_name(" Martes ", items).found == std::optional<size_t>{0});  // trimmed
  const auto no_id = director::look_up_name("#9", items);
  CHECK_FALSE(no_id.found);
  CHECK(no_id.no_id);
  CHECK(no_id.typed == "9");
  const auto slip = director::look_up_name("club mitchel", items);
  CHECK_FALSE(slip.found);
  CHECK_FALSE(slip.no_id);
  CHECK(slip.similar == "\"Club Mitchell\"");  // as it must be typed, in quotes for its space
  CHECK(director::look_up_name("Viernes", items).similar.empty());
  CHECK(director::typed_id("#12") == std::optional<long long>{12});
  CHECK_FALSE(director::typed_id("#"));
  CHECK_FALSE(director::typed_id("12a"));
  CHECK_FALSE(director::typed_id("9999999999999999999"));
}

TEST_CASE("A pair typed with East-West as Spanish and French write it, 3EO, is the event's 3EW wherever a pair is typed") {
  bandeja::test::ops::File f;
  const auto ev = f.event("Martes", "mitchell", 3);
  // Naming it.
  auto named = director::name_pair(f.store, ev, "3eo", {"Ana García", "Luis Pérez"}, {});
  REQUIRE_MESSAGE(named.has_value(), (named ? "" : present::render(named.error(), Lang::Es)));
  CHECK(named->id == "3EW");
  // A ruling on it.
  director::ProceduralPenalty pen;
  pen.pair = "3EO";
  pen.top_percent = 25;
  pen.reason = "slow play";
  auto ruled = director::rule_penalty(f.store, ev, pen, "test");
  REQUIRE_MESSAGE(ruled.has_value(), (ruled ? "" : present::render(ruled.error(), Lang::Es)));
  CHECK(ruled->pairs == std::vector<std::string>{"3EW"});
  // Dropping it from a round on.
  auto dropped = director::drop_pair(f.store, ev, "2Eo", 3);
  REQUIRE_MESSAGE(dropped.has_value(), (dropped ? "" : present::render(dropped.error(), Lang::Es)));
  // One that is not there is named as typed.
  auto missing = director::name_pair(f.store, ev, "9EO", {"X", "Y"}, {});
  REQUIRE_FALSE(missing);
  CHECK(missing.error().code == "pairs.not_in_event");
  CHECK(missing.error().args.at(0) == "9EO");
}
