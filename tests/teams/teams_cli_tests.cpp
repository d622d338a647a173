// Teams as entrants and players' national ids, end to end through the real binary: teams made
// by `event new`, named and re-paired by `bandeja teams` (one at a time or from a CSV), ranked
// with their names; events stored without team rows (before schema 3) falling back on the
// N NS / N EW convention; national ids set by `pairs --id/--ids` and the pairs CSV, listed,
// exported to USEBIO and read back.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "bandeja/db/store.hpp"
#include "cli.hpp"

using namespace bandeja;
using bandeja::test::CliRun;
using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::TempDir;
using nlohmann::json;

namespace {


// The line of `text` that holds `part` ("" when none).
std::string line_with(const std::string& text, const std::string& part) {
  const auto at = text.find(part);
  if (at == std::string::npos) return "";
  const auto b = text.rfind('\n', at), e = text.find('\n', at);
  return text.substr(b == std::string::npos ? 0 : b + 1, e == std::string::npos ? std::string::npos : e - (b == std::string::npos ? 0 : b + 1));
}

struct File : bandeja::test::EventFile {
  db::Event load(const std::string& event) const {
    auto s = db::Store::open(db);
    return s.load(s.find_event(event)->id);
  }
};

// Two teams, two tables, one round of 4 boards (`--movement teams --tables 2`): table 1 is
// 1NS v 2EW, table 2 is 2NS v 1EW, both on boards 1-4.
//   board 1: 420 / 400 → team 1 nets +20 = 1 IMP;   board 2: 620 / 620 → 0
//   board 3: 420 / −100 → +520 = 11 IMPs;           board 4: 140 / 170 → −30 = −1 IMP
// IMPs 12–1, a margin of 11 over 4 boards: WBF 2013 VPs 15.38 – 4.62 (blitz 15·√4 = 30,
// 10 + 10 × (1 − 0.236068^(11/30)) / 0.763932 = 15.38). Board-a-match: 1 + ½ + 1 + 0 = 2.5.
struct Match : File {
  explicit Match(const std::string& scoring = "imps") {
    ok({"event", "new", "Cup", "--movement", "teams", "--tables", "2", "--boards-per-round", "4",
        "--scoring", scoring});
  }
  void play() const {
    const int t1[] = {420, 620, 420, 140}, t2[] = {400, 620, -100, 170};
    for (int b = 1; b <= 4; ++b) {
      ok({"enter", "Cup", "--round", "1", "--table", "1", "--board", std::to_string(b), "--",
          std::to_string(t1[b - 1])});
      ok({"enter", "Cup", "--round", "1", "--table", "2", "--board", std::to_string(b), "--",
          std::to_string(t2[b - 1])});
    }
  }
  void name_players() const {
    ok({"pairs", "Cup", "1NS", "Ana García", "Luis Pérez"});
    ok({"pairs", "Cup", "1EW", "Eva Ruiz", "Juan Gil"});
    ok({"pairs", "Cup", "2NS", "Marta López", "Pablo Sanz"});
    ok({"pairs", "Cup", "2EW", "Rosa Vidal", "Tomás Rey"});
  }
};

}  // namespace

// ------------------------------------------------------------------ teams

TEST_CASE("Teams event: event new with a teams movement makes team N of pairs N NS and N EW") {
  Match m;
  auto e = m.load("Cup");
  REQUIRE(e.teams.size() == 2);
  CHECK(e.teams[0] == db::Team{"1", "", {"1NS", "1EW"}});
  CHECK(e.teams[1] == db::Team{"2", "", {"2NS", "2EW"}});
  auto list = m.ok({"teams", "Cup"});
  CHECK(has(list.out, "Team  Name  Pairs    Players\n"));
  CHECK(has(list.out, "1     -     1NS 1EW  -\n"));
  CHECK(has(list.out, "2     -     2NS 2EW  -\n"));

  // American Whist (odd tables) too, and an IMP-scored event from any movement of N NS / N EW.
  File w;
  w.ok({"event", "new", "Whist", "--movement", "whist", "--tables", "3", "--scoring", "bam"});
  auto wt = w.load("Whist").teams;
  REQUIRE(wt.size() == 3);
  CHECK(wt[2] == db::Team{"3", "", {"3NS", "3EW"}});
}

