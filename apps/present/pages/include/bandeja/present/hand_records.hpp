#pragma once
// Print-ready hand records: the boards of a session on paper, several to a page, as club
// hand-record sheets print them. Each board is the one hand record of hand_diagram.hpp (board
// number large, dealer and vulnerability, the four hands with their suit symbols, the HCP
// compass) with its double-dummy table and par under it when the board has an analysis.
//
// One standalone HTML5 page with its own print style (@page size and margins): a header with
// the title and date on every printed page, `per_page` boards to a page, a board never split
// across pages (`break-inside: avoid`), a page break after every `per_page` boards
// (`break-after: page`), so the printed page count is exactly pages(sheet). On screen it shows
// the same pages, one under the other. Pure: returns the page; print it from a browser or
// through Chromium's PDF.
#include <array>
#include <string>
#include <vector>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/movement/cards.hpp"

namespace bandeja::present {

using movement::Paper;  // A4 or Letter, as the guide cards print

// The boards a page can hold.
inline constexpr std::array<int, 4> kSheetPerPage = {1, 2, 4, 6};

struct HandRecordSheet {
  std::string title;          // "Tuesday pairs"; escaped
  std::string date;           // as it is to be printed ("2026-11-24"); "" for none
  std::vector<formats::Board> boards;  // in the order printed
  int per_page = 4;           // one of kSheetPerPage; another number prints as the next one up (at most 6)
  Paper paper = Paper::A4;
};

// The boards a page of `sheet` holds: its per_page, or the next of kSheetPerPage up.
int boards_per_page(const HandRecordSheet& sheet);

// The pages it prints: ceil(boards / per page); one page (saying there are no boards) for none.
int pages(const HandRecordSheet& sheet);

std::string hand_record_sheet_html(const HandRecordSheet& sheet, Lang lang = Lang::En);

}  // namespace bandeja::present
