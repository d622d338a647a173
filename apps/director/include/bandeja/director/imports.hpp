#pragma once
#include "bandeja/formats/hand_records.hpp"
#include "bandeja/formats/pbn.hpp"
// Reading other programs' files into the event file: a PBN or USEBIO file becomes a new event
// (its pairs or teams, boards, hand records and every result line, in one transaction), and a
// PBN file's hand records go onto the boards of an event already set up (deals from a dealing
// machine). The front end reads the file and prints; every check is here. Errors are values:
// "import.*" codes, the store's "store.*", and a file the reader refuses as the reader's error
// (its finished text, in the language asked for). An error with field "file" is about the
// file's content: a front end names the file before it.
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

enum class Interchange { Pbn, Usebio };

struct ImportedRecord {
  db::Id id = 0;
  std::string name;     // the new event's
  size_t boards = 0;
  size_t deals = 0;     // boards with a hand record
  size_t entrants = 0;  // teams for a teams file, else pairs
  bool teams = false;
  size_t lines = 0;     // result lines stored
  formats::PbnNotes notes;  // what a PBN file held that the event does not keep
  std::vector<Error> skipped;  // lines left out on request (a USEBIO file's, --skip-bad-lines)
  // The file's own figures beside Bandeja's: each pair's percentage (its total when the file
  // gives none) and place as the file states them, against the ranking Bandeja makes of the same
  // lines. Programs differ on a board with fewer results or an adjusted score (Neuberg or
  // linear, an average that shrinks the total or scales it), so a file's figures can differ.
  struct FileFigures {
    size_t compared = 0;       // pairs whose figure the file states
    size_t differ = 0;         // of them, those whose figure Bandeja works out otherwise (by 0.01 or more)
    size_t places_differ = 0;  // pairs placed otherwise
    std::string most;          // the pair that differs most
    double file = 0, here = 0;  // its figure in the file and in Bandeja's ranking
    bool percent = true;       // percentages (else totals)
    // When they differ: the options of `bandeja rank` that reproduce the file's figures and
    // places exactly ("--no-neuberg"), if one of Bandeja's named variants does; else "".
    std::string reproduced_by;
  } figures;
  std::vector<formats::Standing> file_ranking;  // the standings as the file states them
};

// A new event from a PBN or USEBIO file, called `name`, else the file's event name, else
// `fallback` (a front end gives the file's name). `lang` is the language of the reader's own
// errors. Refused when an event of that name exists ("import.name_taken"), and when the event
// the file makes cannot be ranked (the ranking's error, field "file"): nothing is stored then.
// `section`: the section to read of a USEBIO file of several (formats::read_usebio); a PBN
// file has none ("import.section_usebio_only"). `skip_bad_lines`: a USEBIO line whose result
// cannot be read is left out, each one said in `skipped`, instead of refusing the file.
Result<ImportedRecord> import_event(db::Store& store, Interchange format, std::string_view text,
                                    const std::string& name, const std::string& fallback, Lang lang,
                                    std::string_view section = {}, bool skip_bad_lines = false);

// A USEBIO file whose event is split into sections (as EBUScore writes a two-section night): each
// section a new event named "NAME A", "NAME B" (its SECTION_ID when a letter, else A, B … in the
// file's order), all of them the sections of a new session NAME, in one transaction. The session
// is ranked as the file ranks it: across the field when that reproduces the file's percentages
// better than section by section (a field matchpointed together, as EBUScore's), else apart.
// NAME: `name`, else the file's event name, else `fallback`. Each section's own import says its
// figures (ImportedRecord); `figures` are the file's against the session's ranking in the scope
// chosen.
struct ImportedSession {
  db::SessionInfo session;
  std::vector<ImportedRecord> sections;  // in the file's order, each with its letter in `letters`
  std::vector<std::string> letters;
  bool field = false;                    // ranked across the field
  ImportedRecord::FileFigures figures;
};
Result<ImportedSession> import_usebio_sections(db::Store& store, std::string_view text, const std::string& name,
                                               const std::string& fallback, Lang lang, bool skip_bad_lines = false);

struct DealsAdded {
  formats::HandFormat format = formats::HandFormat::Pbn;  // what the file was
  size_t added = 0;
  std::vector<int> skipped;  // the file's boards the event does not play, left out
};

// The hand records of a file put on the boards of `event`, all or none: PBN, or a dealing
// machine's or BBO's file (formats/hand_records.hpp), told apart by its content; its results
// are not read. A board of the file the event does not play is refused ("import.board_not_played")
// unless `skip_other_boards` leaves it out; a board whose dealer or vulnerability differs from
// the event's is refused; at least one hand record must be for a board of the event.
Result<DealsAdded> import_deals(db::Store& store, const db::EventInfo& event, std::string_view bytes,
                                bool skip_other_boards, Lang lang);

}  // namespace bandeja::director
