// The director's operations on a temporary event file, on values: creating an event, every
// check a result line passes (each refusal by its code and field), entering, replacing,
// correcting and deleting lines, a travellers file all or nothing, status, importing
// travellers and naming pairs. The CLI tests keep only the wiring.
#include <doctest/doctest.h>

#include <cctype>
#include <algorithm>
#include <string>
#include <vector>

#include "bandeja/db/store.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/pairs.hpp"
#include "bandeja/director/results.hpp"
#include "cli.hpp"

using namespace bandeja;
using director::LineInput;

namespace {

// A 3-table Mitchell of 3 rounds, 2 boards a round (boards 1-6), in a fresh file.
struct Night {
  test::TempDir dir;
  db::Store store = db::Store::open(dir.file("club.db"));
  db::EventInfo info;
  Night() {
    director::NewEventSpec spec;
    spec.name = "Tue";
    spec.movement.type = "mitchell";
    spec.movement.tables = 3;
    spec.movement.boards_per_round = 2;
    auto made = director::create_event(store, spec, Lang::En);
    REQUIRE(made.has_value());
    info = store.event_info(made->id);
  }
  director::EventView view() const { return director::EventView::load(store, info); }
  // The row where `board` is played in `round`.
  movement::Row row(int round, int board) const {
    for (const auto& r : store.rows(info.id))
      if (r.round == round && std::find(r.boards.begin(), r.boards.end(), board) != r.boards.end()) return r;
    FAIL("no row");
    return {};
  }
  LineInput at(int round, int board, std::string entry) const {
    const auto r = row(round, board);
    LineInput in;
    in.board = board;
    in.round = round;
    in.table = r.table;
    in.quick = std::move(entry);
    return in;
  }
};

}  // namespace

TEST_CASE("create_event: a Mitchell's pairs sit NS and EW, its boards have the Law 2 dealer and vulnerability") {
  Night n;
  const auto pairs = n.store.pairs(n.info.id);
  CHECK(pairs.size() == 6);
  CHECK(std::count_if(pairs.begin(), pairs.end(), [](const db::Pair& p) { return p.field == "NS"; }) == 3);
  const auto boards = n.store.boards(n.info.id);
  REQUIRE(boards.size() == 6);
  CHECK(boards[1].dealer == score::Seat::East);
  CHECK(boards[1].vulnerability == score::Vulnerability{true, false});
}

TEST_CASE("create_event refuses a taken name, a scoring it does not know, a session without a section and a bad movement") {
  Night n;
  director::NewEventSpec spec;
  spec.name = "Tue";
  spec.movement.type = "mitchell";
  spec.movement.tables = 3;
  CHECK(director::create_event(n.store, spec, Lang::En).error().code == "event.name_taken");
  spec.name = "Wed";
  spec.scoring = "nada";
  CHECK(director::create_event(n.store, spec, Lang::En).error().code == "event.bad_scoring");
  spec.scoring = "mp";
  spec.session = "Night";
  CHECK(director::create_event(n.store, spec, Lang::En).error().code == "event.session_and_section");
  spec.section = "B";
  const auto no_session = director::create_event(n.store, spec, Lang::En);
  CHECK(no_session.error().code == "session.not_found");
  CHECK(present::render(no_session.error(), Lang::Es).starts_with("no hay ninguna sesión 'Night'"));
  spec.session = spec.section = "";
  spec.movement.tables = 4;  // an even Mitchell needs a skip or a relay
  const auto even = director::create_event(n.store, spec, Lang::Es);
  REQUIRE_FALSE(even.has_value());
  CHECK(even.error().field == "movement");
  CHECK(present::render(even.error(), Lang::Es).find("necesita --skip o --relay") != std::string::npos);
  CHECK(n.store.events().size() == 1);
}

