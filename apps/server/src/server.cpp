#include "bandeja/server/server.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <condition_variable>
#include <thread>

#include <unistd.h>
#include <cctype>

#include "app.hpp"
#include "assets.hpp"
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

}  // namespace

// ------------------------------------------------------------------ sessions

std::optional<DirectorSession> App::director(const httplib::Request& req) {
  const std::string sid = cookie(req, "bandeja_session");
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

std::string cookie(const httplib::Request& req, const std::string& name) {
  const std::string all = req.get_header_value("Cookie");
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

int status_of(const Error& e) {
  const std::string& c = e.code;
  if (c == "table.unknown_token" || c == "table.not_your_board" || c == "table.round_locked" ||
      c == "table.board_not_played" || c == "table.not_its_line" || c == "table.round_not_reached")
    return 403;
  if (c == "store.no_event" || c == "store.no_result" || c == "store.no_call" || c == "event.not_found" ||
      c == "result.not_found")
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
  std::mutex stop_mu;
  std::condition_variable stop_cv;
  bool stop_requested = false, finished = false;
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

  // cpp-httplib gives each open connection a worker of its own for as long as it stays open
  // (kept alive: until it has been idle for the keep-alive timeout), and its own pool is
  // max(8, cores - 1) workers. An evening keeps many more connections open: each table's
  // phone, and each live page, which asks again every 3 s and so never lets its connection
  // idle out. With cpp-httplib's pool, the ninth open connection waited for one of the first
  // eight to close: eight live pages left open stopped every table. Hence workers enough for a
  // hundred tables and their viewers, and a keep-alive timeout shorter than the live page's
  // refresh, so that a page left open does not hold a worker between its refreshes.
  // The pool bind() started (WorkerPool: all its workers, before "serving" is printed).
  http.new_task_queue = [&app]() -> httplib::TaskQueue* {
    if (app.pool) return app.pool.release();
    return new httplib::ThreadPool(worker_count(app.options));  // run() without bind(): listening fails at once anyway
  };
  http.set_keep_alive_timeout(2);
  // SO_REUSEADDR only: cpp-httplib's default adds SO_REUSEPORT, which lets a second
  // `bandeja serve` bind the same port and take half of the tables' requests. And the
  // listening socket kept, so that bind() can give it a backlog for a whole room of phones.
  http.set_socket_options([&app](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    app.listen_socket = static_cast<int>(sock);
  });
  // cpp-httplib writes an answer's headers and its body in two writes: with Nagle's algorithm
  // on, the body waited for the ACK of the headers, which the phone delays (40 ms on Linux), so
  // every answer on a kept-alive connection came 40 ms late.
  http.set_tcp_nodelay(true);
  http.set_payload_max_length(kMaxBody);
  http.set_read_timeout(10, 0);
  http.set_write_timeout(10, 0);
  http.set_keep_alive_max_count(1000);

  // Every answer: no framing by other sites, no sniffing, no referrer (a table's link is its
  // secret and must not leave in a Referer header), scripts and styles from this server only.
  http.set_post_routing_handler([](const httplib::Request&, httplib::Response& res) {
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("Referrer-Policy", "no-referrer");
    res.set_header("X-Frame-Options", "DENY");
    if (!res.has_header("Content-Security-Policy"))
      res.set_header("Content-Security-Policy",
                   "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                   "frame-ancestors 'none'; form-action 'self'; base-uri 'none'");
    if (!res.has_header("Cache-Control")) res.set_header("Cache-Control", "no-store");
  });
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
  // A body sent in chunks has no length to check before it is read: every route's body is a
  // few KiB at most and every client sends its length, so a chunked one is refused unread.
  http.set_pre_routing_handler([&app](const httplib::Request& req, httplib::Response& res) {
    if (req.get_header_value("Transfer-Encoding").find("chunked") == std::string::npos)
      return httplib::Server::HandlerResponse::Unhandled;
    Error e;
    e.code = "server.length_required";
    res.set_header("Connection", "close");
    send_error(res, 411, e, lang_of(app, req));
    return httplib::Server::HandlerResponse::Handled;
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
  return std::unique_ptr<Server>(new Server(std::move(impl)));
}

Result<int> Server::bind() {
  App& app = *impl_->app;
  const Options& o = app.options;
  const int port = o.port == 0 ? app.http.bind_to_any_port(o.bind) : (app.http.bind_to_port(o.bind, o.port) ? o.port : -1);
  if (port < 0) return fail_code("server.cannot_bind", "port", {o.bind, std::to_string(o.port)});
  const size_t workers = worker_count(o);
  size_t started = 0;
  std::string why;
  app.pool = WorkerPool::start(workers, o.start_worker, started, why);
  if (!app.pool) {
    // The socket bound closed (cpp-httplib, never listening, would not): nothing listens and no
    // worker is left running.
    if (app.listen_socket >= 0) ::close(app.listen_socket), app.listen_socket = -1;
    return fail_code("server.cannot_start_workers", "threads", {std::to_string(workers), std::to_string(started), why});
  }
  // cpp-httplib listens with a backlog of 5 (CPPHTTPLIB_LISTEN_BACKLOG, fixed when Debian built
  // it): thirty tables posting at once overflow it, and the connections the kernel then drops
  // or answers with SYN cookies it cannot take fail, so the phone gets no answer. Listening
  // again on the bound socket sets the backlog to the system's maximum (Linux updates it).
  if (app.listen_socket >= 0) ::listen(app.listen_socket, SOMAXCONN);
  app.port = port;
  app.base_url = base_url_for(o.bind, port, o.public_url);
  // The links printed from now on (table-links, event cards) point where this server answers.
  if (auto recorded = app.write([&](db::Store& s) { return director::record_server_base(s, app.base_url); }); !recorded)
    spdlog::warn("{}", present::say(o.lang, "server.address_not_recorded", {present::render(recorded.error(), o.lang)}));
  return port;
}

// cpp-httplib's stop() acts only on a server already listening: a stop asked for between bind()
// and the start of listening (a Ctrl-C at once) would be lost. So stop() only records the
// request, and a watcher that run() starts stops the server as soon as it is listening.
void Server::run() {
  Impl& i = *impl_;
  std::thread watcher([&i] {
    std::unique_lock lock(i.stop_mu);
    i.stop_cv.wait(lock, [&i] { return i.stop_requested || i.finished; });
    while (!i.finished) {
      i.app->http.stop();
      i.stop_cv.wait_for(lock, std::chrono::milliseconds(5));
    }
  });
  i.app->http.listen_after_bind();
  {
    std::lock_guard lock(i.stop_mu);
    i.finished = true;
  }
  i.stop_cv.notify_all();
  watcher.join();
}

void Server::stop() {
  {
    std::lock_guard lock(impl_->stop_mu);
    impl_->stop_requested = true;
  }
  impl_->stop_cv.notify_all();
}

std::string Server::base_url() const { return impl_->app->base_url; }

bool has_password(const db::Store& store) {
  auto v = director::guarded([&] { return store.setting(kPasswordSetting); });
  return v && *v && !(*v)->empty();
}

bool Server::has_password() const {
  return impl_->app->read([](db::Store& s) { return server::has_password(s); });
}

std::string base_url_for(const std::string& bind, int port, const std::string& public_url) {
  if (!public_url.empty()) return director::without_slash(public_url);
  std::string host = bind;
  if (host == "0.0.0.0" || host.empty()) {
    host = lan_address();
    if (host.empty()) host = "127.0.0.1";
  }
  return "http://" + host + ":" + std::to_string(port);
}

std::string lan_address() {
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return "";
  std::string found;
  for (ifaddrs* i = list; i && found.empty(); i = i->ifa_next) {
    if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET) continue;
    const auto* in = reinterpret_cast<const sockaddr_in*>(i->ifa_addr);
    if ((ntohl(in->sin_addr.s_addr) >> 24) == 127) continue;
    char text[INET_ADDRSTRLEN] = {};
    if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) found = text;
  }
  freeifaddrs(list);
  return found;
}

}  // namespace bandeja::server
