// The entry desk through the real binary: the prompt's line editing and history (libedit,
// through a pseudo-terminal), entries typed without spaces, pairs given the other way round
// from the movement (offered once at a terminal, an option in a file), and arrow-switched events.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "cli.hpp"

using bandeja::test::has;

TEST_CASE("enter prompt at a terminal: the arrow keys edit the line, Up brings back the line typed before") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  const std::string left = "\x1b[D", up = "\x1b[A", home = "\x01";
  const auto t = bandeja::test::run_on_terminal({"--db", f.db, "enter", "Tue", "--round", "1", "--table", "1"},
                                                {"4S N 0" + left + "1",   // board 1: 4S N 10, the 1 put in
                                                 up,                      // board 2: the line before again
                                                 ""});                    // the end of the round
  CHECK(t.status == 0);
  CHECK_FALSE_MESSAGE(has(t.out, "^[["), t.out);
  CHECK(has(t.out, "4\u2660 N =  NS +420"));
  const auto list = f.ok({"result", "list", "Tue"}).out;
  CHECK(bandeja::test::count(list, "4S N =") == 2);
  // Home (Ctrl-A) and a typed digit: the level put in front.
  const auto h = bandeja::test::run_on_terminal({"--db", f.db, "enter", "Tue", "--round", "1", "--table", "2", "--replace"},
                                                {"S N 10" + home + "4", "pass", ""});
  CHECK(h.status == 0);
  CHECK(has(f.ok({"result", "list", "Tue"}).out, "pass"));
}

TEST_CASE("enter: an entry typed without spaces reads as the spaced one, at the prompt and on one line") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  CHECK(has(f.ok({"enter", "Tue", "--round", "1", "--table", "1", "--board", "1", "4SN10"}).out, "4S N ="));
  const auto r = f.ok({"--lang", "es", "enter", "Tue", "--round", "1", "--table", "1"}, "3STS+1\n");
  CHECK(has(r.out, "3ST S +1  NS +630"));  // board 2: North-South vulnerable
}

TEST_CASE("enter: pairs given the other way round are offered once at a terminal, the result staying North-South's") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  // Not at a terminal: refused, and the option that does it is named.
  const auto piped = f.cli({"enter", "Tue", "--board", "1", "--ns", "1EW", "--ew", "1NS", "4S", "N", "10"});
  CHECK(piped.status == 1);
  CHECK(has(piped.err, "pairs 1EW (NS) and 1NS (EW) play board 1 the other way round in this movement (table 1, round 1: 1NS NS, 1EW EW)"));
  CHECK(has(piped.err, "--swap-wrong-way"));
  // At a terminal: y puts them in the movement's seats; 4S N 10 stays +420 for North-South, 1NS.
  const auto t = bandeja::test::run_on_terminal(
      {"--db", f.db, "enter", "Tue", "--board", "1", "--ns", "1EW", "--ew", "1NS", "4S", "N", "10"}, {"y"}, "[y/N] ");
  CHECK(t.status == 0);
  CHECK(has(t.out, "y puts them in the movement's seats, 1NS NS and 1EW EW, the result as typed staying North-South's\r\nswap them? [y/N] "));
  CHECK(has(t.out, "stored #1"));
  const auto list = f.ok({"result", "list", "Tue"}).out;
  CHECK(has(list, "1NS"));
  CHECK(has(list, "+420"));
  CHECK(has(f.ok({"audit", "Tue"}).out, "enter (pairs swapped into the movement's seats)"));
  // The audit says it in the director's language, whatever language the line was entered in.
  CHECK(has(f.ok({"--lang", "es", "audit", "Tue"}).out, "enter (parejas cambiadas a los asientos del movimiento)"));
  CHECK(has(f.ok({"--lang", "fr", "audit", "Tue"}).out, "enter (paires remises aux places du mouvement)"));
  // Answered no: nothing stored.
  const auto no = bandeja::test::run_on_terminal(
      {"--db", f.db, "enter", "Tue", "--board", "2", "--ns", "1EW", "--ew", "1NS", "pass"}, {"n"}, "[y/N] ");
  CHECK(no.status == 1);
  CHECK_FALSE(has(f.ok({"result", "list", "Tue"}).out, "pass"));
}