TEST_CASE("check_line: every refusal names its code and the field at fault") {
  Night n;
  const auto ev = n.view();
  const auto r1 = n.row(1, 1);
  struct Case {
    std::string name;
    LineInput in;
    std::string code, field;
  };
  auto with = [&](auto f) {
    LineInput in = n.at(1, 1, "4S N =");
    f(in);
    return in;
  };
  const std::vector<Case> cases{
      {"a board not in the event", with([](LineInput& i) { i.board = 99; }), "line.board_not_in_event", "board"},
      {"a round past the movement", with([](LineInput& i) { i.round = 9; }), "line.round_out_of_range", "round"},
      {"a table not in play", with([](LineInput& i) { i.table = 9; }), "line.table_not_in_round", "table"},
      {"a board not at that table", with([](LineInput& i) { i.board = i.board == 1 ? 3 : 1; }), "line.board_not_at_table", "board"},
      {"a round without a table", with([](LineInput& i) { i.table.reset(); }), "line.round_and_table", "table"},
      {"neither round nor pairs", with([](LineInput& i) { i.round.reset(), i.table.reset(); }), "line.where_missing", "round"},
      {"pairs that do not meet", with([&](LineInput& i) { i.round.reset(), i.table.reset(), i.ns = *r1.ns, i.ew = *r1.ns; }),
       "line.pairs_do_not_meet", "ns"},
      {"the wrong NS pair", with([&](LineInput& i) { i.ns = *r1.ew; }), "line.wrong_seat", "ns"},
      {"the wrong EW pair", with([&](LineInput& i) { i.ew = *r1.ns; }), "line.wrong_seat", "ew"},
      {"too many tricks", with([](LineInput& i) { i.quick = "4S N 14"; }), "entry.result_more_than_13", "result"},
      {"no declarer", with([](LineInput& i) { i.quick = "4S"; }), "entry.declarer_missing", "declarer"},
      {"a bad lead", with([](LineInput& i) { i.quick = "4S N = ZZ"; }), "entry.lead_not_a_card", "lead"},
      {"a score not a multiple of 10", with([](LineInput& i) { i.quick = "425"; }), "entry.score_not_a_multiple_of_10", "score"},
      {"a score no contract makes", with([](LineInput& i) { i.quick = "10"; }), "line.impossible_score", "score"},
      {"a weighted part no contract makes", with([](LineInput& i) { i.quick = "W50:420/50:10"; }),
       "line.impossible_weighted_part", "score"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.name);
    const auto r = director::check_line(ev, c.in, false, Lang::En);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().code == c.code);
    CHECK(r.error().field == c.field);
    CHECK_FALSE(present::render(r.error(), Lang::En).empty());
    CHECK_FALSE(present::render(r.error(), Lang::Es).empty());
  }
}

TEST_CASE("check_line: a line with its pairs and no round finds its table, and a correct line scores Law 77 for the board") {
  Night n;
  const auto r = n.row(2, 3);
  LineInput in;
  in.board = 3;
  in.ns = *r.ns;
  in.ew = *r.ew;
  in.quick = "4S N =";
  const auto ok = director::check_line(n.view(), in, false, Lang::En);
  REQUIRE(ok.has_value());
  CHECK(ok->line.round == 2);
  CHECK(ok->line.table == r.table);
  CHECK(ok->line.ns_score == 420);  // board 3: East-West vulnerable, so 4S= by North is +420
}

TEST_CASE("enter_line: a pair plays a board once, so the same line again is refused until --replace replaces it") {
  Night n;
  auto ev = n.view();
  const auto first = director::enter_line(n.store, ev, n.at(1, 1, "4S N ="), false, Lang::En, "test");
  REQUIRE(first.has_value());
  CHECK_FALSE(first->replaced);
  const auto again = director::enter_line(n.store, ev, n.at(1, 1, "4S N +1"), false, Lang::Es, "test");
  REQUIRE_FALSE(again.has_value());
  CHECK(again.error().code == "line.duplicate_use_replace");
  CHECK(present::render(again.error(), Lang::Es).find("use --replace para cambiarlo") != std::string::npos);
  const auto replaced = director::enter_line(n.store, ev, n.at(1, 1, "4S N +1"), true, Lang::En, "test");
  REQUIRE(replaced.has_value());
  CHECK(replaced->replaced);
  CHECK(replaced->line.id == first->line.id);
  CHECK(replaced->line.ns_score == 450);
  CHECK(n.store.results(n.info.id).size() == 1);
}

TEST_CASE("enter_line: a board a pair already played against others must be deleted first, not replaced") {
  Night n;
  auto ev = n.view();
  REQUIRE(director::enter_line(n.store, ev, n.at(1, 1, "pass"), false, Lang::En, "test").has_value());
  // The same NS pair on the same board against someone else (no movement check: no round).
  auto in = n.at(1, 1, "420");
  const auto r2 = n.row(2, 3);
  in.round.reset();
  in.table.reset();
  in.ns = *n.row(1, 1).ns;
  in.ew = *r2.ew;
  const auto e = director::check_line(ev, in, true, Lang::En);
  REQUIRE_FALSE(e.has_value());
  CHECK((e.error().code == "line.pairs_do_not_meet" || e.error().code == "line.duplicate_delete_first"));
}

