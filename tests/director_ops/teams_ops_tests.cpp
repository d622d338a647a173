// Naming teams at the library layer (apps/director teams_ops.hpp), on a temporary event file:
// a team's name and pairs, a pair playing for one team, the teams CSV's lines and columns;
// every error by its code and its words in English and Spanish.
#include <doctest/doctest.h>

#include "bandeja/director/teams_ops.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

namespace {

std::vector<db::Team> stored_teams(const File& f, const db::EventInfo& e) { return f.store.load(e.id).teams; }

}  // namespace

TEST_CASE("Pair lists: commas, spaces, slashes, plus signs and semicolons all separate pairs") {
  CHECK(director::pair_list("3NS,3EW") == std::vector<std::string>{"3NS", "3EW"});
  CHECK(director::pair_list(" 3NS  3EW ") == std::vector<std::string>{"3NS", "3EW"});
  CHECK(director::pair_list("3NS/3EW+4NS;4EW") == std::vector<std::string>{"3NS", "3EW", "4NS", "4EW"});
  CHECK(director::pair_list("").empty());
}

TEST_CASE("A pairs event has no teams: listing, naming and a teams file are refused and nothing is stored") {
  File f;
  const auto e = f.event("Tuesday", "mitchell", 3);
  const std::string en =
      "event 'Tuesday' is a pairs event (scoring mp): it has no teams; a teams event is created with --movement "
      "teams or whist and --scoring imps or bam";
  const std::string es =
      "el evento 'Tuesday' es de parejas (puntuación mp): no tiene equipos; un evento de equipos se crea con "
      "--movement teams o whist y --scoring imps o bam";
  auto list = director::event_teams(f.store, e);
  REQUIRE_FALSE(list);
  check_error(list.error(), "teams.pairs_event", en, es);
  auto named = director::name_team(f.store, e, "1", "García", std::nullopt);
  REQUIRE_FALSE(named);
  check_error(named.error(), "teams.pairs_event", en, es);
  auto file = director::teams_from_csv(f.store, e, "1,García\n");
  REQUIRE_FALSE(file);
  REQUIRE(file.error().size() == 1);
  check_error(file.error()[0], "teams.pairs_event", en, es);
  CHECK(stored_teams(f, e).empty());
}

TEST_CASE("Naming a team keeps its pairs, and giving it pairs keeps its name") {
  File f;
  const auto e = f.match();
  auto listed = director::event_teams(f.store, e);
  REQUIRE(listed);
  CHECK(*listed == std::vector<db::Team>{{"1", "", {"1NS", "1EW"}}, {"2", "", {"2NS", "2EW"}}});
  auto named = director::name_team(f.store, e, "1", "García", std::nullopt);
  REQUIRE(named);
  CHECK(*named == db::Team{"1", "García", {"1NS", "1EW"}});
  auto repaired = director::name_team(f.store, e, "1", std::nullopt, "1NS");
  REQUIRE(repaired);
  CHECK(*repaired == db::Team{"1", "García", {"1NS"}});
  CHECK(stored_teams(f, e)[0] == db::Team{"1", "García", {"1NS"}});
}

TEST_CASE("A team's pairs are pairs of the event, each given once, at least one") {
  File f;
  const auto e = f.match();
  auto unknown = director::name_team(f.store, e, "1", std::nullopt, "1NS,9EW");
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().field == "pairs");
  check_error(unknown.error(), "pairs.not_in_event", "pair 9EW is not in the event (its pairs: 1NS 2NS 1EW 2EW)",
              "la pareja 9EO no está en el evento (sus parejas: 1NS 2NS 1EO 2EO)");
  auto twice = director::name_team(f.store, e, "1", std::nullopt, "1NS,1NS");
  REQUIRE_FALSE(twice);
  check_error(twice.error(), "teams.pair_twice", "pair 1NS is given twice", "la pareja 1NS aparece dos veces");
  auto none = director::name_team(f.store, e, "1", std::nullopt, " ,");
  REQUIRE_FALSE(none);
  check_error(none.error(), "teams.no_pairs", "a team needs at least one pair", "un equipo necesita al menos una pareja");
  CHECK(stored_teams(f, e)[0] == db::Team{"1", "", {"1NS", "1EW"}});
}

