#include "bandeja/db/store.hpp"

#include "bandeja/movement/json.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <sqlite3.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <random>
#include <cstdlib>
#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "bandeja/db/database.hpp"
#include "migrations.hpp"
#include "store_impl.hpp"

namespace bandeja::db {

using score::Entry;

std::string Pair::names() const {
  std::string out;
  for (const auto& p : players) {
    if (!out.empty()) out += " \u2013 ";
    out += p.name;
  }
  return out;
}

std::optional<std::string> ResultLine::lead() const {
  if (auto p = std::get_if<score::Played>(&entry)) return p->lead;
  return std::nullopt;
}

const char* code_name(StoreErrc code) {
  switch (code) {
    case StoreErrc::no_event: return "store.no_event";
    case StoreErrc::no_session: return "store.no_session";
    case StoreErrc::no_result: return "store.no_result";
    case StoreErrc::no_call: return "store.no_call";
    case StoreErrc::newer_schema: return "store.newer_schema";
    case StoreErrc::migration_failed: return "store.migration_failed";
    case StoreErrc::cannot_open: return "store.cannot_open";
    case StoreErrc::not_a_database: return "store.not_a_database";
    case StoreErrc::busy: return "store.busy";
    case StoreErrc::read_only: return "store.read_only";
    case StoreErrc::disk_full: return "store.disk_full";
    case StoreErrc::io_error: return "store.io_error";
    case StoreErrc::corrupt: return "store.corrupt";
    case StoreErrc::backup_failed: return "store.backup_failed";
    case StoreErrc::bad_scope: return "store.bad_scope";
    case StoreErrc::event_name_taken: return "store.event_name_taken";
    case StoreErrc::session_name_taken: return "store.session_name_taken";
    case StoreErrc::section_taken: return "store.section_taken";
    case StoreErrc::result_exists: return "store.result_exists";
    case StoreErrc::result_board_not_in_event: return "store.result_board_not_in_event";
    case StoreErrc::result_pair_not_in_event: return "store.result_pair_not_in_event";
    case StoreErrc::result_same_pair: return "store.result_same_pair";
    case StoreErrc::team_pair_not_in_event: return "store.team_pair_not_in_event";
    case StoreErrc::pair_in_two_teams: return "store.pair_in_two_teams";
    case StoreErrc::movement_pair_not_in_event: return "store.movement_pair_not_in_event";
    case StoreErrc::movement_board_not_in_event: return "store.movement_board_not_in_event";
    case StoreErrc::not_utf8: return "store.not_utf8";
    case StoreErrc::value_rejected: return "store.value_rejected";
    case StoreErrc::sqlite_error: return "store.sqlite_error";
  }
  return "store.sqlite_error";
}

std::string english(StoreErrc code, const std::vector<std::string>& args) {
  auto a = [&](size_t i) { return i < args.size() ? args[i] : std::string(); };
  switch (code) {
    case StoreErrc::no_event: return "there is no event " + a(0);
    case StoreErrc::no_session: return "there is no session " + a(0);
    case StoreErrc::no_result: return "there is no result " + a(0);
    case StoreErrc::no_call: return "there is no call for the director " + a(0);
    case StoreErrc::newer_schema:
      return "'" + a(0) + "' was written by a newer Bandeja (schema " + a(1) + ", this one knows " + a(2) +
             "): upgrade Bandeja to open it";
    case StoreErrc::migration_failed:
      return "could not upgrade the event file '" + a(0) + "' (migration " + a(1) + ", SQLite error " + a(2) +
             "): it is left as it was";
    case StoreErrc::cannot_open:
      return "cannot open the event file '" + a(0) + "': check that its folder exists and that you may write there";
    case StoreErrc::not_a_database: return "'" + a(0) + "' is not a Bandeja event file (not an SQLite database)";
    case StoreErrc::busy: return "the event file '" + a(0) + "' is busy (another program holds it); try again";
    case StoreErrc::read_only: return "the event file '" + a(0) + "' is read-only: nothing was stored";
    case StoreErrc::disk_full:
      return "the disk of the event file '" + a(0) + "' is full: nothing was stored; free some space and try again";
    case StoreErrc::io_error:
      return "the event file '" + a(0) + "' cannot be read or written (a disk error): nothing was stored";
    case StoreErrc::corrupt:
      return "the event file '" + a(0) + "' is damaged: restore it from a backup (bandeja backup)";
    case StoreErrc::backup_failed:
      return "backup to '" + a(0) + "' failed (SQLite error " + a(1) + "): check that its folder exists and has room";
    case StoreErrc::bad_scope:
      return "scope '" + a(0) + "': use section (each section ranked apart) or field (across the field)";
    case StoreErrc::event_name_taken: return "event '" + a(0) + "': an event with that name already exists";
    case StoreErrc::session_name_taken: return "session '" + a(0) + "': a session with that name already exists";
    case StoreErrc::section_taken:
      return "section '" + a(0) + "': that section letter is already used in the session";
    case StoreErrc::result_exists:
      return "board " + a(0) + " (" + a(1) + " v " + a(2) + "): this board already has a result for pair " + a(3);
    case StoreErrc::result_board_not_in_event:
      return "board " + a(0) + " (" + a(1) + " v " + a(2) + "): the board is not part of the event";
    case StoreErrc::result_pair_not_in_event:
      return "board " + a(0) + " (" + a(1) + " v " + a(2) + "): pair " + a(3) + " is not part of the event";
    case StoreErrc::result_same_pair:
      return "board " + a(0) + " (" + a(1) + " v " + a(2) + "): a pair cannot play against itself";
    case StoreErrc::team_pair_not_in_event: return "team " + a(0) + ": pair " + a(1) + " is not part of the event";
    case StoreErrc::pair_in_two_teams:
      return "team " + a(0) + ": pair " + a(1) + " already plays for team " + a(2);
    case StoreErrc::movement_pair_not_in_event:
      return "event '" + a(0) + "': the movement seats pair " + a(1) + ", which is not part of the event";
    case StoreErrc::movement_board_not_in_event:
      return "event '" + a(0) + "': the movement plays board " + a(1) + ", which is not part of the event";
    case StoreErrc::not_utf8:
      return a(0) + ": the text is not UTF-8 (byte " + a(1) + "): nothing was stored";
    case StoreErrc::value_rejected:
      return a(0) + " " + a(1) + ": the event file refuses these values (SQLite error " + a(2) + ")";
    case StoreErrc::sqlite_error: return "the event file '" + a(0) + "' reported SQLite error " + a(1);
  }
  return code_name(code);
}

StoreError::StoreError(StoreErrc c, std::vector<std::string> a, int sqlite, std::string sqlite_msg)
    : std::runtime_error(english(c, a)),
      code(c),
      args(std::move(a)),
      sqlite_code(sqlite),
      sqlite_message(std::move(sqlite_msg)) {}

int schema_version() {
  const auto& all = detail::migrations();
  return all.empty() ? 0 : all.back().version;
}

namespace {

// --- text: every string the store keeps is UTF-8 (require_utf8, store_impl.hpp) ---
using detail::require_utf8;
void require_utf8(const Pair& p) {
  require_utf8("pair", p.id);
  require_utf8("pair", p.field);
  for (const auto& pl : p.players) {
    require_utf8("player", pl.name);
    if (pl.national_id) require_utf8("national id", *pl.national_id);
  }
}
void require_utf8(const ResultLine& l) {
  require_utf8("ns", l.ns);
  require_utf8("ew", l.ew);
  if (const auto lead = l.lead()) require_utf8("lead", *lead);
}
void require_utf8(const Team& t) {
  require_utf8("team", t.id);
  require_utf8("team", t.name);
  for (const auto& p : t.pairs) require_utf8("pair", p);
}

// --- storage spelling of the small enums (representation only, no rules) ---
const char* seat_code(score::Seat s) {
  switch (s) {
    case score::Seat::North: return "N";
    case score::Seat::East: return "E";
    case score::Seat::South: return "S";
    case score::Seat::West: return "W";
  }
  return "N";
}
score::Seat seat_from(std::string_view s) {
  if (s == "E") return score::Seat::East;
  if (s == "S") return score::Seat::South;
  if (s == "W") return score::Seat::West;
  return score::Seat::North;
}
const char* strain_code(score::Strain s) {
  switch (s) {
    case score::Strain::Clubs: return "C";
    case score::Strain::Diamonds: return "D";
    case score::Strain::Hearts: return "H";
    case score::Strain::Spades: return "S";
    case score::Strain::NoTrump: return "NT";
  }
  return "NT";
}
score::Strain strain_from(std::string_view s) {
  if (s == "C") return score::Strain::Clubs;
  if (s == "D") return score::Strain::Diamonds;
  if (s == "H") return score::Strain::Hearts;
  if (s == "S") return score::Strain::Spades;
  return score::Strain::NoTrump;
}

std::optional<std::string> opt_text(const SQLite::Column& c) {
  if (c.isNull()) return std::nullopt;
  return c.getString();
}

// The columns of a result line, in the order read_line expects them, its pairs as `ns` and `ew`
// say: by number (many lines are read with the event's pairs' names, PairNames), or by name
// (named_lines: a line or a few).
std::string line_columns(const char* ns = "ns_pair", const char* ew = "ew_pair") {
  return std::string("id, board, round, table_no, ") + ns + ", " + ew +
         ", kind, level, strain, doubling, declarer, tricks, "
         "lead, ns_score, ns_pct, ew_pct, updated_at, weighted, import_id, import_line";
}
constexpr int kLineColumnCount = 20;

// Result lines with their pairs' text ids, joined from pairs; `where` is the rest of the query.
std::string named_lines(const char* where) {
  return "SELECT " + line_columns("n.pair_id", "e.pair_id") +
         " FROM results "
         "JOIN pairs n ON n.event_id = results.event_id AND n.seq = ns_pair "
         "JOIN pairs e ON e.event_id = results.event_id AND e.seq = ew_pair " +
         where;
}

// The same columns taken from an audit JSON value (named by `expr`): its pairs are their text
// ids, as the audit triggers write them.
std::string json_columns(const std::string& expr) {
  std::string out;
  for (const char* key : {"id", "board", "round", "table_no", "ns", "ew", "kind", "level",
                          "strain", "doubling", "declarer", "tricks", "lead", "ns_score",
                          "ns_pct", "ew_pct", "updated_at", "weighted", "import_id", "import_line"}) {
    if (!out.empty()) out += ", ";
    out += "json_extract(" + expr + ", '$." + key + "')";
  }
  return out;
}

// The parts of a weighted score as stored: [[share in percent, NS score], ...].
std::string weighted_json(const score::Weighted& w) {
  std::string out = "[";
  for (const auto& p : w.parts) {
    if (out.size() > 1) out += ",";
    out += "[" + score::weight_text(p.weight_bp) + "," + std::to_string(p.ns_score) + "]";
  }
  return out + "]";
}

// Reads the numbers of the stored JSON in order (the schema checks it is a JSON array) and
// pairs them up.
score::Weighted weighted_from_json(const std::string& json) {
  std::vector<double> numbers;
  const char* p = json.c_str();
  while (*p) {
    if (*p == '-' || (*p >= '0' && *p <= '9')) {
      char* end = nullptr;
      numbers.push_back(std::strtod(p, &end));
      p = end;
    } else {
      ++p;
    }
  }
  score::Weighted w;
  for (size_t i = 0; i + 1 < numbers.size(); i += 2)
    w.parts.push_back({static_cast<int>(std::llround(numbers[i] * 100)),
                       static_cast<int>(std::llround(numbers[i + 1]))});
  return w;
}

// A result line names its pairs by their numbers in the event (results.ns_pair, pairs.seq):
// PairNames gives each number's text id, read once for all the lines of a query.
using PairNames = std::vector<std::string>;  // [number] = text id ("" where none)

// A row's columns read through the C API: SQLiteCpp's getColumn makes a Column (a shared_ptr
// copy) per call, which for a million-line event cost more than reading the values. A NULL
// reads as 0 or "", as SQLiteCpp's getInt and getString read it. With `names`, pair(i) reads a
// pair's number as its text id.
struct RawRow {
  sqlite3_stmt* q;
  const PairNames* names = nullptr;
  bool is_null(int i) const { return sqlite3_column_type(q, i) == SQLITE_NULL; }
  int integer(int i) const { return sqlite3_column_int(q, i); }
  Id int64(int i) const { return sqlite3_column_int64(q, i); }
  std::string_view text(int i) const {  // the text first, then its length, as SQLite asks
    const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(q, i));
    return t ? std::string_view(t, size_t(sqlite3_column_bytes(q, i))) : std::string_view();
  }
  std::string_view pair(int i) const {  // a pair's number as its text id, or its text id
    if (!names) return text(i);
    const Id n = sqlite3_column_int64(q, i);
    return n >= 0 && size_t(n) < names->size() ? std::string_view((*names)[size_t(n)]) : std::string_view();
  }
};

// The same through SQLiteCpp, for the queries that read other columns that way (the audit).
struct CppRow {
  SQLite::Statement& q;
  bool is_null(int i) const { return q.getColumn(i).isNull(); }
  int integer(int i) const { return q.getColumn(i).getInt(); }
  Id int64(int i) const { return q.getColumn(i).getInt64(); }
  std::string text(int i) const { return q.getColumn(i).getString(); }
  std::string pair(int i) const { return text(i); }  // the audit's JSON names pairs by text
};

// A query prepared on the raw connection, stepped row by row, its row read by RawRow.
class RawQuery {
 public:
  RawQuery(sqlite3* h, const std::string& sql) : h_(h), owned_(prepare_raw(h, sql)), q_(owned_.get()) {}
  // A statement the connection keeps prepared (Impl::raw_prepared), reset when done with.
  RawQuery(sqlite3* h, sqlite3_stmt* kept) : h_(h), q_(kept) {}
  ~RawQuery() {
    if (owned_) return;
    sqlite3_reset(q_);
    sqlite3_clear_bindings(q_);
  }
  RawQuery(const RawQuery&) = delete;
  RawQuery& operator=(const RawQuery&) = delete;
  void bind(int i, Id v) { sqlite3_bind_int64(q_, i, v); }
  void bind(int i, const std::string& v) { sqlite3_bind_text(q_, i, v.data(), int(v.size()), SQLITE_TRANSIENT); }
  bool step() {  // true: a row to read
    const int rc = sqlite3_step(q_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw SQLite::Exception(h_, rc);
  }
  RawRow row() const { return RawRow{q_}; }
  RawRow row(const PairNames& names) const { return RawRow{q_, &names}; }

 private:
  sqlite3* h_;
  RawStatement owned_;  // none for a kept statement
  sqlite3_stmt* q_;
};

// The text id of each pair of `event` by its number (pairs.seq).
PairNames pair_names(sqlite3* h, Id event) {
  PairNames names;
  RawQuery q(h, "SELECT seq, pair_id FROM pairs WHERE event_id = ?");
  q.bind(1, event);
  while (q.step()) {
    const RawRow row = q.row();
    const Id n = row.int64(0);
    if (n < 0) continue;
    if (size_t(n) >= names.size()) names.resize(size_t(n) + 1);
    names[size_t(n)] = row.text(1);
  }
  return names;
}

template <class Row>
ResultLine read_line(const Row& row, int c0) {
  auto is_null = [&](int i) { return row.is_null(c0 + i); };
  auto integer = [&](int i) { return row.integer(c0 + i); };
  auto opt_integer = [&](int i) { return is_null(i) ? std::nullopt : std::optional<int>(integer(i)); };
  auto text = [&](int i) { return row.text(c0 + i); };
  ResultLine r;
  r.id = row.int64(c0 + 0);
  r.board = integer(1);
  r.round = opt_integer(2);
  r.table = opt_integer(3);
  r.ns = row.pair(c0 + 4);
  r.ew = row.pair(c0 + 5);
  const auto kind = text(6);  // a view into the row, or (SQLiteCpp) a string
  r.ns_score = opt_integer(13);
  if (kind == "played") {
    score::Played p;
    p.contract.level = integer(7);
    p.contract.strain = strain_from(text(8));
    const int d = integer(9);
    p.contract.doubling = d == 2   ? score::Doubling::Redoubled
                          : d == 1 ? score::Doubling::Doubled
                                   : score::Doubling::Undoubled;
    p.declarer = seat_from(text(10));
    p.tricks = integer(11);
    if (!is_null(12)) p.lead = std::string(text(12));
    r.entry = std::move(p);
  } else if (kind == "pass") {
    r.entry = score::PassedOut{};
  } else if (kind == "score") {
    r.entry = score::ScoreOnly{r.ns_score.value_or(0)};
  } else if (kind == "artificial") {
    r.entry = score::Artificial{integer(14), integer(15)};
  } else if (kind == "weighted") {
    r.entry = weighted_from_json(std::string(text(17)));
  } else {
    r.entry = score::NotPlayed{};
  }
  r.updated_at = text(16);
  r.import_id = row.int64(c0 + 18);  // NULL reads as 0: typed, not imported
  r.import_line = integer(19);
  return r;
}

// A line's values for parameters 1..16 (board .. ew_pct, weighted; without id and time), each
// given to `put(i, v)` with v an int64, a string_view or nullopt (NULL). A weighted score's JSON
// is written into `weighted`, which the caller keeps until the statement has run.
template <class Put>
void line_values(const ResultLine& r, std::string& weighted, Put&& put) {
  using N = std::optional<long long>;
  put(1, N(r.board));
  put(2, r.round ? N(*r.round) : std::nullopt);
  put(3, r.table ? N(*r.table) : std::nullopt);
  put(4, std::string_view(r.ns));
  put(5, std::string_view(r.ew));
  put(6, score::kind_name(r.entry));
  for (int i = 7; i <= 16; ++i) put(i, N());
  if (auto p = std::get_if<score::Played>(&r.entry)) {
    put(7, N(p->contract.level));
    put(8, std::string_view(strain_code(p->contract.strain)));
    put(9, N(static_cast<int>(p->contract.doubling)));
    put(10, std::string_view(seat_code(p->declarer)));
    put(11, N(p->tricks));
    if (p->lead) put(12, std::string_view(*p->lead));
  }
  if (auto a = std::get_if<score::Artificial>(&r.entry)) {
    put(14, N(a->ns_pct));
    put(15, N(a->ew_pct));
  }
  if (auto w = std::get_if<score::Weighted>(&r.entry)) {
    weighted = weighted_json(*w);
    put(16, std::string_view(weighted));
  }
  const bool scored = std::holds_alternative<score::Played>(r.entry) ||
                      std::holds_alternative<score::PassedOut>(r.entry) ||
                      std::holds_alternative<score::ScoreOnly>(r.entry);
  if (scored) put(13, N(r.ns_score.value_or(0)));
}

// Binds a line's values to parameters 1..16 of a SQLiteCpp statement (which copies them).
void bind_line(SQLite::Statement& q, const ResultLine& r) {
  std::string weighted;
  line_values(r, weighted, [&](int i, auto v) {
    if constexpr (std::is_same_v<decltype(v), std::string_view>) {
      q.bind(i, std::string(v));
    } else {
      if (v) q.bind(i, static_cast<int64_t>(*v)); else q.bind(i);
    }
  });
}

bool exists(SQLite::Database& db, const char* sql, Id event, const std::string& key) {
  SQLite::Statement q(db, sql);
  q.bind(1, event);
  q.bind(2, key);
  return q.executeStep();
}

bool event_exists(SQLite::Database& db, Id event) {
  SQLite::Statement q(db, "SELECT 1 FROM events WHERE id = ?");
  q.bind(1, event);
  return q.executeStep();
}

// A row of an event refused: the event is gone (its foreign key), or else the value itself.
StoreError under_event(SQLite::Database& db, Id event, int code, const SQLite::Exception& ex, const std::string& what,
                       const std::string& which) {
  if (code == SQLITE_CONSTRAINT_FOREIGNKEY && !event_exists(db, event))
    return store_error(StoreErrc::no_event, {std::to_string(event)}, ex);
  return rejected(ex, what, which);
}

bool pair_exists(SQLite::Database& db, Id event, const std::string& pair) {
  return exists(db, "SELECT 1 FROM pairs WHERE event_id = ? AND pair_id = ?", event, pair);
}

}  // namespace


Store::Store(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Store::~Store() = default;
Store::Store(Store&&) noexcept = default;
Store& Store::operator=(Store&&) noexcept = default;

Store Store::open(const std::string& path) {
  auto impl = std::make_unique<Impl>();
  impl->path = path;
  try {
    impl->db = db::open(path);
  } catch (const SQLite::Exception& e) {
    if (auto f = file_error(e, path)) throw *f;
    throw store_error(StoreErrc::cannot_open, {path}, e);
  }
  impl->migrate();
  return Store(std::move(impl));
}

SQLite::Database& Store::database() { return *impl_->db; }

const std::string& Store::path() const { return impl_->path; }

// ---------------------------------------------------------------- events

namespace {

// The rows of a movement and the boards each plays, for event `id`.
void insert_rows(SQLite::Database& db, Id id, const std::vector<movement::Row>& rows) {
  SQLite::Statement row(db, "INSERT INTO movement_rows (event_id, round, table_no, ns, ew) VALUES (?, ?, ?, ?, ?)");
  SQLite::Statement mb(db, "INSERT INTO movement_boards (event_id, round, table_no, seq, board) VALUES (?, ?, ?, ?, ?)");
  for (const auto& r : rows) {
    row.reset();
    row.bind(1, id);
    row.bind(2, r.round);
    row.bind(3, r.table);
    if (r.ns) row.bind(4, *r.ns); else row.bind(4);
    if (r.ew) row.bind(5, *r.ew); else row.bind(5);
    row.exec();
    int seq = 0;
    for (int b : r.boards) {
      mb.reset();
      mb.bind(1, id);
      mb.bind(2, r.round);
      mb.bind(3, r.table);
      mb.bind(4, seq++);
      mb.bind(5, b);
      mb.exec();
    }
  }
}

}  // namespace

Id Store::create_event(const NewEvent& e) {
  require_utf8("event", e.name);
  require_utf8("site", e.site);
  require_utf8("section", e.section);
  require_utf8("date", e.held_on);
  for (const auto& p : e.pairs) require_utf8(p);
  for (const auto& t : e.teams) require_utf8(t);
  for (const auto& b : e.boards)
    if (b.deal) require_utf8("deal", *b.deal);
  // Its two unique keys (the name; the section letter in its session) break with the same
  // code: look which one, in the same transaction.
  auto explain = [&](int code, const SQLite::Exception& ex) -> StoreError {
    auto& db = *impl_->db;
    if (code == SQLITE_CONSTRAINT_UNIQUE) {
      SQLite::Statement named(db, "SELECT 1 FROM events WHERE name = ?");
      named.bind(1, e.name);
      if (named.executeStep()) return store_error(StoreErrc::event_name_taken, {e.name}, ex);
      if (e.session_id &&
          exists(db, "SELECT 1 FROM events WHERE session_id = ? AND section = ?", *e.session_id, e.section))
        return store_error(StoreErrc::section_taken, {e.section, std::to_string(*e.session_id)}, ex);
    }
    if (code == SQLITE_CONSTRAINT_FOREIGNKEY) {
      if (e.session_id) {
        SQLite::Statement q(db, "SELECT 1 FROM sessions WHERE id = ?");
        q.bind(1, *e.session_id);
        if (!q.executeStep()) return store_error(StoreErrc::no_session, {std::to_string(*e.session_id)}, ex);
      }
      if (e.movement) {
        std::set<std::string> pairs;
        for (const auto& p : e.pairs) pairs.insert(p.id);
        std::set<int> boards;
        for (const auto& b : e.boards) boards.insert(b.number);
        for (const auto& r : e.movement->rows) {
          for (const auto& side : {r.ns, r.ew})
            if (side && !pairs.contains(*side))
              return store_error(StoreErrc::movement_pair_not_in_event, {e.name, *side}, ex);
          for (int b : r.boards)
            if (!boards.contains(b))
              return store_error(StoreErrc::movement_board_not_in_event, {e.name, std::to_string(b)}, ex);
        }
      }
    }
    return rejected(ex, "event", e.name);
  };
  return impl_->write([&] {
    auto& db = *impl_->db;
    SQLite::Statement ev(db,
                         "INSERT INTO events (name, scoring, movement_type, "
                         "movement_description, tables, rounds, boards_per_round, boards, "
                         "winners, session_id, section, movement_description_es, held_on, site, movement_summary) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    ev.bind(1, e.name);
    ev.bind(2, e.scoring);
    const auto& m = e.movement;
    ev.bind(3, m ? m->type : std::string());
    ev.bind(4, std::string());  // the texts of schema 5: the summary says it now
    ev.bind(5, m ? m->tables : 0);
    ev.bind(6, m ? m->rounds : 0);
    ev.bind(7, m ? m->boards_per_round : 0);
    ev.bind(8, m ? m->boards : static_cast<int>(e.boards.size()));
    int winners = m ? m->winners : 1;
    if (!m)
      for (const auto& p : e.pairs)
        if (!p.field.empty()) winners = 2;
    ev.bind(9, winners);
    if (e.session_id) ev.bind(10, *e.session_id); else ev.bind(10);
    ev.bind(11, e.section);
    ev.bind(12, std::string());
    ev.bind(13, e.held_on);
    ev.bind(14, e.site);
    ev.bind(15, m ? movement::notes_to_json(m->summary) : std::string());
    ev.exec();
    const Id id = db.getLastInsertRowid();
    for (const auto& p : e.pairs) put_pair(id, p);
    for (const auto& t : e.teams) put_team(id, t);
    for (const auto& b : e.boards) put_board(id, b);
    if (m) insert_rows(db, id, m->rows);
    return id;
  }, explain);
}

void Store::replace_movement(Id event, const movement::Movement& m, const std::vector<Pair>& pairs,
                             const std::vector<Board>& boards, const std::vector<MovedLine>& moved,
                             const std::string& note) {
  for (const auto& p : pairs) require_utf8(p);
  require_utf8("note", note);
  impl_->write([&] {
    auto& db = *impl_->db;
    impl_->set_note(note);
    SQLite::Statement ev(db,
                         "UPDATE events SET movement_type = ?, movement_summary = ?, tables = ?, rounds = ?, "
                         "boards_per_round = ?, boards = ?, winners = ?, movement_description = '', "
                         "movement_description_es = '' WHERE id = ?");
    ev.bind(1, m.type);
    ev.bind(2, movement::notes_to_json(m.summary));
    ev.bind(3, m.tables);
    ev.bind(4, m.rounds);
    ev.bind(5, m.boards_per_round);
    ev.bind(6, m.boards);
    ev.bind(7, m.winners);
    ev.bind(8, event);
    if (ev.exec() == 0) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
    for (const char* sql : {"DELETE FROM movement_boards WHERE event_id = ?", "DELETE FROM movement_rows WHERE event_id = ?"}) {
      SQLite::Statement q(db, sql);
      q.bind(1, event);
      q.exec();
    }
    // Each stored line to its round and table in the new movement (audited as a change).
    SQLite::Statement move(db, "UPDATE results SET round = ?, table_no = ? WHERE event_id = ? AND id = ?");
    for (const auto& l : moved) {
      move.reset();
      move.bind(1, l.round);
      move.bind(2, l.table);
      move.bind(3, event);
      move.bind(4, l.result);
      move.exec();
    }
    // The pairs and boards it has: new ones added (existing ones keep their names and hand
    // records), the others removed; a pair or board with a line cannot go (its foreign key).
    std::set<std::string> keep_pairs;
    for (const auto& p : pairs) keep_pairs.insert(p.id);
    for (const auto& p : this->pairs(event))
      if (!keep_pairs.contains(p.id)) {
        for (const char* sql : {"DELETE FROM players WHERE event_id = ? AND pair_id = ?",
                                "DELETE FROM pairs WHERE event_id = ? AND pair_id = ?"}) {
          SQLite::Statement q(db, sql);
          q.bind(1, event);
          q.bind(2, p.id);
          q.exec();
        }
      }
    std::set<std::string> have;
    for (const auto& p : this->pairs(event)) have.insert(p.id);
    SQLite::Statement field(db, "UPDATE pairs SET field = ? WHERE event_id = ? AND pair_id = ?");
    for (const auto& p : pairs) {
      if (!have.contains(p.id)) {
        put_pair(event, p);
        continue;
      }
      // A pair kept takes its field in the new movement (one winner or two), keeping its names.
      field.reset();
      field.bind(1, p.field);
      field.bind(2, event);
      field.bind(3, p.id);
      field.exec();
    }
    std::set<int> keep_boards, have_boards;
    for (const auto& b : boards) keep_boards.insert(b.number);
    for (const auto& b : this->boards(event)) {
      have_boards.insert(b.number);
      if (keep_boards.contains(b.number)) continue;
      SQLite::Statement q(db, "DELETE FROM boards WHERE event_id = ? AND number = ?");
      q.bind(1, event);
      q.bind(2, b.number);
      q.exec();
    }
    for (const auto& b : boards)
      if (!have_boards.contains(b.number)) put_board(event, b);
    insert_rows(db, event, m.rows);
    // A table the movement no longer has has no link to it.
    SQLite::Statement links(db, "DELETE FROM table_links WHERE event_id = ? AND table_no > ?");
    links.bind(1, event);
    links.bind(2, m.tables);
    links.exec();
  }, [&](int code, const SQLite::Exception& ex) { return under_event(*impl_->db, event, code, ex, "movement", m.type); });
}

void Store::clear_seat(Id event, int round, int table, bool ns, const std::string& note) {
  require_utf8("note", note);
  impl_->write([&] {
    impl_->set_note(note);
    SQLite::Statement q(*impl_->db, ns ? "UPDATE movement_rows SET ns = NULL WHERE event_id = ? AND round = ? AND table_no = ?"
                                       : "UPDATE movement_rows SET ew = NULL WHERE event_id = ? AND round = ? AND table_no = ?");
    q.bind(1, event);
    q.bind(2, round);
    q.bind(3, table);
    if (q.exec() == 0) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
  }, [&](int code, const SQLite::Exception& ex) { return under_event(*impl_->db, event, code, ex, "movement", std::to_string(round)); });
}

namespace {
constexpr const char* kEventColumns =
    "id, name, scoring, movement_type, movement_description, tables, rounds, "
    "boards_per_round, boards, winners, created_at, session_id, section, movement_description_es, "
    "coalesce(final_at, ''), held_on, site, non_balancing, movement_summary";

EventInfo read_event(SQLite::Statement& q) {
  EventInfo e;
  e.id = q.getColumn(0).getInt64();
  e.name = q.getColumn(1).getString();
  e.scoring = q.getColumn(2).getString();
  e.movement_type = q.getColumn(3).getString();
  const std::string description = q.getColumn(4).getString();
  e.tables = q.getColumn(5).getInt();
  e.rounds = q.getColumn(6).getInt();
  e.boards_per_round = q.getColumn(7).getInt();
  e.boards = q.getColumn(8).getInt();
  e.winners = q.getColumn(9).getInt();
  e.created_at = q.getColumn(10).getString();
  if (!q.getColumn(11).isNull()) e.session_id = q.getColumn(11).getInt64();
  e.section = q.getColumn(12).getString();
  const std::string description_es = q.getColumn(13).getString();
  e.final_at = q.getColumn(14).getString();
  e.held_on = q.getColumn(15).getString();
  e.site = q.getColumn(16).getString();
  e.non_balancing = q.getColumn(17).getString();
  const std::string summary = q.getColumn(18).getString();
  if (!summary.empty()) {
    // Written by this store from a movement's summary; a part it cannot read shows as its text.
    if (auto parts = movement::notes_from_json(summary)) e.movement_summary = std::move(*parts);
    else e.movement_summary = {movement::Note{{}, {}, summary, {}}};
  } else if (!description.empty() || !description_es.empty()) {  // stored before schema 16
    e.movement_summary = {movement::Note{{}, {}, description, description_es}};
  }
  return e;
}
}  // namespace

std::vector<EventInfo> Store::events() const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kEventColumns + " FROM events ORDER BY id");
  std::vector<EventInfo> out;
  while (q.executeStep()) out.push_back(read_event(q));
  return out;
}

std::optional<EventInfo> Store::find_event(const std::string& id_or_name) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kEventColumns +
                                      " FROM events WHERE name = ? OR CAST(id AS TEXT) = ? "
                                      "ORDER BY name = ? DESC LIMIT 1");
  q.bind(1, id_or_name);
  q.bind(2, id_or_name);
  q.bind(3, id_or_name);
  if (q.executeStep()) return read_event(q);
  return std::nullopt;
}

