// The director's rulings through the real binary: a fouled board (Law 87) scored in groups and
// a procedural penalty (Law 90), as worked by hand in docs/ranking.md ("Rulings"), shown by
// rank (text and JSON), kept in the audit, withdrawn, and refused with what to fix.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <string>

#include "cli.hpp"

using bandeja::test::has;

namespace {

// Board 1 at seven tables, one round each: rounds 1–4 as dealt (+420, +450, −50, +420), rounds
// 5–7 fouled (+140, +110, −100). Board 2 played once, to give the evening a second board.
struct FouledNight : bandeja::test::EventFile {
  FouledNight() {
    write("t.csv",
          "board,round,table,ns,ew,contract,declarer,result,lead,score\n"
          "1,1,1,1NS,1EW,4S,N,10,,\n"
          "1,2,2,2NS,2EW,4S,N,11,,\n"
          "1,3,3,3NS,3EW,4S,N,9,,\n"
          "1,4,4,4NS,4EW,4S,N,10,,\n"
          "1,5,5,5NS,5EW,2S,N,9,,\n"
          "1,6,6,6NS,6EW,2S,N,8,,\n"
          "1,7,7,7NS,7EW,4S,N,8,,\n");
    ok({"import", "travellers", dir.file("t.csv"), "--event", "Fouled"});
  }
  nlohmann::json json() const { return nlohmann::json::parse(ok({"rank", "Fouled", "--format", "json"}).out); }
};

double ns_points(const nlohmann::json& j, const std::string& ns) {
  for (const auto& l : j["boards"][0]["lines"])
    if (l["ns"] == ns) return l["ns_points"].get<double>();
  FAIL("no line for " << ns);
  return 0;
}

}  // namespace

TEST_CASE("Law 87: ruling foul scores the rounds that played the board changed as a group of their own") {
  FouledNight f;
  // Before the ruling: one group of seven, +450 the top.
  CHECK(ns_points(f.json(), "2NS") == 6);
  const auto r = f.ok({"ruling", "foul", "Fouled", "--board", "1", "--rounds", "5-7", "--reason", "East's and West's hands swapped"});
  CHECK(r.out == "#1  Board 1 fouled (Law 87): rounds 5 to 7 played it changed, scored apart — East's and West's hands swapped\n");
  const auto j = f.json();
  // docs/ranking.md: as dealt 3, 5.625, 0.375, 3; fouled 16/3, 3, 2/3 — each group factored to 7 results, top 6.
  CHECK(ns_points(j, "1NS") == doctest::Approx(3));
  CHECK(ns_points(j, "2NS") == doctest::Approx(5.63));
  CHECK(ns_points(j, "3NS") == doctest::Approx(0.38));
  CHECK(ns_points(j, "5NS") == doctest::Approx(5.33));
  CHECK(ns_points(j, "6NS") == doctest::Approx(3));
  CHECK(ns_points(j, "7NS") == doctest::Approx(0.67));
  CHECK(j["boards"][0]["lines"][4]["foul_group"] == 1);
  CHECK_FALSE(j["boards"][0]["lines"][0].contains("foul_group"));
  REQUIRE(j["rulings"].size() == 1);
  CHECK(j["rulings"][0]["law"] == 87);
  CHECK(j["rulings"][0]["rounds"] == nlohmann::json::array({5, 7}));
  const auto text = f.ok({"rank", "Fouled"}).out;
  CHECK(has(text, "Rulings\n  Board 1 fouled (Law 87): rounds 5 to 7 played it changed, scored apart \u2014"));
  CHECK(has(f.ok({"--lang", "es", "rank", "Fouled"}).out,
            "Decisiones del director\n  Tablero 1 alterado (Ley 87): las rondas 5 a 7 lo jugaron cambiado, puntuado aparte \u2014"));
  // The site: the rulings on the ranking page, and on the board's page each line's form.
  f.ok({"publish", "Fouled", "--out", f.dir.file("site")});
  const auto index = bandeja::test::slurp(f.dir.file("site/index.html"));
  CHECK(has(index, "<h2>Rulings</h2>"));
  CHECK(has(index, "<li>Board 1 fouled (Law 87): rounds 5 to 7 played it changed, scored apart \u2014 East&#39;s and West&#39;s hands swapped</li>"));
  const auto board = bandeja::test::slurp(f.dir.file("site/board-1.html"));
  CHECK(has(board, "<th scope=\"col\">Form</th>"));
  CHECK(bandeja::test::count(board, "<td>fouled 1</td>") == 3);
  CHECK(bandeja::test::count(board, "<td>as dealt</td>") == 4);
  // Withdrawn: one group again; the ruling and its withdrawal stay in the audit.
  CHECK(has(f.ok({"ruling", "withdraw", "Fouled", "1", "--note", "the board was right"}).out, "withdrawn: #1  Board 1 fouled"));
  CHECK(ns_points(f.json(), "2NS") == 6);
  const auto audit = f.ok({"audit", "Fouled"}).out;
  CHECK(has(audit, "ruling #1    Board 1 fouled (Law 87)"));
  CHECK(has(audit, "withdrawn #1    Board 1 fouled"));
  CHECK(has(audit, "[the board was right]"));
  CHECK(has(f.ok({"ruling", "list", "Fouled"}).out, "[withdrawn "));
  CHECK(f.cli({"ruling", "withdraw", "Fouled", "1"}).status == 1);
}

