// A teams event through publish, export/import usebio, event show|list and import travellers,
// end to end through the real binary. The numbers are worked by hand below.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdio>
#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "bandeja/db/store.hpp"
#include "cli.hpp"

using namespace bandeja;
using bandeja::test::CliRun;
using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::slurp;
using bandeja::test::TempDir;

namespace {



// tidy's verdict on a page: "" when valid HTML5 without warnings.
std::string tidy_report(const std::string& path) {
  std::string out;
  FILE* p = popen(("tidy -q -e --show-warnings yes '" + path + "' 2>&1").c_str(), "r");
  if (!p) return "cannot run tidy";
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return out.empty() ? "tidy failed" : out;
  return out;
}

struct File : bandeja::test::EventFile {
  db::Event load(const std::string& event) const {
    auto s = db::Store::open(db);
    return s.load(s.find_event(event)->id);
  }
};

// Two teams, one round of 4 boards (`--movement teams --tables 2`): table 1 is 1NS v 2EW,
// table 2 is 2NS v 1EW.
//   board 1: 420 / 400 → team 1 nets +20 = 1 IMP;   board 2: 620 / 620 → 0
//   board 3: 420 / −100 → +520 = 11 IMPs;           board 4: 140 / 170 → −30 = −1 IMP
// IMPs 12–1, margin 11 over 4 boards: WBF 2013 VPs 15.38–4.62. Board-a-match: team 1 wins
// boards 1 and 3, ties 2, loses 4: 2.5–1.5.
struct Cup : File {
  explicit Cup(const std::string& scoring = "imps") {
    ok({"event", "new", "Cup", "--movement", "teams", "--tables", "2", "--boards-per-round", "4", "--scoring", scoring});
    ok({"pairs", "Cup", "1NS", "Ana García", "Luis Pérez"});
    ok({"pairs", "Cup", "1EW", "Eva Ruiz", "Juan Gil"});
    ok({"pairs", "Cup", "2NS", "Marta López", "Pablo Sanz"});
    ok({"pairs", "Cup", "2EW", "Rosa Vidal", "Tomás Rey"});
    ok({"teams", "Cup", "1", "--name", "García"});
    ok({"teams", "Cup", "2", "--name", "López"});
    const int t1[] = {420, 620, 420, 140}, t2[] = {400, 620, -100, 170};
    for (int b = 1; b <= 4; ++b) {
      ok({"enter", "Cup", "--round", "1", "--table", "1", "--board", std::to_string(b), "--", std::to_string(t1[b - 1])});
      ok({"enter", "Cup", "--round", "1", "--table", "2", "--board", std::to_string(b), "--", std::to_string(t2[b - 1])});
    }
  }
};

}  // namespace

TEST_CASE("Teams site: the index ranks the teams by VPs with their players, and shows the match in IMPs and VPs") {
  Cup c;
  const std::string out = c.dir.file("site");
  auto pub = c.ok({"publish", "Cup", "--out", out});
  CHECK(has(pub.out, "(4 boards, 2 teams, "));
  const std::string index = slurp(out + "/index.html");
  CHECK(has(index, "<caption>Ranking of the teams</caption>"));
  CHECK(has(index, "<th scope=\"col\" class=\"num\">VPs</th>"));
  // Place 1: team 1 García, its two pairs linked to their score cards with their players, 15.38 VPs, 1 match.
  CHECK(has(index, "<tr><td class=\"num\">1</td><td>1 García</td><td><a href=\"pair-1NS.html\" title=\"Ana García \u2013 Luis Pérez\">1NS</a> Ana García \u2013 Luis Pérez<br><a href=\"pair-1EW.html\" title=\"Eva Ruiz \u2013 Juan Gil\">1EW</a> Eva Ruiz \u2013 Juan Gil</td><td class=\"num\">15.38</td><td class=\"num\">1</td></tr>"));
  CHECK(has(index, "<tr><td class=\"num\">2</td><td>2 López</td>"));
  CHECK(has(index, "<td class=\"num\">4.62</td><td class=\"num\">1</td></tr>"));
  CHECK(index.find("1 García</td>") < index.find("2 López</td>"));
  // The match: round 1, 12–1 IMPs, 15.38–4.62 VPs.
  CHECK(has(index, "<tr><td class=\"num\">1</td><td>1 García v 2 López</td><td class=\"num\">12\u20131</td><td class=\"num\">15.38\u20134.62</td></tr>"));
  CHECK_FALSE(has(index, "is not part of the published pages"));
  // Board 3's traveller carries each table's IMPs: 420 at table 1 and -100 at table 2 = +11 to team 1.
  const std::string b3 = slurp(out + "/board-3.html");
  CHECK(has(b3, "<td class=\"num\">420</td><td class=\"num\"></td><td class=\"num\">11</td><td class=\"num\">-11</td>"));
  CHECK(has(b3, "<td class=\"num\"></td><td class=\"num\">100</td><td class=\"num\">-11</td><td class=\"num\">11</td>"));
  REQUIRE_MESSAGE(run_cli({"--version"}).status >= 0, "binary runs");
  for (const char* page : {"index.html", "board-3.html", "pair-1NS.html"})
    CHECK_MESSAGE(tidy_report(out + "/" + page).empty(), page, ": ", tidy_report(out + "/" + page));
}

