// The evening at the tables at the library layer (apps/director tables.hpp), on a temporary
// event file: each table's link, what a table's phone sees, a table's entry (its own board in
// its own round, not locked, once per key, only a contract or a pass), locked rounds, calls,
// the grid of the evening and publishing.
#include <doctest/doctest.h>

#include <set>

#include <SQLiteCpp/Database.h>

#include "bandeja/director/audit.hpp"
#include "bandeja/director/pairs.hpp"
#include "bandeja/director/players.hpp"
#include "bandeja/director/ranking.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/present/movement.hpp"
#include "cli.hpp"
#include "bandeja/score/entry.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

namespace {

// Tokens a test can tell apart: "tok-000001", "tok-000002", ... (22 characters or more).
struct Tokens {
  int n = 0;
  std::string operator()() {
    std::string s = std::to_string(++n);
    return "test-token-000000000000" + s;
  }
};

struct Evening {
  File f;
  db::EventInfo ev = f.event("Tuesday", "mitchell", 5);  // 5 tables, 5 rounds of 2 boards
  Tokens tokens;
  std::vector<db::TableLink> links;
  Evening() {
    auto l = director::issue_table_links(f.store, ev, std::ref(tokens));
    REQUIRE(l);
    links = *l;
  }
  const db::TableLink& table(int t) const { return links.at(static_cast<size_t>(t - 1)); }
  // The boards table `t` plays in round `r`.
  std::vector<int> boards(int t, int r) {
    for (const auto& row : f.store.rows(ev.id))
      if (row.table == t && row.round == r) return row.boards;
    return {};
  }
  Result<director::TableStored> enter(int t, int r, int b, const std::string& contract, const std::string& result,
                                      const std::string& key, const std::string& declarer = "N") {
    director::TableEntry e;
    e.round = r;
    e.board = b;
    e.contract = contract;
    e.declarer = declarer;
    e.result = result;
    e.key = key;
    return director::enter_at_table(f.store, table(t), e);
  }
  // The same entry as a correction of the table's earlier line.
  Result<director::TableStored> correct(int t, int r, int b, const std::string& contract, const std::string& result,
                                        const std::string& key) {
    director::TableEntry e;
    e.round = r;
    e.board = b;
    e.contract = contract;
    e.declarer = "N";
    e.result = result;
    e.key = key;
    e.replace = true;
    return director::enter_at_table(f.store, table(t), e);
  }
  // A line the director types at the desk ("4S N =", "A60-40", "np"), for table `t` in round `r`.
  Result<director::Stored> director_types(int t, int r, int b, const std::string& quick, bool replace = false) {
    auto view = director::EventView::load(f.store, ev);
    director::LineInput in;
    in.board = b;
    in.round = r;
    in.table = t;
    in.quick = quick;
    return director::enter_line(f.store, view, in, replace, Lang::En, "enter");
  }
};

}  // namespace

TEST_CASE("Table links: every table of the movement gets one secret link, kept until renewed") {
  Evening e;
  REQUIRE(e.links.size() == 5);
  std::set<std::string> distinct;
  for (int t = 1; t <= 5; ++t) {
    CHECK(e.table(t).table == t);
    distinct.insert(e.table(t).token);
  }
  CHECK(distinct.size() == 5);
  // Asking again keeps the links printed on the cards.
  auto again = director::issue_table_links(e.f.store, e.ev, std::ref(e.tokens));
  REQUIRE(again);
  CHECK(*again == e.links);
  // Renewed, every old link stops working.
  auto renewed = director::issue_table_links(e.f.store, e.ev, std::ref(e.tokens), true);
  REQUIRE(renewed);
  CHECK((*renewed)[0].token != e.links[0].token);
  auto old = director::table_of_token(e.f.store, e.links[0].token);
  REQUIRE_FALSE(old);
  check_error(old.error(), "table.unknown_token", "this table link is not valid: ask the director for the table's card",
              "este enlace de mesa no es válido: pida al director la tarjeta de la mesa");
  CHECK(director::table_of_token(e.f.store, (*renewed)[2].token)->table == 3);
}

TEST_CASE("Table links: an event without a movement has no table links") {
  File f;
  director::NewEventSpec spec;
  auto imported = director::import_travellers(f.store, "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n", "Loose",
                                              "mp", Lang::En, "test");
  REQUIRE(imported);
  Tokens tokens;
  auto links = director::issue_table_links(f.store, *f.store.find_event("Loose"), std::ref(tokens));
  REQUIRE_FALSE(links);
  check_error(links.error(), "table.no_movement", "event 'Loose' has no movement, so its tables have no links",
              "el evento 'Loose' no tiene movimiento, así que sus mesas no tienen enlaces");
}

TEST_CASE("A table's view: its rounds with the pairs seated and the boards, and the first round with a board to enter") {
  Evening e;
  auto v = director::table_view(e.f.store, e.table(2));
  REQUIRE(v);
  CHECK(v->table == 2);
  REQUIRE(v->rounds.size() == 5);
  CHECK(v->current_round == 1);
  CHECK(v->rounds[0].ns == "2NS");
  CHECK(v->rounds[0].boards.size() == 2);
  CHECK(v->rounds[0].boards[0].board == e.boards(2, 1)[0]);
  CHECK_FALSE(v->rounds[0].boards[0].entered);
  // Every board of round 1 entered: the table moves on to round 2.
  for (int b : e.boards(2, 1)) REQUIRE(e.enter(2, 1, b, "3NT", "=", "k" + std::to_string(b), "S"));
  v = director::table_view(e.f.store, e.table(2));
  CHECK(v->rounds[0].complete());
  CHECK(v->current_round == 2);
  // Round 2 locked by the director: the table moves on to round 3.
  REQUIRE(director::lock_round(e.f.store, e.ev, 2, true));
  v = director::table_view(e.f.store, e.table(2));
  CHECK(v->current_round == 3);
  CHECK(v->round(2)->locked);
}

TEST_CASE("A table's entry is stored with its NS score, and the audit log says which table entered it") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  auto s = e.enter(1, 1, b, "4S", "+1", "key-1");
  REQUIRE_MESSAGE(s, (s ? "" : present::render(s.error(), Lang::En)));
  CHECK_FALSE(s->repeated);
  CHECK(s->line.ns == "1NS");
  CHECK(s->line.ew == "1EW");
  CHECK(s->line.round == 1);
  CHECK(s->line.table == 1);
  CHECK(s->line.ns_score == (e.f.store.boards(e.ev.id)[static_cast<size_t>(b - 1)].vulnerability.ns ? 650 : 450));
  const auto audit = e.f.store.audit(e.ev.id);
  REQUIRE(audit.size() == 1);
  CHECK(audit[0].note == "table 1");
}