TEST_CASE("enter_travellers: a file with a bad line stores nothing and lists every bad line in file order") {
  Night n;
  auto ev = n.view();
  const auto r1 = n.row(1, 1), r2 = n.row(1, 3);
  const std::string text = "board,round,table,ns,ew,contract,declarer,result\n"
                           "1,1," + std::to_string(r1.table) + "," + *r1.ns + "," + *r1.ew + ",4S,N,10\n"
                           "3,1," + std::to_string(r2.table) + "," + *r2.ns + "," + *r2.ew + ",4S,N,14\n"
                           "x,1,1," + *r1.ns + "," + *r1.ew + ",4S,N,10\n"
                           "1,1," + std::to_string(r1.table) + "," + *r1.ns + "," + *r1.ew + ",3NT,S,9\n";
  const auto bad = director::enter_travellers(n.store, ev, text, false, Lang::En, "test");
  REQUIRE_FALSE(bad.has_value());
  REQUIRE(bad.error().size() == 3);
  CHECK(bad.error()[0].line == 3);
  CHECK(bad.error()[0].field == "result");
  CHECK(bad.error()[1].line == 4);
  CHECK(bad.error()[1].field == "board");
  CHECK(bad.error()[2].line == 5);
  CHECK(bad.error()[2].code == "line.duplicate_in_file");
  CHECK(present::render(bad.error()[2], Lang::Es).starts_with("línea 5, columna ns: el tablero 1 ya tiene un resultado"));
  CHECK(n.store.results(n.info.id).empty());
  const std::string good = "board,round,table,ns,ew,contract,declarer,result\n1,1," + std::to_string(r1.table) + "," +
                           *r1.ns + "," + *r1.ew + ",4S,N,10\n";
  const auto ok = director::enter_travellers(n.store, ev, good, false, Lang::En, "test");
  REQUIRE(ok.has_value());
  CHECK(ok->lines == 1);
  CHECK(n.store.results(n.info.id).size() == 1);
}

TEST_CASE("edit_result and delete_result: a stored line is corrected through every check, and deleted once") {
  Night n;
  auto ev = n.view();
  const auto s = director::enter_line(n.store, ev, n.at(1, 2, "3NT S ="), false, Lang::En, "test");
  REQUIRE(s.has_value());
  const auto bad = director::edit_result(n.store, n.info, s->line.id, "3NT S 14", Lang::Es, "test");
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error().field == "result");
  CHECK(present::render(bad.error(), Lang::Es).find("como mucho 13 bazas") != std::string::npos);
  const auto ok = director::edit_result(n.store, n.info, s->line.id, "3NT S +1", Lang::En, "test");
  REQUIRE(ok.has_value());
  CHECK(ok->before.ns_score == 600);  // board 2: North-South vulnerable
  CHECK(ok->after.ns_score == 630);
  CHECK(director::delete_result(n.store, n.info, s->line.id, "test").has_value());
  CHECK(director::delete_result(n.store, n.info, s->line.id, "test").error().code == "result.not_found");
  CHECK(director::parse_result_id("12").value() == 12);
  for (const char* bad_id : {"", "0", "-3", "12x", "abc"}) CHECK(director::parse_result_id(bad_id).error().code == "result.bad_id");
}

TEST_CASE("status: every round counts its boards in play and names the tables still missing boards") {
  Night n;
  auto ev = n.view();
  REQUIRE(director::enter_line(n.store, ev, n.at(1, 1, "pass"), false, Lang::En, "test").has_value());
  const auto st = director::status(n.store, n.info);
  REQUIRE(st.rounds.size() == 3);
  CHECK(st.expected == 18);
  CHECK(st.entered == 1);
  CHECK(st.rounds[0].expected == 6);
  CHECK(st.rounds[0].entered == 1);
  REQUIRE(st.rounds[0].missing.size() == 3);
  const auto& t = *std::find_if(st.rounds[0].missing.begin(), st.rounds[0].missing.end(),
                                [&](const director::TableMissing& m) { return m.table == n.row(1, 1).table; });
  CHECK(t.boards == std::vector<int>{2});
}

TEST_CASE("import_travellers: an event from a file, its pairs in two fields when named N NS / N EW, or nothing at all") {
  test::TempDir dir;
  auto store = db::Store::open(dir.file("club.db"));
  const std::string text = "board,ns,ew,contract,declarer,result\n1,1NS,1EW,4S,N,10\n1,2NS,2EW,4S,N,9\n2,1NS,2EW,3NT,S,9\n";
  const auto ok = director::import_travellers(store, text, "Imported", "mp", Lang::En, "test");
  REQUIRE(ok.has_value());
  CHECK(ok->lines == 3);
  CHECK(ok->boards == 2);
  CHECK(ok->pairs == 4);
  CHECK(ok->two_fields);
  const auto taken = director::import_travellers(store, text, "Imported", "mp", Lang::En, "test");
  CHECK(taken.error()[0].code == "event.name_taken");
  const auto bad = director::import_travellers(store, text + "3,1NS,1EW,9S,N,9\n", "Other", "mp", Lang::En, "test");
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error()[0].line == 5);
  CHECK_FALSE(store.find_event("Other").has_value());  // nothing stored, not even the event
}