TEST_CASE("Teams site en español: clasificación de los equipos en PV y el encuentro en IMPs y PV, board-a-match en puntos de tablero") {
  Cup c;
  const std::string out = c.dir.file("sitio");
  c.ok({"--lang", "es", "publish", "Cup", "--out", out});
  const std::string index = slurp(out + "/index.html");
  CHECK(has(index, "<caption>Clasificación de los equipos</caption>"));
  CHECK(has(index, "<th scope=\"col\" class=\"num\">PV</th><th scope=\"col\" class=\"num\">Encuentros jugados</th>"));
  CHECK(has(index, "<td>1 García contra 2 López</td><td class=\"num\">12\u20131</td><td class=\"num\">15,38\u20134,62</td>"));
  CHECK(tidy_report(out + "/index.html").empty());

  // Board-a-match: 2.5–1.5 board points, no VPs.
  Cup bam("bam");
  const std::string out2 = bam.dir.file("bam");
  bam.ok({"publish", "Cup", "--out", out2});
  const std::string b = slurp(out2 + "/index.html");
  CHECK(has(b, "<th scope=\"col\" class=\"num\">Board points</th>"));
  CHECK(has(b, "<td>1 García</td>"));
  CHECK(has(b, "<td class=\"num\">2.50</td>") != has(b, "<td class=\"num\">2.5</td>"));
  CHECK(has(b, "<td>1 García v 2 López</td><td class=\"num\">2.5\u20131.5</td></tr>"));
  CHECK_FALSE(has(b, ">VPs<"));
  CHECK(tidy_report(out2 + "/index.html").empty());
}

TEST_CASE("Teams CSV and pair pages: export csv --ranking lists the teams with VPs and matches, and a pair's page names its team") {
  Cup c;
  auto csv = c.ok({"export", "csv", "Cup", "--ranking"});
  CHECK(csv.out ==
        "place,team,name,players,total,matches\n"
        "1,1,García,Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil,15.38,1\n"
        "2,2,López,Marta López \u2013 Pablo Sanz / Rosa Vidal \u2013 Tomás Rey,4.62,1\n");
  CHECK(c.ok({"rank", "Cup", "--format", "csv"}).out == csv.out);  // the one CSV ranking
  // The travellers with points: board 1 at table 1 (420) v table 2 (400) is +1 IMP to team 1.
  auto pts = c.ok({"export", "csv", "Cup", "--points"});
  CHECK(has(pts.out, "1,1,1,1NS,2EW,,,,,420,1,-1\n"));
  CHECK(has(pts.out, "1,1,2,2NS,1EW,,,,,400,-1,1\n"));
  const std::string out = c.dir.file("site");
  c.ok({"publish", "Cup", "--out", out});
  const std::string pair = slurp(out + "/pair-2EW.html");
  CHECK(has(pair, "<h1>Pair 2EW</h1>"));
  CHECK(has(pair, "<p class=\"meta\">Team: 2 López</p>"));
  CHECK(tidy_report(out + "/pair-2EW.html").empty());
}