TEST_CASE("A table's entry: the tricks taken may be given instead of the result") {
  Evening e;
  director::TableEntry in;
  in.round = 1;
  in.board = e.boards(3, 1)[0];
  in.contract = "3NT";
  in.declarer = "S";
  in.tricks = 10;
  in.key = "tricks";
  auto s = director::enter_at_table(e.f.store, e.table(3), in);
  REQUIRE(s);
  CHECK(std::get<score::Played>(s->line.entry).tricks == 10);
}

TEST_CASE("A retry with the same key is stored once and answers the line it stored") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  auto first = e.enter(1, 1, b, "4S", "=", "same");
  auto again = e.enter(1, 1, b, "4S", "=", "same");
  REQUIRE(first);
  REQUIRE(again);
  CHECK(again->repeated);
  CHECK(again->line == first->line);
  CHECK(e.f.store.results(e.ev.id).size() == 1);
  // The key used for another board is a mistake, not a retry.
  auto other = e.enter(1, 1, e.boards(1, 1)[1], "4S", "=", "same");
  REQUIRE_FALSE(other);
  CHECK(other.error().code == "table.key_reused");
  // A key whose line the director has since deleted stores nothing again.
  REQUIRE(director::delete_result(e.f.store, e.ev, first->line.id, "director"));
  auto gone = e.enter(1, 1, b, "4S", "=", "same");
  REQUIRE_FALSE(gone);
  CHECK(gone.error().code == "table.entry_gone");
  CHECK(e.f.store.results(e.ev.id).empty());
}

TEST_CASE("A table writes only its own boards in its own rounds: another table's board, or another round's, is refused") {
  Evening e;
  const int theirs = e.boards(2, 1)[0];
  auto s = e.enter(1, 1, theirs, "4S", "=", "x1");
  REQUIRE_FALSE(s);
  check_error(s.error(), "table.not_your_board",
              "board " + std::to_string(theirs) + " is not played at table 1 in round 1",
              "el tablero " + std::to_string(theirs) + " no se juega en la mesa 1 en la ronda 1");
  auto later = e.enter(1, 2, e.boards(1, 1)[0], "4S", "=", "x2");
  REQUIRE_FALSE(later);
  CHECK(later.error().code == "table.not_your_board");
  auto no_round = e.enter(1, 9, 1, "4S", "=", "x3");
  REQUIRE_FALSE(no_round);
  CHECK(no_round.error().code == "table.not_your_board");
  CHECK(e.f.store.results(e.ev.id).empty());
}

TEST_CASE("A locked round stores nothing from a table, and unlocked it does again") {
  Evening e;
  REQUIRE(director::lock_round(e.f.store, e.ev, 1, true));
  auto s = e.enter(1, 1, e.boards(1, 1)[0], "4S", "=", "l1");
  REQUIRE_FALSE(s);
  check_error(s.error(), "table.round_locked", "round 1 is closed: call the director to change a result",
              "la ronda 1 está cerrada: llame al director para cambiar un resultado");
  CHECK(e.f.store.results(e.ev.id).empty());
  // The refusal is also a call before the director, holding the entry and why; the same entry
  // again is the same call.
  auto calls = e.f.store.calls(e.ev.id);
  REQUIRE(calls.size() == 1);
  CHECK(calls[0].table == 1);
  auto what = director::refused_entry(calls[0]);
  REQUIRE(what);
  CHECK(what->board == e.boards(1, 1)[0]);
  CHECK(what->entry == "4S N =");
  CHECK(what->why.code == "table.round_locked");
  REQUIRE_FALSE(e.enter(1, 1, e.boards(1, 1)[0], "4S", "=", "l1"));
  CHECK(e.f.store.calls(e.ev.id).size() == 1);
  REQUIRE(director::lock_round(e.f.store, e.ev, 1, false));
  CHECK(e.enter(1, 1, e.boards(1, 1)[0], "4S", "=", "l1"));
  CHECK(e.f.store.calls(e.ev.id).size() == 1);  // stored: no new call
  auto bad = director::lock_round(e.f.store, e.ev, 6, true);
  REQUIRE_FALSE(bad);
  check_error(bad.error(), "table.no_round", "there is no round 6: the movement has 5 rounds",
              "no hay ronda 6: el movimiento tiene 5 rondas");
}

TEST_CASE("At the table only a contract or a pass: scores and adjusted scores are the director's") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  for (const char* contract : {"A60-40", "420", "np"}) {
    auto s = e.enter(1, 1, b, contract, "", std::string("d-") + contract, "");
    REQUIRE_FALSE(s);
    CHECK(s.error().code == "table.director_only");
  }
  auto pass = e.enter(1, 1, b, "pass", "", "p1", "");
  REQUIRE(pass);
  CHECK(pass->line.ns_score == 0);
}

TEST_CASE("A board entered twice at a table needs replace, and replace corrects the table's own line") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  REQUIRE(e.enter(1, 1, b, "4S", "=", "r1"));
  auto twice = e.enter(1, 1, b, "4S", "-1", "r2");
  REQUIRE_FALSE(twice);
  check_error(twice.error(), "table.already_entered",
              "board " + std::to_string(b) + " is already entered at this table: correct it to change it",
              "el tablero " + std::to_string(b) + " ya está introducido en esta mesa: corríjalo para cambiarlo");
  director::TableEntry in;
  in.round = 1;
  in.board = b;
  in.contract = "4S";
  in.declarer = "N";
  in.result = "-1";
  in.key = "r3";
  in.replace = true;
  auto fixed = director::enter_at_table(e.f.store, e.table(1), in);
  REQUIRE(fixed);
  CHECK(fixed->replaced);
  REQUIRE(e.f.store.results(e.ev.id).size() == 1);
  CHECK(e.f.store.results(e.ev.id)[0].ns_score < 0);
}

