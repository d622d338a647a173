// The console's pages for an event's rulings and settings (#38): each change made with the mouse
// is the CLI command's (ruling foul, penalty and withdraw; event edit, final, drop-pair and
// delete), read back from the event file; a refusal comes back on the page it was made from, in
// the console's words (never a command line's option or command), in the director's language.
#include <doctest/doctest.h>

#include "bandeja/director/tables.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

TEST_CASE("A fouled board and a penalty given from the console are stored as the CLI stores them, and withdrawn from it") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string rulings = event_path(s) + "/rulings";
  CHECK(has(get(*c, rulings, d.headers()).body, "No ruling has been given."));

  const Answer foul = console_post(*c, d, rulings + "/foul",
                                   {{"board", "3"}, {"rounds", "2-4"}, {"reason", "N and E cards swapped"}, {"ebu", "1"}, {"csrf", d.csrf}});
  CHECK(foul.status == 303);
  CHECK(foul.header("Location") == rulings + "?done=ruled");
  const Answer penalty = console_post(*c, d, rulings + "/penalty",
                                      {{"pair", "2NS"}, {"board", ""}, {"amount", "25"}, {"reason", "slow play"}, {"csrf", d.csrf}});
  CHECK(penalty.status == 303);

  auto stored = s.store().rulings(s.event.id);
  REQUIRE(stored.size() == 2);
  CHECK(stored[0].kind == "fouled");
  CHECK(stored[0].board == 3);
  CHECK(stored[0].first_round == 2);
  CHECK(stored[0].last_round == 4);
  CHECK(stored[0].method == "ebu");
  CHECK(stored[0].reason == "N and E cards swapped");
  CHECK(stored[0].note == "director");
  CHECK(stored[1].kind == "penalty");
  CHECK(stored[1].pairs == std::vector<std::string>{"2NS"});
  CHECK(stored[1].board == std::nullopt);
  CHECK(stored[1].amount == 25);
  CHECK(stored[1].unit == "top%");

  const Answer page = get(*c, rulings + "?done=ruled", d.headers());
  CHECK(has(page.body, "The ruling is given"));
  CHECK(has(page.body, "N and E cards swapped"));
  CHECK(has(page.body, "slow play"));

  const Answer withdraw =
      console_post(*c, d, rulings + "/" + std::to_string(stored[1].id) + "/withdraw", {{"csrf", d.csrf}});
  CHECK(withdraw.status == 303);
  stored = s.store().rulings(s.event.id);
  CHECK(stored[0].standing());
  CHECK_FALSE(stored[1].standing());
  CHECK(stored[1].withdrawn_note == "director");
  CHECK(has(get(*c, rulings, d.headers()).body, "class=\"withdrawn\""));
  // Withdrawn once: a second time is refused, and so is a ruling the event does not have.
  CHECK(console_post(*c, d, rulings + "/" + std::to_string(stored[1].id) + "/withdraw", {{"csrf", d.csrf}}).status == 422);
  const Answer none = console_post(*c, d, rulings + "/999/withdraw", {{"csrf", d.csrf}});
  CHECK(none.status == 404);
  CHECK(has(none.body, "the event has no ruling 999"));
}

TEST_CASE("A ruling the console refuses is said on the rulings page in the console's words, in the director's language, and nothing is stored") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string rulings = event_path(s) + "/rulings";
  struct Case {
    httplib::Params fields;
    std::string en, es;
  };
  for (const Case& k : std::vector<Case>{
           {{{"board", "3"}, {"rounds", "2-4"}, {"reason", ""}}, "a ruling needs its reason", "una decisión necesita su motivo"},
           {{{"board", "3"}, {"rounds", "2"}, {"pairs", "1, 3"}, {"reason", "x"}},
            "say which lines played the board in its changed form: their rounds, or their North-South pairs",
            "indique qué líneas jugaron el tablero alterado"},
           {{{"board", "3"}, {"reason", "x"}}, "their rounds, or their North-South pairs", "sus rondas o sus parejas Norte-Sur"},
           {{{"board", "x"}, {"reason", "x"}}, "board", "board"},
       }) {
    for (const auto& [lang, said] : std::vector<std::pair<std::string, std::string>>{{"en", k.en}, {"es", k.es}}) {
      httplib::Params fields = k.fields;
      fields.emplace("csrf", d.csrf);
      const Answer a = console_post(*c, d, rulings + "/foul?lang=" + lang, fields);
      CAPTURE(a.body);
      CHECK(a.status == 422);
      CHECK(has(a.body, said));
      speaks_the_consoles_words(a.body);
    }
  }
  const Answer penalty = console_post(*c, d, rulings + "/penalty",
                                      {{"pair", "9NS"}, {"amount", "25"}, {"reason", "x"}, {"csrf", d.csrf}});
  CHECK(penalty.status == 422);
  CHECK(has(penalty.body, "the event has no pair"));
  speaks_the_consoles_words(penalty.body);
  CHECK(s.store().rulings(s.event.id).empty());
}

