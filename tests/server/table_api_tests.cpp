// The tables' JSON API (/api/t/TOKEN) over HTTP, and what it leaves in the event file: results
// entered through the links are stored, ranked and on the live page; what a table may not do
// stores nothing; a retried entry is stored once; thirty tables at once all land; malformed and
// oversize bodies store nothing; errors and pages in the reader's language.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <latch>
#include <map>
#include <set>
#include <thread>

#include "bandeja/director/players.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"
#include "http_fixture.hpp"
#include "loopback.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

std::string results_path(const Served& s, int table) { return "/api/t/" + s.token(table) + "/results"; }

size_t count_audit(const Served& s, const std::string& action) {
  size_t n = 0;
  for (const auto& a : s.store().audit(s.event.id)) n += a.action == action;
  return n;
}

}  // namespace

TEST_CASE("Results entered through the table links are stored, ranked and shown on the live page") {
  Served s;  // a 5-table Mitchell, 2 boards a round
  auto c = s.client();
  std::map<std::pair<int, int>, Json> answered;  // (table, board) -> the line answered
  for (int t = 1; t <= 5; ++t)
    for (int b : s.row(1, t).boards) {
      const Answer a = post_json(*c, results_path(s, t), entry_for(1, b, t, "r1-b" + std::to_string(b)));
      REQUIRE(a.status == 201);
      CHECK(a.json["repeated"] == false);
      CHECK(a.json["line"]["table"] == t);
      CHECK(a.json["line"]["board"] == b);
      CHECK(a.json["line"]["ns"] == *s.row(1, t).ns);
      CHECK(a.json["line"]["ew"] == *s.row(1, t).ew);
      CHECK(a.json["line"]["ns_score"].is_number_integer());
      answered[{t, b}] = a.json["line"];
    }
  // Board 1 (nobody vulnerable), 1NT by North with two overtricks: 150, as the table was told.
  REQUIRE(played(1, 1).contract == "1NT");
  CHECK(answered.at({1, 1})["ns_score"] == 150);

  // Stored: every line, as entered and as answered, the audit log saying which table wrote it.
  const auto lines = s.lines();
  REQUIRE(lines.size() == 10);
  for (const auto& l : lines) {
    REQUIRE(l.table);
    CAPTURE(l.board);
    const Json& a = answered.at({*l.table, l.board});
    CHECK(a["id"] == l.id);
    CHECK(is_line(l, 1, *l.table, l.board, played(l.board, *l.table)));
    CHECK(l.ns_score == a["ns_score"].get<int>());
  }
  for (const auto& rec : s.store().audit(s.event.id)) {
    REQUIRE(rec.new_value);
    CHECK(rec.note == director::table_note(*rec.new_value->table));
  }

  // Ranked: the ranking holds every line with its score, and every pair that played.
  const Answer ranking = get(*c, "/api/events/" + std::to_string(s.event.id) + "/ranking");
  REQUIRE(ranking.status == 200);
  size_t ranked_lines = 0;
  for (const auto& b : ranking.json["boards"])
    for (const auto& l : b["lines"]) {
      ++ranked_lines;
      bool found = false;
      for (const auto& [key, a] : answered)
        found = found || (a["board"] == b["board"] && a["ns"] == l["ns"] && a["ew"] == l["ew"] && a["ns_score"] == l["ns_score"]);
      CHECK(found);
      CHECK(l["ns_points"].is_number());
    }
  CHECK(ranked_lines == 10);
  std::set<std::string> ranked_pairs;
  for (const auto& p : ranking.json["pairs"]) ranked_pairs.insert(p["pair"].get<std::string>());
  for (int t = 1; t <= 5; ++t) {
    CHECK(ranked_pairs.contains(*s.row(1, t).ns));
    CHECK(ranked_pairs.contains(*s.row(1, t).ew));
  }

  // Shown: the live page (and the fragment it refreshes with) counts them, lists them and ranks.
  const std::string live_path = "/live/" + std::to_string(s.event.id);
  for (const std::string& path : {live_path, live_path + "/fragment"}) {
    const Answer live = get(*c, path);
    REQUIRE(live.status == 200);
    CHECK(has(live.body, "Results entered: 10 / 50"));
    CHECK(has(live.body, "class=\"standings\""));
    for (const auto& [key, a] : answered) {
      const std::string row = "<tr><td>" + std::to_string(a["board"].get<int>()) + "</td><td>" + a["ns"].get<std::string>() +
                              "</td><td>" + a["ew"].get<std::string>() + "</td><td>" + a["text"].get<std::string>() +
                              "</td><td>" + std::to_string(a["ns_score"].get<int>()) + "</td></tr>";
      CHECK_MESSAGE(has(live.body, row), row);
    }
  }
  const Answer status = get(*c, "/api/events/" + std::to_string(s.event.id) + "/status");
  CHECK(status.json["entered"] == 10);
  CHECK(status.json["expected"] == 50);

  // The table sees its lines, and the traveller of a board it entered.
  const Answer view = get(*c, "/api/t/" + s.token(1));
  REQUIRE(view.status == 200);
  CHECK(view.json["table"] == 1);
  CHECK(view.json["round"] == 2);  // round 1 is complete
  CHECK(view.json["rounds"][0]["boards"][0]["entered"] == answered.at({1, s.row(1, 1).boards[0]}));
  const Answer traveller = get(*c, "/api/t/" + s.token(1) + "/boards/" + std::to_string(s.row(1, 1).boards[0]));
  REQUIRE(traveller.status == 200);
  CHECK(traveller.json["lines"].size() == 1);
  CHECK(get(*c, "/api/t/" + s.token(1) + "/boards/" + std::to_string(s.row(1, 2).boards[0])).status == 403);
}