TEST_CASE("A bad entry key is refused before anything is read") {
  Evening e;
  for (std::string key : {std::string(), std::string(129, 'a'), std::string("has space"), std::string("ñ")}) {
    auto s = e.enter(1, 1, e.boards(1, 1)[0], "4S", "=", key);
    REQUIRE_FALSE(s);
    CHECK(s.error().code == "table.bad_key");
  }
}

TEST_CASE("Checking a table's entry stores nothing and gives the score the opponents confirm") {
  Evening e;
  director::TableEntry in;
  in.round = 1;
  in.board = e.boards(1, 1)[0];
  in.contract = "2H";
  in.declarer = "E";
  in.result = "-1";
  auto line = director::check_at_table(e.f.store, e.table(1), in);
  REQUIRE(line);
  CHECK(*line->line.ns_score > 0);
  CHECK(e.f.store.results(e.ev.id).empty());
}

TEST_CASE("A table sees a board's traveller only once it has entered that board") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  auto before = director::table_traveller(e.f.store, e.table(1), b);
  REQUIRE_FALSE(before);
  CHECK(before.error().code == "table.board_not_played");
  REQUIRE(e.enter(1, 1, b, "4S", "=", "t1"));
  auto after = director::table_traveller(e.f.store, e.table(1), b);
  REQUIRE(after);
  CHECK(after->size() == 1);
}

TEST_CASE("Calls for the director: raised from a table in its round, answered by the director") {
  Evening e;
  auto id = director::call_director(e.f.store, e.table(4));
  REQUIRE(id);
  auto grid = director::evening_grid(e.f.store, e.ev);
  REQUIRE(grid.open_calls.size() == 1);
  CHECK(grid.open_calls[0].table == 4);
  CHECK(grid.open_calls[0].round == 1);
  // One open call a table: pressing again answers the open call, raises nothing.
  for (int i = 0; i < 300; ++i) {
    auto again = director::call_director(e.f.store, e.table(4));
    REQUIRE(again);
    CHECK(*again == *id);
  }
  CHECK(director::evening_grid(e.f.store, e.ev).open_calls.size() == 1);
  auto other = director::call_director(e.f.store, e.table(2));
  REQUIRE(other);
  CHECK(*other != *id);
  REQUIRE(director::answer_call(e.f.store, e.ev, *other));
  REQUIRE(director::answer_call(e.f.store, e.ev, *id));
  CHECK(director::evening_grid(e.f.store, e.ev).open_calls.empty());
  // Answered, the table may call again.
  auto again = director::call_director(e.f.store, e.table(4));
  REQUIRE(again);
  CHECK(*again != *id);
  REQUIRE(director::answer_call(e.f.store, e.ev, *again));
  auto none = director::answer_call(e.f.store, e.ev, 999);
  REQUIRE_FALSE(none);
  CHECK(none.error().code == "store.no_call");
}

TEST_CASE("The evening's grid counts each table's boards entered in each round") {
  Evening e;
  const auto bs = e.boards(5, 1);
  REQUIRE(e.enter(5, 1, bs[0], "4S", "=", "g1"));
  auto g = director::evening_grid(e.f.store, e.ev);
  CHECK(g.tables == 5);
  CHECK(g.rounds == 5);
  CHECK(g.cells.size() == 25);
  CHECK(g.cell(5, 1)->boards == 2);
  CHECK(g.cell(5, 1)->entered == 1);
  CHECK(g.cell(4, 1)->entered == 0);
}

TEST_CASE("Publishing: an event is published on the server once ranked, and withdrawn again") {
  Evening e;
  CHECK_FALSE(director::is_published(e.f.store, e.ev.id));
  REQUIRE(e.enter(1, 1, e.boards(1, 1)[0], "4S", "=", "pub"));
  REQUIRE(director::set_published(e.f.store, e.ev, true));
  CHECK(director::is_published(e.f.store, e.ev.id));
  REQUIRE(director::set_published(e.f.store, e.ev, false));
  CHECK_FALSE(director::is_published(e.f.store, e.ev.id));
}

TEST_CASE("The guide cards carry each table's link as a QR code and as text") {
  Evening e;
  auto html = director::guide_cards_html(e.f.store, e.ev, "http://192.168.1.20:8080", std::ref(e.tokens), Lang::Es);
  REQUIRE(html);
  for (int t = 1; t <= 5; ++t) CHECK(html->find(director::table_url("http://192.168.1.20:8080", e.table(t))) != std::string::npos);
  size_t svgs = 0;
  for (size_t p = html->find("<svg"); p != std::string::npos; p = html->find("<svg", p + 1)) ++svgs;
  CHECK(svgs == 5);
  CHECK(html->find("Escanee") != std::string::npos);
}

TEST_CASE("An event keeps what its movement is as catalogue codes, said in English, Spanish and French, for the console and the cards") {
  File f;
  const auto ev = f.event("Martes", "mitchell", 7, "mp", 3);
  CHECK(present::summary_text(ev.movement_summary, Lang::En) == "7-table Mitchell, 7 rounds of 3 boards");
  CHECK(present::summary_text(ev.movement_summary, Lang::Es) == "Mitchell de 7 mesas, 7 rondas de 3 tableros");
  CHECK(present::summary_text(ev.movement_summary, Lang::Fr) == "Mitchell à 7 tables, 7 tours de 3 donnes");
  auto m = director::event_movement(f.store, ev);
  REQUIRE(m);
  CHECK(present::description(*m, Lang::Es) == "Mitchell de 7 mesas, 7 rondas de 3 tableros");
  CHECK(present::description(*m, Lang::Fr) == "Mitchell à 7 tables, 7 tours de 3 donnes");
}

TEST_CASE("An event stored before schema 16 keeps its movement's English and Spanish description, and French reads the English") {
  bandeja::test::TempDir dir;
  const std::string path = dir.file("v15.db");
  {
    auto store = db::Store::open(path);
    db::NewEvent e;
    e.name = "Lunes";
    store.create_event(e);
  }
  {
    // What a schema-15 file held: the two texts, no summary.
    SQLite::Database raw(path, SQLite::OPEN_READWRITE);
    raw.exec("UPDATE events SET movement_type = 'mitchell', movement_summary = '', "
             "movement_description = '5-table Mitchell, 5 rounds of 4 boards', "
             "movement_description_es = 'Mitchell de 5 mesas, 5 rondas de 4 tableros'");
  }
  auto store = db::Store::open(path);
  const auto ev = store.events().at(0);
  CHECK(present::summary_text(ev.movement_summary, Lang::En) == "5-table Mitchell, 5 rounds of 4 boards");
  CHECK(present::summary_text(ev.movement_summary, Lang::Es) == "Mitchell de 5 mesas, 5 rondas de 4 tableros");
  CHECK(present::summary_text(ev.movement_summary, Lang::Fr) == "5-table Mitchell, 5 rounds of 4 boards");
}

