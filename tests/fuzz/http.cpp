// Fuzz target: the HTTP layer (apps/server). Each input is sent as raw bytes on a loopback
// connection to one server started in this process over an event file with a 3-table Mitchell,
// its tables' links (tokens T1... known to the seeds) and a director's password; the answer is
// read until the server closes or falls silent. Rules held: an answer is empty (nothing
// that could be a request) or starts with an HTTP status line; no answer is a 500 (an exception
// out of a handler: every refusal is an error value); after every input the server still
// answers GET /api/events with 200. ASan and UBSan watch the server's threads as well.
#include <chrono>
#include <csignal>
#include <filesystem>
#include <memory>
#include <regex>
#include <thread>

#include "bandeja/db/store.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/server/security.hpp"
#include "bandeja/server/server.hpp"
#include "bandeja/present/messages.hpp"
#include "fuzz_target.hpp"
#include "loopback.hpp"

using namespace bandeja;

namespace {

// The answer to `bytes`, or the run fails (nothing listens).
std::string exchange(int port, std::string_view bytes, int quiet_ms) {
  auto answer = bandeja::test::exchange(port, bytes, quiet_ms);
  if (!answer) bandeja::fuzz::fail(__FILE__, __LINE__, "connect", "the server does not accept connections");
  return *answer;
}

struct Live {
  std::filesystem::path dir;
  std::unique_ptr<server::Server> srv;
  std::thread thread;
  int port = 0;

  Live() {
    // The message catalogue (a static of its own) made before this one is whole, so that it is
    // destroyed after it at exit: a request still in a worker when the server stops (an answer
    // the target stopped waiting for after 30 ms) renders its words from a live catalogue.
    (void)present::say(Lang::En, "server.busy");
    std::signal(SIGPIPE, SIG_IGN);
    char tmpl[] = "/tmp/bandeja-fuzz-http-XXXXXX";
    if (!::mkdtemp(tmpl)) bandeja::fuzz::fail(__FILE__, __LINE__, "mkdtemp", tmpl);
    dir = tmpl;
    const std::string db = (dir / "club.db").string();
    {
      db::Store s = db::Store::open(db);
      director::NewEventSpec spec;
      spec.name = "Fuzz";
      spec.movement.type = "mitchell";
      spec.movement.tables = 3;
      spec.movement.boards_per_round = 2;
      auto made = director::create_event(s, spec, Lang::En);
      if (!made) bandeja::fuzz::fail(__FILE__, __LINE__, "create_event", made.error().code);
      int n = 0;  // the seeds' tokens: T1, T2, T3 and 30 A
      auto links = director::issue_table_links(s, s.event_info(made->id),
                                               [&n] { return "T" + std::to_string(++n) + std::string(30, 'A'); });
      if (!links) bandeja::fuzz::fail(__FILE__, __LINE__, "issue_table_links", links.error().code);
      s.put_setting(server::kPasswordSetting, server::hash_password("fuzz-password").value());
    }
    server::Options o;
    o.db_path = db;
    o.port = 0;
    o.threads = 8;
    auto opened = server::Server::open(o);
    if (!opened) bandeja::fuzz::fail(__FILE__, __LINE__, "Server::open", opened.error().code);
    srv = std::move(*opened);
    auto bound = srv->bind();
    if (!bound) bandeja::fuzz::fail(__FILE__, __LINE__, "Server::bind", bound.error().code);
    port = *bound;
    thread = std::thread([this] { srv->run(); });
    for (int i = 0; i < 1000 && !healthy(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ~Live() {
    srv->stop();
    thread.join();
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  bool healthy() const {
    // Closed by the server once answered: the long wait is only for a server slowed down (ASan).
    return exchange(port, "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 10000)
        .starts_with("HTTP/1.1 200 ");
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Live live;
  // 30 ms of silence ends an answer: what comes later (a slow handler) is not checked, only missed.
  const std::string answer = exchange(live.port, bandeja::fuzz::text_of(data, size), 30);
  static const std::regex status_line("^HTTP/1\\.1 [1-5][0-9][0-9] [^\\r\\n]*\\r\\n");
  FUZZ_CHECK(answer.empty() || std::regex_search(answer, status_line), "an answer without a status line: " + answer.substr(0, 300));
  FUZZ_CHECK(!answer.starts_with("HTTP/1.1 500 "), "a handler threw: " + answer.substr(0, 600));
  FUZZ_CHECK(live.healthy(), "the server stopped answering GET /api/events");
  return 0;
}