TEST_CASE("After storing a board the table reads each line's percentage of the board's top, and the par once the board is analysed") {
  Served s;
  REQUIRE(run_cli({"--db", s.db, "deal", s.event.name, "--seed", "7"}).status == 0);
  auto c = s.client();
  const int b = s.row(1, 1).boards[0];
  // Another table plays the board later; the director types its line ahead.
  int other_table = 0, other_round = 0;
  for (const auto& row : s.rows)
    if (row.round > 1 && std::find(row.boards.begin(), row.boards.end(), b) != row.boards.end()) {
      other_table = row.table;
      other_round = row.round;
      break;
    }
  REQUIRE(other_table > 0);
  REQUIRE(run_cli({"--db", s.db, "enter", s.event.name, "--board", std::to_string(b), "--round", std::to_string(other_round),
                   "--table", std::to_string(other_table), "--accept-warnings", "4S", "N", "-1"}).status == 0);
  REQUIRE(post_json(*c, results_path(s, 1), entry(1, b, "4S", "N", "=", "pct")).status == 201);
  const std::string path = "/api/t/" + s.token(1) + "/boards/" + std::to_string(b);
  Answer t = get(*c, path);
  REQUIRE(t.status == 200);
  REQUIRE(t.json["lines"].size() == 2);
  const Json* ours = nullptr;
  for (const auto& l : t.json["lines"])
    if (l["table"] == 1) ours = &l;
  REQUIRE(ours);
  // Two results: a top of 1; 4S N = (+420) beats 4S N -1, so North-South have all of it.
  CHECK((*ours)["ns_points"] == "1");
  CHECK((*ours)["ns_percent"] == "100.00");
  CHECK((*ours)["ew_percent"] == "0.00");
  CHECK(t.json["par"].is_null());  // dealt, not analysed yet
  REQUIRE(run_cli({"--db", s.db, "analyse", s.event.name}).status == 0);
  t = get(*c, path);
  REQUIRE(t.json["par"].is_string());
  CHECK(has(t.json["par"].get<std::string>(), "Par"));
  // In Spanish, a decimal comma.
  const Answer es = get(*c, path + "?lang=es");
  bool comma = false;
  for (const auto& l : es.json["lines"])
    if (l["table"] == 1) comma = l["ns_percent"] == "100,00";
  CHECK(comma);
}

TEST_CASE("A check answers the line it would store with its NS score and stores nothing") {
  Served s;
  auto c = s.client();
  Json e = entry(1, 1, "4S", "N", "=", "");
  e.erase("key");
  const Answer a = post_json(*c, "/api/t/" + s.token(1) + "/check", e);
  REQUIRE(a.status == 200);
  CHECK(a.json["line"]["ns_score"] == 420);
  CHECK(a.json["line"]["board"] == 1);
  CHECK(s.lines().empty());
}

TEST_CASE("Law 77: the table page carries the score of every contract and result, so a phone without a connection scores a board as the server would") {
  Served s;
  auto c = s.client();
  const Answer page = get(*c, "/t/" + s.token(1));
  REQUIRE(page.status == 200);
  const std::string open = "<script type=\"application/json\" id=\"scores\">";
  const size_t at = page.body.find(open);
  REQUIRE(at != std::string::npos);
  const size_t from = at + open.size();
  const Json scores = Json::parse(page.body.substr(from, page.body.find("</script>", from) - from));
  // [strain][level - 1][undoubled, X, XX][not vulnerable, vulnerable][tricks], declarer's side.
  auto score = [&](const char* strain, int level, int doubled, int vul, int tricks) {
    return scores[strain][level - 1][doubled][vul][tricks].get<int>();
  };
  struct Worked {
    const char* strain;
    int level, doubled, vul, tricks, points;
  };
  for (const auto& w : std::vector<Worked>{
           {"NT", 3, 0, 0, 9, 400},     // game, not vulnerable
           {"NT", 3, 0, 0, 10, 430},    // an overtrick
           {"S", 4, 0, 1, 10, 620},     // game, vulnerable
           {"C", 2, 0, 0, 8, 90},       // part score
           {"H", 6, 0, 1, 12, 1430},    // small slam, vulnerable
           {"NT", 7, 0, 1, 13, 2220},   // grand slam, vulnerable
           {"NT", 1, 2, 1, 7, 760},     // 1NTXX made, vulnerable: the redouble makes it game
           {"D", 2, 1, 0, 8, 180},      // doubled into part score: 80 + 50 + 50
           {"S", 3, 1, 1, 6, -800},     // three down doubled, vulnerable
           {"S", 3, 1, 0, 6, -500},     // three down doubled, not vulnerable
           {"S", 4, 1, 0, 6, -800},     // four down doubled, not vulnerable: 100 + 200 + 200 + 300
           {"H", 4, 2, 1, 9, -400},     // one down redoubled, vulnerable
           {"C", 1, 0, 0, 0, -350},     // seven down, not vulnerable
       }) {
    CAPTURE(w.strain);
    CAPTURE(w.level);
    CAPTURE(w.tricks);
    CHECK(score(w.strain, w.level, w.doubled, w.vul, w.tricks) == w.points);
  }
  CHECK(scores.size() == 5);
  CHECK(scores["D"].size() == 7);
  CHECK(scores["D"][6][2][1].size() == 14);
}

