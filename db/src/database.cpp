#include "bandeja/db/database.hpp"

#include <algorithm>

#include <sqlite3.h>

namespace bandeja::db {

void retry_busy(const std::function<void()>& step, std::chrono::milliseconds patience) {
  const auto deadline = std::chrono::steady_clock::now() + patience;
  for (int pause_ms = 5;; pause_ms = std::min(pause_ms * 2, 200)) {
    try {
      step();
      return;
    } catch (const SQLite::Exception& e) {
      const int code = (e.getExtendedErrorCode() > 0 ? e.getExtendedErrorCode() : e.getErrorCode()) & 0xff;
      if ((code != SQLITE_BUSY && code != SQLITE_LOCKED) || std::chrono::steady_clock::now() >= deadline) throw;
      sqlite3_sleep(pause_ms);
    }
  }
}

std::unique_ptr<SQLite::Database> open(const std::string& path) {
  // NOMUTEX: a connection is used by one thread at a time (the CLI has one; the server locks
  // each of its two), so SQLite's own lock on every call, 19 binds a line, is only a cost.
  auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_NOMUTEX);
  db->setBusyTimeout(10000);
  db->exec("PRAGMA foreign_keys = ON");
  // A new file is switched to WAL by whichever process gets there first; the other one may be
  // refused at once (not after the busy timeout) and waits here instead.
  retry_busy([&] { db->exec("PRAGMA journal_mode = WAL"); });
  db->exec("PRAGMA synchronous = FULL");
  // Temporary files (a statement's journal, a sort) in memory: Debian's SQLite keeps them on
  // disk by default, and a bulk import then writes to /var/tmp on every line.
  db->exec("PRAGMA temp_store = MEMORY");
  db->exec("PRAGMA cache_size = -16384");
  return db;
}

}  // namespace bandeja::db
