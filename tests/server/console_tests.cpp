// The director's console (/director) over HTTP: behind the password (and its limit on wrong
// ones), every change behind the session's CSRF token, and each change it makes read back from
// the event file: a locked round, a corrected and a deleted line (the audit log saying who),
// the published results. And every name escaped wherever a page shows it.
#include <doctest/doctest.h>

#include <fstream>
#include <latch>
#include <thread>
#include <vector>

#include "bandeja/director/tables.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/score/entry.hpp"
#include "http_fixture.hpp"
#include "unmarked.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

// Table `table` enters its first board of round 1; the line's id.
db::Id table_enters(const Served& s, httplib::Client& c, int table, const std::string& result = "=") {
  const int b = s.row(1, table).boards[0];
  const Answer a = post_json(c, "/api/t/" + s.token(table) + "/results", entry(1, b, "4S", "N", result, "k" + std::to_string(b)));
  REQUIRE(a.status == 201);
  return a.json["line"]["id"].get<db::Id>();
}

}  // namespace

TEST_CASE("Without a session the console redirects to the sign-in page") {
  Served s(with_password());
  auto c = s.client();
  for (const std::string& path : {std::string("/director"), event_path(s), event_path(s) + "/audit"}) {
    CAPTURE(path);
    const Answer a = get(*c, path);
    CHECK(a.status == 303);
    CHECK(a.header("Location") == "/director/login");
  }
  // A change without a session changes nothing.
  const Answer lock = answer_of(c->Post(event_path(s) + "/rounds/1/lock", httplib::Params{{"locked", "1"}}));
  CHECK(lock.status == 303);
  CHECK(lock.header("Location") == "/director/login");
  CHECK(s.store().locked_rounds(s.event.id).empty());
  // A session cookie the server never gave is no session.
  const Answer forged = get(*c, "/director", {{"Cookie", "bandeja_session=" + server::random_token()}});
  CHECK(forged.status == 303);
  const Answer login = get(*c, "/director/login");
  CHECK(login.status == 200);
  CHECK(has(login.body, "type=\"password\""));
}

TEST_CASE("A wrong password is refused and after five the sixth is refused even when right") {
  Served s(with_password());
  auto c = s.client();
  for (int i = 1; i <= 5; ++i) {
    CAPTURE(i);
    auto [a, d] = sign_in(*c, "wrong password " + std::to_string(i));
    CHECK(a.status == 401);
    CHECK(!d);
    CHECK(has(a.body, "wrong password"));
  }
  auto [sixth, d] = sign_in(*c, kPassword);
  CHECK(sixth.status == 429);
  CHECK(!d);
  CHECK(!sixth.header("Retry-After").empty());
  CHECK(has(sixth.body, "too many wrong passwords"));
}

TEST_CASE("The right password opens a session and signing in needs the sign-in form's token") {
  Served s(with_password());
  auto c = s.client();
  auto [a, d] = sign_in(*c, kPassword);
  REQUIRE(a.status == 303);
  CHECK(a.header("Location") == "/director");
  REQUIRE(d);
  const Answer console = get(*c, "/director", d->headers());
  CHECK(console.status == 200);
  CHECK(has(console.body, "Tuesday pairs"));
  // A sign-in posted without the cookie's token (from another site's form) is refused.
  const Answer no_token = answer_of(c->Post("/director/login", httplib::Params{{"password", kPassword}, {"csrf", "x"}}));
  CHECK(no_token.status == 403);
  CHECK(set_cookie_value(no_token, "bandeja_session").empty());
}

TEST_CASE("A console change without the CSRF token is answered 403 and changes nothing") {
  Served s(with_password());
  auto c = s.client();
  const db::Id line = table_enters(s, *c, 1);
  const Director d = signed_in(s, *c);
  const std::string wrong = server::random_token();
  for (const auto& csrf : std::vector<httplib::Params>{{}, {{"csrf", wrong}}, {{"csrf", ""}}}) {
    auto fields = [&](httplib::Params p) {
      p.insert(csrf.begin(), csrf.end());
      return p;
    };
    CHECK(console_post(*c, d, event_path(s) + "/rounds/1/lock", fields({{"locked", "1"}})).status == 403);
    CHECK(console_post(*c, d, event_path(s) + "/results/" + std::to_string(line), fields({{"entry", "4S N +1"}})).status == 403);
    CHECK(console_post(*c, d, event_path(s) + "/results/" + std::to_string(line) + "/delete", fields({})).status == 403);
    CHECK(console_post(*c, d, event_path(s) + "/publish", fields({{"published", "1"}})).status == 403);
    CHECK(console_post(*c, d, event_path(s) + "/pairs/1NS", fields({{"name1", "Ana"}, {"name2", "Luis"}})).status == 403);
    CHECK(console_post(*c, d, "/director/events", fields({{"name", "Other"}, {"movement", "mitchell"}, {"tables", "3"}, {"boards_per_round", "2"}})).status == 403);
  }
  auto store = s.store();
  CHECK(store.locked_rounds(s.event.id).empty());
  const auto lines = store.results(s.event.id);
  REQUIRE(lines.size() == 1);
  CHECK(std::get<score::Played>(lines[0].entry).tricks == 10);
  CHECK(!director::is_published(store, s.event.id));
  CHECK(store.pairs(s.event.id)[0].players.empty());
  CHECK(store.events().size() == 1);
  CHECK(store.audit(s.event.id).size() == 1);
  // The right token in the URL's query string is no token: a secret in a URL ends up in logs.
  const Answer in_url = console_post(*c, d, event_path(s) + "/rounds/1/lock?csrf=" + d.csrf, {{"locked", "1"}});
  CHECK(in_url.status == 403);
  CHECK(s.store().locked_rounds(s.event.id).empty());
  // The token in the X-CSRF-Token header does as the form field.
  const Answer header = answer_of(c->Post(event_path(s) + "/rounds/1/lock", {{"Cookie", d.session}, {"X-CSRF-Token", d.csrf}},
                                          httplib::Params{{"locked", "1"}, {"confirm", "1"}}));
  CHECK(header.status == 303);
  CHECK(s.store().locked_rounds(s.event.id) == std::vector<int>{1});
}

