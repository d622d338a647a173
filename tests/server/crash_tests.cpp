// `bandeja serve` killed with SIGKILL in the middle of a round, while tables are posting: the
// real binary in a child process, every answer recorded, then the event file reopened. Every
// result answered 201 is in it, and nothing half-written (each line has its entry key and its
// audit record); the phones' retries (same key) against a server started again store each
// entry once.
#include <doctest/doctest.h>

#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <map>
#include <mutex>
#include <regex>
#include <system_error>
#include <thread>

#include "bandeja/present/messages.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

// In a forked child: becomes `bandeja ARGS...`, or exits 127.
[[noreturn]] void exec_bandeja(std::vector<std::string> args) {
  std::string bin = BANDEJA_BIN;
  args.insert(args.begin(), bin);
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  execv(bin.c_str(), argv.data());
  _exit(127);
}

// `bandeja --db DB serve --port 0` in a child process; the port it printed.
struct Child {
  pid_t pid = -1;
  int out = -1;
  int port = 0;

  explicit Child(const std::string& db) {
    int pipe_out[2];
    REQUIRE(pipe(pipe_out) == 0);
    pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      dup2(pipe_out[1], 1);
      close(pipe_out[0]);
      close(pipe_out[1]);
      exec_bandeja({"--db", db, "serve", "--port", "0"});
    }
    close(pipe_out[1]);
    out = pipe_out[0];
    // "Bandeja is serving DB at http://127.0.0.1:PORT/"
    std::string printed;
    static const std::regex url(R"(http://127\.0\.0\.1:(\d+)/)");
    std::smatch m;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!std::regex_search(printed, m, url) && std::chrono::steady_clock::now() < deadline) {
      pollfd p{out, POLLIN, 0};
      if (poll(&p, 1, 100) <= 0) continue;
      char buf[512];
      const ssize_t n = read(out, buf, sizeof buf);
      if (n <= 0) break;
      printed.append(buf, static_cast<size_t>(n));
    }
    REQUIRE_MESSAGE(std::regex_search(printed, m, url), printed);
    port = std::stoi(m[1]);
  }

  // SIGKILL; the signal it died of.
  int kill9() {
    ::kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
    pid = -1;
    return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  }

  ~Child() {
    if (pid > 0) kill9();
    if (out >= 0) close(out);
  }
};

struct Attempt {
  int table = 0, round = 0, board = 0;
  std::string key;
  int status = 0;  // 0: no answer
  db::Id id = 0;   // the line answered, with 201
};

}  // namespace

TEST_CASE("The server killed with SIGKILL mid-round loses no result it confirmed and leaves nothing half-written") {
  Served::Setup setup;
  setup.movement = mitchell(13, 2);
  setup.serve = false;
  Served s(setup);  // 13 tables, 13 rounds of 2 boards: 338 entries to post
  constexpr int kTables = 13;
  constexpr size_t kKillAfter = 120;  // confirmed entries

  Child child(s.db);
  std::mutex mu;
  std::vector<Attempt> attempts;
  std::atomic<size_t> confirmed{0};
  std::vector<std::thread> tables;
  for (int t = 1; t <= kTables; ++t)
    tables.emplace_back([&, t] {
      httplib::Client c("127.0.0.1", child.port);
      c.set_connection_timeout(2, 0);
      c.set_read_timeout(5, 0);
      for (int round = 1; round <= s.event.rounds; ++round)
        for (int b : s.row(round, t).boards) {
          Attempt a{t, round, b, "crash-t" + std::to_string(t) + "-b" + std::to_string(b), 0, 0};
          const Answer r = post_json(c, "/api/t/" + s.token(t) + "/results", entry_for(round, b, t, a.key));
          a.status = r.status;
          if (r.status == 201) {
            a.id = r.json["line"]["id"].get<db::Id>();
            ++confirmed;
          }
          std::lock_guard lock(mu);
          attempts.push_back(a);
          if (r.status == 0) return;  // the server is gone: this phone keeps the rest for later
          CHECK(r.status == 201);     // before the kill, every post is stored
          if (r.status != 201) return;
        }
    });
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);  // not a hang if it fails
  while (confirmed < kKillAfter && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  CHECK(child.kill9() == SIGKILL);  // the other tables' posts still in flight
  for (auto& th : tables) th.join();

  size_t answered_201 = 0, unanswered = 0;
  for (const auto& a : attempts) (a.status == 201 ? answered_201 : unanswered) += 1;
  MESSAGE(answered_201 << " entries confirmed before the kill, " << unanswered << " posts unanswered");
  CHECK(answered_201 >= kKillAfter);
  CHECK(answered_201 < 338);
  CHECK(unanswered >= 1);

  // The file as the kill left it: sound, every confirmed line in it, every line whole.
  {
    db::Store store = s.store();
    SQLite::Statement check(store.database(), "PRAGMA integrity_check");
    REQUIRE(check.executeStep());
    CHECK(check.getColumn(0).getString() == "ok");
    std::map<db::Id, db::ResultLine> lines;
    for (auto& l : store.results(s.event.id)) lines[l.id] = l;
    for (const auto& a : attempts)
      if (a.status == 201) {
        CAPTURE(a.key);
        REQUIRE(lines.contains(a.id));
        CHECK(is_line(lines.at(a.id), a.round, a.table, a.board, played(a.board, a.table)));
      }
    std::map<db::Id, int> inserts;
    for (const auto& rec : store.audit(s.event.id))
      if (rec.action == "insert") ++inserts[rec.result_id];
    for (const auto& [id, l] : lines) {
      CAPTURE(id);
      REQUIRE(l.table);
      REQUIRE(l.round);
      const std::string key = "crash-t" + std::to_string(*l.table) + "-b" + std::to_string(l.board);
      CHECK(store.entry_key(s.event.id, *l.table, key) == id);  // stored with its key, in one transaction
      CHECK(is_line(l, *l.round, *l.table, l.board, played(l.board, *l.table)));
      CHECK(inserts[id] == 1);
    }
    // Committed but not confirmed: at most the posts that got no answer.
    CHECK(lines.size() >= answered_201);
    CHECK(lines.size() <= answered_201 + unanswered);
  }

  // The server again; each phone sends again what got no answer, with the same key: stored
  // once (200 when the kill came between the commit and the answer).
  s.start();
  auto c = s.client();
  size_t again_201 = 0, again_200 = 0;
  for (const auto& a : attempts) {
    if (a.status != 0) continue;
    const Answer r = post_json(*c, "/api/t/" + s.token(a.table) + "/results", entry_for(a.round, a.board, a.table, a.key));
    CHECK((r.status == 201 || r.status == 200));
    (r.status == 201 ? again_201 : again_200) += 1;
  }
  MESSAGE(again_200 << " of the unanswered were stored before the kill, " << again_201 << " were not");
  CHECK(s.lines().size() == answered_201 + unanswered);
}

