// The results site: the pages a reader opens, every name escaped, no JavaScript.
#include <doctest/doctest.h>

#include "bandeja/present/site.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace bandeja::present;

namespace {
bool has(const std::string& page, const std::string& s) { return page.find(s) != std::string::npos; }
}  // namespace

TEST_CASE("Site: a page for the ranking, each board, each pair, a style sheet, and the hand records when they are known") {
  const auto ev = sample::mitchell();
  const auto files = render_site(ev);
  CHECK(files.size() == 1 + 1 + 3 + 6 + 1);
  CHECK(files.count("hand-records.html") == 1);  // board 1 has a hand record
  CHECK(has(files.at("index.html"), "href=\"hand-records.html\""));
  auto no_hands = ev;
  for (auto& b : no_hands.boards) b.deal.reset();
  CHECK(render_site(no_hands).count("hand-records.html") == 0);
  CHECK_FALSE(has(render_site(no_hands).at("index.html"), "hand-records.html"));
  for (const char* f : {"index.html", "style.css", "board-1.html", "board-2.html", "board-3.html", "pair-1NS.html",
                        "pair-3EW.html"})
    CHECK_MESSAGE(files.count(f) == 1, f);
  for (const auto& [name, content] : files) {
    CHECK_MESSAGE(!has(content, "<script"), name);
    CHECK_MESSAGE(!has(content, "javascript:"), name);
    if (name.ends_with(".html")) {
      CHECK(content.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0) == 0);
      CHECK(has(content, "<meta charset=\"utf-8\">"));
    }
  }
}

TEST_CASE("Site: every name is HTML-escaped") {
  const auto files = render_site(sample::mitchell());
  const std::string& index = files.at("index.html");
  CHECK(has(index, "Tuesday &lt;Mitchell&gt; &amp; friends"));
  CHECK(has(index, "Pat O&#39;Brien \u2013 Jo &lt;Sons&gt;"));
  CHECK(has(index, "Club &quot;La Bandeja&quot;"));
  for (const auto& [name, content] : files) {
    CHECK_MESSAGE(!has(content, "<Sons>"), name);
    CHECK_MESSAGE(!has(content, "<Mitchell>"), name);
    CHECK_MESSAGE(!has(content, "Tom & Jerry"), name);
  }
}

TEST_CASE("Site: the ranking lists each field with place, pair, names, total and percentage") {
  const std::string index = render_site(sample::mitchell()).at("index.html");
  CHECK(has(index, "Ranking \u2013 North-South"));
  CHECK(has(index, "Ranking \u2013 East-West"));
  CHECK(has(index, "<tr><td class=\"num\">1</td><td><a href=\"pair-1NS.html\" title=\"Ana García \u2013 Luis Pérez\">1NS</a></td>"
                   "<td>Ana García \u2013 Luis Pérez</td><td class=\"num\">4</td><td class=\"num\">66.67</td></tr>"));
  CHECK(has(index, "<a href=\"board-3.html\">3</a>"));
  CHECK(index.find("pair-1NS.html") < index.find("pair-3NS.html"));
  CHECK(index.find("pair-3NS.html") < index.find("pair-2NS.html"));
}

TEST_CASE("Site: a board page shows the hand diagram and the traveller") {
  const auto files = render_site(sample::mitchell());
  const std::string& b1 = files.at("board-1.html");
  CHECK(has(b1, "Dealer: North \u00b7 Vulnerable: None"));
  CHECK(has(b1, "<div class=\"hand north\">\n<h3>North</h3>\n<p><span>\u2660</span> A K Q J</p>"));
  CHECK(has(b1, "<div class=\"hand west\">\n<h3>West</h3>\n<p><span>\u2660</span> \u2014</p>"));
  CHECK(has(b1, "<span class=\"red\">\u2665</span> 10 9 8"));
  // 4S by N, 11 tricks: 450 to NS, 2 matchpoints to NS and 0 to EW; lead D2, shown ♦2 in red.
  CHECK(has(b1, "<td>4\u2660</td><td>N</td><td><span class=\"red\">\u26662</span></td><td class=\"num\">11</td><td class=\"num\">450</td>"
                "<td class=\"num\"></td><td class=\"num\">2</td><td class=\"num\">0</td>"));
  // Board 2 has no hand record; its 2H by E made is 110 in the EW score column.
  const std::string& b2 = files.at("board-2.html");
  CHECK_FALSE(has(b2, "class=\"deal\""));
  CHECK(has(b2, "<td><span class=\"red\">2\u2665</span></td><td>E</td><td></td><td class=\"num\">8</td>"
                "<td class=\"num\"></td><td class=\"num\">110</td>"));
  CHECK(has(b2, "rel=\"prev\""));
  CHECK(has(b2, "rel=\"next\""));
}

