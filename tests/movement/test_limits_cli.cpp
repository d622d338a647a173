// The hard limits as the director meets them: `movement check` and `vp` refuse a value above its
// limit with our message, in English and Spanish, naming the field, the value and the limit.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "cli.hpp"

using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::TempDir;

TEST_CASE("CLI movement check refuses a file above a limit with the field, the value and the limit") {
  TempDir dir;
  struct Case {
    const char* name;
    std::string text;
    std::vector<std::string> extra;
    const char* en;
    const char* es;
  };
  const std::string row = "\"rows\": [{\"round\": 1, \"table\": 1, \"ns\": \"1\", \"ew\": \"2\", \"boards\": [1]}]}";
  const Case cases[] = {
      {"pairs.asc", "20000 2 1 1 0\n1-2 1 3-4 1\n", {}, "line 1: contestants 20000 is above the limit of 800",
       "línea 1: participantes 20000 pasa del límite de 800"},
      {"boards.json", "{\"tables\": 1, \"rounds\": 1, \"boards\": 2147483647, " + row, {},
       "boards 2147483647 is above the limit of 1000", "tableros 2147483647 pasa del límite de 1000"},
      {"bpr.json", "{\"tables\": 1, \"rounds\": 1, \"boards_per_round\": 2147483647, " + row, {},
       "boards per round 2147483647 is above the limit of 64", "tableros por ronda 2147483647 pasa del límite de 64"},
      {"m.asc", "4 2 1 2 0\n1-2 1 3-4 2\n", {"--boards-per-round", "1000000"},
       "boards per round 1000000 is above the limit of 64", "tableros por ronda 1000000 pasa del límite de 64"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.name);
    const std::string path = dir.file(c.name);
    std::ofstream(path) << c.text;
    std::vector<std::string> args{"movement", "check", path};
    args.insert(args.end(), c.extra.begin(), c.extra.end());
    const auto en = run_cli(args);
    CHECK(en.status == 1);
    CHECK(has(en.err, c.en));
    args.insert(args.begin(), {"--lang", "es"});
    const auto es = run_cli(args);
    CHECK(es.status == 1);
    CHECK(has(es.err, c.es));
  }
}

TEST_CASE("CLI vp --boards above the boards limit is refused, and at the limit answers") {
  const auto big = run_cli({"vp", "12", "--boards", "2147483647"});
  CHECK(big.status == 1);
  CHECK(has(big.err, "boards 2147483647 is above the limit of 1000"));
  const auto es = run_cli({"--lang", "es", "vp", "12", "--boards", "1001"});
  CHECK(es.status == 1);
  CHECK(has(es.err, "tableros 1001 pasa del límite de 1000"));
  const auto ok = run_cli({"vp", "12", "--boards", "1000"});
  CHECK(ok.status == 0);
  CHECK(ok.out == "10.48 9.52\n");
}

TEST_CASE("CLI movement check: a malformed JSON movement is refused in the director's language, a row named by its own keys") {
  TempDir dir;
  const std::string row = R"({"round": 1, "table": 1, "ns": "A", "ew": "B", "boards": [1]})";
  struct Case {
    std::string text;
    const char* en;
    const char* es;
  };
  const Case cases[] = {
      {R"({"tables": 1, "rounds": 1, "rows": [{"round": 1, "table": 1, "ns": "A", "ew": "B", "boards": "1"}]})",
       R"(rows[0] ("round": 1, "table": 1): "boards" must be a list of whole numbers)",
       R"(rows[0] ("round": 1, "table": 1): "boards" debe ser una lista de números enteros)"},
      {R"({"tables": 1, "rounds": 1, "rows": [{"round": 1, "ns": "A"}]})", R"(rows[0]: "table" is missing)",
       R"(rows[0]: falta "table")"},
      {R"({"tables": 1, "rounds": 1, "rows": [{"round": 1, "table": 1, "ew": "B", "boards": [1]}]})",
       R"(rows[0] ("round": 1, "table": 1): "ns" is missing (use null for a sit-out))",
       R"(rows[0] ("round": 1, "table": 1): falta "ns" (use null para un descanso))"},
      {R"({"tables": 1, "rounds": 1, "winners": 0, "rows": [)" + row + "]}", R"(movement: "winners" must be 1 or 2)",
       R"(movimiento: "winners" debe ser 1 o 2)"},
      {R"({"tables": 1, "rounds": 1, "stands": [7], "rows": [)" + row + "]}", "stands[0] must be a JSON object",
       "stands[0] debe ser un objeto JSON"},
      {R"({"tables": 1, "rounds": 1, "stands": [{"round": 1, "set": 1, "kind": "table"}], "rows": [)" + row + "]}",
       R"(stands[0]: "kind" must be "relay" or "bye", not "table")", R"(stands[0]: "kind" debe ser "relay" o "bye", no "table")"},
      {R"({"tables": 1, "rounds": "one", "rows": []})", R"(movement: "rounds" must be a whole number)",
       R"(movimiento: "rounds" debe ser un número entero)"},
      {R"({"tables": 1,)", "not valid JSON: ", "no es JSON válido: "},
  };
  for (const auto& c : cases) {
    CAPTURE(c.text);
    const std::string path = dir.file("m.json");
    std::ofstream(path) << c.text;
    const auto en = run_cli({"movement", "check", path});
    CHECK(en.status == 1);
    CHECK(has(en.err, c.en));
    const auto es = run_cli({"--lang", "es", "movement", "check", path});
    CHECK(es.status == 1);
    CHECK(has(es.err, c.es));
  }
}

TEST_CASE("CLI movement check of a JSON file at every limit at once lists the first 1000 problems and counts the rest, in English and Spanish") {
  // The largest file the reader takes: 20,000 rows of 64 boards (about 6 MB), wrong everywhere.
  TempDir dir;
  const std::string path = dir.file("limits.json");
  {
    std::ofstream out(path);
    out << "{\"movement\": \"custom\", \"tables\": 200, \"rounds\": 100, \"boards_per_round\": 64, \"boards\": 1000, "
           "\"winners\": 2, \"rows\": [";
    for (int r = 1; r <= 100; ++r)
      for (int t = 1; t <= 200; ++t) {
        out << (r == 1 && t == 1 ? "" : ",") << "{\"round\": " << r << ", \"table\": " << t << ", \"ns\": \"" << t
            << "NS\", \"ew\": \"" << (t + r - 2) % 200 + 1 << "EW\", \"boards\": [";
        for (int k = 0; k < 64; ++k) out << (k ? "," : "") << ((r - 1) * 64 + k) % 1000 + 1;
        out << "]}";
      }
    out << "]}";
  }
  const auto en = run_cli({"movement", "check", path});
  CHECK(en.status == 1);
  CHECK(has(en.out, "… and 2159000 more errors and 400 more warnings, not listed (the first 1000 are)"));
  CHECK(has(en.out, "INVALID: 2160000 errors, 400 warnings"));
  const auto es = run_cli({"--lang", "es", "movement", "check", path});
  CHECK(has(es.out, "… y 2159000 errores y 400 avisos más, no listados (se listan los 1000 primeros)"));
}