TEST_CASE("The players give their membership numbers at the table: the register names the pair, an unknown number calls the director, another table's pair or a locked round is refused") {
  Served s;
  {
    auto store = s.store();
    REQUIRE(director::add_member(store, "ES10001", "Ana García", "").has_value());
    REQUIRE(director::add_member(store, "ES10002", "Luis Pérez", "").has_value());
  }
  auto c = s.client();
  const std::string ns = *s.row(1, 1).ns, ew = *s.row(1, 1).ew;
  const Answer named = post_json(*c, "/api/t/" + s.token(1) + "/players", Json{{"round", 1}, {"pair", ns}, {"ids", {"es10001", "ES10002"}}});
  CHECK(named.status == 200);
  CHECK(has(named.json["rounds"][0]["ns_names"].get<std::string>(), "Ana García"));
  const auto pairs = s.store().pairs(s.event.id);
  const auto it = std::find_if(pairs.begin(), pairs.end(), [&](const db::Pair& p) { return p.id == ns; });
  REQUIRE(it != pairs.end());
  REQUIRE(it->players.size() == 2);
  CHECK(it->players[0].national_id == std::optional<std::string>("ES10001"));
  CHECK(it->players[1].name == "Luis Pérez");
  // A number the register does not have: refused in the players' words, and a call for the director.
  const Answer unknown = post_json(*c, "/api/t/" + s.token(1) + "/players", Json{{"round", 1}, {"pair", ew}, {"ids", {"ES99999", "ES10002"}}});
  CHECK(unknown.status == 422);
  CHECK(unknown.json["error"]["code"] == "table.member_unknown");
  const auto calls = s.store().calls(s.event.id);
  REQUIRE(calls.size() == 1);
  CHECK(has(calls[0].reason, "ES99999"));
  // Sent again: the same call, not a second.
  post_json(*c, "/api/t/" + s.token(1) + "/players", Json{{"round", 1}, {"pair", ew}, {"ids", {"ES99999", "ES10002"}}});
  CHECK(s.store().calls(s.event.id).size() == 1);
  // Another table's pair, and a locked round.
  const Answer other = post_json(*c, "/api/t/" + s.token(2) + "/players", Json{{"round", 1}, {"pair", ns}, {"ids", {"ES10001"}}});
  CHECK(other.status == 422);
  CHECK(other.json["error"]["code"] == "table.pair_not_here");
  {
    auto store = s.store();
    REQUIRE(director::lock_round(store, s.event, 1, true).has_value());
  }
  const Answer locked = post_json(*c, "/api/t/" + s.token(1) + "/players", Json{{"round", 1}, {"pair", ns}, {"ids", {"ES10002", "ES10001"}}});
  CHECK(locked.status == 403);
  // A body that is not one: refused before anything is looked at.
  CHECK(post_json(*c, "/api/t/" + s.token(1) + "/players", Json{{"round", 1}, {"pair", ns}, {"ids", Json::array()}}).status == 400);
}

TEST_CASE("A wrong token stores nothing and is answered 403") {
  Served s;
  auto c = s.client();
  const std::string wrong = server::random_token();  // well formed, no table's
  for (const std::string& token : {wrong, std::string("x"), s.token(1).substr(0, 31)}) {
    CAPTURE(token);
    const Answer a = post_json(*c, "/api/t/" + token + "/results", entry(1, 1, "4S", "N", "=", "k1"));
    CHECK(a.status == 403);
    CHECK(a.json["error"]["code"] == "table.unknown_token");
    CHECK(post_json(*c, "/api/t/" + token + "/check", entry(1, 1, "4S", "N", "=", "k1")).status == 403);
    CHECK(get(*c, "/api/t/" + token).status == 403);
    CHECK(get(*c, "/t/" + token).status == 403);
    CHECK(post_json(*c, "/api/t/" + token + "/call", std::string("{}")).status == 403);
  }
  CHECK(s.lines().empty());
  CHECK(s.store().calls(s.event.id).empty());
}

TEST_CASE("A table posting another table's board stores nothing and is answered 403") {
  Served s;
  auto c = s.client();
  const int other_board = s.row(1, 2).boards[0];  // table 2's board in round 1
  const Answer a = post_json(*c, results_path(s, 1), entry(1, other_board, "4S", "N", "=", "k1"));
  CHECK(a.status == 403);
  CHECK(a.json["error"]["code"] == "table.not_your_board");
  CHECK(a.json["error"]["field"] == "board");
  // Its own board, but in a round it does not play it; and a round that does not exist.
  const int own_board = s.row(1, 1).boards[0];
  CHECK(post_json(*c, results_path(s, 1), entry(2, own_board, "4S", "N", "=", "k2")).status == 403);
  CHECK(post_json(*c, results_path(s, 1), entry(99, own_board, "4S", "N", "=", "k3")).status == 403);
  CHECK(s.lines().empty());
  CHECK(s.store().audit(s.event.id).empty());
}

