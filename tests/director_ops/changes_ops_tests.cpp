// Two directors on one evening: an undo removes only the line it stored, unchanged since, and
// the audit note belongs to the change that set it.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include "bandeja/director/audit.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/tables.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using namespace bandeja::test::ops;

namespace {

// A 3-table Mitchell whose board 1 has 3NT S 9 (+400) from table 1 in round 1, stored as
// `bandeja enter` stores it.
struct OneLine {
  File f;
  db::EventInfo ev = f.event("Tuesday", "mitchell", 3);
  director::EventView view = director::EventView::load(f.store, ev);
  db::ResultLine mine = enter(at_table_1(1, "3NT S 9"));
  db::ResultLine enter(const director::LineInput& in) {
    auto stored = director::enter_line(f.store, view, in, false, Lang::En, "enter");
    REQUIRE(stored);
    return stored->line;
  }
};

}  // namespace

TEST_CASE("Undo at the prompt removes only the line it stored, unchanged since: one another director edited stays, and the error says who and when") {
  OneLine o;
  auto& [f, ev, view, mine] = o;
  // The console edits it in the meantime.
  REQUIRE(director::edit_result(f.store, ev, mine.id, "3NT S 10", Lang::En, "console: result edit"));
  auto undo = director::delete_result(f.store, ev, mine.id, "enter: undo", mine);
  REQUIRE_FALSE(undo);
  CHECK(undo.error().code == "result.changed_since");
  CHECK(undo.error().args.at(4) == "console: result edit");
  CHECK(present::render(undo.error(), Lang::En).starts_with("line " + std::to_string(mine.id) + " (board 1, 1NS v 1EW) was changed since it was entered here (console: result edit, "));
  CHECK(present::render(undo.error(), Lang::Es).starts_with("la línea " + std::to_string(mine.id) + " (tablero 1, 1NS contra 1EO) se cambió"));
  const auto kept = f.store.result(ev.id, mine.id);
  REQUIRE(kept);
  CHECK(kept->ns_score == 430);  // 3NT made with an overtrick, as the console left it
  // A line still as this prompt stored it is undone.
  auto second = director::enter_line(f.store, view, at_table_1(2, "4S N 10"), false, Lang::En, "enter");
  REQUIRE(second);
  REQUIRE(director::delete_result(f.store, ev, second->line.id, "enter: undo", second->line));
  CHECK_FALSE(f.store.result(ev.id, second->line.id));
  // And one deleted by the other director meanwhile is not found, never another line removed.
  view = director::EventView::load(f.store, ev);
  auto third = director::enter_line(f.store, view, at_table_1(2, "4S N 10"), false, Lang::En, "enter");
  REQUIRE(third);
  REQUIRE(director::delete_result(f.store, ev, third->line.id, "console: delete"));
  auto gone = director::delete_result(f.store, ev, third->line.id, "enter: undo", third->line);
  REQUIRE_FALSE(gone);
  CHECK(gone.error().code == "result.not_found");
  CHECK(f.store.result(ev.id, mine.id));
}

TEST_CASE("The audit note belongs to the change that set it: an edit made outside Bandeja is logged with no note, not the last one left") {
  OneLine o;
  auto& [f, ev, view, mine] = o;
  {
    // The sqlite3 shell, or any other program, changes the line behind Bandeja's back.
    SQLite::Database outside(f.dir.file("club.db"), SQLite::OPEN_READWRITE);
    outside.exec("UPDATE results SET ns_score = 460 WHERE id = " + std::to_string(mine.id));
  }
  const auto audit = f.store.audit(ev.id);
  REQUIRE(audit.size() >= 2);
  CHECK(audit.front().note == "enter");
  CHECK(audit.back().action == "update");
  CHECK(audit.back().note == "");
}

TEST_CASE("The audit trail in words: a line's board, pairs and score before and after, and a lock in one sentence, in English and Spanish") {
  OneLine o;
  auto& [f, ev, view, mine] = o;
  auto fixed = at_table_1(1, "3NT S 10");
  view = director::EventView::load(f.store, ev);
  REQUIRE(director::enter_line(f.store, view, fixed, true, Lang::En, "enter"));
  REQUIRE(director::lock_round(f.store, ev, 1, true));
  const auto audit = f.store.audit(ev.id);
  REQUIRE(audit.size() == 3);

  const auto made = director::audit_words(audit[0], Lang::En);
  CHECK(made.action == present::say(Lang::En, "audit.action_insert"));
  CHECK(made.number == std::to_string(mine.id));
  CHECK(made.said.empty());
  CHECK(made.board == "1");
  CHECK(made.ns == "1NS");
  CHECK(made.ew == "1EW");
  CHECK(made.before.empty());  // nothing was there
  CHECK(made.after == "3NT S = (+400)");

  const auto changed = director::audit_words(audit[1], Lang::Es);
  CHECK(changed.ew == "1EO");  // East-West as Spanish writes it
  CHECK(changed.before == "3ST S = (+400)");
  CHECK(changed.after == "3ST S +1 (+430)");

  const auto locked = director::audit_words(audit[2], Lang::Es);
  CHECK(locked.said == present::say(Lang::Es, "audit.round_locked", {"1"}));
  CHECK(locked.number.empty());
  CHECK(locked.board.empty());
}

TEST_CASE("The audit trail says who in the director's words: the console, a table, a Swiss draw and pairs swapped into their seats from the catalogue, a command as typed") {
  auto by = [](const std::string& note, Lang lang) {
    db::AuditRecord a;
    a.action = "update";
    a.note = note;
    return director::audit_words(a, lang).by;
  };
  CHECK(by("director", Lang::Fr) == present::say(Lang::Fr, "audit.by_director"));
  CHECK(by("table 4", Lang::Es) == present::say(Lang::Es, "audit.by_table", {"4"}));
  CHECK(by("swiss round 3 drawn", Lang::Es) == "sorteo de la ronda 3 del suizo");
  CHECK(by("swiss round 3 drawn", Lang::Fr) == "tirage du tour 3 du suisse");
  CHECK(by("swiss round x drawn", Lang::Es) == "swiss round x drawn");  // not a draw's note: as stored
  CHECK(by("enter (pairs swapped into the movement's seats)", Lang::Es) == "enter (parejas cambiadas a los asientos del movimiento)");
  CHECK(by("table 2 (pairs swapped into the movement's seats)", Lang::Fr) ==
        present::say(Lang::Fr, "audit.by_table", {"2"}) + " (paires remises aux places du mouvement)");
  CHECK(by("event movement", Lang::Fr) == "event movement");  // the command the director typed
}
