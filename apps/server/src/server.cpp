#include "bandeja/server/server.hpp"

#include <sys/socket.h>
#include <sys/un.h>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <filesystem>

#include "app.hpp"
#include "assets.hpp"
#include "bandeja/server/front.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/present/page.hpp"

namespace bandeja::server {

namespace {

constexpr auto kSessionLife = std::chrono::hours(12);  // an evening, and then some

// The workers the server runs: --threads, or kDefaultThreads.
size_t worker_count(const Options& o) { return static_cast<size_t>(o.threads > 0 ? o.threads : kDefaultThreads); }

// The path as a log line may show it: a table's token and the rest of its path masked.
std::string masked(const std::string& path) {
  for (const char* prefix : {"/t/", "/api/t/"}) {
    const std::string p = prefix;
    if (path.rfind(p, 0) == 0) return p + "***";
  }
  return path;
}

std::string content_type_of(const std::string& name) {
  if (name.ends_with(".css")) return "text/css; charset=utf-8";
  if (name.ends_with(".js")) return "text/javascript; charset=utf-8";
  if (name.ends_with(".svg")) return "image/svg+xml";
  return "text/plain; charset=utf-8";
}

// Every answer: no framing by other sites, no sniffing, no referrer (a table's link is its
// secret and must not leave in a Referer header), scripts and styles from this server only.
void guarded_answer(httplib::Response& res) {
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Referrer-Policy", "no-referrer");
  res.set_header("X-Frame-Options", "DENY");
  if (!res.has_header("Content-Security-Policy"))
    res.set_header("Content-Security-Policy",
                   "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                   "frame-ancestors 'none'; form-action 'self'; base-uri 'none'");
  if (!res.has_header("Cache-Control")) res.set_header("Cache-Control", "no-store");
}

// The front's refusal of a request (too slow, too large, sent in chunks, too many connections)
// as every other answer: the catalogue's words in the reader's language, JSON under /api/, a
// page elsewhere, with the headers every answer has. Whole, as the bytes the front sends.
std::string refusal_answer(const App& app, int status, const std::string& code, const std::vector<std::string>& args,
                           const FrontHead& head) {
  httplib::Request req;
  req.method = head.method;
  req.path = head.target.substr(0, head.target.find('?'));
  for (const auto& [name, value] : head.headers) req.headers.emplace(name, value);
  if (const size_t q = head.target.find('?'); q != std::string::npos) {
    const std::string query = head.target.substr(q + 1);
    for (size_t pos = 0; pos <= query.size();) {
      size_t end = query.find('&', pos);
      if (end == std::string::npos) end = query.size();
      if (query.compare(pos, 5, "lang=") == 0) req.params.emplace("lang", query.substr(pos + 5, end - pos - 5));
      pos = end + 1;
    }
  }
  const Lang lang = lang_of(app, req);
  if (app.options.log_requests)
    spdlog::info("{} {} {} ({}, {})", head.method.empty() ? "-" : head.method, masked(req.path), status, code,
                 head.peer);
  Error e;
  e.code = code;
  e.args = args;
  httplib::Response res;
  if (req.path.rfind("/api/", 0) == 0) {
    send_error(res, status, e, lang);
  } else {
    send_html(res, status, present::message_page(present::render(e, lang), lang));
  }
  if (status == 503) res.set_header("Retry-After", "2");
  guarded_answer(res);
  std::string out = "HTTP/1.1 " + std::to_string(status) + " " + status_reason(status) + "\r\n";
  for (const auto& [name, value] : res.headers) out += name + ": " + value + "\r\n";
  out += "Content-Length: " + std::to_string(res.body.size()) + "\r\nConnection: close\r\n\r\n";
  return out + res.body;
}

// Whether a server still listens on the socket at `path`.
bool listening(const std::string& path) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return true;  // cannot tell: leave it
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  std::copy_n(path.data(), std::min(path.size(), sizeof addr.sun_path - 1), addr.sun_path);
  const bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 || errno == EAGAIN;
  ::close(fd);
  return ok;
}

// The directories of servers that ended without removing theirs (killed, the power cut): this
// user's, more than a minute old (a server starting now may not have bound yet), where nothing
// listens any more.
void remove_stale_dirs(const std::string& base) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (const auto& entry : fs::directory_iterator(base, ec)) {
    const std::string name = entry.path().filename().string();
    struct stat st {};
    if (!name.starts_with("bandeja-serve-") || ::lstat(entry.path().c_str(), &st) != 0 || !S_ISDIR(st.st_mode) ||
        st.st_uid != ::getuid())
      continue;
    std::error_code e;
    const auto changed = fs::last_write_time(entry.path(), e);
    if (e || now - changed < std::chrono::minutes(1) || listening((entry.path() / "http").string())) continue;
    fs::remove_all(entry.path(), e);
  }
}

// A directory only this user can enter, for cpp-httplib's socket: the user's runtime directory
// when it has one short enough for a socket's path, else the temporary directory.
std::string private_dir() {
  std::vector<std::string> bases;
  for (const char* var : {"XDG_RUNTIME_DIR", "TMPDIR"})
    if (const char* v = std::getenv(var); v && *v) bases.emplace_back(v);
  bases.emplace_back("/tmp");
  for (const auto& base : bases) {
    std::string path = base + "/bandeja-serve-XXXXXX";
    if (path.size() + 6 >= sizeof(sockaddr_un{}.sun_path)) continue;
    remove_stale_dirs(base);
    if (::mkdtemp(path.data())) return path;  // mode 0700
  }
  return "";
}

}  // namespace

