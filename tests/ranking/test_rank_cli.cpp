// `bandeja rank` end to end through the real binary: an evening imported from a travellers CSV,
// ranked as text (English and Spanish), JSON (the contract of issue 5) and CSV, scored another
// way with --scoring, and a teams match at IMPs (VP) and board-a-match.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "cli.hpp"

using bandeja::test::CliRun;
using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::TempDir;
using nlohmann::json;

namespace {


// The worked example of tests/ranking/test_rank.cpp and docs/ranking.md: 4 tables, 2 boards,
// board 2 with an Ave+/Ave− (A60-40) and three real results Neuberg-factored to four.
struct Evening : bandeja::test::EventFile {
  explicit Evening(const std::string& scoring = "mp") {
    std::ofstream(dir.file("t.csv")) << "board,ns,ew,score\n"
                                        "1,1NS,1EW,420\n1,2NS,2EW,400\n1,3NS,3EW,170\n1,4NS,4EW,140\n"
                                        "2,1NS,2EW,A60-40\n2,2NS,3EW,100\n2,3NS,4EW,200\n2,4NS,1EW,300\n";
    auto r = cli({"import", "travellers", dir.file("t.csv"), "--event", "Tuesday", "--scoring", scoring});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    r = cli({"pairs", "Tuesday", "1NS", "Ana García", "Luis Pérez"});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
};

}  // namespace

TEST_CASE("bandeja rank: the text ranking a director reads out, place, pair, names, total, percentage") {
  Evening ev;
  auto r = ev.cli({"rank", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out ==
        "Tuesday\n"
        "Scoring: matchpoints, top 3\n"
        "\n"
        "North-South\n"
        "  Place  Pair  Names                    Total      %\n"
        "  1      1NS   Ana García – Luis Pérez   4.80  80.00\n"
        "  2      4NS                             2.83  47.22\n"
        "  3      3NS                             2.50  41.67\n"
        "  4      2NS                             2.17  36.11\n"
        "\n"
        "East-West\n"
        "  Place  Pair  Names  Total      %\n"
        "  1      3EW           4.83  80.56\n"
        "  2      4EW           4.50  75.00\n"
        "  3      2EW           2.20  36.67\n"
        "  4      1EW           0.17   2.78\n");
  CHECK(r.err.empty());
}

TEST_CASE("bandeja rank --lang es: the ranking in Spanish, Norte-Sur and Este-Oeste") {
  Evening ev;
  auto r = ev.cli({"--lang", "es", "rank", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "Puntuación: puntos de match, top 3"));
  CHECK(has(r.out, "Norte-Sur\n  Puesto  Pareja  Jugadores"));
  CHECK(has(r.out, "Este-Oeste\n"));
  CHECK(has(r.out, "  1       1NS     Ana García – Luis Pérez   4,80  80,00\n"));
}

TEST_CASE("bandeja rank --lang fr: the ranking in French with decimal commas") {
  Evening ev;
  auto r = ev.cli({"--lang", "fr", "rank", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "Nord-Sud\n"));
  CHECK(has(r.out, "Ana García – Luis Pérez   4,80  80,00\n"));
}

TEST_CASE("bandeja rank --format json: the stable contract, points after Neuberg factoring") {
  Evening ev;
  auto r = ev.cli({"rank", "Tuesday", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  json j = json::parse(r.out);
  CHECK(j["scoring"] == "mp");
  CHECK(j["top"] == 3.0);
  REQUIRE(j["boards"].size() == 2);
  const auto& b1 = j["boards"][0];
  CHECK(b1["board"] == 1);
  CHECK(b1["datum"].is_null());
  CHECK(b1["lines"][0] == json{{"ns", "1NS"}, {"ew", "1EW"}, {"ns_score", 420},
                               {"ns_points", 3.0}, {"ew_points", 0.0}});
  const auto& b2 = j["boards"][1];
  CHECK(b2["lines"][0]["ns_score"].is_null());
  CHECK(b2["lines"][0]["adjusted"] == "A60-40");
  CHECK(b2["lines"][0]["ns_points"] == 1.8);
  CHECK(b2["lines"][0]["ew_points"] == 1.2);
  CHECK(b2["lines"][3]["ns_points"] == 2.83);  // 17/6, to two decimals
  REQUIRE(j["pairs"].size() == 8);
  const auto& first = j["pairs"][0];
  CHECK(first["pair"] == "1NS");
  CHECK(first["direction"] == "NS");
  CHECK(first["total"] == 4.8);
  CHECK(first["percent"] == 80.0);
  CHECK(first["place"] == "1");
  CHECK(j["pairs"][4]["pair"] == "3EW");
  CHECK(j["pairs"][4]["percent"] == 80.56);
}

TEST_CASE("bandeja rank --scoring butler: the same evening scored another way, with datums") {
  Evening ev;
  auto r = ev.cli({"rank", "Tuesday", "--scoring", "butler", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  json j = json::parse(r.out);
  CHECK(j["scoring"] == "butler");
  CHECK(j["top"].is_null());
  // Board 1: drop 420 and 140, mean of 400 and 170 = 285 → 290. 420 − 290 = 130 → 4 IMPs.
  CHECK(j["boards"][0]["datum"] == 290.0);
  CHECK(j["boards"][0]["lines"][0]["ns_points"] == 4.0);
  CHECK(j["pairs"][0]["pair"] == "1NS");
  CHECK(j["pairs"][0]["total"] == 7.0);  // 4 + Ave+ at IMPs (+3)
  CHECK(j["pairs"][0]["percent"].is_null());
}

TEST_CASE("bandeja rank --mp-scale 2 and --format csv: top 6, totals doubled, percentages the same") {
  Evening ev;
  auto r = ev.cli({"rank", "Tuesday", "--mp-scale", "2", "--format", "csv"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "place,pair,direction,names,total,percent\n"
                   "1,1NS,NS,Ana García – Luis Pérez,9.6,80.00\n"));
  CHECK(has(r.out, "4,1EW,EW,,0.33,2.78\n"));
}

TEST_CASE("bandeja rank --format csv and bandeja export csv --ranking write the one CSV ranking, byte for byte") {
  Evening ev;
  auto rank = ev.cli({"rank", "Tuesday", "--format", "csv"});
  REQUIRE_MESSAGE(rank.status == 0, rank.err);
  auto exported = ev.cli({"export", "csv", "Tuesday", "--ranking"});
  REQUIRE_MESSAGE(exported.status == 0, exported.err);
  CHECK(rank.out == exported.out);
  // Totals as number_text (4.8), percentages with two decimals (80.00).
  CHECK(rank.out.rfind("place,pair,direction,names,total,percent\n1,1NS,NS,Ana García – Luis Pérez,4.8,80.00\n", 0) == 0);
}

TEST_CASE("bandeja rank text, JSON and the published site show the same figures, rounded the same way") {
  Evening ev;
  json j = json::parse(ev.cli({"rank", "Tuesday", "--format", "json"}).out);
  const std::string text = ev.cli({"rank", "Tuesday"}).out;
  const std::string site = ev.dir.file("site");
  REQUIRE(ev.cli({"publish", "Tuesday", "--out", site}).status == 0);
  std::ifstream in(site + "/index.html");
  const std::string index((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (const auto& p : j["pairs"]) {
    char pct[32];
    std::snprintf(pct, sizeof pct, "%.2f", p["percent"].get<double>());
    CAPTURE(p["pair"].get<std::string>());
    CHECK(has(text, "  " + p["pair"].get<std::string>() + "  "));
    CHECK(has(text, std::string(pct) + "\n"));
    CHECK(has(index, "<td class=\"num\">" + std::string(pct) + "</td>"));
  }
}

TEST_CASE("bandeja rank: an unknown event or scoring is an error that says what to do") {
  Evening ev;
  auto r = ev.cli({"rank", "Friday"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "error: there is no event 'Friday'"));
  CHECK(r.out.empty());
  auto es = ev.cli({"--lang", "es", "rank", "Friday"});
  CHECK(has(es.err, "no hay ningún evento 'Friday'"));
  auto bad = ev.cli({"rank", "Tuesday", "--scoring", "pairs"});
  CHECK(bad.status != 0);
  CHECK(bad.out.empty());
}

// The travellers of the teams match below, board 2 at table 1 scored `board_2_table_1`.
std::string team_match(const std::string& board_2_table_1) {
  return "board,round,table,ns,ew,score\n"
         "1,1,1,1NS,2EW,420\n1,1,2,2NS,1EW,400\n"
         "2,1,1,1NS,2EW," + board_2_table_1 + "\n2,1,2,2NS,1EW,620\n"
         "3,1,1,1NS,2EW,420\n3,1,2,2NS,1EW,-100\n"
         "4,1,1,1NS,2EW,140\n4,1,2,2NS,1EW,170\n";
}

// Two teams, two tables: team 1 is 1NS and 1EW. Table 1: 1NS v 2EW, table 2: 2NS v 1EW.
//   board 1: 420 / 400 → team 1 nets +20 = 1 IMP (BAM 1);   board 2: 620 / 620 → 0 (BAM ½)
//   board 3: 420 / −100 → +520 = 11 IMPs (BAM 1);           board 4: 140 / 170 → −30 = −1 (BAM 0)
// IMPs 12–1, a margin of 11 over 4 boards: blitz 15 × √4 = 30, VP = 10 + 10 × (1 − R^(11/30)) /
// (1 − R) with R = 0.236068: 10 + 10 × 0.41101 / 0.763932 = 15.38, and 4.62 to team 2.
TEST_CASE("bandeja rank: a teams match at IMPs converted to VP, and the same match board-a-match") {
  TempDir dir;
  std::string db = dir.file("teams.db");
  std::ofstream(dir.file("m.csv")) << team_match("620");
  auto imp = run_cli({"--db", db, "import", "travellers", dir.file("m.csv"), "--event", "Cup", "--scoring", "imps"});
  REQUIRE_MESSAGE(imp.status == 0, imp.err);
  auto r = run_cli({"--db", db, "rank", "Cup", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  json j = json::parse(r.out);
  CHECK(j["scoring"] == "imps");
  CHECK(j["pairs"][0]["pair"] == "1");
  CHECK(j["pairs"][0]["total"] == 15.38);
  CHECK(j["pairs"][1]["total"] == 4.62);
  CHECK(j["matches"][0]["a_score"] == 12.0);
  CHECK(j["matches"][0]["b_score"] == 1.0);
  CHECK(j["boards"][2]["lines"][0]["ns_points"] == 11.0);
  CHECK(j["boards"][2]["lines"][1]["ew_points"] == 11.0);  // 1EW at the other table

  auto bam = run_cli({"--db", db, "rank", "Cup", "--scoring", "bam"});
  REQUIRE_MESSAGE(bam.status == 0, bam.err);
  CHECK(has(bam.out, "Scoring: board-a-match"));
  CHECK(has(bam.out, "  1      1             2.50  62.50\n"));
  CHECK(has(bam.out, "  2      2             1.50  37.50\n"));
}

// The same match with board 2 given A60-60 at table 1 (neither side at fault): docs/ranking.md
// works it both ways. Averaged (the default), a push: 12-1, 15.38-4.62. Each side keeping its own
// award: team 1 counts 15-1 (16.42), team 2 4-12 (5.82).
TEST_CASE("bandeja event edit --non-balancing each-side: in a VP match each side keeps its own A60-60 award") {
  TempDir dir;
  std::string db = dir.file("teams.db");
  std::ofstream(dir.file("m.csv")) << team_match("A60-60");
  REQUIRE(run_cli({"--db", db, "import", "travellers", dir.file("m.csv"), "--event", "Cup", "--scoring", "imps"}).status == 0);
  auto ranked = [&] {
    auto r = run_cli({"--db", db, "rank", "Cup", "--format", "json"});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    return json::parse(r.out);
  };
  json avg = ranked();
  CHECK(avg["matches"][0]["a_score"] == 12.0);
  CHECK(avg["matches"][0]["b_score"] == 1.0);
  CHECK(avg["pairs"][0]["total"] == 15.38);
  CHECK(avg["pairs"][1]["total"] == 4.62);
  auto edit = run_cli({"--db", db, "event", "edit", "Cup", "--non-balancing", "each-side"});
  REQUIRE_MESSAGE(edit.status == 0, edit.err);
  json each = ranked();
  CHECK(each["matches"][0]["a_score"] == 15.0);
  CHECK(each["matches"][0]["b_score"] == 4.0);
  CHECK(each["matches"][0]["a_vp"] == 16.42);
  CHECK(each["matches"][0]["b_vp"] == 5.82);
  CHECK(each["pairs"][0]["total"] == 16.42);
  CHECK(each["pairs"][1]["total"] == 5.82);
  CHECK(has(run_cli({"--db", db, "event", "show", "Cup"}).out, "awards that do not balance (A60-60): each side keeps its own"));
  auto text = run_cli({"--db", db, "rank", "Cup"});
  CHECK(has(text.out, "15 – 4  16.42 – 5.82"));
  CHECK(has(text.out, "Scoring: IMPs converted to VP (WBF 2013 scale); each side keeps its own award when awards do not balance\n"));
  CHECK(has(run_cli({"--db", db, "--lang", "es", "rank", "Cup"}).out, "; cada lado conserva su ajuste cuando los ajustes no se compensan"));
  REQUIRE(run_cli({"--db", db, "publish", "Cup", "--out", dir.file("site")}).status == 0);
  std::ifstream page(dir.file("site/index.html"));
  const std::string html((std::istreambuf_iterator<char>(page)), std::istreambuf_iterator<char>());
  CHECK(has(html, "each side keeps its own award when awards do not balance"));
  // Back to the default; a word the option does not know, or a pairs event, is refused.
  REQUIRE(run_cli({"--db", db, "event", "edit", "Cup", "--non-balancing", "average"}).status == 0);
  CHECK(ranked()["pairs"][0]["total"] == 15.38);
  CHECK_FALSE(has(run_cli({"--db", db, "rank", "Cup"}).out, "each side keeps"));
  CHECK_FALSE(has(run_cli({"--db", db, "event", "show", "Cup"}).out, "each side keeps"));
  CHECK(run_cli({"--db", db, "event", "edit", "Cup", "--non-balancing", "sideways"}).status != 0);
  std::ofstream(dir.file("p.csv")) << "board,ns,ew,score\n1,1NS,1EW,420\n1,2NS,2EW,400\n";
  REQUIRE(run_cli({"--db", db, "import", "travellers", dir.file("p.csv"), "--event", "Pairs"}).status == 0);
  auto pairs = run_cli({"--db", db, "event", "edit", "Pairs", "--non-balancing", "each-side"});
  CHECK(pairs.status != 0);
  CHECK(has(pairs.err, "Pairs is not a teams event at IMPs"));
  CHECK(has(run_cli({"--db", db, "--lang", "fr", "event", "edit", "Pairs", "--non-balancing", "each-side"}).err,
            "Pairs n\u2019est pas un tournoi par \u00e9quipes en IMP"));
}

// A 2-table Howell (one field) entered result by result from the movement. Round 1 plays
// boards 1-2: table 1 pair 4 (NS) v pair 1, table 2 pair 2 (NS) v pair 3.
//   board 1: +420 and 4S N −1 (−50): 4 gets 1, 1 gets 0; 2 gets 0, 3 gets 1.   (top 1)
//   board 2: −100, and A60-40 at table 2. One real result where two are expected: Neuberg
//            gives (0 + ½) × 2/1 − ½ = ½ to each side; the artificial line 0.6 and 0.4 of 1.
// Totals: 4: 1.5 (75%), 3: 1.4 (70%), 2: 0.6 (30%), 1: 0.5 (25%), one ranking, no direction.
TEST_CASE("bandeja rank: a one-winner Howell entered from the movement is one field") {
  TempDir dir;
  std::string db = dir.file("howell.db");
  auto cli = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", db});
    auto r = run_cli(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    return r;
  };
  cli({"event", "new", "Howell", "--movement", "howell", "--tables", "2", "--boards-per-round", "2"});
  cli({"enter", "Howell", "--round", "1", "--table", "1", "--board", "1", "420"});
  cli({"enter", "Howell", "--round", "1", "--table", "2", "--board", "1", "4S N 9"});
  cli({"enter", "Howell", "--round", "1", "--table", "1", "--board", "2", "--", "-100"});
  cli({"enter", "Howell", "--round", "1", "--table", "2", "--board", "2", "A60-40"});
  json j = json::parse(cli({"rank", "Howell", "--format", "json"}).out);
  CHECK(j["top"] == 1.0);
  REQUIRE(j["pairs"].size() == 4);
  std::vector<std::string> order;
  for (const auto& p : j["pairs"]) {
    CHECK(p["direction"].is_null());
    order.push_back(p["pair"]);
  }
  CHECK(order == std::vector<std::string>{"4", "3", "2", "1"});
  CHECK(j["pairs"][0]["percent"] == 75.0);
  CHECK(j["pairs"][1]["total"] == 1.4);
  CHECK(j["boards"][1]["lines"][0]["ns_points"] == 0.5);
  CHECK(j["boards"][1]["lines"][1]["adjusted"] == "A60-40");
  CHECK(j["boards"][1]["lines"][1]["ew_points"] == 0.4);
  auto text = cli({"rank", "Howell"}).out;
  CHECK_FALSE(has(text, "North-South"));
  CHECK(has(text, "  1      4             1.50  75.00\n"));
}
