#pragma once
// Events from the director's chair: finding one, creating one with its movement (its pairs,
// boards and, for teams, its teams; as a section of a session when asked), and creating one
// from a travellers file. Errors are values with catalogue codes ("event.*", "session.*",
// "line.*", "store.*").
#include <istream>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// The event `which` names (trimmed): the event of exactly that name; else `#12` the event of id
// 12 (event.no_id when none), or `12` the event of id 12 when no event is named 12. None: the
// error (event.not_found, or event.not_found_similar with the names most like it, as they must
// be typed) points to `bandeja event list`.
Result<db::EventInfo> find_event(const db::Store& store, const std::string& which);

// Marks the event's results final (`final`), so that rank and publish no longer call them
// provisional though results are missing, or provisional again. The event as it now is.
Result<db::EventInfo> mark_final(db::Store& store, const db::EventInfo& event, bool final);

// Changes what is given of the event's name (trimmed; alike another event's is refused as a new
// name is), date played (YYYY-MM-DD, "" to clear: event.bad_date) and site (a name's rules).
// The event as it now is.
// `non_balancing`: "average" or "each-side", a teams event at IMPs only
// ("event.non_balancing_not_teams_imps" {event} otherwise, "event.bad_non_balancing" {word}).
struct EventEdit {
  std::optional<std::string> name, date, site, non_balancing;
  std::optional<std::string> traveller_points;  // when the tables see points: "now", "locked", "never"
  std::optional<std::string> member_numbers;    // the players' numbers at the table: "optional", "required"
};
Result<db::EventInfo> edit_event(db::Store& store, const db::EventInfo& event, const EventEdit& edit);

// The event's movement changed to `spec` (a late pair: the movement with one pair more; a
// mistake before play; another movement once play has started): allowed while every stored
// line is still a meeting of its two pairs on its board in the new movement, where it moves
// (its round and table). Pairs and boards the new movement has are added (the others removed,
// none having a line); names and hand records are kept. Refused with every line that does not
// fit ("event.movement_conflicts", then each "event.movement_conflict", the first
// kErrorsListed); a teams event's movement does not change ("event.movement_teams").
struct MovementChange {
  movement::Movement movement;
  size_t moved = 0;  // stored lines now at another round or table
  std::vector<std::string> pairs_added, pairs_removed;
};
std::expected<MovementChange, Errors> change_movement(db::Store& store, const db::EventInfo& event,
                                                     const movement::Spec& spec, Lang lang);

// A pair gone (left, or never came) from round `from_round` on: its seats from then on are
// empty, so its opponents sit out those rounds (a pair with a line in those rounds is refused:
// delete the line first). Each seat emptied, with the opponents it leaves sitting out.
struct PairDropped {
  struct Seat {
    int round = 0, table = 0;
    std::string opponents;  // "" when the other side was empty too
  };
  std::vector<Seat> seats;
};
Result<PairDropped> drop_pair(db::Store& store, const db::EventInfo& event, const std::string& pair, int from_round);

// Deletes the event and everything of it (store.hpp, delete_event).
Result<void> delete_event(db::Store& store, const db::EventInfo& event);

// Why `name` (trimmed already) cannot be a new event's name: `code` (event.name_taken,
// import.name_taken) when an event has it, event.name_like when one differs from it only in
// capitals, accents or spaces (names.hpp, name_key). Nothing: it is free.
std::optional<Error> event_name_taken(const db::Store& store, const std::string& name,
                                      const char* code = "event.name_taken");

// The scorings an event can have, as the director types them.
bool is_scoring(std::string_view word);

// Boards of the given numbers with the standard dealer and vulnerability (Law 2).
std::vector<db::Board> standard_boards(const std::set<int>& numbers);

// "NS" for "3NS", "EW" for "3EW", "" for any other pair id.
std::string field_of_pair(const std::string& id);

struct NewEventSpec {
  std::string name;
  movement::Spec movement;
  std::string scoring = "mp";
  std::string session;  // with section: a section of this session (id or name)
  std::string section;  // its letter
};

struct CreatedEvent {
  db::Id id = 0;
  movement::Movement movement;
  std::string section;  // the letter as stored ("" when no session)
};

// A new event with its movement's pairs (fields NS/EW for a two-winner movement), boards and,
// for a teams movement or scoring, its teams (team N: pairs N NS and N EW). The movement's own
// errors are catalogue codes ("generate.*") like the others; `lang` is no longer needed.
Result<CreatedEvent> create_event(db::Store& store, const NewEventSpec& spec, Lang lang);

struct ImportedEvent {
  db::Id id = 0;
  size_t lines = 0, boards = 0, pairs = 0;
  bool two_fields = false;  // pairs named N NS / N EW
  size_t teams = 0;         // teams made by the convention (teams scorings)
};

// A new event (no movement) from a travellers file, with every line, in one transaction: a file
// with a bad line stores nothing, and every bad line is in the errors (the first
// kErrorsListed by line, then "file.more_errors" with how many more). The file is read from
// `in` in chunks and its lines stored as they are checked, so a file of any size is imported
// in the memory of a few hundred lines; the import is audited once, with `file` (its name as
// the director gave it), the file's SHA-256 and `note`, and each line names the import and its
// line in the file.
std::expected<ImportedEvent, Errors> import_travellers(db::Store& store, std::istream& in,
                                                      const std::string& file, const std::string& name,
                                                      const std::string& scoring, Lang lang,
                                                      const std::string& note);
// The same from the file's text in memory.
std::expected<ImportedEvent, Errors> import_travellers(db::Store& store, std::string_view text,
                                                      const std::string& name,
                                                      const std::string& scoring, Lang lang,
                                                      const std::string& note);

}  // namespace bandeja::director