TEST_CASE("Teams: a pairs event has no teams, and bandeja teams says so instead of inventing them") {
  File f;
  f.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3"});
  CHECK(f.load("Tuesday").teams.empty());
  auto list = f.ok({"teams", "Tuesday"});
  CHECK(has(list.out, "event 'Tuesday' is a pairs event (scoring mp): it has no teams"));
  auto bad = f.cli({"teams", "Tuesday", "1", "--name", "García"});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "error: event 'Tuesday' is a pairs event"));
  CHECK(f.load("Tuesday").teams.empty());
}

TEST_CASE("Teams ranking: a named team ranks as its name and its players, IMPs converted to VP") {
  Match m;
  m.name_players();
  auto named = m.ok({"teams", "Cup", "1", "--name", "García"});
  CHECK(named.out == "1  García  1NS 1EW  Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil\n");
  m.ok({"teams", "Cup", "2", "--name", "López"});
  m.play();
  auto r = m.ok({"rank", "Cup"});
  CHECK(has(r.out, "Scoring: IMPs converted to VP (WBF 2013 scale)"));
  CHECK(has(r.out, "  1      1     García (Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil)     15.38\n"));
  CHECK(has(r.out, "  2      2     López (Marta López \u2013 Pablo Sanz / Rosa Vidal \u2013 Tomás Rey)   4.62\n"));
  CHECK(has(r.out, "1 García \u2013 2 López"));  // the match, by team and name
  json j = json::parse(m.ok({"rank", "Cup", "--format", "json"}).out);
  CHECK(j["pairs"][0]["pair"] == "1");
  CHECK(j["pairs"][0]["team_name"] == "García");
  CHECK(j["pairs"][0]["total"] == 15.38);
  CHECK(j["pairs"][1]["team_name"] == "López");
  CHECK(j["matches"][0]["a_score"] == 12.0);
  CHECK(j["matches"][0]["b_score"] == 1.0);
  // Board-a-match on the same lines: 2.5 of 4 boards, 62.50%.
  auto bam = m.ok({"rank", "Cup", "--scoring", "bam"});
  const auto first = line_with(bam.out, "García (Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil)");
  CHECK(first.starts_with("  1      1     García"));
  CHECK(first.ends_with("  2.50  62.50"));
  CHECK(line_with(bam.out, "López (").ends_with("  1.50  37.50"));
}

TEST_CASE("Law 86A: an artificial score at one table of a match counts 3 IMPs, the other table's result aside") {
  // The match above, but board 3 was fouled at table 2 (2NS v 1EW): A60-40, team 2 not at
  // fault. Team 2 +3, team 1 -3 (averaged, Law 86B: a 3-IMP swing to team 2); table 1's +420
  // does not count. Board by board: +1, 0, -3, -1: team 1 1 IMP, team 2 4 IMPs.
  Match m;
  m.play();
  m.ok({"enter", "Cup", "--round", "1", "--table", "2", "--board", "3", "--replace", "A60-40"});
  json j = json::parse(m.ok({"rank", "Cup", "--format", "json"}).out);
  CHECK(j["matches"][0]["a_score"] == 1.0);
  CHECK(j["matches"][0]["b_score"] == 4.0);
  // The same margin (-3 over 4 boards) as `bandeja vp` gives it.
  const auto vp = m.ok({"vp", "3", "--boards", "4"}).out;  // "11.xx 8.xx"
  const double winner = std::stod(vp.substr(0, vp.find(' ')));
  CHECK(j["pairs"][0]["pair"] == "2");
  CHECK(j["pairs"][0]["total"].get<double>() == doctest::Approx(winner));
}

