#include "bandeja/db/database.hpp"

namespace bandeja::db {

std::unique_ptr<SQLite::Database> open(const std::string& path) {
  // NOMUTEX: a connection is used by one thread at a time (the CLI has one; the server locks
  // each of its two), so SQLite's own lock on every call, 19 binds a line, is only a cost.
  auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_NOMUTEX);
  db->setBusyTimeout(10000);
  db->exec("PRAGMA foreign_keys = ON");
  db->exec("PRAGMA journal_mode = WAL");
  db->exec("PRAGMA synchronous = FULL");
  // Temporary files (a statement's journal, a sort) in memory: Debian's SQLite keeps them on
  // disk by default, and a bulk import then writes to /var/tmp on every line.
  db->exec("PRAGMA temp_store = MEMORY");
  db->exec("PRAGMA cache_size = -16384");
  return db;
}

}  // namespace bandeja::db
