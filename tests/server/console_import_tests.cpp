// Imports from the console (#38): `bandeja import usebio|pbn|travellers|hands` and `players
// import` with a file sent from the browser. The file goes through the director's import as the
// CLI's does (the same event, read back); the front reads a body larger than any form's only for
// the signed-in director's import; a refusal stores nothing and says why in the console's words.
#include <doctest/doctest.h>

#include "bandeja/movement/asc.hpp"
#include "bandeja/present/movement.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

const std::string kUsebio = std::string(BANDEJA_SOURCE_DIR) + "/tests/fixtures/real/compscore/mp_adjusted-excerpt.xml";
const std::string kHands = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/hands.pbn";
const std::string kTravellers = std::string(BANDEJA_SOURCE_DIR) + "/tests/fixtures/swiss7/round-1.csv";
const std::string kPlayers = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/federation.csv";

// The import form of `kind` sent with `file` (its bytes `content`) and `fields`.
Answer send_file(httplib::Client& c, const httplib::Headers& headers, const std::string& kind, const std::string& file,
                 const std::string& content, const std::vector<std::pair<std::string, std::string>>& fields = {},
                 const std::string& csrf = "") {
  httplib::MultipartFormDataItems items{{"kind", kind, "", ""}, {"csrf", csrf, "", ""}, {"file", content, file, "application/octet-stream"}};
  for (const auto& [name, value] : fields) items.push_back({name, value, "", ""});
  return answer_of(c.Post("/director/import", headers, items));
}

// The new event's id from the page's "Open it" link.
db::Id opened(const Answer& a) {
  const std::string link = "href=\"/director/events/";
  const auto at = a.body.find(link);
  REQUIRE(at != std::string::npos);
  return std::stoll(a.body.substr(at + link.size()));
}

}  // namespace

TEST_CASE("A USEBIO file sent from the console becomes the event bandeja import usebio makes, though larger than any other form") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string xml = slurp(kUsebio);
  REQUIRE(xml.size() > 16 * 1024);
  CHECK(get(*c, "/director/import", d.headers()).status == 200);

  const Answer a = send_file(*c, d.headers(), "usebio", "club night.xml", xml, {{"name", "Compscore night"}}, d.csrf);
  CHECK(a.status == 200);
  CHECK(has(a.body, "id=\"import-report\""));
  const db::Id id = opened(a);
  const auto made = s.store().event_by_id(id);
  REQUIRE(made);
  CHECK(made->name == "Compscore night");

  // The CLI's import of the same file: the same lines, and the same first sentence.
  TempDir other;
  const auto cli = run_program(BANDEJA_BIN, {"--db", other.file("other.db"), "import", "usebio", kUsebio, "--event", "Compscore night"});
  REQUIRE(cli.status == 0);
  auto theirs = db::Store::open(other.file("other.db"));
  CHECK(s.store().results(id).size() == theirs.results(theirs.events().front().id).size());
  CHECK(s.store().results(id).size() > 0);

  // The same name again: nothing stored, said with the form's field.
  const Answer again = send_file(*c, d.headers(), "usebio", "club night.xml", xml, {{"name", "Compscore night"}}, d.csrf);
  CHECK(again.status == 422);
  CHECK(has(again.body, "an event called “Compscore night” already exists: give another under “Name (empty: the file&#39;s)”"));
  speaks_the_consoles_words(again.body);
  CHECK(s.store().events().size() == 2);
}