TEST_CASE("Teams stored before schema 3 (no team rows) list and rank by the N NS / N EW convention") {
  Match m;
  m.name_players();
  m.play();
  {
    // An event file written before schema 3 has pairs and results but no teams.
    SQLite::Database d(m.db, SQLite::OPEN_READWRITE);
    d.exec("DELETE FROM teams");
  }
  REQUIRE(m.load("Cup").teams.empty());
  json j = json::parse(m.ok({"rank", "Cup", "--format", "json"}).out);
  CHECK(j["pairs"][0]["pair"] == "1");
  CHECK(j["pairs"][0]["total"] == 15.38);
  CHECK(j["pairs"][0]["names"] == "Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil");
  CHECK(j["pairs"][1]["total"] == 4.62);
  auto list = m.ok({"teams", "Cup"});
  CHECK(has(list.out, "2     -     2NS 2EW  Marta López \u2013 Pablo Sanz / Rosa Vidal \u2013 Tomás Rey\n"));
  // Naming one team stores every team as the convention made them, in their order.
  m.ok({"teams", "Cup", "2", "--name", "López"});
  auto e = m.load("Cup");
  REQUIRE(e.teams.size() == 2);
  CHECK(e.teams[0] == db::Team{"1", "", {"1NS", "1EW"}});
  CHECK(e.teams[1] == db::Team{"2", "López", {"2NS", "2EW"}});
  CHECK(has(m.ok({"rank", "Cup"}).out, "López (Marta López"));
}

// Pairs named A, B, C, D (imported travellers, no convention): table 1 A (NS) v C (EW), table 2
// D (NS) v B (EW). Team 1 = A and B, team 2 = C and D. Team 1 sits NS at table 1 and EW at
// table 2, so its net is table 1's NS score minus table 2's:
//   board 1 (none vul): 420 − 400 = +20 → 1 IMP;
//   board 2 (NS vul):   −100 − (−500) = +400 → 9 IMPs (370–420).
// IMPs 10–0 over 2 boards: blitz 15·√2 = 21.213, VP = 10 + 10 × (1 − 0.236068^(10/21.213)) /
// 0.763932 = 10 + 10 × (1 − 0.50636) / 0.763932 = 16.46, and 3.54 to team 2.
TEST_CASE("Teams: --pairs says which pairs play for a team, and the match is found from them") {
  File f;
  f.write("t.csv", "board,round,table,ns,ew,score\n"
                   "1,1,1,A,C,420\n1,1,2,D,B,400\n"
                   "2,1,1,A,C,-100\n2,1,2,D,B,-500\n");
  f.ok({"import", "travellers", f.dir.file("t.csv"), "--event", "Cup", "--scoring", "imps"});
  // The pairs do not follow the convention: no teams until the director gives them.
  CHECK(has(f.ok({"teams", "Cup"}).out, "no teams yet"));
  auto no = f.cli({"rank", "Cup"});
  CHECK(no.status == 1);
  CHECK(has(no.err, "teams scoring needs teams"));
  f.ok({"teams", "Cup", "1", "--pairs", "A,B", "--name", "Norte"});
  auto half = f.cli({"rank", "Cup"});
  CHECK(half.status == 1);
  CHECK(has(half.err, "pair C played but plays for no team"));
  f.ok({"teams", "Cup", "2", "--pairs", "C D"});
  json j = json::parse(f.ok({"rank", "Cup", "--format", "json"}).out);
  CHECK(j["matches"][0]["a"] == "1");
  CHECK(j["matches"][0]["a_score"] == 10.0);
  CHECK(j["matches"][0]["b_score"] == 0.0);
  CHECK(j["pairs"][0]["team_name"] == "Norte");
  CHECK(j["pairs"][0]["total"] == 16.46);
  CHECK(j["pairs"][1]["total"] == 3.54);
}

