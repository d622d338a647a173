// The event as the server keeps it between requests (director::Floor, apps/server/src/floors.cpp)
// and the tables' entries written in groups: what the tables see and what their entries are
// checked against is always the file as it is, whoever wrote it (another bandeja process, the
// console, a table), and entries written together are each checked and answered on their own.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <thread>

#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

// The element of a page's JSON array whose `key` is `value`: a round of the table's page, a board
// of a round.
const Json& find_by(const Json& list, const char* key, int value) {
  for (const auto& x : list)
    if (x[key] == value) return x;
  FAIL("no " << key << " " << value);
  static const Json none;
  return none;
}

const Json& round_of(const Json& view, int round) { return find_by(view["rounds"], "round", round); }
const Json& board_of(const Json& round, int board) { return find_by(round["boards"], "board", board); }

}  // namespace

TEST_CASE("What another program writes to the event file while the server runs is what the tables see and are checked against next: a line deleted, a pair named") {
  Served s;
  auto c = s.client();
  const int board = s.row(1, 1).boards.front();
  REQUIRE(post_json(*c, "/api/t/" + s.token(1) + "/results", entry_for(1, board, 1, "k1")).status == 201);
  // The page has read the event (and keeps it).
  Answer page = get(*c, "/api/t/" + s.token(1));
  REQUIRE(page.status == 200);
  CHECK_FALSE(board_of(round_of(page.json, 1), board)["entered"].is_null());

  // The director, with the CLI on the same file: deletes the line, names the NS pair.
  {
    db::Store other = s.store();
    const auto lines = other.results(s.event.id);
    REQUIRE(lines.size() == 1);
    other.delete_result(s.event.id, lines.front().id, "cli");
    db::Pair named;
    for (const auto& p : other.pairs(s.event.id))
      if (p.id == *s.row(1, 1).ns) named = p;
    named.players = {db::Player{"Ana Ruiz", std::nullopt}, db::Player{"Luis Gil", std::nullopt}};
    other.put_pair(s.event.id, named);
  }
  page = get(*c, "/api/t/" + s.token(1));
  REQUIRE(page.status == 200);
  CHECK(board_of(round_of(page.json, 1), board)["entered"].is_null());
  CHECK(round_of(page.json, 1)["ns_names"].get<std::string>().find("Ana Ruiz") != std::string::npos);
  // The table enters the board again: checked against the file (no line), not the line it had.
  const Answer again = post_json(*c, "/api/t/" + s.token(1) + "/results", entry_for(1, board, 1, "k2"));
  CHECK(again.status == 201);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("A line the director deletes on the console is gone for the table at once: it can enter the board again") {
  Served::Setup setup;
  setup.password = true;
  Served s(setup);
  auto c = s.client();
  const int board = s.row(1, 2).boards.front();
  const Answer first = post_json(*c, "/api/t/" + s.token(2) + "/results", entry_for(1, board, 2, "k1"));
  REQUIRE(first.status == 201);
  const Director d = signed_in(s, *c);
  const std::string id = std::to_string(first.json["line"]["id"].get<long long>());
  const Answer deleted = console_post(*c, d, "/director/events/" + std::to_string(s.event.id) + "/results/" + id + "/delete",
                                     {{"csrf", d.csrf}});
  REQUIRE(deleted.status < 400);
  REQUIRE(s.lines().empty());
  const Answer page = get(*c, "/api/t/" + s.token(2));
  CHECK(board_of(round_of(page.json, 1), board)["entered"].is_null());
  CHECK(post_json(*c, "/api/t/" + s.token(2) + "/results", entry_for(1, board, 2, "k2")).status == 201);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("Entries that arrive together are written together and answered each on its own: a refused one stores nothing and undoes none of the others") {
  Served::Setup setup;
  setup.movement = mitchell(12, 2);
  Served s(setup);
  std::vector<Answer> answers(13);
  std::atomic<bool> go{false};
  std::vector<std::thread> tables;
  for (int t = 1; t <= 12; ++t)
    tables.emplace_back([&, t] {
      auto c = s.client();
      while (!go) std::this_thread::yield();
      const int board = s.row(1, t).boards.front();
      answers[static_cast<size_t>(t - 1)] =
          post_json(*c, "/api/t/" + s.token(t) + "/results", entry_for(1, board, t, "t" + std::to_string(t)));
    });
  // Among them, table 1 sends a board it does not play in round 1.
  tables.emplace_back([&] {
    auto c = s.client();
    while (!go) std::this_thread::yield();
    const int other = s.row(1, 2).boards.front();
    answers[12] = post_json(*c, "/api/t/" + s.token(1) + "/results", entry_for(1, other, 1, "wrong"));
  });
  go = true;
  for (auto& t : tables) t.join();
  for (int t = 1; t <= 12; ++t) {
    CAPTURE(t);
    CHECK(answers[static_cast<size_t>(t - 1)].status == 201);
  }
  CHECK(answers[12].status == 403);
  CHECK(answers[12].json["error"]["code"] == "table.not_your_board");
  const auto lines = s.lines();
  CHECK(lines.size() == 12);
  for (int t = 1; t <= 12; ++t) {
    CAPTURE(t);
    const int board = s.row(1, t).boards.front();
    CHECK(std::count_if(lines.begin(), lines.end(), [&](const db::ResultLine& l) {
            return is_line(l, 1, t, board, played(board, t));
          }) == 1);
  }
  // Each table's page shows its own line and no other.
  auto c = s.client();
  for (int t = 1; t <= 12; ++t) {
    CAPTURE(t);
    const Answer page = get(*c, "/api/t/" + s.token(t));
    const Json& r = round_of(page.json, 1);
    int entered = 0;
    for (const auto& b : r["boards"]) entered += b["entered"].is_null() ? 0 : 1;
    CHECK(entered == 1);
  }
}

TEST_CASE("The results site is rendered once a change of the file and served from memory between: a table's new result is on it at once, and withdrawn it is gone") {
  Served::Setup setup;
  setup.password = true;
  Served s(setup);
  auto c = s.client();
  const int b1 = s.row(1, 1).boards.front(), b2 = s.row(1, 2).boards.front();
  REQUIRE(post_json(*c, "/api/t/" + s.token(1) + "/results", entry_for(1, b1, 1, "k1")).status == 201);
  const Director d = signed_in(s, *c);
  const std::string console = "/director/events/" + std::to_string(s.event.id);
  REQUIRE(console_post(*c, d, console + "/publish", {{"published", "1"}, {"csrf", d.csrf}}).status == 303);
  const std::string site = "/results/" + std::to_string(s.event.id) + "/";
  const Answer first = get(*c, site);
  REQUIRE(first.status == 200);
  CHECK(first.body.find("49 of 50 results are still to come") != std::string::npos);
  CHECK(get(*c, site).body == first.body);
  CHECK(get(*c, site + "?lang=es").body != first.body);  // each language its own
  REQUIRE(post_json(*c, "/api/t/" + s.token(2) + "/results", entry_for(1, b2, 2, "k2")).status == 201);
  const Answer after = get(*c, site);
  CHECK(after.body.find("48 of 50 results are still to come") != std::string::npos);
  REQUIRE(console_post(*c, d, console + "/publish", {{"published", "0"}, {"csrf", d.csrf}}).status == 303);
  CHECK(get(*c, site).status == 404);
}

TEST_CASE("Entry after entry, each table's page shows exactly the lines entered so far: the floors the server hands its pages catch up with every entry") {
  Served s;
  auto c = s.client();
  std::map<int, std::set<std::pair<int, int>>> entered;  // table -> (round, board)
  for (int round = 1; round <= 3; ++round)
    for (int t : {1, 2, 3})
      for (const int board : s.row(round, t).boards) {
        const std::string key = "t" + std::to_string(t) + "r" + std::to_string(round) + "b" + std::to_string(board);
        REQUIRE(post_json(*c, "/api/t/" + s.token(t) + "/results", entry_for(round, board, t, key)).status == 201);
        entered[t].insert({round, board});
        // Every table's page, after every entry: its lines and no other.
        for (int u : {1, 2, 3}) {
          CAPTURE(u);
          const Answer page = get(*c, "/api/t/" + s.token(u));
          REQUIRE(page.status == 200);
          std::set<std::pair<int, int>> shown;
          for (const auto& r : page.json["rounds"])
            for (const auto& b : r["boards"])
              if (!b["entered"].is_null()) shown.insert({r["round"].get<int>(), b["board"].get<int>()});
          CHECK(shown == entered[u]);
        }
      }
  CHECK(s.lines().size() == 18);
}