TEST_CASE("A round the director locks from the console refuses the tables' posts until unlocked") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  // Boards are still to enter: the console asks first, and locks once told again.
  const Answer ask = console_post(*c, d, event_path(s) + "/rounds/1/lock", {{"locked", "1"}, {"csrf", d.csrf}});
  CHECK(ask.status == 200);
  CHECK(has(ask.body, "Round 1 still has 10 boards to enter, at tables 1, 2, 3, 4, 5."));
  CHECK(has(ask.body, "Lock round 1 anyway"));
  CHECK(s.store().locked_rounds(s.event.id).empty());
  const Answer es = console_post(*c, d, event_path(s) + "/rounds/1/lock?lang=es", {{"locked", "1"}, {"csrf", d.csrf}});
  CHECK(has(es.body, "A la ronda 1 le faltan 10 tableros por entrar, en las mesas 1, 2, 3, 4, 5."));
  // Its language links open the same question (read again, nothing locked).
  CHECK(has(ask.body, "href=\"" + event_path(s) + "/rounds/1/lock?lang=fr\""));
  const Answer fr = get(*c, event_path(s) + "/rounds/1/lock?lang=fr", d.headers());
  CHECK(fr.status == 200);
  CHECK(has(fr.body, "id=\"lock-missing\""));
  CHECK(has(fr.body, "lang=\"fr\""));
  CHECK(s.store().locked_rounds(s.event.id).empty());
  // A round with nothing to enter has no question: the event page.
  CHECK(get(*c, event_path(s) + "/rounds/9/lock", d.headers()).status == 303);
  const Answer lock = console_post(*c, d, event_path(s) + "/rounds/1/lock", {{"locked", "1"}, {"confirm", "1"}, {"csrf", d.csrf}});
  CHECK(lock.status == 303);
  CHECK(lock.header("Location") == event_path(s) + "?done=locked");
  CHECK(s.store().locked_rounds(s.event.id) == std::vector<int>{1});
  const int b = s.row(1, 1).boards[0];
  const Answer refused = post_json(*c, "/api/t/" + s.token(1) + "/results", entry(1, b, "4S", "N", "=", "k"));
  CHECK(refused.status == 403);
  CHECK(refused.json["error"]["code"] == "table.round_locked");
  CHECK(s.lines().empty());
  // Round 2 stays open; the table's view says round 1 is locked.
  CHECK(post_json(*c, "/api/t/" + s.token(1) + "/results", entry(2, s.row(2, 1).boards[0], "4S", "N", "=", "k2")).status == 201);
  CHECK(get(*c, "/api/t/" + s.token(1)).json["rounds"][0]["locked"] == true);
  // The grid says it in words above its Unlock button; the tables the director waits for in a
  // round under way (locked, or begun) are marked empty, a round not begun is only waiting.
  const std::string grid = get(*c, event_path(s), d.headers()).body;
  CHECK(has(grid, "<th class=\"locked-round\">Round 1 <span class=\"locked\">locked</span>"));
  CHECK(has(grid, "class=\"empty\" data-table=\"2\" data-round=\"1\""));  // locked, nothing in
  CHECK(has(grid, "class=\"partial\" data-table=\"1\" data-round=\"2\""));
  CHECK(has(grid, "class=\"empty\" data-table=\"2\" data-round=\"2\""));  // begun at table 1
  CHECK(has(grid, "class=\"waiting\" data-table=\"2\" data-round=\"3\""));  // not begun
  // Unlocked, the table may enter it.
  CHECK(console_post(*c, d, event_path(s) + "/rounds/1/lock", {{"locked", "0"}, {"csrf", d.csrf}}).status == 303);
  CHECK(s.store().locked_rounds(s.event.id).empty());
  CHECK(post_json(*c, "/api/t/" + s.token(1) + "/results", entry(1, b, "4S", "N", "=", "k3")).status == 201);
  CHECK(s.lines().size() == 2);
}

