#pragma once
// The results sheet for the notice board: the ranked document (formats/ranked.hpp) as one print-ready
// page, never recomputed. The event's name and date, the scoring, then one table per group of
// standings (rank_render.hpp's `standings`: both directions apart in a two-winner event, each
// section apart in a session ranked apart): place, pair (or team), names, total, percentage.
// A sheet printed before every result is in says PROVISIONAL at the top.
//
// Standalone HTML5 with its own style and @page rules, A4 or Letter portrait, large type,
// black on white; every word in English or Spanish (the catalogue's ranking words), names
// escaped. A long field carries on onto further pages with the table's header repeated; a
// group is never split when it fits on one page. Pure: returns the page.
#include <string>

#include "bandeja/formats/ranked.hpp"
#include "bandeja/movement/cards.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

using formats::Ranked;

struct ResultsSheetOptions {
  Lang lang = Lang::En;
  movement::Paper paper = movement::Paper::A4;
  bool provisional = false;  // results still to come: the sheet says so
  std::string date;          // as printed; "" for the document's own (a session's, the record's)
};

std::string results_sheet_html(const Ranked& ranked, const ResultsSheetOptions& options = {});

}  // namespace bandeja::present
