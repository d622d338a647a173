// The printed hand-record sheets (hand_records.hpp): the pages of a sheet and their breaks,
// the paper, the header, every name escaped, both languages. That Chromium prints them so is
// tests/print/hand_records_pdf.sh.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/present/hand_records.hpp"
#include "hand_record_samples.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace bandeja::present;
using namespace sample;

TEST_CASE("Hand-record sheet: n boards make ceil(n / per page) pages, each with its boards and a page break after it") {
  for (int per : kSheetPerPage)
    for (int n : {1, 5, 36}) {
      CAPTURE(per);
      CAPTURE(n);
      HandRecordSheet sheet{"Club night", "2026-11-24", analysed_boards(n), per, Paper::A4};
      const std::string html = hand_record_sheet_html(sheet, Lang::En);
      const int want = (n + per - 1) / per;
      CHECK(pages(sheet) == want);
      CHECK(count(html, "<div class=\"page\">") == static_cast<size_t>(want));
      CHECK(count(html, "<section class=\"board\">") == static_cast<size_t>(n));
      CHECK(count(html, "Page 1 of " + std::to_string(want)) == 1);
      // Each page holds per boards, the last the rest.
      size_t at = 0;
      for (int page = 0; page < want; ++page) {
        const size_t start = html.find("<div class=\"page\">", at);
        const size_t end = html.find("<div class=\"page\">", start + 1);
        const std::string one = html.substr(start, end == std::string::npos ? std::string::npos : end - start);
        const int expected = page + 1 < want ? per : n - per * (want - 1);
        CHECK(count(one, "<section class=\"board\">") == static_cast<size_t>(expected));
        CHECK(has(one, "Board <span class=\"n\">" + std::to_string(page * per + 1) + "</span>"));
        at = start + 1;
      }
      CHECK(has(html, ".page { display: flex; flex-direction: column; min-height: var(--inner-h); break-after: page; }"));
      CHECK(has(html, ".page:last-child { break-after: auto; }"));
      CHECK(has(html, "break-inside: avoid"));
      CHECK(has(html, "<body class=\"per-" + std::to_string(per) + "\">"));
    }
}

TEST_CASE("Hand-record sheet: a per page other than 1, 2, 4 or 6 prints as the next one up, at most 6") {
  HandRecordSheet sheet;
  sheet.boards = analysed_boards(12);
  for (auto [asked, printed] : {std::pair{0, 1}, {1, 1}, {2, 2}, {3, 4}, {4, 4}, {5, 6}, {6, 6}, {9, 6}}) {
    sheet.per_page = asked;
    CHECK(boards_per_page(sheet) == printed);
    CHECK(pages(sheet) == (12 + printed - 1) / printed);
  }
}

TEST_CASE("Hand-record sheet: the paper sets the printed page's size, A4 or Letter") {
  HandRecordSheet sheet{"x", "", analysed_boards(2), 4, Paper::A4};
  CHECK(has(hand_record_sheet_html(sheet), "@page { size: A4 portrait; margin: 10mm; }"));
  sheet.paper = Paper::Letter;
  CHECK(has(hand_record_sheet_html(sheet), "@page { size: letter portrait; margin: 10mm; }"));
}

TEST_CASE("Hand-record sheet: every page's header has the title, the date and the page, the title escaped") {
  HandRecordSheet sheet{"Pat O'Brien & <Sons> \"Cup\"", "24 <Nov>", analysed_boards(8), 4, Paper::A4};
  const std::string html = hand_record_sheet_html(sheet);
  const std::string title = "Pat O&#39;Brien &amp; &lt;Sons&gt; &quot;Cup&quot;";
  CHECK(has(html, "<title>" + title + " \u2013 Hand records</title>"));
  CHECK(has(html, "<h1 class=\"title\">" + title + "</h1>"));
  CHECK(has(html, "<p class=\"title\"><strong>" + title + "</strong></p>"));
  CHECK(count(html, "<p class=\"date\">24 &lt;Nov&gt;</p>") == 2);
  CHECK(has(html, "Page 2 of 2"));
  CHECK_FALSE(has(html, "<Sons>"));
  CHECK_FALSE(has(html, "<Nov>"));
}

TEST_CASE("Hand-record sheet: in Spanish, with the Spanish words and seats") {
  HandRecordSheet sheet{"Martes", "2026-11-24", analysed_boards(5), 4, Paper::Letter};
  const std::string html = hand_record_sheet_html(sheet, Lang::Es);
  CHECK(has(html, "<html lang=\"es\">"));
  CHECK(has(html, "Tablero <span class=\"n\">1</span>"));
  CHECK(has(html, "Reparte: <span class=\"v\">Norte</span>"));
  CHECK(has(html, "Vulnerable: <span class=\"v\">Nadie</span>"));
  CHECK(has(html, "Página 1 de 2"));
  CHECK(has(html, "Bazas a doble muerto"));
  CHECK(has(html, ">ST</th>"));
  CHECK(has(html, "<span class=\"label\">PH</span>"));
  CHECK_FALSE(has(html, "Board"));
  CHECK_FALSE(has(html, "Dealer"));
}

TEST_CASE("Hand-record sheet: a board without an analysis prints its diagram without a table, and no boards print one page saying so") {
  HandRecordSheet sheet{"x", "", analysed_boards(2), 4, Paper::A4};
  sheet.boards[1].analysis.reset();
  const std::string html = hand_record_sheet_html(sheet);
  CHECK(count(html, "<table class=\"dd\">") == 1);
  CHECK(count(html, "<div class=\"hcp\"") == 2);
  sheet.boards.clear();
  CHECK(pages(sheet) == 1);
  CHECK(has(hand_record_sheet_html(sheet), "No boards to print."));
  CHECK(has(hand_record_sheet_html(sheet, Lang::Es), "No hay tableros que imprimir."));
}