TEST_CASE("The event's settings from the console are bandeja event edit's: name, date, site, when the tables see points, membership numbers") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string settings = event_path(s) + "/settings";
  const Answer form = get(*c, settings, d.headers());
  CHECK(form.status == 200);
  CHECK(has(form.body, "value=\"Tuesday pairs\""));
  const Answer save = console_post(*c, d, settings,
                                   {{"name", "Tuesday pairs"}, {"date", "2026-12-01"}, {"site", "Club Náutico"},
                                    {"traveller_points", "locked"}, {"member_numbers", "required"}, {"csrf", d.csrf}});
  CHECK(save.status == 303);
  CHECK(save.header("Location") == settings + "?done=saved");
  auto store = s.store();
  const auto info = store.event_by_id(s.event.id);
  REQUIRE(info);
  CHECK(info->name == "Tuesday pairs");
  CHECK(info->held_on == "2026-12-01");
  CHECK(info->site == "Club Náutico");
  CHECK(director::traveller_points_when(store, s.event.id) == "locked");
  CHECK(director::member_numbers_required(store, s.event.id));
  const Answer shown = get(*c, settings, d.headers());
  CHECK(has(shown.body, "value=\"2026-12-01\""));
  CHECK(has(shown.body, "<option value=\"locked\" selected>"));

  // A date that is no date is refused on the page, in the console's words; nothing changes.
  const Answer bad = console_post(*c, d, settings + "?lang=fr",
                                  {{"name", "Tuesday pairs"}, {"date", "1 December"}, {"site", ""}, {"traveller_points", "now"},
                                   {"member_numbers", "optional"}, {"csrf", d.csrf}});
  CHECK(bad.status == 422);
  CHECK(has(bad.body, "« 1 December » n&#39;est pas une date"));
  speaks_the_consoles_words(bad.body);
  CHECK(s.store().event_by_id(s.event.id)->site == "Club Náutico");
}

TEST_CASE("Results marked final from the console, and provisional again") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  CHECK(console_post(*c, d, event_path(s) + "/final", {{"final", "1"}, {"csrf", d.csrf}}).status == 303);
  CHECK_FALSE(s.store().event_by_id(s.event.id)->final_at.empty());
  CHECK(has(get(*c, event_path(s) + "/settings", d.headers()).body, "The results are final since"));
  CHECK(console_post(*c, d, event_path(s) + "/final", {{"final", "0"}, {"csrf", d.csrf}}).status == 303);
  CHECK(s.store().event_by_id(s.event.id)->final_at.empty());
}

TEST_CASE("A pair dropped from the console leaves its seats empty from that round on, and a pair with a result there is refused in the console's words") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string pair = *s.row(1, 1).ns;
  // Its first board of round 1 entered: dropping it from round 1 is refused, from round 2 it goes.
  const int b = s.row(1, 1).boards[0];
  REQUIRE(post_json(*c, "/api/t/" + s.token(1) + "/results", entry(1, b, "4S", "N", "=", "k1")).status == 201);
  const Answer refused = console_post(*c, d, event_path(s) + "/drop-pair", {{"pair", pair}, {"round", "1"}, {"csrf", d.csrf}});
  CHECK(refused.status == 422);
  CHECK(has(refused.body, "delete it first under Results on the evening"));
  speaks_the_consoles_words(refused.body);
  const Answer dropped = console_post(*c, d, event_path(s) + "/drop-pair", {{"pair", pair}, {"round", "2"}, {"csrf", d.csrf}});
  CHECK(dropped.status == 303);
  for (const auto& row : s.store().rows(s.event.id)) {
    if (row.round < 2) continue;
    CHECK(row.ns != std::optional<std::string>(pair));
    CHECK(row.ew != std::optional<std::string>(pair));
  }
}

TEST_CASE("An event is deleted from the console only once its name is typed again") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const Answer wrong = console_post(*c, d, event_path(s) + "/delete", {{"confirm", "tuesday"}, {"csrf", d.csrf}});
  CHECK(wrong.status == 422);
  CHECK(has(wrong.body, "exactly as it is"));
  CHECK(s.store().event_by_id(s.event.id));
  const Answer gone = console_post(*c, d, event_path(s) + "/delete", {{"confirm", " Tuesday pairs "}, {"csrf", d.csrf}});
  CHECK(gone.status == 303);
  CHECK(gone.header("Location") == "/director?done=deleted");
  CHECK_FALSE(s.store().event_by_id(s.event.id));
  CHECK(get(*c, event_path(s) + "/settings", d.headers()).status == 404);
}

