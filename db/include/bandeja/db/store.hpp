#pragma once
// The event store: one SQLite file per club night (or season), opened with foreign keys,
// WAL and a busy timeout, migrated to the current schema on open. Repositories over SQLiteCpp
// that read and write the value types of records.hpp. Write methods run in one IMMEDIATE
// transaction each, unless a Batch is open on the store, in which case they join it.
//
// Errors: StoreError (a std::runtime_error) carries a code (StoreErrc) and language-neutral
// arguments (ids, names, the board, the pairs, the path); the director's catalogue
// (apps/director: from_store, render) turns them into words in his language. what() is an
// English fallback for logs. The store tells errors apart by SQLite's extended result codes
// and by which write was running, never by SQLite's message text.
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"

namespace SQLite { class Database; class Transaction; }

namespace bandeja::db {

// What went wrong, with its arguments in order (all as text: ids, names, numbers, paths).
enum class StoreErrc {
  no_event,                     // event id
  no_session,                   // session id
  no_result,                    // result id
  no_call,                      // call id
  newer_schema,                 // path, the file's schema version, the latest this build knows
  migration_failed,             // path, migration name, SQLite extended code
  cannot_open,                  // path (a missing folder, no permission)
  not_a_database,               // path
  busy,                         // path (another connection holds the write lock)
  read_only,                    // path
  disk_full,                    // path
  io_error,                     // path
  corrupt,                      // path
  backup_failed,                // destination path, SQLite extended code
  bad_scope,                    // the scope given
  event_name_taken,             // event name
  session_name_taken,           // session name
  section_taken,                // section letter, session id
  result_exists,                // board, ns, ew, the pair that already has a result there
  result_board_not_in_event,    // board, ns, ew
  result_pair_not_in_event,     // board, ns, ew, the pair that is not in the event
  result_same_pair,             // board, ns, ew
  team_pair_not_in_event,       // team id, pair
  pair_in_two_teams,            // team id, pair, the team it already plays for
  movement_pair_not_in_event,   // event name, pair
  movement_board_not_in_event,  // event name, board
  not_utf8,                     // what ("event", "pair", "player", "lead", "note" ...), the byte
                                // (1-based) where the text stops being UTF-8: nothing stored
  value_rejected,               // what ("event", "session", "pair", "team", "board"), its id
                                // or name, SQLite extended code (a CHECK, NOT NULL or key)
  sqlite_error,                 // path, SQLite extended code (anything else)
};

// The code's stable name, "store.result_exists": the director's catalogue key.
const char* code_name(StoreErrc code);

// The English text of a code with its arguments (what() of a StoreError).
std::string english(StoreErrc code, const std::vector<std::string>& args);

struct StoreError : std::runtime_error {
  StoreError(StoreErrc code, std::vector<std::string> args, int sqlite_code = 0,
             std::string sqlite_message = "");
  StoreErrc code;
  std::vector<std::string> args;
  int sqlite_code = 0;         // SQLite's extended result code behind it; 0: none
  std::string sqlite_message;  // SQLite's own words, for logs only (never shown, never matched)
};

// The schema version this build writes (PRAGMA user_version after migration).
int schema_version();

// What a new event is made of. The app computes boards (dealer, vulnerability) and pairs.
struct NewEvent {
  std::string name;
  std::string scoring = "mp";
  std::optional<movement::Movement> movement;  // absent: results only (import travellers)
  std::vector<Pair> pairs;
  std::vector<Board> boards;
  std::vector<Team> teams;              // teams events: their names and pairs
  std::optional<Id> session_id;         // a section of this session
  std::string section;                  // its letter in the session
  std::string held_on, site;            // EventInfo's: the date played (ISO) and the club or venue
};

class Store {
 public:
  // Opens (creating when missing) and migrates the file at `path`.
  static Store open(const std::string& path);
  ~Store();
  Store(Store&&) noexcept;
  Store& operator=(Store&&) noexcept;

