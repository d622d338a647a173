// The director's commands on an event file, end to end through the real binary: every check
// on a result line, batches, the interactive prompt, import, status, edits, audit, backup, and
// what survives a SIGKILL.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include <SQLiteCpp/Database.h>

#include "bandeja/db/store.hpp"
#include "cli.hpp"

using namespace bandeja;
using bandeja::test::CliRun;
using bandeja::test::has;
using bandeja::test::run_cli;
using bandeja::test::TempDir;

namespace {


struct Evening : bandeja::test::EventFile {
  // A 3-table Mitchell, 3 rounds of 2 boards: round 1 table T is TNS v TEW on boards 2T-1, 2T.
  Evening() {
    auto r = cli({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3",
                  "--boards-per-round", "2"});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
  size_t stored() const {
    auto s = db::Store::open(db);
    return s.results(s.find_event("Tuesday")->id).size();
  }
};

// A child process whose stdin we feed line by line and whose stdout we watch.
struct Child {
  pid_t pid = -1;
  int in = -1, out = -1;
  std::string seen;
  explicit Child(const std::vector<std::string>& args) {
    int i[2], o[2];
    REQUIRE(pipe(i) == 0);
    REQUIRE(pipe(o) == 0);
    pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      dup2(i[0], 0);
      dup2(o[1], 1);
      int devnull = open("/dev/null", O_WRONLY);
      dup2(devnull, 2);
      for (int fd : {i[0], i[1], o[0], o[1]}) close(fd);
      std::vector<std::string> copy = args;
      std::vector<char*> argv{const_cast<char*>(BANDEJA_BIN)};
      for (auto& a : copy) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(BANDEJA_BIN, argv.data());
      _exit(127);
    }
    close(i[0]);
    close(o[1]);
    in = i[1];
    out = o[0];
  }
  void send(const std::string& s) { REQUIRE(::write(in, s.data(), s.size()) == static_cast<ssize_t>(s.size())); }
  // Reads output until `count` occurrences of `mark` have been seen (or 20 s pass).
  bool wait_for(const std::string& mark, size_t count) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    for (;;) {
      size_t n = 0;
      for (size_t p = seen.find(mark); p != std::string::npos; p = seen.find(mark, p + 1)) ++n;
      if (n >= count) return true;
      if (std::chrono::steady_clock::now() > deadline) return false;
      pollfd fd{out, POLLIN, 0};
      if (poll(&fd, 1, 200) > 0) {
        char buf[4096];
        ssize_t r = read(out, buf, sizeof buf);
        if (r <= 0) return false;
        seen.append(buf, static_cast<size_t>(r));
      }
    }
  }
  int kill9() {
    ::kill(pid, SIGKILL);
    int st = 0;
    waitpid(pid, &st, 0);
    close(in);
    close(out);
    return st;
  }
};

// Whether another connection holds the file's write lock (a write transaction is open): a
// BEGIN IMMEDIATE that may not wait is refused as busy.
bool writing(const std::string& path) {
  try {
    SQLite::Database probe(path, SQLite::OPEN_READWRITE);
    probe.setBusyTimeout(0);
    probe.exec("BEGIN IMMEDIATE");
    probe.exec("ROLLBACK");
    return false;
  } catch (const SQLite::Exception&) {
    return true;
  }
}

// Waits (up to a minute on a loaded machine) until `pid` is seen writing to `path`, then lets it
// write a little longer; false when it ended first.
bool wait_until_writing(const std::string& path, pid_t pid) {
  for (int i = 0; i < 60000; ++i) {
    int st = 0;
    if (waitpid(pid, &st, WNOHANG) == pid) return false;  // finished before we could kill it
    if (std::filesystem::exists(path) && writing(path)) {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));  // well into its lines
      return waitpid(pid, &st, WNOHANG) == 0;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return false;
}

}  // namespace

TEST_CASE("enter: one line is checked, scored by Law 77 and stored") {
  Evening ev;
  auto r = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "2", "--board", "4", "4SX", "E", "-2"});
  CHECK(r.status == 0);
  CHECK(has(r.out, "board 4, round 1 table 2: 2NS v 2EW  4SX E -2  NS +500"));  // board 4: both vulnerable
  CHECK(ev.stored() == 1);
}

