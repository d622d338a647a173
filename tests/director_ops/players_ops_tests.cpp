// The players' register at the library layer (apps/director players.hpp): a federation's list
// read by its header words in English or Spanish, its errors by line and column (and nothing of
// a list with an error stored), a pair named by its players' national ids alone, and a player's
// history of events with the places worked by hand.
#include <doctest/doctest.h>

#include "bandeja/director/pairs.hpp"
#include "bandeja/director/players.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

namespace {

db::Member member(const File& f, const std::string& id) {
  auto m = f.store.member(id);
  REQUIRE_MESSAGE(m.has_value(), "no member " << id);
  return *m;
}

std::string rendered(const director::Errors& errors) {
  std::string s;
  for (const auto& e : errors) s += present::render(e, Lang::En) + "\n";
  return s;
}

}  // namespace

TEST_CASE("A federation's list is read by its header words in Spanish, in any column order, its other columns left alone") {
  File f;
  // As a Spanish federation's export comes: BOM, ';', CR LF, given name and two surname columns.
  const std::string list =
      "\xEF\xBB\xBF" "Nº Licencia;Primer apellido;Segundo apellido;Nombre;Club;Categoría\r\n"
      "ES10231;García;López;Ana;Club Náutico;Primera\r\n"
      "ES10238; Pérez ;;Luis;Club Náutico;Segunda\r\n"
      "\r\n"
      "ES20001;Ruiz;Gil;María José;;\r\n";
  auto stored = director::import_members_csv(f.store, list, "federacion.csv");
  REQUIRE_MESSAGE(stored.has_value(), (stored ? "" : rendered(stored.error())));
  CHECK(stored->added == 3);
  CHECK(stored->changed == 0);
  CHECK(member(f, "ES10231").name == "Ana García López");
  CHECK(member(f, "ES10231").club == "Club Náutico");
  CHECK(member(f, "ES10231").source == "federacion.csv");
  CHECK(member(f, "ES10238").name == "Luis Pérez");
  CHECK(member(f, "ES20001").name == "María José Ruiz Gil");
  CHECK(member(f, "ES20001").club.empty());
  CHECK(f.store.member_count() == 3);
}

TEST_CASE("A federation's list is read by its header words in English, a full name column beside the id and club") {
  File f;
  const std::string list =
      "Name,Member Number,Email,Club\n"
      "\"Smith, John\",10042,js@example.org,Newport\n"
      "Jane Doe,10043,,\n";
  auto stored = director::import_members_csv(f.store, list, "ebu.csv");
  REQUIRE_MESSAGE(stored.has_value(), (stored ? "" : rendered(stored.error())));
  CHECK(stored->added == 2);
  CHECK(member(f, "10042").name == "Smith, John");
  CHECK(member(f, "10042").club == "Newport");
  CHECK(member(f, "10043").name == "Jane Doe");
}

TEST_CASE("A federation's list is read by its header words in French: Nom is the surname, Prénom the given name") {
  File f;
  const std::string list =
      "Numéro de licence;Nom;Prénom;Club;Catégorie\n"
      "FR0123456;Dupont;Marie;Bridge Club de Lyon;1ère série\n"
      "FR0123457;Lefèvre;Jean-Luc;;2e série\n";
  auto stored = director::import_members_csv(f.store, list, "ffb.csv");
  REQUIRE_MESSAGE(stored.has_value(), (stored ? "" : rendered(stored.error())));
  CHECK(stored->added == 2);
  CHECK(member(f, "FR0123456").name == "Marie Dupont");
  CHECK(member(f, "FR0123456").club == "Bridge Club de Lyon");
  CHECK(member(f, "FR0123457").name == "Jean-Luc Lefèvre");
}

TEST_CASE("A list without a header line is read as id, name, club") {
  File f;
  auto stored = director::import_members_csv(f.store, "ES1,Ana García,Náutico\nES2,Luis Pérez\n", "list.csv");
  REQUIRE_MESSAGE(stored.has_value(), (stored ? "" : rendered(stored.error())));
  CHECK(member(f, "ES1").club == "Náutico");
  CHECK(member(f, "ES2").name == "Luis Pérez");
  CHECK(member(f, "ES2").club.empty());
}

