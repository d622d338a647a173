// A whole evening end to end: the demo's 7-table Mitchell (scripts/demo-data) entered round by
// round, then published and exported. The ranking in the site, the PBN and the USEBIO files is
// `bandeja rank`'s, and importing either file gives an event that `bandeja rank` ranks the same.
#include <doctest/doctest.h>

#include <cmath>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "cli.hpp"
#include "tools.hpp"

using namespace bandeja;
using bandeja::test::run_cli;
using publish_test::contains;

namespace {

struct Evening {
  test::TempDir dir;
  std::string db = dir.file("club.db");
  Evening() {
    const std::string data = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/";
    auto ev = run_cli({"--db", db, "event", "new", "Evening", "--movement", "mitchell", "--tables", "7",
                       "--boards-per-round", "3"});
    REQUIRE_MESSAGE(ev.status == 0, ev.err);
    auto pairs = run_cli({"--db", db, "pairs", "Evening", "--file", data + "pairs.csv"});
    REQUIRE_MESSAGE(pairs.status == 0, pairs.err);
    for (int r = 1; r <= 7; ++r) {
      auto e = run_cli({"--db", db, "enter", "Evening", "--file", data + "round-" + std::to_string(r) + ".csv"});
      REQUIRE_MESSAGE(e.status == 0, e.err);
    }
  }
  std::string rank(const std::string& event, const std::string& format) {
    auto r = run_cli({"--db", db, "rank", event, "--format", format});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    return r.out;
  }
};

}  // namespace

TEST_CASE("Evening: the exported ranking and points are bandeja rank's, line by line") {
  Evening e;
  const auto rank = nlohmann::json::parse(e.rank("Evening", "json"));
  auto xml = run_cli({"--db", e.db, "export", "usebio", "Evening"});
  REQUIRE(xml.status == 0);
  auto rec = formats::read_usebio(xml.out);
  REQUIRE_MESSAGE(rec, (rec ? "" : rec.error().message));
  REQUIRE(rec->boards.size() == 21);
  REQUIRE(rec->ranking.size() == rank["pairs"].size());
  for (size_t i = 0; i < rec->ranking.size(); ++i) {
    const auto& want = rank["pairs"][i];
    const auto& got = rec->ranking[i];
    CHECK(got.entrant == want["pair"].get<std::string>());
    CHECK(got.place == want["place"].get<std::string>());
    CHECK(std::fabs(*got.total - want["total"].get<double>()) < 0.006);
    CHECK(std::fabs(*got.percent - want["percent"].get<double>()) < 0.006);
  }
  int lines = 0;
  for (size_t b = 0; b < rec->boards.size(); ++b) {
    const auto& jb = rank["boards"][b];
    REQUIRE(rec->boards[b].number == jb["board"].get<int>());
    REQUIRE(rec->boards[b].lines.size() == jb["lines"].size());
    for (size_t i = 0; i < jb["lines"].size(); ++i) {
      const auto& l = rec->boards[b].lines[i];
      const auto& jl = jb["lines"][i];
      CHECK(l.ns == jl["ns"].get<std::string>());
      if (jl["ns_points"].is_null()) continue;
      CHECK(std::fabs(*l.ns_points - jl["ns_points"].get<double>()) < 0.006);
      CHECK(std::fabs(*l.ew_points - jl["ew_points"].get<double>()) < 0.006);
      ++lines;
    }
  }
  CHECK(lines >= 140);
}

TEST_CASE("Evening: PBN and USEBIO exports import as events that bandeja rank ranks the same") {
  Evening e;
  for (const std::string format : {"pbn", "usebio"}) {
    const std::string file = e.dir.file("evening." + format);
    REQUIRE(run_cli({"--db", e.db, "export", format, "Evening", "--out", file}).status == 0);
    auto imp = run_cli({"--db", e.db, "import", format, file, "--event", "Copy " + format});
    REQUIRE_MESSAGE(imp.status == 0, imp.err);
    CHECK(contains(imp.out, "21 boards"));
    CHECK(contains(imp.out, "14 pairs"));
    CHECK(e.rank("Copy " + format, "csv") == e.rank("Evening", "csv"));
    CHECK(e.rank("Copy " + format, "json") == e.rank("Evening", "json"));
  }
}

TEST_CASE("Evening: the published ranking is bandeja rank's, and every page is valid HTML5") {
  Evening e;
  const std::string site = e.dir.file("site");
  auto pub = run_cli({"--db", e.db, "publish", "Evening", "--out", site});
  REQUIRE_MESSAGE(pub.status == 0, pub.err);
  CHECK(contains(pub.out, "(21 boards, 14 pairs, 37 files)"));
  const auto rank = nlohmann::json::parse(e.rank("Evening", "json"));
  const std::string index = publish_test::read(site + "/index.html");
  for (const auto& p : rank["pairs"]) {
    char pct[32];
    std::snprintf(pct, sizeof pct, "%.2f", p["percent"].get<double>());
    const std::string id = p["pair"].get<std::string>();
    CHECK_MESSAGE(contains(index, "<tr><td class=\"num\">" + p["place"].get<std::string>() + "</td><td><a href=\"pair-" + id +
                                      ".html\""),
                  id);
    CHECK_MESSAGE(contains(index, "<td class=\"num\">" + std::string(pct) + "</td></tr>"), id);
  }
  if (publish_test::run("command -v tidy").first == 0) {
    auto [status, report] = publish_test::run("for f in '" + site + "'/*.html; do tidy -q -e \"$f\" || exit 1; done");
    CHECK_MESSAGE(status == 0, report);
  }
}

TEST_CASE("Evening: export csv is a travellers CSV that import travellers reads back to the same ranking") {
  Evening e;
  const std::string csv = e.dir.file("travellers.csv");
  REQUIRE(run_cli({"--db", e.db, "export", "csv", "Evening", "--out", csv}).status == 0);
  auto imp = run_cli({"--db", e.db, "import", "travellers", csv, "--event", "From CSV"});
  REQUIRE_MESSAGE(imp.status == 0, imp.err);
  // Pair names are not in a travellers file: compare places, pairs and totals.
  auto strip_names = [](const std::string& ranking_csv) {
    std::string out;
    std::istringstream in(ranking_csv);
    for (std::string line; std::getline(in, line);) {
      std::vector<std::string> f;
      std::istringstream ls(line);
      for (std::string x; std::getline(ls, x, ',');) f.push_back(x);
      if (f.size() >= 6) out += f[0] + "," + f[1] + "," + f[2] + "," + f[f.size() - 2] + "," + f.back() + "\n";
    }
    return out;
  };
  CHECK(strip_names(e.rank("From CSV", "csv")) == strip_names(e.rank("Evening", "csv")));
  CHECK(strip_names(e.rank("Evening", "csv")).size() > 100);
}