TEST_CASE("A pair plays for one team, and the refused change stores nothing") {
  File f;
  const auto e = f.match();
  auto taken = director::name_team(f.store, e, "1", "García", "1NS,2EW");
  REQUIRE_FALSE(taken);
  CHECK(taken.error().field == "pairs");
  check_error(taken.error(), "teams.pair_in_two_teams",
              "pair 2EW plays for team 2; a pair plays for one team (move it in the same file: bandeja teams Cup "
              "--file teams.csv)",
              "la pareja 2EO juega en el equipo 2; una pareja juega en un solo equipo (muévala en el mismo fichero: "
              "bandeja teams Cup --file equipos.csv)");
  CHECK(stored_teams(f, e)[0] == db::Team{"1", "", {"1NS", "1EW"}});
}

TEST_CASE("A team not in the event is added only when it is given its pairs") {
  File f;
  const auto e = f.match();
  auto no_team = director::name_team(f.store, e, "7", "Nadie", std::nullopt);
  REQUIRE_FALSE(no_team);
  check_error(no_team.error(), "teams.not_found",
              "there is no team 7 (its teams: 1 2); to add one give its pairs: --pairs 7NS,7EW",
              "no hay equipo 7 (sus equipos: 1 2); para añadir uno dé sus parejas: --pairs 7NS,7EW");
  // Team 2's pairs given to a new team 3 in one file: team 2 gives them up on the same line set.
  auto moved = director::teams_from_csv(f.store, e, "team,pairs\n2,2NS\n3,2EW\n");
  REQUIRE(moved);
  CHECK(*moved == 2);
  const auto t = stored_teams(f, e);
  REQUIRE(t.size() == 3);
  CHECK(t[2] == db::Team{"3", "", {"2EW"}});
}

TEST_CASE("An event stored without team rows gets the convention's teams when one of them is changed") {
  File f;
  db::NewEvent ne;
  ne.name = "Old";
  ne.scoring = "imps";
  for (std::string id : {"1NS", "1EW", "2NS", "2EW"}) ne.pairs.push_back(db::Pair{id, "", {}});
  const auto id = f.store.create_event(ne);
  const auto e = f.store.event_info(id);
  CHECK(stored_teams(f, e).empty());
  auto named = director::name_team(f.store, e, "2", "Sur", std::nullopt);
  REQUIRE(named);
  CHECK(stored_teams(f, e) == std::vector<db::Team>{{"1", "", {"1NS", "1EW"}}, {"2", "Sur", {"2NS", "2EW"}}});
}

TEST_CASE("Teams CSV: names, pairs and players in one transaction, a swap of pairs between teams allowed") {
  File f;
  const auto e = f.match();
  auto r = director::teams_from_csv(f.store, e,
                                    "team,name,pairs,player1,player2,player3,player4\n"
                                    "1,García,1NS 2EW,Ana García,Luis Pérez,Eva Ruiz,Juan Gil\n"
                                    "2,\"López, M.\",2NS/1EW,,,,\n");
  REQUIRE(r);
  CHECK(*r == 2);
  const auto ev = f.store.load(e.id);
  CHECK(ev.teams[0] == db::Team{"1", "García", {"1NS", "2EW"}});
  CHECK(ev.teams[1] == db::Team{"2", "López, M.", {"2NS", "1EW"}});
  auto pair = [&](const std::string& id) {
    for (const auto& p : f.store.pairs(e.id))
      if (p.id == id) return p.names();
    return std::string("?");
  };
  CHECK(pair("2EW") == "Eva Ruiz \u2013 Juan Gil");  // players 3-4: the team's second pair
  // No header: team,name,player1..player4; Spanish headers read as well.
  REQUIRE(director::teams_from_csv(f.store, e, "2,Sur,Marta López,Pablo Sanz\n"));
  CHECK(pair("2NS") == "Marta López \u2013 Pablo Sanz");
  REQUIRE(director::teams_from_csv(f.store, e, "Equipo;Nombre\n1;Norte\n"));
  CHECK(f.store.load(e.id).teams[0].name == "Norte");
}

