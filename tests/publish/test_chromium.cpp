// What a reader sees: the published pages opened in headless Chromium (Debian's `chromium`).
// The DOM Chromium builds holds the ranking rows, a traveller line and a score card line, and a
// screenshot of each page is drawn. Skipped only when Chromium is absent and CI is unset; under
// CI=true it runs (the Makefile installs chromium).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>

#include "bandeja/formats/pbn.hpp"
#include "cli.hpp"
#include "sample_events.hpp"
#include "tools.hpp"

using namespace bandeja;
using bandeja::test::run_cli;
using publish_test::contains;

namespace {

bool chromium_present() { return publish_test::run("command -v chromium").first == 0; }
bool under_ci() {
  const char* ci = std::getenv("CI");
  return ci && *ci && std::string(ci) != "false" && std::string(ci) != "0";
}

std::string chromium(const std::string& profile, const std::string& args) {
  return "timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
         "--disable-background-networking --disable-component-update --disable-sync --user-data-dir='" +
         profile + "' " + args;
}

// The text a reader sees in the DOM: tags dropped, entities decoded, white space collapsed.
std::string visible_text(const std::string& dom) {
  std::string body = dom;
  body = std::regex_replace(body, std::regex("<style[\\s\\S]*?</style>"), " ");
  body = std::regex_replace(body, std::regex("<title>[\\s\\S]*?</title>"), " ");
  body = std::regex_replace(body, std::regex("<[^>]*>"), " ");
  for (auto [from, to] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&nbsp;", " "}, {"&amp;", "&"}})
    body = std::regex_replace(body, std::regex(from), to);
  body = std::regex_replace(body, std::regex("\\s+"), " ");
  return body;
}

}  // namespace

TEST_CASE("Chromium shows the ranking rows, a traveller and a pair's score card") {
  if (!chromium_present()) {
    REQUIRE_MESSAGE(!under_ci(), "CI is set but chromium is missing: the Makefile's deps install it");
    MESSAGE("chromium is not installed: skipped (install it with `make deps`)");
    return;
  }
  test::TempDir dir;
  publish_test::write(dir.file("m.pbn"), formats::write_pbn(sample::mitchell()));
  REQUIRE(run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("m.pbn"), "--event", "Tuesday"}).status == 0);
  const std::string site = dir.file("site");
  REQUIRE(run_cli({"--db", dir.file("x.db"), "publish", "Tuesday", "--out", site}).status == 0);

  auto dom = [&](const std::string& page) {
    const std::string profile = dir.file("profile-" + page);
    auto [status, out] = publish_test::run(chromium(profile, "--dump-dom 'file://" + site + "/" + page + "' 2>/dev/null"));
    REQUIRE_MESSAGE(status == 0, out);
    REQUIRE_MESSAGE(contains(out, "</html>"), out);
    return visible_text(out);
  };

  const std::string index = dom("index.html");
  CHECK(contains(index, "Ranking \u2013 North-South Place Pair Names Total % "
                        "1 1NS Ana García \u2013 Luis Pérez 4 66.67 "
                        "2 3NS Kim Lee \u2013 Sam Roe 3 50.00 "
                        "3 2NS Pat O'Brien \u2013 Jo <Sons> 2 33.33"));
  CHECK(contains(index, "1 2EW Mia Sol \u2013 Tom & Jerry 5 83.33"));

  const std::string board = dom("board-1.html");
  CHECK(contains(board, "Board 1 Dealer: North \u00b7 Vulnerable: None"));
  CHECK(contains(board, "North \u2660 A K Q J \u2665 10 9 8 \u2666 7 6 5 \u2663 4 3 2"));
  CHECK(contains(board, "2 2 2NS 3EW 4\u2660 N \u26662 11 450 2 0"));

  const std::string pair = dom("pair-1EW.html");
  CHECK(contains(pair, "Pair 1EW Eva Díaz \u2013 Raúl Gil Place: 2 \u00b7 Total: 4 \u00b7 66.67%"));
  CHECK(contains(pair, "3 2 EW 2NS 4\u2665X W 790 2 100.00"));

  // A screenshot is drawn (a PNG of the page, not an empty file).
  const std::string png = dir.file("index.png");
  auto [status, out] = publish_test::run(
      chromium(dir.file("profile-shot"), "--window-size=1000,800 --screenshot='" + png + "' 'file://" + site + "/index.html'"));
  REQUIRE_MESSAGE(status == 0, out);
  REQUIRE(std::filesystem::exists(png));
  CHECK(std::filesystem::file_size(png) > 10000);
  CHECK(publish_test::read(png).substr(1, 3) == "PNG");
}