TEST_CASE("Every page of an event has the menu of its pages, the one shown marked, in English, Spanish and French") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::vector<std::string> pages = {"", "/rulings", "/print", "/files", "/settings"};
  for (const auto& [lang, labels] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"en", {"The evening", "Rulings", "Print", "Files", "Settings"}},
           {"es", {"La sesión", "Decisiones", "Imprimir", "Ficheros", "Ajustes"}},
           {"fr", {"La séance", "Décisions", "Imprimer", "Fichiers", "Réglages"}}}) {
    for (const std::string& page : pages) {
      const Answer a = get(*c, event_path(s) + page + "?lang=" + lang, d.headers());
      CAPTURE(page);
      CHECK(a.status == 200);
      for (size_t i = 0; i < pages.size(); ++i) CHECK(has(a.body, "href=\"" + event_path(s) + pages[i] + "\"" +
                                                           (pages[i] == page ? " aria-current=\"page\"" : "") + ">" + labels[i] + "</a>"));
      // (The evening's page may say to restart the server from its terminal: a fact of the machine.)
      if (!page.empty()) speaks_the_consoles_words(a.body);
    }
  }
}

TEST_CASE("A teams event's teams are named from its page, as bandeja teams EVENT N --name names them") {
  Served s(saturday_swiss());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const auto teams = s.store().teams(s.event.id);
  REQUIRE(teams.size() >= 2);
  const std::string page = get(*c, event_path(s), d.headers()).body;
  CHECK(has(page, "id=\"teams\""));
  CHECK(has(page, "action=\"" + event_path(s) + "/teams/" + teams[1].id + "\""));
  const Answer named = console_post(*c, d, event_path(s) + "/teams/" + teams[1].id, {{"name", "García"}, {"csrf", d.csrf}});
  CHECK(named.status == 303);
  CHECK(named.header("Location") == event_path(s) + "?done=team_named#teams");
  CHECK(s.store().teams(s.event.id)[1].name == "García");
  CHECK(has(get(*c, event_path(s), d.headers()).body, "value=\"García\""));
  // A team the event does not have is refused, and a pairs event's page has no teams to name.
  CHECK(console_post(*c, d, event_path(s) + "/teams/99", {{"name", "X"}, {"csrf", d.csrf}}).status == 422);
  Served pairs(with_password());
  auto pc = pairs.client();
  CHECK_FALSE(has(get(*pc, event_path(pairs), signed_in(pairs, *pc).headers()).body, "id=\"teams\""));
}

TEST_CASE("The event's movement is changed from its settings, as bandeja event movement changes it, and refused while a stored line would not fit") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string settings = event_path(s) + "/settings";
  const std::string form = get(*c, settings, d.headers()).body;
  CHECK(has(form, "action=\"" + event_path(s) + "/movement\""));
  CHECK(has(form, "name=\"tables\" type=\"number\" min=\"1\" max=\"99\" required value=\"5\""));

  // A late pair: six tables, the even Mitchell's skip.
  const Answer six = console_post(*c, d, event_path(s) + "/movement",
                                  {{"movement", "mitchell"}, {"tables", "6"}, {"boards_per_round", "2"}, {"even", "skip"}, {"csrf", d.csrf}});
  CHECK(six.status == 303);
  CHECK(six.header("Location") == settings + "?done=moved");
  auto store = s.store();
  CHECK(store.event_by_id(s.event.id)->tables == 6);
  CHECK(store.pairs(s.event.id).size() == 12);

  // A line stored, then a movement in which its pairs do not meet on its board: refused, nothing changes.
  auto info = *store.event_by_id(s.event.id);
  const auto rows = store.rows(s.event.id);
  const auto& r1 = *std::find_if(rows.begin(), rows.end(), [](const movement::Row& r) { return r.round == 1 && r.table == 1; });
  auto token = director::issue_table_links(store, info, server::random_token);
  REQUIRE(token);
  REQUIRE(post_json(*c, "/api/t/" + token->front().token + "/results", entry(1, r1.boards[0], "4S", "N", "=", "m1")).status == 201);
  const Answer refused = console_post(*c, d, event_path(s) + "/movement",
                                      {{"movement", "howell"}, {"tables", "6"}, {"boards_per_round", "2"}, {"csrf", d.csrf}});
  CHECK(refused.status == 422);
  CHECK(has(refused.body, "is not changed"));
  speaks_the_consoles_words(refused.body);
  CHECK(s.store().event_by_id(s.event.id)->movement_type == "mitchell");
  // A field that is no number is named.
  CHECK(console_post(*c, d, event_path(s) + "/movement", {{"movement", "mitchell"}, {"tables", "x"}, {"csrf", d.csrf}}).status == 422);
}