TEST_CASE("A table posting in a round the director locked stores nothing and is answered 403") {
  Served s;
  auto c = s.client();
  const int b0 = s.row(1, 1).boards[0], b1 = s.row(1, 1).boards[1];
  REQUIRE(post_json(*c, results_path(s, 1), entry(1, b0, "4S", "N", "=", "before")).status == 201);
  {
    auto store = s.store();
    REQUIRE(director::lock_round(store, s.event, 1, true));
  }
  const Answer a = post_json(*c, results_path(s, 1), entry(1, b1, "4S", "N", "=", "after"));
  CHECK(a.status == 403);
  CHECK(a.json["error"]["code"] == "table.round_locked");
  // Nor may the table correct the line it entered before the lock.
  Json fix = entry(1, b0, "4S", "N", "+1", "fix");
  fix["replace"] = true;
  CHECK(post_json(*c, results_path(s, 1), fix).status == 403);
  const auto lines = s.lines();
  REQUIRE(lines.size() == 1);
  CHECK(is_line(lines[0], 1, 1, b0, {"4S", "N", "="}));
  CHECK(count_audit(s, "insert") == 1);
  CHECK(count_audit(s, "update") == 0);
}

TEST_CASE("A replayed entry (the same key) is stored once and answered 200 with the same line") {
  Served s;
  auto c = s.client();
  const int b = s.row(1, 1).boards[0];
  const Json e = entry(1, b, "3NT", "S", "+1", "phone-7f3a:1");
  const Answer first = post_json(*c, results_path(s, 1), e);
  REQUIRE(first.status == 201);
  for (int i = 0; i < 3; ++i) {
    auto fresh = s.client();  // a retry on a new connection, as a phone that lost its own
    const Answer again = post_json(*fresh, results_path(s, 1), e);
    CHECK(again.status == 200);
    CHECK(again.json["repeated"] == true);
    CHECK(again.json["line"] == first.json["line"]);
  }
  CHECK(s.lines().size() == 1);
  CHECK(count_audit(s, "insert") == 1);
}

TEST_CASE("The same key for another board is refused and stores nothing") {
  Served s;
  auto c = s.client();
  const int b0 = s.row(1, 1).boards[0], b1 = s.row(1, 1).boards[1];
  REQUIRE(post_json(*c, results_path(s, 1), entry(1, b0, "4S", "N", "=", "same")).status == 201);
  const Answer a = post_json(*c, results_path(s, 1), entry(1, b1, "4H", "N", "=", "same"));
  CHECK(a.status == 422);
  CHECK(a.json["error"]["code"] == "table.key_reused");
  CHECK(a.json["error"]["field"] == "key");
  CHECK(a.json["error"]["message"] == "this entry's key was already used for board " + std::to_string(b0) + " in round 1");
  // In another round: the message still names the board and round the key stored.
  const Answer later = post_json(*c, results_path(s, 1), entry(2, s.row(2, 1).boards[0], "4H", "N", "=", "same"));
  CHECK(later.status == 422);
  CHECK(later.json["error"]["message"] == "this entry's key was already used for board " + std::to_string(b0) + " in round 1");
  const auto lines = s.lines();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].board == b0);
  // Another table may use the same key: keys are a table's own.
  CHECK(post_json(*c, results_path(s, 2), entry(1, s.row(1, 2).boards[0], "4S", "N", "=", "same")).status == 201);
  CHECK(s.lines().size() == 2);
}

TEST_CASE("Thirty tables posting a whole round at once all land, none lost or doubled") {
  Served::Setup setup;
  setup.movement = mitchell(30, 3);
  Served s(setup);
  constexpr int kTables = 30;
  struct Outcome {
    std::vector<Answer> answers;
  };
  std::vector<Outcome> outcomes(kTables);
  for (int round : {1, 2}) {
    std::latch start(kTables);
    std::vector<std::thread> tables;
    for (int t = 1; t <= kTables; ++t)
      tables.emplace_back([&, t] {
        auto c = s.client();
        c->set_keep_alive(true);
        const auto boards = s.row(round, t).boards;
        start.arrive_and_wait();  // every table at once
        for (int b : boards)
          outcomes[static_cast<size_t>(t - 1)].answers.push_back(
              post_json(*c, results_path(s, t), entry_for(round, b, t, "t" + std::to_string(t) + "r" + std::to_string(round) + "b" + std::to_string(b))));
      });
    for (auto& th : tables) th.join();
  }
  std::set<long long> ids;
  for (const auto& o : outcomes)
    for (const auto& a : o.answers) {
      CHECK_MESSAGE(a.status == 201, a.error);
      if (a.status == 201) ids.insert(a.json["line"]["id"].get<long long>());
    }
  CHECK(ids.size() == kTables * 3 * 2);
  const auto lines = s.lines();
  CHECK(lines.size() == kTables * 3 * 2);
  std::set<std::tuple<int, int, int>> seen;  // (round, table, board)
  for (const auto& l : lines) {
    REQUIRE(l.round);
    REQUIRE(l.table);
    CHECK(seen.insert({*l.round, *l.table, l.board}).second);
    CHECK(ids.contains(l.id));
    CHECK(is_line(l, *l.round, *l.table, l.board, played(l.board, *l.table)));
  }
  for (int round : {1, 2})
    for (int t = 1; t <= kTables; ++t)
      for (int b : s.row(round, t).boards) CHECK(seen.contains({round, t, b}));
  CHECK(count_audit(s, "insert") == lines.size());
}

