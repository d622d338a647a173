// The results sheet for the notice board: the ranked document rendered, never recomputed.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/present/rank_render.hpp"
#include "bandeja/present/results_sheet.hpp"

#include "cli.hpp"

using namespace bandeja;
using bandeja::test::count;
using bandeja::test::has;
using namespace bandeja::present;

namespace {


// A two-winner evening of four pairs, ranked as the document says (the figures are the
// document's own: nothing here would give them by computing).
Ranked two_fields() {
  Ranked r;
  r.record.name = "Tuesday <pairs> & co";
  r.record.winners = 2;
  formats::Entrant a{"1NS", "NS", "", {{"Ana <García>", ""}, {"Luis Pérez", ""}}, ""};
  formats::Entrant b{"2NS", "NS", "", {}, ""};
  formats::Entrant c{"1EW", "EW", "", {{"Eva", ""}, {"Juan", ""}}, ""};
  formats::Entrant d{"2EW", "EW", "", {}, ""};
  r.record.entrants = {a, b, c, d};
  r.record.ranking = {{"2NS", 13.5, 56.25, "1", std::nullopt}, {"1NS", 10.5, 43.75, "2", std::nullopt}, {"1EW", 12, 50, "1=", std::nullopt}, {"2EW", 12, 50, "1=", std::nullopt}};
  r.top = 4;
  return r;
}

}  // namespace

TEST_CASE("the results sheet ranks each direction apart, with the document's places, totals and percentages") {
  const Ranked r = two_fields();
  const std::string html = results_sheet_html(r, {Lang::En, movement::Paper::A4, false, "2026-11-24"});
  CHECK(has(html, "<h2>North-South</h2>"));
  CHECK(has(html, "<h2>East-West</h2>"));
  CHECK(html.find("North-South") < html.find("East-West"));
  // 2NS first in North-South, as the document places it; figures as the ranking text writes them.
  CHECK(html.find(">2NS<") < html.find(">1NS<"));
  CHECK(has(html, ">13.50<"));
  CHECK(has(html, ">56.25<"));
  CHECK(has(html, ">1=<"));
  CHECK(has(html, "2026-11-24"));
  CHECK(has(html, "top 4"));
  CHECK(has(html, "size: A4 portrait"));
  CHECK_FALSE(has(html, "PROVISIONAL"));
  // The same figures as `bandeja rank` prints: one grouping of the standings for both.
  const std::string text = ranking_text(r, Lang::En);
  for (const auto& g : standings(r, Lang::En).groups)
    for (const auto& row : g.rows) {
      CHECK(has(text, row.total));
      CHECK(has(html, ">" + row.total + "<"));
    }
}

TEST_CASE("the results sheet escapes the event's and the players' names") {
  const std::string html = results_sheet_html(two_fields());
  CHECK(has(html, "Tuesday &lt;pairs&gt; &amp; co"));
  CHECK(has(html, "Ana &lt;García&gt; – Luis Pérez"));
  CHECK_FALSE(has(html, "<García>"));
}

TEST_CASE("the results sheet says provisional when results are still to come, in both languages") {
  const Ranked r = two_fields();
  CHECK(has(results_sheet_html(r, {Lang::En, movement::Paper::Letter, true, ""}), "PROVISIONAL"));
  const std::string es = results_sheet_html(r, {Lang::Es, movement::Paper::Letter, true, ""});
  CHECK(has(es, "PROVISIONAL \u2013 faltan resultados"));
  CHECK(has(es, "size: letter portrait"));
}

TEST_CASE("the results sheet speaks Spanish: Resultados, Norte-Sur, Este-Oeste, Puesto, Pareja, Jugadores") {
  const std::string es = results_sheet_html(two_fields(), {Lang::Es, movement::Paper::A4, false, ""});
  for (const char* w : {"Resultados", "Norte-Sur", "Este-Oeste", "Puesto", "Pareja", "Jugadores", "lang=\"es\""})
    CHECK_MESSAGE(has(es, w), w);
  for (const char* w : {"North-South", "Place", "Names", "Results"}) CHECK_MESSAGE(!has(es, w), w);
}

TEST_CASE("a one-field ranking prints one table without a direction heading") {
  Ranked r = two_fields();
  for (auto& e : r.record.entrants) e.field = "";
  const std::string html = results_sheet_html(r);
  CHECK_FALSE(has(html, "<h2>"));
  CHECK(has(html, ">2NS<"));
}
