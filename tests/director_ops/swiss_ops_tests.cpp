// A Swiss teams event run live at the library layer (apps/director swiss.hpp): round 1 made with
// the event, each next round drawn from the standings once the one before is played, stored as
// the event's next movement round; never a rematch where one can be avoided.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/director/pairs.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/swiss.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/movement/cards.hpp"
#include "bandeja/movement/swiss.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

namespace {

int team_of(const std::string& pair) { return std::stoi(pair.substr(0, pair.size() - 2)); }

// Plays the last round drawn: on every board the lower-numbered team's pair makes 2S+1 (+140
// North-South when it sits North-South, -140 when it sits East-West), so the lower number wins
// each match by 7 IMPs a board (140 at both tables).
void play_last_round(File& f, const db::EventInfo& ev) {
  const auto info = f.store.event_info(ev.id);
  for (const auto& row : f.store.rows(ev.id)) {
    if (row.round != info.rounds || !row.ns || !row.ew) continue;
    for (int b : row.boards) {
      f.enter(info, row, b, team_of(*row.ns) < team_of(*row.ew) ? "2S N 9" : "2S E 9");
    }
  }
}

// The matches of round `round` as stored: {home, away} from the odd table of each match.
std::set<std::pair<int, int>> stored_matches(const File& f, const db::EventInfo& ev, int round) {
  std::set<std::pair<int, int>> out;
  for (const auto& row : f.store.rows(ev.id))
    if (row.round == round && row.table % 2 == 1) out.insert(std::minmax(team_of(*row.ns), team_of(*row.ew)));
  return out;
}

}  // namespace

TEST_CASE("Swiss teams: round 1 is drawn with the event, 1 v 2, 3 v 4, each match at two tables on the same boards") {
  File f;
  const auto ev = f.event("Swiss", "swiss", 6, "imps", 4);
  const auto info = f.store.event_info(ev.id);
  CHECK(info.rounds == 1);
  CHECK(info.boards == 4);
  CHECK(present::summary_text(info.movement_summary, Lang::En) == "6-team Swiss, two tables per match, 1 round of 4 boards drawn so far");
  const auto rows = f.store.rows(ev.id);
  REQUIRE(rows.size() == 6);
  CHECK(rows[0].ns == "1NS");
  CHECK(rows[0].ew == "2EW");
  CHECK(rows[1].ns == "2NS");
  CHECK(rows[1].ew == "1EW");
  CHECK(rows[1].boards == std::vector<int>{1, 2, 3, 4});
  CHECK(stored_matches(f, ev, 1) == std::set<std::pair<int, int>>{{1, 2}, {3, 4}, {5, 6}});
  // Ranked as pairs it could not be drawn from the teams' standings: refused when made.
  director::NewEventSpec spec;
  spec.name = "Pairs Swiss";
  spec.movement.type = "swiss";
  spec.movement.tables = 6;
  spec.movement.boards_per_round = 2;
  spec.scoring = "mp";
  auto made = director::create_event(f.store, spec, Lang::En);
  REQUIRE_FALSE(made.has_value());
  check_error(made.error(), "event.swiss_scoring",
              "a Swiss is drawn from the teams' standings, so it is scored as teams: add --scoring imps (IMPs and VPs) or "
              "--scoring bam (board-a-match), not mp",
              "un suizo se sortea según la clasificación de los equipos, así que se puntúa por equipos: añada --scoring imps "
              "(IMPs y PV) o --scoring bam (board-a-match), no mp");
  CHECK_FALSE(f.store.find_event("Pairs Swiss"));
}

