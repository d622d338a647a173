#pragma once
// Opening an event file: SQLite with foreign keys on, WAL journal and a busy timeout, so that a
// power cut loses nothing committed and two processes can work on one file.
#include <memory>
#include <string>

#include <SQLiteCpp/Database.h>

namespace bandeja::db {

// Opens (creating when missing) the database at `path` with the connection settings above.
std::unique_ptr<SQLite::Database> open(const std::string& path);

}  // namespace bandeja::db