TEST_CASE("enter --file --swap-wrong-way: every line given the other way round is stored in the movement's seats, each reported") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  const std::string csv = f.write("r1.csv",
                                  "board,round,table,ns,ew,contract,declarer,result,lead,score\n"
                                  "1,1,1,1NS,1EW,3NT,N,9,,\n"
                                  "2,1,1,1EW,1NS,4H,S,10,,\n");
  const auto refused = f.cli({"enter", "Tue", "--file", csv});
  CHECK(refused.status == 1);
  CHECK(has(refused.err, "line 3"));
  CHECK(has(refused.err, "--swap-wrong-way"));
  CHECK(f.ok({"result", "list", "Tue"}).out.find("3NT") == std::string::npos);  // all or nothing
  const auto done = f.ok({"enter", "Tue", "--file", csv, "--swap-wrong-way"});
  CHECK(has(done.out, "stored 2 lines"));
  CHECK(has(done.err, "line 3: pairs 1EW (NS) and 1NS (EW) put in the movement's seats at table 1 in round 1: 1NS NS, 1EW EW"));
}

TEST_CASE("event new --arrow-switch: a Mitchell made one field is created, entered and ranked as one") {
  bandeja::test::EventFile f;
  const auto made = f.ok({"event", "new", "Arrow", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2",
                          "--arrow-switch", "auto"});
  CHECK(has(made.out, "event 1: Arrow"));
  const auto shown = f.ok({"event", "show", "Arrow"}).out;
  CHECK(has(shown, "one winner"));
  CHECK(f.cli({"event", "new", "Bad", "--movement", "howell", "--tables", "4", "--arrow-switch", "auto"}).err ==
        "error: --arrow-switch auto: only for a Mitchell\n");
  CHECK(has(f.cli({"event", "new", "Bad", "--movement", "mitchell", "--tables", "4", "--arrow-switch", "x"}).err,
            "'x' is not a round number"));
}

TEST_CASE("Rainbow individual: made, entered round by round and ranked per player, each player's total its partnerships'") {
  bandeja::test::EventFile f;
  const auto made = f.ok({"event", "new", "Rb", "--movement", "rainbow", "--tables", "5"});
  CHECK(has(made.out, "5-table Rainbow individual, 5 rounds of 2 boards, 20 players"));
  f.ok({"pairs", "Rb", "1", "Ana García"});
  f.ok({"pairs", "Rb", "11", "Luis Pérez"});
  // Every table's two boards each round: a spread of results so the matchpoints differ.
  const char* results[] = {"4S N 10", "4S N 9", "3NT S 9", "3NT S 10", "pass", "2H E 8", "4S N 11", "1NT W 7", "3C S 9", "4H E 10"};
  for (int round = 1; round <= 5; ++round) {
    std::string in;
    for (int i = 0; i < 10; ++i) in += std::string(results[(i + round) % 10]) + "\n";
    const auto out = f.ok({"enter", "Rb", "--round", std::to_string(round)}, in).out;
    CHECK(has(out, "10 line(s) stored in round " + std::to_string(round)));
    if (round == 1) CHECK(has(out, "Table 1: 1+11 Ana García \u2013 Luis Pérez (NS) v 6+16 (EW)"));
  }
  const auto j = nlohmann::json::parse(f.ok({"rank", "Rb", "--format", "json"}).out);
  CHECK(j["top"] == 4);                    // each board played five times
  REQUIRE(j["pairs"].size() == 20);        // the players, not the partnerships
  double sum = 0;
  for (const auto& p : j["pairs"]) {
    CHECK(p["pair"].get<std::string>().find('+') == std::string::npos);
    sum += p["total"].get<double>();
  }
  CHECK(sum == doctest::Approx(2 * 50 * 4));  // every line's NS + EW points (top 4), counted for both partners
  // Player 1 (North at table 1 all evening): its total is its five partnerships' NS points.
  double one = 0;
  for (const auto& b : j["boards"])
    for (const auto& l : b["lines"]) {
      const auto ns = l["ns"].get<std::string>(), ew = l["ew"].get<std::string>();
      if (ns.starts_with("1+")) one += l["ns_points"].get<double>();
      if (ew.starts_with("1+")) one += l["ew_points"].get<double>();
    }
  for (const auto& p : j["pairs"])
    if (p["pair"] == "1") {
      CHECK(p["total"].get<double>() == doctest::Approx(one).epsilon(0.01));
      CHECK(p["percent"].get<double>() == doctest::Approx(one / 40 * 100).epsilon(0.01));
      CHECK(p["names"] == "Ana García");
    }
  const auto text = f.ok({"rank", "Rb"}).out;
  CHECK(has(text, "Player"));
  // On the site, a player's score card is the lines of its partnerships: ten boards.
  f.ok({"publish", "Rb", "--out", f.dir.file("site")});
  const auto card = bandeja::test::slurp(f.dir.file("site/pair-1.html"));
  CHECK(bandeja::test::count(card, "<tr><td class=\"num\"><a href=\"board-") == 10);
  CHECK(has(bandeja::test::slurp(f.dir.file("site/index.html")), "<th scope=\"col\">Player</th>"));
  CHECK(has(f.ok({"result", "list", "Rb"}).out, "1+11"));
}