TEST_CASE("Swiss teams: the next round waits for every result of the last, and only a Swiss draws one") {
  File f;
  const auto ev = f.event("Swiss", "swiss", 4, "imps", 2);
  auto early = director::swiss_next(f.store, ev, Lang::En);
  REQUIRE_FALSE(early.has_value());
  check_error(early.error(), "swiss.round_not_played",
              "round 1 is not finished (8 result(s) still to come): enter them before drawing the next round (bandeja status Swiss)",
              "la ronda 1 no ha terminado (faltan 8 resultado(s)): introdúzcalos antes de sortear la siguiente ronda (bandeja status Swiss)");
  CHECK(f.store.event_info(ev.id).rounds == 1);
  const auto rr = f.event("Round robin", "teams", 4, "imps", 2);
  auto other = director::swiss_next(f.store, rr, Lang::En);
  REQUIRE_FALSE(other.has_value());
  check_error(other.error(), "swiss.not_swiss",
              "'Round robin' is not a Swiss (its movement is teams): make one with bandeja event new NAME --movement swiss --tables T --scoring imps",
              "'Round robin' no es un suizo (su movimiento es teams): cree uno con bandeja event new NOMBRE --movement swiss --tables T --scoring imps");
}

TEST_CASE("Swiss teams: round 2 worked by hand, winners meet winners from the top down, the boards numbered on") {
  // Round 1: 1 v 2, 3 v 4, 5 v 6, 7 v 8, 9 v 10; the lower number wins each by 28 IMPs (7 a
  // board over 4 boards): the five winners tie on VPs, the five losers too. Within a tie the
  // Swiss tie-breaks (opponents' VPs, then the IMP quotient) are equal as well, so the places
  // are shared and the teams keep their order: 1, 3, 5, 7, 9, then 2, 4, 6, 8, 10. Top down,
  // each meets the closest team below it that it has not met: 1 v 3, 5 v 7, 9 v 2 (9's closest
  // is 2; 9 has not met it), 4 v 6, 8 v 10.
  File f;
  const auto ev = f.event("Swiss", "swiss", 10, "imps", 4);
  play_last_round(f, ev);
  auto d = director::swiss_next(f.store, ev, Lang::En);
  REQUIRE_MESSAGE(d.has_value(), (d ? "" : present::render(d.error(), Lang::En)));
  CHECK(d->round == 2);
  CHECK(d->matches == std::vector<movement::Match>{{1, 3}, {5, 7}, {9, 2}, {4, 6}, {8, 10}});
  REQUIRE(d->standings.size() == 10);
  CHECK(d->standings[0].team == "1");
  CHECK(d->standings[0].place == "1=");
  CHECK(d->standings[5].team == "2");
  CHECK(d->standings[0].vp > d->standings[5].vp);
  const auto info = f.store.event_info(ev.id);
  CHECK(info.rounds == 2);
  CHECK(info.boards == 8);
  CHECK(present::summary_text(info.movement_summary, Lang::En) == "10-team Swiss, two tables per match, 2 rounds of 4 boards drawn so far");
  for (const auto& row : f.store.rows(ev.id))
    if (row.round == 2) CHECK(row.boards == std::vector<int>{5, 6, 7, 8});
  CHECK(f.store.boards(ev.id).size() == 8);
  CHECK(stored_matches(f, ev, 2) == std::set<std::pair<int, int>>{{1, 3}, {5, 7}, {2, 9}, {4, 6}, {8, 10}});
}

