// `bandeja publish --session`: two sections of one night published through the real binary,
// together (one site ranking the whole field, pairs named A1NS) and apart (a front page and a
// site per section in A/ and B/), in English and Spanish, every page valid HTML5 by tidy.
//
// The night: sections A and B, each a 3-table Mitchell made with `event new --session`, the
// first round entered with `enter` (boards 1-6, one line per board in each section), so every
// board's field traveller holds one line of each section.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "bandeja/formats/event_record.hpp"
#include "cli.hpp"
#include "tools.hpp"

using bandeja::test::run_cli;
using publish_test::contains;

namespace {

struct Night {
  bandeja::test::TempDir dir;
  std::string db = dir.file("club.db");
  bandeja::test::CliRun cli(std::vector<std::string> args) const {
    args.insert(args.begin(), {"--db", db});
    return run_cli(args);
  }
  void ok(const std::vector<std::string>& args) const {
    auto r = cli(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
  explicit Night(const std::string& scope) {
    ok({"session", "new", "Tuesday", "--date", "2026-11-29", "--scope", scope});
    for (const std::string sec : {"A", "B"})
      ok({"event", "new", "Tuesday " + sec, "--movement", "mitchell", "--tables", "3", "--session", "Tuesday",
          "--section", sec});
    ok({"pairs", "Tuesday A", "1NS", "Ana García", "Luis Pérez"});
    ok({"pairs", "Tuesday B", "2EW", "Pat O'Brien", "Jo Smith"});
    // Round 1: table T plays boards 2T-1 and 2T. NS scores, different in each section.
    const char* a[] = {"420", "4S N 9", "-100", "110", "3NT S 10", "-50"};
    const char* b[] = {"450", "-100", "-100", "140", "3NT S 9", "200"};
    for (int board = 1; board <= 6; ++board) {
      const std::string table = std::to_string((board + 1) / 2);
      ok({"enter", "Tuesday A", "--round", "1", "--table", table, "--board", std::to_string(board), "--", a[board - 1]});
      ok({"enter", "Tuesday B", "--round", "1", "--table", table, "--board", std::to_string(board), "--", b[board - 1]});
    }
  }
};

// Every .html file under `root` (recursively) passes tidy; returns how many there are.
int check_tidy(const std::string& root) {
  int pages = 0;
  for (const auto& f : std::filesystem::recursive_directory_iterator(root)) {
    if (f.path().extension() != ".html") continue;
    ++pages;
    auto [status, report] = publish_test::run("tidy -q -e --show-warnings yes '" + f.path().string() + "'");
    CHECK_MESSAGE(status == 0, f.path().string() << "\n" << report);
  }
  return pages;
}

// The ranking row of pair `id` on an index page ("" when there is none).
std::string row_of(const std::string& index, const std::string& id) {
  const auto at = index.find("<a href=\"pair-" + id + ".html\"");
  if (at == std::string::npos) return "";
  const auto from = index.rfind("<tr>", at);
  return index.substr(from, index.find("</tr>", at) - from);
}

std::string two_decimals(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

}  // namespace

TEST_CASE("bandeja publish --session --together: the index ranks the whole field as rank --session does, a board page holds both sections' lines") {
  REQUIRE_MESSAGE(publish_test::run("command -v tidy").first == 0, "tidy is missing: run `make deps`");
  Night n("section");  // the session is scored apart; --together overrides it
  auto rank = n.cli({"rank", "--session", "Tuesday", "--together", "--format", "json"});
  REQUIRE_MESSAGE(rank.status == 0, rank.err);
  const auto j = nlohmann::json::parse(rank.out);
  REQUIRE(j["pairs"].size() == 12);

  const std::string site = n.dir.file("site");
  auto r = n.cli({"publish", "--session", "Tuesday", "--together", "--out", site});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(contains(r.out, site + "/index.html (6 boards, 12 pairs"));
  CHECK(check_tidy(site) == 1 + 6 + 12);

  const std::string index = publish_test::read(site + "/index.html");
  CHECK(contains(index, "<h1>Tuesday</h1>"));
  CHECK(contains(index, "Ranking \u2013 North-South"));
  for (const auto& p : j["pairs"]) {
    const std::string id = p["pair"];
    const std::string row = row_of(index, id);
    REQUIRE_MESSAGE(!row.empty(), id << " is not ranked on the index");
    CHECK_MESSAGE(contains(row, "<td class=\"num\">" + std::string(p["place"]) + "</td>"), row);
    CHECK_MESSAGE(contains(row, "<td class=\"num\">" + bandeja::formats::number_text(p["total"].get<double>()) +
                                    "</td><td class=\"num\">" + two_decimals(p["percent"].get<double>()) + "</td>"),
                  row);
  }
  CHECK(contains(row_of(index, "A1NS"), "<td>Ana García \u2013 Luis Pérez</td>"));
  CHECK(contains(row_of(index, "B2EW"), "<td>Pat O&#39;Brien \u2013 Jo Smith</td>"));

  // Board 1: A1NS +420 and B1NS +450 compared together; the field's points on both lines.
  double a1 = -1, b1 = -1;
  for (const auto& b : j["boards"])
    if (b["board"] == 1)
      for (const auto& l : b["lines"]) (b["section"] == "A" ? a1 : b1) = l["ns_points"].get<double>();
  const std::string board = publish_test::read(site + "/board-1.html");
  CHECK(contains(board, "href=\"pair-A1NS.html\""));
  CHECK(contains(board, "href=\"pair-B1NS.html\""));
  CHECK(contains(board, "<td class=\"num\">420</td>"));
  CHECK(contains(board, "<td class=\"num\">450</td>"));
  CHECK(a1 < b1);  // +420 loses to +450 across the field
  CHECK(contains(board, "<td class=\"num\">" + bandeja::formats::number_text(a1) + "</td>"));
  CHECK(contains(board, "<td class=\"num\">" + bandeja::formats::number_text(b1) + "</td>"));
  // A pair's score card is the field's.
  CHECK(contains(publish_test::read(site + "/pair-B1NS.html"), "board-1.html"));
}

TEST_CASE("bandeja publish --session: a session ranked across the field publishes the field by default, in Spanish too") {
  Night n("field");
  const std::string site = n.dir.file("sitio");
  auto r = n.cli({"--lang", "es", "publish", "--session", "Tuesday", "--out", site});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(contains(r.out, "publicado: " + site + "/index.html (6 tableros, 12 parejas"));
  CHECK(check_tidy(site) == 1 + 6 + 12);
  const std::string index = publish_test::read(site + "/index.html");
  CHECK(contains(index, "<html lang=\"es\">"));
  CHECK(contains(index, "Clasificación \u2013 Norte-Sur"));
  CHECK(contains(index, "Clasificación \u2013 Este-Oeste"));
  CHECK(!row_of(index, "A3EW").empty());
  CHECK(!row_of(index, "B3EW").empty());
  CHECK(!std::filesystem::exists(site + "/A"));
}

TEST_CASE("bandeja publish --session --apart: a front page linking each section's own site in A/ and B/") {
  REQUIRE_MESSAGE(publish_test::run("command -v tidy").first == 0, "tidy is missing: run `make deps`");
  Night n("field");  // --apart overrides the session's scope
  for (const std::string lang : {"en", "es"}) {
    const std::string site = n.dir.file("site-" + lang);
    auto r = n.cli({"--lang", lang, "publish", "--session", "Tuesday", "--apart", "--out", site});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    CHECK(check_tidy(site) == 1 + 2 * (1 + 6 + 6));
    const std::string front = publish_test::read(site + "/index.html");
    CHECK(contains(front, "<h1>Tuesday</h1>"));
    CHECK(contains(front, "<a href=\"A/index.html\">Tuesday A</a>"));
    CHECK(contains(front, "<a href=\"B/index.html\">Tuesday B</a>"));
    CHECK(contains(front, lang == "en" ? "<th scope=\"col\">Section</th>" : "<th scope=\"col\">Sección</th>"));
    CHECK(std::filesystem::exists(site + "/style.css"));
    // Each section's site is what `bandeja publish EVENT` writes for it.
    for (const std::string sec : {"A", "B"}) {
      const std::string alone = n.dir.file("alone-" + lang + sec);
      auto e = n.cli({"--lang", lang, "publish", "Tuesday " + sec, "--out", alone});
      REQUIRE_MESSAGE(e.status == 0, e.err);
      for (const auto& f : std::filesystem::directory_iterator(alone))
        CHECK_MESSAGE(publish_test::read(f.path().string()) ==
                          publish_test::read(site + "/" + sec + "/" + f.path().filename().string()),
                      sec << "/" << f.path().filename().string());
    }
    const std::string a = publish_test::read(site + "/A/index.html");
    CHECK(contains(a, lang == "en" ? "Ranking \u2013 North-South" : "Clasificación \u2013 Norte-Sur"));
    CHECK(contains(a, "href=\"pair-1NS.html\""));
    CHECK(!contains(a, "pair-A1NS"));
  }
}

TEST_CASE("bandeja publish --session: a missing session, or --apart without --session, is a clear error") {
  Night n("section");
  auto r = n.cli({"publish", "--session", "Friday", "--out", n.dir.file("x")});
  CHECK(r.status == 1);
  CHECK(contains(r.err, "error: "));
  CHECK(contains(r.err, "Friday"));
  r = n.cli({"publish", "Tuesday A", "--apart", "--out", n.dir.file("x")});
  CHECK(r.status == 1);
  CHECK(contains(r.err, "error: --together and --apart publish a session's sections; add --session SESSION"));
  r = n.cli({"publish", "--out", n.dir.file("x")});
  CHECK(r.status == 1);
  CHECK(contains(r.err, "error: name one event (bandeja publish EVENT) or one session"));
  CHECK(!std::filesystem::exists(n.dir.file("x")));
}
