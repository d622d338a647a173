// Every error a director can provoke, through the real binary, under --lang en, es and fr: each
// bad input must fail, say "error: " with a message, say it in the language asked for (a
// fragment of the expected text in English and Spanish; in French, a message other than the
// English one) and carry no word of another language.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "foreign_words.hpp"
#include "unmarked.hpp"

using bandeja::test::CliRun;
using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::TempDir;
using bandeja::test::foreign_word;
using bandeja::test::kEnglish;
using bandeja::test::kNotFrench;
using bandeja::test::kSpanish;

namespace {

struct Case {
  std::vector<std::string> args;  // after --db club.db --lang L
  std::string en, es;             // a fragment of the message in each language
};

struct Club {
  TempDir dir;
  Club() {
    must({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
    must({"event", "new", "Cup", "--movement", "teams", "--tables", "2", "--scoring", "imps"});
    must({"session", "new", "Night"});
    must({"session", "add", "Night", "Tue", "--section", "A"});
    must({"enter", "Tue", "--round", "1", "--table", "1", "--board", "1", "4S", "N", "="});
    write("badtrav.csv", "board,ns,ew,contract,declarer,result,score\n2,1NS,1EW,4S,N,10,\nx,1NS,1EW,4S,N,10,\n"
                         "2,1NS,1EW,9S,N,10,\n");
    write("good.csv", "board,ns,ew,contract,declarer,result\n1,1NS,1EW,4S,N,10\n");
    write("noheader.csv", "1,1NS,1EW,4S,N,10\n");
    write("bad.pbn", "[Event \"x\"]\n[Board \"x\"]\n");
    write("bad.xml", "<?xml version=\"1.0\"?><NOTUSEBIO/>");
    write("bad.asc", "garbage\n");
    write("bad2.asc", "3 2 1 1 0\n1-2 1\n");
    write("badpairs.csv", "pair,name1,name2,id1\n1NS,Ana,Luis,x y\n9EW,Eva,Juan,\n");
    write("quote.csv", "1NS,\"Ana,Luis\n");
    write("badteams.csv", "team,name\n,García\n");
    std::filesystem::create_symlink("nowhere.csv", dir.file("link.csv"));
  }
  void write(const std::string& name, const std::string& text) const { std::ofstream(dir.file(name)) << text; }
  CliRun run(const std::string& lang, std::vector<std::string> args) const {
    args.insert(args.begin(), {"--db", "club.db", "--lang", lang});
    return run_cli(args, "", dir.path);
  }
  void must(const std::vector<std::string>& args) const {
    auto r = run("en", args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
};

// `err` without the "error: " that begins each of its lines ("erreur : " in French, the
// pseudo-language's "⟦error: " and its closing mark).
std::string without_error_prefix(const std::string& err) {
  std::string out;
  std::istringstream in(err);
  for (std::string line; std::getline(in, line);) {
    for (const std::string prefix : {"error: ", "erreur : ", "\u27e6error: "})
      if (line.starts_with(prefix)) {
        line = line.substr(prefix.size());
        if (prefix.starts_with("\u27e6") && line.ends_with("\u27e7")) line.resize(line.size() - std::string("\u27e7").size());
        break;
      }
    out += line + "\n";
  }
  return out;
}

// The words of `text` outside the pseudo-language's marks, one a line with the line they are on.
std::string pseudo_leaks(const std::string& text) {
  std::string out;
  for (const auto& u : bandeja::test::unmarked_words(text, false, {})) out += u.word + " in: " + u.context + "\n";
  return out;
}

void check_cases(const std::vector<Case>& cases) {
  static const Club club;
  for (const auto& c : cases) {
    std::string cmd;
    for (const auto& a : c.args) cmd += a + " ";
    struct Run {
      std::string lang, fragment;
      const std::set<std::string>* foreign;
    };
    for (const auto& [lang, fragment, foreign] : {Run{"en", c.en, &kSpanish}, Run{"es", c.es, &kEnglish}}) {
      CAPTURE(cmd);
      CAPTURE(lang);
      const auto r = club.run(lang, c.args);
      CAPTURE(r.err);
      CHECK(r.status != 0);
      CHECK(r.err.starts_with("error: "));
      CHECK(r.err.size() > 12);
      CHECK(r.err.find(fragment) != std::string::npos);
      CHECK(foreign_word(r.err, *foreign) == "");
    }
    CAPTURE(cmd);
    const auto fr = club.run("fr", c.args), en = club.run("en", c.args);
    CAPTURE(fr.err);
    CHECK(fr.status != 0);
    CHECK(fr.err.starts_with("erreur : "));  // the refusal's line in French too
    CHECK(fr.err.size() > 12);
    CHECK(fr.err != en.err);  // said in French, not left in English
    CHECK(foreign_word(fr.err, kNotFrench) == "");
    // In the pseudo-language every word of the message is the catalogue's (tests/support/unmarked.hpp).
    const auto qps = club.run("qps", c.args);
    CAPTURE(qps.err);
    CHECK(qps.status != 0);
    CHECK(qps.err.starts_with("\u27e6error: "));
    CHECK(pseudo_leaks(without_error_prefix(qps.err)) == "");
  }
}

}  // namespace

TEST_CASE("Error matrix: a word list tells English from Spanish, and ignores what the director typed, ids and tokens") {
  CHECK(foreign_word("error: la paire 9NS n'est pas à la table 2", kNotFrench) == "");
  CHECK(foreign_word("error: the pair is missing", kNotFrench) == "the");
  CHECK(foreign_word("error: falta la pareja", kNotFrench) == "falta");
  CHECK(foreign_word("error: the pair is missing", kEnglish) == "the");
  CHECK(foreign_word("error: falta la pareja", kEnglish) == "");
  CHECK(foreign_word("error: 'the board' no es un número (vea: bandeja result list EVENT)", kEnglish) == "");
  CHECK(foreign_word("error: indique --round y --table", kEnglish) == "");
  CHECK(foreign_word("error: la pareja 9NS no está", kSpanish) == "la");
  // A table link's random token is no text: "5eL7" holds no Spanish "el" (a flaky demo check).
  CHECK(foreign_word("Table 3 http://192.168.1.20:8080/t/0BRTw1T1zFlFn_2UELFuKgbzrk5eL7hW", kSpanish) == "");
  CHECK(foreign_word("Table 3 http://192.168.1.20:8080/t/el_x9 el", kSpanish) == "el");
}

TEST_CASE("Error matrix: entering a result line, every check in English and in Spanish") {
  const std::string at = "--round";
  check_cases({
      {{"enter", "Tue", "--round", "9"}, "round 9: the movement has 3 rounds", "ronda 9: el movimiento tiene 3 rondas"},
      {{"enter", "Tue", "--round", "1", "--table", "9", "--board", "1", "4S", "N", "="},
       "table 9 does not play in round 1", "la mesa 9 no juega en la ronda 1"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "5", "4S", "N", "="},
       "board 5 is not in play at table 1 in round 1", "el tablero 5 no se juega en la mesa 1 en la ronda 1"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "4S", "N", "14"},
       "at most 13 tricks", "como mucho 13 bazas"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "4S", "N", "+4"},
       "4S can make at most +3", "4P puede hacer como mucho +3"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "4S", "Q", "="},
       "declarer 'Q' must be N, E, S or W", "el declarante 'Q' debe ser N, E, S u O"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "425"},
       "every bridge score is a multiple of 10", "toda puntuación de bridge es múltiplo de 10"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "W60:420/30:-50"},
       "the shares add up to 90%, not 100%", "las partes suman 90%, no 100%"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "W60:420/40:-55"},
       "multiple of 10 (-55)", "múltiplo de 10 (-55)"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "A60-"},
       "an artificial score is written A60-40", "una puntuación artificial se escribe A60-40"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "A60-40x"},
       "an artificial score is written A60-40", "una puntuación artificial se escribe A60-40"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "4S", "N", "=", "ZZ"},
       "lead 'ZZ' is not a card", "salida 'ZZ' no es una carta"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "4S"},
       "declarer is missing", "falta el declarante"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "4S", "N"},
       "result is missing", "falta el resultado"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "9NT", "N", "="},
       "level 9 is impossible, it must be 1 to 7", "el nivel 9 es imposible, debe ser de 1 a 7"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "4S", "N", "=", "HK", "extra"},
       "has too many parts", "tiene demasiadas partes"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "2", "--ns", "2NS", "4S", "N", "="},
       "pair 2NS does not sit NS at table 1 in round 1 (1NS does)",
       "la pareja 2NS no se sienta en Norte-Sur en la mesa 1 en la ronda 1 (se sienta 1NS)"},
      {{"enter", "Tue", "--board", "1", "--ns", "1NS", "--ew", "2EW", "4S", "N", "="},
       "pairs 1NS (NS) and 2EW (EW) do not play board 1 in this movement",
       "las parejas 1NS (NS) y 2EO (EO) no juegan el tablero 1 en este movimiento"},
      {{"enter", "Tue", "--board", "1", at, "1", "4S", "N", "="},
       "give both round and table", "indique ronda y mesa"},
      {{"enter", "Tue", "--board", "1", "4S", "N", "="},
       "where was board 1 played?", "¿dónde se jugó el tablero 1?"},
      {{"enter", "Tue", "--board", "99", "4S", "N", "="},
       "board 99 is not in this event (boards 1-6)", "el tablero 99 no está en este evento (tableros 1-6)"},
      {{"enter", "Tue", "--round", "1", "--table", "1", "--board", "1", "4S", "N", "="},
       "board 1 already has a result for pair 1NS (result 1: 1NS v 1EW, 4S N =); use --replace",
       "el tablero 1 ya tiene un resultado de la pareja 1NS (resultado 1: 1NS v 1EO, 4P N =); use --replace"},
      {{"enter", "Tue", "--round", "0", "--table", "1", "--board", "2", "4S", "N", "="},
       "round 0: the movement has 3 rounds", "ronda 0: el movimiento tiene 3 rondas"},
      {{"enter", "Tue", "--board", "1", "--round", "1", "--table", "1", "--replace", "4S", "N", "14"},
       "at most 13 tricks", "como mucho 13 bazas"},
      {{"enter", "Tue", "--file", "badtrav.csv"},
       "badtrav.csv: line 3, column board: 'x' is not a board number",
       "badtrav.csv: línea 3, columna tablero: 'x' no es un número de tablero"},
      {{"enter", "Tue", "--file", "badtrav.csv"},
       "badtrav.csv: line 4, column contract: contract '9S'", "badtrav.csv: línea 4, columna contrato: contrato '9S'"},
      {{"enter", "Tue", "--file", "badtrav.csv"}, "nothing stored: 2 bad line(s)", "no se guardó nada: 2 línea(s)"},
      {{"enter", "Tue", "--file", "nofile.csv"}, "cannot read 'nofile.csv'", "no se puede leer 'nofile.csv'"},
      {{"enter", "Tue", "--file", "badtrav.csv", "--board", "1"},
       "--file takes its lines from the file", "--file toma las líneas del fichero"},
      {{"enter", "Tue", "--board", "1"}, "give the entry after the options", "dé la entrada tras las opciones"},
      {{"enter", "Tue", "4S", "N", "="}, "one line needs --board", "una línea necesita --board"},
      {{"enter", "Tue"}, "give --round R for the prompt", "indique --round R para introducir"},
      {{"enter", "Nope", "--round", "1"}, "there is no event 'Nope' in club.db", "no hay ningún evento 'Nope' en club.db"},
  });
}