TEST_CASE("Law 87, the EBU's small sub-fields: ruling foul --small-groups ebu gives three results of ten 70, 60 and 50% of the top") {
  // docs/ranking.md: board 1 at ten tables, rounds 8-10 fouled (+140, +110, -100); top 9.
  bandeja::test::EventFile f;
  f.write("t.csv",
          "board,round,table,ns,ew,contract,declarer,result,lead,score\n"
          "1,1,1,1NS,1EW,4S,N,10,,\n1,2,2,2NS,2EW,4S,N,11,,\n1,3,3,3NS,3EW,4S,N,9,,\n"
          "1,4,4,4NS,4EW,4S,N,10,,\n1,5,5,5NS,5EW,4S,N,10,,\n1,6,6,6NS,6EW,4S,N,11,,\n"
          "1,7,7,7NS,7EW,4S,N,10,,\n1,8,8,8NS,8EW,2S,N,9,,\n1,9,9,9NS,9EW,2S,N,8,,\n1,10,10,10NS,10EW,4S,N,8,,\n");
  f.ok({"import", "travellers", f.dir.file("t.csv"), "--event", "Ten"});
  const auto r = f.ok({"ruling", "foul", "Ten", "--board", "1", "--rounds", "8-10", "--small-groups", "ebu", "--reason",
                       "a card from another board"});
  CHECK(r.out == "#1  Board 1 fouled (Law 87): rounds 8 to 10 played it changed, scored apart; a group of three results or "
                 "fewer gets fixed shares of the top, as the EBU gives them \u2014 a card from another board\n");
  const auto j = nlohmann::json::parse(f.ok({"rank", "Ten", "--format", "json"}).out);
  auto points = [&](const std::string& ns, const char* side) {
    for (const auto& l : j["boards"][0]["lines"])
      if (l["ns"] == ns) return l[side].get<double>();
    FAIL("no line for " << ns);
    return 0.0;
  };
  CHECK(points("8NS", "ns_points") == doctest::Approx(6.3));
  CHECK(points("8NS", "ew_points") == doctest::Approx(4.5));
  CHECK(points("9NS", "ns_points") == doctest::Approx(5.4));
  CHECK(points("10NS", "ns_points") == doctest::Approx(4.5));
  CHECK(points("10NS", "ew_points") == doctest::Approx(6.3));
  CHECK(j["rulings"][0]["small_groups"] == "ebu");
  // The ranking, the published site and the Spanish text say so and count it: 8NS 70%.
  const auto text = f.ok({"rank", "Ten"}).out;
  CHECK(has(text, "70.00"));
  CHECK(has(f.ok({"--lang", "es", "rank", "Ten"}).out, "un grupo de tres resultados o menos recibe porcentajes fijos del top"));
  f.ok({"publish", "Ten", "--out", f.dir.file("site")});
  CHECK(has(bandeja::test::slurp(f.dir.file("site/index.html")), "as the EBU gives them"));
  // Without the option the same ruling is Neuberg's: (2 + 1/2) x 10/3 - 1/2 = 7.83 for 8NS.
  f.ok({"ruling", "withdraw", "Ten", "1"});
  f.ok({"ruling", "foul", "Ten", "--board", "1", "--rounds", "8-10", "--reason", "a card from another board"});
  const auto n = nlohmann::json::parse(f.ok({"rank", "Ten", "--format", "json"}).out);
  for (const auto& l : n["boards"][0]["lines"])
    if (l["ns"] == "8NS") CHECK(l["ns_points"].get<double>() == doctest::Approx(7.83));
  CHECK(n["rulings"][0]["small_groups"] == "neuberg");
  // An unknown method is refused before anything is stored.
  CHECK(f.cli({"ruling", "foul", "Ten", "--board", "1", "--rounds", "8", "--small-groups", "wbf", "--reason", "x"}).status != 0);
  CHECK(f.ok({"ruling", "list", "Ten"}).out.find("#3") == std::string::npos);
}