TEST_CASE("Malformed bodies are answered 400 and store nothing") {
  Served s;
  auto c = s.client();
  const int b = s.row(1, 1).boards[0];
  const Json good = entry(1, b, "4S", "N", "=", "k");
  auto with = [&](const char* field, Json value) {
    Json j = good;
    j[field] = std::move(value);
    return j.dump();
  };
  auto without = [&](const char* field) {
    Json j = good;
    j.erase(field);
    return j.dump();
  };
  Json both = good;
  both["tricks"] = 10;
  const std::vector<std::pair<std::string, std::string>> bodies = {
      {"body", "not json"},
      {"body", ""},
      {"body", "{\"round\": 1, \"board\": "},
      {"body", "[1, 3, \"4S\"]"},
      {"body", "\"4S N =\""},
      {"round", with("round", "1")},
      {"round", without("round")},
      {"board", with("board", 3.5)},
      {"board", with("board", -1)},
      {"board", without("board")},
      {"contract", with("contract", 4)},
      {"declarer", with("declarer", Json::array({"N"}))},
      {"tricks", with("tricks", "ten")},
      {"tricks", both.dump()},
      {"key", without("key")},
      {"key", with("key", "")},
      {"key", with("key", 17)},
      {"replace", with("replace", "yes")},
      // A key twice: refused, never read as its last value.
      {"contract", "{\"round\": 1, \"board\": " + std::to_string(b) +
                       ", \"contract\": \"4S\", \"declarer\": \"N\", \"result\": \"=\", \"key\": \"k\", \"contract\": \"7NT\"}"},
      {"round", "{\"round\": 1, \"round\": 1, \"board\": " + std::to_string(b) +
                    ", \"contract\": \"4S\", \"declarer\": \"N\", \"result\": \"=\", \"key\": \"k\"}"},
  };
  for (const auto& [field, body] : bodies) {
    CAPTURE(body);
    const Answer a = post_json(*c, results_path(s, 1), body);
    CHECK(a.status == 400);
    CHECK(a.json["error"]["code"] == "server.bad_body");
    CHECK(a.json["error"]["field"] == field);
    CHECK(!a.json["error"]["message"].get<std::string>().empty());
  }
  CHECK(post_json(*c, "/api/t/" + s.token(1) + "/check", std::string("not json")).status == 400);
  CHECK(s.lines().empty());
  CHECK(s.store().audit(s.event.id).empty());
  // The same entry well formed is stored: the refusals were the bodies', not the board's.
  CHECK(post_json(*c, results_path(s, 1), good).status == 201);
}

