// Sessions and tournaments on the console (#38): `bandeja session new|list|show|add|remove|scope`,
// `rank --session`, `publish --session` and `bandeja tournament new|list|add|rank|carry|seed|
// publish` with the mouse. Each change read back from the event file; each ranking the same
// document the director's core ranks (the CLI's), laid out as the site lays it out; a refusal in
// the console's words.
#include <doctest/doctest.h>

#include "bandeja/director/pairs.hpp"
#include "bandeja/director/publish.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/director/tournaments.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/present/site.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

// A second event made on the console's new event form as the fixture's own (a Mitchell of five
// tables, two boards a round): its id, read off where the form sends the director.
db::Id console_event(httplib::Client& c, const Director& d, const std::string& name, const std::string& movement = "mitchell",
                     const std::string& tables = "5") {
  const Answer made = console_post(c, d, "/director/events",
                                   {{"name", name}, {"movement", movement}, {"tables", tables}, {"boards_per_round", "2"},
                                    {"scoring", "mp"}, {"csrf", d.csrf}});
  REQUIRE(made.status == 303);
  const std::string to = made.header("Location");
  return std::stoll(to.substr(std::string("/director/events/").size()));
}

// Every board of the first two rounds entered in `event` (the fixture's movement), North making
// a contract whose tricks differ by table, so the ranking has places to give.
void play_two_rounds(const Served& s, db::Id event, int shift) {
  auto store = s.store();
  const auto info = *store.event_by_id(event);
  auto view = director::EventView::load(store, info);
  for (const auto& row : s.rows) {
    if (row.round > 2) continue;
    for (int b : row.boards) {
      director::LineInput in;
      in.board = b;
      in.round = row.round;
      in.table = row.table;
      in.quick = "3NT N " + std::to_string(7 + (row.table + shift) % 4);
      REQUIRE(director::enter_line(store, view, in, false, Lang::En, "enter"));
    }
  }
}

// The pairs of `event` named "<prefix> N NS a" and "... b": the same names in two events are the
// same entrants of a tournament.
void name_every_pair(const Served& s, db::Id event, const std::string& prefix) {
  auto store = s.store();
  const auto info = *store.event_by_id(event);
  for (const auto& p : store.pairs(event))
    REQUIRE(director::name_pair(store, info, p.id, {prefix + " " + p.id + " a", prefix + " " + p.id + " b"}, {}));
}

std::string location(const Answer& a) { return a.header("Location"); }

}  // namespace

TEST_CASE("A session made on the console ranks its sections together or apart as bandeja rank --session does") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const db::Id second = console_event(*c, d, "Tuesday pairs B");
  CHECK(has(get(*c, "/director/sessions", d.headers()).body, "No sessions yet"));

  const Answer made = console_post(*c, d, "/director/sessions",
                                   {{"name", "Tuesday"}, {"date", "2026-12-01"}, {"scope", "field"}, {"csrf", d.csrf}});
  REQUIRE(made.status == 303);
  const auto stored = s.store().find_session("Tuesday");
  REQUIRE(stored);
  CHECK(stored->held_on == "2026-12-01");
  CHECK(stored->scope == "field");
  const std::string page = "/director/sessions/" + std::to_string(stored->id);
  CHECK(location(made) == page + "?done=session_created");
  CHECK(has(get(*c, page, d.headers()).body, "No sections yet"));

  // Both events as its sections A and B, chosen from the events in no session.
  CHECK(console_post(*c, d, page + "/sections", {{"event", std::to_string(s.event.id)}, {"section", "a"}, {"csrf", d.csrf}}).status == 303);
  const Answer shown = get(*c, page, d.headers());
  CHECK(has(shown.body, "Tuesday pairs B"));  // still free: offered
  CHECK(console_post(*c, d, page + "/sections", {{"event", std::to_string(second)}, {"section", "B"}, {"csrf", d.csrf}}).status == 303);
  {
    const auto sections = s.store().session_events(stored->id);
    REQUIRE(sections.size() == 2);
    CHECK(sections[0].section == "A");
    CHECK(sections[1].section == "B");
  }
  const Answer listed = get(*c, "/director/sessions", d.headers());
  CHECK(has(listed.body, "together, across the field"));
  CHECK(has(listed.body, "Tuesday pairs B"));

  play_two_rounds(s, s.event.id, 0);
  play_two_rounds(s, second, 1);
  // The ranking is the one the director's core makes of the session, as the CLI prints it.
  auto expected = [&](ranking::Scope scope) {
    auto store = s.store();
    const auto session = *store.find_session("Tuesday");
    auto ranked = director::rank_session(session.name, session.held_on, director::session_sections(store, session), {}, scope);
    REQUIRE(ranked);
    return present::standings_html(*ranked, Lang::En);
  };
  const Answer together = get(*c, page + "/ranking", d.headers());
  CHECK(together.status == 200);
  CHECK(has(together.body, expected(ranking::Scope::Field)));
  CHECK(has(together.body, "A1NS"));
  // Its JSON is the CLI's, byte for byte.
  const Answer json = get(*c, page + "/ranking.json", d.headers());
  CHECK(json.status == 200);
  const auto cli = run_program(BANDEJA_BIN, {"--db", s.db, "rank", "--session", "Tuesday", "--format", "json"});
  REQUIRE(cli.status == 0);
  CHECK(json.body == cli.out);

  // Apart: each section its own standings; its site a front page and a site for each section.
  CHECK(console_post(*c, d, page + "/scope", {{"scope", "section"}, {"csrf", d.csrf}}).status == 303);
  CHECK(s.store().find_session("Tuesday")->scope == "section");
  CHECK(has(get(*c, page + "/ranking", d.headers()).body, expected(ranking::Scope::Section)));
  const Answer front = get(*c, page + "/site/index.html", d.headers());
  CHECK(front.status == 200);
  CHECK(has(front.body, "href=\"A/index.html\""));
  const Answer section_a = get(*c, page + "/site/A/index.html", d.headers());
  CHECK(section_a.status == 200);
  CHECK(has(section_a.body, "Tuesday pairs"));
  CHECK(get(*c, page + "/site/Z/index.html", d.headers()).status == 404);

  // Section B taken out: its event and results stay, in no session.
  CHECK(console_post(*c, d, page + "/sections/B/remove", {{"csrf", d.csrf}}).status == 303);
  CHECK(s.store().session_events(stored->id).size() == 1);
  CHECK_FALSE(s.store().event_by_id(second)->session_id);
  CHECK_FALSE(s.store().results(second).empty());
}

