#pragma once
// The store's connection and its write discipline (Store::Impl), shared by the files that
// implement Store: store.cpp (events, pairs, results...) and store_server.cpp (what the server
// keeps: table links, locked rounds, entry keys, calls, settings).
#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <sqlite3.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>

#include "bandeja/db/database.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/score/utf8.hpp"
#include "migrations.hpp"

namespace bandeja::db {

namespace detail {

// SQLite's extended result code of a failure (the primary code when only that is known).
inline int extended_code(const SQLite::Exception& e) {
  const int x = e.getExtendedErrorCode();
  return x > 0 ? x : e.getErrorCode();
}

inline int primary_code(const SQLite::Exception& e) { return extended_code(e) & 0xff; }

// Every string the store keeps is UTF-8, so no export of it (JSON, XML, PBN) can be malformed:
// checked before anything is written, a text that is not refuses the whole write (not_utf8,
// naming what and the byte).
inline void require_utf8(const char* what, std::string_view text) {
  if (const size_t at = utf8::invalid_at(text); at != std::string_view::npos)
    throw StoreError(StoreErrc::not_utf8, {what, std::to_string(at + 1)});
}

inline StoreError store_error(StoreErrc code, std::vector<std::string> args, const SQLite::Exception& e) {
  return StoreError(code, std::move(args), extended_code(e), e.what());
}

// A failure of the file itself (busy, read-only, full, damaged...), whatever was being written;
// nullopt when it is about what was written (a constraint) or something else.
inline std::optional<StoreError> file_error(const SQLite::Exception& e, const std::string& path) {
  switch (primary_code(e)) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return store_error(StoreErrc::busy, {path}, e);
    case SQLITE_READONLY: return store_error(StoreErrc::read_only, {path}, e);
    case SQLITE_FULL: return store_error(StoreErrc::disk_full, {path}, e);
    case SQLITE_IOERR: return store_error(StoreErrc::io_error, {path}, e);
    case SQLITE_CORRUPT: return store_error(StoreErrc::corrupt, {path}, e);
    case SQLITE_NOTADB: return store_error(StoreErrc::not_a_database, {path}, e);
    case SQLITE_CANTOPEN: return store_error(StoreErrc::cannot_open, {path}, e);
    default: return std::nullopt;
  }
}

// Any failure that is not a constraint of the write at hand.
inline StoreError file_failure(const SQLite::Exception& e, const std::string& path) {
  if (auto f = file_error(e, path)) return *f;
  return store_error(StoreErrc::sqlite_error, {path, std::to_string(extended_code(e))}, e);
}

// A constraint the write broke that no more precise code explains.
inline StoreError rejected(const SQLite::Exception& e, const std::string& what, const std::string& which) {
  return store_error(StoreErrc::value_rejected, {what, which, std::to_string(extended_code(e))}, e);
}

}  // namespace detail

using detail::extended_code;
using detail::file_error;
using detail::file_failure;
using detail::primary_code;
using detail::rejected;
using detail::require_utf8;
using detail::store_error;

