#pragma once
// A printed sheet as every printed page writes it (cards, paperwork, the schedule, the results
// sheet, hand records): its size in millimetres is the layout's (movement::paper_size, the one
// place the sizes are), its CSS @page rule and the sizes the page's style works with are these.
#include <string>

#include "bandeja/movement/cards.hpp"

namespace bandeja::present {

// The sheet as CSS @page names it: "A4", "letter".
const char* page_size_css(movement::Paper p);

// A length in millimetres as CSS writes it: "14mm", "215.9mm".
std::string mm(double v);

// The @page rule of a printed page, portrait, with its margins: "@page { size: A4 portrait; margin: 14mm; }\n".
std::string page_rule(movement::Paper p, double margin_mm);

// The sheet's sizes as CSS variables for a page laid out to fill it: --paper-w, --paper-h,
// --margin, and --inner-h, the height inside the margins less a millimetre, so that rounding
// never pushes a page's last line onto a page of its own.
std::string page_vars(movement::Paper p, double margin_mm);

}  // namespace bandeja::present