TEST_CASE("enter: a board not in play at that table in that round is refused") {
  Evening ev;
  auto r = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "3", "4S", "N", "10"});
  CHECK(r.status == 1);
  CHECK(r.err == "error: board 3 is not in play at table 1 in round 1 (boards 1, 2 are)\n");
  auto t = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "4", "--board", "1", "pass"});
  CHECK(t.err == "error: table 4 does not play in round 1\n");
  auto b = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "30", "pass"});
  CHECK(b.err == "error: board 30 is not in this event (boards 1-6)\n");
  CHECK(ev.stored() == 0);
}

TEST_CASE("enter: a pair not in the event, or not at that table, is refused") {
  Evening ev;
  auto r = ev.cli({"enter", "Tuesday", "--board", "1", "--ns", "9NS", "--ew", "1EW", "4S", "N", "10"});
  CHECK(r.status == 1);
  CHECK(r.err == "error: pairs 9NS (NS) and 1EW (EW) do not play board 1 in this movement\n");
  auto s = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "--ns", "2NS", "4S", "N", "10"});
  CHECK(s.err == "error: pair 2NS does not sit NS at table 1 in round 1 (1NS does)\n");
  // Without round and table the pairs find their table.
  auto ok = ev.cli({"enter", "Tuesday", "--board", "3", "--ns", "1NS", "--ew", "3EW", "3NT", "S", "="});
  CHECK(ok.status == 0);
  CHECK(has(ok.out, "round 2 table 1: 1NS v 3EW"));
  CHECK(ev.stored() == 1);
}

TEST_CASE("enter: a second result for the same board and pair is refused unless replacing") {
  Evening ev;
  REQUIRE(ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "4S", "N", "10"}).status == 0);
  auto again = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "4S", "N", "11"});
  CHECK(again.status == 1);
  CHECK(has(again.err, "board 1 already has a result for pair 1NS"));
  CHECK(has(again.err, "use --replace"));
  auto rep = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "--replace", "4S", "N", "11"});
  CHECK(rep.status == 0);
  CHECK(has(rep.out, "replaced"));
  CHECK(ev.stored() == 1);
  auto audit = ev.cli({"audit", "Tuesday"});
  CHECK(has(audit.out, "insert"));
  CHECK(has(audit.out, "update"));
  CHECK(has(audit.out, "4S N = (+420) \u2192 4S N +1 (+450)"));
}

TEST_CASE("enter: a score that does not match the contract and tricks is refused") {
  Evening ev;
  ev.write("t.csv", "board,round,table,ns,ew,contract,declarer,tricks,score\n1,1,1,1NS,1EW,4S,N,10,450\n");
  auto r = ev.cli({"enter", "Tuesday", "--file", ev.dir.file("t.csv")});
  CHECK(r.status == 1);
  CHECK(has(r.err, "line 2, column score: score 450 does not match 4S N =, which scores 420 for North-South"));
  auto imp = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "425"});
  CHECK(has(imp.err, "score '425'"));
  CHECK(ev.stored() == 0);
}

