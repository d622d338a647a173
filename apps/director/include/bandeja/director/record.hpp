#pragma once
// The one ranked document: a stored event (or a session's sections) ranked once by libranking
// (ranking.hpp) and written into the interchange document, formats::EventRecord, which every
// output renders: `bandeja rank` (text, JSON, CSV: present/rank_render.hpp, present::ranking_csv),
// `bandeja export csv --ranking` (the same present::ranking_csv), `bandeja publish` (the site),
// `bandeja export pbn|usebio`. Points attach to lines by key (board, section, NS pair, EW pair),
// never by position. And back: a document stored as a new event (`bandeja import`).
//
// No I/O, no logging: errors are values with catalogue codes, warnings come back in Ranked.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/ranking.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/formats/ranked.hpp"

namespace bandeja::director {

// The ranked document itself is a value of formats (formats/ranked.hpp), so that the
// presentation layer renders it without the operations that make it.
using formats::Ranked;

// The event ranked by its scoring (or options.scoring).
Result<Ranked> rank_event(const db::Event& event, RankOptions options = {});
// The same, consuming an event read for this ranking alone (its lines move into the document):
// the same document, with less memory for a big event.
Result<Ranked> rank_event(db::Event&& event, RankOptions options = {});

// The event ranked for its standings alone, read from the store with each line's stored score
// only and ranked as its boards are read (director::rank_stored): the same document as
// rank_event's but that its boards hold no lines, for the outputs that render no line
// (`bandeja rank` as text or CSV). A million-line event ranks this way in the memory of one
// board and in under a second. A teams
// event (whose matches are found from its lines) is read and ranked whole, as rank_event does.
Result<Ranked> rank_standings(const db::Store& store, db::Id event, RankOptions options = {});

// The document `bandeja publish` and `bandeja export` write: rank_event, except that a teams
// event whose pairs are in no teams is written without a ranking (warning "rank.teams_unranked").
Result<Ranked> publish_event(const db::Event& event);

// A session's sections ranked apart (Scope::Section) or together across the field
// (Scope::Field); `name` and `held_on` are the session's.
Result<Ranked> rank_session(const std::string& name, const std::string& held_on,
                            const std::vector<db::Event>& sections, RankOptions options, ranking::Scope scope);

// A session's document with one traveller per board (every section's lines on it), as the
// site shows a field: the sections' hand records of a board must agree
// ("rank.field_other_deal" {board, section}).
Result<formats::EventRecord> field_record(const Ranked& session);

// A stored board as the document holds it: its hand record read from PBN, with its analysis.
// A hand record that does not read is left out, with a warning ("rank.hand_record_not_deal").
formats::Board document_board(const db::Board& board, std::vector<Error>& warnings);

// Stores a document as a new event called `name` (pairs, boards and hand records, every line)
// and its teams in one transaction: a document that the store refuses stores nothing (the
// store's error). Returns the new id. The file's own points and ranking are not stored:
// `bandeja rank` computes them again.
Result<db::Id> store_record(db::Store& store, const formats::EventRecord& record, const std::string& name);

}  // namespace bandeja::director