std::optional<EventInfo> Store::event_by_id(Id event) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kEventColumns + " FROM events WHERE id = ?");
  q.bind(1, event);
  if (q.executeStep()) return read_event(q);
  return std::nullopt;
}

EventInfo Store::event_info(Id event) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kEventColumns + " FROM events WHERE id = ?");
  q.bind(1, event);
  if (!q.executeStep()) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
  return read_event(q);
}

namespace {

// The columns a ranking reads of a line, and a line read from them (ScoredLine).
constexpr const char* kScoredColumns =
    "id, board, round, table_no, ns_pair, ew_pair, kind, ns_score, ns_pct, ew_pct, weighted";

void read_scored(const RawRow& row, ScoredLine& l) {
  auto opt_integer = [&](int i) { return row.is_null(i) ? std::nullopt : std::optional<int>(row.integer(i)); };
  l.id = row.int64(0);
  l.board = row.integer(1);
  l.round = opt_integer(2);
  l.table = opt_integer(3);
  l.ns = row.pair(4);
  l.ew = row.pair(5);
  l.ns_score = opt_integer(7);
  const auto kind = row.text(6);
  if (kind == "played" || kind == "pass" || kind == "score") l.entry = score::ScoreOnly{l.ns_score.value_or(0)};
  else if (kind == "artificial") l.entry = score::Artificial{row.integer(8), row.integer(9)};
  else if (kind == "weighted") l.entry = weighted_from_json(std::string(row.text(10)));
  else l.entry = score::NotPlayed{};
}

// Each line of the event in Store::results' order (board, round, table, id): read in the board
// order an index gives, each board's lines held and put in order before they are given, so no
// more than one board's lines are held at once.
void each_scored(sqlite3* h, Id event, const std::function<void(ScoredLine&&)>& give) {
  const PairNames names = pair_names(h, event);
  RawQuery q(h, std::string("SELECT ") + kScoredColumns + " FROM results WHERE event_id = ? ORDER BY board");
  q.bind(1, event);
  std::vector<ScoredLine> board;
  struct Key {
    std::optional<int> round, table;  // NULL first, as SQLite orders it (and std::optional)
    Id id;
    size_t at;
    auto operator<=>(const Key&) const = default;
  };
  std::vector<Key> keys;
  auto flush = [&] {  // small keys sorted, not the lines
    keys.clear();
    for (size_t i = 0; i < board.size(); ++i) keys.push_back({board[i].round, board[i].table, board[i].id, i});
    if (!std::is_sorted(keys.begin(), keys.end())) std::sort(keys.begin(), keys.end());
    for (const auto& k : keys) give(std::move(board[k.at]));
    board.clear();
  };
  while (q.step()) {
    const RawRow row = q.row(names);
    if (!board.empty() && row.integer(1) != board.front().board) flush();
    board.emplace_back();
    read_scored(row, board.back());
  }
  flush();
}

}  // namespace