// A statement prepared on the raw connection (bulk inserts bind without copying strings).
struct Finalize {
  void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using RawStatement = std::unique_ptr<sqlite3_stmt, Finalize>;

inline RawStatement prepare_raw(sqlite3* h, const std::string& sql) {
  sqlite3_stmt* q = nullptr;
  if (const int rc = sqlite3_prepare_v2(h, sql.c_str(), int(sql.size()), &q, nullptr); rc != SQLITE_OK)
    throw SQLite::Exception(h, rc);
  return RawStatement(q);
}

struct Store::Impl {
  std::string path;
  std::unique_ptr<SQLite::Database> db;
  std::optional<std::string> note_in_tx;  // audit note already set in the open transaction
  // Prepared once per connection, declared after db: finalized before it closes.
  std::unique_ptr<SQLite::Statement> insert_line;
  RawStatement import_rows;  // kImportRows lines of an import a statement
  RawStatement import_row;   // one line of an import
  // The statements of a table's entry and page (the server's hot path), prepared once per
  // connection by their text's address (each a literal) and reset after each use: a statement
  // left stepped would hold its read transaction open, and the connection would go on reading
  // the file as it was.
  std::unordered_map<const char*, std::unique_ptr<SQLite::Statement>> prepared_;
  class Prepared {
   public:
    explicit Prepared(SQLite::Statement& q) : q_(q) {}
    ~Prepared() {
      q_.tryReset();
      try {
        q_.clearBindings();
      } catch (const SQLite::Exception&) {  // nothing bound stays: the next use binds every parameter
      }
    }
    Prepared(const Prepared&) = delete;
    Prepared& operator=(const Prepared&) = delete;
    SQLite::Statement* operator->() { return &q_; }
    SQLite::Statement& operator*() { return q_; }
   private:
    SQLite::Statement& q_;
  };
  // The same for a statement read on the raw connection, by its text's address (a static string).
  std::unordered_map<const void*, RawStatement> raw_prepared_;
  sqlite3_stmt* raw_prepared(const std::string& sql) {
    auto& slot = raw_prepared_[&sql];
    if (!slot) slot = prepare_raw(db->getHandle(), sql);
    return slot.get();
  }
  Prepared prepared(const char* sql) {
    auto& slot = prepared_[sql];
    if (!slot) slot = std::make_unique<SQLite::Statement>(*db, sql);
    return Prepared(*slot);
  }

  // A savepoint, undone unless released (as SQLite::Savepoint, but also taken off the stack when
  // undone), from statements prepared once per connection: a table's entry opens three (its
  // group's, its own, its write's), and parsing SAVEPOINT and RELEASE each time was 7% of an
  // entry's CPU.
  struct SavepointSql {
    const char* open;
    const char* release;
    const char* undo;
  };
  static constexpr SavepointSql kWriteSavepoint{"SAVEPOINT bandeja_write", "RELEASE SAVEPOINT bandeja_write",
                                                "ROLLBACK TO SAVEPOINT bandeja_write"};
  static constexpr SavepointSql kBatchSavepoint{"SAVEPOINT bandeja_batch", "RELEASE SAVEPOINT bandeja_batch",
                                                "ROLLBACK TO SAVEPOINT bandeja_batch"};
  class Savepoint {
   public:
    Savepoint(Impl& impl, const SavepointSql& sql) : impl_(impl), sql_(sql) { impl_.prepared(sql_.open)->exec(); }
    ~Savepoint() {
      if (released_) return;
      try {  // nothing thrown from here: a transaction SQLite rolled back whole has no savepoint left
        impl_.prepared(sql_.undo)->exec();
        impl_.prepared(sql_.release)->exec();
      } catch (const SQLite::Exception&) {
      }
    }
    Savepoint(const Savepoint&) = delete;
    Savepoint& operator=(const Savepoint&) = delete;
    void release() {
      impl_.prepared(sql_.release)->exec();
      released_ = true;
    }

   private:
    Impl& impl_;
    SavepointSql sql_;
    bool released_ = false;
  };

  // Whether a transaction is open on the connection (a Batch, or a write calling another).
  bool in_transaction() const { return sqlite3_get_autocommit(db->getHandle()) == 0; }

  // How a write joins an open transaction: in a savepoint of its own, so that a failed write
  // undoes only itself; or as it is, for a write of one statement (SQLite undoes a refused
  // statement by itself) after, at most, the audit note, which may stay: it is cached as set.
  enum class Join { savepoint, statement };