  // --- events ---
  Id create_event(const NewEvent& e);
  std::vector<EventInfo> events() const;
  // By numeric id ("3") or exact name ("Tuesday pairs"); nullopt when none.
  std::optional<EventInfo> find_event(const std::string& id_or_name) const;
  EventInfo event_info(Id event) const;  // throws StoreError when missing
  // The event with that id only (never one whose name reads as the number); nullopt when none.
  std::optional<EventInfo> event_by_id(Id event) const;
  Event load(Id event) const;            // the whole event
  // The event without its result lines (Event::results left empty), each line given instead to
  // `line` as a ScoredLine, in Event::results' order, read as of the same moment: a ranking of a
  // million lines reads only the columns it ranks and holds no stored line it has been given.
  Event load(Id event, const std::function<void(ScoredLine&&)>& line) const;
  // The same, with the event (all of it but its lines) given to `head` before the first line,
  // so that the lines can be ranked as they come and none be held.
  Event load(Id event, const std::function<void(const Event&)>& head,
             const std::function<void(ScoredLine&&)>& line) const;

  // --- sessions (the sections played together) ---
  Id create_session(const std::string& name, const std::string& held_on = "",
                    const std::string& scope = "section");
  std::vector<SessionInfo> sessions() const;
  // By numeric id or exact name; nullopt when none.
  std::optional<SessionInfo> find_session(const std::string& id_or_name) const;
  SessionInfo session_info(Id session) const;  // throws StoreError when missing
  void set_session_scope(Id session, const std::string& scope);  // "section" | "field"
  // The events that are its sections, by section letter.
  std::vector<EventInfo> session_events(Id session) const;
  // Makes `event` section `section` of `session` (nullopt: of no session). Throws when the
  // letter is taken in that session.
  void set_event_session(Id event, std::optional<Id> session, const std::string& section);

  // One winner (one field) or two (North-South and East-West fields).
  void set_winners(Id event, int winners);

  // Marks the event's results final now (EventInfo::final_at), or not final (`final` false).
  void set_final(Id event, bool final);

  // The event's name, date played and site (EventInfo); a name another event has throws
  // event_name_taken.
  void set_event_details(Id event, const std::string& name, const std::string& held_on, const std::string& site,
                         const std::string& non_balancing);

  // Removes the event with everything of it (pairs, boards, movement, results, their audit
  // log, tables and imports) in one transaction. Its session, if any, stays.
  void delete_event(Id event);

  // Replaces the event's movement (a late pair, a pair gone, another movement): its type,
  // description, tables, rounds and boards, its rows; the pairs of `pairs` it does not have are
  // added, and those it has that `pairs` does not are removed with their players; likewise the
  // boards (those kept keep their hand records); each line of `moved` goes to its new round and
  // table (audited as a change, with `note`); table links of tables beyond the new ones go. One
  // transaction. A pair or board that still has a line cannot be removed (its foreign key).
  struct MovedLine {
    Id result = 0;
    int round = 0, table = 0;
  };
  void replace_movement(Id event, const movement::Movement& m, const std::vector<Pair>& pairs,
                        const std::vector<Board>& boards, const std::vector<MovedLine>& moved, const std::string& note);
  // Nobody sits North-South (`ns`) or East-West at `table` in `round` any more: a pair gone.
  void clear_seat(Id event, int round, int table, bool ns, const std::string& note);

  // --- pairs ---
  std::vector<Pair> pairs(Id event) const;
  // Adds the pair when it is new, otherwise replaces its field and players.
  void put_pair(Id event, const Pair& p);

  // --- the players' register (members) ---
  // What storing a list of members did: new ids, ids whose name or club changed, ids as they were.
  struct MembersStored {
    size_t added = 0, changed = 0, unchanged = 0;
  };
  // Adds each member, or replaces the name and club of the one with its id, in one transaction
  // (all or none: a member the schema refuses throws value_rejected {"member", id}).
  MembersStored put_members(const std::vector<Member>& members);
  std::optional<Member> member(const std::string& national_id) const;
  // Every member, by name (the director's search folds accents: players.hpp, find_members).
  std::vector<Member> members() const;
  size_t member_count() const;
  // Where the player with this national id played: each event (oldest first) and the pair.
  std::vector<std::pair<Id, movement::PairId>> appearances(const std::string& national_id) const;

