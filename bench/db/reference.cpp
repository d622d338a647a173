// The plain reference for `bandeja import travellers` (run by bench_db_ingest, never by ctest):
//   bench_db_reference FILE.db TRAVELLERS.csv
// does the whole job as a short script would, against the sqlite3 C API: reads the CSV a line at
// a time, scores each line by Law 77 (libscore's scorer, the same arithmetic Bandeja uses),
// and inserts it into one unindexed table with the same PRAGMAs as an event file (foreign
// keys on, WAL, synchronous FULL), in one transaction, with one prepared statement. No checks
// beyond what parsing needs, no audit, no indexes: what Bandeja's import is measured against.
//
//   bench_db_reference --bandeja-schema FILE.db TRAVELLERS.csv
// does the same job into an event file Bandeja made (FILE.db, holding one event with the file's
// pairs and boards): a new event with a copy of those pairs and boards, one import row, and each
// line inserted into Bandeja's own results table, so every rule of the schema (the foreign keys
// to the pairs and boards, the two unique indexes of a pair's one line per board, the CHECKs) is
// enforced by SQLite on every row, with the event file's PRAGMAs. Still no check of Bandeja's own,
// no audit, one prepared single-row insert as a short program would write it (each line's pairs
// bound as their numbers in the event, from the event's pairs read once, as the schema names
// them): what keeping the schema's rules costs a plain program.
#include <sqlite3.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

#include "bandeja/score/board.hpp"
#include "bandeja/score/law77.hpp"

using namespace bandeja;