TEST_CASE("A list imported again adds the new players, changes those whose name or club changed and counts the rest") {
  File f;
  REQUIRE(director::import_members_csv(f.store, "id,name,club\nES1,Ana García,A\nES2,Luis Pérez,A\nES3,Eva Gil,B\n", "2025.csv"));
  auto again = director::import_members_csv(f.store, "id,name,club\nES1,Ana García,A\nES2,Luis Pérez,B\nES4,Juan Ruiz,B\n", "2026.csv");
  REQUIRE_MESSAGE(again.has_value(), (again ? "" : rendered(again.error())));
  CHECK(again->added == 1);
  CHECK(again->changed == 1);
  CHECK(again->unchanged == 1);
  CHECK(member(f, "ES2").club == "B");
  CHECK(member(f, "ES2").source == "2026.csv");
  CHECK(member(f, "ES1").source == "2025.csv");  // unchanged: left as it was
  CHECK(member(f, "ES3").name == "Eva Gil");     // not in the new list: kept
  CHECK(f.store.member_count() == 4);
}

TEST_CASE("A list's errors each name the line and column at fault, and nothing of a list with an error is stored") {
  File f;
  REQUIRE(director::import_members_csv(f.store, "id,name\nES9,Old Name\n", "before.csv"));
  const std::string list =
      "Licencia,Nombre,Club\n"
      "ES1,Ana García,A\n"
      "ES 2,Luis Pérez,A\n"      // a space inside the id
      ",Eva Gil,B\n"             // no id
      "ES3,,B\n"                 // no name
      "ES1,Ana Gómez,A\n"        // ES1 again with another name
      "ES1,Ana García,A\n"       // the same again: harmless
      "ES9,New Name,A\n";
  auto read = director::import_members_csv(f.store, list, "bad.csv");
  REQUIRE_FALSE(read.has_value());
  const auto& e = read.error();
  REQUIRE(e.size() == 4);
  CHECK(e[0].line == 3);
  CHECK(e[0].field == "Licencia");
  CHECK(present::render(e[0], Lang::En) == "line 3, column Licencia: 'ES 2' is not a national id (letters, digits and - . / only)");
  CHECK(e[1].line == 4);
  check_error(e[1], "members.id_missing", "line 4, column Licencia: a player without a national id",
              "línea 4, columna Licencia: un jugador sin número de federado");
  CHECK(e[2].line == 5);
  CHECK(e[2].field == "Nombre");
  check_error(e[2], "members.name_missing", "line 5, column Nombre: player ES3 has no name",
              "línea 5, columna Nombre: el jugador ES3 no tiene nombre");
  CHECK(e[3].line == 6);
  check_error(e[3], "members.again",
              "line 6, column Licencia: player ES1 again, with another name or club (line 2: Ana García): a national id is one player",
              "línea 6, columna Licencia: otra vez el jugador ES1, con otro nombre o club (línea 2: Ana García): un número de federado es un jugador");
  CHECK(f.store.member_count() == 1);
  CHECK(member(f, "ES9").name == "Old Name");
}

TEST_CASE("A list whose first line names no column of ids or of names is refused at its first line") {
  File f;
  auto no_names = director::import_members_csv(f.store, "Licencia,Club\nES1,A\n", "x.csv");
  REQUIRE_FALSE(no_names.has_value());
  check_error(no_names.error().at(0), "members.no_name_column",
              "line 1: no column of names: the first line should name one (name, or first name and surname)",
              "línea 1: no hay columna de nombres: la primera línea debe nombrar una (nombre, o nombre y apellidos)");
  auto two_ids = director::import_members_csv(f.store, "id,name,member number\nES1,Ana,9\n", "x.csv");
  REQUIRE_FALSE(two_ids.has_value());
  CHECK(two_ids.error().at(0).code == "members.two_id_columns");
  CHECK(two_ids.error().at(0).field == "member number");
  auto headless = director::import_members_csv(f.store, "Jugadores del club\nES1,Ana\n", "x.csv");
  REQUIRE_FALSE(headless.has_value());
  CHECK(headless.error().at(0).code == "members.no_header");
  CHECK(headless.error().at(0).line == 1);
  // A comma too many in a name under a header is refused naming the line, never shifted.
  auto shifted = director::import_members_csv(f.store, "id,name,club\nES1,García, Ana,Club Náutico\n", "x.csv");
  REQUIRE_FALSE(shifted.has_value());
  check_error(shifted.error().at(0), "file.more_fields_than_header",
              "line 2, column 4: more fields than the header has columns",
              "línea 2, columna 4: más campos que columnas en la cabecera");
  auto wide = director::import_members_csv(f.store, "ES1,Ana,A,extra\n", "x.csv");
  REQUIRE_FALSE(wide.has_value());
  CHECK(wide.error().at(0).code == "members.more_fields");
  auto empty = director::import_members_csv(f.store, "id,name\n\n", "x.csv");
  REQUIRE_FALSE(empty.has_value());
  CHECK(empty.error().at(0).code == "members.empty_file");
  CHECK(f.store.member_count() == 0);
}

