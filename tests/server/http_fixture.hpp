#pragma once
// A server started in-process for one test: an event with its movement and table links in a
// temporary event file, `bandeja serve`'s Server listening on 127.0.0.1 (a free port) in its
// own thread, stopped when the test ends. And the helpers the tests speak HTTP with.
#include <httplib.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/server/security.hpp"
#include "bandeja/server/server.hpp"
#include "cli.hpp"

namespace bandeja::test {

using Json = nlohmann::json;

// The director's password in the fixtures that set one.
inline const std::string kPassword = "correct horse battery";

// A Mitchell of `tables` tables (even: with skip).
movement::Spec mitchell(int tables, int boards_per_round);

struct Served {
  struct Setup {
    movement::Spec movement = mitchell(5, 2);
    std::string name = "Tuesday pairs";
    std::string scoring = "mp";
    bool password = false;  // give the console kPassword
    int threads = 0;        // the server's worker threads (0: its default)
    bool serve = true;      // false: only the event file (start() serves it later)
    int per_address = 0;    // connections one address may hold (0: the server's default)
    int deadline_ms = 0;    // a request's deadline (0: the server's default)
  };

  Served();
  explicit Served(const Setup& setup);
  ~Served();
  // Serves the event file in-process (the constructor does unless told not to).
  void start(int threads = 0);
  Served(const Served&) = delete;
  Served& operator=(const Served&) = delete;

  TempDir dir;
  std::string db = dir.file("club.db");
  int per_address = 0, deadline_ms = 0;  // from the Setup
  db::EventInfo event;
  std::vector<db::TableLink> links;  // links[t - 1]: table t's
  std::vector<movement::Row> rows;
  std::unique_ptr<server::Server> server;
  std::thread thread;
  int port = 0;

  // A new client of this server (no keep-alive unless asked).
  std::unique_ptr<httplib::Client> client() const;
  const std::string& token(int table) const { return links.at(static_cast<size_t>(table - 1)).token; }
  // The movement's row of `table` in `round`.
  const movement::Row& row(int round, int table) const;

  // What the event file holds now, read through a connection of its own.
  db::Store store() const { return db::Store::open(db); }
  std::vector<db::ResultLine> lines() const { return store().results(event.id); }
};

// A table's entry as its phone sends it.
Json entry(int round, int board, const std::string& contract, const std::string& declarer,
           const std::string& result, const std::string& key, const std::string& lead = "");

// A plausible result for `board` at `table` (contract, declarer, "=" / "+1" / "-2"), different
// across boards and tables; entry_for() is it as a table's entry.
struct Played {
  std::string contract, declarer, result;
};
Played played(int board, int table);
Json entry_for(int round, int board, int table, const std::string& key);
// Whether the stored line is the entry `p` at that table, round and board.
bool is_line(const db::ResultLine& l, int round, int table, int board, const Played& p);

struct Answer {
  int status = 0;     // 0: no answer (connection failed)
  std::string error;  // then httplib's reason
  std::string body;
  Json json;          // the body read as JSON (discarded when it is not)
  httplib::Headers headers;
  std::string header(const std::string& name) const;
};

Answer answer_of(const httplib::Result& r);
Answer post_json(httplib::Client& c, const std::string& path, const std::string& body);
Answer post_json(httplib::Client& c, const std::string& path, const Json& body);
Answer get(httplib::Client& c, const std::string& path, const httplib::Headers& headers = {});

// A cookie's value from a Set-Cookie header ("" when that header sets another).
std::string set_cookie_value(const Answer& a, const std::string& name);

// The director signed in on the console: the session cookie and the CSRF token of its forms.
struct Director {
  std::string session;  // "bandeja_session=..."
  std::string csrf;
  httplib::Headers headers() const { return {{"Cookie", session}}; }
};

// Signs in with `password`: the answer of POST /director/login, and the session when it worked.
std::pair<Answer, std::optional<Director>> sign_in(httplib::Client& c, const std::string& password);
// sign_in() that must work, the CSRF token read from the console's event page.
Director signed_in(const Served& s, httplib::Client& c);

// The default set-up with the console's password set (kPassword), and an event's console page.
Served::Setup with_password();
std::string event_path(const Served& s);
// with_password() for a teams Swiss, "Saturday Swiss": 4 tables of 2 boards at IMPs.
Served::Setup saturday_swiss();

// Nothing of the command line on a console page: no option (" --"), no command to type
// ("bandeja "); each found is reported with what is around it.
void speaks_the_consoles_words(const std::string& body);

// A console form POST with the session and the fields given (csrf among them or not).
Answer console_post(httplib::Client& c, const Director& d, const std::string& path, const httplib::Params& fields);

}  // namespace bandeja::test
