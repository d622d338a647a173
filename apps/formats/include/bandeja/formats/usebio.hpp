#pragma once
// USEBIO 1.2: the XML results format of national federations. Pairs events (MP_PAIRS,
// CROSS_IMP, BUTLER_PAIRS) and teams events (TEAMS_OF_FOUR): participants with places and
// totals, and every board with its average and every traveller line (artificial scores as
// "A6040"). Written and read with pugixml. See docs/formats.md for every element.
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/formats/event_record.hpp"

namespace bandeja::formats {

// The event as a USEBIO 1.2 document (UTF-8).
std::string write_usebio(const EventRecord& event);

// Reads a USEBIO 1.2 document. Errors name the element and the line: "line 40: BOARD 3,
// TRAVELLER_LINE 2: CONTRACT '5Z' ..." (in Spanish with Lang::Es). Never throws.
// The event's pairs and boards are read where the file has them: under EVENT, or in a SECTION
// of a SESSION (or a SESSION) as the EBU's programs write them, a teams file's boards match by
// match. A file of several sections is read one `section` at a time (its SECTION_ID, "A"; the
// event is then named with it): without one it is refused naming them ("usebio.several_sections").
// A TRAVELLER_LINE anywhere in the part read that this reader does not read refuses the file
// ("usebio.lines_not_read"): nothing is dropped without a word.
// With `skip_bad_lines`, a TRAVELLER_LINE whose result cannot be read (a contract 42, a score
// that is no score) is left out instead of refusing the file, each one's refusal kept in
// `notes` for the director to see.
struct UsebioNotes {
  std::vector<Error> skipped;  // each line left out, as the refusal it would have been
};
Result<EventRecord> read_usebio(std::string_view xml, Lang lang = Lang::En, std::string_view section = {},
                                bool skip_bad_lines = false, UsebioNotes* notes = nullptr);

// The ids of the sections a file's EVENT is split into ("A", "B"), in the file's order; empty
// when the event holds its pairs and boards itself, or the file does not read.
std::vector<std::string> usebio_sections(std::string_view xml);

}  // namespace bandeja::formats
