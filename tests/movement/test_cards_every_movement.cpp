// Every movement's cards, walked round by round: every pair is told where to go after every round
// (sit-outs and phantoms included), and the instruction is where the movement puts it; every
// pair's card has every round; and every card fits its page, one a page, in both languages, on A4
// and Letter. The printed pages themselves are counted in tests/print (cards_pdf.sh).
#include <doctest/doctest.h>

#include <map>
#include <optional>
#include <set>
#include <string>

#include "bandeja/movement/cards.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/movement/generate.hpp"
#include "printable_movements.hpp"

#include "cli.hpp"

using namespace bandeja;
using bandeja::test::count;
using bandeja::test::has;
using namespace bandeja::movement;
using namespace bandeja::present;

namespace {

struct Seat {
  int table = 0;
  bool ns = false;
  bool sits_out = false;
};

// Where `pair` sits in `round`, by the movement's rows (none: no table has it).
std::optional<Seat> seat_of(const Movement& m, const PairId& pair, int round) {
  for (const Row& r : m.rows)
    if (r.round == round && (r.ns == pair || r.ew == pair)) return Seat{r.table, r.ns == pair, !r.ns || !r.ew};
  return std::nullopt;
}

// The instruction a guide card gives for `pair` after `round` against where the movement has it.
void check_next(const Movement& m, const std::optional<PairId>& pair, const PairNext& next, int round) {
  if (!pair) return;
  CAPTURE(*pair);
  CAPTURE(round);
  if (round == m.rounds) {
    CHECK(next.kind == PairNext::Kind::End);
    return;
  }
  const auto seat = seat_of(m, *pair, round + 1);
  if (!seat) {
    CHECK(next.kind == PairNext::Kind::SitOut);
    return;
  }
  REQUIRE(next.kind == PairNext::Kind::Table);
  CHECK(next.table == seat->table);
  CHECK(next.north_south == seat->ns);
  CHECK(next.sits_out == seat->sits_out);
}


Result<Movement> make(std::string type, int tables, int pairs = 0) {
  Spec s;
  s.type = std::move(type);
  s.tables = tables;
  if (pairs) s.pairs = pairs;
  return generate(s);
}

CardSet set_of(const Movement& m, bool tables, bool pairs) {
  CardSet set;
  set.movement = &m;
  if (tables) set.tables = table_cards(m);
  if (pairs) set.pairs = pair_cards(m);
  return set;
}

}  // namespace

TEST_CASE("Every movement's guide cards tell every pair where it goes after every round, sit-outs and phantoms included") {
  for (const auto& pm : test::printable_movements()) {
    CAPTURE(pm.label);
    auto m = generate(pm.spec);
    REQUIRE_MESSAGE(m, pm.label);
    if (m->individual) continue;  // players follow their own cards (next test)
    for (const TableCard& card : table_cards(*m)) {
      CAPTURE(card.table);
      const std::string text = render_text(*m, card, Lang::En);
      const bool ns_column = has(text, "N-S next");
      for (const GuideLine& l : card.lines) {
        check_next(*m, l.ns, l.ns_next, l.round);
        check_next(*m, l.ew, l.ew_next, l.round);
        // The card leaves the N-S column out only when every N-S pair stays where it is.
        if (!ns_column && l.ns && l.round < m->rounds) {
          CHECK(l.ns_next.kind == PairNext::Kind::Table);
          CHECK(l.ns_next.table == card.table);
          CHECK(l.ns_next.north_south);
          CHECK_FALSE(l.ns_next.sits_out);
        }
      }
    }
  }
}

TEST_CASE("Every movement's pair and player cards have every round: a table and seat, or a sit-out") {
  for (const auto& pm : test::printable_movements()) {
    CAPTURE(pm.label);
    auto m = generate(pm.spec);
    REQUIRE(m);
    const auto cards = pair_cards(*m);
    CHECK_FALSE(cards.empty());
    std::set<PairId> seated;
    for (const Row& r : m->rows)
      for (const auto& side : {r.ns, r.ew})
        if (side && !m->individual) seated.insert(*side);
    // A Swiss is made with round 1 alone: with an odd number, the pair (or team) with the bye
    // sits out every round drawn so far. Any other movement seats every pair.
    const bool swiss = m->type == "swiss" || m->type == "swiss-pairs";
    int unseated = 0;
    for (const PairCard& card : cards) {
      CAPTURE(card.pair);
      REQUIRE(card.lines.size() == static_cast<std::size_t>(m->rounds));
      for (const PairLine& l : card.lines) {
        CAPTURE(l.round);
        if (l.seat == PairLine::Seat::SitOut) {
          CHECK(l.boards.empty());
        } else {
          CHECK(l.table >= 1);
          CHECK(l.table <= m->tables);
          CHECK_FALSE(l.boards.empty());
          CHECK_FALSE(l.opponents.empty());
        }
      }
      if (!m->individual && !swiss) CHECK(seated.count(card.pair) == 1);
      unseated += seated.count(card.pair) == 0;
    }
    if (swiss) {  // the bye's pair (a team's two pairs) when the number is odd, else none
      const int per_entrant = m->type == "swiss" ? 2 : 1;
      const int entrants = static_cast<int>(m->pairs.size()) / per_entrant;
      CHECK(unseated == (entrants % 2) * per_entrant);
    }
  }
}

