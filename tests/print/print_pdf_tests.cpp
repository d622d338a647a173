// The CLI's printer (apps/bandeja/print_pdf.cpp) with stand-in browsers: small shell scripts
// named chromium that fail, hang or print, found through the search path the test gives, so
// every outcome is checked in a second without Chromium. The real Chromium prints in
// hand_records_pdf.sh.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/stat.h>

#include "bandeja/present/messages.hpp"
#include "cli.hpp"
#include "print_pdf.hpp"

using namespace bandeja;
using bandeja::test::has;
using bandeja::test::slurp;
using bandeja::test::TempDir;
namespace fs = std::filesystem;

namespace {

// An executable script `name` in `dir` running `body`.
void script(const TempDir& dir, const std::string& name, const std::string& body) {
  const std::string path = dir.file(name);
  std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
  fs::permissions(path, fs::perms::owner_all);
}

app::PdfOptions in(const TempDir& dir, std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
  app::PdfOptions o;
  o.search_path = dir.path;
  o.timeout = timeout;
  return o;
}

}  // namespace

TEST_CASE("PDF: with no browser in the path the error is cli.no_chromium, which says to install chromium with apt or print from a browser") {
  TempDir empty, out;
  auto r = app::html_to_pdf("<!DOCTYPE html><title>x</title>", out.file("x.pdf"), in(empty));
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "cli.no_chromium");
  CHECK(present::known(r.error().code));
  CHECK(has(present::render(r.error(), Lang::En), "sudo apt install chromium"));
  CHECK(has(present::render(r.error(), Lang::En), "print it from there"));
  CHECK(has(present::render(r.error(), Lang::Es), "sudo apt install chromium"));
  CHECK(has(present::render(r.error(), Lang::Es), "imprímala desde allí"));
  CHECK_FALSE(fs::exists(out.file("x.pdf")));
}

TEST_CASE("PDF: the browser looked for is chromium, else chromium-browser, else google-chrome, executable files only") {
  TempDir a, b;
  std::ofstream(a.file("chromium")) << "not executable\n";
  script(a, "google-chrome", "exit 0");
  script(b, "chromium-browser", "exit 0");
  CHECK(app::find_pdf_browser(a.path + ":" + b.path) == fs::path(b.file("chromium-browser")));
  script(b, "chromium", "exit 0");
  CHECK(app::find_pdf_browser(a.path + ":" + b.path) == fs::path(b.file("chromium")));
  CHECK(app::find_pdf_browser(a.path) == fs::path(a.file("google-chrome")));
  CHECK_FALSE(app::find_pdf_browser("").has_value());
  CHECK_FALSE(app::find_pdf_browser("::").has_value());
}

TEST_CASE("PDF: the browser prints a private copy of the page, headless with no header or footer, and the PDF lands where asked") {
  TempDir bin, out;
  // The stand-in: notes its arguments, the page's folder mode and the page, then writes a PDF.
  script(bin, "chromium",
         "log=" + out.file("args") + "\n"
         "for a in \"$@\"; do echo \"$a\" >> \"$log\"; done\n"
         "for a in \"$@\"; do case \"$a\" in --print-to-pdf=*) pdf=${a#--print-to-pdf=};; file://*) page=${a#file://};; esac; done\n"
         "stat -c %a \"$(dirname \"$page\")\" > " + out.file("mode") + "\n"
         "cp \"$page\" " + out.file("page") + "\n"
         "printf '%%PDF-1.4 stand-in' > \"$pdf\"");
  const std::string html = "<!DOCTYPE html><html lang=\"en\"><title>Hand records</title><p>Board 1</p></html>";
  auto r = app::html_to_pdf(html, out.file("sheet.pdf"), in(bin));
  REQUIRE_MESSAGE(r.has_value(), present::render(r.error(), Lang::En));
  CHECK(slurp(out.file("sheet.pdf")) == "%PDF-1.4 stand-in");
  CHECK(slurp(out.file("page")) == html);
  CHECK(slurp(out.file("mode")) == "700\n");
  const std::string args = slurp(out.file("args"));
  for (const char* flag : {"--headless\n", "--no-sandbox\n", "--disable-gpu\n", "--no-pdf-header-footer\n", "--user-data-dir="})
    CHECK_MESSAGE(has(args, flag), flag);
  // The private folder is gone afterwards.
  const auto at = args.find("file://");
  REQUIRE(at != std::string::npos);
  const fs::path page = args.substr(at + 7, args.find('\n', at) - at - 7);
  CHECK_FALSE(fs::exists(page.parent_path()));
  // Printing again replaces the PDF.
  std::ofstream(out.file("sheet.pdf")) << "old";
  REQUIRE(app::html_to_pdf(html, out.file("sheet.pdf"), in(bin)).has_value());
  CHECK(slurp(out.file("sheet.pdf")) == "%PDF-1.4 stand-in");
}