TEST_CASE("One player typed into the register is checked as a list's line is, and found by part of a name, id or club") {
  File f;
  auto ana = director::add_member(f.store, " ES1 ", " Ana García ", "Náutico");
  REQUIRE(ana);
  CHECK(ana->national_id == "ES1");
  CHECK(ana->name == "Ana García");
  CHECK(ana->source == "typed");
  REQUIRE(director::add_member(f.store, "ES2", "Luis Pérez", ""));
  REQUIRE(director::add_member(f.store, "FR7", "Jean Dupont", "Paris"));
  CHECK(director::add_member(f.store, "ES 3", "Eva", "").error().code == "pairs.bad_national_id");
  CHECK(director::add_member(f.store, "", "Eva", "").error().code == "members.id_missing");
  CHECK(director::add_member(f.store, "ES3", "  ", "").error().code == "members.name_missing");
  CHECK(director::add_member(f.store, "ES3", "Eva\nGil", "").error().code == "name.control_character");
  CHECK(director::find_members(f.store, "").size() == 3);
  const auto es = director::find_members(f.store, "es");  // ES1, ES2 by id; "Pérez" has no "es"
  REQUIRE(es.size() == 2);
  CHECK(es[0].name == "Ana García");
  CHECK(es[1].name == "Luis Pérez");
  CHECK(director::find_members(f.store, "paris").size() == 1);
  CHECK(director::find_members(f.store, "garc").at(0).national_id == "ES1");
  CHECK(director::find_members(f.store, "%").empty());  // what is typed is text, not a pattern
  // Typed as a director types it: without accents, in capitals.
  CHECK(director::find_members(f.store, "garcia").at(0).national_id == "ES1");
  CHECK(director::find_members(f.store, "GARCÍA").at(0).national_id == "ES1");
  CHECK(director::find_members(f.store, "perez").at(0).national_id == "ES2");
  CHECK(director::find_members(f.store, "nautico").size() == 1);
  // Typed again: the name changes.
  REQUIRE(director::add_member(f.store, "ES2", "Luis Pérez Gil", "Náutico"));
  CHECK(member(f, "ES2").name == "Luis Pérez Gil");
}