TEST_CASE("Swiss teams: seven rounds drawn round by round from the standings, never a rematch, the players kept") {
  File f;
  const auto ev = f.event("Swiss", "swiss", 12, "imps", 2);
  REQUIRE(director::name_pair(f.store, ev, "3NS", {"Ana García", "Luis Pérez"}, {}));
  std::set<std::pair<int, int>> met = stored_matches(f, ev, 1);
  for (int round = 2; round <= 7; ++round) {
    CAPTURE(round);
    play_last_round(f, ev);
    // What the draw must be: libmovement's pairing of the standings `bandeja rank` gives.
    auto ranked = director::rank_event(f.store.load(ev.id));
    REQUIRE(ranked);
    std::vector<movement::Standing> standings;
    for (const auto& s : ranked->record.team_ranking) {
      movement::Standing st{std::stoi(s.team), *s.total, {}, false};
      for (const auto& m : ranked->record.matches) {
        if (m.a == s.team) st.opponents.push_back(std::stoi(m.b));
        if (m.b == s.team) st.opponents.push_back(std::stoi(m.a));
      }
      standings.push_back(st);
    }
    auto expected = movement::swiss_pairing(standings);
    REQUIRE(expected);
    auto d = director::swiss_next(f.store, ev, Lang::En);
    REQUIRE_MESSAGE(d.has_value(), (d ? "" : present::render(d.error(), Lang::En)));
    CHECK(d->round == round);
    CHECK(d->matches == expected->matches);
    const auto now = stored_matches(f, ev, round);
    CHECK(now.size() == 6);
    for (const auto& m : now) CHECK_MESSAGE(met.insert(m).second, "rematch " << m.first << " v " << m.second);
  }
  play_last_round(f, ev);
  CHECK(met.size() == 42);  // 7 rounds of 6 matches, all different
  const auto info = f.store.event_info(ev.id);
  CHECK(info.rounds == 7);
  CHECK(f.store.results(ev.id).size() == 7 * 12 * 2);
  CHECK(f.store.pairs(ev.id)[2].players.size() == 2);  // 3NS still named
  auto final_ranking = director::rank_event(f.store.load(ev.id));
  REQUIRE(final_ranking);
  CHECK(final_ranking->record.team_ranking.size() == 12);
  CHECK(final_ranking->record.matches.size() == 42);
}

TEST_CASE("Swiss teams: seven rounds of eight teams worked by hand in docs/ranking.md, each draw and standings as worked") {
  // The travellers are tests/fixtures/swiss7/round-N.csv; docs/ranking.md works each round's
  // IMPs, VPs (WBF 2013 scale for 2 boards), standings with their tie-breaks and the draw.
  File f;
  const auto ev = f.event("Swiss", "swiss", 8, "imps", 2);
  struct Round {
    std::vector<std::pair<std::string, double>> standings;  // team, VPs, by place after the round
    std::vector<std::string> places;
    std::vector<movement::Match> next;                       // the draw of the next round
  };
  const std::vector<Round> worked{
      {{{"3", 20}, {"1", 17.69}, {"6", 17.69}, {"8", 17.69}, {"2", 2.31}, {"5", 2.31}, {"7", 2.31}, {"4", 0}},
       {"1", "2=", "2=", "2=", "5=", "5=", "5=", "8"},
       {{3, 1}, {6, 8}, {2, 5}, {7, 4}}},
      {{{"3", 38.04}, {"6", 35.73}, {"5", 20.35}, {"8", 19.65}, {"1", 19.65}, {"7", 12.31}, {"4", 10}, {"2", 4.27}},
       {"1", "2", "3", "4", "5", "6", "7", "8"},
       {{3, 6}, {5, 8}, {1, 7}, {4, 2}}},
      {{{"3", 58.04}, {"1", 39.65}, {"6", 35.73}, {"5", 30.35}, {"8", 29.65}, {"2", 24.27}, {"7", 12.31}, {"4", 10}},
       {"1", "2", "3", "4", "5", "6", "7", "8"},
       {{3, 5}, {1, 6}, {8, 4}, {2, 7}}},  // 8 v 2 would leave 7 v 4, met in round 2
      {{{"3", 78.04}, {"1", 49.65}, {"8", 49.65}, {"6", 45.73}, {"2", 34.27}, {"5", 30.35}, {"7", 22.31}, {"4", 10}},
       {"1", "2", "3", "4", "5", "6", "7", "8"},
       {{3, 8}, {1, 4}, {6, 2}, {5, 7}}},
      {{{"3", 96.08}, {"1", 69.65}, {"6", 65.73}, {"8", 51.61}, {"5", 48.39}, {"2", 34.27}, {"7", 24.27}, {"4", 10}},
       {"1", "2", "3", "4", "5", "6", "7", "8"},
       {{3, 2}, {1, 8}, {6, 7}, {5, 4}}},
      {{{"3", 116.08}, {"6", 85.73}, {"1", 79.65}, {"5", 68.39}, {"8", 61.61}, {"2", 34.27}, {"7", 24.27}, {"4", 10}},
       {"1", "2", "3", "4", "5", "6", "7", "8"},
       {{3, 7}, {6, 4}, {1, 5}, {8, 2}}},
      {{{"3", 136.08}, {"6", 105.73}, {"1", 98.02}, {"8", 79.98}, {"5", 70.02}, {"2", 35.9}, {"7", 24.27}, {"4", 10}},
       {"1", "2", "3", "4", "5", "6", "7", "8"},
       {}},
  };
  auto check_standings = [](const std::vector<ranking::TeamStanding>& got, const Round& want) {
    REQUIRE(got.size() == 8);
    for (size_t k = 0; k < 8; ++k) {
      CAPTURE(k);
      CHECK(got[k].team == want.standings[k].first);
      CHECK(got[k].vp == doctest::Approx(want.standings[k].second));
      CHECK(got[k].place == want.places[k]);
    }
  };
  for (int round = 1; round <= 7; ++round) {
    CAPTURE(round);
    const auto text = bandeja::test::slurp(std::string(BANDEJA_SOURCE_DIR) + "/tests/fixtures/swiss7/round-" +
                                               std::to_string(round) + ".csv");
    auto view = director::EventView::load(f.store, f.store.event_info(ev.id));
    auto entered = director::enter_travellers(f.store, view, text, false, Lang::En, "test");
    REQUIRE(entered.has_value());
    const auto& want = worked[size_t(round - 1)];
    if (round < 7) {
      auto d = director::swiss_next(f.store, f.store.event_info(ev.id), Lang::En);
      REQUIRE_MESSAGE(d.has_value(), (d ? "" : present::render(d.error(), Lang::En)));
      check_standings(d->standings, want);
      CHECK(d->matches == want.next);
    } else {
      auto ranked = director::rank_event(f.store.load(ev.id));
      REQUIRE(ranked);
      std::vector<ranking::TeamStanding> got;
      for (const auto& s : ranked->record.team_ranking) got.push_back({s.team, 0, *s.total, 0, 0, {}, 0, s.place});
      check_standings(got, want);
    }
  }
}

