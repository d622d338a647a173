// Results per second through `bandeja serve`'s JSON API, run by hand:
//   bench_server [--rounds R] [--threads N]
// For a 30-table evening (one 30-table Mitchell, with skip), a 100-table one (four sections of a
// 25-table Mitchell in one session: a Mitchell stops at 40 tables, a Howell at 16) and a
// 300-table congress (twelve such sections), the server is started in-process on 127.0.0.1 over
// a temporary event file, and one client thread per table, each with its own connection (kept
// alive by the client; the server closes each after one request), posts every board of a round
// at once (all tables released together), then the next round, for R rounds (default: 6), while
// a live page is open for each table, refreshing every 3 s as live.js does.
// Reported: entries stored per second sustained, and the latency of one POST (p50, p99, max);
// afterwards, what a table's page, the live page and a page of the results site take (p50 of 20).
// Beside it, measured in the same run:
//  - the same entries through director::enter_at_table, one after another, each its own
//    transaction, with the event kept in memory as the server keeps it (no HTTP, no group);
//  - the references: a cpp-httplib server answering every POST from memory, posted to the same
//    way (the floor of HTTP on this machine), and the same number of lines inserted into a bare
//    SQLite table, one transaction and one sync each (synchronous FULL, as the event file): the
//    floor of a durable write of one entry without writing several together;
//  - for the 30-table evening, the entries posted one at a time over one connection: what HTTP
//    adds to one entry, and the server's CPU for one entry.
// The CPU seconds (this process: server and clients) beside the wall time show how much of it is
// work and how much waiting. --threads gives the server's worker threads (default: its default).
#include <httplib.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <atomic>
#include <barrier>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "bandeja/db/store.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/server/security.hpp"
#include "bandeja/server/server.hpp"

using namespace bandeja;
using Clock = std::chrono::steady_clock;

namespace {

// One table of the evening: its link and its rows (round -> boards).
struct Table {
  db::TableLink link;
  std::vector<std::vector<int>> boards;  // boards[round - 1]
};

struct Evening {
  std::string name;
  int sections = 1, tables_per_section = 0;
  int tables() const { return sections * tables_per_section; }
};

// Creates the evening's events in a new file at `path`; every table of every section.
std::vector<Table> create(const std::string& path, const Evening& e, int boards_per_round) {
  std::filesystem::remove(path);
  db::Store store = db::Store::open(path);
  std::string session;
  if (e.sections > 1) session = std::to_string(store.create_session(e.name));
  std::vector<Table> tables;
  for (int s = 0; s < e.sections; ++s) {
    director::NewEventSpec spec;
    spec.name = e.sections > 1 ? e.name + " " + char('A' + s) : e.name;
    spec.movement.type = "mitchell";
    spec.movement.tables = e.tables_per_section;
    spec.movement.boards_per_round = boards_per_round;
    spec.movement.skip = e.tables_per_section % 2 == 0;
    if (!session.empty()) {
      spec.session = session;
      spec.section = std::string(1, char('A' + s));
    }
    auto created = director::create_event(store, spec, Lang::En);
    if (!created) throw std::runtime_error("create_event: " + created.error().code);
    const db::EventInfo info = store.event_info(created->id);
    auto links = director::issue_table_links(store, info, server::random_token);
    if (!links) throw std::runtime_error("issue_table_links: " + links.error().code);
    const auto rows = store.rows(info.id);
    for (const auto& l : *links) {
      Table t{l, std::vector<std::vector<int>>(static_cast<size_t>(info.rounds))};
      for (const auto& r : rows)
        if (r.table == l.table && r.ns && r.ew) t.boards[static_cast<size_t>(r.round - 1)] = r.boards;
      tables.push_back(std::move(t));
    }
  }
  return tables;
}

// A plausible result for a board at a table.
director::TableEntry entry_of(int round, int board, int table, int section) {
  static const char* contracts[] = {"4S", "3NT", "2H", "4H", "1NT", "3C", "5DX"};
  static const char* results[] = {"=", "-1", "+1", "=", "+2", "-2", "-1"};
  static const char* declarers[] = {"N", "E", "S", "W"};
  const size_t k = static_cast<size_t>(board * 3 + table + section) % 7;
  director::TableEntry e;
  e.round = round;
  e.board = board;
  e.contract = contracts[k];
  e.declarer = declarers[static_cast<size_t>(board + table) % 4];
  e.result = results[k];
  e.key = "s" + std::to_string(section) + "t" + std::to_string(table) + "r" + std::to_string(round) + "b" +
          std::to_string(board);
  return e;
}

std::string body_of(const director::TableEntry& e) {
  return nlohmann::json{{"round", e.round},     {"board", e.board},   {"contract", e.contract},
                        {"declarer", e.declarer}, {"result", e.result}, {"key", e.key}}
      .dump();
}

// CPU seconds (user + system) of this process so far: beside the wall time, how much of it
// was work and how much waiting (for the disk: every entry is a commit, synchronous = FULL).
double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// CPU seconds of the calling thread alone.
double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

struct Figures {
  size_t entries = 0, failed = 0;
  double seconds = 0, cpu = 0;
  double server_cpu = 0;  // over_http_one_by_one: the server's part of `cpu`
  std::vector<double> latency_ms;  // one per entry
  std::vector<double> live_ms;     // GET /live/ID/fragment of the first section, afterwards
};

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t i = std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size() - 1) + 0.5));
  return v[i];
}