  // A write: its own IMMEDIATE transaction or, when one is open (a Batch, or create_event
  // calling put_pair), part of it as `join` says.
  // `explain(extended_code, exception)` turns a constraint failure into a StoreError; it runs
  // while the transaction is still open, so it may read what this transaction sees.
  template <class F, class Explain>
  auto write(F&& f, Explain&& explain, Join join = Join::savepoint) -> decltype(f()) {
    if (!pairs_kept || !in_transaction()) forget_pair_numbers();
    if (!import_write) {
      try {
        restore_insert_audit();
      } catch (const SQLite::Exception& e) {
        throw file_failure(e, path);
      }
    }
    if (join == Join::statement && in_transaction()) {
      struct Joined {} as_is;
      return finish(as_is, f, explain);
    }
    const auto note_before = note_in_tx;
    try {
      if (in_transaction()) {
        Savepoint sp(*this, kWriteSavepoint);
        return finish(sp, f, explain);
      }
      SQLite::Transaction tx(*db, SQLite::TransactionBehavior::IMMEDIATE);
      note_in_tx.reset();
      return finish(tx, f, explain);
    } catch (const SQLite::Exception& e) {  // BEGIN or SAVEPOINT itself failed
      note_in_tx = note_before;
      throw file_failure(e, path);
    } catch (...) {  // rolled back: the audit note the write set is undone too
      note_in_tx = note_before;
      throw;
    }
  }

  void close(SQLite::Transaction& tx) {
    restore_insert_audit();
    note_off();
    tx.commit();
  }
  static void close(Savepoint& sp) { sp.release(); }
  template <class Joined>
  static void close(Joined&) {}

  template <class Scope, class F, class Explain>
  auto finish(Scope& scope, F& f, Explain& explain) -> decltype(f()) {
    try {
      if constexpr (std::is_void_v<decltype(f())>) {
        f();
        close(scope);
      } else {
        auto r = f();
        close(scope);
        return r;
      }
    } catch (const SQLite::Exception& e) {
      throw failure(e, explain);
    }
  }

  template <class Explain>
  StoreError failure(const SQLite::Exception& e, Explain& explain) {
    if (auto f = file_error(e, path)) return *f;
    if (primary_code(e) != SQLITE_CONSTRAINT) return file_failure(e, path);
    try {
      return explain(extended_code(e), e);
    } catch (const SQLite::Exception&) {  // could not look: say what SQLite said
      return file_failure(e, path);
    }
  }

  // An imported line names its import and is audited by it (one entry for the file), so the
  // trigger that audits a line typed or written by any other means (results_audit_insert, WHEN
  // NEW.import_id IS NULL) has nothing to do for it; yet SQLite runs the trigger's program for
  // every row inserted, about a fifth of what storing a line costs. A bulk import therefore
  // drops it inside its own transaction, and it is made again from the same text before that
  // transaction commits and before any other write (a typed line in the same Batch is audited
  // as ever): no other connection ever sees the file without it, and a rollback (a refused
  // file, a kill) undoes the drop with the rest.
  std::string insert_audit_sql;  // the trigger's text while it may be dropped; "" when in place
  bool import_write = false;     // a write of the import's own (its lines, pairs, boards, replacements)

  // A flag of Impl raised for one write's scope, and put back as it was.
  struct Raised {
    bool& flag;
    bool before;
    explicit Raised(bool& f) : flag(f), before(f) { flag = true; }
    ~Raised() { flag = before; }
    Raised(const Raised&) = delete;
    Raised& operator=(const Raised&) = delete;
  };

  struct ImportWrite : Raised {  // marks the writes that leave the trigger dropped
    explicit ImportWrite(Impl& i) : Raised(i.import_write) {}
  };

  // The insert audit trigger's text as the file holds it, or nothing when it is not there.
  std::optional<std::string> insert_audit_text() {
    SQLite::Statement q(*db, "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = 'results_audit_insert'");
    if (!q.executeStep()) return std::nullopt;
    return q.getColumn(0).getString();
  }

  // Inside the open transaction only.
  void suspend_insert_audit() {
    if (!insert_audit_sql.empty() || !in_transaction()) return;
    auto sql = insert_audit_text();
    if (!sql) return;
    db->exec("DROP TRIGGER results_audit_insert");
    insert_audit_sql = std::move(*sql);
  }