Event Store::load(Id event) const { return load(event, nullptr); }

Event Store::load(Id event, const std::function<void(ScoredLine&&)>& line) const { return load(event, nullptr, line); }

Event Store::load(Id event, const std::function<void(const Event&)>& head,
                  const std::function<void(ScoredLine&&)>& line) const {
  Event e;
  auto read_all = [&] {
    e.info = event_info(event);
    e.pairs = pairs(event);
    e.rows = rows(event);
    e.boards = boards(event);
    e.teams = teams(event);
    for (auto& r : rulings(event))
      if (r.standing()) e.rulings.push_back(std::move(r));
    if (head) head(e);
    if (line) each_scored(impl_->db->getHandle(), event, line);
    else e.results = results(event);
  };
  if (impl_->in_transaction()) {  // inside a batch: read what it has written so far
    read_all();
    return e;
  }
  // One read transaction, so the event is read as of one moment while others write.
  SQLite::Transaction tx(*impl_->db, SQLite::TransactionBehavior::DEFERRED);
  read_all();
  tx.commit();
  return e;
}

// ---------------------------------------------------------------- sessions

namespace {
constexpr const char* kSessionColumns = "id, name, held_on, scope, created_at";

SessionInfo read_session(SQLite::Statement& q) {
  SessionInfo s;
  s.id = q.getColumn(0).getInt64();
  s.name = q.getColumn(1).getString();
  s.held_on = q.getColumn(2).getString();
  s.scope = q.getColumn(3).getString();
  s.created_at = q.getColumn(4).getString();
  return s;
}

void check_scope(const std::string& scope) {
  if (scope != "section" && scope != "field")
    throw StoreError(StoreErrc::bad_scope, {scope});
}
}  // namespace