TEST_CASE("Error matrix: importing files, in English and in Spanish") {
  check_cases({
      {{"import", "travellers", "badtrav.csv", "--event", "New"},
       "line 3, column board: 'x' is not a board number", "línea 3, columna tablero: 'x' no es un número de tablero"},
      {{"import", "travellers", "nofile.csv", "--event", "New"}, "cannot read 'nofile.csv'", "no se puede leer"},
      {{"import", "travellers", "good.csv", "--event", "Tue"},
       "an event called 'Tue' already exists", "ya existe un evento llamado 'Tue'"},
      {{"import", "travellers", "noheader.csv", "--event", "New"}, "noheader.csv", "noheader.csv"},
      {{"import", "pbn", "bad.pbn", "--event", "New"},
       "bad.pbn: line 2: Board 'x' is not a board number from 1 to 1000", "bad.pbn: línea 2: Board 'x' no es un número de tablero del 1 al 1000"},
      {{"import", "usebio", "bad.xml", "--event", "New"},
       "has no USEBIO element", "no tiene el elemento USEBIO"},
      {{"import", "pbn", "nofile.pbn", "--event", "New"}, "cannot read 'nofile.pbn'", "no se puede leer 'nofile.pbn'"},
  });
}

TEST_CASE("Error matrix: pairs and teams, in English and in Spanish") {
  check_cases({
      {{"pairs", "Tue", "9NS", "Ana", "Luis"}, "pair 9NS is not in the event (its pairs:",
       "la pareja 9NS no está en el evento (sus parejas:"},
      {{"pairs", "Tue", "1NS", "Ana", "--ids", "1,2,3"}, "3 national ids for 1 player(s)",
       "3 números de federado para 1 jugador(es)"},
      {{"pairs", "Tue", "2NS", "--ids", ",b"}, "name them first", "nómbrelos antes"},
      // An id is kept in capitals, and named so (es3 is ES3).
      {{"pairs", "Tue", "2NS", "--ids", "a,b"}, "national id A is not in the players' register",
       "el número de federado A no está en el registro de jugadores"},
      {{"players", "import", "missing.csv"}, "missing.csv", "missing.csv"},
      {{"players", "history", "ZZ9"}, "no player ZZ9: not in the players' register", "no hay jugador ZZ9"},
      {{"players", "add", "Z Z", "Eva"}, "'Z Z' is not a national id", "'Z Z' no es un número de federado"},
      {{"pairs", "Tue", "1NS", "Ana", "--id", "x", "--ids", "y"}, "with --id (once a player) or --ids A,B, not both",
       "con --id (uno por jugador) o --ids A,B, no ambos"},
      {{"pairs", "Tue", "1NS", "Ana", "--ids", "a b"}, "national id of player 1: 'a b' is not a national id",
       "número de federado del jugador 1: 'a b' no es un número de federado"},
      {{"pairs", "Tue", "--ids", "1,2"}, "which pair?", "¿qué pareja?"},
      {{"pairs", "Tue", "--file", "badpairs.csv", "--ids", "1,2"}, "in a --file give the ids in columns id1, id2",
       "en un --file dé los números en columnas id1, id2"},
      {{"pairs", "Tue", "--file", "badpairs.csv"}, "badpairs.csv: line 2, column id1: 'x y' is not a national id",
       "badpairs.csv: línea 2, columna id1: 'x y' no es un número de federado"},
      {{"pairs", "Tue", "--file", "badpairs.csv"}, "line 3, column pair: pair 9EW is not in the event",
       "línea 3, columna pareja: la pareja 9EO no está en el evento"},
      {{"pairs", "Tue", "--file", "quote.csv"}, "line 1, column 2: a quoted field is never closed",
       "línea 1, columna 2: un campo entre comillas no se cierra"},
      {{"pairs", "Tue", "--file", "nofile.csv"}, "cannot read 'nofile.csv'", "no se puede leer 'nofile.csv'"},
      {{"teams", "Cup", "9", "--name", "X"}, "there is no team 9", "no hay equipo 9"},
      {{"teams", "Cup", "--file", "badteams.csv"}, "the team number is missing", "falta el número de equipo"},
      {{"teams", "Tue", "1", "--name", "X"}, "is a pairs event (scoring mp): it has no teams",
       "es de parejas (puntuación mp): no tiene equipos"},
      {{"teams", "Cup", "1", "--pairs", "9NS,9EW"}, "pair 9NS is not in the event", "la pareja 9NS no está en el evento"},
      {{"teams", "Cup", "--file", "nofile.csv"}, "cannot read 'nofile.csv'", "no se puede leer 'nofile.csv'"},
  });
}

