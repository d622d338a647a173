// A three-session pairs championship through the real binary, as `make demo` plays it: two
// qualifying Howells (the same partnerships under other numbers, named from the players'
// register by id), the final seeded from the qualifying standings, and the combined ranking
// with half of the qualifying average carried over. The figures are those worked by hand in
// docs/ranking.md, "A championship of three sessions with carry-over".
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli.hpp"

using bandeja::test::EventFile;
using bandeja::test::has;

namespace {

const std::string kData = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/";
const std::string kChamp = kData + "championship/";

// The qualifying sessions played and in the tournament; the final made but not played.
struct Championship : EventFile {
  Championship() {
    ok({"players", "import", kData + "federation.csv"});
    ok({"event", "new", "Spring Q1", "--movement", "howell", "--tables", "4", "--boards-per-round", "2"});
    ok({"event", "new", "Spring Q2", "--movement", "howell", "--tables", "4", "--boards-per-round", "2"});
    ok({"event", "new", "Spring Final", "--movement", "howell", "--tables", "2", "--boards-per-round", "2"});
    ok({"pairs", "Spring Q1", "--file", kChamp + "q1-pairs.csv"});
    ok({"pairs", "Spring Q2", "--file", kChamp + "q2-pairs.csv"});
    ok({"enter", "Spring Q1", "--file", kChamp + "q1-results.csv"});
    ok({"enter", "Spring Q2", "--file", kChamp + "q2-results.csv"});
    ok({"tournament", "new", "Spring Championship", "--by", "percent"});
    ok({"tournament", "add", "Spring Championship", "Spring Q1", "--factor", "0.25"});
    ok({"tournament", "add", "Spring Championship", "Spring Q2", "--factor", "0.25"});
  }
  nlohmann::json ranked() const {
    return nlohmann::json::parse(ok({"tournament", "rank", "Spring Championship", "--format", "json"}).out);
  }
};

// A row of the JSON standings: place, names, each session's score (or null), total.
void check_row(const nlohmann::json& row, const std::string& place, const std::string& names,
               std::vector<std::optional<double>> sessions, double total) {
  CAPTURE(names);
  CHECK(row["place"] == place);
  CHECK(row["names"] == names);
  REQUIRE(row["sessions"].size() == sessions.size());
  for (size_t i = 0; i < sessions.size(); ++i) {
    if (sessions[i]) CHECK(row["sessions"][i]["score"].get<double>() == doctest::Approx(*sessions[i]));
    else CHECK(row["sessions"][i].is_null());
  }
  CHECK(row["total"].get<double>() == doctest::Approx(total));
}

}  // namespace

TEST_CASE("A championship's qualifying sessions are ranked as one by their players, whatever their pair numbers") {
  Championship c;
  const auto j = c.ranked();
  CHECK(j["unit"] == "%");
  REQUIRE(j["standings"].size() == 8);
  // (79.76 + 69.05) / 2 = 74.405; Delgado-Molina are pair 1 in Q1 and pair 4 in Q2.
  check_row(j["standings"][0], "1", "José Delgado – Dolores Molina", {79.76, 69.05}, 74.41);
  CHECK(j["standings"][0]["entrant"] == "ES10348+ES10355");
  CHECK(j["standings"][0]["sessions"][0]["pair"] == "1");
  CHECK(j["standings"][0]["sessions"][1]["pair"] == "4");
  check_row(j["standings"][1], "2", "Sergio Marín – Beatriz Ortiz", {67.86, 77.38}, 72.62);
  check_row(j["standings"][7], "8", "Raúl Ortega – Inés Castro", {21.43, 15.48}, 18.46);
}

TEST_CASE("The final is seeded from the qualifying standings and ranked with half the qualifying average carried over") {
  Championship c;
  auto seeded = c.ok({"tournament", "seed", "Spring Championship", "Spring Final"});
  CHECK(has(seeded.out, "José Delgado – Dolores Molina  Spring Final 1"));
  CHECK(has(seeded.out, "Diego Romero – Lucía Molina    Spring Final 4"));
  CHECK(has(seeded.out, "Not seated, no seat left (4): Raúl Medina – Silvia Iglesias;"));
  auto again = c.cli({"tournament", "seed", "Spring Championship", "Spring Final"});
  CHECK(again.status == 1);
  CHECK(has(again.err, "pair 1 of 'Spring Final' is named already"));
  c.ok({"tournament", "add", "Spring Championship", "Spring Final"});
  c.ok({"enter", "Spring Final", "--file", kChamp + "final-results.csv"});
  const auto j = c.ranked();
  REQUIRE(j["standings"].size() == 8);
  // The worked example: (0.25 S1 + 0.25 S2 + S3) / 1.5.
  check_row(j["standings"][0], "1", "José Delgado – Dolores Molina", {79.76, 69.05, 66.67}, 69.25);
  check_row(j["standings"][1], "2", "Sergio Marín – Beatriz Ortiz", {67.86, 77.38, 50.00}, 57.54);
  check_row(j["standings"][2], "3", "Emilio Cabrera – Amparo Soler", {58.33, 64.29, 50.00}, 53.77);
  check_row(j["standings"][3], "4", "Diego Romero – Lucía Molina", {57.14, 54.76, 33.33}, 40.87);
  // Those who did not reach the final come after it, by their qualifying average.
  check_row(j["standings"][4], "5", "Raúl Medina – Silvia Iglesias", {45.24, 47.62, std::nullopt}, 46.43);
  CHECK(j["standings"][4]["reached"] == 2);
  // Ranked over the qualifying sessions alone, as before the final.
  auto after2 = nlohmann::json::parse(
      c.ok({"tournament", "rank", "Spring Championship", "--after", "2", "--format", "json"}).out);
  check_row(after2["standings"][0], "1", "José Delgado – Dolores Molina", {79.76, 69.05}, 74.41);
  auto es = c.ok({"--lang", "es", "tournament", "rank", "Spring Championship"});
  CHECK(has(es.out, "Sesiones sumadas por porcentaje"));
  CHECK(has(es.out, "sesión 3: Spring Final (factor 1)"));
  CHECK(has(es.out, "No jugaron la sesión 3:"));
  auto en = c.ok({"tournament", "rank", "Spring Championship"});
  CHECK(has(en.out, "1      José Delgado – Dolores Molina  79.76  69.05  66.67  69.25"));
  CHECK(has(en.out, "Did not play session 3:"));
}

