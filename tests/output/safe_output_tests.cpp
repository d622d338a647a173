// apps/bandeja/safe_output.cpp's parts that the binary's tests cannot reach on this machine's
// file system: the swap of a site folder by renames, used where renameat2(RENAME_EXCHANGE) is
// not supported (some network and FUSE file systems).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "cli.hpp"
#include "safe_output.hpp"

using bandeja::test::slurp;
namespace fs = std::filesystem;

TEST_CASE("Site swap without RENAME_EXCHANGE: the new site replaces the old whole, the old one's links are removed unfollowed") {
  bandeja::test::TempDir dir;
  const fs::path site = dir.file("site"), built = dir.file("site.partial-1-1"), victim = dir.file("victim.txt");
  std::ofstream(victim) << "the director's own file\n";
  fs::create_directories(site / "A");
  std::ofstream(site / "index.html") << "<p>last week</p>\n";
  std::ofstream(site / "stale.html") << "<p>stale</p>\n";
  fs::create_symlink(victim, site / "A" / "planted.html");
  fs::create_directories(built / "A");
  std::ofstream(built / "index.html") << "<p>tonight</p>\n";
  std::ofstream(built / "A" / "index.html") << "<p>section A</p>\n";

  REQUIRE(bandeja::app::detail::swap_by_renames(built, site));
  CHECK(slurp((site / "index.html").string()) == "<p>tonight</p>\n");
  CHECK(slurp((site / "A" / "index.html").string()) == "<p>section A</p>\n");
  CHECK_FALSE(fs::exists(site / "stale.html"));
  CHECK_FALSE(fs::exists(fs::symlink_status(site / "A" / "planted.html")));
  CHECK(slurp(victim.string()) == "the director's own file\n");
  CHECK_FALSE(fs::exists(built));
  for (const auto& e : fs::directory_iterator(dir.path))  // no site.old-* left beside it
    CHECK_FALSE(e.path().filename().string().starts_with("site.old"));
}

TEST_CASE("Site swap without RENAME_EXCHANGE: when the new site cannot be moved in, the old one is put back") {
  bandeja::test::TempDir dir;
  const fs::path site = dir.file("site");
  fs::create_directories(site);
  std::ofstream(site / "index.html") << "<p>last week</p>\n";
  CHECK_FALSE(bandeja::app::detail::swap_by_renames(dir.file("no-such-folder"), site));
  CHECK(slurp((site / "index.html").string()) == "<p>last week</p>\n");
  for (const auto& e : fs::directory_iterator(dir.path)) CHECK_FALSE(e.path().filename().string().starts_with("site.old"));
}