TEST_CASE("Every lock and unlock of a round is in the audit trail, with its time and who, once per change") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string lock = event_path(s) + "/rounds/1/lock";
  REQUIRE(console_post(*c, d, lock, {{"locked", "1"}, {"confirm", "1"}, {"csrf", d.csrf}}).status == 303);
  // Locking a locked round changes nothing, and logs nothing.
  REQUIRE(console_post(*c, d, lock, {{"locked", "1"}, {"confirm", "1"}, {"csrf", d.csrf}}).status == 303);
  const int b = s.row(1, 1).boards[0];
  // The log's times are to the millisecond, and an entry now takes less than one: steps a
  // millisecond apart, so that each has a time of its own to be ordered by.
  const auto apart = [] { std::this_thread::sleep_for(std::chrono::milliseconds(3)); };
  apart();
  REQUIRE(post_json(*c, "/api/t/" + s.token(1) + "/results", entry(2, s.row(2, 1).boards[0], "4S", "N", "=", "r2")).status == 201);
  apart();
  REQUIRE(console_post(*c, d, lock, {{"locked", "0"}, {"csrf", d.csrf}}).status == 303);
  apart();
  REQUIRE(post_json(*c, "/api/t/" + s.token(1) + "/results", entry(1, b, "3NT", "S", "=", "r1")).status == 201);
  const auto audit = s.store().audit(s.event.id);
  std::vector<std::string> actions;
  for (const auto& a : audit) actions.push_back(a.action + (a.round ? " " + std::to_string(*a.round) : ""));
  // In the order they happened: the lock, the table's round-2 board, the unlock, round 1's board.
  CHECK(actions == std::vector<std::string>{"lock 1", "insert", "unlock 1", "insert"});
  CHECK(audit[0].note == "console");
  for (size_t i = 1; i < audit.size(); ++i) CHECK(audit[i - 1].at <= audit[i].at);
  // The console's audit log and `bandeja audit` say it in the director's language.
  const Answer page = get(*c, event_path(s) + "/audit", d.headers());
  CHECK(has(page.body, "<tr class=\"lock\">"));
  CHECK(has(page.body, "round 1 locked: no table can enter or change its boards"));
  CHECK(has(page.body, "round 1 unlocked: its tables can enter again"));
  CHECK(has(get(*c, event_path(s) + "/audit?lang=es", d.headers()).body, "ronda 1 cerrada: ninguna mesa puede introducir ni cambiar sus manos"));
  const auto cli = run_cli({"--db", s.db, "audit", s.event.name});
  CHECK(cli.status == 0);
  CHECK(has(cli.out, "lock   round 1 locked: no table can enter or change its boards  [console]"));
  CHECK(has(cli.out, "unlock round 1 unlocked: its tables can enter again  [console]"));
  // The event deleted, its lock log goes with it.
  s.store().delete_event(s.event.id);
  CHECK(s.store().round_lock_records(s.event.id).empty());
}

TEST_CASE("An entry a table confirmed as the director locked its round is never lost in silence: a call on the console says what it was and why, until the board is stored and the call answered") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  REQUIRE(console_post(*c, d, event_path(s) + "/rounds/1/lock", {{"locked", "1"}, {"confirm", "1"}, {"csrf", d.csrf}}).status == 303);
  const int b = s.row(1, 2).boards[0];
  const Json confirmed = entry(1, b, "4S", "N", "=", "confirmed-late");
  const Answer refused = post_json(*c, "/api/t/" + s.token(2) + "/results", confirmed);
  CHECK(refused.status == 403);
  CHECK(refused.json["error"]["code"] == "table.round_locked");
  CHECK(s.lines().empty());
  // The phone sends it again (it keeps it): still one call.
  CHECK(post_json(*c, "/api/t/" + s.token(2) + "/results", confirmed).status == 403);
  auto calls = s.store().calls(s.event.id);
  REQUIRE(calls.size() == 1);
  CHECK(calls[0].table == 2);
  CHECK(calls[0].round == std::optional<int>(1));
  const auto what = director::refused_entry(calls[0]);
  REQUIRE(what);
  CHECK(what->board == b);
  CHECK(what->entry == "4S N =");
  CHECK(what->why.code == "table.round_locked");
  // The console shows it, in the director's language and letters (the phone's "4S" is 4♠).
  const Answer page = get(*c, event_path(s), d.headers());
  CHECK(has(page.body, "<li class=\"not-stored\">"));
  CHECK(has(page.body, "board " + std::to_string(b) + ": 4♠ N = NOT stored: round 1 is closed"));
  const Answer es = get(*c, event_path(s) + "?lang=es", d.headers());
  CHECK(has(es.body, "tablero " + std::to_string(b) + ": 4♠ N = NO guardado: la ronda 1 está cerrada"));
  // A call from the table's button is a call, not a refused entry.
  CHECK_FALSE(director::refused_entry(db::DirectorCall{}));
  // Answered, it leaves the console.
  CHECK(console_post(*c, d, event_path(s) + "/calls/" + std::to_string(calls[0].id) + "/answer", {{"csrf", d.csrf}}).status == 303);
  CHECK_FALSE(has(get(*c, event_path(s), d.headers()).body, "NOT stored"));
  // A phone posting refused entries without end raises at most four open calls for its table.
  for (int k = 0; k < 10; ++k)
    CHECK(post_json(*c, "/api/t/" + s.token(2) + "/results",
                    entry(1, b, std::to_string(1 + k % 7) + (k < 7 ? "NT" : "S"), "S", "=", "flood" + std::to_string(k)))
              .status == 403);
  size_t open = 0;
  for (const auto& call : s.store().calls(s.event.id)) open += call.table == 2 && !call.answered_at;
  CHECK(open == 4);
}