TEST_CASE("Swiss teams: an odd number of teams gives a bye each round, to a different team, worth 12 VP in the standings") {
  File f;
  const auto ev = f.event("Odd", "swiss", 5, "imps", 2);
  CHECK(f.store.event_info(ev.id).tables == 4);  // two matches, one team sits out
  std::set<std::string> had_bye;
  std::set<std::pair<int, int>> met = stored_matches(f, ev, 1);
  for (int round = 2; round <= 4; ++round) {
    CAPTURE(round);
    play_last_round(f, ev);
    auto d = director::swiss_next(f.store, ev, Lang::En);
    REQUIRE_MESSAGE(d.has_value(), (d ? "" : present::render(d.error(), Lang::En)));
    REQUIRE(d->bye.has_value());
    CHECK(d->matches.size() == 2);
    for (const auto& s : d->standings) CHECK((s.byes > 0) == (s.team == "5" || had_bye.contains(s.team)));
    had_bye.insert("5");
    CHECK_FALSE(had_bye.contains(std::to_string(*d->bye)));  // a team has one bye at most
    had_bye.insert(std::to_string(*d->bye));
    for (const auto& row : f.store.rows(ev.id))
      if (row.round == round) CHECK(team_of(*row.ns) != *d->bye);
    for (const auto& m : stored_matches(f, ev, round)) CHECK_MESSAGE(met.insert(m).second, "rematch " << m.first << " v " << m.second);
  }
  play_last_round(f, ev);
  auto ranked = director::rank_event(f.store.load(ev.id));
  REQUIRE(ranked);
  const auto& rec = ranked->record;
  REQUIRE(rec.byes.size() == 4);
  CHECK(rec.byes[0].team == "5");
  CHECK(rec.byes[0].round == 1);
  for (const auto& b : rec.byes) CHECK(b.points == 12);
  // Each team's total is its match VPs plus 12 for its bye.
  for (const auto& s : rec.team_ranking) {
    double vp = 0;
    for (const auto& m : rec.matches) {
      if (m.a == s.team) vp += *m.a_vp;
      if (m.b == s.team) vp += *m.b_vp;
    }
    for (const auto& b : rec.byes)
      if (b.team == s.team) vp += b.points;
    CHECK(*s.total == doctest::Approx(vp));
  }
  const std::string text = present::ranking_text(*ranked, Lang::En);
  CHECK(text.find("5 \u2014 bye") != std::string::npos);
  CHECK(present::ranking_text(*ranked, Lang::Es).find("5 \u2014 descansa") != std::string::npos);
  const auto json = nlohmann::json::parse(present::ranking_json(*ranked));
  REQUIRE(json["byes"].size() == 4);
  CHECK(json["byes"][0] == nlohmann::json{{"round", 1}, {"team", "5"}, {"vp", 12}});
}

