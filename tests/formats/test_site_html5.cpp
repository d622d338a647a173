// The published pages are valid HTML5: every page of three events, in both languages, passes
// the HTML validator from Debian's `tidy` package with no error and no warning; so do a board
// page with its double-dummy analysis and the printed hand-record sheets.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <sys/wait.h>

#include "bandeja/present/hand_records.hpp"
#include "bandeja/present/site.hpp"
#include "cli.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace bandeja::present;

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
  // The Mitchell has a hand record: its site has the hand-record page too.
  CHECK(pages == 2 * (1 + 3 + 6 + 1) + 2 * (1 + 2 + 6) + 2 * (1 + 2 + 4));
}

namespace {

// A board with a hand record and a made-up analysis (the numbers need only be numbers here).
Board analysed(int n) {
  Board b = sample::mitchell().boards[0];
  b.number = n;
  b.dealer = score::dealer(n);
  b.vulnerability = score::vulnerability(n);
  deal::DoubleDummy dd;
  for (auto& seat : dd.tricks) seat = {7, 8, 6, 9, 10};
  b.analysis = deal::Analysis{dd, deal::Par{n % 3 == 0 ? 0 : 420, {}}};
  if (n % 3 != 0) b.analysis->par.contracts = {*deal::parse_par_contract("4S N"), *deal::parse_par_contract("4H S")};
  return b;
}

// tidy's verdict on `html` written to `path`: 0 with neither errors nor warnings.
std::pair<int, std::string> tidy(const std::string& path, const std::string& html) {
  std::ofstream(path) << html;
  return run("tidy -q -e --show-warnings yes '" + path + "'");
}

}  // namespace

TEST_CASE("Site board pages with a double-dummy table and par are valid HTML5 by tidy, in English and Spanish") {
  REQUIRE_MESSAGE(run("command -v tidy").first == 0, "tidy is missing: run `make deps` (Debian package tidy)");
  test::TempDir dir;
  EventRecord ev = sample::mitchell();
  ev.boards[0] = analysed(1);
  ev.boards[0].lines = sample::mitchell().boards[0].lines;
  for (Lang lang : {Lang::En, Lang::Es}) {
    auto [status, report] = tidy(dir.file("board-1.html"), render_site(ev, lang).at("board-1.html"));
    CHECK_MESSAGE(status == 0, (lang == Lang::Es ? "(es)" : "(en)") << ":\n" << report);
  }
}

TEST_CASE("Hand-record sheets are valid HTML5 by tidy: every boards a page, both papers, both languages, and an empty sheet") {
  REQUIRE_MESSAGE(run("command -v tidy").first == 0, "tidy is missing: run `make deps` (Debian package tidy)");
  test::TempDir dir;
  std::vector<Board> boards;
  for (int n = 1; n <= 7; ++n) boards.push_back(analysed(n));
  boards[6].analysis.reset();
  for (int per : kSheetPerPage)
    for (Paper paper : {Paper::A4, Paper::Letter})
      for (Lang lang : {Lang::En, Lang::Es}) {
        const HandRecordSheet sheet{"Tuesday <pairs> & \"friends\"", "2026-11-24", boards, per, paper};
        auto [status, report] = tidy(dir.file("sheet.html"), hand_record_sheet_html(sheet, lang));
        CHECK_MESSAGE(status == 0, per << " a page" << (lang == Lang::Es ? " (es)" : " (en)") << ":\n" << report);
      }
  auto [status, report] = tidy(dir.file("empty.html"), hand_record_sheet_html(HandRecordSheet{}, Lang::En));
  CHECK_MESSAGE(status == 0, "no boards:\n" << report);
}

TEST_CASE("Site validator check bites: tidy rejects a page with misnested elements") {
  REQUIRE(run("command -v tidy").first == 0);
  test::TempDir dir;
  std::ofstream(dir.file("bad.html")) << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>x</title>"
                                         "</head><body><table><p>bad</table></body></html>\n";
  CHECK(run("tidy -q -e '" + dir.file("bad.html") + "'").first != 0);
}