Id Store::create_session(const std::string& name, const std::string& held_on,
                         const std::string& scope) {
  require_utf8("session", name);
  require_utf8("date", held_on);
  check_scope(scope);
  auto explain = [&](int code, const SQLite::Exception& ex) -> StoreError {
    if (code == SQLITE_CONSTRAINT_UNIQUE) return store_error(StoreErrc::session_name_taken, {name}, ex);
    return rejected(ex, "session", name);
  };
  return impl_->write([&] {
    SQLite::Statement q(*impl_->db,
                        "INSERT INTO sessions (name, held_on, scope) VALUES (?, ?, ?)");
    q.bind(1, name);
    q.bind(2, held_on);
    q.bind(3, scope);
    q.exec();
    return static_cast<Id>(impl_->db->getLastInsertRowid());
  }, explain);
}

std::vector<SessionInfo> Store::sessions() const {
  SQLite::Statement q(*impl_->db,
                      std::string("SELECT ") + kSessionColumns + " FROM sessions ORDER BY id");
  std::vector<SessionInfo> out;
  while (q.executeStep()) out.push_back(read_session(q));
  return out;
}

std::optional<SessionInfo> Store::find_session(const std::string& id_or_name) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kSessionColumns +
                                      " FROM sessions WHERE name = ? OR CAST(id AS TEXT) = ? "
                                      "ORDER BY name = ? DESC LIMIT 1");
  q.bind(1, id_or_name);
  q.bind(2, id_or_name);
  q.bind(3, id_or_name);
  if (q.executeStep()) return read_session(q);
  return std::nullopt;
}

SessionInfo Store::session_info(Id session) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kSessionColumns +
                                      " FROM sessions WHERE id = ?");
  q.bind(1, session);
  if (!q.executeStep()) throw StoreError(StoreErrc::no_session, {std::to_string(session)});
  return read_session(q);
}

void Store::set_session_scope(Id session, const std::string& scope) {
  check_scope(scope);
  impl_->write([&] {
    SQLite::Statement q(*impl_->db, "UPDATE sessions SET scope = ? WHERE id = ?");
    q.bind(1, scope);
    q.bind(2, session);
    if (q.exec() == 0) throw StoreError(StoreErrc::no_session, {std::to_string(session)});
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "session", std::to_string(session)); });
}

std::vector<EventInfo> Store::session_events(Id session) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kEventColumns +
                                      " FROM events WHERE session_id = ? ORDER BY section, id");
  q.bind(1, session);
  std::vector<EventInfo> out;
  while (q.executeStep()) out.push_back(read_event(q));
  return out;
}

void Store::set_event_session(Id event, std::optional<Id> session, const std::string& section) {
  require_utf8("section", section);
  auto explain = [&](int code, const SQLite::Exception& ex) -> StoreError {
    const std::string sid = session ? std::to_string(*session) : std::string();
    if (code == SQLITE_CONSTRAINT_UNIQUE) return store_error(StoreErrc::section_taken, {section, sid}, ex);
    if (code == SQLITE_CONSTRAINT_FOREIGNKEY) return store_error(StoreErrc::no_session, {sid}, ex);
    return rejected(ex, "event", std::to_string(event));
  };
  impl_->write([&] {
    SQLite::Statement q(*impl_->db, "UPDATE events SET session_id = ?, section = ? WHERE id = ?");
    if (session) q.bind(1, *session); else q.bind(1);
    q.bind(2, section);
    q.bind(3, event);
    if (q.exec() == 0) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
  }, explain);
}

// ---------------------------------------------------------------- pairs

std::vector<Pair> Store::pairs(Id event) const {
  auto& db = *impl_->db;
  SQLite::Statement q(db, "SELECT pair_id, field FROM pairs WHERE event_id = ? ORDER BY seq, pair_id");
  q.bind(1, event);
  std::vector<Pair> out;
  std::map<std::string, size_t> index;
  while (q.executeStep()) {
    index[q.getColumn(0).getString()] = out.size();
    out.push_back(Pair{q.getColumn(0).getString(), q.getColumn(1).getString(), {}});
  }
  SQLite::Statement pl(db,
                       "SELECT pair_id, name, national_id FROM players WHERE event_id = ? "
                       "ORDER BY pair_id, seat");
  pl.bind(1, event);
  while (pl.executeStep()) {
    auto it = index.find(pl.getColumn(0).getString());
    if (it == index.end()) continue;
    out[it->second].players.push_back(Player{pl.getColumn(1).getString(), opt_text(pl.getColumn(2))});
  }
  return out;
}

void Store::set_winners(Id event, int winners) {
  impl_->write([&] {
    SQLite::Statement q(*impl_->db, "UPDATE events SET winners = ? WHERE id = ?");
    q.bind(1, winners);
    q.bind(2, event);
    if (q.exec() == 0) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "event", std::to_string(event)); });
}

void Store::set_final(Id event, bool final) {
  impl_->write([&] {
    SQLite::Statement q(*impl_->db, final ? "UPDATE events SET final_at = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE id = ?"
                                          : "UPDATE events SET final_at = NULL WHERE id = ?");
    q.bind(1, event);
    if (q.exec() == 0) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "event", std::to_string(event)); });
}

void Store::set_event_details(Id event, const std::string& name, const std::string& held_on, const std::string& site,
                              const std::string& non_balancing) {
  require_utf8("event", name);
  require_utf8("date", held_on);
  require_utf8("site", site);
  impl_->write([&] {
    SQLite::Statement q(*impl_->db, "UPDATE events SET name = ?, held_on = ?, site = ?, non_balancing = ? WHERE id = ?");
    q.bind(1, name);
    q.bind(2, held_on);
    q.bind(3, site);
    q.bind(4, non_balancing);
    q.bind(5, event);
    if (q.exec() == 0) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
  }, [&](int code, const SQLite::Exception& ex) {
    if (code == SQLITE_CONSTRAINT_UNIQUE) return store_error(StoreErrc::event_name_taken, {name}, ex);
    return rejected(ex, "event", std::to_string(event));
  });
}

void Store::delete_event(Id event) {
  impl_->write([&] {
    auto& db = *impl_->db;
    // The results first, then the audit log their deletion wrote, then the event and (by its
    // foreign keys) everything else of it.
    SQLite::Statement results(db, "DELETE FROM results WHERE event_id = ?");
    results.bind(1, event);
    results.exec();
    SQLite::Statement audit(db, "DELETE FROM audit_log WHERE event_id = ?");
    audit.bind(1, event);
    audit.exec();
    SQLite::Statement rulings(db, "DELETE FROM rulings WHERE event_id = ?");
    rulings.bind(1, event);
    rulings.exec();
    SQLite::Statement locks(db, "DELETE FROM round_lock_log WHERE event_id = ?");
    locks.bind(1, event);
    locks.exec();
    SQLite::Statement ev(db, "DELETE FROM events WHERE id = ?");
    ev.bind(1, event);
    if (ev.exec() == 0) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "event", std::to_string(event)); });
}

void Store::put_pair(Id event, const Pair& p) {
  require_utf8(p);
  auto explain = [&](int code, const SQLite::Exception& ex) {
    return under_event(*impl_->db, event, code, ex, "pair", p.id);
  };
  impl_->write([&] {
    auto& db = *impl_->db;
    SQLite::Statement q(db,
                        "INSERT INTO pairs (event_id, pair_id, field, seq) VALUES (?1, ?2, ?3, "
                        "(SELECT coalesce(max(seq), 0) + 1 FROM pairs WHERE event_id = ?1)) "
                        "ON CONFLICT (event_id, pair_id) DO UPDATE SET field = excluded.field");
    q.bind(1, event);
    q.bind(2, p.id);
    q.bind(3, p.field);
    q.exec();
    SQLite::Statement del(db, "DELETE FROM players WHERE event_id = ? AND pair_id = ?");
    del.bind(1, event);
    del.bind(2, p.id);
    del.exec();
    SQLite::Statement ins(db,
                          "INSERT INTO players (event_id, pair_id, seat, name, national_id) "
                          "VALUES (?, ?, ?, ?, ?)");
    int seat = 1;
    for (const auto& pl : p.players) {
      ins.reset();
      ins.bind(1, event);
      ins.bind(2, p.id);
      ins.bind(3, seat++);
      ins.bind(4, pl.name);
      if (pl.national_id) ins.bind(5, canonical_national_id(*pl.national_id)); else ins.bind(5);
      ins.exec();
    }
  }, explain);
}

// ---------------------------------------------------------------- the players' register

namespace {

Member read_member(SQLite::Statement& q) {
  return Member{q.getColumn(0).getString(), q.getColumn(1).getString(), q.getColumn(2).getString(),
                q.getColumn(3).getString(), q.getColumn(4).getString()};
}

constexpr const char* kMemberColumns = "national_id, name, club, source, updated_at";

}  // namespace

