#pragma once
// The evening's paperwork in words: the pickup slips, blank travellers and personal score cards
// that libmovement lays out as values (bandeja/movement/paperwork.hpp) rendered to one
// print-ready HTML document: a standalone page with its own style and @page rules, A4 or Letter
// portrait, black on white, large type, every word from the message catalogue (paperwork.*) in
// the director's language, names escaped. The printed page count is the layout's
// (movement::slip_pages, movement::pack_pages). Pure: returns strings.
#include <string>

#include "bandeja/movement/movement.hpp"
#include "bandeja/movement/paperwork.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

enum class PaperworkKind { PickupSlips, Travellers, ScoreCards };

struct PaperworkPage {
  std::string html;
  int items = 0;  // slips, travellers or score cards
  int pages = 0;  // printed pages
};

PaperworkPage paperwork_html(const movement::Movement& m, PaperworkKind kind, const movement::PaperworkInfo& info,
                             Lang lang);

// "N", "E", "S", "W" as a slip names a seat ("O" for West in Spanish and French), and the seat
// in words ("North", "Norte", "Nord").
std::string seat_letter(score::Seat s, Lang lang);
std::string seat_word(score::Seat s, Lang lang);

}  // namespace bandeja::present