namespace {

void must(int rc, sqlite3* db, const char* what) {
  if (rc == SQLITE_OK || rc == SQLITE_DONE || rc == SQLITE_ROW) return;
  std::fprintf(stderr, "%s: %s\n", what, sqlite3_errmsg(db));
  std::exit(1);
}

std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> out(1);
  for (char c : line) {
    if (c == ',') out.emplace_back();
    else if (c != '\r') out.back() += c;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const bool schema = argc == 4 && std::strcmp(argv[1], "--bandeja-schema") == 0;
  if (argc != 3 && !schema) {
    std::fprintf(stderr, "usage: bench_db_reference [--bandeja-schema] FILE.db TRAVELLERS.csv\n");
    return 2;
  }
  if (schema) ++argv;
  sqlite3* db = nullptr;
  must(sqlite3_open(argv[1], &db), db, "open");
  for (const char* sql : {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL"})
    must(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), db, sql);
  if (schema) {
    for (const char* sql :
         {"PRAGMA temp_store = MEMORY", "PRAGMA cache_size = -16384", "BEGIN IMMEDIATE",
          "INSERT INTO events (name) VALUES ('Reference')",
          "INSERT INTO pairs (event_id, pair_id, field, seq) SELECT (SELECT max(id) FROM events), pair_id, field, seq "
          "FROM pairs WHERE event_id = (SELECT min(id) FROM events)",
          "INSERT INTO boards (event_id, number, dealer, vul_ns, vul_ew) SELECT (SELECT max(id) FROM events), "
          "number, dealer, vul_ns, vul_ew FROM boards WHERE event_id = (SELECT min(id) FROM events)",
          "INSERT INTO imports (event_id, file) VALUES ((SELECT max(id) FROM events), 'reference')"})
      must(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), db, sql);
  } else {
    for (const char* sql : {"CREATE TABLE results (board INTEGER, round INTEGER, table_no INTEGER, ns TEXT, "
                            "ew TEXT, level INTEGER, strain TEXT, doubling INTEGER, declarer TEXT, "
                            "tricks INTEGER, ns_score INTEGER)",
                            "BEGIN IMMEDIATE"})
      must(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), db, sql);
  }
  sqlite3_stmt* ins = nullptr;
  std::unordered_map<std::string, long long> numbers;  // into Bandeja's schema: pair id -> number
  const char* insert = schema ? "INSERT INTO results (board, round, table_no, ns_pair, ew_pair, level, strain, doubling, declarer, "
                                "tricks, ns_score, kind, event_id, import_id, import_line, updated_at) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'played', ?, ?, ?, '2026-12-03 12:00:00')"
                              : "INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
  must(sqlite3_prepare_v2(db, insert, -1, &ins, nullptr), db, "prepare");
  if (schema) {  // the new event and its import, the same on every line
    auto max_id = [&](const char* sql) {
      long long id = 0;
      must(sqlite3_exec(db, sql, [](void* to, int, char** v, char**) {
             *static_cast<long long*>(to) = std::atoll(v[0]);
             return 0;
           }, &id, nullptr), db, sql);
      return id;
    };
    const long long event = max_id("SELECT max(id) FROM events");
    sqlite3_bind_int64(ins, 12, event);
    sqlite3_bind_int64(ins, 13, max_id("SELECT max(id) FROM imports"));
    // A line names its pairs by their numbers in the event: the event's pairs read once.
    sqlite3_stmt* q = nullptr;
    must(sqlite3_prepare_v2(db, "SELECT pair_id, seq FROM pairs WHERE event_id = ?", -1, &q, nullptr), db, "pairs");
    sqlite3_bind_int64(q, 1, event);
    while (sqlite3_step(q) == SQLITE_ROW)
      numbers.emplace(reinterpret_cast<const char*>(sqlite3_column_text(q, 0)), sqlite3_column_int64(q, 1));
    sqlite3_finalize(q);
  }
  FILE* in = std::fopen(argv[2], "r");
  if (!in) {
    std::perror(argv[2]);
    return 1;
  }
  char buf[4096];
  bool header = true;
  long lines = 0;
  while (std::fgets(buf, sizeof buf, in)) {
    std::string line(buf);
    if (!line.empty() && line.back() == '\n') line.pop_back();
    if (header) {  // board,round,table,ns,ew,contract,declarer,tricks
      header = false;
      continue;
    }
    const auto f = split(line);
    if (f.size() < 8) continue;
    const int board = std::atoi(f[0].c_str());
    const std::string& c = f[5];
    score::Contract k;
    k.level = c[0] - '0';
    const bool nt = c.size() >= 3 && c[1] == 'N';
    k.strain = nt ? score::Strain::NoTrump
               : c[1] == 'S' ? score::Strain::Spades
               : c[1] == 'H' ? score::Strain::Hearts
               : c[1] == 'D' ? score::Strain::Diamonds
                             : score::Strain::Clubs;
    const size_t x = c.find('X');
    k.doubling = x == std::string::npos                         ? score::Doubling::Undoubled
                 : c.find("XX") != std::string::npos ? score::Doubling::Redoubled
                                                     : score::Doubling::Doubled;
    const char d = f[6][0];
    const score::Seat declarer = d == 'N' ? score::Seat::North : d == 'E' ? score::Seat::East
                                 : d == 'S' ? score::Seat::South : score::Seat::West;
    const int tricks = std::atoi(f[7].c_str());
    const int ns = score::ns_score(k, declarer, tricks, score::vulnerability(board));
    sqlite3_bind_int(ins, 1, board);
    sqlite3_bind_int(ins, 2, std::atoi(f[1].c_str()));
    sqlite3_bind_int(ins, 3, std::atoi(f[2].c_str()));
    if (schema) {  // a pair the event does not have: NULL, refused by the schema
      for (int i : {3, 4}) {
        const auto n = numbers.find(f[i]);
        if (n == numbers.end()) sqlite3_bind_null(ins, i + 1); else sqlite3_bind_int64(ins, i + 1, n->second);
      }
    } else {
      sqlite3_bind_text(ins, 4, f[3].c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text(ins, 5, f[4].c_str(), -1, SQLITE_TRANSIENT);
    }
    sqlite3_bind_int(ins, 6, k.level);
    sqlite3_bind_text(ins, 7, nt ? "NT" : std::string(1, c[1]).c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(ins, 8, static_cast<int>(k.doubling));
    sqlite3_bind_text(ins, 9, std::string(1, d).c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(ins, 10, tricks);
    sqlite3_bind_int(ins, 11, ns);
    if (schema) sqlite3_bind_int64(ins, 14, lines + 2);  // the file's line: after the header
    must(sqlite3_step(ins), db, "insert");
    sqlite3_reset(ins);
    ++lines;
  }
  std::fclose(in);
  sqlite3_finalize(ins);
  must(sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr), db, "commit");
  sqlite3_close(db);
  std::printf("%ld\n", lines);
  return 0;
}
