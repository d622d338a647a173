#pragma once
// A temporary event file for the director's operations, and the events they work on.
#include <doctest/doctest.h>

#include <string>

#include "bandeja/db/store.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/results.hpp"
#include "cli.hpp"

namespace bandeja::test::ops {

// An empty event file in a fresh folder, removed with it.
struct File {
  TempDir dir;
  db::Store store = db::Store::open(dir.file("club.db"));

  // A new event made as `bandeja event new` makes it.
  db::EventInfo event(const std::string& name, const std::string& type, int tables,
                      const std::string& scoring = "mp", int boards_per_round = 2) {
    return make(name, type, tables, boards_per_round, scoring, "", "");
  }
  // A new event made as section `letter` of the session `session` (which exists already).
  db::EventInfo section(const std::string& name, const std::string& session, const std::string& letter,
                        const std::string& type, int tables, int boards_per_round = 2) {
    return make(name, type, tables, boards_per_round, "mp", session, letter);
  }
  db::EventInfo make(const std::string& name, const std::string& type, int tables, int boards_per_round,
                     const std::string& scoring, const std::string& session, const std::string& letter) {
    director::NewEventSpec spec;
    spec.name = name;
    spec.movement.type = type;
    spec.movement.tables = tables;
    spec.movement.boards_per_round = boards_per_round;
    spec.scoring = scoring;
    spec.session = session;
    spec.section = letter;
    auto made = director::create_event(store, spec, Lang::En);
    REQUIRE_MESSAGE(made.has_value(), (made ? "" : present::render(made.error(), Lang::En)));
    return *store.find_event(name);
  }
  // A line typed for `board` at the table and round of `row`, `entry` as the prompt reads it
  // ("3NT S 9", "A60-40"), stored as `bandeja enter` stores it; the test stops if it is refused.
  void enter(const db::EventInfo& ev, const movement::Row& row, int board, const std::string& entry) {
    auto view = director::EventView::load(store, ev);
    director::LineInput in;
    in.board = board;
    in.round = row.round;
    in.table = row.table;
    in.quick = entry;
    auto stored = director::enter_line(store, view, in, false, Lang::En, "test");
    REQUIRE_MESSAGE(stored.has_value(), (stored ? "" : present::render(stored.error(), Lang::En)));
  }
  // Two teams, two tables, one round of 4 boards: team N is pairs N NS and N EW.
  db::EventInfo match(const std::string& name = "Cup") { return event(name, "teams", 2, "imps", 4); }
};

// A line typed at table 1 in round 1: `entry` for board `board`.
inline director::LineInput at_table_1(int board, const std::string& entry) {
  director::LineInput in;
  in.board = board;
  in.round = 1;
  in.table = 1;
  in.quick = entry;
  return in;
}

// An error checked three ways: its catalogue code, and its words in English and in Spanish.
inline void check_error(const Error& e, const std::string& code, const std::string& en, const std::string& es) {
  CHECK(e.code == code);
  CHECK(present::known(e.code));
  CHECK(present::render(e, Lang::En) == en);
  CHECK(present::render(e, Lang::Es) == es);
}

}  // namespace bandeja::test::ops