TEST_CASE("Error matrix: sessions and events, in English and in Spanish") {
  check_cases({
      {{"session", "new", "Night"}, "a session called 'Night' already exists", "ya existe una sesión llamada 'Night'"},
      {{"session", "add", "Night", "Tue", "--section", "7"}, "a section is one or two letters, A to Z",
       "una sección es una o dos letras, de la A a la Z"},
      {{"session", "add", "Nope", "Tue", "--section", "B"}, "there is no session 'Nope' in club.db",
       "no hay ninguna sesión 'Nope' en club.db"},
      {{"session", "add", "Night", "Cup", "--section", "B"}, "is scored imps but section A ('Tue') mp",
       "se puntúa por imps pero la sección A ('Tue') por mp"},
      {{"session", "scope", "Night", "everything"}, "use section (each section ranked apart) or field",
       "use section (cada sección por separado) o field"},
      {{"session", "show", "Nope"}, "there is no session 'Nope'", "no hay ninguna sesión 'Nope'"},
      {{"session", "remove", "Nope", "Tue"}, "there is no session 'Nope'", "no hay ninguna sesión 'Nope'"},
      {{"event", "new", "Tue", "--movement", "mitchell", "--tables", "3"}, "an event called 'Tue' already exists",
       "ya existe un evento llamado 'Tue'"},
      {{"event", "new", "X", "--movement", "nada", "--tables", "3"}, "unknown movement 'nada'",
       "movimiento desconocido 'nada'"},
      {{"event", "new", "X", "--movement", "mitchell", "--tables", "3", "--session", "Night"},
       "give both --session and --section", "indique --session y --section a la vez"},
      {{"event", "new", "X", "--movement", "mitchell", "--tables", "3", "--section", "B"},
       "give both --session and --section", "indique --session y --section a la vez"},
      {{"event", "new", "X", "--movement", "mitchell", "--tables", "3", "--session", "Nope", "--section", "B"},
       "there is no session 'Nope'", "no hay ninguna sesión 'Nope'"},
      {{"event", "new", "X", "--movement", "mitchell", "--tables", "3", "--session", "Night", "--section", "A"},
       "section A is already 'Tue' in this session", "la sección A ya es 'Tue' en esta sesión"},
      {{"event", "new", "X", "--movement", "mitchell", "--tables", "4"}, "needs --skip or --relay",
       "necesita --skip o --relay"},
      {{"event", "show", "Nope"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"status", "Nope"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"audit", "Nope"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"backup", "club.db"}, "'club.db' already exists: choose a new name", "'club.db' ya existe: elija otro nombre"},
  });
}