namespace {

db::EventInfo made_event(File& f, const std::string& name, movement::Spec spec) {
  director::NewEventSpec s;
  s.name = name;
  s.movement = std::move(spec);
  auto made = director::create_event(f.store, s, Lang::En);
  REQUIRE_MESSAGE(made.has_value(), (made ? "" : present::render(made.error(), Lang::En)));
  return *f.store.find_event(name);
}

bool contains_text(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("An event's stored movement keeps the generator's notes and stands: a relay Mitchell's boards go to the bye stand, never end") {
  File f;
  movement::Spec spec;
  spec.type = "mitchell";
  spec.tables = 8;
  spec.relay = true;
  const auto ev = made_event(f, "Relay", spec);
  auto m = director::event_movement(f.store, ev);
  REQUIRE(m);
  auto generated = movement::generate(spec);
  REQUIRE(generated);
  CHECK(m->stands == generated->stands);
  CHECK(m->notes == generated->notes);
  CHECK_FALSE(m->notes.empty());
  CHECK(movement::table_cards(*m) == movement::table_cards(*generated));
}

TEST_CASE("An event's cards: its name on every card, each pair's players and its opponents', the phantom's note") {
  File f;
  movement::Spec spec;
  spec.type = "howell";
  spec.tables = 5;
  spec.pairs = 9;
  const auto ev = made_event(f, "Club <Martes>", spec);
  REQUIRE(director::name_pair(f.store, ev, "3", {"Ana García", "Luis Pérez"}, {}));
  director::CardsChoice choice;
  const auto doc = director::event_cards_html(f.store, ev, choice, Lang::Es, {});
  REQUIRE(doc);
  CHECK(doc->cards == 5 + 9);
  CHECK(doc->pages == 14);
  CHECK(contains_text(doc->html, "Club &lt;Martes&gt; · Howell completo de 5 mesas"));
  CHECK(contains_text(doc->html, "Ana García"));
  CHECK(contains_text(doc->html, "fantasma"));
  CHECK(contains_text(doc->html, "mesa 1, descansa"));
  CHECK_FALSE(contains_text(doc->html, "<svg"));  // no table has a link yet

  choice.guide = false;
  const auto text = director::event_cards_text(f.store, ev, choice, Lang::En);
  REQUIRE(text);
  REQUIRE(text->size() == 9);
  CHECK(text->front().file == "pair-1");
  bool opponents_named = false;
  for (const auto& c : *text) opponents_named = opponents_named || contains_text(c.text, "3 (Ana García");
  CHECK(opponents_named);
}

TEST_CASE("An event's guide cards show the QR code of each table that has a link, and make none") {
  Evening e;  // five tables, every one with a link
  director::CardsChoice choice;
  choice.pairs = false;
  choice.base = "http://192.168.1.20:8080";
  const auto doc = director::event_cards_html(e.f.store, e.ev, choice, Lang::En, {});
  REQUIRE(doc);
  CHECK(doc->cards == 5);
  int codes = 0;
  for (auto p = doc->html.find("<svg"); p != std::string::npos; p = doc->html.find("<svg", p + 1)) ++codes;
  CHECK(codes == 5);
  CHECK(contains_text(doc->html, "http://192.168.1.20:8080/t/" + e.table(3).token));

  File other;
  const auto plain = other.event("Plain", "mitchell", 3);
  const auto none = director::event_cards_html(other.store, plain, choice, Lang::En, {});
  REQUIRE(none);
  CHECK_FALSE(contains_text(none->html, "<svg"));
  CHECK(other.store.table_links(plain.id).empty());  // reading the cards made no link
}

TEST_CASE("An event without a movement has no cards: print.no_cards") {
  File f;
  REQUIRE(director::import_travellers(f.store, "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n", "Loose", "mp",
                                      Lang::En, "test"));
  const auto doc = director::event_cards_html(f.store, *f.store.find_event("Loose"), {}, Lang::En, {});
  REQUIRE_FALSE(doc);
  check_error(doc.error(), "print.no_cards", "event 'Loose' has no guide or pair cards: it has no movement (it was made from results alone)",
              "el evento 'Loose' no tiene tarjetas de mesa ni de pareja: no tiene movimiento (se hizo solo con resultados)");
}

TEST_CASE("A table cannot reach ahead: a later round's board is refused until the table has finished its round") {
  Evening e;
  // Table 2 in round 1 makes up a result for a board it plays in round 3.
  const int ahead = e.boards(2, 3)[0];
  auto s = e.enter(2, 3, ahead, "4S", "=", "ahead");
  REQUIRE_FALSE(s);
  check_error(s.error(), "table.round_not_reached", "round 3 has not started at this table: finish round 1 first",
              "la ronda 3 aún no ha empezado en esta mesa: termine antes la ronda 1");
  CHECK(e.f.store.results(e.ev.id).empty());
  // Its traveller and deal stay hidden from the table.
  auto seen = director::table_traveller(e.f.store, e.table(2), ahead);
  REQUIRE_FALSE(seen);
  CHECK(seen.error().code == "table.board_not_played");
  // Round 1 finished, round 2 opens; round 3 still does not.
  for (int b : e.boards(2, 1)) REQUIRE(e.enter(2, 1, b, "3NT", "=", "r1-" + std::to_string(b)));
  CHECK(e.enter(2, 2, e.boards(2, 2)[0], "2H", "=", "r2"));
  auto still = e.enter(2, 3, ahead, "4S", "=", "ahead-2");
  REQUIRE_FALSE(still);
  CHECK(still.error().code == "table.round_not_reached");
  // The check the page makes before confirming is refused the same way.
  director::TableEntry in;
  in.round = 3;
  in.board = ahead;
  in.contract = "4S";
  in.declarer = "N";
  in.result = "=";
  auto checked = director::check_at_table(e.f.store, e.table(2), in);
  REQUIRE_FALSE(checked);
  CHECK(checked.error().code == "table.round_not_reached");
}

TEST_CASE("A table never sees a later round's traveller, even when the director typed its line ahead") {
  Evening e;
  const int ahead = e.boards(2, 3)[0];
  REQUIRE(e.director_types(2, 3, ahead, "4S N ="));
  auto seen = director::table_traveller(e.f.store, e.table(2), ahead);
  REQUIRE_FALSE(seen);
  CHECK(seen.error().code == "table.board_not_played");
  // Once the table reaches round 3 (the director locks rounds 1 and 2), it is its own board.
  REQUIRE(director::lock_round(e.f.store, e.ev, 1, true));
  REQUIRE(director::lock_round(e.f.store, e.ev, 2, true));
  CHECK(director::table_traveller(e.f.store, e.table(2), ahead));
}

TEST_CASE("A table never replaces the director's line: an adjusted score, a board not played, a line the director typed or corrected") {
  for (const char* quick : {"A60-40", "np", "4S N ="}) {
    CAPTURE(quick);
    Evening e;
    const int b = e.boards(1, 1)[0];
    REQUIRE(e.director_types(1, 1, b, quick));
    const auto before = e.f.store.results(e.ev.id);
    auto s = e.correct(1, 1, b, "7NT", "=", "over");
    REQUIRE_FALSE(s);
    check_error(s.error(), "table.not_its_line",
                "board " + std::to_string(b) + " was entered or changed by the director: call the director to change it",
                "el tablero " + std::to_string(b) + " lo anotó o cambió el director: llame al director para cambiarlo");
    CHECK(e.f.store.results(e.ev.id) == before);
  }
  // The table's own line, corrected by the director since, is the director's.
  Evening e;
  const int b = e.boards(1, 1)[0];
  REQUIRE(e.enter(1, 1, b, "4S", "=", "own"));
  REQUIRE(e.correct(1, 1, b, "4S", "+1", "own-fix"));  // its own line: it may correct it
  REQUIRE(e.director_types(1, 1, b, "4S N -1", true));
  auto s = e.correct(1, 1, b, "7NT", "=", "over");
  REQUIRE_FALSE(s);
  CHECK(s.error().code == "table.not_its_line");
  REQUIRE(e.f.store.results(e.ev.id).size() == 1);
  CHECK(*e.f.store.results(e.ev.id)[0].ns_score < 0);
}

TEST_CASE("Printed links point where the last server on the file answered, and say so when that is a guess or this machine only") {
  File f;
  const std::string guess = "http://192.168.1.20:8080";
  // Nothing recorded: the guess, with a warning saying how to make it right.
  auto none = director::links_base(f.store, "", guess + "/");
  REQUIRE(none);
  CHECK(none->url == guess);
  REQUIRE(none->warning);
  check_error(*none->warning, "table.links_guessed",
              "no server has run on this event file yet, so the links are a guess: http://192.168.1.20:8080 (where "
              "`bandeja serve --bind 0.0.0.0` answers on its default port); start the server first and print them "
              "again, or give --base URL",
              "aún no se ha servido este archivo, así que los enlaces son una suposición: http://192.168.1.20:8080 "
              "(donde `bandeja serve --bind 0.0.0.0` responde en su puerto por defecto); arranque antes el servidor y "
              "vuelva a imprimirlos, o indique --base URL");
  // The director's --base wins over everything, without a word.
  auto given = director::links_base(f.store, "https://club.example/bridge/", guess);
  REQUIRE(given);
  CHECK(given->url == "https://club.example/bridge");
  CHECK_FALSE(given->warning);
  struct Row {
    const char* recorded;
    bool loopback;
  };
  for (const Row r : {Row{"http://192.168.1.7:18731", false}, Row{"https://results.club.example", false},
                      Row{"http://127.0.0.1:18731", true}, Row{"http://127.1.2.3:80/", true},
                      Row{"http://localhost:8080", true}, Row{"http://[::1]:8080", true},
                      Row{"http://127example.org", false}}) {
    CAPTURE(r.recorded);
    REQUIRE(director::record_server_base(f.store, r.recorded));
    auto base = director::links_base(f.store, "", guess);
    REQUIRE(base);
    std::string want = r.recorded;
    if (want.ends_with("/")) want.pop_back();
    CHECK(base->url == want);
    CHECK(bool(base->warning) == r.loopback);
    if (base->warning) CHECK(base->warning->code == "table.links_loopback");
  }
}

TEST_CASE("The director settles a refused entry by storing it: two phones that disagreed, a round locked first, and what cannot be stored") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  // Two phones at table 1: the first stores 4S N =, the second's 4S N +1 is refused and called.
  REQUIRE(e.enter(1, 1, b, "4S", "=", "first"));
  REQUIRE_FALSE(e.enter(1, 1, b, "4S", "+1", "second"));
  auto calls = e.f.store.calls(e.ev.id);
  REQUIRE(calls.size() == 1);
  CHECK(director::refused_entry(calls[0])->entry == "4S N +1");
  // The director reads the traveller with the table and stores the second phone's result.
  auto stored = director::store_refused_entry(e.f.store, e.ev, calls[0].id, Lang::En, "director");
  REQUIRE_MESSAGE(stored, (stored ? "" : present::render(stored.error(), Lang::En)));
  CHECK(stored->replaced);
  auto lines = e.f.store.results(e.ev.id);
  REQUIRE(lines.size() == 1);  // replaced, not a second line
  CHECK(score::display_text(lines[0].entry) == "4S N +1");
  CHECK(e.f.store.calls(e.ev.id)[0].answered_at);
  CHECK(e.f.store.audit(e.ev.id).back().note == "director");
  // Settled once: the answered call stores nothing more.
  auto again = director::store_refused_entry(e.f.store, e.ev, calls[0].id, Lang::En, "director");
  REQUIRE_FALSE(again);
  CHECK(again.error().code == "store.no_call");

  // Round 1 locked while table 2 confirmed: the director stores the entry in the locked round.
  const int b2 = e.boards(2, 1)[0];
  REQUIRE(director::lock_round(e.f.store, e.ev, 1, true));
  REQUIRE_FALSE(e.enter(2, 1, b2, "3NT", "-1", "late", "S"));
  calls = e.f.store.calls(e.ev.id);
  REQUIRE(calls.size() == 2);
  REQUIRE(director::store_refused_entry(e.f.store, e.ev, calls[1].id, Lang::En, "director"));
  lines = e.f.store.results(e.ev.id);
  REQUIRE(lines.size() == 2);
  CHECK(lines[1].table == 2);
  CHECK(score::display_text(lines[1].entry) == "3NT S -1");

  // A call from the table's button holds no entry.
  REQUIRE(director::call_director(e.f.store, e.table(3)));
  calls = e.f.store.calls(e.ev.id);
  auto none = director::store_refused_entry(e.f.store, e.ev, calls.back().id, Lang::En, "director");
  REQUIRE_FALSE(none);
  check_error(none.error(), "call.no_entry", "call " + std::to_string(calls.back().id) +
              " holds no entry to store: it was raised from the table's button",
              "la llamada " + std::to_string(calls.back().id) + " no trae ninguna entrada que guardar: se hizo con el botón de la mesa");
  CHECK_FALSE(e.f.store.calls(e.ev.id).back().answered_at);  // still before the director
}

TEST_CASE("Rounds as players live them: a table moves on with a board left for later, enters it in any order, and is never pulled back") {
  Evening e;
  const auto r1 = e.boards(1, 1), r2 = e.boards(1, 2), r3 = e.boards(1, 3);
  REQUIRE(e.enter(1, 1, r1[0], "4S", "=", "a"));
  auto v = director::table_view(e.f.store, e.table(1));
  CHECK(v->current_round == 1);
  // Round 2 is not reached yet: nothing of it may be entered.
  auto ahead = e.enter(1, 2, r2[0], "4S", "=", "b");
  REQUIRE_FALSE(ahead);
  CHECK(ahead.error().code == "table.round_not_reached");
  // The players move on, r1[1] left for later; a second tap (the other phone) changes nothing.
  v = director::move_table_on(e.f.store, e.table(1), 1);
  REQUIRE(v);
  CHECK(v->current_round == 2);
  CHECK(v->reached_round == 2);
  v = director::move_table_on(e.f.store, e.table(1), 1);
  REQUIRE(v);
  CHECK(v->current_round == 2);
  // The director's grid says which board waits: later while round 1 is open.
  {
    const auto g = director::evening_grid(e.f.store, e.ev);
    const auto* cell = g.cell(1, 1);
    REQUIRE(cell);
    CHECK(cell->later == std::vector<int>{r1[1]});
    CHECK(cell->not_played.empty());
    CHECK(g.cell(2, 1)->later.empty());  // table 2 has not moved on: its boards are only missing
  }
  // Round 2's boards, then the one left for later, in that order.
  REQUIRE(e.enter(1, 2, r2[0], "3NT", "=", "c", "S"));
  REQUIRE(e.enter(1, 1, r1[1], "2H", "+1", "d", "E"));
  CHECK(e.enter(1, 3, r3[0], "4S", "=", "x").error().code == "table.round_not_reached");
  // The director locks round 2 with r2[1] still to enter: the table moves on to round 3 ...
  REQUIRE(director::lock_round(e.f.store, e.ev, 2, true));
  CHECK(director::table_view(e.f.store, e.table(1))->current_round == 3);
  // ... and the grid says r2[1] was not played, for the director to give it a result.
  CHECK(director::evening_grid(e.f.store, e.ev).cell(1, 2)->not_played == std::vector<int>{r2[1]});
  CHECK(director::evening_grid(e.f.store, e.ev).cell(1, 2)->later.empty());
  // ... and unlocking round 2 does not pull it back: r2[1] is a board left for later.
  REQUIRE(director::lock_round(e.f.store, e.ev, 2, false));
  v = director::table_view(e.f.store, e.table(1));
  CHECK(v->current_round == 3);
  CHECK(v->reached(2));
  CHECK_FALSE(v->reached(4));
  REQUIRE(e.enter(1, 2, r2[1], "1NT", "=", "e", "N"));
  // Every later round played, the table is back at the board it left last of all.
  REQUIRE(e.enter(1, 3, r3[0], "4S", "=", "f"));
  REQUIRE(director::move_table_on(e.f.store, e.table(1), 3));  // r3[1] left for later
  for (int r = 4; r <= 5; ++r)
    for (int b : e.boards(1, r)) REQUIRE(e.enter(1, r, b, "4S", "=", "g" + std::to_string(r) + "-" + std::to_string(b)));
  v = director::table_view(e.f.store, e.table(1));
  CHECK(v->current_round == 3);
  CHECK(v->reached(5));  // its later rounds' travellers stay its own to read
  // Back at round 3 for its last board, it cannot move on, nor back: it has reached round 5.
  auto last = director::move_table_on(e.f.store, e.table(1), 3);
  CHECK(director::table_view(e.f.store, e.table(1))->reached_round == 5);
  REQUIRE_FALSE(last);
  check_error(last.error(), "table.no_next_round",
              "round 3 is the table's last round to play: no later round is left to move on to",
              "la ronda 3 es la última que juega la mesa: no queda ninguna ronda posterior a la que pasar");
  REQUIRE(e.enter(1, 3, r3[1], "4S", "=", "h"));
  CHECK(director::table_view(e.f.store, e.table(1))->current_round == 0);  // finished
  // Table 2 never moved: its rounds are as they were.
  CHECK(director::table_view(e.f.store, e.table(2))->current_round == 1);

  // Table 2 leaves a board in round 1 and one in round 2, plays rounds 3 to 5: it is back at
  // round 1's board, and moving on from there would take it back to round 2: refused.
  REQUIRE(e.enter(2, 1, e.boards(2, 1)[0], "4S", "=", "t2-1"));
  REQUIRE(director::move_table_on(e.f.store, e.table(2), 1));
  REQUIRE(e.enter(2, 2, e.boards(2, 2)[0], "4S", "=", "t2-2"));
  REQUIRE(director::move_table_on(e.f.store, e.table(2), 2));
  for (int r = 3; r <= 5; ++r)
    for (int b : e.boards(2, r)) REQUIRE(e.enter(2, r, b, "4S", "=", "t2-" + std::to_string(r) + "-" + std::to_string(b)));
  v = director::table_view(e.f.store, e.table(2));
  CHECK(v->current_round == 1);
  CHECK(v->reached_round == 5);
  CHECK_FALSE(director::move_table_on(e.f.store, e.table(2), 1));
  CHECK(director::table_view(e.f.store, e.table(2))->reached_round == 5);
  CHECK(director::table_view(e.f.store, e.table(2))->reached(5));
}

TEST_CASE("A table's traveller carries each line's matchpoints so far when the event shows them now, once the round is locked, or never") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  // Which table plays board b in round 2.
  int t2 = 0;
  for (const auto& row : e.f.store.rows(e.ev.id))
    if (row.round == 2 && std::find(row.boards.begin(), row.boards.end(), b) != row.boards.end()) t2 = row.table;
  REQUIRE(t2 > 0);
  REQUIRE(e.enter(1, 1, b, "4S", "=", "a"));
  REQUIRE(e.director_types(t2, 2, b, "4S N +1"));
  auto lines = director::table_traveller(e.f.store, e.table(1), b);
  REQUIRE(lines);
  REQUIRE(lines->size() == 2);
  auto points_of = [&](const std::string& entry) {
    auto pts = director::table_traveller_points(e.f.store, e.table(1), b, *lines);
    REQUIRE(pts);
    for (size_t i = 0; i < lines->size(); ++i)
      if (score::display_text((*lines)[i].entry) == entry) return std::pair{pts->ns[i], pts->ew[i]};
    FAIL("no line " << entry);
    return std::pair<std::optional<double>, std::optional<double>>{};
  };
  CHECK(director::traveller_points_when(e.f.store, e.ev.id) == "now");  // the default
  CHECK(director::table_traveller_points(e.f.store, e.table(1), b, *lines)->unit == "mp");
  CHECK(points_of("4S N =") == std::pair<std::optional<double>, std::optional<double>>{0.0, 1.0});  // top 1: beaten
  CHECK(points_of("4S N +1") == std::pair<std::optional<double>, std::optional<double>>{1.0, 0.0});
  // Once the round is locked: nothing while round 1 is open, the points once it is locked.
  REQUIRE(director::set_traveller_points_when(e.f.store, e.ev, "locked"));
  CHECK_FALSE(director::table_traveller_points(e.f.store, e.table(1), b, *lines));
  REQUIRE(director::lock_round(e.f.store, e.ev, 1, true));
  CHECK(director::table_traveller_points(e.f.store, e.table(1), b, *lines));
  REQUIRE(director::set_traveller_points_when(e.f.store, e.ev, "never"));
  CHECK_FALSE(director::table_traveller_points(e.f.store, e.table(1), b, *lines));
  auto bad = director::set_traveller_points_when(e.f.store, e.ev, "later");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == "event.bad_traveller_points");
  CHECK(director::traveller_points_when(e.f.store, e.ev.id) == "never");
}

