// Tournaments at the library layer (apps/director tournaments.hpp), on a temporary event file:
// entrants followed from session to session by their players (ids, else names), the seeding of
// the next session (snake and cyclic over sections and fields), and the refusals, each by its
// code and its words in English and Spanish. The championship of docs/ranking.md is played end
// to end through the binary in tests/session/tournament_cli_tests.cpp.
#include <doctest/doctest.h>

#include "bandeja/director/pairs.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/tournaments.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::check_error;
using bandeja::test::ops::File;

namespace {

// A qualifying session: a 4-table Howell whose 8 pairs are named by names alone ("Player Na",
// "Player Nb" for partnership N), seated as `seat_of(N)`; the stronger partnership (lower N)
// makes more tricks as declarer.
db::EventInfo qualifying(File& f, const std::string& name, int (*seat_of)(int)) {
  auto ev = f.event(name, "howell", 4);
  std::map<std::string, int> strength;
  for (int n = 1; n <= 8; ++n) {
    const std::string pair = std::to_string(seat_of(n));
    REQUIRE(director::name_pair(f.store, ev, pair, {"Player " + std::to_string(n) + "a", "Player " + std::to_string(n) + "b"}, {}));
    strength[pair] = 8 - n;
  }
  for (const auto& row : f.store.rows(ev.id))
    for (int b : row.boards) {
      const int tricks = std::clamp(9 + (strength[*row.ns] - strength[*row.ew]) / 2, 5, 13);
      f.enter(ev, row, b, "3NT N " + std::to_string(tricks));
    }
  return ev;
}

int same(int n) { return n; }
int turned(int n) { return 9 - n; }

db::TournamentInfo tournament(File& f, const std::string& by = "percent") {
  auto t = director::create_tournament(f.store, "Championship", by);
  REQUIRE(t);
  return *t;
}

}  // namespace

TEST_CASE("Entrants are the same from session to session by their players' names when they have no national ids") {
  File f;
  qualifying(f, "Q1", same);
  qualifying(f, "Q2", turned);
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  REQUIRE(director::add_tournament_session(f.store, t, "Q2", false, 1));
  auto r = director::rank_tournament(f.store, t);
  REQUIRE(r);
  REQUIRE(r->standings.size() == 8);  // not 16: each partnership found in both sessions
  const auto& top = r->standings.front();
  CHECK(top.names == "Player 1a – Player 1b");
  CHECK(top.key == "player 1a+player 1b");
  CHECK(top.pairs == std::vector<std::string>{"1", "8"});
  REQUIRE(top.scores[0]);
  REQUIRE(top.scores[1]);
  CHECK(top.total == doctest::Approx((*top.scores[0] + *top.scores[1]) / 2));
  for (size_t i = 1; i < r->standings.size(); ++i) CHECK(r->standings[i - 1].total >= r->standings[i].total);
}

TEST_CASE("Snake seeding deals the standings over the sections' fields forward, then back") {
  File f;
  qualifying(f, "Q1", same);
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  REQUIRE(director::create_session(f.store, "Final", "", "section"));
  for (const char* sec : {"A", "B"}) f.section(std::string("Final ") + sec, "Final", sec, "mitchell", 3);
  const auto standings = director::rank_tournament(f.store, t)->standings;
  auto seeded = director::seed_session(f.store, t, "Final", true, director::SeedMethod::Snake);
  REQUIRE(seeded);
  // A-NS, A-EW, B-NS, B-EW, then back: B-EW, B-NS, A-EW, A-NS; 12 seats for 8 pairs.
  const std::vector<std::pair<std::string, std::string>> want{
      {"Final A", "1NS"}, {"Final A", "1EW"}, {"Final B", "1NS"}, {"Final B", "1EW"},
      {"Final B", "2EW"}, {"Final B", "2NS"}, {"Final A", "2EW"}, {"Final A", "2NS"}};
  REQUIRE(seeded->seated.size() == 8);
  for (size_t k = 0; k < want.size(); ++k) {
    CAPTURE(k);
    CHECK(seeded->seated[k].event == want[k].first);
    CHECK(seeded->seated[k].pair == want[k].second);
    CHECK(seeded->seated[k].names == standings[k].names);
    CHECK(seeded->seated[k].place == standings[k].place);
  }
  CHECK(seeded->left_out.empty());
  CHECK(seeded->empty_seats == 4);
  // The seated pair has its players, as stored.
  for (const auto& p : f.store.pairs(f.store.find_event("Final B")->id))
    if (p.id == "2EW") CHECK(db::Pair{p.id, p.field, p.players}.names() == standings[4].names);
  auto again = director::seed_session(f.store, t, "Final", true, director::SeedMethod::Snake);
  REQUIRE_FALSE(again);
  check_error(again.error(), "tournament.seed_named",
              "pair 1EW of 'Final A' is named already: seeding fills only pairs with no players",
              "la pareja 1EO de 'Final A' ya tiene nombres: la siembra solo ocupa parejas sin jugadores");
}