// American Whist, 3 tables, 1 board a round: a match is played in two halves, in different
// rounds (round 1 table 1: 1NS v 3EW on board 1; round 2 table 3: 3NS v 1EW on board 1).
//   board 1 (none vul), 1 v 3: 1NS +420, 3NS +400 → team 1 nets +20, wins the board.
//   board 2 (NS vul),   1 v 2: 2NS +140 (round 1), 1NS +170 (round 2) → team 1 +30, wins.
//   board 3 (EW vul),   2 v 3: 3NS +420 (round 1), 2NS +450 (round 2) → team 2 +30, wins.
// Board-a-match: team 1 2 of 2 (100%), team 2 1 of 2 (50%), team 3 0.
TEST_CASE("Teams: American Whist matches are found across rounds, board-a-match") {
  File f;
  f.ok({"event", "new", "Whist", "--movement", "whist", "--tables", "3", "--boards-per-round", "1",
        "--scoring", "bam"});
  f.ok({"teams", "Whist", "3", "--name", "Sur"});
  const std::vector<std::vector<std::string>> lines = {
      {"1", "1", "1", "420"}, {"2", "3", "1", "400"},  // round, table, board, NS score
      {"1", "2", "2", "140"}, {"2", "1", "2", "170"},
      {"1", "3", "3", "420"}, {"2", "2", "3", "450"}};
  for (const auto& l : lines)
    f.ok({"enter", "Whist", "--round", l[0], "--table", l[1], "--board", l[2], "--", l[3]});
  json j = json::parse(f.ok({"rank", "Whist", "--format", "json"}).out);
  REQUIRE(j["pairs"].size() == 3);
  CHECK(j["pairs"][0]["pair"] == "1");
  CHECK(j["pairs"][0]["total"] == 2.0);
  CHECK(j["pairs"][0]["percent"] == 100.0);
  CHECK(j["pairs"][1]["pair"] == "2");
  CHECK(j["pairs"][1]["percent"] == 50.0);
  CHECK(j["pairs"][2]["pair"] == "3");
  CHECK(j["pairs"][2]["team_name"] == "Sur");
  CHECK(j["pairs"][2]["total"] == 0.0);
  CHECK(j["matches"].size() == 3);
}

TEST_CASE("Teams: a pair plays for one team, pairs and teams must exist, and a refused change stores nothing") {
  Match m;
  auto taken = m.cli({"teams", "Cup", "1", "--pairs", "1NS,2EW"});
  CHECK(taken.status == 1);
  CHECK(has(taken.err, "--pairs: pair 2EW plays for team 2; a pair plays for one team"));
  auto unknown = m.cli({"teams", "Cup", "1", "--pairs", "1NS,9EW"});
  CHECK(unknown.status == 1);
  CHECK(has(unknown.err, "pair 9EW is not in the event (its pairs: 1NS 2NS 1EW 2EW)"));
  auto twice = m.cli({"teams", "Cup", "1", "--pairs", "1NS,1NS"});
  CHECK(has(twice.err, "pair 1NS is given twice"));
  auto no_team = m.cli({"teams", "Cup", "7", "--name", "Nadie"});
  CHECK(no_team.status == 1);
  CHECK(has(no_team.err, "there is no team 7 (its teams: 1 2); to add one give its pairs"));
  auto nothing = m.cli({"teams", "Cup", "1"});
  CHECK(nothing.status == 1);
  CHECK(has(nothing.err, "give --name NAME or --pairs 3NS,3EW"));
  auto e = m.load("Cup");
  CHECK(e.teams[0] == db::Team{"1", "", {"1NS", "1EW"}});
  CHECK(e.teams[1] == db::Team{"2", "", {"2NS", "2EW"}});
}

TEST_CASE("Teams CSV: names, pairs and players in one transaction, each bad line named and none stored") {
  Match m;
  // Swapping two pairs between teams works in one file (checked once every line is applied).
  const auto ok = m.write("teams.csv",
                          "team,name,pairs,player1,player2,player3,player4\n"
                          "1,García,1NS 2EW,Ana García,Luis Pérez,Eva Ruiz,Juan Gil\n"
                          "2,\"López, M.\",2NS/1EW,,,,\n");
  auto r = m.ok({"teams", "Cup", "--file", ok});
  CHECK(has(r.out, "2 teams named from"));
  auto e = m.load("Cup");
  CHECK(e.teams[0] == db::Team{"1", "García", {"1NS", "2EW"}});
  CHECK(e.teams[1] == db::Team{"2", "López, M.", {"2NS", "1EW"}});
  CHECK(e.pairs[3].id == "2EW");
  CHECK(e.pairs[3].names() == "Eva Ruiz \u2013 Juan Gil");  // players 3-4: the team's second pair

  // No header: team,name,player1..player4.
  m.write("plain.csv", "2,Sur,Marta López,Pablo Sanz\n");
  m.ok({"teams", "Cup", "--file", m.dir.file("plain.csv")});
  e = m.load("Cup");
  CHECK(e.teams[1].name == "Sur");
  CHECK(e.pairs[1].names() == "Marta López \u2013 Pablo Sanz");  // 2NS

  const auto bad = m.write("bad.csv",
                           "team,name,pairs\n"
                           "1,Uno,1NS 2NS\n"
                           ",Nadie,\n"
                           "9,Nueve,\n"
                           "2,Dos,9EW\n");
  auto b = m.cli({"teams", "Cup", "--file", bad});
  CHECK(b.status == 1);
  CHECK(has(b.err, "error: " + bad + ": line 3, column team: the team number is missing\n"));
  CHECK(has(b.err, "nothing stored: 1 bad line(s)"));
  const auto bad2 = m.write("bad2.csv",
                            "team,name,pairs\n"
                            "1,Uno,1NS 2NS\n"
                            "9,Nueve,\n"
                            "2,Dos,9EW\n");
  b = m.cli({"teams", "Cup", "--file", bad2});
  CHECK(b.status == 1);
  CHECK(has(b.err, "error: " + bad2 + ": line 3, column team: there is no team 9"));
  CHECK(has(b.err, "error: " + bad2 + ": line 4, column pairs: pair 9EW is not in the event"));
  CHECK(has(b.err, "error: " + bad2 + ": line 2, column pairs: pair 2NS plays for team 2"));
  const auto bad3 = m.write("bad3.csv", "team,nombre,colour\n1,Uno,red\n");
  b = m.cli({"teams", "Cup", "--file", bad3});
  CHECK(has(b.err, "error: " + bad3 + ": line 1, column colour: not a column of a teams file"));
  CHECK(m.load("Cup").teams == e.teams);  // nothing of the bad files stored
}