// ------------------------------------------------------------------ sessions

std::optional<DirectorSession> App::director(const httplib::Request& req) {
  return director_of_cookies(req.get_header_value("Cookie"));
}

std::optional<DirectorSession> App::director_of_cookies(const std::string& cookies) {
  const std::string sid = cookie_of(cookies, "bandeja_session");
  if (sid.empty()) return std::nullopt;
  std::lock_guard lock(sessions_mu);
  auto it = sessions.find(sid);
  if (it == sessions.end()) return std::nullopt;
  if (it->second.expires < Clock::now()) {
    sessions.erase(it);
    return std::nullopt;
  }
  return it->second;
}

std::string App::open_session() {
  const std::string sid = random_token();
  std::lock_guard lock(sessions_mu);
  // Forget expired sessions, so that logging in again and again cannot grow the map.
  const auto now = Clock::now();
  std::erase_if(sessions, [&](const auto& kv) { return kv.second.expires < now; });
  sessions[sid] = DirectorSession{random_token(), now + kSessionLife};
  return sid;
}

void App::close_session(const httplib::Request& req) {
  std::lock_guard lock(sessions_mu);
  sessions.erase(cookie(req, "bandeja_session"));
}

// ------------------------------------------------------------------ request helpers

void remember_lang(const httplib::Request& req, httplib::Response& res, Lang lang) {
  if (!req.has_param("lang") || req.method != "GET") return;
  res.set_header("Set-Cookie", std::string("bandeja_lang=") + lang_code(lang) +
                                   "; Path=/; SameSite=Lax; Max-Age=31536000");
}

std::string peer_of(const httplib::Request& req) { return req.get_header_value(kPeerHeader); }

std::string cookie(const httplib::Request& req, const std::string& name) {
  return cookie_of(req.get_header_value("Cookie"), name);
}

std::string cookie_of(const std::string& all, const std::string& name) {
  size_t pos = 0;
  while (pos < all.size()) {
    size_t end = all.find(';', pos);
    if (end == std::string::npos) end = all.size();
    std::string part = all.substr(pos, end - pos);
    const size_t first = part.find_first_not_of(' ');
    part = first == std::string::npos ? "" : part.substr(first);
    if (part.rfind(name + "=", 0) == 0) return part.substr(name.size() + 1);
    pos = end + 1;
  }
  return "";
}

Lang lang_of(const App& app, const httplib::Request& req) {
  auto word = [](const std::string& s) { return lang_of_code(s); };
  if (req.has_param("lang"))
    if (auto l = word(req.get_param_value("lang"))) return *l;
  if (auto l = word(cookie(req, "bandeja_lang"))) return *l;
  const std::string accept = req.get_header_value("Accept-Language");
  if (!accept.empty()) {
    std::string first = accept.substr(0, 2);
    std::transform(first.begin(), first.end(), first.begin(), [](unsigned char c) { return std::tolower(c); });
    if (auto l = word(first)) return *l;
  }
  return app.options.lang;
}

void send_json(httplib::Response& res, int status, const Json& body) {
  res.status = status;
  res.set_content(body.dump(-1, ' ', false, Json::error_handler_t::replace), "application/json; charset=utf-8");
}

void send_error(httplib::Response& res, int status, const Error& e, Lang lang) {
  // An error of the entry reader (libscore) has its words but no catalogue code yet.
  Json err{{"code", e.code.empty() ? "line.bad_entry" : e.code},
           {"field", e.field},
           {"message", present::render(e, lang)}};
  send_json(res, status, Json{{"error", err}});
}

