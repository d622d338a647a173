// The console's Print and Files pages (#38): each sheet is the document `bandeja event print`,
// `hand-records` and `event cards` make, print-ready for the browser; each file is what
// `bandeja export` writes, and the event file's copy is `bandeja backup`'s.
#include <doctest/doctest.h>

#include <fstream>

#include "bandeja/director/paperwork.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/present/report.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

// The event as `bandeja export` writes it.
formats::EventRecord exported(const Served& s) {
  auto store = s.store();
  auto ranked = director::publish_event(store.load(s.event.id));
  REQUIRE(ranked);
  return ranked->record;
}

}  // namespace

TEST_CASE("Each sheet of the console's Print page is the document bandeja event print makes, print-ready, in the director's language") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const Answer page = get(*c, event_path(s) + "/print", d.headers());
  CHECK(page.status == 200);
  for (const char* kind : {"pickup-slips", "travellers", "score-cards", "results", "schedule"}) {
    CAPTURE(kind);
    for (const auto& [lang, l] : std::vector<std::pair<std::string, Lang>>{{"en", Lang::En}, {"fr", Lang::Fr}}) {
      const Answer sheet =
          get(*c, event_path(s) + "/print/sheet?kind=" + kind + "&paper=letter&per_page=2&rounds=&lang=" + lang, d.headers());
      CHECK(sheet.status == 200);
      CHECK(has(sheet.header("Content-Security-Policy"), "default-src 'none'"));
      director::PaperworkOptions options;
      options.lang = l;
      options.paper = movement::Paper::Letter;
      options.per_page = 2;
      auto store = s.store();
      const auto printed = director::paperwork_html(store, s.event, *director::paperwork_from_id(kind), options);
      REQUIRE(printed);
      CHECK(sheet.body == printed->html);
    }
  }
  // The schedule of some rounds; rounds that do not read are refused on the Print page.
  CHECK(get(*c, event_path(s) + "/print/sheet?kind=schedule&rounds=1-2", d.headers()).status == 200);
  const Answer bad = get(*c, event_path(s) + "/print/sheet?kind=schedule&rounds=two", d.headers());
  CHECK(bad.status == 422);
  CHECK(has(bad.body, "rounds &#39;two&#39; must be written as one round"));
  // The cards, and hand records an event without deals does not have yet, said in the console's words.
  CHECK(has(get(*c, event_path(s) + "/print/sheet?kind=guide-cards", d.headers()).body, "<svg"));
  CHECK(get(*c, event_path(s) + "/print/sheet?kind=pair-cards", d.headers()).status == 200);
  const Answer hands = get(*c, event_path(s) + "/print/sheet?kind=hand-records", d.headers());
  CHECK(hands.status == 422);
  CHECK(has(hands.body, "has no hand records yet"));
  CHECK_FALSE(has(hands.body, "bandeja deal"));
  CHECK(get(*c, event_path(s) + "/print/sheet?kind=nothing", d.headers()).status == 422);
}