TEST_CASE("The front reads a file larger than a form only for the signed-in director's import, refusing any other before its body") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string xml = slurp(kUsebio);
  // No session: refused on the head, 413, nothing stored.
  CHECK(send_file(*c, {}, "usebio", "x.xml", xml, {}, d.csrf).status == 413);
  CHECK(send_file(*c, {{"Cookie", "bandeja_session=forged"}}, "usebio", "x.xml", xml, {}, d.csrf).status == 413);
  // Signed in, to any other route: 413.
  httplib::MultipartFormDataItems items{{"csrf", d.csrf, "", ""}, {"file", xml, "x.xml", "application/xml"}};
  CHECK(answer_of(c->Post("/director/players", d.headers(), items)).status == 413);
  // Signed in, without the form's token: refused by the console, nothing stored.
  CHECK(send_file(*c, d.headers(), "usebio", "x.xml", xml, {}, "wrong").status == 403);
  CHECK(s.store().events().size() == 1);
  // Without a file.
  const Answer none = send_file(*c, d.headers(), "pbn", "", "", {}, d.csrf);
  CHECK(none.status == 422);
  CHECK(has(none.body, "choose a file to import"));
}

TEST_CASE("Hand records sent from the console go onto the event's boards all or none, and a board it does not play is refused in the console's words") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string pbn = slurp(kHands);  // 21 boards; the event plays 10
  const std::string into = std::to_string(s.event.id);
  const Answer refused = send_file(*c, d.headers(), "hands", "hands.pbn", pbn, {{"into", into}}, d.csrf);
  CHECK(refused.status == 422);
  CHECK(has(refused.body, "tick “leave out boards the event does not play”"));
  speaks_the_consoles_words(refused.body);
  for (const auto& b : s.store().boards(s.event.id)) CHECK_FALSE(b.deal);

  const Answer added = send_file(*c, d.headers(), "hands", "hands.pbn", pbn, {{"into", into}, {"skip", "1"}}, d.csrf);
  CHECK(added.status == 200);
  CHECK(has(added.body, "10 hand records added to event &#39;Tuesday pairs&#39;"));
  for (const auto& b : s.store().boards(s.event.id)) CHECK(b.deal);
}

TEST_CASE("A travellers file and the players' register sent from the console are stored, and a file with a bad line stores nothing and names it") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const Answer made = send_file(*c, d.headers(), "travellers", "round-1.csv", slurp(kTravellers), {{"name", "Swiss round 1"}, {"scoring", "mp"}}, d.csrf);
  CHECK(made.status == 200);
  const db::Id id = opened(made);
  CHECK(s.store().event_by_id(id)->name == "Swiss round 1");
  CHECK_FALSE(s.store().results(id).empty());

  const std::string bad = "board,round,table,ns,ew,contract,declarer,tricks\n1,1,1,1NS,2EW,4S,N,10\n2,1,1,1NS,2EW,9Q,S,11\n";
  const Answer refused = send_file(*c, d.headers(), "travellers", "bad.csv", bad, {{"name", "Bad"}}, d.csrf);
  CHECK(refused.status == 422);
  CHECK(has(refused.body, "bad.csv: "));
  CHECK(has(refused.body, "nothing stored"));
  CHECK_FALSE(s.store().find_event("Bad"));

  const Answer players = send_file(*c, d.headers(), "players", "federation.csv", slurp(kPlayers), {}, d.csrf);
  CHECK(players.status == 200);
  CHECK(s.store().member_count() > 10);
  CHECK(has(players.body, "federation.csv: "));
}

TEST_CASE("A movement file sent from the console opens its grid, validity and balance as bandeja movement check reads it, and its cards print before any event") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string path = std::string(BANDEJA_SOURCE_DIR) + "/tests/fuzz/corpus/movement_asc/howell_3.asc";
  const std::string asc = slurp(path);
  const Answer checked = send_file(*c, d.headers(), "movement", "howell_3.asc", asc, {}, d.csrf);
  CHECK(checked.status == 200);
  auto m = movement::from_asc(asc);
  REQUIRE(m);
  CHECK(checked.body == present::movement_preview_html(*m, Lang::En));
  CHECK(s.store().events().size() == 1);  // nothing stored
  const Answer bad = send_file(*c, d.headers(), "movement", "junk.asc", "not a movement", {}, d.csrf);
  CHECK(bad.status == 422);
  CHECK(has(bad.body, "junk.asc: "));

  // The new event form's movement, its cards printed with no event made.
  const Answer cards = console_post(*c, d, "/director/movements/cards",
                                    {{"movement", "mitchell"}, {"tables", "5"}, {"boards_per_round", "2"}, {"csrf", d.csrf}});
  CHECK(cards.status == 200);
  CHECK(has(cards.header("Content-Security-Policy"), "default-src 'none'"));
  CHECK(has(cards.body, "<html"));
  CHECK(s.store().events().size() == 1);
}