TEST_CASE("enter --file: one bad line stores nothing and every bad line is listed") {
  Evening ev;
  ev.write("r1.csv",
           "board,round,table,ns,ew,contract,declarer,result,score,lead\n"
           "1,1,1,1NS,1EW,4S,N,=,,HK\n"
           "2,1,1,1NS,1EW,3NT,W,-1,,\n"
           "3,1,1,1NS,1EW,2H,S,8,,\n"       // board 3 is not played at table 1 in round 1
           "3,1,2,2NS,2EW,,,,A60-40,\n"
           "4,1,2,2NS,9EW,pass,,,,\n"       // pair 9EW does not exist / does not sit there
           "5,1,3,3NS,3EW,4Q,N,10,,\n"      // bad contract
           "6,1,3,3NS,3EW,,,,-100,\n"
           "1,1,1,1NS,1EW,4S,N,11,,\n");    // second result for board 1
  auto r = ev.cli({"enter", "Tuesday", "--file", ev.dir.file("r1.csv")});
  CHECK(r.status == 1);
  CHECK(has(r.err, "line 4, column board: board 3 is not in play at table 1 in round 1"));
  CHECK(has(r.err, "line 6, column ew: pair 9EW does not sit EW at table 2 in round 1 (2EW does)"));
  CHECK(has(r.err, "line 7, column contract: contract '4Q'"));
  CHECK(has(r.err, "line 9, column ns: board 1 already has a result for pair 1NS on line 2 of this file"));
  CHECK(has(r.err, "nothing stored: 4 bad line(s)"));
  CHECK(ev.stored() == 0);
  // Fixed, the same file goes in whole.
  ev.write("r1.csv",
           "board,round,table,ns,ew,contract,declarer,result,score,lead\n"
           "1,1,1,1NS,1EW,4S,N,=,,HK\n2,1,1,1NS,1EW,3NT,W,-1,,\n"
           "3,1,2,2NS,2EW,,,,A60-40,\n4,1,2,2NS,2EW,pass,,,,\n"
           "5,1,3,3NS,3EW,4H,N,10,,\n6,1,3,3NS,3EW,,,,-100,\n");
  auto ok = ev.cli({"enter", "Tuesday", "--file", ev.dir.file("r1.csv")});
  CHECK(ok.status == 0);
  CHECK(has(ok.out, "stored 6 lines"));
  CHECK(ev.stored() == 6);
  auto st = ev.cli({"status", "Tuesday", "--round", "1"});
  CHECK(has(st.out, "Round 1: complete (6 results)"));
}

TEST_CASE("enter: the prompt walks the round table by table, with undo, skip and errors") {
  Evening ev;
  auto r = ev.cli({"enter", "Tuesday", "--round", "1"},
                  "4S N 10\n"    // table 1, board 1
                  "4Q N 10\n"    // error: asked again
                  "3NT W -1\n"   // board 2
                  "u\n"          // undo board 2
                  "3NT W -2\n"   // board 2 again
                  "\n"           // skip table 2 board 3
                  "pass\n"       // board 4
                  "t\n"          // skip the rest of table 3
                  );
  CHECK(r.status == 0);
  CHECK(has(r.out, "Table 1: 1NS (NS) v 1EW (EW), boards 1, 2"));
  CHECK(has(r.out, "4\u2660 N =  NS +420  \u2713"));  // echoed with the suit understood
  CHECK(has(r.out, "error: contract '4Q'"));
  CHECK(has(r.out, "undone: board 2"));
  CHECK(has(r.out, "3NT W -2  NS +100  \u2713"));  // board 2: EW not vulnerable, 2 down 50 each
  CHECK(has(r.out, "3 line(s) stored in round 1"));
  auto list = ev.cli({"result", "list", "Tuesday"});
  CHECK(has(list.out, "3NT W -2"));
  CHECK_FALSE(has(list.out, "3NT W -1"));
  CHECK(ev.stored() == 3);
  auto st = ev.cli({"status", "Tuesday", "--round", "1"});
  CHECK(has(st.out, "table 2 (2NS v 2EW): missing boards 3"));
  CHECK(has(st.out, "table 3 (3NS v 3EW): missing boards 5, 6"));
  // A second pass shows what is in and asks only for what is missing.
  auto again = ev.cli({"enter", "Tuesday", "--round", "1"}, "q\n");
  CHECK(has(again.out, "board 1: already in: 4S N =  NS +420"));
}

TEST_CASE("result edit and delete change a line and the audit log shows old and new") {
  Evening ev;
  REQUIRE(ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "4S", "N", "10"}).status == 0);
  auto edit = ev.cli({"result", "edit", "Tuesday", "1", "4S", "N", "9"});
  CHECK(edit.status == 0);
  CHECK(has(edit.out, "4S N -1  NS -50"));
  auto bad = ev.cli({"result", "edit", "Tuesday", "1", "4S", "N", "99"});
  CHECK(bad.status == 1);
  auto missing = ev.cli({"result", "delete", "Tuesday", "7"});
  CHECK(missing.err == "error: there is no result 7 in this event (see: bandeja result list)\n");
  CHECK(ev.cli({"result", "delete", "Tuesday", "1"}).status == 0);
  CHECK(ev.stored() == 0);
  auto audit = ev.cli({"audit", "Tuesday"});
  CHECK(has(audit.out, "\u2014 \u2192 4S N = (+420)  [enter]"));
  CHECK(has(audit.out, "4S N = (+420) \u2192 4S N -1 (-50)  [result edit]"));
  CHECK(has(audit.out, "4S N -1 (-50) \u2192 \u2014  [result delete]"));
}

