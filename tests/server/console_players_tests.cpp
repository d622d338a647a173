// The players' register on the console (#38): `bandeja players list`, `add` and `history` with the
// mouse. Each change read back from the event file.
#include <doctest/doctest.h>

#include "bandeja/director/pairs.hpp"
#include "bandeja/director/players.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

TEST_CASE("A player added on the console is in the register and found as the director types it, capitals and accents aside") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  CHECK(has(get(*c, "/director/players", d.headers()).body, "The register is empty"));
  const Answer added = console_post(*c, d, "/director/players", {{"id", "es10231"}, {"name", "Ana García"}, {"club", "Náutico"}, {"csrf", d.csrf}});
  CHECK(added.status == 303);
  CHECK(added.header("Location") == "/director/players?done=player_added&q=ES10231");
  const auto m = s.store().member("ES10231");
  REQUIRE(m);
  CHECK(m->name == "Ana García");
  CHECK(m->club == "Náutico");
  REQUIRE(console_post(*c, d, "/director/players", {{"id", "ES2"}, {"name", "Luis Gil"}, {"club", ""}, {"csrf", d.csrf}}).status == 303);
  const Answer found = get(*c, "/director/players?q=garcia", d.headers());
  CHECK(has(found.body, "Ana García"));
  CHECK_FALSE(has(found.body, "Luis Gil"));
  CHECK(has(found.body, "1 of 2 players"));
  CHECK(has(get(*c, "/director/players?q=zzz&lang=es", d.headers()).body, "Ningún jugador coincide con «zzz»"));
  // A player without a name is refused on the page, nothing stored.
  const Answer bad = console_post(*c, d, "/director/players", {{"id", "ES3"}, {"name", ""}, {"csrf", d.csrf}});
  CHECK(bad.status == 422);
  CHECK_FALSE(s.store().member("ES3"));
}

TEST_CASE("A player's page on the console lists the events they played in, as bandeja players history does, and an unknown number says so") {
  Served s(with_password());
  {
    auto store = s.store();
    REQUIRE(director::name_pair(store, s.event, *s.row(1, 1).ns, {"Ana García", "Luis Gil"}, {"ES1", "ES2"}));
  }
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const Answer page = get(*c, "/director/players/ES1", d.headers());
  CHECK(page.status == 200);
  CHECK(has(page.body, "Tuesday pairs"));
  CHECK(has(page.body, "Luis Gil"));
  CHECK(has(page.body, "href=\"/director/events/" + std::to_string(s.event.id) + "\""));
  const Answer none = get(*c, "/director/players/XX9?lang=fr", d.headers());
  CHECK(none.status == 404);
  CHECK(has(none.body, "pas de joueur XX9"));
  CHECK_FALSE(has(none.body, "bandeja players"));
}