int section_of(const std::vector<Table>& tables, size_t i) {
  // Tables are listed section by section; the section's number for the entry's variety.
  return static_cast<int>(std::count_if(tables.begin(), tables.begin() + static_cast<long>(i),
                                        [&](const Table& t) { return t.link.table == 1; }));
}

// The server in-process over the file at `path`, on a free port of 127.0.0.1, until destroyed.
struct Serving {
  std::unique_ptr<server::Server> srv;
  std::thread thread;
  int port = 0;
  Serving(const std::string& path, int threads) {
    server::Options o;
    o.db_path = path;
    o.port = 0;
    o.threads = threads;
    // Every table here is one address, 127.0.0.1, as a room behind a proxy would be; at a club
    // each phone is an address of its own and the default cap (32) is for each.
    o.connections_per_address = 4096;
    auto opened = server::Server::open(o);
    if (!opened) throw std::runtime_error("Server::open: " + opened.error().code);
    srv = std::move(*opened);
    auto bound = srv->bind();
    if (!bound) throw std::runtime_error("Server::bind: " + bound.error().code);
    port = *bound;
    thread = std::thread([this] { srv->run(); });
    for (int i = 0; i < 1000; ++i) {  // until it listens (stop() stops only a listening server)
      httplib::Client c("127.0.0.1", port);
      if (auto r = c.Get("/api/events"); r && r->status == 200) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
  ~Serving() {
    srv->stop();
    thread.join();
  }
};

// The entries one after another over one keep-alive connection: no queue, so the latency is
// one entry's through HTTP, beside direct()'s.
Figures over_http_one_by_one(const std::string& path, const std::vector<Table>& tables, int rounds, int threads) {
  Serving serving(path, threads);
  httplib::Client c("127.0.0.1", serving.port);
  c.set_keep_alive(true);
  c.set_tcp_nodelay(true);  // as browsers do
  Figures f;
  const auto t0 = Clock::now();
  const double c0 = cpu_seconds(), client0 = thread_cpu_seconds();
  for (int round = 1; round <= rounds; ++round)
    for (size_t i = 0; i < tables.size(); ++i) {
      const int section = section_of(tables, i);
      const std::string url = "/api/t/" + tables[i].link.token + "/results";
      for (int b : tables[i].boards[static_cast<size_t>(round - 1)]) {
        const std::string body = body_of(entry_of(round, b, tables[i].link.table, section));
        const auto e0 = Clock::now();
        auto r = c.Post(url, body, "application/json");
        f.latency_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - e0).count());
        if (!r || r->status != 201) ++f.failed;
      }
    }
  f.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  f.cpu = cpu_seconds() - c0;
  f.server_cpu = f.cpu - (thread_cpu_seconds() - client0);  // all but this thread, the client
  f.entries = f.latency_ms.size();
  return f;
}