Store::MembersStored Store::put_members(const std::vector<Member>& members) {
  for (const auto& m : members) {
    require_utf8("national id", m.national_id);
    require_utf8("player", m.name);
    require_utf8("club", m.club);
    require_utf8("file", m.source);
  }
  MembersStored stored;
  const Member* at = nullptr;
  impl_->write([&] {
    auto& db = *impl_->db;
    stored = {};
    SQLite::Statement old(db, "SELECT name, club FROM members WHERE national_id = ?");
    SQLite::Statement put(db,
                          "INSERT INTO members (national_id, name, club, source) VALUES (?, ?, ?, ?) "
                          "ON CONFLICT (national_id) DO UPDATE SET name = excluded.name, club = excluded.club, "
                          "source = excluded.source, updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now')");
    for (const auto& m : members) {
      at = &m;
      old.reset();
      const std::string id = canonical_national_id(m.national_id);
      old.bind(1, id);
      if (old.executeStep()) {
        if (old.getColumn(0).getString() == m.name && old.getColumn(1).getString() == m.club) {
          ++stored.unchanged;
          continue;
        }
        ++stored.changed;
      } else {
        ++stored.added;
      }
      put.reset();
      put.bind(1, id);
      put.bind(2, m.name);
      put.bind(3, m.club);
      put.bind(4, m.source);
      put.exec();
    }
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "member", at ? at->national_id : ""); });
  return stored;
}

std::optional<Member> Store::member(const std::string& national_id) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kMemberColumns + " FROM members WHERE national_id = ?");
  q.bind(1, canonical_national_id(national_id));
  if (!q.executeStep()) return std::nullopt;
  return read_member(q);
}

std::vector<Member> Store::members() const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kMemberColumns + " FROM members ORDER BY name, national_id");
  std::vector<Member> out;
  while (q.executeStep()) out.push_back(read_member(q));
  return out;
}

size_t Store::member_count() const {
  return size_t(impl_->db->execAndGet("SELECT count(*) FROM members").getInt64());
}

std::vector<std::pair<Id, movement::PairId>> Store::appearances(const std::string& national_id) const {
  SQLite::Statement q(*impl_->db,
                      "SELECT p.event_id, p.pair_id FROM players p JOIN events e ON e.id = p.event_id "
                      "WHERE p.national_id = ? "
                      "ORDER BY coalesce(nullif(e.held_on, ''), substr(e.created_at, 1, 10)), e.id, p.pair_id");
  q.bind(1, canonical_national_id(national_id));
  std::vector<std::pair<Id, movement::PairId>> out;
  while (q.executeStep()) {
    std::pair<Id, movement::PairId> a{q.getColumn(0).getInt64(), q.getColumn(1).getString()};
    if (out.empty() || out.back() != a) out.push_back(std::move(a));
  }
  return out;
}

// ---------------------------------------------------------------- tournaments

namespace {
constexpr const char* kTournamentColumns = "id, name, combine_by, created_at";

TournamentInfo read_tournament(SQLite::Statement& q) {
  TournamentInfo t;
  t.id = q.getColumn(0).getInt64();
  t.name = q.getColumn(1).getString();
  t.combine_by = q.getColumn(2).getString();
  t.created_at = q.getColumn(3).getString();
  return t;
}
}  // namespace

Id Store::create_tournament(const std::string& name, const std::string& combine_by) {
  require_utf8("tournament", name);
  return impl_->write([&] {
    SQLite::Statement q(*impl_->db, "INSERT INTO tournaments (name, combine_by) VALUES (?, ?)");
    q.bind(1, name);
    q.bind(2, combine_by);
    q.exec();
    return static_cast<Id>(impl_->db->getLastInsertRowid());
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "tournament", name); });
}

std::vector<TournamentInfo> Store::tournaments() const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kTournamentColumns + " FROM tournaments ORDER BY id");
  std::vector<TournamentInfo> out;
  while (q.executeStep()) out.push_back(read_tournament(q));
  return out;
}

std::optional<TournamentInfo> Store::find_tournament(const std::string& id_or_name) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kTournamentColumns +
                                      " FROM tournaments WHERE name = ? OR CAST(id AS TEXT) = ? "
                                      "ORDER BY name = ? DESC LIMIT 1");
  q.bind(1, id_or_name);
  q.bind(2, id_or_name);
  q.bind(3, id_or_name);
  if (q.executeStep()) return read_tournament(q);
  return std::nullopt;
}

int Store::add_tournament_session(Id tournament, std::optional<Id> event, std::optional<Id> session, double factor) {
  return impl_->write([&] {
    auto& db = *impl_->db;
    SQLite::Statement next(db, "SELECT coalesce(max(seq), 0) + 1 FROM tournament_sessions WHERE tournament_id = ?");
    next.bind(1, tournament);
    next.executeStep();
    const int seq = next.getColumn(0).getInt();
    SQLite::Statement q(db, "INSERT INTO tournament_sessions (tournament_id, seq, event_id, session_id, factor) "
                            "VALUES (?, ?, ?, ?, ?)");
    q.bind(1, tournament);
    q.bind(2, seq);
    if (event) q.bind(3, *event); else q.bind(3);
    if (session) q.bind(4, *session); else q.bind(4);
    q.bind(5, factor);
    q.exec();
    return seq;
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "tournament", std::to_string(tournament)); });
}

std::vector<TournamentSession> Store::tournament_sessions(Id tournament) const {
  SQLite::Statement q(*impl_->db, "SELECT seq, event_id, session_id, factor FROM tournament_sessions "
                                  "WHERE tournament_id = ? ORDER BY seq");
  q.bind(1, tournament);
  std::vector<TournamentSession> out;
  while (q.executeStep()) {
    TournamentSession s;
    s.seq = q.getColumn(0).getInt();
    if (!q.getColumn(1).isNull()) s.event_id = q.getColumn(1).getInt64();
    if (!q.getColumn(2).isNull()) s.session_id = q.getColumn(2).getInt64();
    s.factor = q.getColumn(3).getDouble();
    out.push_back(s);
  }
  return out;
}

void Store::set_tournament_carry(Id tournament, const std::string& entrant, std::optional<double> points) {
  require_utf8("entrant", entrant);
  impl_->write([&] {
    if (points) {
      SQLite::Statement q(*impl_->db, "INSERT INTO tournament_carry (tournament_id, entrant, points) VALUES (?, ?, ?) "
                                      "ON CONFLICT (tournament_id, entrant) DO UPDATE SET points = excluded.points");
      q.bind(1, tournament);
      q.bind(2, entrant);
      q.bind(3, *points);
      q.exec();
    } else {
      SQLite::Statement q(*impl_->db, "DELETE FROM tournament_carry WHERE tournament_id = ? AND entrant = ?");
      q.bind(1, tournament);
      q.bind(2, entrant);
      q.exec();
    }
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "tournament", std::to_string(tournament)); });
}

std::map<std::string, double> Store::tournament_carry(Id tournament) const {
  SQLite::Statement q(*impl_->db, "SELECT entrant, points FROM tournament_carry WHERE tournament_id = ?");
  q.bind(1, tournament);
  std::map<std::string, double> out;
  while (q.executeStep()) out.emplace(q.getColumn(0).getString(), q.getColumn(1).getDouble());
  return out;
}

// ---------------------------------------------------------------- teams

std::vector<Team> Store::teams(Id event) const {
  auto& db = *impl_->db;
  SQLite::Statement q(db, "SELECT team_id, name FROM teams WHERE event_id = ? ORDER BY seq, team_id");
  q.bind(1, event);
  std::vector<Team> out;
  std::map<std::string, size_t> index;
  while (q.executeStep()) {
    index[q.getColumn(0).getString()] = out.size();
    out.push_back(Team{q.getColumn(0).getString(), q.getColumn(1).getString(), {}});
  }
  SQLite::Statement tp(db,
                       "SELECT tp.team_id, tp.pair_id FROM team_pairs tp JOIN pairs p "
                       "ON p.event_id = tp.event_id AND p.pair_id = tp.pair_id "
                       "WHERE tp.event_id = ? ORDER BY p.seq, p.pair_id");
  tp.bind(1, event);
  while (tp.executeStep()) {
    auto it = index.find(tp.getColumn(0).getString());
    if (it != index.end()) out[it->second].pairs.push_back(tp.getColumn(1).getString());
  }
  return out;
}

void Store::put_team(Id event, const Team& t) {
  require_utf8(t);
  // A pair plays for one team: team_pairs' primary key is (event, pair).
  auto explain = [&](int code, const SQLite::Exception& ex) -> StoreError {
    auto& db = *impl_->db;
    if (code == SQLITE_CONSTRAINT_PRIMARYKEY) {
      SQLite::Statement q(db, "SELECT team_id FROM team_pairs WHERE event_id = ? AND pair_id = ? AND team_id <> ?");
      for (const auto& p : t.pairs) {
        q.reset();
        q.bind(1, event);
        q.bind(2, p);
        q.bind(3, t.id);
        if (q.executeStep()) return store_error(StoreErrc::pair_in_two_teams, {t.id, p, q.getColumn(0).getString()}, ex);
      }
    }
    if (code == SQLITE_CONSTRAINT_FOREIGNKEY) {
      if (!event_exists(db, event)) return store_error(StoreErrc::no_event, {std::to_string(event)}, ex);
      for (const auto& p : t.pairs)
        if (!pair_exists(db, event, p)) return store_error(StoreErrc::team_pair_not_in_event, {t.id, p}, ex);
    }
    return rejected(ex, "team", t.id);
  };
  impl_->write([&] {
    auto& db = *impl_->db;
    SQLite::Statement q(db,
                        "INSERT INTO teams (event_id, team_id, name, seq) VALUES (?1, ?2, ?3, "
                        "(SELECT coalesce(max(seq), 0) + 1 FROM teams WHERE event_id = ?1)) "
                        "ON CONFLICT (event_id, team_id) DO UPDATE SET name = excluded.name");
    q.bind(1, event);
    q.bind(2, t.id);
    q.bind(3, t.name);
    q.exec();
    SQLite::Statement del(db, "DELETE FROM team_pairs WHERE event_id = ? AND team_id = ?");
    del.bind(1, event);
    del.bind(2, t.id);
    del.exec();
    SQLite::Statement ins(db,
                          "INSERT INTO team_pairs (event_id, team_id, pair_id) VALUES (?, ?, ?)");
    for (const auto& p : t.pairs) {
      ins.reset();
      ins.bind(1, event);
      ins.bind(2, t.id);
      ins.bind(3, p);
      ins.exec();
    }
  }, explain);
}

// ---------------------------------------------------------------- movement and boards

std::vector<movement::Row> Store::rows(Id event) const {
  auto& db = *impl_->db;
  SQLite::Statement q(db,
                      "SELECT round, table_no, ns, ew FROM movement_rows WHERE event_id = ? "
                      "ORDER BY round, table_no");
  q.bind(1, event);
  std::vector<movement::Row> out;
  std::map<std::pair<int, int>, size_t> index;
  while (q.executeStep()) {
    movement::Row r;
    r.round = q.getColumn(0).getInt();
    r.table = q.getColumn(1).getInt();
    r.ns = opt_text(q.getColumn(2));
    r.ew = opt_text(q.getColumn(3));
    index[{r.round, r.table}] = out.size();
    out.push_back(std::move(r));
  }
  SQLite::Statement b(db,
                      "SELECT round, table_no, board FROM movement_boards WHERE event_id = ? "
                      "ORDER BY round, table_no, seq");
  b.bind(1, event);
  while (b.executeStep()) {
    auto it = index.find({b.getColumn(0).getInt(), b.getColumn(1).getInt()});
    if (it != index.end()) out[it->second].boards.push_back(b.getColumn(2).getInt());
  }
  return out;
}

