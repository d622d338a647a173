#include "bandeja/db/database.hpp"

namespace bandeja::db {

std::unique_ptr<SQLite::Database> open(const std::string& path) {
  auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
  db->setBusyTimeout(10000);
  db->exec("PRAGMA foreign_keys = ON");
  db->exec("PRAGMA journal_mode = WAL");
  db->exec("PRAGMA synchronous = FULL");
  return db;
}

}  // namespace bandeja::db