// Every table posts each round's boards at once against the server on `port`, one keep-alive
// client a table, with `viewers` live pages of the first section refreshing every 3 s.
Figures post_rounds(int port, const std::vector<Table>& tables, int rounds, int viewers) {
  Figures f;
  std::mutex mu;
  // Viewers of the live page, each refreshing it every 3 s over its own connection (live.js).
  std::atomic<bool> over{false};
  std::vector<std::thread> watching;
  for (int v = 0; v < viewers; ++v)
    watching.emplace_back([&, v] {
      httplib::Client c("127.0.0.1", port);
      c.set_keep_alive(true);
      c.set_tcp_nodelay(true);  // as browsers do
      c.set_read_timeout(60, 0);
      const std::string url = "/live/" + std::to_string(tables.front().link.event) + "/fragment";
      std::this_thread::sleep_for(std::chrono::milliseconds(100 * v % 3000));  // not all in step
      while (!over) {
        c.Get(url);
        for (int i = 0; i < 30 && !over; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    });
  const size_t n = tables.size();
  std::barrier round_start(static_cast<std::ptrdiff_t>(n + 1));  // the tables and the clock
  std::barrier round_end(static_cast<std::ptrdiff_t>(n + 1));
  std::vector<std::thread> clients;
  for (size_t i = 0; i < n; ++i)
    clients.emplace_back([&, i] {
      const Table& t = tables[i];
      const int section = section_of(tables, i);
      httplib::Client c("127.0.0.1", port);
      c.set_keep_alive(true);
      c.set_tcp_nodelay(true);  // as browsers do
      c.set_connection_timeout(30, 0);
      c.set_read_timeout(60, 0);
      c.set_write_timeout(60, 0);
      const std::string url = "/api/t/" + t.link.token + "/results";
      std::vector<double> mine;
      size_t failed = 0;
      for (int round = 1; round <= rounds; ++round) {
        round_start.arrive_and_wait();
        for (int b : t.boards[static_cast<size_t>(round - 1)]) {
          const std::string body = body_of(entry_of(round, b, t.link.table, section));
          const auto t0 = Clock::now();
          auto r = c.Post(url, body, "application/json");
          mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
          if (!r || r->status != 201) ++failed;
        }
        round_end.arrive_and_wait();
      }
      std::lock_guard lock(mu);
      f.latency_ms.insert(f.latency_ms.end(), mine.begin(), mine.end());
      f.failed += failed;
    });
  const auto t0 = Clock::now();
  const double c0 = cpu_seconds();
  for (int round = 1; round <= rounds; ++round) {
    round_start.arrive_and_wait();
    round_end.arrive_and_wait();
  }
  f.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  f.cpu = cpu_seconds() - c0;
  for (auto& c : clients) c.join();
  over = true;
  for (auto& w : watching) w.join();
  f.entries = f.latency_ms.size();
  return f;
}

// The milliseconds of `n` GETs of `url` one after another over one connection (the first apart:
// `first`).
std::vector<double> gets(int port, const std::string& url, int n, double* first = nullptr, size_t* failed = nullptr) {
  httplib::Client c("127.0.0.1", port);
  c.set_keep_alive(true);
  c.set_tcp_nodelay(true);
  std::vector<double> ms;
  for (int i = 0; i <= n; ++i) {
    const auto v0 = Clock::now();
    auto r = c.Get(url);
    const double took = std::chrono::duration<double, std::milli>(Clock::now() - v0).count();
    if ((!r || r->status != 200) && failed) ++*failed;
    if (i == 0 && first) *first = took;
    else if (i > 0) ms.push_back(took);
  }
  return ms;
}

Figures over_http(const std::string& path, const std::vector<Table>& tables, int rounds, int threads, int viewers = 0) {
  Serving serving(path, threads);
  Figures f = post_rounds(serving.port, tables, rounds, viewers);
  // What a viewer of the live page waits for at the end of it.
  f.live_ms = gets(serving.port, "/live/" + std::to_string(tables.front().link.event) + "/fragment", 20, nullptr, &f.failed);
  return f;
}

// The reference for HTTP: a cpp-httplib server on 127.0.0.1 with as many workers as ours,
// answering every entry from memory (201 and a line's JSON), posted to the same way.
Figures over_memory_http(const std::vector<Table>& tables, int rounds) {
  httplib::Server srv;
  srv.new_task_queue = [] { return new httplib::ThreadPool(256); };
  srv.set_keep_alive_max_count(1);  // one request a connection, as bandeja serve answers
  const std::string answer =
      R"({"line":{"board":1,"round":1,"table":1,"ns":"1NS","ew":"1EW","contract":"4S","declarer":"N","result":"=","ns_score":420},"repeated":false,"replaced":false})";
  srv.Post(R"(/api/t/([A-Za-z0-9_-]{1,64})/results)", [&](const httplib::Request&, httplib::Response& res) {
    res.status = 201;
    res.set_content(answer, "application/json");
  });
  // cpp-httplib listens with a backlog of 5; bandeja serve's front listens with the system's
  // maximum, and so does the reference (listening again on the bound socket widens it).
  int listening = -1;
  srv.set_socket_options([&](socket_t sock) { listening = static_cast<int>(sock); });
  const int port = srv.bind_to_any_port("127.0.0.1");
  if (listening >= 0) ::listen(listening, SOMAXCONN);
  std::thread t([&] { srv.listen_after_bind(); });
  while (!srv.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  Figures f = post_rounds(port, tables, rounds, 0);
  srv.stop();
  t.join();
  return f;
}

// The reference for the disk: the same number of lines inserted into a bare SQLite table of a
// file in WAL mode, synchronous FULL (as the event file), one transaction each: what a durable
// write of one entry cannot go below without writing several together.
Figures bare_sqlite(const std::string& path, size_t entries) {
  std::filesystem::remove(path);
  sqlite3* db = nullptr;
  if (sqlite3_open(path.c_str(), &db) != SQLITE_OK) throw std::runtime_error("sqlite3_open");
  sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; "
                   "CREATE TABLE lines (board INTEGER, round INTEGER, table_no INTEGER, entry TEXT)", nullptr, nullptr, nullptr);
  sqlite3_stmt* q = nullptr;
  sqlite3_prepare_v2(db, "INSERT INTO lines VALUES (?, ?, ?, ?)", -1, &q, nullptr);
  Figures f;
  const auto t0 = Clock::now();
  const double c0 = cpu_seconds();
  for (size_t i = 0; i < entries; ++i) {
    const auto e0 = Clock::now();
    sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
    sqlite3_bind_int(q, 1, static_cast<int>(i % 50) + 1);
    sqlite3_bind_int(q, 2, static_cast<int>(i / 100) + 1);
    sqlite3_bind_int(q, 3, static_cast<int>(i % 100) + 1);
    sqlite3_bind_text(q, 4, "4S N =", -1, SQLITE_STATIC);
    if (sqlite3_step(q) != SQLITE_DONE) ++f.failed;
    sqlite3_reset(q);
    if (sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK) ++f.failed;
    f.latency_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - e0).count());
  }
  f.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  f.cpu = cpu_seconds() - c0;
  f.entries = entries;
  sqlite3_finalize(q);
  sqlite3_close(db);
  return f;
}

