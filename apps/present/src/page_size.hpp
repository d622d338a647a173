#pragma once
// A printed sheet as CSS @page names it, for the pages that print (the cards, the paperwork);
// its size in millimetres is the layout's (movement::paper_size).
#include "bandeja/movement/cards.hpp"

namespace bandeja::present::detail {

inline const char* page_size_css(movement::Paper p) { return p == movement::Paper::Letter ? "letter" : "A4"; }

}  // namespace bandeja::present::detail