TEST_CASE("Law 87: the lines that played a board changed can be named by their North-South pairs") {
  FouledNight f;
  f.ok({"ruling", "foul", "Fouled", "--board", "1", "--ns", "5NS,6NS,7NS", "--reason", "a card missing"});
  CHECK(ns_points(f.json(), "2NS") == doctest::Approx(5.63));
  CHECK(ns_points(f.json(), "7NS") == doctest::Approx(0.67));
}

TEST_CASE("Law 90: ruling penalty takes a share of a top off the offender's total only, shown on the ranking") {
  FouledNight f;
  const auto before = f.json();
  const auto r = f.ok({"ruling", "penalty", "Fouled", "--pair", "2NS", "--top-percent", "25", "--reason", "slow play, warned twice"});
  CHECK(r.out == "#1  Procedural penalty (Law 90): pair 2NS, 25% of a top — slow play, warned twice\n");
  const auto j = f.json();
  auto standing = [](const nlohmann::json& js, const std::string& pair) {
    for (const auto& p : js["pairs"])
      if (p["pair"] == pair) return p;
    return nlohmann::json();
  };
  CHECK(standing(j, "2NS")["total"].get<double>() == doctest::Approx(6 - 1.5));
  CHECK(standing(j, "2NS")["penalty"].get<double>() == doctest::Approx(1.5));
  CHECK(standing(j, "2NS")["percent"].get<double>() == doctest::Approx(75));
  CHECK(standing(j, "2EW")["total"] == standing(before, "2EW")["total"]);  // the opponents keep theirs
  CHECK_FALSE(standing(j, "2EW").contains("penalty"));
  CHECK(j["rulings"][0]["points"].get<double>() == doctest::Approx(1.5));
  CHECK(has(f.ok({"rank", "Fouled"}).out, "Procedural penalty (Law 90): pair 2NS, 25% of a top (\u22121.5) — slow play"));
  CHECK(has(f.ok({"--lang", "es", "rank", "Fouled"}).out,
            "Penalización de procedimiento (Ley 90): pareja 2NS, 25% de un top (\u22121,5)"));
}

TEST_CASE("Rulings refused with what to fix: no reason, the wrong unit for the scoring, an unknown pair or board") {
  FouledNight f;
  auto err = [&](std::vector<std::string> args) {
    const auto r = f.cli(std::move(args));
    CHECK(r.status == 1);
    return r.err;
  };
  CHECK(err({"ruling", "penalty", "Fouled", "--pair", "2NS", "--imps", "3", "--reason", "x"}) ==
        "error: event 'Fouled' is scored by matchpoints: give the penalty as a share of a top, --top-percent 25 (a quarter of a top)\n");
  CHECK(has(err({"ruling", "penalty", "Fouled", "--pair", "2NS", "--top-percent", "120", "--reason", "x"}), "at most 100"));
  CHECK(has(err({"ruling", "penalty", "Fouled", "--pair", "9NS", "--top-percent", "25", "--reason", "x"}), "there is no pair 9NS"));
  CHECK(has(err({"ruling", "penalty", "Fouled", "--pair", "2NS", "--top-percent", "25", "--reason", "  "}), "needs its reason"));
  CHECK(has(err({"ruling", "foul", "Fouled", "--board", "9", "--rounds", "5", "--reason", "x"}), "board 9 is not played"));
  CHECK(has(err({"ruling", "foul", "Fouled", "--board", "1", "--reason", "x"}), "say which lines"));
  CHECK(has(err({"ruling", "foul", "Fouled", "--board", "1", "--rounds", "7-5", "--reason", "x"}), "rounds '7-5'"));
  CHECK(has(f.ok({"ruling", "list", "Fouled"}).out, "no rulings"));
}