// Table 1 of a two-winner Mitchell, round 1: 1NS and 1EW sat in each other's seats. Their line
// on the round's first board is written as they sat (1EW North-South), the audit log says so,
// the table corrects it as its own, and the ranking gives each pair the points of the seat it
// held while each stays in its own field. The board's other two lines, typed by the director:
// +420 and -50; the table's 4S N +1 (+450, board 1 not vulnerable) is the top, 2 of 2.
TEST_CASE("Seated the other way round: a table's line is stored as the pairs sat, audited, corrected as its own, and each pair scored in the seat it held") {
  Evening e;
  const int b = e.boards(1, 1)[0];
  REQUIRE(b == 1);
  director::TableEntry in;
  in.round = 1;
  in.board = b;
  in.contract = "4S";
  in.declarer = "N";
  in.result = "+1";
  in.key = "ow1";
  in.other_way = true;
  auto stored = director::enter_at_table(e.f.store, e.table(1), in);
  REQUIRE(stored);
  CHECK(stored->line.ns == "1EW");
  CHECK(stored->line.ew == "1NS");
  CHECK(stored->line.ns_score == 450);
  const auto audit = e.f.store.audit(e.ev.id);
  REQUIRE(audit.size() == 1);
  CHECK(audit[0].note == "table 1 (seated the other way round)");
  CHECK(director::audit_words(audit[0], Lang::En).by == "table 1 (seated the other way round)");
  CHECK(director::audit_words(audit[0], Lang::Es).by == "mesa 1 (sentados al revés)");
  CHECK(director::audit_words(audit[0], Lang::Fr).by == "table 1 (assis dans l'autre sens)");

  // The table sees it as its own, and may correct it (here: back to the movement's seats).
  auto view = director::table_view(e.f.store, e.table(1));
  REQUIRE(view);
  REQUIRE(view->round(1));
  REQUIRE(view->round(1)->boards[0].entered);
  CHECK(view->round(1)->boards[0].correctable);
  in.key = "ow2";
  in.replace = true;
  in.other_way = false;
  auto back = director::enter_at_table(e.f.store, e.table(1), in);
  REQUIRE(back);
  CHECK(back->replaced);
  CHECK(back->line.ns == "1NS");
  in.key = "ow3";
  in.other_way = true;
  auto again = director::enter_at_table(e.f.store, e.table(1), in);
  REQUIRE(again);
  CHECK(again->replaced);
  CHECK(again->line.ns == "1EW");
  REQUIRE(e.f.store.results(e.ev.id).size() == 1);

  // The board's other lines, at the tables that play it in later rounds.
  std::vector<std::pair<int, int>> others;  // (table, round)
  for (const auto& row : e.f.store.rows(e.ev.id))
    if (row.round > 1 && std::find(row.boards.begin(), row.boards.end(), b) != row.boards.end())
      others.emplace_back(row.table, row.round);
  REQUIRE(others.size() >= 2);
  REQUIRE(e.director_types(others[0].first, others[0].second, b, "4S N ="));
  REQUIRE(e.director_types(others[1].first, others[1].second, b, "4S N -1"));

  // Ranked from the loaded event and from the stored lines as they stream (which keeps no
  // lines): 1EW has the North-South top of the board (it held the North-South cards), 1NS
  // nothing, each in its own field.
  auto loaded = director::rank_pairs(e.f.store.load(e.ev.id), {});
  REQUIRE(loaded);
  for (const auto& t : loaded->boards)
    if (t.board == b)
      for (const auto& l : t.lines)
        if (loaded->ids[l.ns] == "1EW") {
          CHECK(loaded->ids[l.ew] == "1NS");
          CHECK(l.ns_points == 2);
          CHECK(l.ew_points == 0);
        }
  auto streamed = director::rank_stored(e.f.store, e.ev.id, director::ranking_options(ranking::Scoring::Matchpoints, {}));
  REQUIRE(streamed);
  for (const auto* r : {&*loaded, &streamed->ranking}) {
    int seen = 0;
    for (const auto& st : r->pairs) {
      if (st.pair == "1EW") {
        CHECK(st.field == ranking::Field::EW);
        CHECK(st.total == 2);
        ++seen;
      }
      if (st.pair == "1NS") {
        CHECK(st.field == ranking::Field::NS);
        CHECK(st.total == 0);
        ++seen;
      }
    }
    CHECK(seen == 2);
  }
}

