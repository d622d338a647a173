// The published pages are valid HTML5: every page of three events, in both languages, passes
// the HTML validator from Debian's `tidy` package with no error and no warning.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <sys/wait.h>

#include "bandeja/formats/site.hpp"
#include "cli.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

// Runs a shell command; returns its exit status and what it printed (both streams).
std::pair<int, std::string> run(const std::string& cmd) {
  std::string out;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  REQUIRE(p != nullptr);
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

}  // namespace

TEST_CASE("Site pages are valid HTML5 by tidy: no errors, no warnings, in English and Spanish") {
  REQUIRE_MESSAGE(run("command -v tidy").first == 0, "tidy is missing: run `make deps` (Debian package tidy)");
  test::TempDir dir;
  int pages = 0;
  for (const auto& ev : {sample::mitchell(), sample::howell(), sample::imp_pairs()})
    for (Lang lang : {Lang::En, Lang::Es})
      for (const auto& [name, content] : render_site(ev, lang)) {
        if (!name.ends_with(".html")) continue;
        const std::string path = dir.file(name);
        std::ofstream(path) << content;
        // tidy exits 0 when the page has neither errors nor warnings, 1 on warnings, 2 on errors.
        auto [status, report] = run("tidy -q -e --show-warnings yes '" + path + "'");
        CHECK_MESSAGE(status == 0, name << (lang == Lang::Es ? " (es)" : " (en)") << ":\n" << report);
        ++pages;
      }
  CHECK(pages == 2 * (1 + 3 + 6) + 2 * (1 + 2 + 6) + 2 * (1 + 2 + 4));
}

TEST_CASE("Site validator check bites: tidy rejects a page with misnested elements") {
  REQUIRE(run("command -v tidy").first == 0);
  test::TempDir dir;
  std::ofstream(dir.file("bad.html")) << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>x</title>"
                                         "</head><body><table><p>bad</table></body></html>\n";
  CHECK(run("tidy -q -e '" + dir.file("bad.html") + "'").first != 0);
}