TEST_CASE("The director corrects a line from the console and the audit log says director, a table's entry table N") {
  Served s(with_password());
  auto c = s.client();
  const db::Id id = table_enters(s, *c, 3);
  const Director d = signed_in(s, *c);
  const Answer fix = console_post(*c, d, event_path(s) + "/results/" + std::to_string(id), {{"entry", "4S N +1"}, {"csrf", d.csrf}});
  CHECK(fix.status == 303);
  CHECK(fix.header("Location") == event_path(s) + "?done=edited#results");
  auto store = s.store();
  const auto line = store.result(s.event.id, id);
  REQUIRE(line);
  CHECK(std::get<score::Played>(line->entry).tricks == 11);
  CHECK(line->table == 3);
  const auto audit = store.audit(s.event.id);
  REQUIRE(audit.size() == 2);
  CHECK(audit[0].action == "insert");
  CHECK(audit[0].note == "table 3");
  CHECK(audit[1].action == "update");
  CHECK(audit[1].note == "director");
  REQUIRE(audit[1].old_value);
  CHECK(std::get<score::Played>(audit[1].old_value->entry).tricks == 10);
  // The audit page shows both.
  const Answer page = get(*c, event_path(s) + "/audit", d.headers());
  CHECK(has(page.body, "<td>table 3</td>"));
  CHECK(has(page.body, "<td>director</td>"));
  // A correction the checks refuse changes nothing.
  const Answer bad = console_post(*c, d, event_path(s) + "/results/" + std::to_string(id), {{"entry", "8S N ="}, {"csrf", d.csrf}});
  CHECK(bad.status == 422);
  CHECK(std::get<score::Played>(s.store().result(s.event.id, id)->entry).tricks == 11);
}