TEST_CASE("import travellers: an event without movement, pairs from the lines, NS/EW fields") {
  TempDir dir;
  const std::string db = dir.file("club.db");
  std::ofstream(dir.file("t.csv")) << "board,ns,ew,contract,declarer,tricks,score\n"
                                      "1,1NS,1EW,4S,N,10,420\n1,2NS,2EW,,,,-100\n"
                                      "2,1NS,2EW,PASS,,,\n2,2NS,1EW,,,,A60-40\n";
  auto r = run_cli({"--db", db, "import", "travellers", dir.file("t.csv"), "--event", "Imported"});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK(has(r.out, "4 lines, 2 boards, 4 pairs (NS and EW fields)"));
  auto store = db::Store::open(db);
  auto e = store.load(store.find_event("Imported")->id);
  CHECK_FALSE(e.info.has_movement());
  CHECK(e.info.winners == 2);
  CHECK(e.pairs.size() == 4);
  CHECK(e.pairs[0].field == "NS");
  CHECK(e.results.size() == 4);
  // The audit log shows the import once, with the file and its lines.
  auto audit = run_cli({"--db", db, "audit", "Imported"});
  CHECK(audit.status == 0);
  CHECK(bandeja::test::count(audit.out, "\n") == 1);
  CHECK(has(audit.out, "import "));
  CHECK(has(audit.out, "import " + dir.file("t.csv") + ": 4 line(s) added, 0 replaced (SHA-256 "));
  auto auditoria = run_cli({"--db", db, "--lang", "es", "audit", "Imported"});
  CHECK(has(auditoria.out, "importación " + dir.file("t.csv") + ": 4 línea(s) añadidas"));
  // Plain ids make one field; a bad line stores nothing, not even the event.
  std::ofstream(dir.file("h.csv")) << "board,ns,ew,score\n1,1,2,420\n1,3,4,425\n";
  auto bad = run_cli({"--db", db, "import", "travellers", dir.file("h.csv"), "--event", "Howell"});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "line 3, column score"));
  CHECK_FALSE(db::Store::open(db).find_event("Howell").has_value());
  std::ofstream(dir.file("h.csv")) << "board,ns,ew,score\n1,1,2,420\n1,3,4,-420\n2,1,3,100\n";
  auto ok = run_cli({"--db", db, "import", "travellers", dir.file("h.csv"), "--event", "Howell", "--scoring", "imps"});
  CHECK(has(ok.out, "(one field)"));
}

TEST_CASE("A command that only reads never makes an event file: it names the file it looked for, and where") {
  TempDir dir;
  const std::string db = dir.file("bandeja.db");
  for (const std::vector<std::string>& cmd :
       {std::vector<std::string>{"event", "list"}, {"event", "show", "Tuesday"}, {"rank", "Tuesday"},
        {"status", "Tuesday"}, {"result", "list", "Tuesday"}, {"audit", "Tuesday"}, {"session", "list"},
        {"enter", "Tuesday", "--file", dir.file("t.csv")}, {"publish", "Tuesday", "--out", dir.file("site")}}) {
    std::vector<std::string> args{"--db", db};
    args.insert(args.end(), cmd.begin(), cmd.end());
    CAPTURE(cmd[0]);
    auto r = run_cli(args);
    CHECK(r.status == 1);
    CHECK(has(r.err, "there is no event file '" + db + "' (looked for in " + dir.path + ")"));
    CHECK_FALSE(std::filesystem::exists(db));
  }
  auto es = run_cli({"--db", db, "--lang", "es", "event", "list"});
  CHECK(has(es.err, "no hay ningún fichero de eventos '" + db + "'"));
  // A command that makes something makes the file.
  auto made = run_cli({"--db", db, "event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3"});
  CHECK_MESSAGE(made.status == 0, made.err);
  CHECK(std::filesystem::exists(db));
  CHECK(run_cli({"--db", db, "event", "list"}).status == 0);
}