void send_html(httplib::Response& res, int status, const std::string& html) {
  res.status = status;
  res.set_content(html, "text/html; charset=utf-8");
}

Error body_error(const std::string& field, const std::string& why) {
  Error e;
  e.code = "server.bad_body";
  e.field = field;
  e.args = {field, why};
  return e;
}

int status_of(const Error& e) {
  const std::string& c = e.code;
  if (c == "table.unknown_token" || c == "table.not_your_board" || c == "table.round_locked" ||
      c == "table.board_not_played" || c == "table.not_its_line" || c == "table.round_not_reached")
    return 403;
  if (c == "store.no_event" || c == "store.no_result" || c == "store.no_call" || c == "event.not_found" ||
      c == "result.not_found" || c == "ruling.not_found")
    return 404;
  if (director::file_trouble(e)) return 503;
  return 422;
}

std::optional<long long> int_param(const httplib::Request& req, const std::string& name) {
  if (!req.has_param(name)) return std::nullopt;
  const std::string v = req.get_param_value(name);
  if (v.empty() || v.size() > 12 || v.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoll(v);
}

// ------------------------------------------------------------------ the server

struct Server::Impl {
  std::unique_ptr<App> app;
  std::unique_ptr<Front> front;  // from bind()
  std::string socket_dir;        // cpp-httplib's socket's directory, removed at the end
  std::atomic<bool> stop_requested{false};

  std::string socket_path() const { return socket_dir + "/http"; }
  ~Impl() {
    if (socket_dir.empty()) return;
    std::error_code ignored;
    std::filesystem::remove_all(socket_dir, ignored);
  }
};

Server::Server(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Server::~Server() = default;

Result<std::unique_ptr<Server>> Server::open(const Options& options) {
  auto stores = director::guarded([&] {
    db::Store w = db::Store::open(options.db_path);
    db::Store r = db::Store::open(options.db_path);
    return std::pair{std::move(w), std::move(r)};
  });
  if (!stores) return std::unexpected(stores.error());
  auto impl = std::make_unique<Impl>();
  impl->app = std::make_unique<App>(options, std::move(stores->first), std::move(stores->second));
  App& app = *impl->app;
  auto& http = app.http;

  // cpp-httplib sits behind the front (front.hpp), which reads each request whole before it
  // passes it on, one request a connection, over a Unix socket: a worker is held only while a
  // request is answered, never by a client that is slow to send. The pool bind() started
  // (WorkerPool: all its workers, before "serving" is printed).
  http.new_task_queue = [&app]() -> httplib::TaskQueue* {
    if (app.pool) return app.pool.release();
    return new httplib::ThreadPool(worker_count(app.options));  // run() without bind(): listening fails at once anyway
  };
  http.set_address_family(AF_UNIX);
  // The listening socket kept, so that bind() can give it a backlog for a whole room of phones.
  http.set_socket_options([&app](socket_t sock) { app.listen_socket = static_cast<int>(sock); });
  http.set_payload_max_length(kMaxUpload);  // the front has refused larger bodies than each route reads
  http.set_read_timeout(10, 0);
  http.set_write_timeout(10, 0);

  http.set_post_routing_handler([](const httplib::Request&, httplib::Response& res) { guarded_answer(res); });
  http.set_error_handler([&app](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    const Lang lang = lang_of(app, req);
    const bool api = req.path.rfind("/api/", 0) == 0;
    Error e;
    e.code = res.status == 413 ? "server.too_large" : res.status == 404 ? "server.not_found" : "server.error";
    e.args = {std::to_string(kMaxBody / 1024)};
    if (api) {
      send_error(res, res.status, e, lang);
    } else {
      send_html(res, res.status, present::message_page(present::render(e, lang), lang));
    }
  });
  http.set_exception_handler([&app](const httplib::Request& req, httplib::Response& res, std::exception_ptr ep) {
    Error e;
    e.code = "server.error";
    try {
      std::rethrow_exception(ep);
    } catch (const db::StoreError& s) {
      e = director::from_store(s);
    } catch (const std::exception& x) {
      spdlog::error("{} {}: {}", req.method, masked(req.path), x.what());
    } catch (...) {
    }
    send_error(res, status_of(e) == 422 ? 500 : status_of(e), e, lang_of(app, req));
  });
  if (options.log_requests)
    http.set_logger([](const httplib::Request& req, const httplib::Response& res) {
      spdlog::info("{} {} {}", req.method, masked(req.path), res.status);
    });
  http.Get(R"(/assets/([a-z_]+\.(css|js|svg)))", [](const httplib::Request& req, httplib::Response& res) {
    for (const auto& a : detail::asset_files())
      if (req.matches[1] == a.name) {
        res.set_content(std::string(a.text), content_type_of(a.name).c_str());
        res.set_header("Cache-Control", "max-age=300");
        return;
      }
    res.status = 404;
  });

  register_table_routes(app);
  register_public_routes(app);
  register_console_routes(app);
  register_group_routes(app);
  register_import_routes(app);
  return std::unique_ptr<Server>(new Server(std::move(impl)));
}

Result<int> Server::bind() {
  Impl& i = *impl_;
  App& app = *i.app;
  const Options& o = app.options;
  FrontLimits limits;
  limits.request_deadline = std::chrono::milliseconds(std::max(o.request_deadline_ms, 1));
  limits.per_address = o.connections_per_address;
  limits.max_body = kMaxBody;
  // A file to import, from the signed-in director only: checked on the head, before its body.
  limits.max_upload = kMaxUpload;
  limits.may_upload = [&app](const FrontHead& head) {
    const std::string_view target = head.target;
    return head.method == "POST" && target.substr(0, target.find('?')) == kImportPath &&
           app.director_of_cookies(head.header("Cookie")).has_value();
  };
  auto front = Front::bind(o.bind, o.port, limits,
                           [&app](int status, const std::string& code, const std::vector<std::string>& args,
                                  const FrontHead& head) { return refusal_answer(app, status, code, args, head); });
  if (!front) return std::unexpected(front.error());
  // cpp-httplib, behind the front, on a Unix socket in a directory of this user's only.
  i.socket_dir = private_dir();
  if (i.socket_dir.empty() || !app.http.bind_to_port(i.socket_path(), 1))
    return fail_code("server.cannot_make_socket", "bind", {i.socket_dir.empty() ? std::string("/tmp") : i.socket_dir});
  const size_t workers = worker_count(o);
  size_t started = 0;
  std::string why;
  app.pool = WorkerPool::start(workers, o.start_worker, started, why);
  if (!app.pool) {
    // The sockets bound closed (cpp-httplib, never listening, would not): nothing listens and no
    // worker is left running.
    if (app.listen_socket >= 0) ::close(app.listen_socket), app.listen_socket = -1;
    return fail_code("server.cannot_start_workers", "threads", {std::to_string(workers), std::to_string(started), why});
  }
  // cpp-httplib listens with a backlog of 5 (CPPHTTPLIB_LISTEN_BACKLOG, fixed when Debian built
  // it): a hundred tables posting at once would find its queue full. Listening again on the
  // bound socket sets the backlog to the system's maximum (Linux updates it).
  if (app.listen_socket >= 0) ::listen(app.listen_socket, SOMAXCONN);
  const int port = (*front)->port();
  i.front = std::move(*front);
  if (i.stop_requested) i.front->stop();
  app.port = port;
  app.base_url = base_url_for(o.bind, port, o.public_url);
  // The links printed from now on (table-links, event cards) point where this server answers.
  if (auto recorded = app.write([&](db::Store& s) { return director::record_server_base(s, app.base_url); }); !recorded)
    spdlog::warn("{}", present::say(o.lang, "server.address_not_recorded", {present::render(recorded.error(), o.lang)}));
  return port;
}

// The front serves in this thread, cpp-httplib in another. Once the front has stopped, so does
// cpp-httplib: its stop() acts only on a server already listening, so it is asked until it has
// (a Ctrl-C at once could come before it starts).
void Server::run() {
  Impl& i = *impl_;
  if (!i.front) return;  // not bound: nothing to serve
  std::atomic<bool> finished{false};
  std::thread inner([&] {
    i.app->http.listen_after_bind();
    finished = true;
  });
  i.front->run(i.socket_path());
  while (!finished) {
    i.app->http.stop();
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  inner.join();
}

void Server::stop() {
  impl_->stop_requested = true;
  if (impl_->front) impl_->front->stop();
}

std::string Server::base_url() const { return impl_->app->base_url; }

bool has_password(const db::Store& store) {
  auto v = director::guarded([&] { return store.setting(kPasswordSetting); });
  return v && *v && !(*v)->empty();
}

bool Server::has_password() const {
  return impl_->app->read([](db::Store& s) { return server::has_password(s); });
}

}  // namespace bandeja::server