TEST_CASE("A pair named by its players' national ids alone takes their names from the register") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 3);
  REQUIRE(director::import_members_csv(f.store, "id,name\nES1,Ana García\nES2,Luis Pérez\n", "list.csv"));
  auto named = director::name_pair(f.store, ev, "1NS", {}, {"ES1", "ES2"});
  REQUIRE_MESSAGE(named.has_value(), (named ? "" : present::render(named.error(), Lang::En)));
  REQUIRE(named->players.size() == 2);
  CHECK(named->players[0] == db::Player{"Ana García", "ES1"});
  CHECK(named->players[1] == db::Player{"Luis Pérez", "ES2"});

  // An id the register does not have, for a seat with nobody yet: the director is told what to do.
  auto unknown = director::name_pair(f.store, ev, "2NS", {}, {"ES1", "ES77"});
  REQUIRE_FALSE(unknown.has_value());
  check_error(unknown.error(), "pairs.id_not_in_register",
              "player 2 of pair 2NS has no name yet and national id ES77 is not in the players' register: give the "
              "names (bandeja pairs Tuesday 2NS NAME NAME --ids ...) or add the player (bandeja players add ES77 NAME)",
              "el jugador 2 de la pareja 2NS aún no tiene nombre y el número de federado ES77 no está en el registro de "
              "jugadores: dé los nombres (bandeja pairs Tuesday 2NS NOMBRE NOMBRE --ids ...) o añada el jugador "
              "(bandeja players add ES77 NOMBRE)");
  CHECK(f.store.pairs(ev.id)[1].players.empty());  // 2NS: nothing stored

  // A pair already seated: an id the register lacks is given to the player seated there.
  REQUIRE(director::name_pair(f.store, ev, "2NS", {"Eva Gil", "Juan Ruiz"}, {}));
  auto seated = director::name_pair(f.store, ev, "2NS", {}, {"ES77", "ES2"});
  REQUIRE(seated);
  CHECK(seated->players[0] == db::Player{"Eva Gil", "ES77"});
  CHECK(seated->players[1] == db::Player{"Luis Pérez", "ES2"});

  // A pairs CSV with ids and no names: the names from the register.
  auto csv = director::name_pairs_from_csv(f.store, ev, "pair,name1,name2,id1,id2\n3NS,,,ES2,ES1\n1EW,Eva Gil,,,ES1\n");
  REQUIRE_MESSAGE(csv.has_value(), (csv ? "" : rendered(csv.error())));
  const auto pairs = f.store.pairs(ev.id);
  auto pair = [&](const std::string& id) {
    for (const auto& p : pairs)
      if (p.id == id) return p;
    FAIL("no pair " << id);
    return db::Pair{};
  };
  CHECK(pair("3NS").players == std::vector<db::Player>{{"Luis Pérez", "ES2"}, {"Ana García", "ES1"}});
  CHECK(pair("1EW").players == std::vector<db::Player>{{"Eva Gil", std::nullopt}, {"Ana García", "ES1"}});
  // An id with no name that the register lacks is still refused, naming its column.
  auto lacks = director::name_pairs_from_csv(f.store, ev, "pair,name1,name2,id1,id2\n2EW,,,ES99,\n");
  REQUIRE_FALSE(lacks.has_value());
  CHECK(lacks.error().at(0).code == "pairs.id_without_name");
  CHECK(lacks.error().at(0).field == "id1");
}

