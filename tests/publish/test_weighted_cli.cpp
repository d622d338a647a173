// End to end through the real binary: a weighted adjusted score (Law 12C1(c)) entered every
// way a director enters results, listed, audited, ranked, published, exported and imported
// again; and opening leads typed in the director's language, shown with suit symbols.
//
// The board is the one worked by hand in tests/formats/test_weighted.cpp (board 1, nobody
// vulnerable, top 3): +450 (3 / 0), +420 (1.7 / 1.3), -50 (0.2 / 2.8) and the weighted
// 60% +420 / 40% -50 (0.6 x 1.5 + 0.4 x 0.5 = 1.1 / 1.9).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "cli.hpp"
#include "tools.hpp"

using bandeja::test::run_cli;
using publish_test::contains;

namespace {

const char* kTravellers =
    "board,round,table,ns,ew,contract,declarer,result,score,lead\n"
    "1,1,1,1NS,1EW,4S,N,11,450,C5\n"
    "1,1,2,2NS,2EW,4S,N,10,420,\n"
    "1,1,3,3NS,3EW,,,,-50,\n"
    "1,1,4,4NS,4EW,,,,W60:420/40:-50,\n";

// NS and EW points of the line with pairs ns-ew on board 1, from `rank --format json`.
std::pair<double, double> points(const std::string& json, const std::string& ns) {
  auto j = nlohmann::json::parse(json);
  for (const auto& b : j["boards"])
    if (b["board"] == 1)
      for (const auto& l : b["lines"])
        if (l["ns"] == ns) return {l["ns_points"].get<double>(), l["ew_points"].get<double>()};
  return {-1, -1};
}

struct Imported {
  bandeja::test::TempDir dir;
  std::string db = dir.file("club.db");
  Imported() {
    publish_test::write(dir.file("t.csv"), kTravellers);
    auto r = run_cli({"--db", db, "import", "travellers", dir.file("t.csv"), "--event", "w"});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
};

}  // namespace

TEST_CASE("Law 12C1(c): a weighted score 60% +420 / 40% -50 imported from travellers is listed, ranked 1.1 / 1.9 and published with both parts") {
  Imported ev;
  auto list = run_cli({"--db", ev.db, "result", "list", "w"});
  REQUIRE_MESSAGE(list.status == 0, list.err);
  CHECK(contains(list.out, "weighted 60% +420 / 40% \u221250"));
  CHECK(contains(list.out, "4S N +1 \u26635"));
  auto es = run_cli({"--db", ev.db, "--lang", "es", "result", "list", "w"});
  CHECK(contains(es.out, "ponderada 60% +420 / 40% \u221250"));
  CHECK(contains(es.out, "4P N +1 \u26635"));

  auto rank = run_cli({"--db", ev.db, "rank", "w", "--format", "json"});
  REQUIRE_MESSAGE(rank.status == 0, rank.err);
  auto [wns, wew] = points(rank.out, "4NS");
  CHECK(wns == doctest::Approx(1.1));
  CHECK(wew == doctest::Approx(1.9));
  CHECK(points(rank.out, "2NS").first == doctest::Approx(1.7));
  CHECK(points(rank.out, "3NS").first == doctest::Approx(0.2));
  CHECK(points(rank.out, "1NS").first == doctest::Approx(3));
  CHECK(contains(rank.out, "\"adjusted\": \"60% +420, 40% -50\""));

  const std::string site = ev.dir.file("site");
  auto pub = run_cli({"--db", ev.db, "--lang", "es", "publish", "w", "--out", site});
  REQUIRE_MESSAGE(pub.status == 0, pub.err);
  const std::string board = publish_test::read(site + "/board-1.html");
  CHECK(contains(board, "ponderada"));
  CHECK(contains(board, "60% +420 / 40% \u221250"));
  CHECK(contains(board, "<td>\u26635</td>"));
  CHECK(contains(publish_test::read(site + "/pair-4EW.html"), "60% \u2212420 / 40% +50"));

  auto text = run_cli({"--db", ev.db, "export", "csv", "w"});
  REQUIRE_MESSAGE(text.status == 0, text.err);
  CHECK(contains(text.out, "W60:420/40:-50"));
}

TEST_CASE("Law 12C1(c): a weighted line survives export and import in PBN and USEBIO with the same points") {
  for (const std::string fmt : {"pbn", "usebio"}) {
    CAPTURE(fmt);
    Imported ev;
    const std::string file = ev.dir.file("out." + fmt);
    auto exp = run_cli({"--db", ev.db, "export", fmt, "w", "--out", file});
    REQUIRE_MESSAGE(exp.status == 0, exp.err);
    CHECK(contains(publish_test::read(file), "W60:420/40:-50"));
    auto imp = run_cli({"--db", ev.db, "import", fmt, file, "--event", "again"});
    REQUIRE_MESSAGE(imp.status == 0, imp.err);
    auto list = run_cli({"--db", ev.db, "result", "list", "again"});
    CHECK(contains(list.out, "weighted 60% +420 / 40% \u221250"));
    CHECK(contains(list.out, "\u26635"));
    auto rank = run_cli({"--db", ev.db, "rank", "again", "--format", "json"});
    REQUIRE_MESSAGE(rank.status == 0, rank.err);
    CHECK(points(rank.out, "4NS").first == doctest::Approx(1.1));
    CHECK(points(rank.out, "4NS").second == doctest::Approx(1.9));
  }
}

TEST_CASE("Law 12C1(c): enter one line, the prompt and result edit accept a weighted score and check each part against the board's vulnerability") {
  bandeja::test::TempDir dir;
  const std::string db = dir.file("club.db");
  auto made = run_cli({"--db", db, "event", "new", "m", "--movement", "mitchell", "--tables", "3",
                       "--boards-per-round", "2"});
  REQUIRE_MESSAGE(made.status == 0, made.err);

  // One line.
  auto one = run_cli({"--db", db, "enter", "m", "--round", "1", "--table", "1", "--board", "1",
                      "W", "60%", "420", "/", "40%", "-50"});
  REQUIRE_MESSAGE(one.status == 0, one.err);
  CHECK(contains(one.out, "weighted 60% +420 / 40% \u221250"));

  // A part no contract can score with this board's vulnerability is refused, nothing stored:
  // board 2, North-South vulnerable: NS +420 (4S= not vulnerable) cannot happen.
  auto bad = run_cli({"--db", db, "enter", "m", "--round", "1", "--table", "1", "--board", "2",
                      "W60:420/40:-100"});
  CHECK(bad.status != 0);
  CHECK(contains(bad.err, "error: score: the weighted part 60% 420 is not a score any contract can make on board 2"));
  auto bad_es = run_cli({"--db", db, "--lang", "es", "enter", "m", "--round", "1", "--table", "1",
                         "--board", "2", "P60:420/40:-100"});
  CHECK(bad_es.status != 0);
  CHECK(contains(bad_es.err, "la parte ponderada 60% 420 no la puede obtener ningún contrato en el tablero 2"));

  // The prompt: board 2 gets a vulnerable weighted score, in Spanish with P for ponderada.
  auto prompt = run_cli({"--db", db, "--lang", "es", "enter", "m", "--round", "1", "--table", "1"},
                        "P50:620/50:-100\nq\n");
  REQUIRE_MESSAGE(prompt.status == 0, prompt.err);
  CHECK(contains(prompt.out, "ponderada 50% +620 / 50% \u2212100"));

  // result edit: the first line becomes another weighted score; the audit shows both.
  auto list = run_cli({"--db", db, "result", "list", "m", "--board", "1"});
  REQUIRE(list.status == 0);
  CHECK(contains(list.out, "weighted 60% +420 / 40% \u221250"));
  const auto id_at = list.out.find('\n') + 1;
  const std::string id = std::to_string(std::stoi(list.out.substr(id_at)));
  auto edit = run_cli({"--db", db, "result", "edit", "m", id, "W33.34:420/33.33:450/33.33:-50"});
  REQUIRE_MESSAGE(edit.status == 0, edit.err);
  CHECK(contains(edit.out, "weighted 33.34% +420 / 33.33% +450 / 33.33% \u221250"));
  auto audit = run_cli({"--db", db, "audit", "m"});
  REQUIRE(audit.status == 0);
  CHECK(contains(audit.out, "weighted 60% +420 / 40% \u221250 \u2192 weighted 33.34% +420"));

  // status counts a weighted line as a result in.
  auto status = run_cli({"--db", db, "status", "m", "--round", "1"});
  REQUIRE(status.status == 0);
  CHECK_FALSE(contains(status.out, "1NS v 1EW"));  // table 1 has both boards

  // A weighted score takes no contract in the travellers CSV.
  publish_test::write(dir.file("bad.csv"),
                      "board,round,table,ns,ew,contract,declarer,result,score\n"
                      "3,1,2,2NS,2EW,4S,N,10,W60:420/40:-50\n");
  auto csv = run_cli({"--db", db, "enter", "m", "--file", dir.file("bad.csv")});
  CHECK(csv.status != 0);
  CHECK(contains(csv.err, "line 2, column score: score 'W60:420/40:-50': a weighted score goes without a contract"));
}

TEST_CASE("Leads: --lang es C5 is stored as the five of hearts and shown as \u26655 in both languages") {
  bandeja::test::TempDir dir;
  const std::string db = dir.file("club.db");
  REQUIRE(run_cli({"--db", db, "event", "new", "m", "--movement", "mitchell", "--tables", "3",
                   "--boards-per-round", "2"}).status == 0);
  auto es = run_cli({"--db", db, "--lang", "es", "enter", "m", "--round", "1", "--table", "1",
                     "--board", "1", "4P", "N", "10", "C5"});
  REQUIRE_MESSAGE(es.status == 0, es.err);
  CHECK(contains(es.out, "4P N = \u26655"));
  auto en = run_cli({"--db", db, "enter", "m", "--round", "1", "--table", "1", "--board", "2",
                     "4S", "N", "10", "C5"});
  REQUIRE_MESSAGE(en.status == 0, en.err);
  CHECK(contains(en.out, "4S N = \u26635"));
  auto list = run_cli({"--db", db, "--lang", "es", "result", "list", "m"});
  CHECK(contains(list.out, "4P N = \u26655"));
  CHECK(contains(list.out, "4P N = \u26635"));
  // Files keep the stored form: H5 for the Spanish C5, C5 for the English one.
  auto pbn = run_cli({"--db", db, "export", "pbn", "m"});
  REQUIRE(pbn.status == 0);
  auto rec = bandeja::formats::read_pbn(pbn.out);
  REQUIRE_MESSAGE(rec, (rec ? "" : rec.error().message));
  std::vector<std::string> leads;
  for (const auto& b : rec->boards)
    for (const auto& l : b.lines)
      if (auto p = std::get_if<bandeja::score::Played>(&l.entry)) leads.push_back(p->lead.value_or(""));
  CHECK(leads == std::vector<std::string>{"H5", "C5"});
  // A lead that is no card is refused, naming the field.
  auto bad = run_cli({"--db", db, "enter", "m", "--round", "1", "--table", "2", "--board", "3",
                      "4S", "N", "10", "X5"});
  CHECK(bad.status != 0);
  CHECK(contains(bad.err, "error: lead 'X5' is not a card"));
}