TEST_CASE("Pairs: national ids are checked, a pair is named with them, and a pairs file is all or nothing") {
  Night n;
  CHECK(director::national_ids({"A1"}, "B2").error().code == "pairs.id_and_ids");
  CHECK(director::national_ids({}, "ES1, ES2").value() == std::vector<std::string>{"ES1", "ES2"});
  CHECK(director::national_ids({}, "1,x y").error().args == std::vector<std::string>{"2", "x y"});
  const auto named = director::name_pair(n.store, n.info, "1NS", {"Ana", "Luis"}, {"ES1", ""});
  REQUIRE(named.has_value());
  CHECK(named->players[0].national_id == "ES1");
  CHECK_FALSE(named->players[1].national_id.has_value());
  CHECK(director::name_pair(n.store, n.info, "9NS", {"X"}, {}).error().code == "pairs.not_in_event");
  CHECK(director::name_pair(n.store, n.info, "2NS", {}, {"a", "b"}).error().code == "pairs.id_not_in_register");
  CHECK(director::name_pair(n.store, n.info, "2NS", {}, {"", "b"}).error().code == "pairs.ids_for_unnamed");
  CHECK(director::name_pair(n.store, n.info, "2NS", {"Eva"}, {"a", "b"}).error().code == "pairs.more_ids_than_names");
  const auto bad = director::name_pairs_from_csv(n.store, n.info, "pair,name1,name2,id1\n2NS,Eva,Juan,ok\n9EW,X,Y,\n2NS,Otra,Vez,\n");
  REQUIRE_FALSE(bad.has_value());
  REQUIRE(bad.error().size() == 2);
  CHECK(bad.error()[0].code == "pairs.not_in_this_event");
  CHECK(bad.error()[1].code == "pairs.again");
  CHECK(present::render(bad.error()[1], Lang::Es) == "línea 4, columna pareja: la pareja 2NS ya está en la línea 2");
  CHECK(n.store.pairs(n.info.id)[1].players.empty());  // nothing stored
  CHECK(director::name_pairs_from_csv(n.store, n.info, "2NS,Eva,Juan\n").value() == 1);
}

TEST_CASE("Pair ids are the event's whatever the case of their letters: a travellers file, the prompt and a pairs file") {
  Night n;
  auto ev = n.view();
  const auto r1 = n.row(1, 1);
  auto lower = [](std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  // A travellers file of a spreadsheet that wrote the ids in lower case.
  const std::string text = "board,round,table,ns,ew,contract,declarer,result\n1,1," + std::to_string(r1.table) + "," +
                           lower(*r1.ns) + "," + lower(*r1.ew) + ",4S,N,10\n";
  const auto ok = director::enter_travellers(n.store, ev, text, false, Lang::En, "test");
  REQUIRE(ok.has_value());
  REQUIRE(n.store.results(n.info.id).size() == 1);
  CHECK(n.store.results(n.info.id)[0].ns == *r1.ns);
  CHECK(n.store.results(n.info.id)[0].ew == *r1.ew);
  // Typed at the prompt with no round or table, for the other board they play that round.
  REQUIRE(r1.boards.size() >= 2);
  auto in = n.at(1, r1.boards[1], "3NT S =");
  in.round.reset();
  in.table.reset();
  in.ns = lower(*r1.ns);
  in.ew = lower(*r1.ew);
  const auto checked = director::check_line(ev, in, false, Lang::En);
  REQUIRE(checked.has_value());
  CHECK(checked->line.ns == *r1.ns);
  // A pairs file.
  CHECK(director::name_pairs_from_csv(n.store, n.info, "pair,name1,name2\n" + lower(*r1.ns) + ",Ana,Luis\n").value() == 1);
  for (const auto& p : n.store.pairs(n.info.id))
    if (p.id == *r1.ns) CHECK(p.players.size() == 2);
}

TEST_CASE("import_travellers: 5ns and 5NS in one file are one pair, stored as 5NS") {
  test::TempDir dir;
  auto store = db::Store::open(dir.file("club.db"));
  const std::string text = "board;ns;ew;contract;declarer;result;;\n1;1ns;1ew;4S;N;10;;\n1;2NS;2EW;4S;N;9;;\n2;1NS;2ew;3NT;S;9;;\n";
  const auto ok = director::import_travellers(store, text, "Spreadsheet", "mp", Lang::En, "test");
  REQUIRE(ok.has_value());
  CHECK(ok->pairs == 4);
  CHECK(ok->two_fields);
  const auto id = store.find_event("Spreadsheet");
  REQUIRE(id.has_value());
  for (const auto& p : store.pairs(id->id)) CHECK((p.id.ends_with("NS") || p.id.ends_with("EW")));
}