TEST_CASE("PDF: a browser that fails is cli.pdf_failed with its status, one that writes no PDF cli.pdf_empty") {
  TempDir bin, out;
  script(bin, "chromium", "exit 3");
  auto r = app::html_to_pdf("<p>x</p>", out.file("x.pdf"), in(bin));
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "cli.pdf_failed");
  CHECK(r.error().args == std::vector<std::string>{"chromium", "3"});
  CHECK(has(present::render(r.error(), Lang::En), "chromium could not print the PDF (it ended with status 3)"));
  CHECK(has(present::render(r.error(), Lang::Es), "chromium no pudo imprimir el PDF (terminó con el estado 3)"));
  CHECK_FALSE(fs::exists(out.file("x.pdf")));

  script(bin, "chromium", "exit 0");
  r = app::html_to_pdf("<p>x</p>", out.file("x.pdf"), in(bin));
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "cli.pdf_empty");
  CHECK(present::known(r.error().code));
}

TEST_CASE("PDF: a browser that hangs is stopped at the timeout with every process it started (cli.pdf_timeout)") {
  TempDir bin, out;
  // The stand-in starts a helper, as Chromium does, and both hang.
  script(bin, "chromium", "sleep 60 & echo $! > " + out.file("helper") + "\nsleep 60");
  const auto start = std::chrono::steady_clock::now();
  auto r = app::html_to_pdf("<p>x</p>", out.file("x.pdf"), in(bin, std::chrono::milliseconds(1500)));
  const auto took = std::chrono::steady_clock::now() - start;
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "cli.pdf_timeout");
  CHECK(r.error().args == std::vector<std::string>{"chromium", "2"});
  CHECK(has(present::render(r.error(), Lang::En), "after 2 seconds and was stopped"));
  CHECK(took < std::chrono::seconds(10));
  const std::string helper = slurp(out.file("helper"));
  REQUIRE_FALSE(helper.empty());
  // The helper was stopped too: its pid no longer names a live process (a zombie reaped by init
  // may linger a moment).
  bool gone = false;
  for (int i = 0; i < 100 && !gone; ++i) {
    const std::string stat = slurp("/proc/" + helper.substr(0, helper.find('\n')) + "/stat");
    gone = stat.empty() || has(stat, ") Z ");
    if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  CHECK(gone);
}

TEST_CASE("PDF: a PDF that cannot be written where asked is cli.cannot_write naming the file") {
  TempDir bin;
  script(bin, "chromium",
         "for a in \"$@\"; do case \"$a\" in --print-to-pdf=*) pdf=${a#--print-to-pdf=};; esac; done\n"
         "printf '%%PDF-1.4' > \"$pdf\"");
  const std::string target = bin.file("no-such-folder/x.pdf");
  auto r = app::html_to_pdf("<p>x</p>", target, in(bin));
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "cli.cannot_write");
  CHECK(r.error().args == std::vector<std::string>{target});
}
