#pragma once
// Sessions and their sections: finding a session, the section letter, and the checks a section
// must pass to join a session (same scoring; to be ranked across the field, the same boards
// with the same dealer, vulnerability and hand record). Shared by every front end's session
// commands, event creation in a session and ranking a session. Errors are values with
// catalogue codes ("session.*").
//
// A pair of a section is written with its section letter in front of its id, "A1NS", in every
// output (text, JSON, CSV), since pair ids repeat across sections.
#include <optional>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// "A" + "1NS" -> "A1NS"; "" + "1NS" -> "1NS".
std::string section_pair(const std::string& section, const std::string& pair);

// The section letter as stored: one or two letters A-Z, upper case ("a" -> "A").
Result<std::string> section_letter(const std::string& text);

// "section" or "field" from what the director typed (also "apart" / "together", "campo").
Result<std::string> scope_word(const std::string& text);

// What a section must share with the other sections of its session.
struct SectionFacts {
  std::string section;  // "A"
  std::string event;    // its event's name, to name it in messages
  db::Id event_id = 0;  // 0: not created yet
  std::string scoring;  // mp, imps, ...
  std::vector<db::Board> boards;
  int winners = 2;      // 1: one field (Howell, arrow-switched); 2: NS and EW fields
};

SectionFacts facts_of(const db::EventInfo& info, std::vector<db::Board> boards);

// An error naming both sections when they are scored differently.
Result<void> check_same_scoring(const SectionFacts& a, const SectionFacts& b);
// Across the field the sections have the same number of winners (a one-winner Howell and a
// two-winner Mitchell have no common field to rank in) and a board number is one deal in every
// section: an error naming the first board both play whose dealer, vulnerability or hand
// record (when both have one) differ, or when they play no board in common. A board only one
// section plays is allowed (a 7-table and a 6-table Mitchell share 12 of 14 boards): it is
// compared within the sections that played it and, like every board, Neuberg-factored to the
// field's expected count.
Result<void> check_same_boards(const SectionFacts& a, const SectionFacts& b);
// Every check for `candidate` joining a session whose sections are `others` (candidate's own
// event, if among them, is ignored): its letter is free, its scoring is theirs and, when the
// session is ranked across the field (`field`), its boards are theirs.
Result<void> check_section_fits(const std::vector<SectionFacts>& others,
                                const SectionFacts& candidate, bool field);
// Across the field: every section's boards are the first section's.
Result<void> check_field(const std::vector<SectionFacts>& sections);

// The session named by id or name; the error points to `bandeja session list`.
Result<db::SessionInfo> find_session(const db::Store& store, const std::string& which);

// The sections of a session with what the checks need.
std::vector<SectionFacts> section_facts(const db::Store& store, db::Id session);

// --- the director's session operations (`bandeja session ...`, the server's) ---

// A new session: a name used once in the file, a date written YYYY-MM-DD (or none) and its
// scope (section or field, as scope_word reads it). Returns it as stored.
Result<db::SessionInfo> create_session(db::Store& store, const std::string& name, const std::string& date,
                                       const std::string& scope);

// A section of a session as listings show it.
struct SectionView {
  db::EventInfo event;
  size_t pairs = 0;
  size_t results = 0;                 // result lines stored
  std::optional<size_t> expected;     // lines its movement plays (none without a movement)
};

struct SessionView {
  db::SessionInfo session;
  std::vector<SectionView> sections;  // by section letter
};

// Every session of the file with its sections; one session by id or name.
std::vector<SessionView> list_sessions(const db::Store& store);
Result<SessionView> show_session(const db::Store& store, const std::string& which);

struct SectionChange {
  db::SessionInfo session;
  db::EventInfo event;  // as it was before the change
  std::string section;  // its letter in the session (added) or the one it had (removed)
};

// Makes event `event_which` section `letter` of the session, once every check passes (the
// letter is free, the event is in no other session, the scoring and, across the field, the
// boards are the other sections').
Result<SectionChange> add_section(db::Store& store, const std::string& session_which,
                                  const std::string& event_which, const std::string& letter);

// Takes a section (by its letter, or its event's id or name) out of the session; the event and
// its results stay.
Result<SectionChange> remove_section(db::Store& store, const std::string& session_which,
                                     const std::string& section_which);

// Ranks the session's sections apart (section) or together (field; checked: the sections
// share their boards). Returns the session as stored.
Result<db::SessionInfo> set_scope(db::Store& store, const std::string& session_which, const std::string& scope);

}  // namespace bandeja::director