TEST_CASE("The director's carry-over for a pair is added to its combined score and can be removed") {
  Championship c;
  auto carried = c.ok({"tournament", "carry", "Spring Championship", "Spring Q2", "6", "5"});
  CHECK(has(carried.out, "6 (ES20001+ES20002): carry-over 5"));
  auto j = c.ranked();
  // Ortega-Castro (pair 6 in Q2): 18.455 + 5 = 23.455, still last.
  check_row(j["standings"][7], "8", "Raúl Ortega – Inés Castro", {21.43, 15.48}, 23.46);
  CHECK(j["standings"][7]["carry"].get<double>() == doctest::Approx(5));
  c.ok({"tournament", "carry", "Spring Championship", "Spring Q2", "6", "--clear"});
  CHECK(c.ranked()["standings"][7]["carry"].get<double>() == doctest::Approx(0));
  auto none = c.cli({"tournament", "carry", "Spring Championship", "Spring Q2", "9"});
  CHECK(none.status == 1);
}

TEST_CASE("A tournament's refusals name what is wrong, in English and Spanish") {
  Championship c;
  auto twice = c.cli({"tournament", "add", "Spring Championship", "Spring Q1"});
  CHECK(twice.status == 1);
  CHECK(has(twice.err, "'Spring Q1' is already session 1 of this tournament"));
  auto taken = c.cli({"--lang", "es", "tournament", "new", "spring  championship"});
  CHECK(taken.status == 1);
  CHECK(has(taken.err, "solo se diferencia del torneo 'Spring Championship'"));
  auto unknown = c.cli({"tournament", "rank", "Autumn"});
  CHECK(unknown.status == 1);
  CHECK(has(unknown.err, "there is no tournament 'Autumn'"));
  auto by = c.cli({"tournament", "new", "Autumn", "--by", "median"});
  CHECK(by.status == 1);
  CHECK(has(by.err, "'median' is not a way to combine sessions"));
  auto factor = c.cli({"tournament", "add", "Spring Championship", "Spring Final", "--factor", "0"});
  CHECK(factor.status == 1);
  CHECK(has(factor.err, "factor 0: a session counts by a number above 0"));
  auto first = c.cli({"tournament", "seed", "Spring Championship", "Spring Q1"});
  CHECK(first.status == 1);
  CHECK(has(first.err, "'Spring Q1' is the tournament's first session"));
  c.ok({"tournament", "new", "Empty"});
  auto empty = c.cli({"tournament", "rank", "Empty"});
  CHECK(empty.status == 1);
  CHECK(has(empty.err, "tournament 'Empty' has no session yet"));
  auto list = c.ok({"tournament", "list"});
  CHECK(has(list.out, "Spring Q1 ×0.25, Spring Q2 ×0.25"));
}

TEST_CASE("A tournament is published as one site: the combined ranking in front, each session's own site in its folder") {
  Championship c;
  c.ok({"tournament", "seed", "Spring Championship", "Spring Final"});
  c.ok({"tournament", "add", "Spring Championship", "Spring Final"});
  c.ok({"enter", "Spring Final", "--file", kChamp + "final-results.csv"});
  const std::string dir = c.dir.file("site");
  auto done = c.ok({"tournament", "publish", "Spring Championship", "--out", dir});
  CHECK(has(done.out, "published: " + dir + "/session-1/index.html (14 boards, 8 pairs"));
  CHECK(has(done.out, "published: " + dir + "/index.html (3 sessions)"));
  const auto index = bandeja::test::slurp(dir + "/index.html");
  CHECK(has(index, "<td>José Delgado – Dolores Molina</td><td class=\"num\">79.76</td><td class=\"num\">69.05</td>"
                   "<td class=\"num\">66.67</td><td class=\"num\"><strong>69.25</strong></td>"));
  CHECK(has(index, "Did not play session 3"));
  CHECK(has(index, "<a href=\"session-3/index.html\">Spring Final</a> (factor 1)"));
  CHECK(has(bandeja::test::slurp(dir + "/session-2/index.html"), "Spring Q2"));
  CHECK_FALSE(bandeja::test::slurp(dir + "/session-3/board-1.html").empty());
  auto again = c.cli({"tournament", "publish", "Spring Championship", "--out", dir});
  CHECK(again.status == 1);
  c.ok({"--lang", "es", "tournament", "publish", "Spring Championship", "--out", dir, "--force"});
  CHECK(has(bandeja::test::slurp(dir + "/index.html"), "No jugaron la sesión 3"));
}