TEST_CASE("Seated the other way round at the desk: the movement's pairs given either way are written as they sat, and a refused line's hint names the option") {
  Evening e;
  const int b = e.boards(2, 1)[0];
  auto view = director::EventView::load(e.f.store, e.ev);
  director::LineInput in;
  in.board = b;
  in.ns = "2NS";  // as the movement seats them
  in.ew = "2EW";
  in.quick = "3NT S =";
  in.seated_other_way = true;
  auto stored = director::enter_line(e.f.store, view, in, false, Lang::En, "enter");
  REQUIRE(stored);
  CHECK(stored->line.ns == "2EW");
  CHECK(stored->line.round == 1);
  CHECK(stored->line.table == 2);
  CHECK(e.f.store.audit(e.ev.id).back().note == "enter (seated the other way round)");
  // Given as they sat, with --replace: the same line, corrected.
  in.ns = "2EW";
  in.ew = "2NS";
  in.quick = "3NT S +1";
  auto fixed = director::enter_line(e.f.store, view, in, true, Lang::En, "enter");
  REQUIRE(fixed);
  CHECK(fixed->replaced);
  CHECK(fixed->line.id == stored->line.id);
  // Pairs that do not meet on the board are refused as before.
  in.ns = "3NS";
  in.ew = "2EW";
  in.seated_other_way = true;
  auto wrong = director::enter_line(e.f.store, view, in, false, Lang::En, "enter");
  REQUIRE_FALSE(wrong);
  CHECK(wrong.error().code == "line.pairs_do_not_meet");
}