TEST_CASE("Cyclic seeding deals the standings over the sections' fields in the same order each time round") {
  File f;
  qualifying(f, "Q1", same);
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  auto final_ev = f.event("Final", "mitchell", 3);
  auto seeded = director::seed_session(f.store, t, "Final", false, director::SeedMethod::Cyclic);
  REQUIRE(seeded);
  // 6 seats (3 NS, 3 EW) for 8 pairs: NS, EW, NS, EW ...; the last two are left out.
  std::vector<std::string> pairs;
  for (const auto& s : seeded->seated) pairs.push_back(s.pair);
  CHECK(pairs == std::vector<std::string>{"1NS", "1EW", "2NS", "2EW", "3NS", "3EW"});
  CHECK(seeded->left_out.size() == 2);
  CHECK(seeded->empty_seats == 0);
  CHECK(director::seed_method("serpiente").value() == director::SeedMethod::Snake);
  auto bad = director::seed_method("random");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == "tournament.bad_seed_method");
  CHECK(present::known(bad.error().code));
}

TEST_CASE("A session with the same players in two pairs is refused, naming both pairs") {
  File f;
  auto q = qualifying(f, "Q1", same);
  REQUIRE(director::name_pair(f.store, q, "8", {"Player 1b", "Player 1a"}, {}));
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  auto r = director::rank_tournament(f.store, t);
  REQUIRE_FALSE(r);
  check_error(r.error(), "tournament.same_players",
              "in session 'Q1' pairs 1 and 8 have the same players: a player plays once a session",
              "en la sesión 'Q1' las parejas 1 y 8 tienen los mismos jugadores: un jugador juega una vez por sesión");
}

TEST_CASE("IMPs have no percentage, and totals of different units are not added") {
  File f;
  qualifying(f, "Q1", same);
  auto imps = f.event("Butler", "howell", 4, "butler");
  for (int n = 1; n <= 8; ++n)
    REQUIRE(director::name_pair(f.store, imps, std::to_string(n), {"Player " + std::to_string(n) + "a", "Player " + std::to_string(n) + "b"}, {}));
  const auto rows = f.store.rows(imps.id);
  f.enter(imps, rows.front(), rows.front().boards.front(), "3NT N 9");
  auto pct = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, pct, "Q1", false, 1));
  REQUIRE(director::add_tournament_session(f.store, pct, "Butler", false, 1));
  auto no_pct = director::rank_tournament(f.store, pct);
  REQUIRE_FALSE(no_pct);
  check_error(no_pct.error(), "tournament.no_percent",
              "session 'Butler' is scored in imps, which has no percentage: combine this tournament by total",
              "la sesión 'Butler' se puntúa en imps, que no da porcentaje: sume este torneo por total");
  auto total = director::create_tournament(f.store, "League", "total");
  REQUIRE(total);
  CHECK(total->combine_by == "total");
  REQUIRE(director::add_tournament_session(f.store, *total, "Q1", false, 1));
  REQUIRE(director::add_tournament_session(f.store, *total, "Butler", false, 1));
  auto mixed = director::rank_tournament(f.store, *total);
  REQUIRE_FALSE(mixed);
  check_error(mixed.error(), "tournament.mixed_units",
              "session 'Butler' is scored in imps but session 'Q1' in mp: their totals cannot be added (combine by percent)",
              "la sesión 'Butler' se puntúa en imps pero la sesión 'Q1' en mp: sus totales no se pueden sumar (sume por porcentaje)");
}