TEST_CASE("A player's history gives each event played, oldest first, with the pair's place in its field and its score") {
  File f;
  // Worked by hand. A 3-table Mitchell, 3 rounds of 2 boards: every board is played three
  // times (top 2). Every line is 3NT by South making 9, but 1NS's make 10: 1NS beats both
  // other NS pairs on each of its 6 boards (12 of 12: 100%), 2NS and 3NS tie each other and
  // lose to 1NS (0.5 a board: 3 of 12, 25%, second equal of three). Each EW pair meets 1NS once
  // (two boards at 0) and the others twice (four at 1.5): 6 of 12, 50%, first equal of three.
  const auto first = f.event("Tuesday", "mitchell", 3);
  REQUIRE(director::import_members_csv(f.store, "id,name,club\nES1,Ana García,Náutico\nES2,Luis Pérez,Náutico\n", "l.csv"));
  REQUIRE(director::name_pair(f.store, first, "1NS", {}, {"ES1", "ES2"}));
  REQUIRE(director::name_pair(f.store, first, "2EW", {"Eva Gil", "Juan Ruiz"}, {}));
  for (const auto& row : f.store.rows(first.id)) {
    for (int b : row.boards) {
      f.enter(first, row, b, row.ns == "1NS" ? "3NT S 10" : "3NT S 9");
    }
  }
  f.store.set_event_details(first.id, "Tuesday", "2026-11-03", "Náutico", "average");
  // A later event where Ana plays East-West with Eva, nothing entered yet.
  const auto second = f.event("Friday", "mitchell", 3);
  f.store.set_event_details(second.id, "Friday", "2026-11-06", "", "average");
  REQUIRE(director::name_pair(f.store, second, "2NS", {"Eva Gil"}, {}));
  REQUIRE(director::name_pair(f.store, second, "3EW", {}, {"ES1"}));
  // An event played before both, listed first though made last.
  const auto early = f.event("October", "mitchell", 3);
  f.store.set_event_details(early.id, "October", "2026-10-27", "", "average");
  REQUIRE(director::name_pair(f.store, early, "2EW", {}, {"ES2", "ES1"}));

  auto h = director::player_history(f.store, "ES1");
  REQUIRE_MESSAGE(h.has_value(), (h ? "" : present::render(h.error(), Lang::En)));
  CHECK(h->name == "Ana García");
  REQUIRE(h->member);
  CHECK(h->member->club == "Náutico");
  REQUIRE(h->events.size() == 3);
  CHECK(h->events[0].event.name == "October");
  CHECK(h->events[0].pair == "2EW");
  CHECK(h->events[0].partners == "Luis Pérez");
  const auto& tuesday = h->events[1];
  CHECK(tuesday.event.name == "Tuesday");
  CHECK(tuesday.pair == "1NS");
  CHECK(tuesday.partners == "Luis Pérez");
  CHECK(tuesday.place == "1");
  CHECK(tuesday.entrants == 3);
  REQUIRE(tuesday.percent);
  CHECK(*tuesday.percent == doctest::Approx(100.0));
  REQUIRE(tuesday.total);
  CHECK(*tuesday.total == doctest::Approx(12.0));
  CHECK(tuesday.unit == "mp");
  CHECK_FALSE(tuesday.provisional);
  CHECK(h->events[2].event.name == "Friday");
  CHECK(h->events[2].pair == "3EW");
  CHECK(h->events[2].partners.empty());
  CHECK(h->events[2].provisional);

  // Luis's Tuesday: the same pair. A player of 2NS or 2EW is found only by name: no id, no history.
  auto luis = director::player_history(f.store, "ES2");
  REQUIRE(luis);
  CHECK(luis->events.size() == 2);
  CHECK(luis->events[1].partners == "Ana García");
  // EW on Tuesday: all at 50%, first equal of three (checked through a player seated by id).
  REQUIRE(director::name_pair(f.store, first, "3EW", {"Rosa Díaz"}, {"ES5"}));
  auto rosa = director::player_history(f.store, "ES5");
  REQUIRE(rosa);
  REQUIRE(rosa->events.size() == 1);
  CHECK(rosa->name == "Rosa Díaz");  // not in the register: the name seated
  CHECK_FALSE(rosa->member);
  CHECK(rosa->events[0].place == "1=");
  CHECK(rosa->events[0].entrants == 3);
  CHECK(*rosa->events[0].percent == doctest::Approx(50.0));

  auto nobody = director::player_history(f.store, "ES404");
  REQUIRE_FALSE(nobody.has_value());
  check_error(nobody.error(), "members.unknown",
              "no player ES404: not in the players' register and in no event of this file (bandeja players import LIST.csv)",
              "no hay jugador ES404: no está en el registro de jugadores ni en ningún evento de este fichero (bandeja "
              "players import LISTA.csv)");
}

TEST_CASE("A player's history in a teams event gives the team's place among the teams, its VPs and teammates") {
  // Two teams, one match of two boards: team 1 makes 2S+1 (+140) at both tables, 7 IMPs a
  // board, 14-0: the match and first place of two.
  File f;
  const auto ev = f.match("Cup");
  REQUIRE(director::import_members_csv(f.store, "id,name\nES1,Ana García\nES2,Luis Pérez\n", "l.csv"));
  REQUIRE(director::name_pair(f.store, ev, "1NS", {}, {"ES1", "ES2"}));
  REQUIRE(director::name_pair(f.store, ev, "1EW", {"Eva Gil", "Juan Ruiz"}, {}));
  for (const auto& row : f.store.rows(ev.id))
    for (int b : row.boards) {
      f.enter(ev, row, b, row.ns == "1NS" ? "2S N 9" : "2S E 9");
    }
  auto h = director::player_history(f.store, "ES1");
  REQUIRE(h);
  REQUIRE(h->events.size() == 1);
  const auto& a = h->events[0];
  CHECK(a.unit == "vp");
  CHECK(a.place == "1");
  CHECK(a.entrants == 2);
  REQUIRE(a.total);
  CHECK(*a.total > 10.0);
  CHECK(a.partners == "Luis Pérez, Eva Gil, Juan Ruiz");
}