  // --- tournaments (sessions ranked as one) ---
  Id create_tournament(const std::string& name, const std::string& combine_by = "percent");
  std::vector<TournamentInfo> tournaments() const;
  // By numeric id or exact name; nullopt when none.
  std::optional<TournamentInfo> find_tournament(const std::string& id_or_name) const;
  // Adds an event or a session of sections (exactly one of the two) as the tournament's next
  // session; returns its number (1, 2, ...).
  int add_tournament_session(Id tournament, std::optional<Id> event, std::optional<Id> session, double factor);
  std::vector<TournamentSession> tournament_sessions(Id tournament) const;  // in order
  // The director's carry-over for the entrant with this key (nullopt: none, removed).
  void set_tournament_carry(Id tournament, const std::string& entrant, std::optional<double> points);
  std::map<std::string, double> tournament_carry(Id tournament) const;

  // --- teams ---
  std::vector<Team> teams(Id event) const;
  // Adds the team when it is new, otherwise replaces its name and pairs (each pair must be a
  // pair of the event; a pair plays for one team).
  void put_team(Id event, const Team& t);

  // --- movement and boards ---
  std::vector<movement::Row> rows(Id event) const;
  std::vector<Board> boards(Id event) const;
  void put_board(Id event, const Board& b);  // adds or replaces (e.g. a hand record)

  // --- results ---
  std::vector<ResultLine> results(Id event) const;
  std::optional<ResultLine> result(Id event, Id result_id) const;
  // Results already stored on `board` for pair `pair` (as NS or EW).
  std::vector<ResultLine> results_for(Id event, int board, const movement::PairId& pair) const;
  // Stores a new line (the audit log records it); returns its id. `note` says who/why.
  Id insert_result(Id event, const ResultLine& line, const std::string& note = "");
  // Replaces line `line.id` (audit: old and new value).
  void update_result(Id event, const ResultLine& line, const std::string& note = "");
  // Deletes a line (audit: old value).
  void delete_result(Id event, Id result_id, const std::string& note = "");
  // Every change of the event's results and its rulings given or withdrawn, by time.
  std::vector<AuditRecord> audit(Id event) const;

  // --- rulings (Law 87 fouled boards, Law 90 procedural penalties) ---
  // Stores a ruling (its id, at and withdrawal are the store's); returns its id.
  Id add_ruling(Id event, const Ruling& r, const std::string& note = "");
  // Every ruling of the event, standing or withdrawn, in the order given.
  std::vector<Ruling> rulings(Id event) const;
  // Withdraws ruling `id` of the event (kept, stamped withdrawn); false when there is no such
  // ruling standing.
  bool withdraw_ruling(Id event, Id id, const std::string& note = "");

  // --- imports: a file's lines stored in bulk, audited once for the file ---
  // Begins an import of a file into `event` (open a Batch first: the import and its lines
  // commit together, or not at all). Returns its id.
  Id begin_import(Id event, const std::string& file, const std::string& note);
  // A line of the file, checked, with its line number in the file.
  struct ImportLine {
    ResultLine line;
    int file_line = 0;
  };
  struct Refused {
    size_t index = 0;  // in the lines given
    StoreError error;
  };
  struct Inserted {
    std::vector<Id> ids;           // each line's id, in order; 0 for a refused line
    std::vector<Refused> refused;  // the lines the store refused, each with what it broke
  };
  // Inserts new lines of import `import`, many rows a statement. A line the schema refuses is
  // left out and returned with its error (a pair's second result on a board: result_exists,
  // whose arguments then also carry the line already stored: its id, its import and line);
  // the others are stored.
  Inserted insert_imported(Id event, Id import, const std::vector<ImportLine>& lines);
  // New pairs (with no players) and new boards for an import's lines, one statement prepared
  // for all, no savepoint each (a pair or board already there is a StoreError).
  void insert_new_pairs(Id event, const std::vector<Pair>& pairs);
  void insert_new_boards(Id event, const std::vector<Board>& boards);
  // Replaces line `l.line.id` as part of import `import` (audited as a change, like any).
  void replace_imported(Id event, Id import, const ImportLine& l, const std::string& note);
  // Ends import `import`: the lines it added and replaced, the file's SHA-256; its audit record.
  void end_import(Id import, size_t lines, size_t replaced, const std::string& sha256);
  std::vector<ImportInfo> imports(Id event) const;

