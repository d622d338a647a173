#include "http_fixture.hpp"

#include <doctest/doctest.h>

#include <chrono>
#include <csignal>
#include <regex>
#include <stdexcept>

#include "bandeja/director/events.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/server/security.hpp"

namespace bandeja::test {

movement::Spec mitchell(int tables, int boards_per_round) {
  movement::Spec spec;
  spec.type = "mitchell";
  spec.tables = tables;
  spec.boards_per_round = boards_per_round;
  spec.skip = tables % 2 == 0;
  return spec;
}

Served::Served() : Served(Setup{}) {}

Served::Served(const Setup& setup) {
  std::signal(SIGPIPE, SIG_IGN);  // a write to a connection the other side has closed
  {
    db::Store s = db::Store::open(db);
    director::NewEventSpec spec;
    spec.name = setup.name;
    spec.movement = setup.movement;
    spec.scoring = setup.scoring;
    auto created = director::create_event(s, spec, Lang::En);
    if (!created) throw std::runtime_error("create_event: " + created.error().code);
    event = s.event_info(created->id);
    auto l = director::issue_table_links(s, event, server::random_token);
    if (!l) throw std::runtime_error("issue_table_links: " + l.error().code);
    links = *l;
    rows = s.rows(event.id);
    if (setup.password) s.put_setting(server::kPasswordSetting, server::hash_password(kPassword).value());
  }
  per_address = setup.per_address;
  deadline_ms = setup.deadline_ms;
  if (setup.serve) start(setup.threads);
}

void Served::start(int threads) {
  server::Options o;
  o.db_path = db;
  o.port = 0;
  o.threads = threads;
  if (per_address > 0) o.connections_per_address = per_address;
  if (deadline_ms > 0) o.request_deadline_ms = deadline_ms;
  auto opened = server::Server::open(o);
  if (!opened) throw std::runtime_error("Server::open: " + opened.error().code);
  server = std::move(*opened);
  auto bound = server->bind();
  if (!bound) throw std::runtime_error("Server::bind: " + bound.error().code);
  port = *bound;
  thread = std::thread([this] { server->run(); });
  // stop() stops only a server that is already listening: wait until it answers.
  for (int i = 0; i < 1000; ++i) {
    auto c = client();
    if (auto r = c->Get("/api/events"); r && r->status == 200) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  FAIL("the server did not answer on port " << port);
}

Served::~Served() {
  if (!server) return;
  server->stop();
  thread.join();
}

std::unique_ptr<httplib::Client> Served::client() const {
  auto c = std::make_unique<httplib::Client>("127.0.0.1", port);
  c->set_connection_timeout(5, 0);
  c->set_read_timeout(20, 0);
  c->set_write_timeout(20, 0);
  return c;
}

const movement::Row& Served::row(int round, int table) const {
  for (const auto& r : rows)
    if (r.round == round && r.table == table) return r;
  throw std::runtime_error("no row for table " + std::to_string(table) + " in round " + std::to_string(round));
}

Json entry(int round, int board, const std::string& contract, const std::string& declarer, const std::string& result,
           const std::string& key, const std::string& lead) {
  Json j{{"round", round}, {"board", board}, {"contract", contract}, {"declarer", declarer}, {"result", result}, {"key", key}};
  if (!lead.empty()) j["lead"] = lead;
  return j;
}

Played played(int board, int table) {
  static const Played all[] = {{"4S", "N", "="}, {"3NT", "E", "-1"}, {"2H", "S", "+1"}, {"4H", "W", "="},
                               {"1NT", "N", "+2"}, {"3C", "S", "-2"}, {"5DX", "E", "-1"}};
  return all[static_cast<size_t>(board * 3 + table) % std::size(all)];
}

Json entry_for(int round, int board, int table, const std::string& key) {
  const Played p = played(board, table);
  return entry(round, board, p.contract, p.declarer, p.result, key);
}

bool is_line(const db::ResultLine& l, int round, int table, int board, const Played& p) {
  const auto* x = std::get_if<score::Played>(&l.entry);
  if (!x || l.round != round || l.table != table || l.board != board) return false;
  const int over = x->tricks - 6 - x->contract.level;
  const std::string result = over == 0 ? "=" : (over > 0 ? "+" : "") + std::to_string(over);
  return score::to_string(x->contract) == p.contract && score::to_string(x->declarer) == p.declarer && result == p.result;
}

std::string Answer::header(const std::string& name) const {
  auto it = headers.find(name);
  return it == headers.end() ? std::string() : it->second;
}

Answer answer_of(const httplib::Result& r) {
  Answer a;
  if (!r) {
    a.error = httplib::to_string(r.error());
    return a;
  }
  a.status = r->status;
  a.body = r->body;
  a.headers = r->headers;
  a.json = Json::parse(a.body, nullptr, false);
  return a;
}

Answer post_json(httplib::Client& c, const std::string& path, const std::string& body) {
  return answer_of(c.Post(path, body, "application/json"));
}

Answer post_json(httplib::Client& c, const std::string& path, const Json& body) { return post_json(c, path, body.dump()); }

Answer get(httplib::Client& c, const std::string& path, const httplib::Headers& headers) {
  return answer_of(c.Get(path, headers));
}

std::string set_cookie_value(const Answer& a, const std::string& name) {
  auto [first, last] = a.headers.equal_range("Set-Cookie");
  for (auto it = first; it != last; ++it) {
    const std::string& v = it->second;
    if (v.rfind(name + "=", 0) != 0) continue;
    const size_t end = v.find(';');
    return v.substr(name.size() + 1, end == std::string::npos ? std::string::npos : end - name.size() - 1);
  }
  return "";
}

std::pair<Answer, std::optional<Director>> sign_in(httplib::Client& c, const std::string& password) {
  const Answer form = get(c, "/director/login");
  REQUIRE(form.status == 200);
  const std::string login = set_cookie_value(form, "bandeja_login");
  REQUIRE(login.size() == 32);
  REQUIRE(form.body.find("value=\"" + login + "\"") != std::string::npos);  // the form's hidden token
  Answer a = answer_of(c.Post("/director/login", {{"Cookie", "bandeja_login=" + login}},
                              httplib::Params{{"password", password}, {"csrf", login}}));
  const std::string sid = set_cookie_value(a, "bandeja_session");
  if (a.status != 303 || sid.empty()) return {a, std::nullopt};
  return {a, Director{"bandeja_session=" + sid, ""}};
}

Director signed_in(const Served& s, httplib::Client& c) {
  auto [a, d] = sign_in(c, kPassword);
  REQUIRE(a.status == 303);
  REQUIRE(d);
  const Answer page = get(c, "/director/events/" + std::to_string(s.event.id), d->headers());
  REQUIRE(page.status == 200);
  static const std::regex csrf(R"re(name="csrf" value="([A-Za-z0-9_-]{32})")re");
  std::smatch m;
  REQUIRE(std::regex_search(page.body, m, csrf));
  d->csrf = m[1];
  return *d;
}

Answer console_post(httplib::Client& c, const Director& d, const std::string& path, const httplib::Params& fields) {
  return answer_of(c.Post(path, d.headers(), fields));
}

Served::Setup with_password() {
  Served::Setup s;
  s.password = true;
  return s;
}

std::string event_path(const Served& s) { return "/director/events/" + std::to_string(s.event.id); }

Served::Setup saturday_swiss() {
  Served::Setup setup = with_password();
  setup.name = "Saturday Swiss";
  setup.movement.type = "swiss";
  setup.movement.tables = 4;
  setup.movement.boards_per_round = 2;
  setup.scoring = "imps";
  return setup;
}

void speaks_the_consoles_words(const std::string& body) {
  for (const char* cli : {" --", "bandeja "}) {
    const auto at = body.find(cli);
    const std::string around = at == std::string::npos ? std::string() : body.substr(at > 80 ? at - 80 : 0, 200);
    CHECK_MESSAGE(at == std::string::npos, around);
  }
}

}  // namespace bandeja::test