TEST_CASE("A tournament's sessions are events or sessions of sections, each once, counting by a factor above 0") {
  File f;
  auto t = tournament(f);
  f.event("Q1", "howell", 4);
  REQUIRE(director::create_session(f.store, "Friday", "", "section"));
  f.section("Friday A", "Friday", "A", "mitchell", 3);
  auto empty = director::rank_tournament(f.store, t);
  REQUIRE_FALSE(empty);
  check_error(empty.error(), "tournament.no_sessions",
              "tournament 'Championship' has no session yet (add one: bandeja tournament add 'Championship' EVENT)",
              "el torneo 'Championship' aún no tiene sesiones (añada una: bandeja tournament add 'Championship' EVENTO)");
  auto factor = director::add_tournament_session(f.store, t, "Q1", false, 0);
  REQUIRE_FALSE(factor);
  check_error(factor.error(), "tournament.bad_factor",
              "factor 0: a session counts by a number above 0 and at most 100 (1, or 0.5 to carry half of it over)",
              "factor 0: una sesión cuenta por un número mayor que 0 y como mucho 100 (1, o 0.5 para arrastrar la mitad)");
  auto section = director::add_tournament_session(f.store, t, "Friday A", false, 1);
  REQUIRE_FALSE(section);
  check_error(section.error(), "tournament.event_in_session",
              "event 'Friday A' is a section of session 'Friday': add the session (--session 'Friday')",
              "el evento 'Friday A' es una sección de la sesión 'Friday': añada la sesión (--session 'Friday')");
  auto one = director::add_tournament_session(f.store, t, "Q1", false, 0.5);
  REQUIRE(one);
  CHECK(one->seq == 1);
  CHECK(one->factor == 0.5);
  auto two = director::add_tournament_session(f.store, t, "Friday", true, 1);
  REQUIRE(two);
  CHECK(two->seq == 2);
  CHECK(two->session_id.has_value());
  auto twice = director::add_tournament_session(f.store, t, "Q1", false, 1);
  REQUIRE_FALSE(twice);
  check_error(twice.error(), "tournament.session_twice", "'Q1' is already session 1 of this tournament",
              "'Q1' ya es la sesión 1 de este torneo");
  CHECK(f.store.tournament_sessions(t.id).size() == 2);
  auto taken = director::create_tournament(f.store, "Championship", "percent");
  REQUIRE_FALSE(taken);
  check_error(taken.error(), "tournament.name_taken", "a tournament called 'Championship' already exists: choose another name",
              "ya existe un torneo llamado 'Championship': elija otro nombre");
  auto by = director::create_tournament(f.store, "Cup", "best");
  REQUIRE_FALSE(by);
  CHECK(by.error().code == "tournament.bad_by");
  CHECK(present::known(by.error().code));
  auto found = director::find_tournament(f.store, std::to_string(t.id));
  REQUIRE(found);
  CHECK(found->name == "Championship");
  auto missing = director::find_tournament(f.store, "Championsip");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().code == "tournament.not_found_similar");
}

TEST_CASE("A session of two sections is one session of the tournament: each pair's percentage in its own section, its pair written A1NS") {
  File f;
  qualifying(f, "Q1", same);
  REQUIRE(director::create_session(f.store, "Final", "", "section"));
  for (const char* sec : {"A", "B"}) f.section(std::string("Final ") + sec, "Final", sec, "howell", 2);
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 0.5));
  auto seeded = director::seed_session(f.store, t, "Final", true, director::SeedMethod::Snake);
  REQUIRE(seeded);
  CHECK(seeded->seated.size() == 8);
  REQUIRE(director::add_tournament_session(f.store, t, "Final", true, 1));
  // Both sections played: North-South makes 9 tricks everywhere, so every pair has 50% in its section.
  for (const char* sec : {"Final A", "Final B"}) {
    const auto ev = *f.store.find_event(sec);
    for (const auto& row : f.store.rows(ev.id))
      if (row.ns && row.ew)
        for (int b : row.boards) f.enter(ev, row, b, "3NT N 9");
  }
  auto r = director::rank_tournament(f.store, t);
  REQUIRE_MESSAGE(r.has_value(), (r ? "" : present::render(r.error(), Lang::En)));
  REQUIRE(r->sessions.size() == 2);
  CHECK(r->sessions[1].name == "Final");
  CHECK(r->sessions[1].entrants == 8);
  REQUIRE(r->standings.size() == 8);
  for (const auto& s : r->standings) {
    CAPTURE(s.names);
    REQUIRE(s.scores[1]);
    CHECK(*s.scores[1] == doctest::Approx(50));
    CHECK((s.pairs[1].starts_with("A") || s.pairs[1].starts_with("B")));
    // (0.5 x Q1 + 50) / 1.5: the order is the qualifying order.
    CHECK(s.total == doctest::Approx((0.5 * *s.scores[0] + 50) / 1.5));
  }
  for (size_t i = 1; i < r->standings.size(); ++i) CHECK(*r->standings[i - 1].scores[0] >= *r->standings[i].scores[0]);
}