TEST_CASE("Swiss teams: the cards of the round just drawn, each match's two tables sharing their own copy of the boards") {
  File f;
  const auto ev = f.event("Swiss", "swiss", 4, "imps", 2);
  play_last_round(f, ev);
  REQUIRE(director::swiss_next(f.store, ev, Lang::En));
  const auto info = f.store.event_info(ev.id);
  director::CardsChoice choice;
  choice.round = 2;
  auto cards = director::event_cards_text(f.store, info, choice, Lang::En);
  REQUIRE_MESSAGE(cards.has_value(), (cards ? "" : present::render(cards.error(), Lang::En)));
  CHECK(cards->size() == 4 + 8);  // four tables, eight pairs
  for (const auto& c : *cards) {
    CAPTURE(c.file);
    CHECK(c.text.find("\n1  ") == std::string::npos);  // no line of round 1
    CHECK(c.text.find("\n2  ") != std::string::npos);
  }
  // Table 1 shares its boards with table 2 alone (its match), not with the other match.
  auto m = director::event_movement(f.store, info);
  REQUIRE(m);
  const auto tables = movement::table_cards(*m);
  CHECK(tables[0].lines[1].share_with == std::vector<int>{2});
  CHECK(tables[2].lines[1].share_with == std::vector<int>{4});
  choice.round = 3;
  auto none = director::event_cards_text(f.store, info, choice, Lang::En);
  REQUIRE_FALSE(none);
  check_error(none.error(), "print.no_such_round", "there is no round 3: the movement has rounds 1 to 2",
              "no hay ronda 3: el movimiento tiene rondas 1 a 2");
}

