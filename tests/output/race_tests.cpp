// The event file when processes meet on it: a backup killed part-way leaves no half copy, a
// backup finishes while another process keeps writing, and two commands making one new file at
// once both get it.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include <SQLiteCpp/Database.h>

#include "bandeja/db/store.hpp"
#include "cli.hpp"

extern char** environ;

using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::slurp;
using bandeja::test::TempDir;
namespace fs = std::filesystem;

namespace {

// `bandeja ARGS...` started in the background, its standard output and error to files.
pid_t start(const std::vector<std::string>& args, const std::string& out, const std::string& err) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::vector<std::string> copy = args;
  std::vector<char*> argv{const_cast<char*>(BANDEJA_BIN)};
  for (auto& a : copy) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, BANDEJA_BIN, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  REQUIRE(rc == 0);
  return pid;
}

// Its exit status once it ends within `limit`; -1 (and it is killed) when it does not.
int finish(pid_t pid, std::chrono::seconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  int st = 0;
  while (waitpid(pid, &st, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(pid, SIGKILL);
      waitpid(pid, &st, 0);
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

// An event file of 100,000 result lines (some 20 MB), made as a director would: by importing
// a travellers file.
std::string large_event_file(const TempDir& dir) {
  const std::string csv = dir.file("big.csv"), db = dir.file("club.db");
  {
    std::ofstream big(csv);
    big << "board,round,table,ns,ew,contract,declarer,tricks\n";
    for (int b = 1; b <= 500; ++b)
      for (int t = 1; t <= 200; ++t) big << b << ",1," << t << "," << t << "NS," << t << "EW,4S,S,10\n";
  }
  auto r = run_cli({"--db", db, "import", "travellers", csv, "--event", "Congress"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  return db;
}

// The partial copy a running backup of `dest` is writing, once it holds something; "" when the
// backup (`pid`) ended first.
std::string partial_being_written(const std::string& dest, pid_t pid) {
  const fs::path dir = fs::path(dest).parent_path();
  const std::string prefix = fs::path(dest).filename().string() + ".partial-";
  for (int i = 0; i < 600000; ++i) {
    int st = 0;
    if (waitpid(pid, &st, WNOHANG) == pid) return "";
    for (const auto& e : fs::directory_iterator(dir)) {
      std::error_code ec;
      if (e.path().filename().string().starts_with(prefix) && fs::file_size(e.path(), ec) > 0 && !ec)
        return e.path().string();
    }
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  return "";
}

size_t results_in(const std::string& db) {
  auto s = bandeja::db::Store::open(db);
  return s.results(s.find_event("Congress")->id).size();
}

}  // namespace

TEST_CASE("backup: killed part-way it leaves no destination file, or the previous one intact") {
  TempDir dir;
  const std::string db = large_event_file(dir), dest = dir.file("backup.db");
  // No backup yet: none is left behind.
  {
    const pid_t pid = start({"--db", db, "backup", dest}, dir.file("out"), dir.file("err"));
    const bool midway = !partial_being_written(dest, pid).empty();
    ::kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    REQUIRE_MESSAGE(midway, "the backup ended before it was seen writing; make the file larger");
    CHECK_FALSE(fs::exists(dest));
  }
  // Last week's backup there: it is left whole.
  REQUIRE(run_cli({"--db", db, "backup", dest, "--force"}).status == 0);
  const std::string before = slurp(dest);
  {
    const pid_t pid = start({"--db", db, "backup", dest, "--force"}, dir.file("out"), dir.file("err"));
    const bool midway = !partial_being_written(dest, pid).empty();
    ::kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    REQUIRE_MESSAGE(midway, "the backup ended before it was seen writing; make the file larger");
    CHECK(slurp(dest) == before);
    CHECK(results_in(dest) == 100000);
  }
}

TEST_CASE("backup: it finishes while another process keeps writing to the file") {
  TempDir dir;
  const std::string db = large_event_file(dir), dest = dir.file("backup.db");
  {
    SQLite::Database setup(db, SQLite::OPEN_READWRITE);
    setup.exec("CREATE TABLE churn (x BLOB)");
  }
  // The writer: a commit after another, as fast as it can, until it is stopped.
  const pid_t writer = fork();
  REQUIRE(writer >= 0);
  if (writer == 0) {
    try {
      SQLite::Database w(db, SQLite::OPEN_READWRITE);
      w.setBusyTimeout(10000);
      for (;;) w.exec("INSERT INTO churn VALUES (randomblob(4000))");
    } catch (...) {
    }
    _exit(0);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(200));  // well under way
  const pid_t backup = start({"--db", db, "backup", dest}, dir.file("out"), dir.file("err"));
  // Not a timing test: it must end at all (the step-by-step copy restarted on every commit).
  const int status = finish(backup, std::chrono::seconds(60));
  int wst = 0;
  const bool writer_alive = waitpid(writer, &wst, WNOHANG) == 0;
  ::kill(writer, SIGKILL);
  waitpid(writer, nullptr, 0);
  CHECK(writer_alive);  // it wrote all along
  CHECK_MESSAGE(status == 0, slurp(dir.file("err")));
  CHECK(results_in(dest) == 100000);
}

TEST_CASE("event new: two commands making one new event file at once both succeed, never database is locked") {
  TempDir dir;
  for (int round = 0; round < 10; ++round) {
    const std::string db = dir.file("new-" + std::to_string(round) + ".db");
    const std::vector<std::string> spec{"--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"};
    auto args = [&](const std::string& name) {
      std::vector<std::string> a{"--db", db, "event", "new", name};
      a.insert(a.end(), spec.begin(), spec.end());
      return a;
    };
    const pid_t a = start(args("Monday"), dir.file("a.out"), dir.file("a.err"));
    const pid_t b = start(args("Tuesday"), dir.file("b.out"), dir.file("b.err"));
    const int sa = finish(a, std::chrono::seconds(60)), sb = finish(b, std::chrono::seconds(60));
    const std::string ea = slurp(dir.file("a.err")), eb = slurp(dir.file("b.err"));
    CHECK_FALSE(has(ea + eb, "locked"));
    CHECK_MESSAGE(sa == 0, ea);
    CHECK_MESSAGE(sb == 0, eb);
    auto list = run_cli({"--db", db, "event", "list"});
    CHECK(has(list.out, "Monday"));
    CHECK(has(list.out, "Tuesday"));
  }
}
