#pragma once
// What an event file holds, as plain value types: an event, its pairs, the movement rows it
// uses, its boards, its results and the audit log. db/ maps SQLite rows to these and back;
// it holds no bridge logic (scores are computed in libscore and stored with the line).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/deal/analysis.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::db {

using Id = std::int64_t;

// One event: one section of one session, with its movement. Without a movement (created from
// travellers alone) movement_type is empty and rows are absent. An event may belong to a
// session (the sections that play the same boards at the same time) under a section letter.
struct EventInfo {
  Id id = 0;
  std::string name;
  std::string scoring = "mp";       // mp | imps | butler | cross-imps | bam
  std::string movement_type;        // "mitchell", "howell", ... or "" (no movement)
  // What the movement is, in parts each language says (movement::Movement::summary); an event
  // stored before schema 16 has one part, its English and Spanish texts as they were stored.
  std::vector<movement::Note> movement_summary;
  int tables = 0;
  int rounds = 0;
  int boards_per_round = 0;
  int boards = 0;                   // boards in play
  int winners = 2;                  // 1 = one field, 2 = NS and EW fields
  std::string created_at;           // UTC, "2026-11-29 19:30:00"
  std::optional<Id> session_id;     // the session it is a section of, if any
  std::string section;              // "A", "B", ... within the session; "" when none
  std::string final_at;             // UTC, when the director marked the results final; "" while not
  std::string held_on;              // the date it was played, ISO "2026-11-29"; "" when not given
  std::string site;                 // club or venue; "" when not given
  // Teams at IMPs: artificial awards that do not balance are "average"d into one margin, or
  // kept by "each-side" (docs/ranking.md, "Adjusted scores in a match").
  std::string non_balancing = "average";
  bool has_movement() const { return !movement_type.empty(); }
  friend bool operator==(const EventInfo&, const EventInfo&) = default;
};

// A session: the sections (events) that play the same boards at the same time. `scope` is how
// they are ranked: "section" (each section apart) or "field" (matchpointed across the field).
struct SessionInfo {
  Id id = 0;
  std::string name;
  std::string held_on;           // the date as the director gave it, or ""
  std::string scope = "section"; // section | field
  std::string created_at;
  friend bool operator==(const SessionInfo&, const SessionInfo&) = default;
};

// A tournament: sessions (events, or sessions of sections) ranked as one. `combine_by` is how:
// "percent" (the weighted mean of the session percentages) or "total" (the weighted sum of the
// matchpoints, IMPs or VPs).
struct TournamentInfo {
  Id id = 0;
  std::string name;
  std::string combine_by = "percent";
  std::string created_at;
  friend bool operator==(const TournamentInfo&, const TournamentInfo&) = default;
};

// One session of a tournament, in the order played: an event or a session of sections, and the
// factor its scores count by (1, or the fraction carried over from a qualifying session).
struct TournamentSession {
  int seq = 0;                   // 1, 2, ...
  std::optional<Id> event_id;    // an event ...
  std::optional<Id> session_id;  // ... or a session of sections
  double factor = 1.0;
  friend bool operator==(const TournamentSession&, const TournamentSession&) = default;
};

struct Player {
  std::string name;
  std::optional<std::string> national_id;  // federation number, if known
  friend bool operator==(const Player&, const Player&) = default;
};

