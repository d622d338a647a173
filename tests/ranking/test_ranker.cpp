// libranking's Ranker given a session one board at a time, without knowing the expected results
// (Neuberg's E) until the last board, as `bandeja rank` feeds it from the event file: it must
// rank exactly as rank() of the whole session, which knows E from the start.
#include <doctest/doctest.h>

#include <map>
#include <random>

#include "bandeja/present/messages.hpp"
#include "bandeja/ranking/rank.hpp"
#include "bandeja/score/imps.hpp"

using namespace bandeja;
using namespace bandeja::ranking;

namespace {

// A Mitchell of one or two sections: NS pair i meets EW pair (i + b) mod T + 1 on board b. Each
// line a score from a short list (so there are ties), an artificial score, a weighted score, a
// board not played, or missing (the board was not played at that table), so that boards have
// different numbers of real results and a pair's boards several of them; now and then a fouled
// board and procedural penalties.
Session random_session(std::mt19937& rng, int sections, int tables, int boards) {
  auto pick = [&](int n) { return int(rng() % unsigned(n)); };
  const int scores[] = {-200, -100, 110, 140, 400, 420, 420, 450, 620, -50};
  Session s;
  for (int k = 0; k < sections; ++k) {
    const std::string sec = sections == 1 ? "" : std::string(1, char('A' + k));
    for (int i = 1; i <= tables; ++i) s.pairs.push_back({sec + std::to_string(i) + "NS", Field::NS, sec, ""});
    for (int i = 1; i <= tables; ++i) s.pairs.push_back({sec + std::to_string(i) + "EW", Field::EW, sec, ""});
    for (int b = 1; b <= boards; ++b) {
      Traveller t{b, sec, {}};
      for (int i = 1; i <= tables; ++i) {
        const int roll = pick(100);
        if (roll < 6) continue;  // not played at this table
        Outcome o = scores[pick(10)];
        if (roll < 12) o = score::Artificial{60 - 10 * pick(3), 60 - 10 * pick(3)};
        else if (roll < 16) o = Weighted{{{0.5, scores[pick(10)]}, {0.5, scores[pick(10)]}}};
        else if (roll < 19) o = score::NotPlayed{};
        const std::string e = sec + std::to_string((i + b) % tables + 1) + "EW";
        t.lines.push_back({sec + std::to_string(i) + "NS", e, std::move(o), false});
      }
      s.travellers.push_back(std::move(t));
    }
  }
  // Now and then a fouled board (Law 87): the second half of a traveller's lines played it changed.
  if (pick(3) == 0) {
    auto& t = s.travellers[size_t(pick(int(s.travellers.size())))];
    for (size_t l = t.lines.size() / 2; l < t.lines.size(); ++l) t.lines[l].foul_group = 1;
  }
  if (pick(2)) s.penalties.push_back({s.pairs[size_t(pick(int(s.pairs.size())))].id, 1 + pick(boards), 25, 0, "slow"});
  if (pick(2)) s.penalties.push_back({s.pairs[size_t(pick(int(s.pairs.size())))].id, std::nullopt, 50, 0, "late"});
  return s;
}

// The session's boards given one board number at a time, each board's travellers in the
// session's order (a section's travellers come before the next section's in the session).
Result<Ranking> fed(const Session& s, const Options& o, bool keep_lines) {
  auto ranker = Ranker::start(s, o, keep_lines);
  if (!ranker) return std::unexpected(ranker.error());
  std::map<int, std::vector<const Traveller*>> by_board;
  for (const auto& t : s.travellers) by_board[t.board].push_back(&t);
  for (const auto& [b, ts] : by_board)
    if (auto added = ranker->add_board(ts); !added) return std::unexpected(added.error());
  return ranker->finish();
}

void same_ranking(const Ranking& got, const Ranking& want, bool lines) {
  REQUIRE(got.pairs.size() == want.pairs.size());
  for (size_t i = 0; i < got.pairs.size(); ++i) {
    CAPTURE(want.pairs[i].pair);
    CHECK(got.pairs[i].pair == want.pairs[i].pair);
    CHECK(got.pairs[i].place == want.pairs[i].place);
    CHECK(got.pairs[i].total == want.pairs[i].total);  // to the last bit
    CHECK(got.pairs[i].tops == want.pairs[i].tops);
    CHECK(got.pairs[i].percent == want.pairs[i].percent);
    CHECK(got.pairs[i].boards == want.pairs[i].boards);
    CHECK(got.pairs[i].penalty == want.pairs[i].penalty);
  }
  CHECK(got.top == want.top);
  REQUIRE(got.penalties.size() == want.penalties.size());
  for (size_t i = 0; i < got.penalties.size(); ++i) CHECK(got.penalties[i].points == want.penalties[i].points);
  REQUIRE(got.boards.size() == want.boards.size());
  for (size_t b = 0; b < got.boards.size(); ++b) {
    const auto &g = got.boards[b], &w = want.boards[b];
    CAPTURE(w.board);
    CAPTURE(w.section);
    CHECK(g.board == w.board);
    CHECK(g.section == w.section);
    CHECK(g.results == w.results);
    CHECK(g.expected == w.expected);
    CHECK(g.top == w.top);
    CHECK(g.datum == w.datum);
    if (!lines) {
      CHECK(g.lines.empty());
      continue;
    }
    REQUIRE(g.lines.size() == w.lines.size());
    for (size_t l = 0; l < g.lines.size(); ++l) {
      CHECK(g.lines[l].ns == w.lines[l].ns);
      CHECK(g.lines[l].ns_points == w.lines[l].ns_points);
      CHECK(g.lines[l].ew_points == w.lines[l].ew_points);
    }
  }
}

}  // namespace