TEST_CASE("Membership numbers required: a table enters no result until the pairs seated now have given their numbers") {
  Evening e;
  for (auto [id, name] : {std::pair{"ES10001", "Ana García"}, {"ES10002", "Luis Pérez"}, {"ES10003", "Marta Ruiz"},
                          {"ES10004", "Jorge Sanz"}})
    REQUIRE(director::add_member(e.f.store, id, name, ""));
  CHECK_FALSE(director::member_numbers_required(e.f.store, e.ev.id));  // optional unless the club says so
  check_error(director::set_member_numbers(e.f.store, e.ev, "always").error(), "event.bad_member_numbers",
              "--member-numbers 'always': say optional or required", "--member-numbers 'always': indique optional o required");
  REQUIRE(director::set_member_numbers(e.f.store, e.ev, "required"));
  CHECK(director::member_numbers_required(e.f.store, e.ev.id));
  const int b = e.boards(1, 1)[0];
  auto view = director::table_view(e.f.store, e.table(1));
  REQUIRE(view);
  CHECK(view->numbers_needed == std::vector<std::string>{"1NS", "1EW"});
  auto refused = e.enter(1, 1, b, "4S", "=", "k1");
  REQUIRE_FALSE(refused);
  check_error(refused.error(), "table.numbers_first",
              "the club asks for the membership numbers of pair 1NS before the first result: tap “Players: membership numbers”",
              "el club pide los números de federado de la pareja 1NS antes del primer resultado: pulse «Jugadores: números de federado»");
  CHECK(e.f.store.results(e.ev.id).empty());
  // North-South give theirs: East-West still owe theirs.
  REQUIRE(director::seat_players(e.f.store, e.table(1), 1, "1NS", {"ES10001", "es10002"}));
  CHECK(director::table_view(e.f.store, e.table(1))->numbers_needed == std::vector<std::string>{"1EW"});
  CHECK(e.enter(1, 1, b, "4S", "=", "k2").error().code == "table.numbers_first");
  REQUIRE(director::seat_players(e.f.store, e.table(1), 1, "1EW", {"ES10003", "ES10004"}));
  CHECK(director::table_view(e.f.store, e.table(1))->numbers_needed.empty());
  CHECK(e.enter(1, 1, b, "4S", "=", "k3"));
  // A pair the director named with its ids before play owes nothing at the table.
  REQUIRE(director::name_pair(e.f.store, e.ev, "2NS", {}, {"ES10001", "ES10002"}, nullptr));
  CHECK(director::table_view(e.f.store, e.table(2))->numbers_needed == std::vector<std::string>{"2EW"});
  // Back to optional: nothing is asked.
  REQUIRE(director::set_member_numbers(e.f.store, e.ev, "optional"));
  CHECK(director::table_view(e.f.store, e.table(2))->numbers_needed.empty());
}

