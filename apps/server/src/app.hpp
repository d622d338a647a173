#pragma once
// What every route of the server shares: the event file (a connection for writes and one for
// reads, each behind its own lock: SQLite in WAL mode lets readers go on while a table's entry
// commits), the director's sessions, the password limiter, and the helpers that answer a
// request in the reader's language. Each routes_*.cpp registers its own routes.
#include <httplib.h>

#include "worker_pool.hpp"

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/publish.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/server/security.hpp"
#include "bandeja/server/server.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::server {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// The largest body any route reads (a table's entry is a few hundred bytes; a pairs form a few
// KiB): larger ones get 413 before any handler runs.
constexpr size_t kMaxBody = 16 * 1024;

// The largest file the director's console takes to import (POST /director/import, signed in):
// a congress's PBN or USEBIO is a few MiB; a larger file is the command line's.
constexpr size_t kMaxUpload = 16 * 1024 * 1024;
// The route that takes it.
inline constexpr const char* kImportPath = "/director/import";

struct DirectorSession {
  std::string csrf;        // sent back in every form and in X-CSRF-Token
  Clock::time_point expires;
};

struct App {
  Options options;
  db::Store writes;
  db::Store reads;
  std::mutex write_mu, read_mu;
  std::mutex sessions_mu;
  std::map<std::string, DirectorSession> sessions;  // by session cookie
  AttemptLimiter limiter;
  HashGate hashing;  // the password checks running at once
  // What the public pages last rendered, by (event, language), with the file's data version then
  // (routes_public.cpp): a hundred phones watching the live page rank the event once per change,
  // not once each; /results/ID/FILE serves a file of the site rendered once per change, not once
  // a file.
  template <class T>
  struct Versioned {
    long long version = -1;
    T value;
  };
  using SiteResult = Result<std::shared_ptr<const director::Site>>;
  std::mutex cache_mu;
  std::map<std::pair<db::Id, int>, Versioned<std::string>> live_cache;
  std::map<std::pair<db::Id, int>, Versioned<SiteResult>> site_cache;
  // Each event's floor (director::Floor: the event as its tables see it), kept between requests
  // (floors.cpp). The writer's own, under write_mu, is good while the writing connection's
  // data_version stays (no other process wrote) and no write but a table's entry ran (write()
  // forgets them); the readers share the one last made for the reading connection's version.
  // The writer keeps two: the one it writes to, and the one it handed the readers last, which
  // catches up by the changes it missed (`behind`) once the readers let it go.
  struct OwnFloor {
    long long version = -1;
    std::shared_ptr<director::Floor> current;  // true to the file
    std::shared_ptr<director::Floor> spare;    // handed to the readers before; behind `current`
    std::vector<director::Floor::Change> behind;
  };
  std::map<db::Id, OwnFloor> own_floors;  // under write_mu
  struct SharedFloor {
    long long version = -1;
    std::shared_ptr<const director::Floor> floor;
  };
  std::mutex floors_mu;
  std::map<db::Id, SharedFloor> shared_floors;  // under floors_mu
  // Tables' entries waiting to be written together (enter()): one transaction, one sync to disk.
  struct Pending;
  std::mutex entries_mu;
  std::condition_variable entries_cv;
  std::vector<Pending*> entries;  // under entries_mu
  bool committing = false;        // an entry's thread is writing a group (under entries_mu)

  httplib::Server http;
  std::string base_url;
  int port = 0;
  // The listening socket once bound (bind() widens its backlog), -1 before.
  int listen_socket = -1;
  // The workers, started by bind() and handed to cpp-httplib when it listens.
  std::unique_ptr<WorkerPool> pool;

  App(Options o, db::Store w, db::Store r) : options(std::move(o)), writes(std::move(w)), reads(std::move(r)) {}

  // Runs f(store) with the store locked: the writing connection, or the reading one. A write
  // may change anything, so the writer's floors are read again after it.
  template <class F>
  auto write(F&& f) {
    std::lock_guard lock(write_mu);
    struct Forget {
      std::map<db::Id, OwnFloor>& floors;
      ~Forget() { floors.clear(); }
    } forget{own_floors};
    return f(writes);
  }
  template <class F>
  auto read(F&& f) {
    std::lock_guard lock(read_mu);
    return f(reads);
  }
  // Runs f(store, floor) on the reading connection with the event's floor as the file is now
  // (read again only when the file changed since it was last read); the floor's error when the
  // event cannot be read.
  template <class F>
  auto read_floor(db::Id event, F&& f) -> decltype(f(reads, std::declval<const director::Floor&>())) {
    std::lock_guard lock(read_mu);
    auto floor = floor_now(event);
    if (!floor) return std::unexpected(floor.error());
    return f(reads, **floor);
  }
  // A table's entry, written with the others that arrive meanwhile: one transaction, one sync to
  // disk for the group, each entry checked and answered on its own; answered once durable.
  Result<director::TableStored> enter(const db::TableLink& link, const director::TableEntry& entry);

  // The event's floor as the reading connection sees the file now (read_mu held).
  Result<std::shared_ptr<const director::Floor>> floor_now(db::Id event);
  // Writes a group of entries (entries_mu not held).
  void commit_group(const std::vector<Pending*>& group);

  // The director's session of this request, when logged in (and not expired).
  std::optional<DirectorSession> director(const httplib::Request& req);
  // The same from a Cookie header's value (the front asks it of an upload's head).
  std::optional<DirectorSession> director_of_cookies(const std::string& cookies);
  // A new session after a good password; its cookie value.
  std::string open_session();
  void close_session(const httplib::Request& req);
};

// The reader's language: ?lang=, else the bandeja_lang cookie, else Accept-Language, else the
// server's.
Lang lang_of(const App& app, const httplib::Request& req);

// A language asked for with ?lang= on a page (GET) is remembered in the bandeja_lang cookie, so
// that the pages after it (a form's answer, the sign-in's) speak it too.
void remember_lang(const httplib::Request& req, httplib::Response& res, Lang lang);

// The address of the client that sent `req`, as the front (front.hpp) read it from its socket.
std::string peer_of(const httplib::Request& req);

// A cookie's value from the request ("" when absent).
std::string cookie(const httplib::Request& req, const std::string& name);
// The same from a Cookie header's value ("a=1; bandeja_session=…").
std::string cookie_of(const std::string& cookies, const std::string& name);

void send_json(httplib::Response& res, int status, const Json& body);
// {"error": {"code", "field", "message"}} with the message in `lang`.
void send_error(httplib::Response& res, int status, const Error& e, Lang lang);
void send_html(httplib::Response& res, int status, const std::string& html);

// The HTTP status of an error from the core: 403 for what a table may not do, 404 for what does
// not exist, 422 for a line the checks refuse.
int status_of(const Error& e);

// A request's field missing or not what it should be ("server.bad_body" naming `field`; `why`, a
// detail for the log and the JSON, is not said to the user).
Error body_error(const std::string& field, const std::string& why = "");

// An integer from a form or query field; nullopt when absent or not a number.
std::optional<long long> int_param(const httplib::Request& req, const std::string& name);

void register_table_routes(App& app);    // routes_table.cpp: /t/TOKEN and /api/t/TOKEN
void register_public_routes(App& app);   // routes_public.cpp: /, /live, /results, /api/events
void register_console_routes(App& app);  // routes_console.cpp: /director
void register_group_routes(App& app);    // routes_groups.cpp: /director/sessions, /director/tournaments
void register_import_routes(App& app);   // routes_import.cpp: /director/import

}  // namespace bandeja::server