TEST_CASE("Site: a pair's score card gives each board's round, opponents, contract, score, points and %") {
  const auto files = render_site(sample::mitchell());
  const std::string& p = files.at("pair-1EW.html");
  CHECK(has(p, "<h1>Pair 1EW</h1>"));
  CHECK(has(p, "Place: 2 \u00b7 Total: 4 \u00b7 66.67%"));
  // Board 3, round 2: 1EW defended... no, declared 4HX by W against 2NS: +790 for 1EW, 2 of 2.
  CHECK(has(p, "<tr><td class=\"num\"><a href=\"board-3.html\">3</a></td><td class=\"num\">2</td><td>EW</td>"
               "<td><a href=\"pair-2NS.html\" title=\"Pat O&#39;Brien \u2013 Jo &lt;Sons&gt;\">2NS</a></td>"
               "<td><span class=\"red\">4\u2665X</span></td><td>W</td><td class=\"num\">790</td>"
               "<td class=\"num\">2</td><td class=\"num\">100.00</td></tr>"));
  CHECK(has(p, "<svg class=\"chart\""));
  CHECK(has(p, "<title>Board 3: 100%</title>"));
  CHECK(has(p, "<title>Board 1: 50%</title>"));
}

TEST_CASE("Site: IMP events chart IMPs around zero — artificial scores show as A60-40") {
  const auto imp = render_site(sample::imp_pairs());
  CHECK(has(imp.at("pair-3.html"), "<title>Board 1: -10 IMP</title>"));
  CHECK(has(imp.at("pair-3.html"), "class=\"neg\""));
  const auto howell = render_site(sample::howell());
  CHECK(has(howell.at("board-1.html"), "<td>A60-40</td>"));
  CHECK(has(howell.at("index.html"), "<td class=\"num\">3=</td>"));
}

TEST_CASE("Site: Spanish pages use the seeds' words, and East-West pairs read EO while their links keep the stored id") {
  const auto files = render_site(sample::mitchell(), Lang::Es);
  const std::string& index = files.at("index.html");
  CHECK(index.rfind("<!DOCTYPE html>\n<html lang=\"es\">", 0) == 0);
  CHECK(has(index, "Clasificación \u2013 Norte-Sur"));
  CHECK(has(index, "Pareja"));
  CHECK(has(files.at("board-1.html"), "Tablero 1"));
  CHECK(has(files.at("board-1.html"), "Ronda"));
  CHECK(has(files.at("board-1.html"), "Mesa"));
  CHECK(has(files.at("board-1.html"), "3ST"));
  CHECK(has(files.at("board-2.html"), "Paso"));
  CHECK(has(index, "<a href=\"pair-1EW.html\" title=\"Eva Díaz \u2013 Raúl Gil\">1EO</a>"));
  CHECK(has(files.at("board-1.html"), ">1EO</a>"));
  CHECK(has(files.at("pair-1EW.html"), "<h1>Pareja 1EO</h1>"));
  CHECK_FALSE(has(index, ">1EW<"));
}

TEST_CASE("Site: pair page names are safe file names and distinct") {
  CHECK(pair_page("1NS") == "pair-1NS.html");
  CHECK(pair_page("../x") == "pair-_2e_2e_2fx.html");
  CHECK(pair_page("a_b") != pair_page("a/b"));
  CHECK(html_escape("<a href='x'>&\"") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;");
}

TEST_CASE("Site: an event without a ranking says so rather than showing an empty table") {
  EventRecord ev = sample::imp_pairs();
  ev.ranking.clear();
  CHECK(has(render_site(ev).at("index.html"), "this event's ranking is not part of the published pages"));
  CHECK_FALSE(has(render_site(ev).at("index.html"), "<table class=\"ranking\">"));
  for (auto& b : ev.boards) b.lines.clear();
  CHECK(has(render_site(ev).at("index.html"), "No results yet."));
  CHECK(has(render_site(ev, Lang::Es).at("index.html"), "Todavía no hay resultados."));
}
