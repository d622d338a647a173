#pragma once
// A toy event for the event-store tests: a 2-table, 2-round movement built by hand, its pairs
// and boards, and small builders for result lines.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include <SQLiteCpp/Database.h>
#include <doctest/doctest.h>

#include "bandeja/db/store.hpp"

namespace bandeja::test::store_fixtures {

using namespace bandeja::db;

// A 2-table, 2-round toy movement built by hand (the store does not care how it was made).
inline movement::Movement toy_movement() {
  movement::Movement m;
  m.type = "mitchell";
  m.summary = {movement::Note{{}, {}, "2-table toy, 2 rounds of 2 boards, a new board set each round", {}}};
  m.tables = 2;
  m.rounds = 2;
  m.boards_per_round = 2;
  m.boards = 8;
  m.winners = 2;
  m.pairs = {"1NS", "2NS", "1EW", "2EW"};
  m.rows = {{1, 1, "1NS", "1EW", {1, 2}}, {1, 2, "2NS", "2EW", {3, 4}},
            {2, 1, "1NS", "2EW", {5, 6}}, {2, 2, "2NS", "1EW", {7, 8}}};
  return m;
}

inline NewEvent toy_event(const std::string& name = "Tuesday") {
  NewEvent e;
  e.name = name;
  e.movement = toy_movement();
  for (const auto& id : e.movement->pairs)
    e.pairs.push_back(Pair{id, id.substr(id.size() - 2), {}});
  e.pairs[0].players = {{"Ana García", std::nullopt}, {"Luis Pérez", "ES-1234"}};
  for (int b = 1; b <= 8; ++b)
    e.boards.push_back(Board{b, static_cast<score::Seat>((b - 1) % 4),
                             score::Vulnerability{b == 2 || b == 4, b == 3 || b == 4}, std::nullopt, std::nullopt});
  e.boards[0].deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";
  return e;
}

inline ResultLine line(int board, int round, int table, std::string ns, std::string ew, score::Entry e,
                std::optional<int> s) {
  ResultLine r;
  r.board = board;
  r.round = round;
  r.table = table;
  r.ns = std::move(ns);
  r.ew = std::move(ew);
  r.entry = std::move(e);
  r.ns_score = s;
  return r;
}

inline score::Played four_spades(int tricks, score::Seat who = score::Seat::North) {
  return score::Played{{4, score::Strain::Spades, score::Doubling::Undoubled}, who, tricks, std::nullopt};
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// An event file as an older Bandeja left it: the schema's migrations 1 to `version` (the files
// db/schema/NNNN_*.sql, in order) run on `db`, and its user_version set to `version`.
inline void old_schema(SQLite::Database& db, int version) {
  std::vector<std::filesystem::path> files;
  for (const auto& f : std::filesystem::directory_iterator(std::string(BANDEJA_SOURCE_DIR) + "/db/schema"))
    if (f.path().extension() == ".sql" && std::stoi(f.path().filename().string().substr(0, 4)) <= version)
      files.push_back(f.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() == static_cast<size_t>(version));
  for (const auto& f : files) db.exec(slurp(f.string()));
  db.exec("PRAGMA user_version = " + std::to_string(version));
}


}  // namespace bandeja::test::store_fixtures