std::vector<Board> Store::boards(Id event) const {
  SQLite::Statement q(*impl_->db,
                      "SELECT number, dealer, vul_ns, vul_ew, deal, dd_tricks, par_score, par_contracts "
                      "FROM boards WHERE event_id = ? ORDER BY number");
  q.bind(1, event);
  std::vector<Board> out;
  while (q.executeStep()) {
    Board b;
    b.number = q.getColumn(0).getInt();
    b.dealer = seat_from(q.getColumn(1).getString());
    b.vulnerability.ns = q.getColumn(2).getInt() != 0;
    b.vulnerability.ew = q.getColumn(3).getInt() != 0;
    b.deal = opt_text(q.getColumn(4));
    // An analysis is read whole or not at all (a row edited outside Bandeja reads as none).
    if (auto dd = deal::parse_dd_hex(q.getColumn(5).getString()); dd && !q.getColumn(6).isNull())
      if (auto contracts = deal::parse_contracts_field(q.getColumn(7).getString()))
        b.analysis = deal::Analysis{*dd, deal::Par{q.getColumn(6).getInt(), std::move(*contracts)}};
    out.push_back(std::move(b));
  }
  return out;
}

void Store::put_board(Id event, const Board& b) {
  if (b.deal) require_utf8("deal", *b.deal);
  auto explain = [&](int code, const SQLite::Exception& ex) {
    return under_event(*impl_->db, event, code, ex, "board", std::to_string(b.number));
  };
  impl_->write([&] {
    SQLite::Statement q(*impl_->db,
                        "INSERT INTO boards (event_id, number, dealer, vul_ns, vul_ew, deal, "
                        "dd_tricks, par_score, par_contracts) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id, number) DO UPDATE "
                        "SET dealer = excluded.dealer, vul_ns = excluded.vul_ns, "
                        "vul_ew = excluded.vul_ew, deal = excluded.deal, dd_tricks = excluded.dd_tricks, "
                        "par_score = excluded.par_score, par_contracts = excluded.par_contracts");
    q.bind(1, event);
    q.bind(2, b.number);
    q.bind(3, seat_code(b.dealer));
    q.bind(4, b.vulnerability.ns ? 1 : 0);
    q.bind(5, b.vulnerability.ew ? 1 : 0);
    if (b.deal) q.bind(6, *b.deal); else q.bind(6);
    if (b.analysis) {
      q.bind(7, deal::dd_hex(b.analysis->dd));
      q.bind(8, b.analysis->par.score);
      q.bind(9, deal::contracts_field(b.analysis->par));
    } else {
      q.bind(7);
      q.bind(8);
      q.bind(9);
    }
    q.exec();
  }, explain);
}

// ---------------------------------------------------------------- results

std::vector<ResultLine> Store::results(Id event) const {
  sqlite3* h = impl_->db->getHandle();
  std::vector<ResultLine> out;
  RawQuery count(h, "SELECT count(*) FROM results WHERE event_id = ?");  // from the index alone
  count.bind(1, event);
  if (count.step()) out.reserve(size_t(count.row().int64(0)));  // no regrowth
  // Read in the board order an index gives (ORDER BY board, round, table_no would make SQLite
  // sort every row of the event in a temporary B-tree: most of the time of a big event's read)
  // and the lines put in round, table and id order here, sorting small keys, not the lines.
  const PairNames names = pair_names(h, event);
  RawQuery q(h, "SELECT " + line_columns() + " FROM results WHERE event_id = ? ORDER BY board");
  q.bind(1, event);
  while (q.step()) out.push_back(read_line(q.row(names), 0));
  struct Key {
    int board;
    std::optional<int> round, table;  // NULL first, as SQLite orders it (and std::optional)
    Id id;
    size_t at;
    auto operator<=>(const Key&) const = default;
  };
  std::vector<Key> keys;
  keys.reserve(out.size());
  for (size_t i = 0; i < out.size(); ++i) keys.push_back({out[i].board, out[i].round, out[i].table, out[i].id, i});
  if (std::is_sorted(keys.begin(), keys.end())) return out;
  std::sort(keys.begin(), keys.end());
  // Each line moved once to its place, cycle by cycle, rather than into a second vector.
  std::vector<size_t> from(keys.size());  // from[i]: where the line that goes to i is now
  for (size_t i = 0; i < keys.size(); ++i) from[i] = keys[i].at;
  std::vector<Key>().swap(keys);
  for (size_t i = 0; i < from.size(); ++i) {
    if (from[i] == i) continue;  // in place, or its cycle already done
    ResultLine held = std::move(out[i]);
    size_t j = i;
    while (from[j] != i) {
      const size_t k = from[j];
      out[j] = std::move(out[k]);
      from[j] = j;
      j = k;
    }
    out[j] = std::move(held);
    from[j] = j;
  }
  return out;
}

std::optional<ResultLine> Store::result(Id event, Id result_id) const {
  static const std::string sql = named_lines("WHERE results.event_id = ? AND id = ?");
  RawQuery q(impl_->db->getHandle(), impl_->raw_prepared(sql));
  q.bind(1, event);
  q.bind(2, result_id);
  if (q.step()) return read_line(q.row(), 0);
  return std::nullopt;
}

std::vector<ResultLine> Store::results_for(Id event, int board, const movement::PairId& pair) const {
  RawQuery q(impl_->db->getHandle(),
             named_lines("WHERE results.event_id = ?1 AND board = ?2 AND "
                         "(SELECT seq FROM pairs WHERE event_id = ?1 AND pair_id = ?3) IN (ns_pair, ew_pair) "
                         "ORDER BY id"));
  q.bind(1, event);
  q.bind(2, board);
  q.bind(3, pair);
  std::vector<ResultLine> out;
  while (q.step()) out.push_back(read_line(q.row(), 0));
  return out;
}

namespace {
// What a result line broke: one result a board for each pair (the unique indexes
// results_board_ns and results_board_ew: look which, in the same transaction), the board and
// both pairs in the event (foreign keys; a pair not there has no number, refused as NULL), two
// different pairs (a CHECK).
StoreError line_failure(SQLite::Database& db, Id event, const ResultLine& r, int code,
                        const SQLite::Exception& ex) {
  auto args = [&](std::optional<std::string> pair = std::nullopt) {
    std::vector<std::string> a{std::to_string(r.board), r.ns, r.ew};
    if (pair) a.push_back(*pair);
    return a;
  };
  if (code == SQLITE_CONSTRAINT_UNIQUE) {
    // The line already there: its id, and the import and file line it came from ("" if typed).
    SQLite::Statement q(db,
                        "SELECT id, coalesce(import_id, ''), coalesce(import_line, '') FROM results "
                        "WHERE event_id = ?1 AND board = ?2 AND "
                        "(SELECT seq FROM pairs WHERE event_id = ?1 AND pair_id = ?3) IN (ns_pair, ew_pair) "
                        "AND id IS NOT ?4");
    auto exists = [&](const std::string& pair) -> std::optional<StoreError> {
      q.reset();
      q.bind(1, event);
      q.bind(2, r.board);
      q.bind(3, pair);
      q.bind(4, r.id);
      if (!q.executeStep()) return std::nullopt;
      auto a = args(pair);
      for (int c = 0; c < 3; ++c) a.push_back(q.getColumn(c).getString());
      return store_error(StoreErrc::result_exists, std::move(a), ex);
    };
    if (auto e = exists(r.ns)) return *e;
    if (auto e = exists(r.ew)) return *e;
  }
  // A pair the event does not have has no number: its line is refused as NULL (NOT NULL).
  if (code == SQLITE_CONSTRAINT_FOREIGNKEY || code == SQLITE_CONSTRAINT_NOTNULL) {
    if (!event_exists(db, event)) return store_error(StoreErrc::no_event, {std::to_string(event)}, ex);
    SQLite::Statement b(db, "SELECT 1 FROM boards WHERE event_id = ? AND number = ?");
    b.bind(1, event);
    b.bind(2, r.board);
    if (!b.executeStep()) return store_error(StoreErrc::result_board_not_in_event, args(), ex);
    for (const auto& p : {r.ns, r.ew})
      if (!pair_exists(db, event, p)) return store_error(StoreErrc::result_pair_not_in_event, args(p), ex);
  }
  if (code == SQLITE_CONSTRAINT_CHECK && r.ns == r.ew)
    return store_error(StoreErrc::result_same_pair, args(), ex);
  return rejected(ex, "board", std::to_string(r.board));
}
}  // namespace

Id Store::insert_result(Id event, const ResultLine& line, const std::string& note) {
  require_utf8(line);
  require_utf8("note", note);
  auto explain = [&](int code, const SQLite::Exception& ex) {
    return line_failure(*impl_->db, event, line, code, ex);
  };
  return impl_->write([&] {
    impl_->set_note(note);
    if (!impl_->insert_line)  // prepared once per connection: batches insert many lines
      impl_->insert_line = std::make_unique<SQLite::Statement>(
          *impl_->db,
          "INSERT INTO results (board, round, table_no, ns_pair, ew_pair, kind, level, strain, "
          "doubling, declarer, tricks, lead, ns_score, ns_pct, ew_pct, weighted, event_id) "
          "VALUES (?1, ?2, ?3, (SELECT seq FROM pairs WHERE event_id = ?17 AND pair_id = ?4), "
          "(SELECT seq FROM pairs WHERE event_id = ?17 AND pair_id = ?5), "  // the pairs' numbers
          "?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)");
    SQLite::Statement& q = *impl_->insert_line;
    q.tryReset();  // after a refused line sqlite3_reset repeats its error: do not rethrow it
    bind_line(q, line);
    q.bind(17, event);
    q.exec();
    q.reset();
    return static_cast<Id>(impl_->db->getLastInsertRowid());
  }, explain, Impl::Join::statement);
}

namespace {
// Rewrites line `line.id` of `event` (the audit trigger records old and new). With `import`, the
// line becomes that import's, at that line of its file; without, it keeps its origin.
void update_line(SQLite::Database& db, Id event, const ResultLine& line,
                 std::optional<std::pair<Id, int>> import) {
  SQLite::Statement q(db,
                      "UPDATE results SET board = ?1, round = ?2, table_no = ?3, "
                      "ns_pair = (SELECT seq FROM pairs WHERE event_id = ?17 AND pair_id = ?4), "
                      "ew_pair = (SELECT seq FROM pairs WHERE event_id = ?17 AND pair_id = ?5), "
                      "kind = ?6, level = ?7, strain = ?8, doubling = ?9, "
                      "declarer = ?10, tricks = ?11, lead = ?12, ns_score = ?13, "
                      "ns_pct = ?14, ew_pct = ?15, weighted = ?16, "
                      "import_id = coalesce(?19, import_id), import_line = coalesce(?20, import_line), "
                      "updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now') "
                      "WHERE event_id = ?17 AND id = ?18");
  bind_line(q, line);
  q.bind(17, event);
  q.bind(18, line.id);
  if (import) {
    q.bind(19, import->first);
    q.bind(20, import->second);
  } else {
    q.bind(19);
    q.bind(20);
  }
  if (q.exec() == 0) throw StoreError(StoreErrc::no_result, {std::to_string(line.id)});
}
}  // namespace

