// director::rank_standings (what `bandeja rank` prints as text and CSV) reads each stored line's
// score alone (db::ScoredLine) and holds no stored line: it must give exactly the standings,
// tops, datums, rulings and results still to come that the whole event ranked gives.
#include <doctest/doctest.h>

#include "bandeja/present/rank_render.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/present/report.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using namespace bandeja::test::ops;

namespace {

// Every line the movement seats in rounds `first` to `last`, each a different kind of entry.
void play(File& f, const db::EventInfo& ev, int first, int last) {
  const char* entries[] = {"3NT S 9", "4S N 10", "pass", "A60-40", "2H E 7", "W60:-100/40:-200", "3NT S 10",
                           "4HX W 9", "A50-50", "1NT N 8", "6S S 12", "3C E 9"};
  int k = 0;
  const auto rows = f.store.load(ev.id).rows;
  for (const auto& row : rows) {
    if (row.round < first || row.round > last || !row.ns || !row.ew) continue;
    for (int b : row.boards) {
      f.enter(ev, row, b, entries[k++ % 12]);
    }
  }
}

// The two rankings of one stored event, compared as everything text and CSV print.
void same_standings(const File& f, const db::EventInfo& ev, director::RankOptions o = {}) {
  auto whole = director::rank_event(f.store.load(ev.id), o);
  auto lean = director::rank_standings(f.store, ev.id, o);
  REQUIRE_MESSAGE(whole.has_value(), (whole ? "" : present::render(whole.error(), Lang::En)));
  REQUIRE_MESSAGE(lean.has_value(), (lean ? "" : present::render(lean.error(), Lang::En)));
  CHECK(lean->record.ranking == whole->record.ranking);
  CHECK(lean->top == whole->top);
  CHECK(lean->record.rulings == whole->record.rulings);
  CHECK(lean->record.results_missing == whole->record.results_missing);
  CHECK(lean->record.results_expected == whole->record.results_expected);
  REQUIRE(lean->record.boards.size() == whole->record.boards.size());
  for (size_t i = 0; i < lean->record.boards.size(); ++i) {
    CHECK(lean->record.boards[i].number == whole->record.boards[i].number);
    CHECK(lean->record.boards[i].datum == whole->record.boards[i].datum);
    // A pairs event's document holds no line; a teams event's is the whole event's.
    if (lean->record.teams) CHECK(lean->record.boards[i] == whole->record.boards[i]);
    else CHECK(lean->record.boards[i].lines.empty());
  }
  for (Lang lang : {Lang::En, Lang::Es}) CHECK(present::ranking_text(*lean, lang) == present::ranking_text(*whole, lang));
  CHECK(present::ranking_csv(lean->record) == present::ranking_csv(whole->record));
}

}  // namespace

TEST_CASE("Standings from stored scores alone: the same as the whole event ranked, results to come and all") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  play(f, ev, 1, 3);  // rounds 4 and 5 still to come: a provisional ranking
  auto whole = director::rank_event(f.store.load(ev.id));
  REQUIRE(whole);
  CHECK(whole->record.results_missing > 0);
  same_standings(f, ev);
  // Scored by other methods, with Neuberg off and the 2-per-beat scale.
  for (const char* s : {"butler", "cross-imps"}) {
    director::RankOptions o;
    o.scoring = *director::parse_scoring(s);
    same_standings(f, ev, o);
  }
  director::RankOptions o;
  o.neuberg = false;
  o.mp_scale = 2;
  same_standings(f, ev, o);
  // Every result in and marked final.
  play(f, ev, 4, 5);
  REQUIRE(director::mark_final(f.store, ev, true));
  same_standings(f, ev);
}

TEST_CASE("Standings from stored scores alone: a fouled board (Law 87) and a procedural penalty (Law 90) as the whole event gives them") {
  File f;
  const auto ev = f.event("Tuesday", "mitchell", 5);
  play(f, ev, 1, 5);
  director::FouledBoard fb;
  fb.board = 1;
  fb.first_round = 3;
  fb.last_round = 4;
  fb.reason = "cards of board 1 swapped";
  REQUIRE(director::rule_fouled(f.store, ev, fb, "test"));
  director::ProceduralPenalty p;
  p.pair = "2NS";
  p.top_percent = 25;
  p.reason = "slow play";
  REQUIRE(director::rule_penalty(f.store, ev, p, "test"));
  same_standings(f, ev);
}

TEST_CASE("Standings from stored scores alone: a teams event is ranked from its matches, as rank_event ranks it") {
  File f;
  const auto ev = f.match();
  play(f, ev, 1, 1);
  same_standings(f, ev);
}