TEST_CASE("The demo's evening from the console alone: the register, the pairs' names, the hand records and seven rounds of travellers rank as the CLI ranks them, JSON byte for byte") {
  Served::Setup setup = with_password();
  setup.name = "Monday pairs";  // the file's other event
  Served s(setup);
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string data = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/";
  const Answer made = console_post(*c, d, "/director/events",
                                   {{"name", "Tuesday pairs"}, {"movement", "mitchell"}, {"tables", "7"}, {"boards_per_round", "3"},
                                    {"scoring", "mp"}, {"csrf", d.csrf}});
  REQUIRE(made.status == 303);
  const std::string into = std::to_string(std::stoll(made.header("Location").substr(std::string("/director/events/").size())));
  CHECK(send_file(*c, d.headers(), "players", "federation.csv", slurp(data + "federation.csv"), {}, d.csrf).status == 200);
  const Answer named = send_file(*c, d.headers(), "pairs", "pairs.csv", slurp(data + "pairs.csv"), {{"into", into}}, d.csrf);
  CHECK(named.status == 200);
  CHECK(has(named.body, "14 pairs named from pairs.csv"));
  CHECK(send_file(*c, d.headers(), "hands", "hands.pbn", slurp(data + "hands.pbn"), {{"into", into}}, d.csrf).status == 200);
  for (int round = 1; round <= 7; ++round) {
    const std::string file = "round-" + std::to_string(round) + ".csv";
    const Answer entered = send_file(*c, d.headers(), "round", file, slurp(data + file), {{"into", into}}, d.csrf);
    CAPTURE(entered.body);
    CHECK(entered.status == 200);
    CHECK(has(entered.body, "stored 21 lines from " + file));
  }
  // The same file again: refused, each line already stored named, nothing changed.
  const Answer again = send_file(*c, d.headers(), "round", "round-1.csv", slurp(data + "round-1.csv"), {{"into", into}}, d.csrf);
  CHECK(again.status == 422);
  CHECK(has(again.body, "round-1.csv: "));
  CHECK(s.store().results(std::stoll(into)).size() == 147);

  // The same evening through the CLI, in a file of its own.
  TempDir other;
  const std::string db = other.file("club.db");
  auto cli = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", db});
    const auto run = run_program(BANDEJA_BIN, args);
    CAPTURE(run.err);
    REQUIRE(run.status == 0);
    return run.out;
  };
  cli({"event", "new", "Monday pairs", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2"});
  cli({"players", "import", data + "federation.csv"});
  cli({"event", "new", "Tuesday pairs", "--movement", "mitchell", "--tables", "7", "--boards-per-round", "3"});
  cli({"pairs", "Tuesday pairs", "--file", data + "pairs.csv"});
  cli({"import", "hands", data + "hands.pbn", "--into", "Tuesday pairs"});
  for (int round = 1; round <= 7; ++round) cli({"enter", "Tuesday pairs", "--file", data + "round-" + std::to_string(round) + ".csv"});
  const std::string theirs = cli({"rank", "Tuesday pairs", "--format", "json"});
  const Answer ours = get(*c, "/director/events/" + into + "/files/export?what=ranking_json", d.headers());
  CHECK(ours.status == 200);
  CHECK(ours.body == theirs);
}

TEST_CASE("The demo's championship from the console alone: two qualifying Howells, the final seeded and entered, rank as bandeja tournament rank does, JSON byte for byte") {
  Served::Setup setup = with_password();
  setup.name = "Monday pairs";
  Served s(setup);
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string data = std::string(BANDEJA_SOURCE_DIR) + "/scripts/demo-data/";
  auto new_event = [&](const std::string& name, const std::string& tables) {
    const Answer made = console_post(*c, d, "/director/events",
                                     {{"name", name}, {"movement", "howell"}, {"tables", tables}, {"boards_per_round", "2"},
                                      {"scoring", "mp"}, {"csrf", d.csrf}});
    REQUIRE(made.status == 303);
    return std::to_string(std::stoll(made.header("Location").substr(std::string("/director/events/").size())));
  };
  auto send = [&](const std::string& kind, const std::string& file, const std::string& into) {
    const Answer a = send_file(*c, d.headers(), kind, file, slurp(data + "championship/" + file), {{"into", into}}, d.csrf);
    CAPTURE(a.body);
    CHECK(a.status == 200);
  };
  CHECK(send_file(*c, d.headers(), "players", "federation.csv", slurp(data + "federation.csv"), {}, d.csrf).status == 200);
  const std::string q1 = new_event("Spring Q1", "4"), q2 = new_event("Spring Q2", "4");
  send("pairs", "q1-pairs.csv", q1);
  send("round", "q1-results.csv", q1);
  send("pairs", "q2-pairs.csv", q2);
  send("round", "q2-results.csv", q2);
  REQUIRE(console_post(*c, d, "/director/tournaments", {{"name", "Spring Championship"}, {"by", "percent"}, {"csrf", d.csrf}}).status == 303);
  const std::string t = "/director/tournaments/" + std::to_string(s.store().find_tournament("Spring Championship")->id);
  CHECK(console_post(*c, d, t + "/sessions", {{"which", "e" + q1}, {"factor", "0.25"}, {"csrf", d.csrf}}).status == 303);
  CHECK(console_post(*c, d, t + "/sessions", {{"which", "e" + q2}, {"factor", "0,25"}, {"csrf", d.csrf}}).status == 303);
  const std::string final_id = new_event("Spring Final", "2");
  CHECK(console_post(*c, d, t + "/seed", {{"which", "e" + final_id}, {"method", "snake"}, {"csrf", d.csrf}}).status == 200);
  CHECK(console_post(*c, d, t + "/sessions", {{"which", "e" + final_id}, {"factor", "1"}, {"csrf", d.csrf}}).status == 303);
  send("round", "final-results.csv", final_id);

  TempDir other;
  const std::string db = other.file("club.db");
  auto cli = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", db});
    const auto run = run_program(BANDEJA_BIN, args);
    CAPTURE(run.err);
    REQUIRE(run.status == 0);
    return run.out;
  };
  const std::string cd = data + "championship/";
  cli({"event", "new", "Monday pairs", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "2"});
  cli({"players", "import", data + "federation.csv"});
  for (const char* q : {"1", "2"}) {
    const std::string name = std::string("Spring Q") + q;
    cli({"event", "new", name, "--movement", "howell", "--tables", "4", "--boards-per-round", "2"});
  }
  for (const char* q : {"1", "2"}) {
    const std::string name = std::string("Spring Q") + q;
    cli({"pairs", name, "--file", cd + "q" + q + "-pairs.csv"});
    cli({"enter", name, "--file", cd + "q" + q + "-results.csv"});
  }
  cli({"tournament", "new", "Spring Championship", "--by", "percent"});
  cli({"tournament", "add", "Spring Championship", "Spring Q1", "--factor", "0.25"});
  cli({"tournament", "add", "Spring Championship", "Spring Q2", "--factor", "0.25"});
  cli({"event", "new", "Spring Final", "--movement", "howell", "--tables", "2", "--boards-per-round", "2"});
  cli({"tournament", "seed", "Spring Championship", "Spring Final"});
  cli({"tournament", "add", "Spring Championship", "Spring Final"});
  cli({"enter", "Spring Final", "--file", cd + "final-results.csv"});
  const std::string theirs = cli({"tournament", "rank", "Spring Championship", "--format", "json"});
  const Answer ours = get(*c, t + "/ranking.json", d.headers());
  CHECK(ours.status == 200);
  CHECK(ours.body == theirs);
}