TEST_CASE("The director deletes a line from the console and the audit log keeps it") {
  Served s(with_password());
  auto c = s.client();
  const db::Id id = table_enters(s, *c, 2);
  const db::Id other = table_enters(s, *c, 4);
  const Director d = signed_in(s, *c);
  const Answer del = console_post(*c, d, event_path(s) + "/results/" + std::to_string(id) + "/delete", {{"csrf", d.csrf}});
  CHECK(del.status == 303);
  CHECK(del.header("Location") == event_path(s) + "?done=deleted#results");
  auto store = s.store();
  CHECK(!store.result(s.event.id, id));
  CHECK(store.result(s.event.id, other));
  const auto audit = store.audit(s.event.id);
  REQUIRE(audit.size() == 3);
  CHECK(audit[2].action == "delete");
  CHECK(audit[2].result_id == id);
  CHECK(audit[2].note == "director");
  // A line that is no longer there: nothing to delete.
  CHECK(console_post(*c, d, event_path(s) + "/results/" + std::to_string(id) + "/delete", {{"csrf", d.csrf}}).status == 404);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("The director publishes from the console and then /results/ID/ serves the site") {
  Served s(with_password());
  auto c = s.client();
  for (int t = 1; t <= 5; ++t) table_enters(s, *c, t);
  const std::string site = "/results/" + std::to_string(s.event.id) + "/";
  CHECK(get(*c, site).status == 404);
  const Director d = signed_in(s, *c);
  const Answer pub = console_post(*c, d, event_path(s) + "/publish", {{"published", "1"}, {"csrf", d.csrf}});
  CHECK(pub.status == 303);
  CHECK(pub.header("Location") == event_path(s) + "?done=published");
  CHECK(director::is_published(s.store(), s.event.id));
  const Answer index = get(*c, site);
  CHECK(index.status == 200);
  CHECK(has(index.body, "Tuesday pairs"));
  CHECK(has(get(*c, "/live/" + std::to_string(s.event.id)).body, "href=\"" + site + "\""));
  // Withdrawn, it is gone again.
  CHECK(console_post(*c, d, event_path(s) + "/publish", {{"published", "0"}, {"csrf", d.csrf}}).status == 303);
  CHECK(get(*c, site).status == 404);
}

TEST_CASE("A ranking with results still to come says provisional on the console and the live page, and the site's link is not called final") {
  Served s(with_password());
  auto c = s.client();
  table_enters(s, *c, 1);
  const Director d = signed_in(s, *c);
  REQUIRE(console_post(*c, d, event_path(s) + "/publish", {{"published", "1"}, {"csrf", d.csrf}}).status == 303);
  const std::string live = "/live/" + std::to_string(s.event.id);
  // 5 tables, 5 rounds of 2 boards: 50 results expected, 1 in.
  const Answer ranking = get(*c, event_path(s) + "/ranking", d.headers());
  CHECK(has(ranking.body, "<strong>Provisional</strong> 49 of 50 results are still to come; these are not the final results."));
  CHECK(has(get(*c, event_path(s) + "/ranking?lang=fr", d.headers()).body, "<strong>Provisoire</strong>"));
  const Answer page = get(*c, live);
  CHECK(has(page.body, "49 of 50 results are still to come"));
  CHECK(has(page.body, "Published results (provisional)"));
  CHECK_FALSE(has(page.body, "Final results"));
  CHECK(has(get(*c, live + "?lang=es").body, "Resultados publicados (provisionales)"));
  // The director says the evening is over as it stands: final everywhere.
  REQUIRE(run_cli({"--db", s.db, "event", "final", s.event.name}).status == 0);
  const Answer final_page = get(*c, live);
  CHECK(has(final_page.body, "Final results"));
  CHECK_FALSE(has(final_page.body, "still to come"));
  CHECK_FALSE(has(get(*c, event_path(s) + "/ranking", d.headers()).body, "Provisional"));
}

TEST_CASE("A Swiss's next round is drawn from the console once the round is played, and the tables' phones see it") {
  Served s(saturday_swiss());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string page = get(*c, event_path(s), d.headers()).body;
  CHECK(has(page, "action=\"" + event_path(s) + "/swiss/next\""));
  CHECK(has(page, ">Draw round 2</button>"));
  // Too early: the round is not played; the page says what is missing and nothing is drawn.
  const Answer early = console_post(*c, d, event_path(s) + "/swiss/next", {{"csrf", d.csrf}});
  CHECK(early.status == 422);
  CHECK(has(early.body, "round 1 is not finished (8 result(s) still to come)"));
  CHECK(s.store().event_info(s.event.id).rounds == 1);
  // Every table enters both boards of round 1 from its phone.
  for (int t = 1; t <= 4; ++t)
    for (int b : s.row(1, t).boards)
      REQUIRE(post_json(*c, "/api/t/" + s.token(t) + "/results", entry(1, b, "4S", "N", t % 2 ? "=" : "-1", "k" + std::to_string(t * 10 + b)))
                  .status == 201);
  const Answer drawn = console_post(*c, d, event_path(s) + "/swiss/next", {{"csrf", d.csrf}});
  CHECK(drawn.status == 303);
  CHECK(drawn.header("Location") == event_path(s) + "?done=drawn");
  CHECK(s.store().event_info(s.event.id).rounds == 2);
  CHECK(has(get(*c, event_path(s) + "?done=drawn", d.headers()).body, "The next round is drawn from the standings"));
  // Table 1's phone has round 2 now, on boards 3 and 4.
  const auto view = get(*c, "/api/t/" + s.token(1)).json;
  REQUIRE(view["rounds"].size() == 2);
  REQUIRE(view["rounds"][1]["boards"].size() == 2);
  CHECK(view["rounds"][1]["boards"][0]["board"] == 3);
  CHECK(view["rounds"][1]["boards"][1]["board"] == 4);
}

TEST_CASE("Every name is escaped on the live page, the table page, the console and the published site") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string script = "<script>alert(1)</script>";
  const std::string escaped = "&lt;script&gt;alert(1)&lt;/script&gt;";
  const std::string pair = *s.row(1, 1).ns;
  const Answer named = console_post(*c, d, event_path(s) + "/pairs/" + pair,
                                    {{"name1", script}, {"name2", "O'Brien & \"Bo\""}, {"csrf", d.csrf}});
  REQUIRE(named.status == 303);
  REQUIRE(s.store().pairs(s.event.id)[0].players.at(0).name == script);
  for (int t = 1; t <= 5; ++t) table_enters(s, *c, t);
  REQUIRE(console_post(*c, d, event_path(s) + "/publish", {{"published", "1"}, {"csrf", d.csrf}}).status == 303);

  const std::string id = std::to_string(s.event.id);
  for (const auto& [path, headers] : std::vector<std::pair<std::string, httplib::Headers>>{
           {"/live/" + id, {}},
           {"/live/" + id + "/fragment", {}},
           {"/t/" + s.token(1), {}},
           {"/t/" + s.token(1) + "/status", {}},
           {"/director/events/" + id, d.headers()},
           {"/director/events/" + id + "/ranking", d.headers()},
           {"/results/" + id + "/", {}}}) {
    CAPTURE(path);
    const Answer a = get(*c, path, headers);
    CHECK(a.status == 200);
    CHECK(!has(a.body, script));
    CHECK(!has(a.body, "alert(1)</"));
    CHECK(has(a.body, escaped));
    CHECK(!has(a.body, "O'Brien & \"Bo\""));
  }
  // The API gives the name as it is, in JSON.
  const Answer view = get(*c, "/api/t/" + s.token(1));
  CHECK(has(view.json["rounds"][0]["ns_names"].get<std::string>(), script));
}

