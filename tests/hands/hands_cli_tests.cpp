// Hand records as a director meets them at the command line: dealing a file for the dealing
// machine (the same file again from the same seed), dealing and analysing an event, the JSON
// and the sheet, and the deal's checks at the prompt and in a travellers file.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli.hpp"

using namespace bandeja::test;
using nlohmann::json;

namespace {

// A 5-table Mitchell (5 rounds of 2 boards) dealt from seed 11 and analysed.
struct Dealt : EventFile {
  Dealt() {
    ok({"event", "new", "Club", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2"});
    ok({"deal", "Club", "--seed", "11"});
    ok({"analyse", "Club"});
  }
  json analysis() const { return json::parse(ok({"analyse", "Club", "--format", "json"}).out); }
  // "1NT N t" with t three tricks away from what North takes in no-trumps on board 1.
  std::string far_line() const {
    const int dd = analysis()[0]["tricks"]["N"]["NT"];
    return "1NT N " + std::to_string(dd >= 3 ? dd - 3 : dd + 3);
  }
};

}  // namespace

TEST_CASE("bandeja deal: a seed gives the same dealing-machine file again, and without one the system's randomness another") {
  EventFile f;
  // Each file is named after itself ([Event "a"]); the deals are what must repeat.
  auto deals = [&](const std::string& name) {
    std::string out;
    for (size_t at = 0; (at = slurp(f.dir.file(name)).find("[Deal ", at)) != std::string::npos; ++at)
      out += slurp(f.dir.file(name)).substr(at, 80) + "\n";
    return out;
  };
  f.ok({"deal", "--boards", "8", "--seed", "7", "--out", f.dir.file("a.pbn")});
  f.ok({"deal", "--boards", "8", "--seed", "7", "--out", f.dir.file("b.pbn")});
  f.ok({"deal", "--boards", "8", "--out", f.dir.file("c.pbn")});
  const auto a = slurp(f.dir.file("a.pbn"));
  CHECK(deals("a.pbn") == deals("b.pbn"));
  CHECK(deals("a.pbn") != deals("c.pbn"));
  CHECK(has(a, "[Board \"8\"]"));
  CHECK(has(a, "[Dealer \"W\"]"));  // Law 2: board 8's dealer
  CHECK_FALSE(has(a, "[Board \"9\"]"));
  // The file goes onto an event's boards like any dealing machine's.
  f.ok({"event", "new", "Club", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  f.ok({"import", "pbn", f.dir.file("a.pbn"), "--into", "Club", "--skip-other-boards"});
  auto bad = f.cli({"deal", "--boards", "8", "--seed", "x", "--out", f.dir.file("d.pbn")});
  CHECK(bad.status != 0);
  CHECK(has(bad.err, "seed 'x' must be a whole number"));
  auto no_out = f.cli({"--lang", "es", "deal", "--boards", "8"});
  CHECK(no_out.status != 0);
  CHECK(has(no_out.err, "indique --out"));
}

TEST_CASE("bandeja analyse: a PBN file's deals double dummy, as one JSON object a board and back into PBN") {
  EventFile f;
  f.ok({"deal", "--boards", "3", "--seed", "3", "--out", f.dir.file("h.pbn")});
  const auto out = f.ok({"analyse", f.dir.file("h.pbn"), "--format", "json", "--out", f.dir.file("dd.pbn")});
  const auto j = json::parse(out.out);
  REQUIRE(j.size() == 3);
  CHECK(j[2]["board"] == 3);
  for (const char* seat : {"N", "E", "S", "W"})
    for (const char* strain : {"NT", "S", "H", "D", "C"}) CHECK(j[0]["tricks"][seat][strain].is_number_integer());
  CHECK(j[0]["par"]["score"].is_number_integer());
  CHECK(j[0]["par"]["contracts"].is_array());
  const auto pbn = slurp(f.dir.file("dd.pbn"));
  CHECK(has(pbn, "[DoubleDummyTricks \""));
  CHECK(has(pbn, "[OptimumScore \"NS "));
  // The written file reads back with the same analysis.
  CHECK(json::parse(f.ok({"analyse", f.dir.file("dd.pbn"), "--format", "json"}).out) == j);
  // Text for a person, in Spanish.
  const auto es = f.ok({"--lang", "es", "analyse", f.dir.file("h.pbn")});
  CHECK(has(es.out, "Tablero 1 \u00b7 Reparte: Norte"));
  CHECK(has(es.out, "Par: "));
}

TEST_CASE("bandeja deal EVENT: the boards are dealt once, and analyse and hand-records read them") {
  Dealt f;
  auto again = f.cli({"deal", "Club"});
  CHECK(again.status != 0);
  CHECK(has(again.err, "already has a hand record; give --replace"));
  const auto j = f.analysis();
  REQUIRE(j.size() == 10);
  CHECK_FALSE(j[9]["tricks"].is_null());
  f.ok({"hand-records", "Club", "--out", f.dir.file("sheet.html"), "--per-page", "2"});
  const auto sheet = slurp(f.dir.file("sheet.html"));
  CHECK(has(sheet, "Board <span class=\"n\">10<"));
  CHECK(has(sheet, "Par"));
  f.ok({"--lang", "es", "hand-records", "Club", "--out", f.dir.file("hoja.html")});
  CHECK(has(slurp(f.dir.file("hoja.html")), "Tablero <span class=\"n\">10<"));
  // The event's PBN export carries the analysis too.
  f.ok({"export", "pbn", "Club", "--out", f.dir.file("club.pbn")});
  CHECK(has(slurp(f.dir.file("club.pbn")), "[DoubleDummyTricks \""));
}

TEST_CASE("The prompt asks before it stores a trick count three or more from double dummy: n types it again, y stores it") {
  Dealt f;
  const std::string line = f.far_line();
  // Round 1, table 1 plays boards 1 and 2: board 1 refused once (n), then accepted (y).
  const auto run = f.ok({"enter", "Club", "--round", "1", "--table", "1"}, line + "\nn\n" + line + "\ny\nq\n");
  CHECK(has(run.out, "warning: check the tricks: 1NT by North took"));
  CHECK(has(run.out, "store it as typed? [y/N]"));
  const auto list = f.ok({"result", "list", "Club", "--board", "1"});
  CHECK(has(list.out, "1NT"));
  CHECK(has(f.ok({"status", "Club"}).out, "1 /"));  // one line stored, not two
}

TEST_CASE("A travellers file with lines the deal questions is refused, each named by its line, until --accept-warnings") {
  Dealt f;
  const std::string csv = f.write("r1.csv",
                                  "board,round,table,ns,ew,contract,declarer,result,score,lead\n"
                                  "1,1,1,1NS,1EW," + f.far_line().substr(0, 3) + ",N," + f.far_line().substr(6) + ",,\n");
  auto refused = f.cli({"enter", "Club", "--file", csv});
  CHECK(refused.status != 0);
  CHECK(has(refused.err, "line 2"));
  CHECK(has(refused.err, "check the tricks"));
  CHECK(has(refused.err, "--accept-warnings"));
  auto stored = f.ok({"enter", "Club", "--file", csv, "--accept-warnings"});
  CHECK(has(stored.out, "stored 1 line"));
  CHECK(has(stored.err, "warning: "));
}

TEST_CASE("A lead not in the leader's hand is refused at the prompt with the leader's holding, and the line typed again") {
  EventFile f;
  f.ok({"event", "new", "Club", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2"});
  f.write("deal.pbn",
          "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
          "[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n");
  f.ok({"import", "pbn", f.dir.file("deal.pbn"), "--into", "Club", "--skip-other-boards"});
  const auto run = f.ok({"enter", "Club", "--round", "1", "--table", "1"}, "4H S 10 SA\n4H S 10 S4\nq\n");
  CHECK(has(run.out, "the lead \u2660A is not in West's hand (West is on lead against South and holds \u26604 3 2)"));
  CHECK(has(f.ok({"result", "list", "Club", "--board", "1"}).out, "\u26604"));
}

TEST_CASE("bandeja import hands puts a dealing machine's, DealerMaster's and BBO's hand records on an event's boards, the format told from the content, and import pbn of such a file says what it is") {
  const std::string real = std::string(BANDEJA_SOURCE_DIR) + "/tests/fixtures/real/";
  EventFile f;
  // 3 tables, 3 rounds of 2 boards: boards 1 to 6.
  f.ok({"event", "new", "Club", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  const struct {
    const char* file;
    const char* said;
  } cases[] = {
      {"bigdeal-pbnjs/big-deal.dup", "2 hand records added to event 'Club' (a Duplimate .dup file)"},
      {"bigdeal-pbnjs/big-deal.bri", "2 hand records added to event 'Club' (a .bri file)"},
      {"bigdeal-pbnjs/big-deal.dge", "2 hand records added to event 'Club' (a .dge file)"},
      {"bigdeal-pbnjs/big-deal.dlm", "2 hand records added to event 'Club' (a DealerMaster .dlm file)"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.file);
    CHECK(has(f.ok({"import", "hands", real + c.file, "--into", "Club"}).out, c.said));
  }
  // The deal on board 1 is Big Deal's, as the event's PBN gives it.
  CHECK(has(f.ok({"export", "pbn", "Club"}).out, "N:AJ9.K9542.Q.AK93 K.QJ76.K98763.75 QT6543.AT.JT.T62 872.83.A542.QJ84"));
  // BBO's file holds 8 boards: the event plays 6, the others left out on request.
  const auto lin = f.cli({"import", "lin", real + "endplay/example1.lin", "--into", "Club"});
  CHECK(lin.status != 0);
  CHECK(has(lin.err, "board 7"));
  const auto kept = f.ok({"import", "lin", real + "endplay/example1.lin", "--into", "Club", "--skip-other-boards"});
  CHECK(has(kept.out, "6 hand records added to event 'Club' (a BBO .lin file)"));
  CHECK(has(kept.out, "7, 8"));
  // DealerMaster's 24 boards, 6 of them this event's; in Spanish.
  const auto es = f.ok({"--lang", "es", "import", "hands", real + "duplimate-to-html/1.dlm", "--into", "Club", "--skip-other-boards"});
  CHECK(has(es.out, "6 manos añadidas al evento 'Club' (un archivo DealerMaster .dlm)"));
  // A machine's file given as results: named for what it is.
  const auto as_results = f.cli({"import", "pbn", real + "bigdeal-pbnjs/big-deal.dup"});
  CHECK(as_results.status != 0);
  CHECK(has(as_results.err, "this is a Duplimate .dup file: it holds hand records, not results"));
  const auto unknown = f.cli({"import", "hands", real + "compscore/butler_mitchell-excerpt.xml", "--into", "Club"});
  CHECK(unknown.status != 0);
  CHECK(has(unknown.err, "the file is in none of the hand-record formats Bandeja reads"));
}
