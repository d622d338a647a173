// The round walk (apps/director round_walk.hpp): one round's boards table by table, as the
// prompt of `bandeja enter EVENT --round N` drives it; every move, what it stores and undoes.
#include <doctest/doctest.h>

#include "bandeja/director/round_walk.hpp"
#include "bandeja/score/entry.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::File;

namespace {

// A 3-table Mitchell of 2 boards a round: round 1 plays boards 1-2 at table 1, 3-4 at table 2,
// 5-6 at table 3.
struct Walked {
  File f;
  db::EventInfo info = f.event("Tuesday", "mitchell", 3);
  director::EventView ev = director::EventView::load(f.store, info);
  director::RoundWalk walk() {
    auto w = director::RoundWalk::start(ev, 1);
    REQUIRE(w.has_value());
    return *w;
  }
  // The line `typed` at the walk's step, stored as the prompt stores it.
  void type(director::RoundWalk& w, const std::string& typed, bool replace = false) {
    auto s = director::enter_line(f.store, ev, w.input(typed), replace, Lang::En, "enter");
    REQUIRE_MESSAGE(s.has_value(), (s ? "" : present::render(s.error(), Lang::En)));
    w.stored(*s);
  }
  std::vector<int> boards_at(const director::RoundWalk& w) const {
    std::vector<int> out;
    for (const auto& s : w.steps()) out.push_back(s.board);
    return out;
  }
};

}  // namespace

TEST_CASE("Round walk: every board of the round once, table by table in the movement's order, each with its table's pairs") {
  Walked t;
  auto w = t.walk();
  CHECK(t.boards_at(w) == std::vector<int>{1, 2, 3, 4, 5, 6});
  CHECK(w.round() == 1);
  CHECK(w.step().table == 1);
  CHECK(w.step().ns == "1NS");
  CHECK(w.step().ew == "1EW");
  CHECK(w.step().boards == std::vector<int>{1, 2});
  for (int k = 0; k < 6; ++k) w.skip();
  CHECK(w.at_end());
  // Round 2: the boards have moved down a table, the East-West pairs up.
  auto r2 = director::RoundWalk::start(t.ev, 2);
  REQUIRE(r2.has_value());
  CHECK(r2->step().table == 1);
  CHECK(r2->step().ew == "3EW");
  // One table alone.
  auto only = director::RoundWalk::start(t.ev, 1, 2);
  REQUIRE(only.has_value());
  CHECK(t.boards_at(*only) == std::vector<int>{3, 4});
}

TEST_CASE("Round walk: a round the movement does not have, or a table with nothing in it, is refused by its code") {
  Walked t;
  for (int round : {0, 4}) {
    auto w = director::RoundWalk::start(t.ev, round);
    REQUIRE_FALSE(w.has_value());
    CHECK(w.error().code == "line.round_out_of_range");
  }
  auto none = director::RoundWalk::start(t.ev, 1, 9);
  REQUIRE_FALSE(none.has_value());
  CHECK(none.error().code == "cli.enter_nothing_in_round");
}

TEST_CASE("Round walk: t passes the rest of the table's boards, b N goes to board N (this table's first), and a board the round does not play leaves the walk where it is") {
  Walked t;
  auto w = t.walk();
  w.next_table();
  CHECK(w.step().table == 2);
  CHECK(w.step().board == 3);
  CHECK_FALSE(w.jumped_here());
  CHECK(w.jump(6));
  CHECK(w.step().board == 6);
  CHECK(w.jumped_here());
  CHECK_FALSE(w.jump(7));  // played in round 2, not 1
  CHECK(w.step().board == 6);
  w.skip();
  CHECK(w.at_end());
  CHECK_FALSE(w.jumped_here());
  CHECK(w.jump(1));  // from the end, back to a board skipped
  CHECK(w.step().table == 1);
}

TEST_CASE("Round walk: the boards still without a result are listed table by table, and a stored line moves the walk on") {
  Walked t;
  auto w = t.walk();
  t.type(w, "4S N 10");
  CHECK(w.at() == 1);
  CHECK(w.stored_count() == 1);
  w.next_table();
  t.type(w, "3NT S 9");
  const auto missing = w.missing(t.ev);
  REQUIRE(missing.size() == 3);
  CHECK(missing[0].table == 1);
  CHECK(missing[0].boards == std::vector<int>{2});
  CHECK(missing[1].boards == std::vector<int>{4});
  CHECK(missing[2].boards == std::vector<int>{5, 6});
}

TEST_CASE("Round walk: undo deletes the last line the walk stored and goes back to its board, and with none left says nothing to undo") {
  Walked t;
  auto w = t.walk();
  t.type(w, "4S N 10");
  t.type(w, "4H S 9");
  CHECK(t.f.store.results(t.info.id).size() == 2);
  auto undone = w.undo(t.f.store, t.ev);
  REQUIRE(undone.has_value());
  CHECK(undone->board == 2);
  CHECK(w.step().board == 2);
  CHECK(w.stored_count() == 1);
  CHECK(t.f.store.results(t.info.id).size() == 1);
  CHECK(t.ev.stored(2, "1NS") == nullptr);
  REQUIRE(w.undo(t.f.store, t.ev).has_value());
  CHECK(w.step().board == 1);
  CHECK(t.f.store.results(t.info.id).empty());
  auto none = w.undo(t.f.store, t.ev);
  REQUIRE_FALSE(none.has_value());
  CHECK(none.error().code == "enter.nothing_to_undo");
}

TEST_CASE("Round walk: a line changed by someone else since the walk stored it is not undone, and the next undo is of the line before") {
  Walked t;
  auto w = t.walk();
  t.type(w, "4S N 10");
  t.type(w, "4H S 9");
  const auto lines = t.f.store.results(t.info.id);
  REQUIRE(lines.size() == 2);
  const auto second = lines[0].board == 2 ? lines[0] : lines[1];
  REQUIRE(director::edit_result(t.f.store, t.info, second.id, "4H S 10", Lang::En, "director").has_value());
  auto refused = w.undo(t.f.store, t.ev);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == "result.changed_since");
  CHECK(t.f.store.results(t.info.id).size() == 2);  // the other director's line stays
  auto first = w.undo(t.f.store, t.ev);
  REQUIRE(first.has_value());
  CHECK(first->board == 1);
  CHECK(t.f.store.results(t.info.id).size() == 1);
}

TEST_CASE("Round walk: a line that replaces a stored one where b N jumped is not the walk's to undo") {
  Walked t;
  auto w = t.walk();
  t.type(w, "4S N 10");
  REQUIRE(w.jump(1));
  t.type(w, "4S N 11", true);
  CHECK(w.stored_count() == 2);
  // The only line the walk can undo is board 1 as first stored, and it has been replaced since:
  // the undo refuses, and the line as replaced stays.
  CHECK_FALSE(w.undo(t.f.store, t.ev).has_value());
  const auto lines = t.f.store.results(t.info.id);
  REQUIRE(lines.size() == 1);
  CHECK(score::display_text(lines[0].entry) == "4S N +1");
}