TEST_CASE("pairs: naming pairs one at a time or from a CSV, refusing unknown pairs") {
  Evening ev;
  auto one = ev.cli({"pairs", "Tuesday", "1NS", "Ana García", "Luis Pérez"});
  CHECK(one.status == 0);
  CHECK(has(one.out, "1NS    NS  Ana García \u2013 Luis Pérez"));
  ev.write("p.csv", "pair,player1,player2\n2NS,Marta,Juan\n9EW,X,Y\n");
  auto bad = ev.cli({"pairs", "Tuesday", "--file", ev.dir.file("p.csv")});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "line 3, column pair: pair 9EW is not in the event"));
  ev.write("p.csv", "pair,player1,player2\n2NS,Marta,Juan\n3EW,Eva,Pablo\n");
  CHECK(ev.cli({"pairs", "Tuesday", "--file", ev.dir.file("p.csv")}).status == 0);
  auto list = ev.cli({"pairs", "Tuesday"});
  CHECK(has(list.out, "2NS    NS  Marta \u2013 Juan"));
  CHECK(has(list.out, "3EW    EW  Eva \u2013 Pablo"));
}

TEST_CASE("Spanish: errors and prompt speak Spanish with --lang es") {
  Evening ev;
  auto r = ev.cli({"--lang", "es", "enter", "Tuesday", "--round", "1", "--table", "1", "--board", "3", "4P", "N", "10"});
  CHECK(r.err == "error: el tablero 3 no se juega en la mesa 1 en la ronda 1 (se juegan 1, 2)\n");
  auto p = ev.cli({"--lang", "es", "enter", "Tuesday", "--round", "1"}, "4P N 10\nq\n");
  CHECK(has(p.out, "Mesa 1"));
  CHECK(has(p.out, "4\u2660 N =  NS +420"));
  // 4C is corazones, hearts, in Spanish: the echo shows the suit understood.
  auto c = ev.cli({"--lang", "es", "enter", "Tuesday", "--round", "1", "--table", "2"}, "4C N 10\nq\n");
  CHECK(has(c.out, "4\u2665 N =  NS +420"));
  auto h = ev.cli({"enter", "Tuesday", "--round", "1", "--table", "3"}, "4C S 10\nq\n");
  CHECK(has(h.out, "4\u2663 S ="));  // clubs in English
}

TEST_CASE("backup: an online copy of the file that opens on its own") {
  Evening ev;
  REQUIRE(ev.cli({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "pass"}).status == 0);
  auto r = ev.cli({"backup", ev.dir.file("copy.db")});
  CHECK(r.status == 0);
  CHECK(has(r.out, "1 event, 1 result"));
  auto again = ev.cli({"backup", ev.dir.file("copy.db")});
  CHECK(again.status == 1);
  auto s = db::Store::open(ev.dir.file("copy.db"));
  CHECK(s.results(s.find_event("Tuesday")->id).size() == 1);
}

TEST_CASE("SIGKILL during a large batch: after reopening, the batch is all there or not at all") {
  TempDir dir;
  const std::string db = dir.file("big.db");
  // An event of 40 pairs and 1200 boards, made from a seed file; the batch is 23,980 lines.
  const int pairs = 40, boards = 1200;
  {
    std::ofstream seed(dir.file("seed.csv"));
    seed << "board,ns,ew,contract,declarer,tricks\n";
    for (int p = 1; p <= pairs; p += 2) seed << "1,P" << p << ",P" << p + 1 << ",3NT,N,9\n";
    for (int b = 2; b <= boards; ++b) seed << b << ",A,B,3NT,N,9\n";
    std::ofstream big(dir.file("big.csv"));
    big << "board,ns,ew,contract,declarer,tricks\n";
    for (int b = 2; b <= boards; ++b)
      for (int p = 1; p <= pairs; p += 2) big << b << ",P" << p << ",P" << p + 1 << ",4S,S,10\n";
  }
  REQUIRE(run_cli({"--db", db, "import", "travellers", dir.file("seed.csv"), "--event", "Big"}).status == 0);
  const size_t seeded = pairs / 2 + boards - 1;
  const size_t batch = static_cast<size_t>(pairs / 2) * (boards - 1);
  // Kill while the batch's transaction is writing: the write lock is held (a probe's
  // BEGIN IMMEDIATE with no busy wait is refused) from its first line until its commit.
  Child c({"--db", db, "enter", "Big", "--file", dir.file("big.csv")});
  const bool midway = wait_until_writing(db, c.pid);
  REQUIRE_MESSAGE(midway, "the batch ended before it was seen writing; make it larger");
  const int st = c.kill9();
  CHECK(WIFSIGNALED(st));
  auto store = db::Store::open(db);
  CHECK(store.results(store.find_event("Big")->id).size() == seeded);  // no partial batch
  // The same file then goes in whole.
  auto again = run_cli({"--db", db, "enter", "Big", "--file", dir.file("big.csv")});
  CHECK(again.status == 0);
  CHECK(store.results(store.find_event("Big")->id).size() == seeded + batch);
}