TEST_CASE("USEBIO teams: TEAM with TEAM_NUMBER, TEAM_NAME, players and VP total, and import keeps names, pairs and the ranking") {
  Cup c;
  const std::string xml = c.dir.file("cup.xml");
  c.ok({"export", "usebio", "Cup", "--out", xml});
  const std::string x = slurp(xml);
  CHECK(has(x, "EVENT_TYPE=\"TEAMS_OF_FOUR\""));
  CHECK(has(x, "<TEAM_NUMBER>1</TEAM_NUMBER>"));
  CHECK(has(x, "<TEAM_NAME>García</TEAM_NAME>"));
  CHECK(has(x, "<PLAYER_NAME>Juan Gil</PLAYER_NAME>"));
  CHECK(has(x, "<PAIR_NUMBER>1EW</PAIR_NUMBER>"));
  CHECK(has(x, "<TOTAL_SCORE>15.38</TOTAL_SCORE>"));
  CHECK(has(x, "<TOTAL_SCORE>4.62</TOTAL_SCORE>"));
  CHECK(has(x, "<NS_PAIR_NUMBER>2NS</NS_PAIR_NUMBER>"));
  CHECK(has(x, "<NS_TEAM_NUMBER>2</NS_TEAM_NUMBER>"));
  CHECK(has(x, "<NS_IMPS>11</NS_IMPS>"));
  CHECK(x.find("<TEAM_NAME>García</TEAM_NAME>") < x.find("<TEAM_NAME>López</TEAM_NAME>"));

  auto imp = c.ok({"import", "usebio", xml, "--event", "Cup again"});
  CHECK(has(imp.out, "2 teams, 8 lines"));
  const auto back = c.load("Cup again");
  REQUIRE(back.teams.size() == 2);
  CHECK(back.teams[0] == db::Team{"1", "García", {"1NS", "1EW"}});
  CHECK(back.teams[1] == db::Team{"2", "López", {"2NS", "2EW"}});
  CHECK(back.results.size() == 8);
  auto orig = c.load("Cup");
  auto by_id = [](const db::Pair& a, const db::Pair& b) { return a.id < b.id; };
  std::sort(orig.pairs.begin(), orig.pairs.end(), by_id);
  auto pairs = back.pairs;
  std::sort(pairs.begin(), pairs.end(), by_id);
  CHECK(pairs == orig.pairs);
  // Ranked again from the imported lines: the same standings.
  auto r = c.ok({"rank", "Cup again"});
  CHECK(has(r.out, "García (Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil)     15.38\n"));
  // And exported again, the same document but for the event's name.
  const std::string xml2 = c.dir.file("again.xml");
  c.ok({"export", "usebio", "Cup again", "--out", xml2});
  std::string y = slurp(xml2);
  const auto at = y.find("Cup again");
  REQUIRE(at != std::string::npos);
  y.replace(at, 9, "Cup");
  CHECK(y == x);
}

TEST_CASE("USEBIO teams: a pair with no players and no results still comes back in its team") {
  File f;
  f.ok({"event", "new", "Cup", "--movement", "teams", "--tables", "2", "--boards-per-round", "4", "--scoring", "imps"});
  f.ok({"teams", "Cup", "2", "--name", "López"});
  const std::string xml = f.dir.file("cup.xml");
  f.ok({"export", "usebio", "Cup", "--out", xml});
  CHECK(has(slurp(xml), "<PLAYER_NAME></PLAYER_NAME>") != has(slurp(xml), "<PLAYER_NAME />"));
  f.ok({"import", "usebio", xml, "--event", "Back"});
  const auto back = f.load("Back");
  REQUIRE(back.teams.size() == 2);
  CHECK(back.teams[0] == db::Team{"1", "", {"1NS", "1EW"}});
  CHECK(back.teams[1] == db::Team{"2", "López", {"2NS", "2EW"}});
  CHECK(back.pairs.size() == 4);
  for (const auto& p : back.pairs) CHECK(p.players.empty());
}

TEST_CASE("USEBIO teams: a TEAM whose PLAYER has no PAIR_NUMBER, or a line naming an unknown team, is refused naming the element and line") {
  Cup c;
  const std::string xml = c.dir.file("cup.xml");
  c.ok({"export", "usebio", "Cup", "--out", xml});
  std::string x = slurp(xml);
  std::string bad = x;
  bad.replace(bad.find("<PAIR_NUMBER>1EW</PAIR_NUMBER>"), 30, "");
  auto r = c.cli({"import", "usebio", c.write("bad.xml", bad), "--event", "Bad"});
  CHECK(r.status == 1);
  CHECK(has(r.err, "PARTICIPANTS, TEAM 1, PLAYER 3"));
  CHECK(has(r.err, "PAIR_NUMBER is missing"));
  std::string bad2 = x;
  bad2.replace(bad2.find("<NS_TEAM_NUMBER>2</NS_TEAM_NUMBER>"), 33, "<NS_TEAM_NUMBER>9</NS_TEAM_NUMBER>");
  auto r2 = c.cli({"import", "usebio", c.write("bad2.xml", bad2), "--event", "Bad"});
  CHECK(r2.status == 1);
  CHECK(has(r2.err, "NS_TEAM_NUMBER: '9' is not in PARTICIPANTS"));
  CHECK(has(r2.err, "line "));
  auto s = db::Store::open(c.db);
  CHECK_FALSE(s.find_event("Bad"));
}

