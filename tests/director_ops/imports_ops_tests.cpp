// The director's imports at the library layer (apps/director imports.hpp), on a temporary
// event file: a PBN or USEBIO file becoming a new event, and a PBN file's hand records put on
// the boards of an event already set up; every error by its code and its words in English and
// Spanish.
#include <doctest/doctest.h>

#include "../formats/sample_events.hpp"
#include "bandeja/director/imports.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

namespace {

// A dealing machine's file: hand records alone, for the boards numbered.
std::string deals_pbn(const std::vector<int>& numbers) {
  formats::EventRecord rec;
  for (int n : numbers) {
    auto b = sample::board(n);
    b.deal = *formats::parse_deal(sample::kDeal1);
    rec.boards.push_back(b);
  }
  return formats::write_pbn(rec);
}

std::optional<std::string> deal_of(const File& f, db::Id event, int board) {
  for (const auto& b : f.store.boards(event))
    if (b.number == board) return b.deal;
  return std::nullopt;
}

}  // namespace

TEST_CASE("Import: a PBN file becomes a new event with its boards, hand records, pairs and every result line") {
  File f;
  auto r = director::import_event(f.store, director::Interchange::Pbn, formats::write_pbn(sample::mitchell()), "",
                                  "m", Lang::En);
  REQUIRE_MESSAGE(r, (r ? "" : present::render(r.error(), Lang::En)));
  CHECK(r->name == "Tuesday <Mitchell> & friends");  // the file's own name
  CHECK(r->boards == 3);
  CHECK(r->deals == 1);
  CHECK(r->entrants == 6);
  CHECK(r->lines == 9);
  CHECK_FALSE(r->teams);
  const auto ev = f.store.load(r->id);
  CHECK(ev.pairs.size() == 6);
  CHECK(ev.results.size() == 9);
}

TEST_CASE("Import: a USEBIO file becomes a new event under the name given, and an event name is used once") {
  File f;
  const auto xml = formats::write_usebio(sample::mitchell());
  auto r = director::import_event(f.store, director::Interchange::Usebio, xml, "Tuesday", "m", Lang::En);
  REQUIRE_MESSAGE(r, (r ? "" : present::render(r.error(), Lang::En)));
  CHECK(r->name == "Tuesday");
  CHECK(r->lines == 9);
  auto again = director::import_event(f.store, director::Interchange::Usebio, xml, "Tuesday", "m", Lang::En);
  REQUIRE_FALSE(again);
  check_error(again.error(), "import.name_taken",
              "an event called 'Tuesday' already exists: choose another name with --event NAME",
              "ya existe un evento llamado 'Tuesday': elija otro nombre con --event NOMBRE");
  CHECK(f.store.events().size() == 1);
}

TEST_CASE("Import: a file without an event name is named by the front end's fallback") {
  File f;
  auto r = director::import_event(f.store, director::Interchange::Pbn, deals_pbn({1, 2}), "", "night-7", Lang::En);
  REQUIRE_MESSAGE(r, (r ? "" : present::render(r.error(), Lang::En)));
  CHECK(r->name == "night-7");
  CHECK(r->deals == 2);
  CHECK(r->lines == 0);
}

TEST_CASE("Import: a file its reader refuses is an error about the file, in the language asked for") {
  File f;
  auto en = director::import_event(f.store, director::Interchange::Usebio, "<not usebio", "", "x", Lang::En);
  REQUIRE_FALSE(en);
  CHECK(en.error().field == "file");
  CHECK_FALSE(present::render(en.error(), Lang::En).empty());
  auto deals = director::import_deals(f.store, f.event("Tuesday", "mitchell", 3), "<not usebio", false, Lang::En);
  REQUIRE_FALSE(deals);
  CHECK(deals.error().field == "file");
  CHECK(f.store.events().size() == 1);
}

TEST_CASE("Hand records go onto the boards of an event already set up, its results untouched") {
  File f;
  const auto e = f.event("Tuesday", "mitchell", 3);
  auto r = director::import_deals(f.store, e, deals_pbn({1, 2}), false, Lang::En);
  REQUIRE_MESSAGE(r, (r ? "" : present::render(r.error(), Lang::En)));
  CHECK(r->added == 2);
  CHECK(r->skipped.empty());
  CHECK(deal_of(f, e.id, 1) == formats::to_pbn(*formats::parse_deal(sample::kDeal1)));
  CHECK(deal_of(f, e.id, 3) == std::nullopt);
}