// A national id as the event file keeps it and finds it: its ASCII letters in capitals, since a
// federation's number does not tell them apart by case (es3 is ES3). Every write and look-up of
// an id in Store goes through it (schema 19 wrote the ids stored before so).
inline std::string canonical_national_id(std::string_view id) {
  std::string out(id);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

// A member of the players' register: who a national id is, as the federation's list (or the
// director) gives it.
struct Member {
  std::string national_id;  // "ES10231"
  std::string name;         // "Ana García"
  std::string club;         // "" when not given
  std::string source;       // the list's file name, or "typed"
  std::string updated_at;   // UTC, when last stored
  friend bool operator==(const Member&, const Member&) = default;
};

// An entrant. `field` is "NS" or "EW" in a two-winner event, "" in a one-winner event.
struct Pair {
  movement::PairId id;     // "1NS", "3EW", "7"
  std::string field;
  std::vector<Player> players;  // usually two; empty until named
  // "Ana García – Luis Pérez", or "" when not named yet.
  std::string names() const;
  friend bool operator==(const Pair&, const Pair&) = default;
};

// A team of a teams event: its number, its name and the pairs that play for it (by the
// teams movement's convention team 3 is pairs 3NS and 3EW).
struct Team {
  std::string id;                       // "3"
  std::string name;                     // "García", or "" when not named
  std::vector<movement::PairId> pairs;  // "3NS", "3EW"
  friend bool operator==(const Team&, const Team&) = default;
};

// A board of the event: number, dealer, vulnerability, optional hand record and its
// double-dummy analysis.
struct Board {
  int number = 0;
  score::Seat dealer = score::Seat::North;
  score::Vulnerability vulnerability;
  std::optional<std::string> deal;  // PBN [Deal] string: "N:AKQ2.J4.T98.K32 ..."
  std::optional<deal::Analysis> analysis;  // tricks table and par, once analysed (or imported)
  friend bool operator==(const Board&, const Board&) = default;
};

// One line of a traveller: who played which board where, and what happened.
struct ResultLine {
  Id id = 0;                    // assigned by the store
  int board = 0;
  std::optional<int> round;     // absent in an event without movement, when not given
  std::optional<int> table;
  movement::PairId ns, ew;
  score::Entry entry = score::NotPlayed{};
  std::optional<int> ns_score;  // computed (or given) NS score; none for artificial / not played
  std::string updated_at;       // UTC time of the last insert or change
  // The import that stored it (a travellers file) and its line in that file; 0 when typed.
  Id import_id = 0;
  int import_line = 0;
  // The opening lead, when the entry is a played contract that records one.
  std::optional<std::string> lead() const;
  friend bool operator==(const ResultLine&, const ResultLine&) = default;
};

// A stored line as a ranking reads it: where it was played, who sat there and what it scored,
// without its contract, lead, time or import (Store::load with a ScoredLine reader). `entry` is
// score::ScoreOnly with the stored NS score for a played, passed-out or score-only line, else
// the stored Artificial, Weighted or NotPlayed; `ns_score` as ResultLine has it.
struct ScoredLine {
  Id id = 0;
  int board = 0;
  std::optional<int> round;
  std::optional<int> table;
  movement::PairId ns, ew;
  score::Entry entry = score::NotPlayed{};
  std::optional<int> ns_score;
};

// A travellers file imported into an event: its lines are audited by this one record.
struct ImportInfo {
  Id id = 0;
  Id event = 0;
  std::string at;      // UTC time it began
  std::string file;    // as the director named it
  std::string sha256;  // of the file's bytes, 64 hexadecimal digits
  size_t lines = 0;    // lines it added
  size_t replaced = 0; // lines it replaced
  std::string note;
};

// A director's ruling on the evening (schema 0010_rulings.sql), kept with its reason.
struct Ruling {
  Id id = 0;
  std::string kind;  // "fouled" (Law 87) | "penalty" (Law 90)
  std::optional<int> board;  // fouled: the board; penalty: the board, or none (the session)
  // Fouled: the lines that played the board in its changed form, those of these rounds...
  std::optional<int> first_round, last_round;
  // ... or those of these North-South pairs. Penalty: the one pair penalised.
  std::vector<std::string> pairs;
  double amount = 0;  // penalty: percent of a top (unit "top%") or IMPs (unit "imps")
  std::string unit;
  // Fouled: how the board's small groups are scored: "" (Neuberg, like every group) or "ebu"
  // (the EBU's fixed shares of the top for a group of at most three results).
  std::string method;
  std::string reason;
  std::string at;    // UTC time it was given
  std::string note;  // who/why, as the app gave it
  std::string withdrawn_at;  // UTC time it was withdrawn; "" while it stands
  std::string withdrawn_note;
  bool standing() const { return withdrawn_at.empty(); }
  friend bool operator==(const Ruling&, const Ruling&) = default;
};

// One record of the audit log: an insert, change or delete of a result, or an import of a
// file's lines (whose lines have no record of their own: each names the import), or a ruling
// given or withdrawn.
struct AuditRecord {
  Id id = 0;
  std::string at;      // UTC time
  std::string action;  // "insert" | "update" | "delete" | "import" | "ruling" | "withdraw" | "lock" | "unlock"
  Id result_id = 0;    // 0 for an import or a ruling
  std::optional<ImportInfo> import;     // for an import
  std::optional<Ruling> ruling;         // for a ruling given or withdrawn
  std::optional<int> round;             // for a round locked or unlocked
  std::optional<ResultLine> old_value;  // absent for insert
  std::optional<ResultLine> new_value;  // absent for delete
  std::string note;    // who/why, as the app gave it ("enter", "result edit", "migrated")
};

// A table's secret link: the token in its URL (/t/TOKEN) names the event and the table.
struct TableLink {
  Id event = 0;
  int table = 0;
  std::string token;
  friend bool operator==(const TableLink&, const TableLink&) = default;
};

// A call for the director raised from a table's page.
struct DirectorCall {
  Id id = 0;
  Id event = 0;
  int table = 0;
  std::optional<int> round;
  std::string raised_at;                   // UTC time
  std::optional<std::string> answered_at;  // absent while open
  // "" for a call from the table's button; an entry the server refused: the entry and why, as
  // the director's core writes it (director::refused_entry reads it).
  std::string reason;
  friend bool operator==(const DirectorCall&, const DirectorCall&) = default;
};

// Everything about one event, read in one go (for ranking and publishing).
struct Event {
  EventInfo info;
  std::vector<Pair> pairs;            // in display order
  std::vector<movement::Row> rows;    // movement rows, by round then table (empty: no movement)
  std::vector<Board> boards;          // by number
  std::vector<ResultLine> results;    // by board, then round, then table, then id
  std::vector<Team> teams;            // in display order (empty: a pairs event, or unnamed)
  std::vector<Ruling> rulings;        // the rulings that stand, in the order given
};

}  // namespace bandeja::db
