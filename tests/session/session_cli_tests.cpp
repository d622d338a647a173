// Two sections on one night from the director's chair, through the real binary: `bandeja
// session new|list|show|add|remove|scope`, `event new --session --section`, and `bandeja rank
// --session` as text (English and Spanish), JSON and CSV, apart and together. The evening is
// the one worked by hand in session_tests.cpp and docs/ranking.md.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli.hpp"

using bandeja::test::CliRun;
using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::TempDir;
using nlohmann::json;

namespace {


struct Night : bandeja::test::EventFile {
  void ok(const std::vector<std::string>& args) const {
    auto r = cli(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
  // Two events imported from travellers, made sections A and B of "Tuesday".
  explicit Night(const std::string& scope = "section") {
    std::ofstream(dir.file("a.csv")) << "board,ns,ew,score\n"
                                        "1,1NS,1EW,420\n1,2NS,2EW,170\n1,3NS,3EW,-50\n"
                                        "2,1NS,2EW,110\n2,2NS,3EW,-100\n2,3NS,1EW,140\n";
    std::ofstream(dir.file("b.csv")) << "board,ns,ew,score\n"
                                        "1,1NS,1EW,450\n1,2NS,2EW,420\n1,3NS,3EW,140\n"
                                        "2,1NS,2EW,110\n2,2NS,3EW,-200\n";
    ok({"import", "travellers", dir.file("a.csv"), "--event", "Tuesday A"});
    ok({"import", "travellers", dir.file("b.csv"), "--event", "Tuesday B"});
    auto r = cli({"session", "new", "Tuesday", "--date", "2026-11-29", "--scope", scope});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    CHECK(r.out.rfind("1\n", 0) == 0);
    ok({"session", "add", "Tuesday", "Tuesday A", "--section", "A"});
    ok({"session", "add", "Tuesday", "Tuesday B", "--section", "b"});
    ok({"pairs", "Tuesday B", "1NS", "Ana García", "Luis Pérez"});
  }
};

}  // namespace

TEST_CASE("bandeja session new, list and show: a session's sections with movement, pairs and results") {
  Night n;
  auto r = n.cli({"session", "list"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "Tuesday"));
  CHECK(has(r.out, "2026-11-29"));
  CHECK(has(r.out, "apart"));
  CHECK(has(r.out, "A, B"));
  r = n.cli({"session", "show", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "Session 1: Tuesday\n"));
  CHECK(has(r.out, "each section ranked apart"));
  CHECK(has(r.out, "Tuesday A"));
  CHECK(has(r.out, "Tuesday B"));
  // Section B: 6 pairs, 5 results (no movement, so nothing is expected).
  CHECK(has(r.out, "  section  event  name       movement  pairs  results\n"
                   "  A            1  Tuesday A  -             6        6\n"
                   "  B            2  Tuesday B  -             6        5\n"));
  CHECK(has(r.out, "A1NS is pair 1NS of section A"));
  r = n.cli({"--lang", "es", "session", "show", "1"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "Sesión 1: Tuesday\n"));
  CHECK(has(r.out, "cada sección clasificada por separado"));
  CHECK(has(r.out, "Secciones:"));
}

TEST_CASE("bandeja rank --session: sections apart, each table headed by its section, pairs named A1NS") {
  Night n;
  auto r = n.cli({"rank", "--session", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out ==
        "Tuesday, 2026-11-29\n"
        "Sections A (Tuesday A), B (Tuesday B), each ranked apart\n"
        "Scoring: matchpoints, top 2\n"
        "\n"
        "Section A — North-South\n"
        "  Place  Pair  Names  Total      %\n"
        "  1      A1NS          3.00  75.00\n"
        "  2      A3NS          2.00  50.00\n"
        "  3      A2NS          1.00  25.00\n"
        "\n"
        "Section A — East-West\n"
        "  Place  Pair  Names  Total       %\n"
        "  1      A3EW          4.00  100.00\n"
        "  2      A2EW          2.00   50.00\n"
        "  3      A1EW          0.00    0.00\n"
        "\n"
        "Section B — North-South\n"
        "  Place  Pair  Names                    Total      %\n"
        "  1      B1NS  Ana García – Luis Pérez   3.75  93.75\n"
        "  2      B2NS                            1.25  31.25\n"
        "  3      B3NS                            0.00   0.00\n"
        "\n"
        "Section B — East-West\n"
        "  Place  Pair  Names  Total      %\n"
        "  1      B3EW          3.75  93.75\n"
        "  2      B2EW          1.25  31.25\n"
        "  3      B1EW          0.00   0.00\n");
}

TEST_CASE("bandeja rank --session --together: one field across the sections, top 5, other places") {
  Night n;
  auto r = n.cli({"rank", "--session", "Tuesday", "--together"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out ==
        "Tuesday, 2026-11-29\n"
        "Sections A (Tuesday A), B (Tuesday B), ranked together across the field\n"
        "Scoring: matchpoints, top 5\n"
        "\n"
        "North-South\n"
        "  Place  Pair  Names                    Total      %\n"
        "  1      B1NS  Ana García – Luis Pérez   8.10  81.00\n"
        "  2      A1NS                            6.60  66.00\n"
        "  3      A3NS                            4.90  49.00\n"
        "  4      B2NS                            3.60  36.00\n"
        "  5      A2NS                            3.30  33.00\n"
        "  6      B3NS                            1.00  20.00\n"
        "\n"
        "East-West\n"
        "  Place  Pair  Names  Total      %\n"
        "  1      B3EW          8.90  89.00\n"
        "  2      A3EW          8.70  87.00\n"
        "  3      A2EW          4.90  49.00\n"
        "  4      B2EW          3.40  34.00\n"
        "  5      A1EW          1.60  16.00\n"
        "  6      B1EW          0.00   0.00\n");
}

TEST_CASE("bandeja session scope field: the session's own scope is used, and --apart overrides it") {
  Night n;
  auto r = n.cli({"session", "scope", "Tuesday", "field"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "ranked together across the field"));
  r = n.cli({"rank", "--session", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "top 5"));
  r = n.cli({"rank", "--session", "Tuesday", "--apart"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "top 2"));
  CHECK(has(r.out, "Section B — East-West"));
}

TEST_CASE("bandeja rank --session --lang es: Sección, Norte-Sur, Este-Oeste, juntas") {
  Night n("field");
  auto r = n.cli({"--lang", "es", "rank", "--session", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "Secciones A (Tuesday A), B (Tuesday B), clasificadas juntas (todo el campo)\n"));
  CHECK(has(r.out, "Norte-Sur\n  Puesto  Pareja  Jugadores"));
  CHECK(has(r.out, "  1       B1NS    Ana García – Luis Pérez   8,10  81,00\n"));
  r = n.cli({"--lang", "es", "rank", "--session", "Tuesday", "--apart"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "Sección A — Norte-Sur\n"));
  CHECK(has(r.out, "Sección B — Este-Oeste\n"));
  CHECK(has(r.out, "cada una por separado"));
}

TEST_CASE("bandeja rank --session --format json: session, scope, sections, and a section on every board and pair") {
  Night n;
  auto r = n.cli({"rank", "--session", "Tuesday", "--together", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  json j = json::parse(r.out);
  CHECK(j["session"] == "Tuesday");
  CHECK(j["date"] == "2026-11-29");
  CHECK(j["scope"] == "field");
  CHECK(j["sections"] == json::array({json{{"section", "A"}, {"event", "Tuesday A"}},
                                      json{{"section", "B"}, {"event", "Tuesday B"}}}));
  CHECK(j["scoring"] == "mp");
  CHECK(j["top"] == 5.0);
  // Boards by number then section: 1A, 1B, 2A, 2B.
  REQUIRE(j["boards"].size() == 4);
  CHECK(j["boards"][1]["board"] == 1);
  CHECK(j["boards"][1]["section"] == "B");
  CHECK(j["boards"][1]["lines"][1] == json{{"ns", "B2NS"}, {"ew", "B2EW"}, {"ns_score", 420},
                                           {"ns_points", 3.5}, {"ew_points", 1.5}});
  CHECK(j["boards"][2]["lines"][2]["ns_points"] == 4.9);  // A3NS +140, Neuberg 6/5
  REQUIRE(j["pairs"].size() == 12);
  CHECK(j["pairs"][0]["pair"] == "B1NS");
  CHECK(j["pairs"][0]["section"] == "B");
  CHECK(j["pairs"][0]["direction"] == "NS");
  CHECK(j["pairs"][0]["total"] == 8.1);
  CHECK(j["pairs"][0]["percent"] == 81.0);
  CHECK(j["pairs"][0]["place"] == "1");
  CHECK(j["pairs"][0]["names"] == "Ana García – Luis Pérez");
  // An event's JSON is unchanged: no session keys, no section.
  r = n.cli({"rank", "Tuesday A", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  j = json::parse(r.out);
  CHECK_FALSE(j.contains("session"));
  CHECK_FALSE(j["pairs"][0].contains("section"));
  CHECK(j["pairs"][0]["pair"] == "1NS");
}

TEST_CASE("bandeja rank --session --format csv: the section letter after the place, pairs named A1NS") {
  Night n;
  auto r = n.cli({"rank", "--session", "Tuesday", "--format", "csv"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.rfind("place,section,pair,direction,names,total,percent\n"
                    "1,A,A1NS,NS,,3,75.00\n"
                    "2,A,A3NS,NS,,2,50.00\n",
                    0) == 0);
  CHECK(has(r.out, "\n1,B,B1NS,NS,Ana García – Luis Pérez,3.75,93.75\n"));
  r = n.cli({"rank", "--session", "Tuesday", "--together", "--format", "csv"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "place,section,pair,direction,names,total,percent\n"
                   "1,B,B1NS,NS,Ana García – Luis Pérez,8.1,81.00\n"
                   "2,A,A1NS,NS,,6.6,66.00\n"));
}

TEST_CASE("bandeja session add: a section letter is used once in a session, and nothing changes on refusal") {
  Night n;
  std::ofstream(n.dir.file("c.csv")) << "board,ns,ew,score\n1,1NS,1EW,420\n2,1NS,1EW,110\n";
  n.ok({"import", "travellers", n.dir.file("c.csv"), "--event", "Tuesday C"});
  auto r = n.cli({"session", "add", "Tuesday", "Tuesday C", "--section", "a"});
  CHECK(r.status == 1);
  CHECK(r.err == "error: section A is already 'Tuesday A' in this session; choose another letter\n");
  r = n.cli({"--lang", "es", "session", "add", "Tuesday", "Tuesday C", "--section", "B"});
  CHECK(r.status == 1);
  CHECK(r.err == "error: la sección B ya es 'Tuesday B' en esta sesión; elija otra letra\n");
  r = n.cli({"session", "add", "Tuesday", "Tuesday C", "--section", "3"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "a section is one or two letters"));
  r = n.cli({"session", "show", "Tuesday"});
  CHECK_FALSE(has(r.out, "Tuesday C"));
  n.ok({"session", "add", "Tuesday", "Tuesday C", "--section", "C"});
  r = n.cli({"session", "list"});
  CHECK(has(r.out, "A, B, C"));
}

TEST_CASE("bandeja session add: the sections of a session are scored the same way") {
  Night n;
  std::ofstream(n.dir.file("c.csv")) << "board,ns,ew,score\n1,1NS,1EW,420\n2,1NS,1EW,110\n";
  n.ok({"import", "travellers", n.dir.file("c.csv"), "--event", "Butler night", "--scoring", "butler"});
  auto r = n.cli({"session", "add", "Tuesday", "Butler night", "--section", "C"});
  CHECK(r.status == 1);
  CHECK(r.err ==
        "error: section C ('Butler night') is scored butler but section A ('Tuesday A') mp; the "
        "sections of a session are scored the same way\n");
}

TEST_CASE("bandeja session: across the field the sections share boards, apart they need not") {
  Night n;
  std::ofstream(n.dir.file("c.csv")) << "board,ns,ew,score\n3,1NS,1EW,420\n4,1NS,1EW,110\n";
  n.ok({"import", "travellers", n.dir.file("c.csv"), "--event", "Tuesday C"});
  n.ok({"session", "add", "Tuesday", "Tuesday C", "--section", "C"});  // apart: fine
  auto r = n.cli({"session", "scope", "Tuesday", "field"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "error: section A ('Tuesday A') and section C ('Tuesday C') play no board in common"));
  CHECK(has(r.err, "bandeja session scope SESSION section"));
  r = n.cli({"rank", "--session", "Tuesday", "--together"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "play no board in common"));
  CHECK(r.out.empty());
  r = n.cli({"session", "list"});
  CHECK(has(r.out, "apart"));  // the refused scope was not stored
  // Taken out again (by its letter), the other two rank together.
  r = n.cli({"session", "remove", "Tuesday", "c"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "is no longer section C of 'Tuesday' (its results are kept)"));
  n.ok({"session", "scope", "Tuesday", "field"});
  // Now a field session refuses the odd section at once.
  r = n.cli({"--lang", "es", "session", "add", "Tuesday", "Tuesday C", "--section", "C"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "no juegan ningún tablero en común"));
  r = n.cli({"session", "show", "Tuesday"});
  CHECK_FALSE(has(r.out, "Tuesday C"));
}

TEST_CASE("bandeja event new --session --section: Mitchells created straight into a session, checked like session add") {
  TempDir dir;
  auto cli = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", dir.file("club.db")});
    return run_cli(args);
  };
  auto r = cli({"session", "new", "Club night", "--scope", "field"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  r = cli({"event", "new", "Night A", "--movement", "mitchell", "--tables", "7", "--session", "Club night",
           "--section", "A"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "section A of session 'Club night'"));
  // 6 tables with a relay/bye stand play boards 1-12 of section A's 1-14.
  r = cli({"event", "new", "Night B", "--movement", "mitchell", "--tables", "6", "--relay", "--session",
           "Club night", "--section", "b"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "section B of session 'Club night'"));
  // Another scoring: refused, and no event is created.
  r = cli({"event", "new", "Night C", "--movement", "mitchell", "--tables", "5", "--scoring", "cross-imps",
           "--session", "Club night", "--section", "C"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "section C ('Night C') is scored cross-imps but section A ('Night A') mp"));
  r = cli({"event", "list"});
  CHECK_FALSE(has(r.out, "Night C"));
  // A letter already taken.
  r = cli({"event", "new", "Night D", "--movement", "mitchell", "--tables", "7", "--session", "Club night",
           "--section", "B"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "section B is already 'Night B' in this session"));
  // --session without --section; an unknown session.
  r = cli({"event", "new", "Night E", "--movement", "mitchell", "--tables", "7", "--session", "Club night"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "give both --session and --section"));
  r = cli({"event", "new", "Night F", "--movement", "mitchell", "--tables", "7", "--session", "Friday",
           "--section", "F"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "there is no session 'Friday'"));
  r = cli({"event", "list"});
  CHECK_FALSE(has(r.out, "Night F"));
  r = cli({"session", "show", "Club night"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "7-table Mitchell"));
  CHECK(has(r.out, "0 / 98"));  // section A: 7 tables, 7 rounds of 2 boards
  CHECK(has(r.out, "0 / 72"));  // section B: 6 tables, 6 rounds of 2 boards
  // Ranking with no results yet still names the pairs with their section.
  r = cli({"rank", "--session", "Club night", "--format", "csv"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, ",A,A1NS,NS,"));
  CHECK(has(r.out, ",B,B6EW,EW,"));
}

TEST_CASE("bandeja rank: one event or one session, and --together needs a session") {
  Night n;
  auto r = n.cli({"rank"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "name one event (bandeja rank EVENT) or one session (bandeja rank --session SESSION)"));
  r = n.cli({"rank", "Tuesday A", "--together"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "add --session SESSION"));
  r = n.cli({"rank", "--session", "Wednesday"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "there is no session 'Wednesday'"));
  CHECK(has(r.err, "bandeja session list"));
  r = n.cli({"rank", "--session", "Tuesday", "--together", "--apart"});
  CHECK(r.status != 0);
}

TEST_CASE("bandeja session new: a date is YYYY-MM-DD, a name is used once, the scope is section or field") {
  TempDir dir;
  auto cli = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", dir.file("club.db")});
    return run_cli(args);
  };
  auto r = cli({"session", "new", "Club night", "--date", "29/11/2026"});
  CHECK(r.status == 1);
  CHECK(r.err == "error: --date '29/11/2026': write the date as YYYY-MM-DD, e.g. 2026-11-29\n");
  r = cli({"session", "new", "Club night", "--scope", "everything"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "use section (each section ranked apart) or field"));
  r = cli({"session", "list"});
  CHECK(has(r.out, "no sessions yet"));
  r = cli({"session", "new", "Club night"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out == "1\nsession 1: Club night — each section ranked apart\n");
  r = cli({"--lang", "es", "session", "new", "Club night"});
  CHECK(r.status == 1);
  CHECK(r.err == "error: ya existe una sesión llamada 'Club night': elija otro nombre\n");
  r = cli({"session", "show", "Club night"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "no sections yet (add one: bandeja session add SESSION EVENT --section A)"));
  r = cli({"rank", "--session", "Club night"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "the session has no sections yet"));
}

TEST_CASE("bandeja session list keeps its columns aligned whatever the length of a session's name") {
  Night n;
  n.ok({"session", "new", "The Thursday Pairs Overall of the Autumn Congress", "--date", "2026-12-03"});
  const auto r = n.cli({"session", "list"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  std::vector<std::string> lines;
  std::istringstream in(r.out);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  REQUIRE(lines.size() == 3);
  // The date column starts at the same place on every line.
  const size_t at = lines[1].find("2026-11-29");
  REQUIRE(at != std::string::npos);
  CHECK(lines[2].find("2026-12-03") == at);
  CHECK(lines[0].find("date") == at);
}
