#pragma once
// `bandeja serve`: the evening from a browser. One HTTP server (cpp-httplib) over one event
// file serves
//   /t/TOKEN              a table's page, for a phone held in one hand (the QR on its card)
//   /live/ID              the live results of an event (read-only, readable with JavaScript off)
//   /results/ID/...       an event's results site once the director has published it
//   /director/...         the director's console, behind the director's password
//   /api/...              the JSON API the pages use (docs/api.md)
//   /assets/...           the pages' style and scripts
// Nothing else. Every write goes through the director's core (apps/director), the same
// operations and checks as the CLI; every error is a catalogue code rendered in the reader's
// language. A result is confirmed to a table only once SQLite has committed it.
#include <functional>
#include <memory>
#include <string>
#include <thread>

#include "bandeja/score/types.hpp"
#include "bandeja/server/serving.hpp"

namespace bandeja::db { class Store; }

namespace bandeja::server {

struct Options {
  std::string db_path = "bandeja.db";
  std::string bind = "127.0.0.1";  // the club's network only when asked (0.0.0.0)
  int port = kDefaultPort;               // 0: any free port (tests)
  Lang lang = Lang::En;            // the pages' language unless the browser asks for another
  // The start of the table links printed on the cards and listed by the console
  // ("http://192.168.1.20:8080"); empty: from the address bound.
  std::string public_url;
  int threads = 0;  // worker threads, one for each request being answered at once; 0: kDefaultThreads
  // Connections from one address at once (a phone opens a few; a proxy in front of the server
  // is one address for the whole room: raise it then). More are answered 503.
  int connections_per_address = kDefaultPerAddress;
  // A request's head and body must come whole within this time of its connection (408 after).
  int request_deadline_ms = 10'000;
  // Logging of each request (method, path with secrets masked, status, time).
  bool log_requests = false;
  // How each worker thread is started; empty: std::thread (tests give one that fails).
  std::function<std::thread(std::function<void()>)> start_worker;
};

// The worker threads when Options::threads is 0. A worker is held only while a request the
// front read whole is answered (a slow client waits at the front, holding none), and at most six
// by sign-ins waiting to check a password. Writes take turns on the event file, so more workers
// do not store faster; but when a hundred tables post at the same moment, each waiting on a
// worker of its own is fairer than a queue for fewer (bench_server, 100 tables: p99 680 ms with
// 256, 1020 ms with 64).
inline constexpr int kDefaultThreads = 256;

class Server {
 public:
  // Opens (and migrates) the event file. Errors: the store's.
  static Result<std::unique_ptr<Server>> open(const Options& options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the socket and starts every worker; the port it listens on. "server.cannot_bind"
  // {address, port}; "server.cannot_start_workers" {workers, started, reason} when the machine
  // cannot give it its workers (none is left running).
  Result<int> bind();
  // Serves until stop() (from another thread or a signal handler's thread).
  void run();
  void stop();
  // The start of the links to this server ("http://127.0.0.1:8080").
  std::string base_url() const;
  // Whether its event file has a director's password (the console is closed until it has).
  bool has_password() const;

 private:
  struct Impl;
  explicit Server(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// The setting that holds the director's password hash (security.hpp: hash_password).
inline constexpr const char* kPasswordSetting = "director_password";

// Whether the event file has a director's password.
bool has_password(const db::Store& store);

}  // namespace bandeja::server