TEST_CASE("A server that cannot start all its workers says so before it serves, and leaves none running") {
  Served s(Served::Setup{.serve = false});
  server::Options o;
  o.db_path = s.db;
  o.port = 0;
  o.threads = 8;
  // The machine gives three threads, then none (what a memory or process limit does).
  std::atomic<int> made = 0;
  o.start_worker = [&made](std::function<void()> work) {
    if (made == 3) throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
    ++made;
    return std::thread(std::move(work));
  };
  auto opened = server::Server::open(o);
  REQUIRE(opened);
  auto bound = (*opened)->bind();
  REQUIRE_FALSE(bound);
  CHECK(bound.error().code == "server.cannot_start_workers");
  const std::string said = present::render(bound.error(), Lang::En);
  CHECK(said.starts_with("cannot start the server's 8 workers, only 3 could be started ("));
  CHECK(said.ends_with("): start it with fewer (--threads) or with more memory"));
  // The three were stopped and joined (a joinable thread left behind would end the process).
  CHECK(made == 3);
  CHECK(present::render(bound.error(), Lang::Es).starts_with("no se pueden iniciar los 8 hilos de trabajo del servidor, solo 3"));
}

#if !defined(__SANITIZE_ADDRESS__)  // AddressSanitizer reserves terabytes: no address-space limit for it
TEST_CASE("bandeja serve in too little memory for its workers exits non-zero with the reason, never saying it serves") {
  Served s(Served::Setup{.serve = false});
  int pipe_out[2], pipe_err[2];
  REQUIRE(pipe(pipe_out) == 0);
  REQUIRE(pipe(pipe_err) == 0);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    dup2(pipe_out[1], 1);
    dup2(pipe_err[1], 2);
    for (int fd : {pipe_out[0], pipe_out[1], pipe_err[0], pipe_err[1]}) close(fd);
    // 512 MB of address space: the binary runs, 1024 threads of 8 MB stacks do not fit.
    rlimit as{512ul << 20, 512ul << 20};
    setrlimit(RLIMIT_AS, &as);
    exec_bandeja({"--db", s.db, "serve", "--port", "0", "--threads", "1024"});
  }
  close(pipe_out[1]);
  close(pipe_err[1]);
  auto slurp = [](int fd) {
    std::string text;
    char buf[4096];
    for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;) text.append(buf, size_t(n));
    close(fd);
    return text;
  };
  // It ends by itself: a server that hung here would keep the pipes open and the test waiting,
  // so the parent gives it 30 s and then kills it (and fails).
  std::atomic<bool> ended = false;
  std::thread guard([&] {
    for (int i = 0; i < 300 && !ended; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (!ended) kill(pid, SIGKILL);
  });
  const std::string out = slurp(pipe_out[0]);
  const std::string err = slurp(pipe_err[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  ended = true;
  guard.join();
  CAPTURE(out);
  CAPTURE(err);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) != 0);
  CHECK(out.find("serving") == std::string::npos);
  CHECK(err.find("cannot start the server's 1024 workers, only ") != std::string::npos);
}
#endif
