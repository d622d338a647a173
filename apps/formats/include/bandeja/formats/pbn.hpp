#pragma once
// PBN 2.1 (Portable Bridge Notation): an event as one game per board, with the standard tags,
// the hand record when known, the traveller as a ScoreTable, and the final ranking as a
// TotalScoreTable (in the first game). See docs/formats.md for every tag and column.
#include <string>
#include <string_view>

#include "bandeja/formats/event_record.hpp"

namespace bandeja::formats {

// The whole event as a PBN 2.1 file in export format: UTF-8 (declared so), CR LF line ends.
std::string write_pbn(const EventRecord& event);

// Reads a PBN file: hand records alone (boards with Deal, no results) or hand records with
// results in ScoreTables, and a TotalScoreTable when present. Errors name the line:
// "line 14: ScoreTable row has 9 values for 12 columns" (in Spanish with Lang::Es: "línea 14:
// ..."). The text is read in its character set (pbn_read.cpp: UTF-8 when marked or declared, or
// when it is UTF-8 all through; else ISO 8859-1 / Windows-1252) and kept as UTF-8. Never throws.
Result<EventRecord> read_pbn(std::string_view text, Lang lang = Lang::En);

}  // namespace bandeja::formats