TEST_CASE("SIGKILL during import travellers: after reopening, the import is all there or not at all") {
  TempDir dir;
  const std::string db = dir.file("big.db");
  // 200 tables x 500 boards = 100,000 lines, streamed in chunks as they are stored.
  {
    std::ofstream big(dir.file("big.csv"));
    big << "board,round,table,ns,ew,contract,declarer,tricks\n";
    for (int b = 1; b <= 500; ++b)
      for (int t = 1; t <= 200; ++t) big << b << ",1," << t << "," << t << "NS," << t << "EW,4S,S,10\n";
  }
  db::Store::open(db);  // the file exists, migrated: the only write the probe can see is the import's
  Child c({"--db", db, "import", "travellers", dir.file("big.csv"), "--event", "Congress"});
  const bool midway = wait_until_writing(db, c.pid);
  REQUIRE_MESSAGE(midway, "the import ended before it was seen writing; make it larger");
  const int st = c.kill9();
  CHECK(WIFSIGNALED(st));
  {
    auto store = db::Store::open(db);
    CHECK_FALSE(store.find_event("Congress").has_value());  // no event, no pair, no line
    CHECK(store.events().empty());
  }
  auto again = run_cli({"--db", db, "import", "travellers", dir.file("big.csv"), "--event", "Congress"});
  CHECK_MESSAGE(again.status == 0, again.err);
  auto store = db::Store::open(db);
  const auto ev = store.find_event("Congress");
  REQUIRE(ev.has_value());
  CHECK(store.results(ev->id).size() == 100000);
  const auto imports = store.imports(ev->id);
  REQUIRE(imports.size() == 1);  // the killed one left no trace
  CHECK(imports[0].lines == 100000);
}

TEST_CASE("SIGKILL during interactive entry: every confirmed line is there after reopening") {
  Evening ev;
  Child c({"--db", ev.db, "enter", "Tuesday", "--round", "1"});
  c.send("4S N 10\n");
  c.send("3NT W -1\n");
  c.send("pass\n");
  REQUIRE(c.wait_for("\u2713", 3));
  c.send("4H S ");  // half typed when the power goes
  const int st = c.kill9();
  CHECK(WIFSIGNALED(st));
  CHECK(ev.stored() == 3);
  auto list = ev.cli({"result", "list", "Tuesday"});
  CHECK(has(list.out, "4S N ="));
  CHECK(has(list.out, "3NT W -1"));
  CHECK(has(list.out, "pass"));
}

TEST_CASE("Two bandeja processes entering one file at once lose nothing") {
  Evening ev;
  ev.write("a.csv", "board,round,table,ns,ew,contract,declarer,tricks\n1,1,1,1NS,1EW,4S,N,10\n2,1,1,1NS,1EW,4S,N,10\n");
  std::vector<std::thread> writers;
  std::vector<int> status(8, -1);
  // Eight processes at once: one batch and seven single lines on different tables and rounds.
  const std::vector<std::vector<std::string>> jobs{
      {"enter", "Tuesday", "--file", ev.dir.file("a.csv")},
      {"enter", "Tuesday", "--round", "1", "--table", "2", "--board", "3", "pass"},
      {"enter", "Tuesday", "--round", "1", "--table", "2", "--board", "4", "pass"},
      {"enter", "Tuesday", "--round", "1", "--table", "3", "--board", "5", "pass"},
      {"enter", "Tuesday", "--round", "1", "--table", "3", "--board", "6", "pass"},
      {"enter", "Tuesday", "--round", "2", "--table", "1", "--board", "3", "pass"},
      {"enter", "Tuesday", "--round", "2", "--table", "1", "--board", "4", "pass"},
      {"enter", "Tuesday", "--round", "2", "--table", "2", "--board", "5", "pass"},
  };
  for (size_t i = 0; i < jobs.size(); ++i)
    writers.emplace_back([&, i] { status[i] = ev.cli(jobs[i]).status; });
  for (auto& t : writers) t.join();
  for (int s : status) CHECK(s == 0);
  CHECK(ev.stored() == 9);
}