TEST_CASE("Every movement's cards fit one a page in both languages on A4 and Letter, in type no smaller than 9pt") {
  for (const auto& pm : test::printable_movements()) {
    CAPTURE(pm.label);
    auto m = generate(pm.spec);
    REQUIRE(m);
    CardSet set;
    set.movement = &*m;
    set.tables = table_cards(*m);
    set.pairs = pair_cards(*m);
    for (Lang lang : {Lang::En, Lang::Es})
      for (Paper paper : {Paper::A4, Paper::Letter}) {
        const CardDocument doc = render_cards({set}, lang, {paper, 1});
        CHECK(doc.fits);
        CHECK(doc.cards == static_cast<int>(set.tables.size() + set.pairs.size()));
        CHECK(doc.pages == doc.cards);
        CHECK(doc.smallest_pt >= 9);
      }
  }
}

TEST_CASE("Two cards a page when every card keeps 11pt type in half a page, otherwise one a page") {
  auto short_one = make("mitchell", 7);
  REQUIRE(short_one);
  const CardSet set = set_of(*short_one, true, true);
  const CardDocument two = render_cards({set}, Lang::En, {Paper::A4, 2});
  CHECK(two.per_page == 2);
  CHECK(two.cards == 21);
  CHECK(two.pages == 11);
  CHECK(two.smallest_pt >= kHalfCardSmallestPt);
  CHECK(has(two.html, "<section class=\"card first\""));
  CHECK(has(two.html, "<section class=\"card second\""));

  auto long_one = make("howell", 16);
  REQUIRE(long_one);
  const CardSet big = set_of(*long_one, true, true);
  const CardDocument one = render_cards({big}, Lang::Es, {Paper::Letter, 2});
  CHECK(one.per_page == 1);  // 31 rounds do not fit half a page
  CHECK(one.pages == one.cards);
  CHECK_FALSE(has(one.html, "card first"));
}

TEST_CASE("Guide card, 9-pair Howell: table 2's North-South pair is told to go to table 1 and sit out") {
  auto m = make("howell", 5, 9);
  REQUIRE(m);
  const auto cards = table_cards(*m);
  const GuideLine& first = cards[1].lines[0];
  REQUIRE(first.ns == "2");
  CHECK(first.ns_next.kind == PairNext::Kind::Table);
  CHECK(first.ns_next.table == 1);
  CHECK(first.ns_next.sits_out);
  CHECK(has(render_text(*m, cards[1], Lang::En), "table 1, sits out"));
  CHECK(has(render_text(*m, cards[1], Lang::Es), "mesa 1, descansa"));
}

TEST_CASE("A change of direction reads short on the guide card in either language: table 3 N-S, mesa 3 E-O") {
  auto m = make("howell", 5);
  REQUIRE(m);
  std::string en, es;
  for (const TableCard& c : table_cards(*m)) {
    en += render_text(*m, c, Lang::En);
    es += render_text(*m, c, Lang::Es);
  }
  CHECK(has(en, " N-S "));
  CHECK((has(es, " E-O ") || has(es, " N-S ")));
  CHECK_FALSE(has(es, "mesa 3 Este-Oeste"));
}

TEST_CASE("A pair card shows its players and its opponents' names, escaped, when the event has them") {
  auto m = make("mitchell", 3);
  REQUIRE(m);
  CardSet set = set_of(*m, false, true);
  set.event = "Club <Tuesday>";
  set.names = {{"1NS", "Ana García & Luis Pérez"}, {"1EW", "Eva <Ruiz>"}};
  const std::string html = render_cards({set}, Lang::Es, {}).html;
  CHECK(has(html, "<p class=\"names\">Ana García &amp; Luis Pérez</p>"));
  CHECK(has(html, "<small>Eva &lt;Ruiz&gt;</small>"));
  CHECK(has(html, "Club &lt;Tuesday&gt; · "));
  CHECK_FALSE(has(html, "<Ruiz>"));
  const std::string text = render_text(*m, set.pairs[0], Lang::En, set.names);
  CHECK(has(text, "Ana García & Luis Pérez"));
  CHECK(has(text, "1EW (Eva <Ruiz>)"));
}

TEST_CASE("Every movement's guide cards send the boards on after every round and say end only when nobody plays them again, with or without its stands") {
  for (const auto& pm : test::printable_movements()) {
    CAPTURE(pm.label);
    auto generated = generate(pm.spec);
    REQUIRE(generated);
    Movement stored = *generated;  // as an event file keeps it: rows, no board sets, no stands
    stored.stands.clear();
    stored.board_sets.clear();
    for (Row& r : stored.rows) r.board_set = 0;
    for (const Movement* m : {&*generated, &stored})
      for (const TableCard& card : table_cards(*m))
        for (const GuideLine& l : card.lines) {
          CAPTURE(card.table);
          CAPTURE(l.round);
          bool again = false;
          for (const Row& r : m->rows)
            if (r.round > l.round && r.boards == l.boards) again = true;
          if (again) CHECK(l.boards_next.kind != BoardsNext::Kind::End);
          // Without stands nothing says where boards rest after their last play: they are done.
          else if (m == &stored) CHECK(l.boards_next.kind == BoardsNext::Kind::End);
        }
  }
}