TEST_CASE("A pair with a substitute stays its entrant when exactly one earlier entrant shares a player, and the ranking says so") {
  File f;
  qualifying(f, "Q1", same);
  auto q2 = qualifying(f, "Q2", turned);
  // In Q2 partnership 3 (seated as pair 6) plays with a substitute for Player 3b.
  REQUIRE(director::name_pair(f.store, q2, "6", {"Player 3a", "Sub Stitute"}, {}));
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  REQUIRE(director::add_tournament_session(f.store, t, "Q2", false, 1));
  auto r = director::rank_tournament(f.store, t);
  REQUIRE(r);
  CHECK(r->standings.size() == 8);
  REQUIRE(r->warnings.size() == 1);
  check_error(r->warnings.front(), "tournament.substitute",
              "session 'Q2': pair 6 (Player 3a – Sub Stitute) is taken as Player 3a – Player 3b with a substitute (one player in common)",
              "sesión 'Q2': la pareja 6 (Player 3a – Sub Stitute) se toma como Player 3a – Player 3b con un sustituto (un jugador en común)");
  for (const auto& s : r->standings)
    if (s.key == "player 3a+player 3b") {
      CHECK(s.names == "Player 3a – Player 3b");
      CHECK(s.pairs == std::vector<std::string>{"3", "6"});
      CHECK(s.scores[1].has_value());
    }
}

TEST_CASE("A carry-over given to a pair that played with a substitute follows the tournament's entrant, never a new one") {
  File f;
  qualifying(f, "Q1", same);
  auto q2 = qualifying(f, "Q2", turned);
  REQUIRE(director::name_pair(f.store, q2, "6", {"Player 3a", "Sub Stitute"}, {}));
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  REQUIRE(director::add_tournament_session(f.store, t, "Q2", false, 1));
  const auto before = director::rank_tournament(f.store, t);
  REQUIRE(before);
  // The director gives 5 to pair 6 of Q2, as the players sat (Player 3a with the substitute).
  auto key = director::set_carry(f.store, t, "Q2", "6", 5.0);
  REQUIRE(key);
  const auto after = director::rank_tournament(f.store, t);
  REQUIRE(after);
  CHECK(after->standings.size() == before->standings.size());  // no entrant "3a+substitute" with no sessions
  bool found = false;
  for (size_t i = 0; i < after->standings.size(); ++i) {
    const auto& s = after->standings[i];
    CHECK(s.key != *key);
    if (s.key != "player 3a+player 3b") continue;
    found = true;
    CHECK(s.carry == doctest::Approx(5.0));
    for (const auto& b : before->standings)
      if (b.key == s.key) CHECK(s.total == doctest::Approx(b.total + 5.0));
  }
  CHECK(found);
}

