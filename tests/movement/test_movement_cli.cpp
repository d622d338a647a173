// `bandeja movement list | show | check`, run as a director would.
#include <doctest/doctest.h>

#include <fstream>

#include "cli.hpp"

using bandeja::test::run_cli;
using bandeja::test::TempDir;

namespace {

void write(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

}  // namespace

TEST_CASE("CLI movement list: every movement with the tables it supports") {
  const auto r = run_cli({"movement", "list"});
  CHECK(r.status == 0);
  CHECK(r.out.find("mitchell") != std::string::npos);
  CHECK(r.out.find("howell") != std::string::npos);
  CHECK(r.out.find("2-16") != std::string::npos);
  const auto es = run_cli({"--lang", "es", "movement", "list"});
  CHECK(es.out.find("mesas") != std::string::npos);
}

TEST_CASE("CLI movement show: a round-by-table grid with pairs and boards, in English and Spanish (East-West pairs as EO)") {
  const auto r = run_cli({"movement", "show", "mitchell", "--tables", "5", "--boards-per-round", "3"});
  CHECK(r.status == 0);
  CHECK(r.out.find("5-table Mitchell, 5 rounds of 3 boards") != std::string::npos);
  CHECK(r.out.find("Table 5") != std::string::npos);
  CHECK(r.out.find("1NS-5EW : 4-6") != std::string::npos);  // round 2, table 1
  const auto es = run_cli({"--lang", "es", "movement", "show", "mitchell", "--tables", "5"});
  CHECK(es.out.find("Mesa 5") != std::string::npos);
  CHECK(es.out.find("Ronda") != std::string::npos);
  CHECK(es.out.find("1NS-1EO :") != std::string::npos);  // the pairs as a Spanish director reads them
  CHECK(es.out.find("EW") == std::string::npos);
  const auto fr = run_cli({"--lang", "fr", "movement", "show", "mitchell", "--tables", "5", "--format", "html"});
  CHECK(fr.out.find("1NS-1EO :") != std::string::npos);
  CHECK(fr.out.find("EW") == std::string::npos);
}

TEST_CASE("CLI movement show --format json follows the contract") {
  const auto r = run_cli({"movement", "show", "howell", "--tables", "4", "--format", "json"});
  CHECK(r.status == 0);
  CHECK(r.out.find("\"movement\": \"howell\"") != std::string::npos);
  CHECK(r.out.find("\"rounds\": 7") != std::string::npos);
  CHECK(r.out.find("\"winners\": 1") != std::string::npos);
  CHECK(r.out.find("\"ns\": \"8\"") != std::string::npos);
}

TEST_CASE("CLI movement show --format asc and html") {
  const auto a = run_cli({"movement", "show", "mitchell", "--tables", "6", "--skip", "--format", "asc"});
  CHECK(a.status == 0);
  CHECK(a.out.rfind("12 6 5 6 0\n", 0) == 0);
  const auto h = run_cli({"movement", "show", "mitchell", "--tables", "4", "--relay", "--format", "html"});
  CHECK(h.status == 0);
  CHECK(h.out.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(h.out.find("</html>") != std::string::npos);
  CHECK(h.out.find("bye stand between tables 2 and 3") != std::string::npos);
}

TEST_CASE("CLI movement show: arrow-switch rounds and a bad request give a clear error") {
  const auto r = run_cli({"movement", "show", "mitchell", "--tables", "7", "--arrow-switch", "5,6,7"});
  CHECK(r.status == 0);
  CHECK(r.out.find("one winner") != std::string::npos);
  const auto autos = run_cli({"movement", "show", "mitchell", "--tables", "7", "--arrow-switch", "auto", "--format", "json"});
  CHECK(autos.status == 0);
  CHECK(autos.out.find("\"arrow_switch\": true") != std::string::npos);
  const auto bad = run_cli({"movement", "show", "mitchell", "--tables", "6"});
  CHECK(bad.status == 1);
  CHECK(bad.err.find("error: tables: a Mitchell with an even number of tables (6) needs --skip or --relay") == 0);
  const auto bad_rounds = run_cli({"movement", "show", "mitchell", "--tables", "7", "--arrow-switch", "x"});
  CHECK(bad_rounds.status == 1);
  CHECK(bad_rounds.err.find("--arrow-switch") != std::string::npos);
}

TEST_CASE("CLI movement check: a generated movement saved as JSON or ASC is valid (exit 0)") {
  TempDir dir;
  for (const std::string fmt : {"json", "asc"}) {
    const auto shown = run_cli({"movement", "show", "howell", "--tables", "6", "--format", fmt});
    const std::string path = dir.file("h." + fmt);
    write(path, shown.out);
    const auto r = run_cli({"movement", "check", path});
    CHECK(r.status == 0);
    CHECK(r.out.find("VALID (0 warnings)") != std::string::npos);
    CHECK(r.out.find("compared 5 to 5 times") != std::string::npos);
    CHECK(r.out.find("quality 100.0/100") != std::string::npos);
  }
}

TEST_CASE("CLI movement check: a hand-broken movement is invalid (exit 1) and the replay is named") {
  TempDir dir;
  const std::string path = dir.file("broken.asc");
  write(path,
        "4 2 3 3 0\n"
        "1-2 A 3-4 B\n"
        "1-3 A 2-4 C\n"  // pair 1 replays group A
        "1-4 C 2-3 A\n");
  const auto r = run_cli({"movement", "check", path});
  CHECK(r.status == 1);
  CHECK(r.out.find("ERROR   round 2, table 1: pair 1 plays board 1 again (first in round 1, table 1)") != std::string::npos);
  CHECK(r.out.find("INVALID") != std::string::npos);
  const auto es = run_cli({"--lang", "es", "movement", "check", path});
  CHECK(es.status == 1);
  CHECK(es.out.find("la pareja 1 juega otra vez el tablero 1") != std::string::npos);
}

TEST_CASE("CLI movement check: a file that does not parse names the line — a missing file is an error") {
  TempDir dir;
  const std::string path = dir.file("bad.asc");
  write(path, "4 2 1 1 0\n1-2 1\n");
  const auto r = run_cli({"movement", "check", path});
  CHECK(r.status == 1);
  CHECK(r.err.find("line 2: round 1 needs 2 tables") != std::string::npos);
  const auto missing = run_cli({"movement", "check", dir.file("nope.json")});
  CHECK(missing.status == 1);
  CHECK(missing.err.find("cannot read") != std::string::npos);
}