  // The trigger made again if it was dropped and is not back already (a rollback of the
  // transaction or savepoint that dropped it brings it back by itself).
  void restore_insert_audit() {
    if (insert_audit_sql.empty()) return;
    const std::string sql = std::move(insert_audit_sql);
    insert_audit_sql.clear();
    if (!in_transaction() || insert_audit_text()) return;
    db->exec(sql);
  }

  // The note belongs to the change that set it: cleared in the same transaction, before it
  // commits, so that a change made outside Bandeja (the sqlite3 shell) is audited with no
  // note rather than the last one Bandeja left behind.
  void note_off() {
    if (!note_in_tx || note_in_tx->empty()) return;
    prepared("UPDATE audit_context SET note = '' WHERE id = 1")->exec();
    note_in_tx = std::string();
  }

  void set_note(const std::string& note) {
    if (note_in_tx && *note_in_tx == note) return;
    auto q = prepared("UPDATE audit_context SET note = ? WHERE id = 1");
    q->bind(1, note);
    q->exec();
    note_in_tx = note;
  }

  // A result line names its pairs by their numbers in the event (pairs.seq). An import's lines
  // are bound to those numbers from this map of the event's pairs, read once: it is kept from
  // one chunk of an import to the next within one transaction, across the writes that cannot
  // touch a pair (the import's lines and its new boards: PairsKept). Every other write, every
  // transaction begun (a write's own, or a Batch's), and every Batch undone forgets it, so it
  // never names a pair that another write added, removed or renumbered.
  // (Should it ever be stale, a number no pair has is refused by the foreign key, and a pair
  // missing from it by NOT NULL; the line is then explained from the file.)
  struct PairNumbers {
    Id event = 0;
    bool read = false;
    std::unordered_map<std::string, Id> of;  // text id -> number
  };
  PairNumbers pair_numbers;
  bool pairs_kept = false;  // a write that cannot add, remove or renumber a pair: keeps the map

  struct PairsKept : Raised {
    explicit PairsKept(Impl& i) : Raised(i.pairs_kept) {}
  };

  void forget_pair_numbers() {
    pair_numbers.read = false;
    pair_numbers.of.clear();
  }

  const std::unordered_map<std::string, Id>& pair_numbers_of(Id event) {
    if (pair_numbers.read && pair_numbers.event == event) return pair_numbers.of;
    forget_pair_numbers();
    SQLite::Statement q(*db, "SELECT pair_id, seq FROM pairs WHERE event_id = ?");
    q.bind(1, event);
    while (q.executeStep()) pair_numbers.of.emplace(q.getColumn(0).getString(), q.getColumn(1).getInt64());
    pair_numbers.event = event;
    pair_numbers.read = true;
    return pair_numbers.of;
  }

  void migrate() {
    try {
      // Two processes making one new file at once: the second waits for the first's schema (its
      // BEGIN IMMEDIATE may be refused at once rather than after the busy timeout), then finds
      // it there and has nothing to do.
      retry_busy([&] {
        SQLite::Transaction tx(*db, SQLite::TransactionBehavior::IMMEDIATE);
        int version = db->execAndGet("PRAGMA user_version").getInt();
        const int latest = schema_version();
        if (version > latest)
          throw StoreError(StoreErrc::newer_schema, {path, std::to_string(version), std::to_string(latest)});
        for (const auto& m : detail::migrations()) {
          if (m.version <= version) continue;
          try {
            db->exec(m.sql);
          } catch (const SQLite::Exception& e) {
            const int code = primary_code(e);
            if (code == SQLITE_BUSY || code == SQLITE_LOCKED) throw;  // rolled back, tried again
            if (auto f = file_error(e, path)) throw *f;
            throw store_error(StoreErrc::migration_failed, {path, m.name, std::to_string(extended_code(e))}, e);
          }
          db->exec("PRAGMA user_version = " + std::to_string(m.version));
          version = m.version;
        }
        tx.commit();
      });
    } catch (const SQLite::Exception& e) {
      throw file_failure(e, path);
    }
  }
};

}  // namespace bandeja::db