TEST_CASE("Substitutes in every session after the first, a carry-over in each: every figure stays with the tournament's pair") {
  File f;
  qualifying(f, "Q1", same);
  auto q2 = qualifying(f, "Q2", turned);
  auto q3 = qualifying(f, "Q3", same);
  // Q2: partnership 3 (seated 6) plays with a substitute for Player 3b; Q3: partnership 5 (seated
  // 5) with a substitute for Player 5a, and partnership 2 (seated 2) with one for Player 2b.
  REQUIRE(director::name_pair(f.store, q2, "6", {"Player 3a", "Sub One"}, {}));
  REQUIRE(director::name_pair(f.store, q3, "5", {"Sub Two", "Player 5b"}, {}));
  REQUIRE(director::name_pair(f.store, q3, "2", {"Player 2a", "Sub Three"}, {}));
  auto t = tournament(f);
  for (const char* q : {"Q1", "Q2", "Q3"}) REQUIRE(director::add_tournament_session(f.store, t, q, false, 1));
  const auto before = director::rank_tournament(f.store, t);
  REQUIRE(before);
  REQUIRE(before->standings.size() == 8);
  CHECK(before->warnings.size() == 3);  // one substitute named per session after the first
  // A carry-over in each session, given as the players sat: Q1's pair 1, and in Q2 and Q3 the
  // pairs with a substitute.
  REQUIRE(director::set_carry(f.store, t, "Q1", "1", 2.0));
  REQUIRE(director::set_carry(f.store, t, "Q2", "6", 5.0));
  REQUIRE(director::set_carry(f.store, t, "Q3", "5", 3.0));
  REQUIRE(director::set_carry(f.store, t, "Q3", "2", 1.5));
  const auto after = director::rank_tournament(f.store, t);
  REQUIRE(after);
  REQUIRE(after->standings.size() == 8);  // no entrant made of a substitute's pairing
  const std::map<std::string, double> carry = {{"player 1a+player 1b", 2.0}, {"player 3a+player 3b", 5.0},
                                               {"player 5a+player 5b", 3.0}, {"player 2a+player 2b", 1.5}};
  for (const auto& s : after->standings) {
    CAPTURE(s.key);
    // Every entrant played all three sessions, as its tournament pair.
    for (const auto& score : s.scores) CHECK(score.has_value());
    const auto c = carry.find(s.key);
    CHECK(s.carry == doctest::Approx(c == carry.end() ? 0.0 : c->second));
    for (const auto& b : before->standings)
      if (b.key == s.key) CHECK(s.total == doctest::Approx(b.total + s.carry));
  }
}

TEST_CASE("Partners swapped between sessions are new entrants, not substitutes: each new pair shares a player with two") {
  File f;
  qualifying(f, "Q1", same);
  auto q2 = qualifying(f, "Q2", same);
  REQUIRE(director::name_pair(f.store, q2, "1", {"Player 1a", "Player 2a"}, {}));
  REQUIRE(director::name_pair(f.store, q2, "2", {"Player 1b", "Player 2b"}, {}));
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  REQUIRE(director::add_tournament_session(f.store, t, "Q2", false, 1));
  auto r = director::rank_tournament(f.store, t);
  REQUIRE(r);
  CHECK(r->standings.size() == 10);  // 1a-1b and 2a-2b (Q1 only), 1a-2a and 1b-2b (Q2 only), six others
  CHECK(r->warnings.empty());
}

TEST_CASE("National ids are one case: a pair named es3 is ES3, and a carry-over stored under ids as typed still counts, once") {
  File f;
  auto q1 = qualifying(f, "Q1", same);
  REQUIRE(director::name_pair(f.store, q1, "1", {"Ana García", "Luis Pérez"}, {"ab1", "es3"}));
  REQUIRE(f.store.pairs(q1.id).front().players.at(1).national_id == std::optional<std::string>("ES3"));
  auto t = tournament(f);
  REQUIRE(director::add_tournament_session(f.store, t, "Q1", false, 1));
  auto carry_of = [&](const std::string& key) -> std::optional<double> {
    const auto r = director::rank_tournament(f.store, t);
    REQUIRE(r);
    for (const auto& s : r->standings)
      if (s.key == key) return s.carry;
    return std::nullopt;
  };
  // A file written before schema 19 kept the ids as typed, sorted as they were: "ES3+ab1".
  f.store.set_tournament_carry(t.id, "ES3+ab1", 4.0);
  CHECK(carry_of("AB1+ES3") == std::optional<double>(4.0));
  CHECK_FALSE(carry_of("ES3+ab1"));  // no entrant of its own
  // Given again, the new figure holds; the old one is not added to it.
  auto key = director::set_carry(f.store, t, "Q1", "1", 6.0);
  REQUIRE(key);
  CHECK(*key == "AB1+ES3");
  CHECK(carry_of("AB1+ES3") == std::optional<double>(6.0));
  // Taken away, neither is left.
  REQUIRE(director::set_carry(f.store, t, "Q1", "1", std::nullopt));
  CHECK(f.store.tournament_carry(t.id).empty());
  CHECK(carry_of("AB1+ES3") == std::optional<double>(0.0));
}
