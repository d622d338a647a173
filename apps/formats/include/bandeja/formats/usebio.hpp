#pragma once
// USEBIO 1.2: the XML results format of national federations. Pairs events (MP_PAIRS,
// CROSS_IMP, BUTLER_PAIRS) and teams events (TEAMS_OF_FOUR): participants with places and
// totals, and every board with its average and every traveller line (artificial scores as
// "A6040"). Written and read with pugixml. See docs/formats.md for every element.
#include <string>
#include <string_view>

#include "bandeja/formats/event_record.hpp"

namespace bandeja::formats {

// The event as a USEBIO 1.2 document (UTF-8).
std::string write_usebio(const EventRecord& event);

// Reads a USEBIO 1.2 document. Errors name the element and the line: "line 40: BOARD 3,
// TRAVELLER_LINE 2: CONTRACT '5Z' ..." (in Spanish with Lang::Es). Never throws.
Result<EventRecord> read_usebio(std::string_view xml, Lang lang = Lang::En);

}  // namespace bandeja::formats