// The same entries through director::enter_at_table, one after another and each its own
// transaction, with the event's Floor kept between them as the server keeps it: Bandeja's own work
// for an entry, with no HTTP and no group.
Figures direct(const std::string& path, const std::vector<Table>& tables, int rounds) {
  db::Store store = db::Store::open(path);
  std::map<db::Id, director::Floor> floors;
  for (const auto& t : tables)
    if (!floors.contains(t.link.event)) floors.emplace(t.link.event, director::Floor::load(store, t.link.event));
  Figures f;
  const auto t0 = Clock::now();
  const double c0 = cpu_seconds();
  for (int round = 1; round <= rounds; ++round)
    for (size_t i = 0; i < tables.size(); ++i) {
      const int section = section_of(tables, i);
      director::Floor& floor = floors.at(tables[i].link.event);
      for (int b : tables[i].boards[static_cast<size_t>(round - 1)]) {
        const auto e0 = Clock::now();
        auto stored = director::enter_at_table(store, floor, tables[i].link, entry_of(round, b, tables[i].link.table, section));
        f.latency_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - e0).count());
        if (!stored || stored->repeated) ++f.failed;
      }
    }
  f.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  f.cpu = cpu_seconds() - c0;
  f.entries = f.latency_ms.size();
  return f;
}

// What the pages cost once the evening is in: a table's page and its JSON, the live page, and a
// page of the results site (published for it), each the median of 20 GETs one after another.
struct Pages {
  double table_html = 0, table_json = 0, live = 0, site_first = 0, site = 0;
  size_t failed = 0;
};

Pages pages(const std::string& path, const std::vector<Table>& tables, int threads) {
  {
    db::Store store = db::Store::open(path);
    auto published = director::set_published(store, store.event_info(tables.front().link.event), true);
    if (!published) throw std::runtime_error("set_published: " + published.error().code);
  }
  Serving serving(path, threads);
  Pages p;
  const std::string token = tables.front().link.token, id = std::to_string(tables.front().link.event);
  p.table_html = percentile(gets(serving.port, "/t/" + token, 20, nullptr, &p.failed), 0.5);
  p.table_json = percentile(gets(serving.port, "/api/t/" + token, 20, nullptr, &p.failed), 0.5);
  p.live = percentile(gets(serving.port, "/live/" + id + "/fragment", 20, nullptr, &p.failed), 0.5);
  p.site = percentile(gets(serving.port, "/results/" + id + "/", 20, &p.site_first, &p.failed), 0.5);
  return p;
}