TEST_CASE("Event show lists the session, section and the teams with their players, and event list has a section column") {
  Cup c;
  auto show = c.ok({"event", "show", "Cup"});
  CHECK(has(show.out, "  session: none (a session of its own)\n"));
  CHECK(has(show.out, "Teams:\n"));
  CHECK(has(show.out, "  1    García               1NS,1EW      Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil\n"));
  CHECK(has(show.out, "  2    López                2NS,2EW      Marta López \u2013 Pablo Sanz / Rosa Vidal \u2013 Tomás Rey\n"));

  c.ok({"session", "new", "Club night", "--date", "2026-11-29"});
  c.ok({"event", "new", "Night A", "--movement", "mitchell", "--tables", "3", "--session", "Club night", "--section", "A"});
  auto a = c.ok({"event", "show", "Night A"});
  CHECK(has(a.out, "'Club night' (2026-11-29)   section: A\n"));
  CHECK_FALSE(has(a.out, "Teams:"));  // a pairs event
  auto es = c.ok({"--lang", "es", "event", "show", "Night A"});
  CHECK(has(es.out, "'Club night' (2026-11-29)   sección: A\n"));

  auto list = c.ok({"event", "list"});
  CHECK(has(list.out, " section "));
  std::istringstream in(list.out);
  std::string header, cup, night;
  std::getline(in, header);
  std::getline(in, cup);
  std::getline(in, night);
  const auto col = header.find("section");
  REQUIRE(col != std::string::npos);
  CHECK(cup.substr(col, 2) == "- ");
  CHECK(night.substr(col, 2) == "A ");
}

TEST_CASE("Import travellers --scoring imps makes team N of pairs N NS and N EW, other pair names get no teams") {
  File f;
  const std::string csv = f.write("t.csv",
                                  "board,ns,ew,contract,declarer,tricks\n"
                                  "1,1NS,2EW,4S,N,10\n"
                                  "1,2NS,1EW,4S,N,9\n");
  f.ok({"import", "travellers", csv, "--event", "Match", "--scoring", "imps"});
  const auto ev = f.load("Match");
  REQUIRE(ev.teams.size() == 2);
  CHECK(ev.teams[0] == db::Team{"1", "", {"1NS", "1EW"}});
  CHECK(ev.teams[1].id == "2");
  CHECK(std::set<std::string>(ev.teams[1].pairs.begin(), ev.teams[1].pairs.end()) == std::set<std::string>{"2NS", "2EW"});
  // 4S= +420 (not vulnerable on board 1) and 4S-1 −50 at the other table: team 1 +470 = 10 IMPs,
  // one board: blitz 15·√1 = 15, 10 + 10·(1 − 0.236068^(10/15))/0.763932 = 18.09 VPs.
  auto r10 = f.ok({"rank", "Match", "--format", "csv"});
  CHECK(r10.out == "place,team,name,players,total,matches\n1,1,,,18.09,1\n2,2,,,1.91,1\n");
  auto show = f.ok({"event", "show", "Match"});
  CHECK(has(show.out, "  1    -                    1NS,1EW      -\n"));

  const std::string howell = f.write("h.csv",
                                     "board,ns,ew,contract,declarer,tricks\n"
                                     "1,1,2,4S,N,10\n"
                                     "1,3,4,4S,N,9\n");
  auto r = f.ok({"import", "travellers", howell, "--event", "Howell", "--scoring", "bam"});
  CHECK(has(r.out, "no teams"));
  CHECK(f.load("Howell").teams.empty());
  // A matchpoint event gets none either.
  f.ok({"import", "travellers", csv, "--event", "Pairs"});
  CHECK(f.load("Pairs").teams.empty());
}