TEST_CASE("A body over 16 KiB is answered 413 and stores nothing") {
  Served s;
  auto c = s.client();
  const int b = s.row(1, 1).boards[0];
  const std::string e = entry(1, b, "4S", "N", "=", "k").dump();
  // Padded with spaces after the object: the same entry, 16 KiB + 1 byte.
  const std::string over = e + std::string(16 * 1024 + 1 - e.size(), ' ');
  REQUIRE(over.size() == 16 * 1024 + 1);
  const Answer a = post_json(*c, results_path(s, 1), over);
  CHECK(a.status == 413);
  CHECK(a.json["error"]["code"] == "server.too_large");
  CHECK(post_json(*c, results_path(s, 1), std::string(200 * 1024, 'x')).status == 413);
  CHECK(s.lines().empty());
  // Exactly 16 KiB is read, and stored.
  auto fresh = s.client();
  const Answer at_limit = post_json(*fresh, results_path(s, 1), e + std::string(16 * 1024 - e.size(), ' '));
  CHECK(at_limit.status == 201);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("An entry the checks refuse is answered 422 with its field and stores nothing") {
  Served s;
  auto c = s.client();
  const int b = s.row(1, 1).boards[0];
  const Answer a = post_json(*c, results_path(s, 1), entry(1, b, "8S", "N", "=", "k1"));
  CHECK(a.status == 422);
  CHECK(a.json["error"]["field"] == "contract");
  const Answer down = post_json(*c, results_path(s, 1), entry(1, b, "4S", "N", "-11", "k2"));
  CHECK(down.status == 422);
  CHECK(down.json["error"]["field"] == "result");
  const Answer key = post_json(*c, results_path(s, 1), entry(1, b, "4S", "N", "=", "two words"));
  CHECK(key.status == 422);
  CHECK(key.json["error"]["code"] == "table.bad_key");
  CHECK(s.lines().empty());
}

TEST_CASE("API errors come in Spanish with ?lang=es") {
  Served s;
  auto c = s.client();
  const Answer unknown = post_json(*c, "/api/t/" + server::random_token() + "/results?lang=es", entry(1, 1, "4S", "N", "=", "k"));
  CHECK(unknown.status == 403);
  CHECK(unknown.json["error"]["code"] == "table.unknown_token");
  CHECK(unknown.json["error"]["message"] == "este enlace de mesa no es válido: pida al director la tarjeta de la mesa");
  const int other = s.row(1, 2).boards[0];
  const Answer not_yours = post_json(*c, results_path(s, 1) + "?lang=es", entry(1, other, "4S", "N", "=", "k"));
  CHECK(not_yours.json["error"]["message"] ==
        "el tablero " + std::to_string(other) + " no se juega en la mesa 1 en la ronda 1");
  const Answer bad = post_json(*c, results_path(s, 1) + "?lang=es", std::string("{"));
  CHECK(bad.status == 400);
  CHECK(has(bad.json["error"]["message"].get<std::string>(), "de la petición falta o no es lo que debe ser"));
  const Answer large = post_json(*c, results_path(s, 1) + "?lang=es", std::string(17 * 1024, ' '));
  CHECK(large.status == 413);
  CHECK(large.json["error"]["message"] == "la petición ocupa más de 16 KiB");
  // The same in English without it.
  auto fresh = s.client();
  const Answer en = post_json(*fresh, "/api/t/" + server::random_token() + "/results", entry(1, 1, "4S", "N", "=", "k"));
  CHECK(en.json["error"]["message"] == "this table link is not valid: ask the director for the table's card");
}

TEST_CASE("Pages come in Spanish with ?lang=es or Accept-Language: es") {
  Served s;
  auto c = s.client();
  const std::string live = "/live/" + std::to_string(s.event.id);
  const std::string table = "/t/" + s.token(1);
  for (const auto& [path, headers] : std::vector<std::pair<std::string, httplib::Headers>>{
           {live + "?lang=es", {}},
           {live, {{"Accept-Language", "es-ES,es;q=0.9,en;q=0.5"}}},
           {live, {{"Accept-Language", "es"}}},
           {table + "?lang=es", {}},
           {table, {{"Accept-Language", "es"}}},
           {"/?lang=es", {}},
           {"/director/login", {{"Accept-Language", "es"}}}}) {
    CAPTURE(path);
    const Answer a = get(*c, path, headers);
    CHECK(a.status == 200);
    CHECK(has(a.body, "<html lang=\"es\">"));
  }
  CHECK(has(get(*c, live + "?lang=es").body, "Todavía no hay resultados."));
  CHECK(has(get(*c, table + "?lang=es").body, "Llamar al director"));
  CHECK(has(get(*c, "/director/login", {{"Accept-Language", "es"}}).body, "Consola del director"));
  // English otherwise, and ?lang=en over Accept-Language.
  CHECK(has(get(*c, live).body, "No results yet."));
  CHECK(has(get(*c, live + "?lang=en", {{"Accept-Language", "es"}}).body, "<html lang=\"en\">"));
}

TEST_CASE("A table's post is answered while forty live pages keep their connections open") {
  // Each open live page refreshes every 3 s over one keep-alive connection (live.js); here
  // forty of them, every 300 ms. A server that gives each open connection a worker thread of
  // its own must have workers left for the tables.
  Served s;
  std::atomic<bool> done{false};
  std::atomic<int> refreshed{0};
  std::vector<std::thread> viewers;
  for (int i = 0; i < 40; ++i)
    viewers.emplace_back([&] {
      auto c = s.client();
      c->set_keep_alive(true);
      c->set_read_timeout(10, 0);
      while (!done) {
        if (auto r = c->Get("/live/" + std::to_string(s.event.id) + "/fragment"); r && r->status == 200) ++refreshed;
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
      }
    });
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);  // not a hang if it fails
  while (refreshed < 80 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  auto c = s.client();
  c->set_read_timeout(8, 0);  // an answer, not a speed: a starved post waits as long as the pages stay open
  const Answer a = post_json(*c, results_path(s, 1), entry(1, s.row(1, 1).boards[0], "4S", "N", "=", "k"));
  done = true;
  for (auto& v : viewers) v.join();
  CHECK_MESSAGE(a.status == 201, a.error);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("With the board analysed, a check answers a trick count three or more from double dummy as a warning, and confirming stores it") {
  Served s;
  {
    // Board 1 dealt and given a double-dummy table where every declarer takes 7 tricks.
    auto store = s.store();
    auto boards = store.boards(s.event.id);
    boards[0].deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";
    deal::Analysis a;
    for (auto& seat : a.dd.tricks) seat.fill(7);
    a.par = deal::Par{90, *deal::parse_contracts_field("1NT N")};
    boards[0].analysis = a;
    store.put_board(s.event.id, boards[0]);
  }
  auto c = s.client();
  Json e = entry(1, 1, "4S", "N", "=", "");
  e.erase("key");
  const Answer es = post_json(*c, "/api/t/" + s.token(1) + "/check?lang=es", e);
  REQUIRE(es.status == 200);
  REQUIRE(es.json["warnings"].size() == 1);
  CHECK(es.json["warnings"][0]["code"] == "line.tricks_far_from_dd");
  CHECK(es.json["warnings"][0]["message"] == "revise las bazas: 4P por Norte hizo 10, y a doble muerto hace 7");
  CHECK(s.lines().empty());
  // The lead must be in the leader's hand (East leads against North: East has no spade ace).
  Json lead = entry(1, 1, "4S", "N", "=", "k1", "SA");
  CHECK(post_json(*c, "/api/t/" + s.token(1) + "/results", lead).status == 422);
  CHECK(s.lines().empty());
  // Confirming the entry is accepting its warning.
  CHECK(post_json(*c, "/api/t/" + s.token(1) + "/results", entry(1, 1, "4S", "N", "=", "k2")).status == 201);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("A table cannot see the future: a later round's board is refused, and its traveller and hands stay hidden") {
  Served s;
  auto c = s.client();
  // Table 2, in round 1, makes up a result for the board it plays in round 4.
  const int ahead = s.row(4, 2).boards[0];
  const Answer a = post_json(*c, results_path(s, 2), entry(4, ahead, "4S", "N", "=", "ahead"));
  CHECK(a.status == 403);
  CHECK(a.json["error"]["code"] == "table.round_not_reached");
  CHECK(a.json["error"]["field"] == "round");
  CHECK(s.lines().empty());
  CHECK(get(*c, "/api/t/" + s.token(2) + "/boards/" + std::to_string(ahead)).status == 403);
  // The director types that line ahead of time: the table still cannot read it.
  {
    auto store = s.store();
    auto view = director::EventView::load(store, s.event);
    director::LineInput in;
    in.board = ahead;
    in.round = 4;
    in.table = 2;
    in.quick = "4S N =";
    REQUIRE(director::enter_line(store, view, in, false, Lang::En, "enter"));
  }
  const Answer peek = get(*c, "/api/t/" + s.token(2) + "/boards/" + std::to_string(ahead));
  CHECK(peek.status == 403);
  CHECK(peek.body.find("\"deal\"") == std::string::npos);
}

TEST_CASE("A table cannot overwrite the director: an adjusted score or a board not played stands against replace") {
  for (const char* ruling : {"A60-40", "np"}) {
    CAPTURE(ruling);
    Served s;
    auto c = s.client();
    const int b = s.row(1, 1).boards[0];
    {
      auto store = s.store();
      auto view = director::EventView::load(store, s.event);
      director::LineInput in;
      in.board = b;
      in.round = 1;
      in.table = 1;
      in.quick = ruling;
      REQUIRE(director::enter_line(store, view, in, false, Lang::En, "enter"));
    }
    const auto before = s.lines();
    Json over = entry(1, b, "7NT", "N", "=", "over");
    over["replace"] = true;
    const Answer a = post_json(*c, results_path(s, 1), over);
    CHECK(a.status == 403);
    CHECK(a.json["error"]["code"] == "table.not_its_line");
    CHECK(s.lines() == before);
    CHECK(count_audit(s, "update") == 0);
  }
}

TEST_CASE("A table is offered Correct on the boards it stored itself, not on one the director wrote or changed since") {
  Served s;
  auto c = s.client();
  const auto& row = s.row(1, 1);
  REQUIRE(post_json(*c, results_path(s, 1), entry(1, row.boards[0], "4S", "N", "=", "mine")).status == 201);
  const std::string status = "/t/" + s.token(1) + "/status";
  const std::string button = "class=\"correct\" data-round=\"1\" data-board=\"" + std::to_string(row.boards[0]) + "\"";
  CHECK(has(get(*c, status).body, button));
  CHECK(has(get(*c, status + "?lang=es").body, ">Corregir</button>"));
  auto api = get(*c, "/api/t/" + s.token(1));
  CHECK(api.json["rounds"][0]["boards"][0]["correctable"] == true);
  CHECK(api.json["rounds"][0]["boards"][1]["correctable"] == false);
  // The table corrects it: still its own line.
  Json fix = entry(1, row.boards[0], "4S", "N", "+1", "mine-again");
  fix["replace"] = true;
  const Answer fixed = post_json(*c, results_path(s, 1), fix);
  REQUIRE(fixed.status == 201);
  CHECK(fixed.json["replaced"] == true);
  CHECK(has(get(*c, status).body, button));
  // The director changes it: the director's now, no button, and replace is refused.
  REQUIRE(run_cli({"--db", s.db, "result", "edit", s.event.name, std::to_string(s.lines().front().id), "4S N -1"}).status == 0);
  CHECK_FALSE(has(get(*c, status).body, "class=\"correct\""));
  CHECK(get(*c, "/api/t/" + s.token(1)).json["rounds"][0]["boards"][0]["correctable"] == false);
  fix["key"] = "after-the-director";
  CHECK(post_json(*c, results_path(s, 1), fix).json["error"]["code"] == "table.not_its_line");
}

TEST_CASE("Seated the other way round: a table says so with its entry, the line is stored as the pairs sat, and the table still corrects it") {
  Served s;
  auto c = s.client();
  const auto& row = s.row(1, 1);
  const int b = row.boards[0];
  // A pairs event: the page offers the button (a teams event's does not).
  CHECK(get(*c, "/api/t/" + s.token(1)).json["event"]["teams"] == false);
  Json sat = entry(1, b, "3NT", "S", "=", "other-way");
  sat["other_way"] = true;
  // The check says the line as it would be stored: the movement's East-West pair North-South.
  const Answer checked = post_json(*c, "/api/t/" + s.token(1) + "/check", sat);
  REQUIRE(checked.status == 200);
  CHECK(checked.json["line"]["ns"] == *row.ew);
  const Answer stored = post_json(*c, results_path(s, 1), sat);
  REQUIRE(stored.status == 201);
  CHECK(stored.json["line"]["ns"] == *row.ew);
  CHECK(stored.json["line"]["ew"] == *row.ns);
  REQUIRE(s.lines().size() == 1);
  CHECK(s.lines()[0].ns == *row.ew);
  CHECK(s.store().audit(s.event.id).back().note == "table 1 (seated the other way round)");
  // The status says so, in the players' language, and offers Correct on it.
  const std::string status = "/t/" + s.token(1) + "/status";
  CHECK(has(get(*c, status).body, "<span class=\"other-way\">⇄ seated the other way round</span>"));
  CHECK(has(get(*c, status + "?lang=es").body, "⇄ sentados al revés"));
  CHECK(has(get(*c, status).body, "class=\"correct\" data-round=\"1\" data-board=\"" + std::to_string(b) + "\""));
  // Corrected to the movement's seats: the same line, the pairs back.
  Json fix = entry(1, b, "3NT", "S", "+1", "back");
  fix["replace"] = true;
  const Answer fixed = post_json(*c, results_path(s, 1), fix);
  REQUIRE(fixed.status == 201);
  CHECK(fixed.json["replaced"] == true);
  CHECK(s.lines().size() == 1);
  CHECK(s.lines()[0].ns == *row.ns);
  // other_way must be true or false.
  Json bad = entry(1, row.boards[1], "3NT", "S", "=", "bad");
  bad["other_way"] = "yes";
  const Answer refused = post_json(*c, results_path(s, 1), bad);
  CHECK(refused.status == 400);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("An event's id is an id only: an event named like another's id never answers for it") {
  Served s;
  const std::string id = std::to_string(s.event.id);
  db::Id impostor = 0;
  {
    auto store = s.store();
    db::NewEvent e;
    e.name = id;  // named as the first event's id
    impostor = store.create_event(e);
  }
  auto c = s.client();
  const Answer status = get(*c, "/api/events/" + id + "/status");
  REQUIRE(status.status == 200);
  CHECK(status.json["event"] == s.event.id);
  CHECK(status.json["expected"] == 50);  // the Mitchell's, not the empty impostor's
  CHECK(get(*c, "/live/" + id).body.find("Tuesday pairs") != std::string::npos);
  CHECK(get(*c, "/api/events/" + std::to_string(impostor) + "/status").status == 200);
  CHECK(get(*c, "/api/events/999/status").status == 404);
}

TEST_CASE("A body sent in chunks is refused unread, whatever its size, and stores nothing") {
  Served s;
  const int b = s.row(1, 1).boards[0];
  const std::string body = entry(1, b, "4S", "N", "=", "chunked").dump();
  const std::string path = "/api/t/" + s.token(1) + "/results";
  // The headers alone: the server answers before a byte of the body is sent.
  const auto answer = exchange(s.port,
                               "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                               "Transfer-Encoding: chunked\r\n\r\n",
                               10000);
  REQUIRE(answer);
  CHECK(answer->starts_with("HTTP/1.1 411 "));
  CHECK(answer->find("server.length_required") != std::string::npos);
  // A client that sends its chunks anyway (small, then a megabyte): answered 411 or 413, or the
  // connection closed under it (the server closes on what it did not read), never stored.
  auto c = s.client();
  for (const size_t size : {body.size(), size_t(1) << 20}) {
    CAPTURE(size);
    auto r = c->Post(
        path,
        [&](size_t offset, httplib::DataSink& sink) {
          if (offset >= size) {
            sink.done();
            return true;
          }
          const std::string piece = size == body.size() ? body : std::string(std::min<size_t>(4096, size - offset), ' ');
          sink.write(piece.data(), piece.size());
          return true;
        },
        "application/json");
    if (r) CHECK((r->status == 411 || r->status == 413));
  }
  CHECK(s.lines().empty());
  // The same entry with its length is stored.
  CHECK(post_json(*c, path, body).status == 201);
}

TEST_CASE("A table moves on with a board left for later through POST /next, once however often it is sent, and enters that board afterwards") {
  Served s;
  auto c = s.client();
  const std::string next = "/api/t/" + s.token(1) + "/next";
  const auto r1 = s.row(1, 1).boards;
  REQUIRE(post_json(*c, results_path(s, 1), entry(1, r1[0], "4S", "N", "=", "k1")).status == 201);
  // Read strictly: a round, a number, once.
  CHECK(post_json(*c, next, std::string("{\"round\": \"1\"}")).status == 400);
  CHECK(post_json(*c, next, std::string("{}")).status == 400);
  CHECK(post_json(*c, next, std::string("{\"round\": 1, \"round\": 3}")).status == 400);
  CHECK(get(*c, "/api/t/" + s.token(1)).json["round"] == 1);
  const Answer moved = post_json(*c, next, Json{{"round", 1}});
  REQUIRE(moved.status == 200);
  CHECK(moved.json["round"] == 2);
  CHECK(moved.json["reached"] == 2);
  CHECK(post_json(*c, next, Json{{"round", 1}}).json["round"] == 2);  // the other phone's tap: no change
  // The board left for later is still the table's to enter; round 3 is not reached.
  CHECK(post_json(*c, results_path(s, 1), entry(1, r1[1], "3NT", "S", "=", "k2")).status == 201);
  CHECK(post_json(*c, results_path(s, 1), entry(3, s.row(3, 1).boards[0], "4S", "N", "=", "k3")).status == 403);
  CHECK(s.lines().size() == 2);
}