size_t stored_lines(const std::string& path) {
  db::Store store = db::Store::open(path);
  size_t n = 0;
  for (const auto& e : store.events()) n += store.results(e.id).size();
  return n;
}

std::string fixed(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

void row(const char* evening, const char* how, const Figures& f, size_t stored) {
  std::printf("%-29s %-28s %7zu %7zu %7.2f %6.2f %9.0f %8.2f %8.2f %8.2f %6zu\n", evening, how, f.entries, stored, f.seconds, f.cpu,
              static_cast<double>(f.entries) / f.seconds, percentile(f.latency_ms, 0.50), percentile(f.latency_ms, 0.99),
              f.latency_ms.empty() ? 0.0 : *std::max_element(f.latency_ms.begin(), f.latency_ms.end()), f.failed);
}

}  // namespace

int main(int argc, char** argv) {
  int rounds = 6, threads = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--rounds")) rounds = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--threads")) threads = std::atoi(argv[i + 1]);
  }
  std::signal(SIGPIPE, SIG_IGN);
  constexpr int kBoardsPerRound = 2;
  const auto dir = std::filesystem::temp_directory_path() / ("bandeja-bench-server-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  std::printf("%d rounds of %d boards; every table posts a round's boards at once, one keep-alive connection "
              "a table, a live page open for each table (refreshing every 3 s); server worker threads: %s; "
              "hardware threads: %u\n\n",
              rounds, kBoardsPerRound, threads ? std::to_string(threads).c_str() : "its default",
              std::thread::hardware_concurrency());
  std::printf("%-29s %-28s %7s %7s %7s %6s %9s %8s %8s %8s %6s\n", "evening", "path", "entries", "stored", "seconds", "CPU s",
              "results/s", "p50 ms", "p99 ms", "max ms", "failed");
  std::vector<std::string> notes;
  for (const Evening& e : {Evening{"30 tables (1 Mitchell)", 1, 30}, Evening{"100 tables (4 x 25 Mitchell)", 4, 25},
                           Evening{"300 tables (12 x 25 Mitchell)", 12, 25}}) {
    const std::string http_db = (dir / "http.db").string(), direct_db = (dir / "direct.db").string();
    const auto tables = create(http_db, e, kBoardsPerRound);
    const int r = std::min(rounds, static_cast<int>(tables.front().boards.size()));
    const Figures h = over_http(http_db, tables, r, threads, e.tables());
    row(e.name.c_str(), ("HTTP, " + std::to_string(e.tables()) + " live pages open").c_str(), h, stored_lines(http_db));
    const Pages p = pages(http_db, tables, threads);
    notes.push_back(e.name + ", afterwards, p50 of 20 GETs: the table page " + fixed(p.table_html) + " ms, its JSON " +
                    fixed(p.table_json) + " ms, the live page of " + (e.sections > 1 ? "section A" : "the event") + " " +
                    fixed(p.live) + " ms, the results site's front page " + fixed(p.site) + " ms (the first " +
                    fixed(p.site_first) + " ms)" + (p.failed ? ", " + std::to_string(p.failed) + " failed" : ""));
    create(direct_db, e, kBoardsPerRound);
    const Figures d = direct(direct_db, tables, r);
    row("", "direct enter_at_table", d, stored_lines(direct_db));
    // The references, measured in the same run.
    const Figures m = over_memory_http(tables, r);
    row("", "ref: cpp-httplib from memory", m, 0);
    const Figures q = bare_sqlite((dir / "bare.db").string(), h.entries);
    row("", "ref: bare SQLite, 1 tx each", q, q.entries - q.failed);
    if (e.sections == 1) {
      // One entry at a time, as direct() enters them: what HTTP adds to one entry, and the
      // server's CPU for one entry (the process's CPU but the client thread's).
      const auto alone = create(http_db, e, kBoardsPerRound);
      const Figures one = over_http_one_by_one(http_db, alone, r, threads);
      row("", "HTTP, one at a time", one, stored_lines(http_db));
      notes.push_back(e.name + ", one entry at a time: " + fixed(1000.0 * one.server_cpu / static_cast<double>(one.entries)) +
                      " ms of the server's CPU an entry (the client's thread apart)");
    }
  }
  std::printf("\n");
  for (const auto& l : notes) std::printf("  %s\n", l.c_str());
  std::filesystem::remove_all(dir);
  return 0;
}