  // --- what the server keeps (store_server.cpp) ---
  // Each table's secret link, by table.
  std::vector<TableLink> table_links(Id event) const;
  // The link of that token, in any event; nullopt when none.
  std::optional<TableLink> find_table_link(const std::string& token) const;
  // Gives table `table` the token (replacing its old one: the old link stops working).
  void put_table_link(Id event, int table, const std::string& token);
  // The rounds the director has locked (no table may write in them).
  std::vector<int> locked_rounds(Id event) const;
  // Locks or unlocks a round; a change (not a lock of a locked round) goes in the audit trail
  // with the time and `note` (who: "console", "cli").
  void set_round_locked(Id event, int round, bool locked, const std::string& note = "");
  // Every lock and unlock of the event's rounds, oldest first, as audit records ("lock",
  // "unlock", with the round); audit() merges them in.
  std::vector<AuditRecord> round_lock_records(Id event) const;
  // The line a table's entry key stored; nullopt when the key is new.
  std::optional<Id> entry_key(Id event, int table, const std::string& key) const;
  // Remembers the key with the line it stored (call it in the Batch that stores the line).
  void put_entry_key(Id event, int table, const std::string& key, Id result_id);
  // Whether line `result` was stored by an entry of table `table` (any key of that table names it).
  bool entered_by_table(Id event, int table, Id result) const;
  // The note of the newest audit record of line `result` (who wrote it last); nullopt when the
  // log has no record of that line alone (an imported file is audited once for the file).
  std::optional<std::string> last_writer(Id event, Id result) const;
  // Calls for the director, oldest first; raise one, answer one.
  std::vector<DirectorCall> calls(Id event) const;
  Id raise_call(Id event, int table, std::optional<int> round, const std::string& reason = "");
  void answer_call(Id event, Id call);
  // The server's settings ("director_password": the password's hash).
  std::optional<std::string> setting(const std::string& key) const;
  void put_setting(const std::string& key, const std::string& value);

  // --- batches ---
  // While a Batch is alive every write joins one transaction; commit() makes them durable
  // together; destroying it without commit() stores nothing. A Batch opened inside another
  // (or inside a write) is a savepoint of it: destroyed without commit(), its own writes are
  // undone and the outer transaction goes on. A write that fails inside a Batch undoes only
  // itself.
  class Batch {
   public:
    explicit Batch(Store& s);
    ~Batch();
    Batch(const Batch&) = delete;
    Batch& operator=(const Batch&) = delete;
    void commit();
   private:
    struct Scope;  // the SQLite::Transaction or SQLite::Savepoint it holds open
    std::unique_ptr<Scope> scope_;
  };

  // While a Reading is alive, every read sees the file as of one moment (one read transaction),
  // whoever writes meanwhile: what is read across several calls fits together. Inside a Batch it
  // is the Batch's own view, and changes nothing.
  class Reading {
   public:
    explicit Reading(const Store& s);
    ~Reading();
    Reading(const Reading&) = delete;
    Reading& operator=(const Reading&) = delete;
   private:
    std::unique_ptr<SQLite::Transaction> tx_;
  };

  // Copies the whole file to `dest` (safe while others write: one read transaction), through
  // dest.partial-* renamed onto `dest` once whole and synced, so `dest` is never half a copy.
  void backup(const std::string& dest) const;

  // A number that changes whenever another connection commits a change to the file (SQLite's
  // PRAGMA data_version): a reader's cache of anything computed from the file is still good
  // while it stays the same.
  long long data_version() const;

  // The file's path as it was opened.
  const std::string& path() const;

  // The underlying connection, for tests and benchmarks.
  SQLite::Database& database();

 private:
  struct Impl;
  explicit Store(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace bandeja::db