TEST_CASE("The console's Files page downloads PBN, USEBIO and CSV as bandeja export writes them, named after the event") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const int b = s.row(1, 1).boards[0];
  REQUIRE(post_json(*c, "/api/t/" + s.token(1) + "/results", entry(1, b, "4S", "N", "=", "k1")).status == 201);
  const auto record = exported(s);

  const Answer pbn = get(*c, event_path(s) + "/files/export?what=pbn", d.headers());
  CHECK(pbn.status == 200);
  CHECK(pbn.body == formats::write_pbn(record));
  // (cpp-httplib's client decodes the %20 of filename* as it reads the header.)
  CHECK(has(pbn.header("Content-Disposition"), "attachment; filename=\"Tuesday_pairs.pbn\"; filename*=UTF-8''Tuesday"));
  CHECK(get(*c, event_path(s) + "/files/export?what=usebio", d.headers()).body == formats::write_usebio(record));
  CHECK(get(*c, event_path(s) + "/files/export?what=travellers", d.headers()).body ==
        present::results_csv(record, false, present::CsvStyle::plain()));
  CHECK(get(*c, event_path(s) + "/files/export?what=points&excel=1", d.headers()).body ==
        present::results_csv(record, true, present::CsvStyle::spreadsheet(Lang::En)));
  // A Spanish director's spreadsheet: ';' between fields, its words.
  const Answer es = get(*c, event_path(s) + "/files/export?what=ranking&lang=es", d.headers());
  CHECK(es.body == present::ranking_csv(record, present::CsvStyle::spreadsheet(Lang::Es)));
  CHECK(has(es.body, "puesto;"));
  CHECK(get(*c, event_path(s) + "/files/export?what=exe", d.headers()).status == 422);
  // The ranking's JSON contract is the CLI's, byte for byte.
  const auto cli = run_program(BANDEJA_BIN, {"--db", s.db, "rank", std::to_string(s.event.id), "--format", "json"});
  REQUIRE(cli.status == 0);
  const Answer json = get(*c, event_path(s) + "/files/export?what=ranking_json", d.headers());
  CHECK(json.body == cli.out);
  CHECK(has(json.header("Content-Disposition"), "filename=\"Tuesday_pairs_ranking.json\""));
}

TEST_CASE("The console's copy of the event file is a whole SQLite file with every event in it, and leaves nothing behind") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const Answer copy = get(*c, event_path(s) + "/files/backup", d.headers());
  CHECK(copy.status == 200);
  CHECK(copy.body.starts_with(std::string("SQLite format 3\0", 16)));
  CHECK(has(copy.header("Content-Disposition"), "Tuesday_pairs.db"));
  const std::string path = s.dir.file("copy.db");
  std::ofstream(path, std::ios::binary) << copy.body;
  auto opened = db::Store::open(path);
  const auto info = opened.event_by_id(s.event.id);
  REQUIRE(info);
  CHECK(info->name == "Tuesday pairs");
  CHECK(opened.rows(s.event.id).size() == s.store().rows(s.event.id).size());
}

TEST_CASE("The console deals the boards at random and analyses them: every board gets a hand record, a second deal only when asked, and the hand records then print") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string hands = event_path(s) + "/hands";
  const Answer dealt = console_post(*c, d, hands + "/deal", {{"csrf", d.csrf}});
  CHECK(dealt.status == 303);
  CHECK(dealt.header("Location") == event_path(s) + "/print?done=dealt");
  std::vector<std::string> first;
  for (const auto& b : s.store().boards(s.event.id)) {
    REQUIRE(b.deal);
    first.push_back(*b.deal);
  }
  CHECK(first.size() == static_cast<size_t>(s.event.boards));

  // Dealt already: refused in the console's words, and nothing changes.
  const Answer again = console_post(*c, d, hands + "/deal", {{"csrf", d.csrf}});
  CHECK(again.status == 422);
  CHECK(has(again.body, "already has a hand record: tick"));
  CHECK_FALSE(has(again.body, "--replace"));
  CHECK(*s.store().boards(s.event.id).front().deal == first.front());
  // Asked again: new hands.
  CHECK(console_post(*c, d, hands + "/deal", {{"replace", "1"}, {"csrf", d.csrf}}).status == 303);
  size_t changed = 0;
  const auto redealt = s.store().boards(s.event.id);
  for (size_t i = 0; i < redealt.size(); ++i) changed += *redealt[i].deal != first[i];
  CHECK(changed == redealt.size());

  const Answer analysed = console_post(*c, d, hands + "/analyse", {{"csrf", d.csrf}});
  CHECK(analysed.status == 303);
  CHECK(analysed.header("Location") == event_path(s) + "/print?done=analysed");
  for (const auto& b : s.store().boards(s.event.id)) CHECK(b.analysis);
  const Answer sheet = get(*c, event_path(s) + "/print/sheet?kind=hand-records&per_page=4", d.headers());
  CHECK(sheet.status == 200);
  CHECK(has(sheet.body, "Tuesday pairs"));
}