TEST_CASE("A hand record for a board the event does not play is refused, or left out when asked, and a refusal stores nothing") {
  File f;
  const auto e = f.event("Tuesday", "mitchell", 3);  // boards 1 to 6
  auto refused = director::import_deals(f.store, e, deals_pbn({1, 9}), false, Lang::En);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().field == "file");
  check_error(refused.error(), "import.board_not_played",
              "board 9 is not played in event 'Tuesday'; nothing stored (for a section that plays fewer boards, add "
              "--skip-other-boards)",
              "el tablero 9 no se juega en el evento 'Tuesday'; no se guardó nada (para una sección que juega menos "
              "tableros, añada --skip-other-boards)");
  CHECK(deal_of(f, e.id, 1) == std::nullopt);
  auto skipped = director::import_deals(f.store, e, deals_pbn({1, 9}), true, Lang::En);
  REQUIRE(skipped);
  CHECK(skipped->added == 1);
  CHECK(skipped->skipped == std::vector<int>{9});
  CHECK(deal_of(f, e.id, 1).has_value());
}

TEST_CASE("A hand record whose dealer or vulnerability is not the event's board's is refused") {
  File f;
  const auto e = f.event("Tuesday", "mitchell", 3);
  formats::EventRecord rec;
  auto b = sample::board(2);
  b.number = 1;  // board 2's dealer (East) and vulnerability (NS) under number 1
  b.deal = *formats::parse_deal(sample::kDeal1);
  rec.boards = {b};
  auto r = director::import_deals(f.store, e, formats::write_pbn(rec), false, Lang::En);
  REQUIRE_FALSE(r);
  check_error(r.error(), "import.board_differs",
              "board 1 has another dealer or vulnerability than the event's board; nothing stored",
              "el tablero 1 tiene otro repartidor o vulnerabilidad que el del evento; no se guardó nada");
  CHECK(deal_of(f, e.id, 1) == std::nullopt);
}

TEST_CASE("A file with no hand record for a board of the event is refused") {
  File f;
  const auto e = f.event("Tuesday", "mitchell", 3);
  auto r = director::import_deals(f.store, e, deals_pbn({9, 10}), true, Lang::En);
  REQUIRE_FALSE(r);
  check_error(r.error(), "import.no_board_of_event",
              "none of its hand records is for a board of event 'Tuesday'; nothing stored",
              "ninguna de sus manos es de un tablero del evento 'Tuesday'; no se guardó nada");
}

TEST_CASE("Import: the file's own figures beside Bandeja's ranking, and the named variant that reproduces them (a file ranked without Neuberg, as BriAn ranks)") {
  File f;
  // Bandeja's own figures: the same.
  auto own = director::import_event(f.store, director::Interchange::Usebio, formats::write_usebio(sample::howell()), "own", "h", Lang::En);
  REQUIRE_MESSAGE(own, (own ? "" : present::render(own.error(), Lang::En)));
  CHECK(own->figures.compared == sample::howell().ranking.size());
  CHECK(own->figures.differ == 0);
  CHECK(own->figures.reproduced_by.empty());
  // The same lines with the figures of a program that does not factor a board played fewer times.
  auto plain = director::rank_event(f.store.load(own->id), director::RankOptions{std::nullopt, 1, false, false});
  REQUIRE(plain);
  formats::EventRecord other = sample::howell();
  other.ranking = plain->record.ranking;
  auto r = director::import_event(f.store, director::Interchange::Usebio, formats::write_usebio(other), "other", "h", Lang::En);
  REQUIRE_MESSAGE(r, (r ? "" : present::render(r.error(), Lang::En)));
  CHECK(r->figures.differ > 0);  // the Howell has a board played fewer times: Neuberg changes it
  CHECK(r->figures.most != "");
  CHECK(r->figures.reproduced_by == "--no-neuberg");
}