TEST_CASE("Swiss pairs: each round drawn from the pairs' percentages, never a rematch, each bye to a different pair") {
  File f;
  director::NewEventSpec spec;
  spec.name = "Swiss pairs";
  spec.movement.type = "swiss-pairs";
  spec.movement.tables = 4;
  spec.movement.pairs = 7;
  spec.movement.boards_per_round = 2;
  REQUIRE(director::create_event(f.store, spec, Lang::En));
  const auto ev = *f.store.find_event("Swiss pairs");
  CHECK(ev.tables == 3);
  std::set<std::pair<int, int>> met;
  std::set<int> byes;
  auto record_round = [&](int round) {
    std::set<int> seated;
    for (const auto& row : f.store.rows(ev.id))
      if (row.round == round) {
        const int a = std::stoi(*row.ns), b = std::stoi(*row.ew);
        CHECK_MESSAGE(met.insert(std::minmax(a, b)).second, "rematch " << a << " v " << b);
        seated.insert({a, b});
      }
    CHECK(seated.size() == 6);
    for (int p = 1; p <= 7; ++p)
      if (!seated.contains(p)) CHECK_MESSAGE(byes.insert(p).second, "second bye for " << p);
  };
  record_round(1);
  for (int round = 2; round <= 5; ++round) {
    CAPTURE(round);
    // The lower-numbered pair makes one trick more than its number says, so the field spreads.
    const auto info = f.store.event_info(ev.id);
    for (const auto& row : f.store.rows(ev.id))
      if (row.round == info.rounds)
        for (int b : row.boards)
          f.enter(info, row, b, "3NT N " + std::to_string(std::clamp(9 + (std::stoi(*row.ew) - std::stoi(*row.ns)) / 2, 6, 13)));
    auto ranked = director::rank_standings(f.store, ev.id);
    REQUIRE(ranked);
    auto d = director::swiss_next(f.store, ev, Lang::En);
    REQUIRE_MESSAGE(d.has_value(), (d ? "" : present::render(d.error(), Lang::En)));
    CHECK(d->round == round);
    CHECK(d->pair_standings == ranked->record.ranking);  // drawn from the standings `rank` gives
    CHECK(d->standings.empty());
    REQUIRE(d->bye.has_value());
    // The top pair meets the closest pair below it that it has not met.
    const int top = std::stoi(d->pair_standings.front().entrant);
    CHECK(d->matches.front().home == top);
    record_round(round);
  }
  CHECK(byes.size() == 5);
  auto teams_scored = director::create_event(f.store, [] {
    director::NewEventSpec s;
    s.name = "Bad";
    s.movement.type = "swiss-pairs";
    s.movement.tables = 4;
    s.scoring = "imps";
    return s;
  }(), Lang::En);
  REQUIRE_FALSE(teams_scored);
  check_error(teams_scored.error(), "event.swiss_pairs_scoring",
              "a Swiss pairs compares each board across the field: score it as pairs (mp, cross-imps or butler), not imps",
              "un suizo por parejas compara cada tablero con todo el campo: puntúelo por parejas (mp, cross-imps o butler), no imps");
}

TEST_CASE("Swiss teams at board-a-match: a bye gives 60% of the round's boards, and the percentage counts the round") {
  File f;
  const auto ev = f.event("BAM", "swiss", 5, "bam", 2);
  play_last_round(f, ev);
  auto ranked = director::rank_event(f.store.load(ev.id));
  REQUIRE(ranked);
  const auto& rec = ranked->record;
  REQUIRE(rec.byes.size() == 1);
  CHECK(rec.byes[0].team == "5");
  CHECK(rec.byes[0].points == doctest::Approx(1.2));
  for (const auto& s : rec.team_ranking)
    if (s.team == "5") {
      CHECK(*s.total == doctest::Approx(1.2));
      CHECK(*s.percent == doctest::Approx(60));  // 1.2 of 2 boards, not of none
    } else {
      CHECK(*s.percent == doctest::Approx(*s.total / 2 * 100));
    }
}

TEST_CASE("Swiss teams: when every way of pairing the next round repeats a match, nothing is drawn and the director is told") {
  // Four teams meet each other in three rounds: a fourth has only rematches.
  File f;
  const auto ev = f.event("Swiss", "swiss", 4, "imps", 1);
  for (int round = 2; round <= 3; ++round) {
    play_last_round(f, ev);
    REQUIRE(director::swiss_next(f.store, ev, Lang::En));
  }
  play_last_round(f, ev);
  auto d = director::swiss_next(f.store, ev, Lang::Es);
  REQUIRE_FALSE(d.has_value());
  CHECK(d.error().code == "generate.swiss_rematch");
  CHECK(d.error().field == "swiss");
  CHECK(present::render(d.error(), Lang::Es) ==
        "suizo: toda forma de emparejar la próxima ronda repite un encuentro; termine el suizo o permita repetir");
  CHECK(f.store.event_info(ev.id).rounds == 3);
}