TEST_CASE("A section that cannot join a session is refused on the session's page in the console's words, nothing stored") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const db::Id howell = console_event(*c, d, "Tuesday Howell", "howell", "4");
  REQUIRE(console_post(*c, d, "/director/sessions", {{"name", "Tuesday"}, {"scope", "field"}, {"csrf", d.csrf}}).status == 303);
  const std::string page = "/director/sessions/" + std::to_string(s.store().find_session("Tuesday")->id);
  REQUIRE(console_post(*c, d, page + "/sections", {{"event", std::to_string(s.event.id)}, {"section", "A"}, {"csrf", d.csrf}}).status == 303);

  struct Case {
    httplib::Params fields;
    std::string lang, said;
  };
  for (const Case& k : std::vector<Case>{
           {{{"event", std::to_string(howell)}, {"section", "B"}}, "fr", "choisissez « chaque section à part » sous « Classement »"},
           {{{"event", std::to_string(howell)}, {"section", "B"}}, "es", "elija «cada sección aparte» en «Clasificación»"},
           {{{"event", std::to_string(howell)}, {"section", "B7"}}, "en", "section “B7”: a section is one or two letters, A to Z (e.g. A)"},
       }) {
    CAPTURE(k.said);
    httplib::Params fields = k.fields;
    fields.emplace("csrf", d.csrf);
    const Answer a = console_post(*c, d, page + "/sections?lang=" + k.lang, fields);
    CHECK(a.status == 422);
    CHECK(has(a.body, k.said));
    speaks_the_consoles_words(a.body);
  }
  // An event that is a section of another session already.
  REQUIRE(console_post(*c, d, "/director/sessions", {{"name", "Wednesday"}, {"scope", "section"}, {"csrf", d.csrf}}).status == 303);
  const std::string other = "/director/sessions/" + std::to_string(s.store().find_session("Wednesday")->id);
  const Answer taken = console_post(*c, d, other + "/sections", {{"event", std::to_string(s.event.id)}, {"section", "A"}, {"csrf", d.csrf}});
  CHECK(taken.status == 422);
  CHECK(has(taken.body, "is already section A of session “Tuesday”: take it out on that session&#39;s page first"));
  speaks_the_consoles_words(taken.body);
  CHECK(s.store().session_events(s.store().find_session("Tuesday")->id).size() == 1);
  CHECK_FALSE(s.store().event_by_id(howell)->session_id);
  // A session the file does not have.
  const Answer none = get(*c, "/director/sessions/99", d.headers());
  CHECK(none.status == 404);
  CHECK(has(none.body, "there is no session 99 in this file"));
}