TEST_CASE("Equipos: listado, nombres y errores en español con --lang es") {
  Match m;
  auto list = m.ok({"--lang", "es", "teams", "Cup"});
  CHECK(has(list.out, "Equipo  Nombre  Parejas  Jugadores\n"));
  auto bad = m.cli({"--lang", "es", "teams", "Cup", "1", "--pairs", "1NS,2EW"});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "la pareja 2EO juega en el equipo 2; una pareja juega en un solo equipo"));
  const auto es_file = m.write("e.csv", "equipo,nombre\n,Nadie\n");
  auto f = m.cli({"--lang", "es", "teams", "Cup", "--file", es_file});
  CHECK(has(f.err, "error: " + es_file + ": línea 2, columna equipo: falta el número de equipo"));
  CHECK(has(f.err, "no se guardó nada"));
  m.play();
  m.ok({"--lang", "es", "teams", "Cup", "1", "--name", "García"});
  auto r = m.ok({"--lang", "es", "rank", "Cup"});
  CHECK(has(r.out, "Equipo"));
  CHECK(has(r.out, "García"));
}

// ------------------------------------------------------------------ national ids

TEST_CASE("National ids: pairs EVENT PAIR NAME NAME --id A --id B stores them, listed by pairs and event show") {
  Match m;
  auto one = m.ok({"pairs", "Cup", "1NS", "Ana García", "Luis Pérez", "--id", "12345", "--id", "67890"});
  CHECK(one.out == "1NS        Ana García (12345) \u2013 Luis Pérez (67890)\n");
  auto e = m.load("Cup");
  CHECK(e.pairs[0].players[0] == db::Player{"Ana García", "12345"});
  CHECK(e.pairs[0].players[1] == db::Player{"Luis Pérez", "67890"});
  CHECK(has(m.ok({"pairs", "Cup"}).out, "1NS        Ana García (12345) \u2013 Luis Pérez (67890)\n"));
  CHECK(has(m.ok({"event", "show", "Cup"}).out, "  1NS        Ana García (12345) \u2013 Luis Pérez (67890)\n"));
  // Ids are positional: "" leaves a player without one.
  m.ok({"pairs", "Cup", "2NS", "Marta López", "Pablo Sanz", "--id", "", "--id", "B-77"});
  e = m.load("Cup");
  CHECK(e.pairs[1].players[0] == db::Player{"Marta López", std::nullopt});
  CHECK(e.pairs[1].players[1] == db::Player{"Pablo Sanz", "B-77"});
}

