// The console's calculators (#38): `bandeja score`, `imps` and `vp` with the mouse, each answer
// libscore's, in the director's language, a field that is not a number refused next to its form.
#include <doctest/doctest.h>

#include "bandeja/score/imps.hpp"
#include "bandeja/score/vp.hpp"
#include "bandeja/present/page.hpp"
#include "bandeja/present/sheets.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

TEST_CASE("A result typed on the calculators page is scored on its board's vulnerability as bandeja score does, in the director's letters") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  // (Spaces as %20: the test client would send a + as a plus, where a browser sends it for a space.)
  // Board 5: North-South vulnerable; 4S by North with an overtrick is +650.
  const Answer en = get(*c, "/director/calculators?calc=score&entry=4S%20N%20%2B1&board=5&vul=", d.headers());
  CHECK(en.status == 200);
  CHECK(has(en.body, "Board 5 (North-South): 4\u2660 N +1 \u2014 North-South +650"));
  // The same board not vulnerable, as chosen; East declaring goes the other way.
  CHECK(has(get(*c, "/director/calculators?calc=score&entry=4S%20E%20%3D&board=5&vul=none", d.headers()).body, "North-South -420"));
  // Spanish letters: C is hearts (corazones), so 4C is 4 hearts.
  const Answer es = get(*c, "/director/calculators?calc=score&entry=4C%20N%20%3D&board=1&lang=es", d.headers());
  CHECK(has(es.body, "4\u2665 N ="));
  CHECK(has(es.body, "Norte-Sur +420"));
  // Not a result: the reader's own words, on the page.
  const Answer bad = get(*c, "/director/calculators?calc=score&entry=4S%20N&board=1", d.headers());
  CHECK(bad.status == 200);
  CHECK(has(bad.body, "id=\"calc-error\""));
  speaks_the_consoles_words(bad.body);
  const Answer board = get(*c, "/director/calculators?calc=score&entry=4S%20N%20%3D&board=0", d.headers());
  CHECK(has(board.body, "Board: \u201c0\u201d is not a whole number the calculator takes"));
}

TEST_CASE("IMPs and VPs on the calculators page are libscore's, the VPs written with the director's decimal comma") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  CHECK(has(get(*c, "/director/calculators?calc=imps&difference=450", d.headers()).body,
            "450 points: " + std::to_string(score::imps(450)) + " IMPs"));
  const int vp = score::vp_hundredths(12, 16);
  std::string winners = score::vp_text(vp), losers = score::vp_text(2000 - vp);
  CHECK(has(get(*c, "/director/calculators?calc=vp&margin=12&boards=16", d.headers()).body,
            "12 IMPs over 16 boards: " + winners + " \u2013 " + losers + " VPs"));
  for (auto* text : {&winners, &losers})
    for (char& ch : *text)
      if (ch == '.') ch = ',';
  CHECK(has(get(*c, "/director/calculators?calc=vp&margin=12&boards=16&lang=es", d.headers()).body,
            "12 IMPs en 16 tableros: " + winners + " \u2013 " + losers + " PV"));
  const Answer bad = get(*c, "/director/calculators?calc=vp&margin=12&boards=x", d.headers());
  CHECK(has(bad.body, "Boards: \u201cx\u201d is not a whole number the calculator takes"));
  // Signed out, the calculators are the director's too.
  CHECK(get(*c, "/director/calculators").status == 303);
}

TEST_CASE("A score sheet typed on the calculators page is the one bandeja rubber and chicago print, each line it refuses named") {
  Served s(with_password());
  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string deals = "we 4H 10\nthey 3NT =\nnonsense\nwe 4S 10\n";
  const Answer rubber = get(*c, "/director/calculators?calc=sheet&game=rubber&deals=" + present::url_encode(deals), d.headers());
  CHECK(rubber.status == 200);
  // The same sheet as the presentation layer plays it for the CLI.
  const auto sheet = present::play_sheet(present::SheetRules{present::SheetGame::Rubber}, {"we 4H 10", "they 3NT =", "nonsense", "we 4S 10"}, Lang::En);
  CHECK(has(rubber.body, present::sheet_html(sheet, Lang::En)));
  CHECK(has(rubber.body, "line 3: "));
  const auto cli = run_program(BANDEJA_BIN, {"rubber"}, deals);
  CHECK(cli.out == present::sheet_text(sheet, Lang::En));
  CHECK(cli.status == 1);
  CHECK(has(cli.err, "line 3: "));

  // A Chicago in Spanish, they dealing first.
  const Answer chicago = get(*c, "/director/calculators?calc=sheet&game=chicago&first_dealer=they&lang=es&deals=" +
                                     present::url_encode("nosotros 4C 10\nellos 2P 8\n"), d.headers());
  CHECK(has(chicago.body, "Chicago"));
  CHECK(has(chicago.body, "id=\"sheet\""));
  CHECK_FALSE(has(chicago.body, "id=\"calc-error\""));
}