TEST_CASE("event new, list and show: the event's id, its movement and what is still to come") {
  TempDir dir;
  const std::string db = dir.file("club.db");
  auto made = run_cli({"--db", db, "event", "new", "Friday", "--movement", "mitchell", "--tables", "3",
                       "--boards-per-round", "2", "--scoring", "imps"});
  CHECK(made.status == 0);
  CHECK(made.out.rfind("1\n", 0) == 0);  // the id first, alone on its line
  CHECK(has(made.out, "3-table Mitchell"));
  auto dup = run_cli({"--db", db, "event", "new", "Friday", "--movement", "mitchell", "--tables", "3"});
  CHECK(dup.err == "error: an event called 'Friday' already exists: choose another name\n");
  auto bad = run_cli({"--db", db, "event", "new", "Saturday", "--movement", "nonsense", "--tables", "3"});
  CHECK(bad.status == 1);
  CHECK(has(bad.err, "nonsense"));
  auto list = run_cli({"--db", db, "event", "list"});
  CHECK(has(list.out, "Friday"));
  CHECK(has(list.out, "imps"));
  CHECK_FALSE(has(list.out, "Saturday"));
  auto show = run_cli({"--db", db, "event", "show", "1"});
  CHECK(has(show.out, "results: 0 / 18"));
  CHECK(has(show.out, "fields: two (NS and EW)"));
  auto none = run_cli({"--db", db, "event", "show", "Sunday"});
  CHECK(none.err == "error: there is no event 'Sunday' in " + db + " (see: bandeja event list)\n");
}

TEST_CASE("Event names: exact name first, #N the id, trimmed, alike names refused, and a misspelt one gets did you mean") {
  bandeja::test::EventFile f;
  const std::vector<std::string> mitchell{"--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"};
  auto make = [&](const std::string& name) {
    std::vector<std::string> args{"event", "new", name};
    args.insert(args.end(), mitchell.begin(), mitchell.end());
    return f.cli(args);
  };
  REQUIRE(make("Club Mitchell ").status == 0);  // id 1, stored without its trailing space
  REQUIRE(make("1").status == 0);               // id 2, an event named "1"
  CHECK(has(f.ok({"event", "show", "Club Mitchell"}).out, "Event 1: Club Mitchell\n"));  // stored without the space
  CHECK(has(f.ok({"event", "show", "  Club Mitchell"}).out, "Club Mitchell"));
  // "1" is the event named 1; "#1" is the event of id 1.
  CHECK(has(f.ok({"event", "show", "1"}).out, "Event 2: 1\n"));
  CHECK(has(f.ok({"event", "show", "#1"}).out, "Event 1: Club Mitchell\n"));
  CHECK(f.cli({"event", "show", "#9"}).err == "error: there is no event with id 9 in " + f.db + " (see: bandeja event list)\n");
  // A name alike an existing one is a second event that would look the same: refused.
  const auto alike = make("club  MITCHELL");
  CHECK(alike.status == 1);
  CHECK(alike.err == "error: 'club  MITCHELL' differs from the event 'Club Mitchell' only in capitals, accents or spaces: "
                     "choose another name, or use 'Club Mitchell'\n");
  const auto same = make(" Club Mitchell");
  CHECK(same.err == "error: an event called 'Club Mitchell' already exists: choose another name\n");
  // A misspelt name: did you mean, quoted as it must be typed.
  const auto slip = f.cli({"rank", "club mitchel"});
  CHECK(slip.status == 1);
  CHECK(slip.err == "error: there is no event 'club mitchel' in " + f.db +
                        ": did you mean \"Club Mitchell\"? (see: bandeja event list)\n");
  CHECK(f.cli({"--lang", "es", "rank", "club mitchel"}).err ==
        "error: no hay ningún evento 'club mitchel' en " + f.db + ": ¿quiso decir \"Club Mitchell\"? (vea: bandeja event list)\n");
  CHECK(f.cli({"rank", "Viernes"}).err == "error: there is no event 'Viernes' in " + f.db + " (see: bandeja event list)\n");
}