TEST_CASE("The console comes in Spanish with ?lang=es or Accept-Language: es") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const Answer q = get(*c, "/director?lang=es", d.headers());
  CHECK(q.status == 200);
  CHECK(has(q.body, "<html lang=\"es\">"));
  CHECK(has(q.body, "Consola del director"));
  httplib::Headers h = d.headers();
  h.emplace("Accept-Language", "es");
  const Answer accept = get(*c, event_path(s), h);
  CHECK(has(accept.body, "<html lang=\"es\">"));
  CHECK(has(accept.body, "Publicar los resultados"));
  // A refusal in Spanish too.
  auto [wrong, none] = sign_in(*c, "no es esta");
  CHECK(wrong.status == 401);
  const Answer es = answer_of(c->Post("/director/login?lang=es", httplib::Params{{"password", "x"}, {"csrf", "y"}}));
  CHECK(es.status == 403);
  CHECK(has(es.body, "este formulario ha caducado"));
}

TEST_CASE("A round's slips typed at the console's desk entry are stored through the prompt's checks, said back as understood, and a row a table changed since is never overwritten") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string slips = event_path(s) + "/rounds/1/enter";
  // The page: every board of every table of the round, each a row with the movement's pairs.
  const Answer page = get(*c, slips + "?lang=es", d.headers());
  CHECK(page.status == 200);
  CHECK(has(page.body, "Ronda 1: las papeletas"));
  size_t rows = 0;
  for (size_t at = page.body.find("class=\"slip\""); at != std::string::npos; at = page.body.find("class=\"slip\"", at + 1)) ++rows;
  CHECK(rows == 10);  // 5 tables, 2 boards a round
  CHECK(has(page.body, "Mesa 1: 1NS"));
  CHECK(has(page.body, "1EO"));
  // One row sent as entry.js sends it.
  const int b1 = s.row(1, 1).boards[0], b2 = s.row(1, 1).boards[1];
  auto send = [&](int board, const std::string& entry, const std::string& had, const std::string& lang = "es") {
    httplib::Headers h = d.headers();
    h.emplace("Accept", "application/json");
    h.emplace("X-CSRF-Token", d.csrf);
    return answer_of(c->Post(slips + "?lang=" + lang, h,
                             httplib::Params{{"table", "1"}, {"board", std::to_string(board)}, {"entry", entry}, {"had", had}}));
  };
  // 4C in Spanish is hearts: said back with its suit symbol, so the director sees it.
  const Answer first = send(b1, "4C N 10", "");
  CHECK(first.status == 200);
  CHECK(first.json["ok"] == true);
  CHECK(has(first.json["understood"].get<std::string>(), "4\u2665 N"));
  CHECK(has(first.json["understood"].get<std::string>(), "NS +"));
  auto lines = s.lines();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].board == b1);
  CHECK(std::get<score::Played>(lines[0].entry).contract.strain == score::Strain::Hearts);
  // A bad line is refused naming its field, and nothing is stored.
  const Answer bad = send(b2, "4Z N 10", "");
  CHECK(bad.status == 422);
  CHECK(bad.json["ok"] == false);
  CHECK(!bad.json["error"].get<std::string>().empty());
  CHECK(s.lines().size() == 1);
  // Board 2 is stored by the table's phone after the page was made: the desk's row, made when
  // it had no result, does not overwrite it.
  const Answer phone = post_json(*c, "/api/t/" + s.token(1) + "/results", entry(1, b2, "3NT", "S", "+1", "k-b2"));
  REQUIRE(phone.status == 201);
  const Answer late = send(b2, "2S E 8", "", "en");
  CHECK(late.status == 422);
  CHECK(has(late.json["error"].get<std::string>(), "changed since this page was opened"));
  lines = s.lines();
  REQUIRE(lines.size() == 2);
  for (const auto& l : lines)
    if (l.board == b2) CHECK(std::get<score::Played>(l.entry).contract.strain == score::Strain::NoTrump);
  // A correction of the desk's own line, typed over it: replaced, and the audit says the director.
  const Answer fixed = send(b1, "4C N 11", first.json["entry"].get<std::string>());
  CHECK(fixed.status == 200);
  CHECK(fixed.json["ok"] == true);
  lines = s.lines();
  REQUIRE(lines.size() == 2);
  for (const auto& l : lines)
    if (l.board == b1) CHECK(std::get<score::Played>(l.entry).tricks == 11);
  CHECK(s.store().last_writer(s.event.id, lines[0].board == b1 ? lines[0].id : lines[1].id) == std::optional<std::string>("director"));
  // Without the script, a row is a form: back to the page at the next board.
  const Answer form = console_post(*c, d, slips, {{"table", "2"}, {"board", std::to_string(s.row(1, 2).boards[0])},
                                                   {"entry", "pass"}, {"had", ""}, {"csrf", d.csrf}});
  CHECK(form.status == 303);
  CHECK(has(form.header("Location"), "/rounds/1/enter?at=t2b" + std::to_string(s.row(1, 2).boards[1])));
  CHECK(s.lines().size() == 3);
}

