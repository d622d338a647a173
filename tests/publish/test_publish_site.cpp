// `bandeja publish` writes the site to a folder: every page valid HTML5 (tidy), in English and
// Spanish, with the ranking Bandeja computed.
#include <doctest/doctest.h>

#include <filesystem>

#include "bandeja/formats/pbn.hpp"
#include "cli.hpp"
#include "sample_events.hpp"
#include "tools.hpp"

using namespace bandeja;
using bandeja::test::run_cli;
using publish_test::contains;

TEST_CASE("bandeja publish: ranking, a page per board and per pair, and the hand records, all valid HTML5 by tidy") {
  REQUIRE_MESSAGE(publish_test::run("command -v tidy").first == 0, "tidy is missing: run `make deps`");
  test::TempDir dir;
  publish_test::write(dir.file("m.pbn"), formats::write_pbn(sample::mitchell()));
  REQUIRE(run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("m.pbn"), "--event", "Tuesday"}).status == 0);
  for (const std::string lang : {"en", "es"}) {
    const std::string site = dir.file("site-" + lang);
    auto r = run_cli({"--db", dir.file("x.db"), "--lang", lang, "publish", "Tuesday", "--out", site});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    CHECK(contains(r.out, site + "/index.html"));
    int pages = 0;
    for (const auto& f : std::filesystem::directory_iterator(site)) {
      if (f.path().extension() != ".html") continue;
      ++pages;
      auto [status, report] = publish_test::run("tidy -q -e --show-warnings yes '" + f.path().string() + "'");
      CHECK_MESSAGE(status == 0, f.path().string() << "\n" << report);
    }
    CHECK(pages == 1 + 3 + 6 + 1);  // ranking, boards, pairs and the hand records (board 1 has one)
    const std::string index = publish_test::read(site + "/index.html");
    CHECK(contains(index, lang == "en" ? "Ranking \u2013 North-South" : "Clasificación \u2013 Norte-Sur"));
    // Spanish writes a decimal comma.
    CHECK(contains(index, std::string("<td>Pat O&#39;Brien \u2013 Jo &lt;Sons&gt;</td><td class=\"num\">2</td><td class=\"num\">") +
                              (lang == "en" ? "33.33" : "33,33") + "</td>"));
  }
}

TEST_CASE("bandeja publish: a one-board event's board page has no empty navigation (tidy-clean)") {
  REQUIRE_MESSAGE(publish_test::run("command -v tidy").first == 0, "tidy is missing: run `make deps`");
  test::TempDir dir;
  auto one = sample::mitchell();
  one.boards.resize(1);
  publish_test::write(dir.file("m.pbn"), formats::write_pbn(one));
  REQUIRE(run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("m.pbn"), "--event", "One"}).status == 0);
  const std::string site = dir.file("site");
  auto r = run_cli({"--db", dir.file("x.db"), "publish", "One", "--out", site});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const std::string page = site + "/board-" + std::to_string(one.boards[0].number) + ".html";
  CHECK_FALSE(contains(publish_test::read(page), "<nav></nav>"));
  auto [status, report] = publish_test::run("tidy -q -e --show-warnings yes '" + page + "'");
  CHECK_MESSAGE(status == 0, report);
}

TEST_CASE("bandeja publish: an unknown event or an unwritable folder is a clear error") {
  test::TempDir dir;
  auto none = run_cli({"--db", dir.file("x.db"), "publish", "Nope", "--out", dir.file("site")});
  CHECK(none.status == 1);
  CHECK(contains(none.err, "error: there is no event file"));  // and it made none
  publish_test::write(dir.file("m.pbn"), formats::write_pbn(sample::howell()));
  REQUIRE(run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("m.pbn"), "--event", "H"}).status == 0);
  auto r = run_cli({"--db", dir.file("x.db"), "publish", "Nope", "--out", dir.file("site")});
  CHECK(r.status == 1);
  CHECK(contains(r.err, "error: there is no event 'Nope'"));
  publish_test::write(dir.file("afile"), "x");
  auto w = run_cli({"--db", dir.file("x.db"), "publish", "H", "--out", dir.file("afile") + "/site"});
  CHECK(w.status == 1);
  CHECK(contains(w.err, "error: cannot create the folder"));
}