void Store::update_result(Id event, const ResultLine& line, const std::string& note) {
  require_utf8(line);
  require_utf8("note", note);
  auto explain = [&](int code, const SQLite::Exception& ex) {
    return line_failure(*impl_->db, event, line, code, ex);
  };
  impl_->write([&] {
    impl_->set_note(note);
    update_line(*impl_->db, event, line, std::nullopt);
  }, explain, Impl::Join::statement);
}

void Store::delete_result(Id event, Id result_id, const std::string& note) {
  require_utf8("note", note);
  impl_->write([&] {
    impl_->set_note(note);
    SQLite::Statement q(*impl_->db, "DELETE FROM results WHERE event_id = ? AND id = ?");
    q.bind(1, event);
    q.bind(2, result_id);
    if (q.exec() == 0) throw StoreError(StoreErrc::no_result, {std::to_string(result_id)});
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "result", std::to_string(result_id)); },
               Impl::Join::statement);
}

// ---------------------------------------------------------------- imports

namespace {

constexpr int kImportColumns = 20;  // the parameters of one line of an import
constexpr int kImportRows = 64;     // lines a statement: 1,280 parameters, within SQLite's limit

std::string import_insert_sql(int rows) {
  std::string sql =
      "INSERT INTO results (board, round, table_no, ns_pair, ew_pair, kind, level, strain, doubling, declarer, "
      "tricks, lead, ns_score, ns_pct, ew_pct, weighted, event_id, import_id, import_line, updated_at) VALUES ";
  for (int r = 0; r < rows; ++r) {
    sql += r ? ",(" : "(";
    for (int c = 0; c < kImportColumns; ++c) sql += c ? ",?" : "?";
    sql += ")";
  }
  return sql;
}

// Binds a line of an import to parameters base+1 .. base+20. Strings are bound without a copy:
// `l` and `at` outlive the statement's step. Every line of an import has its time (`at`):
// SQLite's default would format the clock again for each line. Its pairs are bound as their
// numbers in the event (`numbers`), NULL for a pair the event does not have (refused: NOT NULL).
void bind_import(sqlite3_stmt* q, int base, const Store::ImportLine& l, Id event, Id import,
                 const std::string& at, const std::unordered_map<std::string, Id>& numbers,
                 std::string& weighted) {
  auto put = [&](int i, auto v) {
    if constexpr (std::is_same_v<decltype(v), std::string_view>) {
      sqlite3_bind_text(q, base + i, v.data(), int(v.size()), SQLITE_STATIC);
    } else {
      if (v) sqlite3_bind_int64(q, base + i, *v); else sqlite3_bind_null(q, base + i);
    }
  };
  line_values(l.line, weighted, put);
  put(17, std::optional<long long>(event));
  put(18, std::optional<long long>(import));
  put(19, std::optional<long long>(l.file_line));
  put(20, std::string_view(at));
  for (const auto& [i, pair] : {std::pair<int, const std::string*>{4, &l.line.ns}, {5, &l.line.ew}}) {
    const auto n = numbers.find(*pair);
    put(i, n == numbers.end() ? std::nullopt : std::optional<long long>(n->second));
  }
}

}  // namespace

Id Store::begin_import(Id event, const std::string& file, const std::string& note) {
  require_utf8("file", file);
  require_utf8("note", note);
  return impl_->write([&] {
    impl_->set_note(note);  // the lines it replaces are audited with it
    SQLite::Statement q(*impl_->db, "INSERT INTO imports (event_id, file, note) VALUES (?, ?, ?)");
    q.bind(1, event);
    q.bind(2, file);
    q.bind(3, note);
    q.exec();
    return static_cast<Id>(impl_->db->getLastInsertRowid());
  }, [&](int code, const SQLite::Exception& ex) {
    return under_event(*impl_->db, event, code, ex, "event", std::to_string(event));
  }, Impl::Join::statement);
}

Store::Inserted Store::insert_imported(Id event, Id import, const std::vector<ImportLine>& lines) {
  for (const auto& l : lines) require_utf8(l.line);
  Inserted out;
  out.ids.assign(lines.size(), 0);
  Impl& impl = *impl_;
  sqlite3* h = impl.db->getHandle();
  auto prepared = [&](RawStatement& st, int rows) {
    if (!st) {
      sqlite3_stmt* q = nullptr;
      const std::string sql = import_insert_sql(rows);
      const int rc = sqlite3_prepare_v3(h, sql.c_str(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &q, nullptr);
      if (rc != SQLITE_OK) throw SQLite::Exception(h, rc);
      st.reset(q);
    }
    return st.get();
  };
  // Steps a bound statement: true when stored, false when a constraint refused it (and SQLite
  // undid the whole statement); anything else is a failure of the file.
  auto step = [&](sqlite3_stmt* q) {
    const int rc = sqlite3_step(q);
    sqlite3_reset(q);
    if (rc == SQLITE_DONE) return true;
    if ((rc & 0xff) == SQLITE_CONSTRAINT) return false;
    throw SQLite::Exception(h, rc);
  };
  std::vector<std::string> weighted(kImportRows);
  Impl::ImportWrite importing(impl);
  Impl::PairsKept pairs_kept(impl);  // lines only
  impl.write([&] {
    if (lines.size() >= size_t(kImportRows)) impl.suspend_insert_audit();  // a few lines: not worth it
    SQLite::Statement t(*impl.db, "SELECT substr(at, 1, 19) FROM imports WHERE id = ?");
    t.bind(1, import);
    const std::string at = t.executeStep() ? t.getColumn(0).getString() : std::string();
    if (at.empty()) throw StoreError(StoreErrc::sqlite_error, {impl.path, "import " + std::to_string(import)});
    const auto& numbers = impl.pair_numbers_of(event);
    size_t i = 0;
    while (i < lines.size()) {
      if (lines.size() - i >= size_t(kImportRows)) {
        sqlite3_stmt* q = prepared(impl.import_rows, kImportRows);
        for (int r = 0; r < kImportRows; ++r)
          bind_import(q, r * kImportColumns, lines[i + r], event, import, at, numbers, weighted[r]);
        if (step(q)) {
          // One statement's rows take consecutive ids (AUTOINCREMENT: the last one + 1 each).
          const Id last = sqlite3_last_insert_rowid(h);
          for (int r = 0; r < kImportRows; ++r) out.ids[i + r] = last - kImportRows + 1 + r;
          i += kImportRows;
          continue;
        }
      }
      // The tail, or a chunk with a refused line: one line at a time, to know which.
      const size_t end = std::min(lines.size(), i + kImportRows);
      sqlite3_stmt* q = prepared(impl.import_row, 1);
      for (; i < end; ++i) {
        bind_import(q, 0, lines[i], event, import, at, numbers, weighted[0]);
        if (step(q)) {
          out.ids[i] = sqlite3_last_insert_rowid(h);
          continue;
        }
        const int code = sqlite3_extended_errcode(h);
        SQLite::Exception ex(h, code);
        try {
          out.refused.push_back(Refused{i, line_failure(*impl.db, event, lines[i].line, code, ex)});
        } catch (const SQLite::Exception&) {  // could not look: say what SQLite said
          out.refused.push_back(Refused{i, file_failure(ex, impl.path)});
        }
      }
    }
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "import", std::to_string(import)); },
             Impl::Join::statement);
  return out;
}

void Store::insert_new_pairs(Id event, const std::vector<Pair>& pairs) {
  Impl::ImportWrite importing(*impl_);
  for (const auto& p : pairs) require_utf8(p);
  if (pairs.empty()) return;
  std::string at;  // the pair being written
  impl_->write([&] {
    auto& db = *impl_->db;
    SQLite::Statement m(db, "SELECT coalesce(max(seq), 0) FROM pairs WHERE event_id = ?");
    m.bind(1, event);
    m.executeStep();
    int seq = m.getColumn(0).getInt();
    SQLite::Statement q(db, "INSERT INTO pairs (event_id, pair_id, field, seq) VALUES (?, ?, ?, ?)");
    for (const auto& p : pairs) {
      at = p.id;
      q.reset();
      q.bind(1, event);
      q.bind(2, p.id);
      q.bind(3, p.field);
      q.bind(4, ++seq);
      q.exec();
    }
  }, [&](int code, const SQLite::Exception& ex) { return under_event(*impl_->db, event, code, ex, "pair", at); },
               Impl::Join::statement);
}

void Store::insert_new_boards(Id event, const std::vector<Board>& boards) {
  Impl::ImportWrite importing(*impl_);
  Impl::PairsKept pairs_kept(*impl_);  // boards only
  if (boards.empty()) return;
  int at = 0;  // the board being written
  impl_->write([&] {
    SQLite::Statement q(*impl_->db,
                        "INSERT INTO boards (event_id, number, dealer, vul_ns, vul_ew) VALUES (?, ?, ?, ?, ?)");
    for (const auto& b : boards) {
      at = b.number;
      q.reset();
      q.bind(1, event);
      q.bind(2, b.number);
      q.bind(3, seat_code(b.dealer));
      q.bind(4, b.vulnerability.ns ? 1 : 0);
      q.bind(5, b.vulnerability.ew ? 1 : 0);
      q.exec();
    }
  }, [&](int code, const SQLite::Exception& ex) {
    return under_event(*impl_->db, event, code, ex, "board", std::to_string(at));
  }, Impl::Join::statement);
}

void Store::replace_imported(Id event, Id import, const ImportLine& l, const std::string& note) {
  Impl::ImportWrite importing(*impl_);
  require_utf8(l.line);
  require_utf8("note", note);
  auto explain = [&](int code, const SQLite::Exception& ex) {
    return line_failure(*impl_->db, event, l.line, code, ex);
  };
  impl_->write([&] {
    impl_->set_note(note);
    update_line(*impl_->db, event, l.line, std::pair{import, l.file_line});
  }, explain, Impl::Join::statement);
}

void Store::end_import(Id import, size_t lines, size_t replaced, const std::string& sha256) {
  impl_->write([&] {
    SQLite::Statement q(*impl_->db, "UPDATE imports SET lines = ?, replaced = ?, sha256 = ? WHERE id = ?");
    q.bind(1, static_cast<int64_t>(lines));
    q.bind(2, static_cast<int64_t>(replaced));
    q.bind(3, sha256);
    q.bind(4, import);
    if (q.exec() == 0) throw StoreError(StoreErrc::sqlite_error, {impl_->path, "import " + std::to_string(import)});
    SQLite::Statement a(*impl_->db,
                        "INSERT INTO audit_log (event_id, import_id, action, note) "
                        "SELECT event_id, id, 'import', note FROM imports WHERE id = ?");
    a.bind(1, import);
    a.exec();
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "import", std::to_string(import)); });
}

namespace {
constexpr const char* kImportColumnsRead = "id, event_id, at, file, sha256, lines, replaced, note";
ImportInfo read_import(SQLite::Statement& q, int c0) {
  ImportInfo i;
  i.id = q.getColumn(c0 + 0).getInt64();
  i.event = q.getColumn(c0 + 1).getInt64();
  i.at = q.getColumn(c0 + 2).getString();
  i.file = q.getColumn(c0 + 3).getString();
  i.sha256 = q.getColumn(c0 + 4).getString();
  i.lines = static_cast<size_t>(q.getColumn(c0 + 5).getInt64());
  i.replaced = static_cast<size_t>(q.getColumn(c0 + 6).getInt64());
  i.note = q.getColumn(c0 + 7).getString();
  return i;
}
}  // namespace

