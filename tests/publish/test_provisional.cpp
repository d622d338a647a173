// Provisional results: an evening with results still to come is ranked and published as such,
// in every output, until every result is in or the director marks it final (`event final`).
// The demo's 7-table Mitchell of 7 rounds of 3 boards expects 147 results; six rounds are in.
#include <doctest/doctest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "cli.hpp"

using bandeja::test::has;
using bandeja::test::slurp;
namespace fs = std::filesystem;

namespace {

struct SixRounds : bandeja::test::EventFile {
  const std::string data = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/";
  SixRounds() {
    ok({"event", "new", "Evening", "--movement", "mitchell", "--tables", "7", "--boards-per-round", "3"});
    ok({"pairs", "Evening", "--file", data + "pairs.csv"});
    for (int r = 1; r <= 6; ++r) ok({"enter", "Evening", "--file", data + "round-" + std::to_string(r) + ".csv"});
  }
  // The site's pages, and how many of them carry the banner.
  std::pair<int, int> banners(const std::string& site) const {
    int pages = 0, with = 0;
    for (const auto& e : fs::recursive_directory_iterator(site))
      if (e.path().extension() == ".html") {
        ++pages;
        if (has(slurp(e.path().string()), "class=\"provisional\"")) ++with;
      }
    return {pages, with};
  }
};

}  // namespace

TEST_CASE("Provisional: rank and publish say how many results are missing, on every page, until the evening is complete") {
  SixRounds f;
  const std::string banner = "PROVISIONAL: 21 of 147 results are still to come";
  CHECK(has(f.ok({"rank", "Evening"}).out, banner));
  CHECK(has(f.ok({"--lang", "es", "rank", "Evening"}).out, "PROVISIONAL: faltan 21 de 147 resultados"));
  const auto json = nlohmann::json::parse(f.ok({"rank", "Evening", "--format", "json"}).out);
  CHECK(json["provisional"] == nlohmann::json{{"missing", 21}, {"expected", 147}});
  const auto published = f.ok({"publish", "Evening", "--out", f.dir.file("site")});
  CHECK(has(published.err, banner));
  const auto [pages, with] = f.banners(f.dir.file("site"));
  CHECK(pages > 20);
  CHECK(with == pages);
  CHECK(has(slurp(f.dir.file("site/index.html")), "21 of 147 results are still to come; these are not the final results."));
  f.ok({"--lang", "es", "publish", "Evening", "--out", f.dir.file("sitio")});
  CHECK(has(slurp(f.dir.file("sitio/index.html")), "faltan 21 de 147 resultados; estos no son los resultados definitivos."));

  // The last round in: complete, and nothing provisional is said anywhere.
  f.ok({"enter", "Evening", "--file", f.data + "round-7.csv"});
  CHECK_FALSE(has(f.ok({"rank", "Evening"}).out, "PROVISIONAL"));
  CHECK(nlohmann::json::parse(f.ok({"rank", "Evening", "--format", "json"}).out)["provisional"].is_null());
  const auto again = f.ok({"publish", "Evening", "--out", f.dir.file("site"), "--force"});
  CHECK_FALSE(has(again.err, "PROVISIONAL"));
  CHECK(f.banners(f.dir.file("site")).second == 0);
}

TEST_CASE("Provisional: the director marks results final with results missing, and can undo it") {
  SixRounds f;
  CHECK(has(f.ok({"event", "final", "Evening"}).out, "event 1 'Evening': results final"));
  CHECK_FALSE(has(f.ok({"rank", "Evening"}).out, "PROVISIONAL"));
  CHECK(nlohmann::json::parse(f.ok({"rank", "Evening", "--format", "json"}).out)["provisional"].is_null());
  f.ok({"publish", "Evening", "--out", f.dir.file("site")});
  CHECK(f.banners(f.dir.file("site")).second == 0);
  CHECK(has(f.ok({"event", "show", "Evening"}).out, "results marked final (UTC): 20"));
  // Undone: provisional again, and said so at once.
  CHECK(has(f.ok({"event", "final", "Evening", "--undo"}).out, "PROVISIONAL: 21 of 147 results are still to come"));
  CHECK(has(f.ok({"rank", "Evening"}).out, "PROVISIONAL: 21 of 147"));
  CHECK_FALSE(has(f.ok({"event", "show", "Evening"}).out, "marked final"));
  CHECK(has(f.ok({"--lang", "es", "event", "final", "#1"}).out, "evento 1 'Evening': resultados definitivos"));
}

TEST_CASE("Provisional: an event without a movement (imported travellers) is never called provisional") {
  bandeja::test::EventFile f;
  const auto csv = f.write("t.csv", "board,ns,ew,contract,declarer,result,score\n1,1NS,1EW,3NT,N,9,400\n1,2NS,2EW,4S,S,10,420\n");
  f.ok({"import", "travellers", csv, "--event", "Imported"});
  CHECK_FALSE(has(f.ok({"rank", "Imported"}).out, "PROVISIONAL"));
  CHECK(nlohmann::json::parse(f.ok({"rank", "Imported", "--format", "json"}).out)["provisional"].is_null());
}