TEST_CASE("Every page the server serves, in the pseudo-language, shows no word outside the catalogue: the console, the table page, the live page and the published site") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  for (int t = 1; t <= 5; ++t) table_enters(s, *c, t);
  REQUIRE(console_post(*c, d, event_path(s) + "/publish", {{"published", "1"}, {"csrf", d.csrf}}).status == 303);
  REQUIRE(post_json(*c, "/api/t/" + s.token(2) + "/call", Json::object()).status < 300);
  // The fixture's names are data; so are the product's name and the language switch's names of
  // each language in itself (English, Español, Français).
  DataWords data{{}, {"Bandeja", "English", "Español", "Français"}};
  data.phrases.push_back(s.event.name);
  for (const auto& p : s.store().pairs(s.event.id))
    for (const auto& player : p.players)
      for (const auto& w : split_words(player.name)) data.words.insert(w);
  const std::string id = std::to_string(s.event.id);
  for (const auto& [path, headers] : std::vector<std::pair<std::string, httplib::Headers>>{
           {"/", {}},
           {"/director/login", {}},
           {"/director", d.headers()},
           {event_path(s), d.headers()},
           {event_path(s) + "/ranking", d.headers()},
           {event_path(s) + "/audit", d.headers()},
           {event_path(s) + "/rounds/1/lock", d.headers()},
           {event_path(s) + "/rounds/1/enter", d.headers()},
           {event_path(s) + "/cards/tables", d.headers()},
           {event_path(s) + "/cards/pairs", d.headers()},
           {"/live/" + id, {}},
           {"/live/" + id + "/screen", {}},
           {"/live/" + id + "/fragment", {}},
           {"/t/" + s.token(1), {}},
           {"/t/" + s.token(1) + "/status", {}},
           {"/results/" + id + "/", {}}}) {
    const std::string url = path + (has(path, "?") ? "&" : "?") + "lang=qps";
    CAPTURE(url);
    const Answer a = get(*c, url, headers);
    CHECK(a.status == 200);
    CHECK(has(a.body, "\u27e6"));  // the catalogue's words, marked
    std::string leaks;
    for (const auto& u : unmarked_words(a.body, true, data)) leaks += u.word + " in: " + u.context + "\n";
    CHECK(leaks == "");
  }
}

TEST_CASE("A burst of wrong passwords sent at once from one address: at most five are checked, the rest refused") {
  Served::Setup setup = with_password();
  setup.threads = 24;
  Served s(setup);
  // Every client takes its sign-in form first, then all post at once.
  constexpr int kBurst = 16;
  std::vector<std::unique_ptr<httplib::Client>> clients;
  std::vector<std::string> tokens;
  for (int i = 0; i < kBurst; ++i) {
    clients.push_back(s.client());
    const Answer form = get(*clients.back(), "/director/login");
    REQUIRE(form.status == 200);
    tokens.push_back(set_cookie_value(form, "bandeja_login"));
  }
  std::latch go(kBurst);
  std::vector<int> statuses(kBurst);
  std::vector<std::thread> threads;
  for (int i = 0; i < kBurst; ++i)
    threads.emplace_back([&, i] {
      go.arrive_and_wait();
      auto r = clients[static_cast<size_t>(i)]->Post(
          "/director/login", {{"Cookie", "bandeja_login=" + tokens[static_cast<size_t>(i)]}},
          httplib::Params{{"password", "wrong " + std::to_string(i)}, {"csrf", tokens[static_cast<size_t>(i)]}});
      statuses[static_cast<size_t>(i)] = r ? r->status : -1;
    });
  for (auto& t : threads) t.join();
  int checked = 0, refused = 0;
  for (int st : statuses) {
    if (st == 401) ++checked;
    if (st == 429 || st == 503) ++refused;
  }
  CHECK(checked <= 5);
  CHECK(checked + refused == kBurst);
  // And the right password is refused too until the lockout is served.
  auto c = s.client();
  auto [late, d] = sign_in(*c, kPassword);
  CHECK(late.status == 429);
  CHECK(!d);
}

TEST_CASE("A number out of range on the console's result form is refused naming its field, never wrapped into another board") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const int b = s.row(1, 1).boards[0];
  // 4294967308 is 2^32 + 12: read into an int it would be board 12.
  for (const auto& [field, value] : std::vector<std::pair<std::string, std::string>>{
           {"board", "4294967308"}, {"board", "0"}, {"round", "4294967297"}, {"table", "99999"}}) {
    CAPTURE(field);
    httplib::Params p{{"board", std::to_string(b)}, {"round", "1"}, {"table", "1"}, {"entry", "4S N ="}, {"csrf", d.csrf}};
    p.erase(field);
    p.emplace(field, value);
    const Answer a = console_post(*c, d, event_path(s) + "/results", p);
    CHECK(a.status == 422);
    CHECK(has(a.body, field));
  }
  CHECK(s.lines().empty());
}