TEST_CASE("Neuberg's expected results known only after the last board: a session given board by board ranks as the whole session") {
  std::mt19937 rng(20261203);
  for (int trial = 0; trial < 60; ++trial) {
    CAPTURE(trial);
    const int sections = 1 + trial % 2;
    Session s = random_session(rng, sections, 3 + int(rng() % 6), 2 + int(rng() % 9));
    Options o;
    o.mp_scale = 1 + int(rng() % 2);
    o.scope = sections == 2 && rng() % 2 ? Scope::Field : Scope::Section;
    o.ave_plus_session_percent = rng() % 2;
    o.ave_minus_session_percent = rng() % 2;
    o.neuberg = trial % 7 != 0;
    auto whole = rank(s, o);
    REQUIRE_MESSAGE(whole, (whole ? "" : present::render(whole.error(), Lang::En)));
    for (bool lines : {true, false}) {
      CAPTURE(lines);
      auto streamed = fed(s, o, lines);
      REQUIRE_MESSAGE(streamed, (streamed ? "" : present::render(streamed.error(), Lang::En)));
      same_ranking(*streamed, *whole, lines);
    }
  }
}

TEST_CASE("Cross-IMPs and Butler given board by board rank as the whole session") {
  std::mt19937 rng(7);
  for (Method m : {Method::CrossImps, Method::Butler})
    for (int trial = 0; trial < 10; ++trial) {
      Session s = random_session(rng, 1, 4 + trial % 4, 3 + trial % 5);
      Options o;
      o.method = m;
      o.imps = [](int d) { return score::imps(d); };
      auto whole = rank(s, o);
      REQUIRE(whole);
      auto streamed = fed(s, o, false);
      REQUIRE(streamed);
      same_ranking(*streamed, *whole, false);
    }
}

TEST_CASE("A board's travellers are given together: the same board given twice is refused, not ranked twice") {
  Session s;
  s.pairs = {{"1NS", Field::NS, "", ""}, {"1EW", Field::EW, "", ""}};
  s.travellers = {{1, "", {{"1NS", "1EW", 420, false}}}};
  auto ranker = Ranker::start(s, Options{}, false);
  REQUIRE(ranker);
  REQUIRE(ranker->add_board({&s.travellers[0]}));
  auto again = ranker->add_board({&s.travellers[0]});
  REQUIRE_FALSE(again);
  CHECK(again.error().code == "rank.error.board_twice");
  CHECK(again.error().args == std::vector<std::string>{"1"});
  CHECK(present::render(again.error(), Lang::En) == "board 1 is given twice (internal error)");
}