TEST_CASE("Teams CSV: every bad line is named by its line and column, and nothing is stored") {
  File f;
  const auto e = f.match();
  const auto before = stored_teams(f, e);
  auto b = director::teams_from_csv(f.store, e,
                                    "team,name,pairs,colour,name\n"
                                    ",Nadie,,,\n"
                                    "1,Uno,1NS,,,x\n");
  REQUIRE_FALSE(b);
  REQUIRE(b.error().size() == 4);
  check_error(b.error()[0], "teams.unknown_column",
              "line 1, column colour: not a column of a teams file (team, name, pairs, player1 ... player4)",
              "línea 1, columna colour: no es una columna de un fichero de equipos (equipo, nombre, parejas, "
              "jugador1 ... jugador4)");
  check_error(b.error()[1], "teams.second_column", "line 1, column name: a second column of that name",
              "línea 1, columna nombre: una segunda columna con ese nombre");
  check_error(b.error()[2], "teams.team_missing", "line 2, column team: the team number is missing",
              "línea 2, columna equipo: falta el número de equipo");
  check_error(b.error()[3], "file.more_fields_than_header", "line 3, column 6: more fields than the header has columns",
              "línea 3, columna 6: más campos que columnas en la cabecera");

  // Once every line reads, the changes are checked together.
  auto c = director::teams_from_csv(f.store, e,
                                    "team,name,pairs,player1,player2,player3\n"
                                    "1,Uno,1NS 2NS,,,\n"
                                    "9,Nueve,,,,\n"
                                    "1,Otra vez,,,,\n"
                                    "2,Dos,9EW,,,\n"
                                    "3,Tres,1EW,A,B,C\n");
  REQUIRE_FALSE(c);
  REQUIRE(c.error().size() == 5);
  check_error(c.error()[0], "teams.not_found",
              "line 3, column team: there is no team 9 (its teams: 1 2); to add one give its pairs: --pairs 9NS,9EW",
              "línea 3, columna equipo: no hay equipo 9 (sus equipos: 1 2); para añadir uno dé sus parejas: --pairs "
              "9NS,9EW");
  check_error(c.error()[1], "teams.already_on_line", "line 4, column team: team 1 is already on line 2",
              "línea 4, columna equipo: el equipo 1 ya está en la línea 2");
  check_error(c.error()[2], "pairs.not_in_event",
              "line 5, column pairs: pair 9EW is not in the event (its pairs: 1NS 2NS 1EW 2EW)",
              "línea 5, columna parejas: la pareja 9EO no está en el evento (sus parejas: 1NS 2NS 1EO 2EO)");
  check_error(c.error()[3], "teams.too_many_players",
              "line 6, column player1: 3 players for team 3, which has 1 pair(s): two players a pair",
              "línea 6, columna player1: 3 jugadores para el equipo 3, que tiene 1 pareja(s): dos jugadores por pareja");
  // The clash is named on the line that gave the pair anew (team 2 kept its pairs: line 5 failed).
  CHECK(c.error()[4].code == "teams.pair_in_two_teams");
  CHECK(c.error()[4].line == 2);
  CHECK(present::render(c.error()[4], Lang::En).starts_with("line 2, column pairs: pair 2NS plays for team 2;"));
  CHECK(present::render(c.error()[4], Lang::Es).starts_with("línea 2, columna parejas: la pareja 2NS juega en el equipo 2;"));
  CHECK(stored_teams(f, e) == before);
}

TEST_CASE("Teams CSV: a file without a team line, or with a quote never closed, is refused") {
  File f;
  const auto e = f.match();
  auto empty = director::teams_from_csv(f.store, e, "team,name\n\n");
  REQUIRE_FALSE(empty);
  check_error(empty.error().at(0), "teams.file_empty",
              "no teams in the file (one a line: team,name,player1,player2,player3,player4)",
              "no hay equipos en el fichero (uno por línea: equipo,nombre,jugador1,jugador2,jugador3,jugador4)");
  auto quote = director::teams_from_csv(f.store, e, "1,\"García\n2,Sur\n");
  REQUIRE_FALSE(quote);
  check_error(quote.error().at(0), "file.unclosed_quote", "line 1, column 2: a quoted field is never closed (a \" is missing)",
              "línea 1, columna 2: un campo entre comillas no se cierra (falta una \")");
}