TEST_CASE("Error matrix: results, ranking, publishing and exporting, in English and in Spanish") {
  check_cases({
      {{"result", "edit", "Tue", "99", "4S", "N", "="}, "there is no result 99 in this event",
       "no hay resultado 99 en este evento"},
      {{"result", "edit", "Tue", "abc", "4S", "N", "="}, "'abc' is not a result id", "'abc' no es un número de resultado"},
      {{"result", "edit", "Tue", "1", "4S", "N", "14"}, "at most 13 tricks", "como mucho 13 bazas"},
      {{"result", "delete", "Tue", "99"}, "there is no result 99", "no hay resultado 99"},
      {{"result", "list", "Nope"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"rank", "Nope"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"rank", "--session", "Nope"}, "there is no session 'Nope'", "no hay ninguna sesión 'Nope'"},
      {{"export", "pbn", "Nope"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"export", "usebio", "Nope"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"export", "csv", "Nope", "--ranking"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
      {{"publish", "Nope", "--out", "site"}, "there is no event 'Nope'", "no hay ningún evento 'Nope'"},
  });
}

TEST_CASE("Error matrix: files and folders written only safely, in English and in Spanish") {
  check_cases({
      {{"export", "csv", "Tue", "--out", "good.csv"}, "'good.csv' already exists: choose a new name, or add --force",
       "'good.csv' ya existe: elija otro nombre, o añada --force"},
      {{"export", "csv", "Tue", "--out", "link.csv", "--force"}, "'link.csv' is a symbolic link",
       "'link.csv' es un enlace simbólico"},
      {{"export", "csv", "Tue", "--out", "."}, "'.' is a folder", "'.' es una carpeta"},
      {{"backup", "link.csv"}, "'link.csv' is a symbolic link", "'link.csv' es un enlace simbólico"},
      {{"publish", "Tue", "--out", "."}, "the folder '.' already holds files: add --force",
       "la carpeta '.' ya tiene ficheros: añada --force"},
      {{"publish", "Tue", "--out", ".", "--force"}, "the folder '.' is not a published site",
       "la carpeta '.' no es un sitio publicado"},
      {{"publish", "Tue", "--out", "good.csv"}, "'good.csv' is a file, not a folder", "'good.csv' es un fichero, no una carpeta"},
      {{"publish", "Tue", "--out", "link.csv"}, "'link.csv' is a symbolic link", "'link.csv' es un enlace simbólico"},
  });
}

TEST_CASE("Error matrix: movements and scores, in English and in Spanish") {
  check_cases({
      {{"movement", "show", "nada", "--tables", "3"}, "unknown movement 'nada'", "movimiento desconocido 'nada'"},
      {{"movement", "show", "mitchell", "--tables", "1"}, "a Mitchell is for 3 to 40 tables, not 1",
       "un Mitchell es para 3 a 40 mesas, no 1"},
      {{"movement", "show", "howell", "--tables", "30"}, "is for 2 to 16 tables, not 30", "es para 2 a 16 mesas, no 30"},
      {{"movement", "check", "bad.asc"}, "bad.asc: line 1: unexpected character 'g'",
       "bad.asc: línea 1: carácter inesperado 'g'"},
      {{"movement", "check", "bad2.asc"}, "bad2.asc: line 2: round 1 needs 2 tables",
       "bad2.asc: línea 2: la ronda 1 necesita 2 mesas"},
      {{"movement", "check", "nofile.asc"}, "cannot read 'nofile.asc'", "no se puede leer 'nofile.asc'"},
      {{"score", "4SX", "8x"}, "result '8x' is not =, +N, -N or a number of tricks",
       "el resultado '8x' no es =, +N, -N ni un número de bazas"},
      {{"score", "8S", "N", "="}, "level 8 is impossible", "el nivel 8 es imposible"},
      {{"score", "4S", "N", "14"}, "at most 13 tricks", "como mucho 13 bazas"},
      {{"score", "4S", "N", "+4"}, "4S can make at most +3", "4P puede hacer como mucho +3"},
      {{"score", "4S"}, "give CONTRACT [DECLARER] RESULT", "indique CONTRATO [DECLARANTE] RESULTADO"},
      {{"score", "4S", "10", "--board", "3"}, "--board needs the declarer", "--board necesita el declarante"},
      {{"imps", "abc"}, "'abc' is not a whole number", "'abc' no es un número entero"},
      {{"vp", "12", "--boards", "0"}, "--boards must be at least 1", "--boards debe ser al menos 1"},
  });
}

TEST_CASE("Error matrix: the command line itself (CLI11's parse errors), in English and in Spanish") {
  check_cases({
      {{"frobnicate"}, "'frobnicate' is not a command: bandeja has import, export",
       "'frobnicate' no es una orden: bandeja tiene import, export"},
      {{"improt", "pbn", "x.pbn"}, "'improt' is not a command of bandeja: did you mean 'import'?",
       "'improt' no es una orden de bandeja: ¿quiso decir 'import'?"},
      {{"import", "bws", "x.bws"}, "'bws' is not a command: bandeja import has travellers, pbn, usebio, hands",
       "'bws' no es una orden: bandeja import tiene travellers, pbn, usebio, hands"},
      {{"import", "lin", "x.lin"}, "--into is required", "falta --into, que es obligatorio"},
      {{"rubber", "--nope"}, "this was not expected here: --nope", "esto no se esperaba aquí: --nope"},
      {{"rank", "Tue", "--scoring", "nada"}, "--scoring: 'nada' is not one of", "--scoring: 'nada' no es ninguno de"},
      {{"import", "travellers", "good.csv", "--event", "X", "--scoring", "nada"}, "is not one of", "no es ninguno de"},
      {{"chicago", "--first-dealer", "xx"}, "--first-dealer: 'xx' is not one of", "--first-dealer: 'xx' no es ninguno de"},
      {{"movement", "show", "mitchell", "--tables", "abc"}, "--tables: 'abc' is not a number",
       "--tables: 'abc' no es un número"},
      {{"vp", "12", "--boards", "x"}, "--boards: 'x' is not a number", "--boards: 'x' no es un número"},
      {{"tournament", "add", "Spring", "Tue", "--factor", "0x10"}, "--factor: '0x10' is not a number",
       "--factor: '0x10' no es un número"},
      {{"enter", "Tue", "--round", "x"}, "--round: 'x' is not a number", "--round: 'x' no es un número"},
      // Every number decimal, as the docs write them: CLI11 alone reads 0x10 as 16 and 0b101 as 5.
      {{"enter", "Tue", "--round", "0x2"}, "--round: '0x2' is not a number", "--round: '0x2' no es un número"},
      {{"serve", "--port", "0x1F90"}, "--port: '0x1F90' is not a number", "--port: '0x1F90' no es un número"},
      {{"score", "4S", "N", "=", "--board", "0b101"}, "--board: '0b101' is not a number", "--board: '0b101' no es un número"},
      {{"ruling", "penalty", "Tue", "--pair", "1NS", "--top-percent", "1e1", "--reason", "x"},
       "--top-percent: '1e1' is not a number", "--top-percent: '1e1' no es un número"},
      {{"enter", "Tue", "--round"}, "--round needs a value", "a --round le falta su valor"},
      {{"event", "new", "X", "--tables", "3"}, "--movement is required", "falta --movement, que es obligatorio"},
      {{"enter"}, "EVENT is required", "falta EVENT, que es obligatorio"},
      {{"event"}, "a command is missing: bandeja event has new, list", "falta una orden: bandeja event tiene new, list"},
      {{"movement", "cards", "mitchell", "--tables", "3", "--format", "docx", "--out", "x"}, "--format: 'docx' is not one of",
       "--format: 'docx' no es ninguno de"},
      {{"rank", "Cup", "--mp-scale", "9"}, "--mp-scale: '9' is not one of", "--mp-scale: '9' no es ninguno de"},
      {{"score", "4S", "N", "=", "--board", "0"}, "--board: 0 is not from 1 to 999", "--board: 0 no está entre 1 y 999"},
      {{"session", "show"}, "SESSION is required", "falta SESSION, que es obligatorio"},
  });
}

namespace {

// Every command under bandeja, as the English --help lists them level by level ({} is bandeja).
std::vector<std::vector<std::string>> command_tree() {
  std::vector<std::vector<std::string>> out{{}};
  for (size_t i = 0; i < out.size(); ++i) {
    auto args = out[i];
    args.push_back("--help");
    const auto r = run_cli(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    std::istringstream in(r.out);
    bool listing = false;
    for (std::string line; std::getline(in, line);) {
      if (line == "Subcommands:") {
        listing = true;
      } else if (line.empty()) {
        listing = false;
      } else if (listing && line.starts_with("  ") && line[2] != ' ') {
        std::string name = line.substr(2, line.find(' ', 2) - 2);
        if (name.ends_with(',')) name.pop_back();  // "analyse, analyze": its first name
        auto sub = out[i];
        sub.push_back(name);
        out.push_back(sub);
      }
    }
  }
  return out;
}

// A --help in two parts: its texts (the command's description, first, and what follows the two or
// more spaces after each option or command name), and the rest (usage line, headings, names).
struct HelpParts {
  std::vector<std::string> texts;
  std::string names;
};

HelpParts help_parts(const std::string& help) {
  HelpParts out;
  std::istringstream in(help);
  bool first = true;
  for (std::string line; std::getline(in, line); first = false) {
    const size_t gap = line.starts_with("  ") ? line.find("  ", 2) : std::string::npos;
    const size_t text = gap == std::string::npos ? gap : line.find_first_not_of(' ', gap);
    if (first) {
      out.texts.push_back(line);
    } else if (text != std::string::npos) {
      out.names += line.substr(0, gap) + "\n";
      out.texts.push_back(line.substr(text));
    } else {
      out.names += line + "\n";
    }
  }
  return out;
}

std::string joined(const std::vector<std::string>& texts) {
  std::string out;
  for (const auto& t : texts) out += t + "\n";
  return out;
}

}  // namespace

TEST_CASE("Help: every command's --help is in the language asked for, in English, Spanish and French, with every text in the catalogue") {
  const auto tree = command_tree();
  CHECK(tree.size() > 70);  // bandeja and its commands at every level
  for (const auto& path : tree) {
    std::string cmd = "bandeja";
    for (const auto& p : path) cmd += " " + p;
    CAPTURE(cmd);
    std::map<std::string, std::string> help;
    for (const std::string lang : {"en", "es", "fr"}) {
      std::vector<std::string> args{"--lang", lang};
      args.insert(args.end(), path.begin(), path.end());
      args.push_back("--help");
      const auto r = run_cli(args);
      CAPTURE(lang);
      CAPTURE(r.out);
      CHECK(r.status == 0);
      // A text missing from the catalogue shows as its code.
      CHECK_FALSE(has(r.out, "help.cmd."));
      CHECK_FALSE(has(r.out, "help.opt."));
      CHECK_FALSE(has(r.out, "help.label."));
      CHECK(help_parts(r.out).texts.size() >= 2);  // the description and the help option at least
      help[lang] = r.out;
    }
    {  // In the pseudo-language every text of the help is the catalogue's.
      std::vector<std::string> args{"--lang", "qps"};
      args.insert(args.end(), path.begin(), path.end());
      args.push_back("--help");
      const auto q = run_cli(args);
      CAPTURE(q.out);
      CHECK(q.status == 0);
      CHECK(pseudo_leaks(joined(help_parts(q.out).texts)) == "");
    }
    const auto en = help_parts(help["en"]), es = help_parts(help["es"]), fr = help_parts(help["fr"]);
    CHECK(foreign_word(joined(es.texts), kEnglish) == "");
    CHECK(foreign_word(joined(fr.texts), kNotFrench) == "");
    // CLI11's own words: its headings, and the value types as whole words (TEXTO is no TEXT).
    const auto has_label = [](const std::string& text, const std::string& label) {
      for (size_t at = text.find(label); at != std::string::npos; at = text.find(label, at + 1)) {
        const size_t end = at + label.size();
        if (end == text.size() || !std::isalpha(static_cast<unsigned char>(text[end]))) return true;
      }
      return false;
    };
    for (const std::string label : {"Usage:", "Options:", "Subcommands:", "Positionals:", " TEXT", " INT", " REQUIRED"}) {
      CAPTURE(label);
      CHECK_FALSE(has_label(es.names, label));
      if (label != "Usage:" && label != "Options:") CHECK_FALSE(has_label(fr.names, label));  // French words too
    }
    // No English text left in the others: each of the English help's texts of three words or more.
    for (const auto& text : en.texts) {
      if (std::count(text.begin(), text.end(), ' ') < 2) continue;
      CAPTURE(text);
      CHECK_FALSE(has(joined(es.texts), text));
      CHECK_FALSE(has(joined(fr.texts), text));
    }
  }
}

