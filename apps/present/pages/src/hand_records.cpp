#include "bandeja/present/hand_records.hpp"

#include "bandeja/present/messages.hpp"

#include <algorithm>

#include "bandeja/present/hand_diagram.hpp"
#include "bandeja/present/paper.hpp"
#include "bandeja/present/site.hpp"

namespace bandeja::present {

using namespace formats;  // the event record these pages lay out
namespace {

// The grid of boards on a page: columns × rows for each of kSheetPerPage.
struct Grid {
  int columns, rows;
};
Grid grid_of(int per_page) {
  switch (per_page) {
    case 1: return {1, 1};
    case 2: return {1, 2};
    case 4: return {2, 2};
    default: return {2, 3};
  }
}

// The margins of a hand-record page, in millimetres.
constexpr double kMarginMm = 10;

// The sheet's style: the hand record's layout (hand_diagram_css), then its sizes on paper. On
// screen the pages show as sheets of that paper one under the other; printed, each page's
// content fills the space inside the margins, less a millimetre so that rounding never pushes
// a page's last line onto a page of its own. A page whose boards do not fit grows rather than
// clips, so a board that does not fit shows as a page too many (the print tests count them).
std::string css(const HandRecordSheet& sheet, int per_page) {
  const Grid g = grid_of(per_page);
  std::string out(hand_diagram_css());
  out += "/* The hand-record sheet (present/hand_records.hpp). */\n";
  out += page_rule(sheet.paper, kMarginMm) + page_vars(sheet.paper, kMarginMm);
  out += R"(* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #000; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; line-height: 1.2; }
.page { display: flex; flex-direction: column; min-height: var(--inner-h); break-after: page; }
.page:last-child { break-after: auto; }
.page-head { display: flex; align-items: baseline; gap: 12pt; border-bottom: 0.5mm solid #000; padding-bottom: 1mm; margin-bottom: 2.5mm; }
.page-head .title { flex: 1; min-width: 0; margin: 0; font-size: 15pt; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.page-head p { margin: 0; font-size: 11pt; white-space: nowrap; }
.boards { flex: 1; min-height: 0; display: grid; gap: 2.5mm; }
.board { break-inside: avoid; border: 0.3mm solid #777; border-radius: 1.5mm; padding: 0.6em 0.8em; display: flex; flex-direction: column; justify-content: center; align-items: center; }
.board .hand-record { width: 100%; max-width: 30em; }
.board .hand h3 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.board .deal { column-gap: 0.6em; }
.board .compass { font-size: 0.8em; }
.board .facts .board-number { font-size: 1em; font-weight: normal; line-height: 1; margin-bottom: 0.15em; }
.board .facts .board-number .n { font-size: 2.4em; font-weight: bold; }
.board .facts p { font-size: 0.85em; }
.board .analysis { margin-top: 0.7em; }
.board table.dd caption { font-size: 0.8em; }
.none { font-size: 14pt; }
.per-1 { font-size: 20pt; }
.per-2 { font-size: 13pt; }
.per-4 { font-size: 11.5pt; }
.per-6 { font-size: 9.5pt; line-height: 1.15; }
.per-6 .board { padding: 0.2em 0.5em; }
.per-6 .board .deal { row-gap: 0.2em; }
.per-6 .board .analysis { margin-top: 0.25em; }
.per-6 .board table.dd caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
@media screen {
  body { background: #d9d9d9; padding: 6mm 0; }
  .page { box-sizing: content-box; width: calc(var(--paper-w) - 2 * var(--margin)); min-height: calc(var(--paper-h) - 2 * var(--margin)); padding: var(--margin); margin: 0 auto 6mm; background: #fff; box-shadow: 0 0.5mm 2mm rgba(0, 0, 0, 0.35); }
}
)";
  out += ".boards { grid-template-columns: repeat(" + std::to_string(g.columns) +
         ", minmax(0, 1fr)); grid-template-rows: repeat(" + std::to_string(g.rows) + ", 1fr); }\n";
  return out;
}

}  // namespace

int boards_per_page(const HandRecordSheet& sheet) {
  for (int n : kSheetPerPage)
    if (sheet.per_page <= n) return n;
  return kSheetPerPage.back();
}

int pages(const HandRecordSheet& sheet) {
  const int per = boards_per_page(sheet);
  const int n = static_cast<int>(sheet.boards.size());
  return std::max(1, (n + per - 1) / per);
}

std::string hand_record_sheet_html(const HandRecordSheet& sheet, Lang lang) {
  const int per = boards_per_page(sheet);
  const int total = pages(sheet);
  const std::string heading = sheet.title.empty() ? present::say(lang, "hand.records") : sheet.title;
  std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(lang_code(lang)) + "\">\n<head>\n";
  out += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<title>" + html_escape(sheet.title.empty() ? heading : heading + " \u2013 " + present::say(lang, "hand.records")) +
         "</title>\n<style>\n" + css(sheet, per) + "</style>\n</head>\n";
  out += "<body class=\"per-" + std::to_string(per) + "\">\n";
  for (int page = 0; page < total; ++page) {
    // The header on every page: the title (a heading on the first), the date, the page.
    out += "<div class=\"page\">\n<header class=\"page-head\">\n";
    out += page == 0 ? "<h1 class=\"title\">" + html_escape(heading) + "</h1>\n"
                     : "<p class=\"title\"><strong>" + html_escape(heading) + "</strong></p>\n";
    if (!sheet.date.empty()) out += "<p class=\"date\">" + html_escape(sheet.date) + "</p>\n";
    out += "<p class=\"page-no\">" + present::say(lang, "hand.page_of", {std::to_string(page + 1), std::to_string(total)}) + "</p>\n</header>\n";
    if (sheet.boards.empty()) {
      out += "<p class=\"none\">" + present::say(lang, "hand.no_boards") + "</p>\n</div>\n";
      continue;
    }
    out += "<div class=\"boards\">\n";
    const size_t first = static_cast<size_t>(page) * per;
    for (size_t i = first; i < std::min(sheet.boards.size(), first + per); ++i)
      out += "<section class=\"board\">\n" + hand_diagram_html(sheet.boards[i], lang) + "</section>\n";
    out += "</div>\n</div>\n";
  }
  return out + "</body>\n</html>\n";
}

}  // namespace bandeja::present