TEST_CASE("A password file: its first line without a byte-order mark, and a file without an end of line in reach is refused") {
  TempDir dir;
  const std::string db = dir.file("club.db");
  const std::string file = dir.file("pw.txt");
  std::ofstream(file, std::ios::binary) << "\xEF\xBB\xBF" << kPassword << "\r\nsecond line\n";
  // 192.0.2.1 is a documentation address no machine has: the password is stored, then the
  // server cannot listen and ends, so the test need not stop it.
  const auto r = run_cli({"--db", db, "serve", "--password-file", file, "--bind", "192.0.2.1", "--port", "8099"});
  CHECK(r.status != 0);
  {
    auto store = db::Store::open(db);
    const auto hash = store.setting(server::kPasswordSetting);
    REQUIRE(hash);
    CHECK(server::verify_password(*hash, kPassword));
    CHECK_FALSE(server::verify_password(*hash, "\xEF\xBB\xBF" + kPassword));
  }
  // /dev/zero has no end of line: refused after a kilobyte, not read for ever.
  const auto zero = run_cli({"--db", db, "serve", "--password-file", "/dev/zero"});
  CHECK(zero.status != 0);
  CHECK(has(zero.err, "is longer than 1024 bytes: it is no password file"));
}

TEST_CASE("A server that starts records in the event file the address it answers on, for the links printed later") {
  Served s;
  CHECK(s.store().setting("server_base") == "http://127.0.0.1:" + std::to_string(s.port));
  // table-links, run while or after it serves, prints links there, and warns that only this
  // machine can open them (the fixture binds 127.0.0.1).
  auto out = run_cli({"--db", s.db, "table-links", s.event.name});
  CHECK(out.status == 0);
  CHECK(out.out.find("http://127.0.0.1:" + std::to_string(s.port) + "/t/" + s.token(1)) != std::string::npos);
  CHECK(out.err.find("which only this computer can open") != std::string::npos);
}

TEST_CASE("The new event form's refusals name the form's fields, not the command line's options: an even Mitchell asks for the skip or the relay under its drop-down, in English and Spanish") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  auto create = [&](httplib::Params p, const std::string& lang) {
    p.insert({"csrf", d.csrf});
    return console_post(*c, d, "/director/events?lang=" + lang, p);
  };
  const Answer even = create({{"name", "Even"}, {"movement", "mitchell"}, {"tables", "4"}, {"boards_per_round", "2"}}, "en");
  CHECK(even.status == 422);
  CHECK(has(even.body, "needs the skip or the relay: choose one under “Mitchell with an even number of tables”"));
  CHECK_FALSE(has(even.body, "--skip"));
  const Answer es = create({{"name", "Par"}, {"movement", "mitchell"}, {"tables", "4"}, {"boards_per_round", "2"}}, "es");
  CHECK(has(es.body, "elija uno en «Mitchell con un número par de mesas»"));
  const Answer odd =
      create({{"name", "Odd"}, {"movement", "mitchell"}, {"tables", "5"}, {"boards_per_round", "2"}, {"even", "skip"}}, "en");
  CHECK(has(odd.body, "5 is odd: choose “–” under “Mitchell with an even number of tables”"));
  const Answer howell =
      create({{"name", "H"}, {"movement", "howell"}, {"tables", "4"}, {"boards_per_round", "2"}, {"even", "relay"}}, "en");
  CHECK(has(howell.body, "the skip and the relay are for a Mitchell"));
  CHECK(s.store().events().size() == 1);  // nothing made
  // The form comes back as filled in.
  CHECK(has(even.body, "value=\"Even\""));
  // Chosen right, it is made.
  CHECK(create({{"name", "Even"}, {"movement", "mitchell"}, {"tables", "4"}, {"boards_per_round", "2"}, {"even", "skip"}}, "en").status == 303);
  CHECK(s.store().events().size() == 2);
}

TEST_CASE("The new event form previews a movement's grid, validity and balance before the event is made, as bandeja movement show and check say them") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const Answer page = get(*c, "/director", d.headers());
  CHECK(has(page.body, "formaction=\"/director/movements/preview\""));
  const Answer preview = console_post(*c, d, "/director/movements/preview",
                                      {{"movement", "mitchell"}, {"tables", "7"}, {"boards_per_round", "3"}, {"csrf", d.csrf}});
  CHECK(preview.status == 200);
  movement::Spec spec;
  spec.type = "mitchell";
  spec.tables = 7;
  spec.boards_per_round = 3;
  const auto m = movement::generate(spec);
  REQUIRE(m);
  CHECK(preview.body == present::movement_preview_html(*m, Lang::En));
  CHECK(has(preview.body, "VALID"));
  CHECK(has(preview.body, "Balance: "));
  CHECK(has(preview.header("Content-Security-Policy"), "default-src 'none'"));
  // Nothing is made, and a movement that cannot be is said on the form, in the console's words.
  CHECK(s.store().events().size() == 1);
  const Answer even = console_post(*c, d, "/director/movements/preview?lang=es",
                                   {{"movement", "mitchell"}, {"tables", "8"}, {"boards_per_round", "3"}, {"csrf", d.csrf}});
  CHECK(even.status == 422);
  CHECK_FALSE(has(even.body, "--skip"));
  // Without the session's token, nothing is shown.
  CHECK(console_post(*c, d, "/director/movements/preview", {{"movement", "mitchell"}, {"tables", "7"}}).status == 403);
}
