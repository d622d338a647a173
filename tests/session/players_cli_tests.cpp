// The players' register from the director's chair, through the real binary: `bandeja players
// import|add|list|history` and `bandeja pairs EVENT PAIR --ids` naming a pair from it, in English
// and Spanish; a bad list refused with every error by file, line and column, nothing stored.
#include <doctest/doctest.h>

#include "cli.hpp"

using bandeja::test::EventFile;
using bandeja::test::has;

TEST_CASE("players import reads a federation's list, and pairs named by national ids alone take its names") {
  EventFile f;
  const auto list = f.write("federacion.csv",
                            "\xEF\xBB\xBF" "Nº Licencia;Apellidos;Nombre;Club\r\n"
                            "ES10231;García López;Ana;Náutico\r\nES10238;Pérez;Luis;Náutico\r\n");
  auto r = f.ok({"players", "import", list});
  CHECK(has(r.out, "2 new, 0 changed, 0 as they were (2 players in the register)"));
  r = f.ok({"--lang", "es", "players", "import", list});
  CHECK(has(r.out, "0 nuevos, 0 cambiados, 2 sin cambios (2 jugadores en el registro)"));
  f.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3"});
  r = f.ok({"pairs", "Tuesday", "1NS", "--ids", "ES10231,ES10238"});
  CHECK(has(r.out, "Ana García López (ES10231) – Luis Pérez (ES10238)"));
  r = f.ok({"players", "list", "pér"});
  CHECK(has(r.out, "ES10238  Luis Pérez  Náutico"));
  CHECK_FALSE(has(r.out, "Ana"));
  r = f.ok({"players", "add", "ES20001", "Eva Gil", "--club", "Real Club"});
  CHECK(has(r.out, "ES20001  Eva Gil  (Real Club)"));

  // An id the register lacks, for a pair nobody sits in yet: refused, with what to do.
  auto bad = f.cli({"pairs", "Tuesday", "2NS", "--ids", "ES20001,ES77"});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "national id ES77 is not in the players' register"));
  CHECK(has(bad.err, "bandeja players add ES77 NAME"));

  r = f.ok({"players", "history", "ES10231"});
  CHECK(has(r.out, "ES10231  Ana García López  (Náutico)"));
  CHECK(has(r.out, "Tuesday"));
  CHECK(has(r.out, "1NS"));
  CHECK(has(r.out, "Luis Pérez"));
  r = f.ok({"--lang", "es", "players", "history", "ES10231"});
  CHECK(has(r.out, "pareja"));
  CHECK(has(r.out, "(provisional)"));
  auto nobody = f.cli({"--lang", "es", "players", "history", "ES404"});
  CHECK(nobody.status == 1);
  CHECK(has(nobody.err, "no hay jugador ES404"));
}

TEST_CASE("players import refuses a list with errors, naming file, line and column of each, and stores none of it") {
  EventFile f;
  f.ok({"players", "add", "ES1", "Ana García"});
  const auto list = f.write("bad.csv", "id,name,club\nES1,Ana Gómez,A\nES 2,Luis,A\nES3,,B\n");
  auto r = f.cli({"players", "import", list});
  CHECK(r.status == 1);
  CHECK(has(r.err, "bad.csv: line 3, column id: 'ES 2' is not a national id"));
  CHECK(has(r.err, "bad.csv: line 4, column name: player ES3 has no name"));
  auto listed = f.ok({"players", "list"});
  CHECK(has(listed.out, "Ana García"));     // ES1 as it was: line 2 was not stored
  CHECK_FALSE(has(listed.out, "Gómez"));
  auto empty = f.ok({"players", "list", "zzz"});
  CHECK(has(empty.out, "no player matches 'zzz'"));
}

TEST_CASE("--players FILE keeps one players' register for several event files, and a missing one is named") {
  EventFile f;
  const std::string shared = f.dir.file("federation.db");
  const auto list = f.write("list.csv", "id,name,club\nES1,Ana García,Náutico\nES2,Luis Pérez,Náutico\n");
  auto r = f.ok({"--players", shared, "players", "import", list});
  CHECK(has(r.out, "2 new"));
  CHECK(bandeja::test::slurp(f.db).empty());  // the event file is not made for the register
  f.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3"});
  // Without --players the event file's own register is empty.
  auto own = f.cli({"pairs", "Tuesday", "1NS", "--ids", "ES1,ES2"});
  CHECK(own.status == 1);
  CHECK(has(own.err, "not in the players' register"));
  r = f.ok({"--players", shared, "pairs", "Tuesday", "1NS", "--ids", "ES1,ES2"});
  CHECK(has(r.out, "Ana García (ES1) – Luis Pérez (ES2)"));
  r = f.ok({"--players", shared, "players", "history", "ES1"});
  CHECK(has(r.out, "ES1  Ana García  (Náutico)"));
  r = f.ok({"--players", shared, "players", "list"});
  CHECK(has(r.out, "Luis Pérez"));
  auto missing = f.cli({"--players", f.dir.file("nowhere.db"), "players", "list"});
  CHECK(missing.status == 1);
  CHECK(has(missing.err, "there is no players' register"));
  CHECK(has(missing.err, "nowhere.db"));
  CHECK(bandeja::test::slurp(f.dir.file("nowhere.db")).empty());
}