std::vector<ImportInfo> Store::imports(Id event) const {
  SQLite::Statement q(*impl_->db, std::string("SELECT ") + kImportColumnsRead +
                                      " FROM imports WHERE event_id = ? ORDER BY id");
  q.bind(1, event);
  std::vector<ImportInfo> out;
  while (q.executeStep()) out.push_back(read_import(q, 0));
  return out;
}

std::vector<AuditRecord> Store::audit(Id event) const {
  SQLite::Statement q(*impl_->db, "SELECT a.id, a.at, a.action, coalesce(a.result_id, 0), a.note, "
                                  "a.old_value IS NOT NULL, a.new_value IS NOT NULL, " +
                                      json_columns("a.old_value") + ", " + json_columns("a.new_value") +
                                      ", i.id IS NOT NULL, i.id, i.event_id, i.at, i.file, i.sha256, i.lines, i.replaced, i.note"
                                      " FROM audit_log a LEFT JOIN imports i ON i.id = a.import_id "
                                      "WHERE a.event_id = ? ORDER BY a.id");
  q.bind(1, event);
  std::vector<AuditRecord> out;
  while (q.executeStep()) {
    AuditRecord a;
    a.id = q.getColumn(0).getInt64();
    a.at = q.getColumn(1).getString();
    a.action = q.getColumn(2).getString();
    a.result_id = q.getColumn(3).getInt64();
    a.note = q.getColumn(4).getString();
    if (q.getColumn(5).getInt()) a.old_value = read_line(CppRow{q}, 7);
    if (q.getColumn(6).getInt()) a.new_value = read_line(CppRow{q}, 7 + kLineColumnCount);
    if (q.getColumn(7 + 2 * kLineColumnCount).getInt()) a.import = read_import(q, 8 + 2 * kLineColumnCount);
    out.push_back(std::move(a));
  }
  // The rulings given and withdrawn and the rounds locked and unlocked, merged in by time (the
  // log's own order kept among equals).
  std::vector<AuditRecord> given = round_lock_records(event);
  for (const auto& r : rulings(event)) {
    AuditRecord a;
    a.at = r.at;
    a.action = "ruling";
    a.note = r.note;
    a.ruling = r;
    given.push_back(a);
    if (!r.standing()) {
      a.at = r.withdrawn_at;
      a.action = "withdraw";
      a.note = r.withdrawn_note;
      given.push_back(std::move(a));
    }
  }
  if (!given.empty()) {
    std::stable_sort(given.begin(), given.end(), [](const AuditRecord& x, const AuditRecord& y) { return x.at < y.at; });
    std::vector<AuditRecord> merged;
    merged.reserve(out.size() + given.size());
    std::merge(std::make_move_iterator(out.begin()), std::make_move_iterator(out.end()),
               std::make_move_iterator(given.begin()), std::make_move_iterator(given.end()), std::back_inserter(merged),
               [](const AuditRecord& x, const AuditRecord& y) { return x.at < y.at; });
    out = std::move(merged);
  }
  return out;
}

// ---------------------------------------------------------------- rulings

namespace {

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : ",") + x;
  return out;
}

std::vector<std::string> split_ids(const std::string& s) {
  std::vector<std::string> out;
  size_t from = 0;
  while (from < s.size()) {
    size_t comma = s.find(',', from);
    if (comma == std::string::npos) comma = s.size();
    if (comma > from) out.push_back(s.substr(from, comma - from));
    from = comma + 1;
  }
  return out;
}

}  // namespace

Id Store::add_ruling(Id event, const Ruling& r, const std::string& note) {
  for (const auto& p : r.pairs) require_utf8("pair", p);
  require_utf8("reason", r.reason);
  require_utf8("note", note);
  Id id = 0;
  impl_->write([&] {
    SQLite::Statement q(*impl_->db,
                        "INSERT INTO rulings (event_id, kind, board, first_round, last_round, pairs, amount, unit, "
                        "reason, note, method) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    q.bind(1, event);
    q.bind(2, r.kind);
    if (r.board) q.bind(3, *r.board); else q.bind(3);
    if (r.first_round) q.bind(4, *r.first_round); else q.bind(4);
    if (r.last_round) q.bind(5, *r.last_round); else q.bind(5);
    q.bind(6, joined(r.pairs));
    if (r.kind == "penalty") q.bind(7, r.amount); else q.bind(7);
    if (r.unit.empty()) q.bind(8); else q.bind(8, r.unit);
    q.bind(9, r.reason);
    q.bind(10, note);
    q.bind(11, r.method);
    q.exec();
    id = impl_->db->getLastInsertRowid();
  }, [&](int code, const SQLite::Exception& ex) { return under_event(*impl_->db, event, code, ex, "ruling", r.kind); });
  return id;
}

std::vector<Ruling> Store::rulings(Id event) const {
  SQLite::Statement q(*impl_->db,
                      "SELECT id, kind, board, first_round, last_round, pairs, coalesce(amount, 0), coalesce(unit, ''), "
                      "reason, at, note, coalesce(withdrawn_at, ''), withdrawn_note, method FROM rulings WHERE event_id = ? ORDER BY id");
  q.bind(1, event);
  std::vector<Ruling> out;
  while (q.executeStep()) {
    Ruling r;
    r.id = q.getColumn(0).getInt64();
    r.kind = q.getColumn(1).getString();
    if (!q.getColumn(2).isNull()) r.board = q.getColumn(2).getInt();
    if (!q.getColumn(3).isNull()) r.first_round = q.getColumn(3).getInt();
    if (!q.getColumn(4).isNull()) r.last_round = q.getColumn(4).getInt();
    r.pairs = split_ids(q.getColumn(5).getString());
    r.amount = q.getColumn(6).getDouble();
    r.unit = q.getColumn(7).getString();
    r.reason = q.getColumn(8).getString();
    r.at = q.getColumn(9).getString();
    r.note = q.getColumn(10).getString();
    r.withdrawn_at = q.getColumn(11).getString();
    r.withdrawn_note = q.getColumn(12).getString();
    r.method = q.getColumn(13).getString();
    out.push_back(std::move(r));
  }
  return out;
}

bool Store::withdraw_ruling(Id event, Id id, const std::string& note) {
  require_utf8("note", note);
  bool done = false;
  impl_->write([&] {
    SQLite::Statement q(*impl_->db,
                        "UPDATE rulings SET withdrawn_at = strftime('%Y-%m-%d %H:%M:%f', 'now'), withdrawn_note = ? "
                        "WHERE event_id = ? AND id = ? AND withdrawn_at IS NULL");
    q.bind(1, note);
    q.bind(2, event);
    q.bind(3, id);
    done = q.exec() == 1;
  }, [&](int, const SQLite::Exception& ex) { return rejected(ex, "ruling", std::to_string(id)); });
  return done;
}

// ---------------------------------------------------------------- batches, backup

// The outermost Batch is an IMMEDIATE transaction; one opened inside it is a savepoint.
struct Store::Batch::Scope {
  Impl& impl;
  std::optional<SQLite::Transaction> tx;
  std::optional<Impl::Savepoint> sp;
  std::optional<std::string> note_before;  // restored when a savepoint is undone
  explicit Scope(Impl& i) : impl(i), note_before(i.note_in_tx) {
    if (impl.in_transaction()) {
      sp.emplace(impl, Impl::kBatchSavepoint);
    } else {
      tx.emplace(*impl.db, SQLite::TransactionBehavior::IMMEDIATE);
      impl.note_in_tx.reset();
      impl.forget_pair_numbers();  // another connection may have written since it was read
    }
  }
  ~Scope() {
    if (sp || tx) {  // not committed: what it did is undone, pairs it wrote included
      impl.note_in_tx = note_before;
      impl.forget_pair_numbers();
    }
  }
  void commit() {
    if (tx) impl.restore_insert_audit(), impl.note_off(), tx->commit();
    if (sp) sp->release();
    tx.reset();
    sp.reset();
  }
};

Store::Batch::Batch(Store& s) {
  try {
    scope_ = std::make_unique<Scope>(*s.impl_);
  } catch (const SQLite::Exception& e) {
    throw file_failure(e, s.impl_->path);
  }
}

Store::Batch::~Batch() = default;

Store::Reading::Reading(const Store& s) {
  if (s.impl_->in_transaction()) return;
  try {
    tx_ = std::make_unique<SQLite::Transaction>(*s.impl_->db, SQLite::TransactionBehavior::DEFERRED);
  } catch (const SQLite::Exception& e) {
    throw file_failure(e, s.impl_->path);
  }
}

// A read transaction: nothing to keep, so it is ended as any unfinished transaction is (rolled
// back by SQLite::Transaction, which throws nothing).
Store::Reading::~Reading() = default;

void Store::Batch::commit() {
  if (!scope_) return;
  try {
    scope_->commit();
  } catch (const SQLite::Exception& e) {
    const std::string path = scope_->impl.path;
    scope_.reset();  // rolled back
    throw file_failure(e, path);
  }
  scope_.reset();
}

namespace {

// A new empty file beside `dest` (dest.partial-NNNNNN), made with O_EXCL so it is ours alone;
// its name, or "" when none could be made.
std::string partial_beside(const std::string& dest) {
  std::random_device rd;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string name = dest + ".partial-" + std::to_string(getpid()) + "-" + std::to_string(rd() % 1000000);
    const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd >= 0) {
      ::close(fd);
      return name;
    }
    if (errno != EEXIST) return "";
  }
  return "";
}

// Flushes `path` (a file, or a folder after a rename in it) to the disk.
bool sync_path(const std::string& path, bool folder) {
  const int fd = ::open(path.c_str(), (folder ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC);
  if (fd < 0) return false;
  const bool ok = ::fsync(fd) == 0;
  ::close(fd);
  return ok;
}

}  // namespace

void Store::backup(const std::string& dest) const {
  // The copy is made beside `dest` and renamed onto it only when whole and on the disk: a
  // backup killed part-way leaves `dest` as it was (a dest.partial-* file the director may
  // delete), never a file that opens as an event file with half of it. VACUUM INTO reads the
  // whole file in one read transaction, so a steady writer neither restarts it (as the step by
  // step online backup was, for ever) nor is held off by it (WAL).
  const std::string partial = partial_beside(dest);
  if (partial.empty()) throw StoreError(StoreErrc::backup_failed, {dest, std::to_string(SQLITE_CANTOPEN)});
  auto fail = [&](int code) {
    ::unlink(partial.c_str());
    return StoreError(StoreErrc::backup_failed, {dest, std::to_string(code)});
  };
  // A backup replacing an older one keeps its permissions (an event file holds players' names
  // and ids; a director's chmod 600 on the copy stays).
  struct stat old{};
  if (::lstat(dest.c_str(), &old) == 0 && S_ISREG(old.st_mode) && ::chmod(partial.c_str(), old.st_mode & 07777) != 0)
    throw fail(SQLITE_IOERR);
  try {
    SQLite::Statement into(*impl_->db, "VACUUM INTO ?");
    into.bind(1, partial);
    into.exec();
  } catch (const SQLite::Exception& e) {
    ::unlink(partial.c_str());
    throw store_error(StoreErrc::backup_failed, {dest, std::to_string(extended_code(e))}, e);
  }
  if (!sync_path(partial, false)) throw fail(SQLITE_IOERR_FSYNC);
  if (::rename(partial.c_str(), dest.c_str()) != 0) throw fail(SQLITE_IOERR);
  const auto slash = dest.find_last_of('/');
  sync_path(slash == std::string::npos ? "." : slash == 0 ? "/" : dest.substr(0, slash), true);
}

}  // namespace bandeja::db