TEST_CASE("National ids: --ids A,B, ids alone for named players, and a renamed pair keeps the ids of unchanged names") {
  Match m;
  m.ok({"pairs", "Cup", "1EW", "Eva Ruiz", "Juan Gil", "--ids", "111,222"});
  CHECK(m.load("Cup").pairs[2].players[1].national_id == "222");
  // Ids alone, seat by seat, for the players already named.
  m.ok({"pairs", "Cup", "1EW", "--ids", ",333"});
  auto p = m.load("Cup").pairs[2];
  CHECK(p.players[0] == db::Player{"Eva Ruiz", std::nullopt});
  CHECK(p.players[1] == db::Player{"Juan Gil", "333"});
  // A new partner: the unchanged player keeps the id, the new one has none.
  m.ok({"pairs", "Cup", "1EW", "Elena Mar", "Juan Gil"});
  p = m.load("Cup").pairs[2];
  CHECK(p.players[0] == db::Player{"Elena Mar", std::nullopt});
  CHECK(p.players[1] == db::Player{"Juan Gil", "333"});
}

TEST_CASE("National ids: a malformed id, more ids than players or --id with --ids are refused and nothing changes") {
  Match m;
  m.ok({"pairs", "Cup", "1NS", "Ana García", "Luis Pérez", "--ids", "1,2"});
  const auto before = m.load("Cup").pairs;
  auto bad = m.cli({"pairs", "Cup", "1NS", "Ana García", "Luis Pérez", "--id", "12 34"});
  CHECK(bad.status == 1);
  CHECK(bad.err == "error: national id of player 1: '12 34' is not a national id (letters, digits and - . / only)\n");
  auto many = m.cli({"pairs", "Cup", "1NS", "Ana García", "--ids", "1,2"});
  CHECK(has(many.err, "2 national ids for 1 player(s)"));
  auto both = m.cli({"pairs", "Cup", "1NS", "--ids", "1", "--id", "2"});
  CHECK(has(both.err, "not both"));
  // Ids alone for a pair nobody sits in: names from the players' register, which has neither.
  auto unnamed = m.cli({"pairs", "Cup", "2NS", "--ids", "1,2"});
  CHECK(has(unnamed.err, "player 1 of pair 2NS has no name yet and national id 1 is not in the players' register"));
  auto blank = m.cli({"pairs", "Cup", "2NS", "--ids", ",2"});
  CHECK(has(blank.err, "2 national ids for pair 2NS, which has 0 player(s) named: name them first"));
  auto es = m.cli({"--lang", "es", "pairs", "Cup", "1NS", "Ana", "--id", "x!"});
  CHECK(has(es.err, "'x!' no es un número de federado"));
  CHECK(m.load("Cup").pairs == before);
}

TEST_CASE("Pairs CSV: id1/id2 (or national_id_1/2) header columns set national ids, and a bad id names its line and column") {
  Match m;
  const auto ok = m.write("pairs.csv",
                          "pair,player1,id1,player2,national_id_2\n"
                          "1NS,Ana García,12345,Luis Pérez,67890\n"
                          "2NS,\"Sanz, Pablo\",,Marta López,M-9\n");
  CHECK(has(m.ok({"pairs", "Cup", "--file", ok}).out, "2 pairs named from"));
  auto e = m.load("Cup");
  CHECK(e.pairs[0].players == std::vector<db::Player>{{"Ana García", "12345"}, {"Luis Pérez", "67890"}});
  CHECK(e.pairs[1].players == std::vector<db::Player>{{"Sanz, Pablo", std::nullopt}, {"Marta López", "M-9"}});
  // A file without id columns renames and keeps the ids of unchanged names.
  m.write("names.csv", "1NS,Ana García,Rosa Vidal\n");
  m.ok({"pairs", "Cup", "--file", m.dir.file("names.csv")});
  CHECK(m.load("Cup").pairs[0].players == std::vector<db::Player>{{"Ana García", "12345"}, {"Rosa Vidal", std::nullopt}});

  const auto bad = m.write("bad.csv",
                           "pair;name1;name2;id1;id2\n"
                           "1EW;Eva;Juan;7 7;8\n"
                           "2EW;Rosa;;1;2\n"
                           "1EW;Otra;Vez;;\n");
  auto b = m.cli({"pairs", "Cup", "--file", bad});
  CHECK(b.status == 1);
  // Every bad line named with its file, line and column, as in a travellers file.
  CHECK(has(b.err, "error: " + bad + ": line 2, column id1: '7 7' is not a national id"));
  CHECK(has(b.err, "error: " + bad + ": line 3, column id2: a national id for player 2, who has no name"));
  CHECK(has(b.err, "error: " + bad + ": line 4, column pair: pair 1EW is already on line 2"));
  CHECK(has(b.err, "nothing stored: 3 bad line(s)"));
  m.write("col.csv", "pair,name1,identity\n1EW,Eva,x\n");
  auto c = m.cli({"pairs", "Cup", "--file", m.dir.file("col.csv")});
  CHECK(has(c.err, "col.csv: line 1, column identity: not a column of a pairs file"));
  CHECK(m.load("Cup").pairs[2].players.empty());
  // A quote never closed would swallow the lines after it: refused, naming its line.
  m.write("quote.csv", "1EW,Eva,Juan\n2EW,\"Rosa,Vidal\n1NS,Otra,Vez\n");
  auto q = m.cli({"pairs", "Cup", "--file", m.dir.file("quote.csv")});
  CHECK(q.status == 1);
  CHECK(has(q.err, "quote.csv: line 2, column 2: a quoted field is never closed"));
  CHECK(m.load("Cup").pairs[2].players.empty());
}