TEST_CASE("enter prompt at a terminal: pair names beside the numbers, b N jumps (and corrects a board already in), the skipped boards named at the end") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  f.ok({"pairs", "Tue", "1NS", "Ana García", "Luis Pérez"});
  const auto t = bandeja::test::run_on_terminal({"--db", f.db, "enter", "Tue", "--round", "1"},
                                                {"3NT N 9",   // board 1
                                                 "",          // board 2 skipped
                                                 "b 1",       // board 3: back to board 1, already in
                                                 "3NT N 10",  // board 1 corrected
                                                 "4H N 10",   // board 2
                                                 "",          // board 3 skipped
                                                 "t",         // table 2's board 4 skipped with its table
                                                 "b 9",       // board 5: not in this round
                                                 "Ave+",      // board 5
                                                 "",          // board 6 skipped: the end of the round
                                                 "b 6",       // back to board 6 from the end
                                                 "EW 620",    // board 6
                                                 ""});        // the end again: finish
  CHECK(t.status == 0);
  CHECK(has(t.out, "Table 1: 1NS Ana García – Luis Pérez (NS) v 1EW (EW), boards 1, 2"));
  CHECK(has(t.out, "board 1: now: 3NT N =  NS +400"));
  CHECK(has(t.out, "3NT N +1  NS +430"));
  CHECK(has(t.out, "that board is not played in this round"));
  CHECK(has(t.out, "still without a result: table 2 boards 3, 4, table 3 board 6"));
  CHECK(has(t.out, "still without a result: table 2 boards 3, 4\r\n"));
  const auto list = f.ok({"result", "list", "Tue"}).out;
  CHECK(has(list, "3NT N +1"));
  CHECK_FALSE(has(list, "3NT N =  "));
  CHECK(has(list, "A60-40"));
  CHECK(has(list, "-620"));
  CHECK(has(f.ok({"event", "show", "Tue"}).out, "results: 4 / 18"));
}

TEST_CASE("enter prompt: a jump with no board number (b and spaces) is no jump, at a board or at the end of the round") {
  bandeja::test::EventFile f;
  f.ok({"event", "new", "Tue", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  const auto r = f.cli({"enter", "Tue", "--round", "1"}, "b  \n\n\n\n\n\n\nb \n");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(has(r.out, "still without a result: table 1 boards 1, 2"));
  CHECK(has(r.out, "0 line(s) stored in round 1"));
}

TEST_CASE("Demo data: the 7-table Mitchell evening of scripts/demo-data goes in round by round") {
  TempDir dir;
  const std::string db = dir.file("demo.db");
  const std::string data = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/";
  REQUIRE(run_cli({"--db", db, "event", "new", "Tuesday pairs", "--movement", "mitchell", "--tables",
                   "7", "--boards-per-round", "3"}).status == 0);
  auto pairs = run_cli({"--db", db, "pairs", "Tuesday pairs", "--file", data + "pairs.csv"});
  CHECK_MESSAGE(pairs.status == 0, pairs.err);
  for (int r = 1; r <= 7; ++r) {
    auto in = run_cli({"--db", db, "enter", "Tuesday pairs", "--file", data + "round-" + std::to_string(r) + ".csv"});
    CHECK_MESSAGE(in.status == 0, in.err);
    CHECK(has(in.out, "stored 21 lines"));
  }
  auto st = run_cli({"--db", db, "status", "Tuesday pairs"});
  CHECK(has(st.out, "Total: 147 / 147"));
  auto b17 = run_cli({"--db", db, "result", "list", "Tuesday pairs", "--board", "17"});
  CHECK(has(b17.out, "A60-40"));
  CHECK(has(b17.out, "pass"));
}
