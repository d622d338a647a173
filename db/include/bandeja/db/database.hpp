#pragma once
// Opening an event file: SQLite with foreign keys on, WAL journal and a busy timeout, so that a
// power cut loses nothing committed and two processes can work on one file.
#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include <SQLiteCpp/Database.h>

namespace bandeja::db {

// Opens (creating when missing) the database at `path` with the connection settings above.
// Two processes opening one new file at once both get it: the one that finds the other making
// it WAL waits (retry_busy) instead of failing with "database is locked".
std::unique_ptr<SQLite::Database> open(const std::string& path);

// Runs `step`, and again while it fails because another connection holds the file
// (SQLITE_BUSY or SQLITE_LOCKED) for up to `patience`: SQLite's busy timeout does not cover
// every such case (it refuses at once what could deadlock, as two connections racing to
// switch a new file to WAL, or to create its schema). Any other failure, or a busy one after
// `patience`, is thrown as it came.
void retry_busy(const std::function<void()>& step, std::chrono::milliseconds patience = std::chrono::seconds(10));

}  // namespace bandeja::db