TEST_CASE("A tournament made on the console ranks its sessions as bandeja tournament rank does, with a carry-over and seeding") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const db::Id second = console_event(*c, d, "Spring final");
  CHECK(has(get(*c, "/director/tournaments", d.headers()).body, "No tournaments yet"));
  const Answer made = console_post(*c, d, "/director/tournaments", {{"name", "Spring pairs"}, {"by", "percent"}, {"csrf", d.csrf}});
  REQUIRE(made.status == 303);
  const auto t = s.store().find_tournament("Spring pairs");
  REQUIRE(t);
  CHECK(t->combine_by == "percent");
  const std::string page = "/director/tournaments/" + std::to_string(t->id);
  CHECK(location(made) == page + "?done=tournament_created");

  // The fixture's event as the first session; the final's pairs seeded from its standings.
  name_every_pair(s, s.event.id, "Q");
  play_two_rounds(s, s.event.id, 0);
  CHECK(console_post(*c, d, page + "/sessions", {{"which", "e" + std::to_string(s.event.id)}, {"factor", "0,5"}, {"csrf", d.csrf}}).status ==
        303);
  const Answer seeded = console_post(*c, d, page + "/seed", {{"which", "e" + std::to_string(second)}, {"method", "snake"}, {"csrf", d.csrf}});
  CHECK(seeded.status == 200);
  CHECK(has(seeded.body, "The pairs are seated"));
  CHECK(has(seeded.body, "id=\"seeded\""));
  for (const auto& p : s.store().pairs(second)) CHECK_FALSE(p.names().empty());
  // Seeded again: every seat is named now, refused.
  const Answer again = console_post(*c, d, page + "/seed", {{"which", "e" + std::to_string(second)}, {"method", "snake"}, {"csrf", d.csrf}});
  CHECK(again.status == 422);
  speaks_the_consoles_words(again.body);

  CHECK(console_post(*c, d, page + "/sessions", {{"which", "e" + std::to_string(second)}, {"factor", "1"}, {"csrf", d.csrf}}).status == 303);
  {
    const auto stored = s.store().tournament_sessions(t->id);
    REQUIRE(stored.size() == 2);
    CHECK(stored[0].factor == 0.5);
    CHECK(stored[1].event_id == second);
  }
  play_two_rounds(s, second, 2);

  // A carry-over for pair 1NS of the first session, typed with a decimal comma; then removed.
  CHECK(console_post(*c, d, page + "/carry",
                     {{"event", std::to_string(s.event.id)}, {"pair", "1ns"}, {"points", "2,5"}, {"csrf", d.csrf}})
            .status == 303);
  const auto carry = s.store().tournament_carry(t->id);
  REQUIRE(carry.size() == 1);
  CHECK(carry.begin()->second == 2.5);

  const Answer shown = get(*c, page, d.headers());
  CHECK(shown.status == 200);
  {
    auto store = s.store();
    auto ranked = director::rank_tournament(store, *t);
    REQUIRE(ranked);
    CHECK(has(shown.body, present::tournament_standings_html(director::tournament_page(*ranked), Lang::En, page + "/site/")));
  }
  CHECK(has(get(*c, "/director/tournaments", d.headers()).body, "Tuesday pairs \u00d70.5, Spring final"));
  const auto cli = run_program(BANDEJA_BIN, {"--db", s.db, "tournament", "rank", "Spring pairs", "--format", "json"});
  REQUIRE(cli.status == 0);
  CHECK(get(*c, page + "/ranking.json", d.headers()).body == cli.out);
  // Its site: the combined ranking and each session's own.
  CHECK(get(*c, page + "/site/index.html", d.headers()).status == 200);
  const Answer first = get(*c, page + "/site/session-1/index.html", d.headers());
  CHECK(first.status == 200);
  CHECK(has(first.body, "Tuesday pairs"));

  CHECK(console_post(*c, d, page + "/carry", {{"event", std::to_string(s.event.id)}, {"pair", "1NS"}, {"points", ""}, {"csrf", d.csrf}})
            .status == 303);
  CHECK(s.store().tournament_carry(t->id).empty());

  // Refused, nothing stored: a factor that is not a number, the same session twice.
  const Answer bad = console_post(*c, d, page + "/sessions?lang=es", {{"which", "e" + std::to_string(second)}, {"factor", "x"}, {"csrf", d.csrf}});
  CHECK(bad.status == 422);
  CHECK(has(bad.body, "factor x"));
  const Answer twice = console_post(*c, d, page + "/sessions", {{"which", "e" + std::to_string(second)}, {"factor", "1"}, {"csrf", d.csrf}});
  CHECK(twice.status == 422);
  CHECK(s.store().tournament_sessions(t->id).size() == 2);
  CHECK(get(*c, "/director/tournaments/99", d.headers()).status == 404);
}