TEST_CASE("USEBIO: players' national ids go out as PLAYER/NATIONAL_ID_NUMBER and come back on import") {
  Match m;
  m.name_players();
  m.ok({"pairs", "Cup", "1NS", "Ana García", "Luis Pérez", "--ids", "12345,67890"});
  m.ok({"pairs", "Cup", "2EW", "Rosa Vidal", "Tomás Rey", "--ids", ",EBU-42"});
  m.play();
  const std::string xml = m.dir.file("cup.xml");
  m.ok({"export", "usebio", "Cup", "--out", xml});
  std::ifstream in(xml);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(has(text, "<NATIONAL_ID_NUMBER>12345</NATIONAL_ID_NUMBER>"));
  CHECK(has(text, "<NATIONAL_ID_NUMBER>EBU-42</NATIONAL_ID_NUMBER>"));
  m.ok({"import", "usebio", xml, "--event", "Back"});
  const auto back = m.load("Back").pairs;
  auto find = [&](const std::string& id) {
    for (const auto& p : back)
      if (p.id == id) return p;
    FAIL("pair " << id << " not imported");
    return db::Pair{};
  };
  CHECK(find("1NS").players == std::vector<db::Player>{{"Ana García", "12345"}, {"Luis Pérez", "67890"}});
  CHECK(find("2EW").players == std::vector<db::Player>{{"Rosa Vidal", std::nullopt}, {"Tomás Rey", "EBU-42"}});
  CHECK(find("1EW").players == std::vector<db::Player>{{"Eva Ruiz", std::nullopt}, {"Juan Gil", std::nullopt}});
  CHECK(has(m.ok({"pairs", "Back"}).out, "Ana García (12345) \u2013 Luis Pérez (67890)"));
}

TEST_CASE("A number typed with leading zeros is decimal: --boards 016 is 16 boards, not octal 14, and 012 IMPs are 12") {
  const auto sixteen = run_cli({"vp", "12", "--boards", "16"});
  REQUIRE(sixteen.status == 0);
  CHECK(run_cli({"vp", "12", "--boards", "016"}).out == sixteen.out);
  CHECK(run_cli({"vp", "012", "--boards", "16"}).out == sixteen.out);
  CHECK(run_cli({"vp", "12", "--boards", "+0016"}).out == sixteen.out);
  CHECK(run_cli({"vp", "12", "--boards", "14"}).out != sixteen.out);  // what octal would have read
  CHECK(run_cli({"vp", "12", "--boards", "0o20"}).status != 0);
}

TEST_CASE("Victory points are written with the language's decimal mark: 13.28 in English, 13,28 in Spanish and French") {
  CHECK(run_cli({"vp", "12", "--boards", "16"}).out == "13.28 6.72\n");
  CHECK(run_cli({"--lang", "es", "vp", "12", "--boards", "16"}).out == "13,28 6,72\n");
  CHECK(run_cli({"--lang", "fr", "vp", "12", "--boards", "16"}).out == "13,28 6,72\n");
}
