#pragma once
// The event store <-> the interchange document (formats::EventRecord): what `bandeja publish`,
// `bandeja export pbn|usebio|csv` and `bandeja import pbn|usebio` move between the SQLite file
// and the file formats. The ranking is computed by event_ranking.hpp (libranking), never here.
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/formats/event_record.hpp"
#include "event_ranking.hpp"

namespace bandeja::app {

// The stored event as a document: pairs with players, boards with hand records, every line,
// and the ranking (points per line, totals, percentages, places) exactly as `bandeja rank`
// computes it (event_ranking.hpp) for the event's scoring method, or options.scoring.
// A teams event's document also carries its teams (team_list), the matches and the team
// standings (rank_teams); its lines carry each table's board points or IMPs. Throws UserError
// when the event cannot be ranked.
formats::EventRecord record_from_event(const db::Event& event, Lang lang, RankOptions options = {});

// A session's sections as ONE document ranked across the field (session_ranking.hpp's
// rank_session, Scope::Field): every section's pairs named with their section letter ("A1NS"),
// every board's traveller holding the lines of every section, the hand record from the
// sections (which must agree), each line's field points and the field's standings. `name` and
// `held_on` are the session's. Throws UserError when the sections cannot be ranked together.
formats::EventRecord record_from_session(const std::string& name, const std::string& held_on,
                                         const std::vector<db::Event>& sections, Lang lang, RankOptions options = {});

// Stores a document as a new event called `name` (pairs, boards and hand records, every line)
// and its teams in one transaction: a document that the store refuses stores nothing. Returns
// the new id.
// The file's own points and ranking are not stored: `bandeja rank` computes them again.
db::Id store_record(db::Store& store, const formats::EventRecord& record, const std::string& name);

}  // namespace bandeja::app