TEST_CASE("Seated the other way round in a teams match: refused at the table, and the director is called to rule") {
  File f;
  const db::EventInfo ev = f.event("Friday teams", "teams", 4, "imps");
  Tokens tokens;
  auto links = director::issue_table_links(f.store, ev, std::ref(tokens));
  REQUIRE(links);
  int board = 0;
  for (const auto& row : f.store.rows(ev.id))
    if (row.round == 1 && row.table == 1) board = row.boards[0];
  REQUIRE(board > 0);
  director::TableEntry in;
  in.round = 1;
  in.board = board;
  in.contract = "4S";
  in.declarer = "N";
  in.result = "=";
  in.key = "teams-ow";
  in.other_way = true;
  auto refused = director::enter_at_table(f.store, links->at(0), in);
  REQUIRE_FALSE(refused);
  check_error(refused.error(), "table.other_way_teams",
              "board " + std::to_string(board) +
                  ": in a teams match a board played the other way round cannot be compared with the other room; the "
                  "director has been called to rule on it",
              "tablero " + std::to_string(board) +
                  ": en un encuentro de equipos un tablero jugado al revés no se puede comparar con la otra sala; se ha "
                  "llamado al director para que decida");
  CHECK(f.store.results(ev.id).empty());
  const auto calls = f.store.calls(ev.id);
  REQUIRE(calls.size() == 1);
  const auto what = director::refused_entry(calls[0]);
  REQUIRE(what);
  CHECK(what->other_way);
  CHECK(what->why.code == "table.other_way_teams");
}
