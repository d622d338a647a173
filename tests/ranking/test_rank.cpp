#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>

#include "source_texts.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/ranking/rank.hpp"
#include "bandeja/score/imps.hpp"

using namespace bandeja;
using namespace bandeja::ranking;

namespace {

Pair ns(int n, std::string section = "") { return {std::to_string(n) + "NS", Field::NS, section, ""}; }
Pair ew(int n, std::string section = "") { return {std::to_string(n) + "EW", Field::EW, section, ""}; }
Line line(int n, int e, Outcome o) {
  return {std::to_string(n) + "NS", std::to_string(e) + "EW", std::move(o), false};
}

std::map<std::string, Standing> by_pair(const Ranking& r) {
  std::map<std::string, Standing> m;
  for (const auto& s : r.pairs) m[s.pair] = s;
  return m;
}

// 4 tables, two-winner, 2 boards, 1 point per beat (top 3).
//   Board 1: 1NS–1EW +420, 2NS–2EW +400, 3NS–3EW +170, 4NS–4EW +140: NS 3, 2, 1, 0.
//   Board 2: 1NS–2EW A60-40 (Ave+ to NS, Ave− to EW), 2NS–3EW +100, 3NS–4EW +200,
//            4NS–1EW +300. Three real results; the artificial line is scored but is not a
//            result the others are compared with, so board 2 is Neuberg-factored from 3 to
//            4 results: raw 0, 1, 2 become 1/6, 1.5, 17/6. The top stays 3; Ave+ is
//            60% × 3 = 1.8 and Ave− 40% × 3 = 1.2.
Session ave_session() {
  Session s;
  for (int i = 1; i <= 4; ++i) s.pairs.push_back(ns(i));
  for (int i = 1; i <= 4; ++i) s.pairs.push_back(ew(i));
  s.travellers.push_back({1, "", {line(1, 1, 420), line(2, 2, 400), line(3, 3, 170), line(4, 4, 140)}});
  s.travellers.push_back({2, "", {line(1, 2, score::Artificial{60, 40}), line(2, 3, 100),
                                  line(3, 4, 200), line(4, 1, 300)}});
  return s;
}

}  // namespace

TEST_CASE("Adjusted scores: artificial A60-40 gets that share of the top — the real results are Neuberg-factored") {
  auto r = rank(ave_session(), Options{});
  REQUIRE(r);
  CHECK(r->top == 3);
  const auto& b2 = r->boards[1];
  CHECK(b2.board == 2);
  CHECK(b2.results == 3);
  CHECK(b2.expected == 4);
  CHECK(adjusted_text(ave_session().travellers[1].lines[0].outcome) == "A60-40");
  CHECK(b2.lines[0].ns_points == doctest::Approx(1.8));
  CHECK(b2.lines[0].ew_points == doctest::Approx(1.2));
  CHECK(b2.lines[1].ns_points == doctest::Approx(1.0 / 6));
  CHECK(b2.lines[1].ew_points == doctest::Approx(17.0 / 6));
  CHECK(b2.lines[2].ns_points == doctest::Approx(1.5));
  CHECK(b2.lines[3].ns_points == doctest::Approx(17.0 / 6));
  CHECK(b2.lines[3].ew_points == doctest::Approx(1.0 / 6));

  auto p = by_pair(*r);
  // 1NS: 3 + 1.8 = 4.8 of 6 = 80%.   2EW: 1 + 1.2 = 2.2 of 6 = 36.67%.
  CHECK(p["1NS"].total == doctest::Approx(4.8));
  CHECK(*p["1NS"].percent == doctest::Approx(80));
  CHECK(p["2EW"].total == doctest::Approx(2.2));
  CHECK(*p["2EW"].percent == doctest::Approx(36.6667).epsilon(1e-4));
  // 3EW: 2 + (3 − 1/6) = 29/6 → 80.56%, first of the EW field; 1EW: 0 + 1/6 → last.
  CHECK(*p["3EW"].percent == doctest::Approx(2900.0 / 36));
  CHECK(p["3EW"].place == "1");
  CHECK(p["4EW"].place == "2");  // 3 + 1.5 = 4.5 → 75%
  CHECK(p["2EW"].place == "3");
  CHECK(p["1EW"].place == "4");
  CHECK(p["1NS"].place == "1");
  CHECK(p["4NS"].place == "2");  // 0 + 17/6
  CHECK(p["3NS"].place == "3");  // 1 + 1.5
  CHECK(p["2NS"].place == "4");  // 2 + 1/6
}

TEST_CASE("Law 12C2: Ave+ is 60% or, as an option, the pair's session percentage when higher") {
  Options o;
  o.ave_plus_session_percent = true;
  auto r = rank(ave_session(), o);
  REQUIRE(r);
  auto p = by_pair(*r);
  // 1NS scored 100% on its one real board, more than 60%: Ave+ becomes 100% of 3 = 3.
  CHECK(r->boards[1].lines[0].ns_points == doctest::Approx(3));
  CHECK(p["1NS"].total == doctest::Approx(6));
  CHECK(*p["1NS"].percent == doctest::Approx(100));
  // Ave− stays 40% unless that option is set too.
  CHECK(p["2EW"].total == doctest::Approx(2.2));

  o.ave_minus_session_percent = true;
  auto r2 = rank(ave_session(), o);
  REQUIRE(r2);
  // 2EW made 1 of 3 (33.33%) on its real board, less than 40%: Ave− becomes 1 → total 2.
  CHECK(by_pair(*r2)["2EW"].total == doctest::Approx(2));
  CHECK(*by_pair(*r2)["2EW"].percent == doctest::Approx(100.0 / 3));
}

TEST_CASE("Law 12C2: a pair whose session is below 60% keeps Ave+ at 60%") {
  Session s = ave_session();
  s.travellers[0].lines[0].outcome = 140;  // 1NS now ties the bottom on board 1 (0.5 of 3)
  Options o;
  o.ave_plus_session_percent = true;
  auto r = rank(s, o);
  REQUIRE(r);
  CHECK(r->boards[1].lines[0].ns_points == doctest::Approx(1.8));
}

TEST_CASE("Places: the seed's 13-table board ranked, ties shown as 3=, 5= and 12=") {
  Session s;
  std::vector<int> scores{620, 620, 650, 170, 140, 620, -100, 680, 620, 200, -100, 650, 1430};
  Traveller t{1, "", {}};
  for (int i = 1; i <= 13; ++i) {
    s.pairs.push_back(ns(i));
    s.pairs.push_back(ew(i));
    t.lines.push_back(line(i, i, scores[size_t(i - 1)]));
  }
  s.travellers.push_back(t);
  auto r = rank(s, Options{});
  REQUIRE(r);
  CHECK(r->top == 12);
  auto p = by_pair(*r);
  CHECK(p["13NS"].place == "1");   // 1430
  CHECK(p["8NS"].place == "2");    // 680
  CHECK(p["3NS"].place == "3=");   // 650 ×2
  CHECK(p["12NS"].place == "3=");
  CHECK(p["1NS"].place == "5=");   // 620 ×4
  CHECK(p["10NS"].place == "9");   // 200
  CHECK(p["7NS"].place == "12=");  // -100 ×2
  CHECK(p["13EW"].place == "13");  // EW mirror: 0 of 12
  CHECK(p["7EW"].place == "1=");
  CHECK(p["1NS"].total == 6.5);
  CHECK(*p["1NS"].percent == doctest::Approx(6.5 / 12 * 100));
  // The standings come in field order, each by place.
  CHECK(r->pairs.front().pair == "13NS");
  CHECK(r->pairs[13].field == Field::EW);
}

TEST_CASE("Matchpoints: the 2-per-beat scale doubles the top and the points, not the percentages") {
  Options o;
  o.mp_scale = 2;
  auto r1 = rank(ave_session(), Options{});
  auto r2 = rank(ave_session(), o);
  REQUIRE(r1);
  REQUIRE(r2);
  CHECK(r2->top == 6);
  auto p1 = by_pair(*r1), p2 = by_pair(*r2);
  for (const auto& [id, st] : p1) {
    CHECK(p2[id].total == doctest::Approx(2 * st.total));
    CHECK(*p2[id].percent == doctest::Approx(*st.percent));
  }
}

TEST_CASE("Neuberg: a board not played at one table is factored up to the expected results") {
  Session s = ave_session();
  s.travellers[1].lines[0].outcome = score::NotPlayed{};
  auto r = rank(s, Options{});
  REQUIRE(r);
  // Still 4 expected (board 1 has 4 results): the same factored points as above; 1NS and 2EW
  // played one board only, so their percentage is over that board's top.
  CHECK(r->boards[1].expected == 4);
  CHECK(r->boards[1].lines[0].played == false);
  CHECK(r->boards[1].lines[3].ns_points == doctest::Approx(17.0 / 6));
  auto p = by_pair(*r);
  CHECK(p["1NS"].boards == 1);
  CHECK(p["1NS"].tops == 3);
  CHECK(*p["1NS"].percent == doctest::Approx(100));

  Options off;
  off.neuberg = false;
  auto plain = rank(s, off);
  REQUIRE(plain);
  // Without factoring board 2 has top 2 (3 results): +300 gets 2 of 2.
  CHECK(plain->boards[1].top == 2);
  CHECK(plain->boards[1].lines[3].ns_points == 2);
  CHECK_FALSE(plain->top.has_value());  // the boards' tops differ
}

TEST_CASE("Arrow switch: in a one-winner field the switched NS pair earns the EW points") {
  Session s;
  for (int i = 1; i <= 6; ++i) s.pairs.push_back({std::to_string(i), Field::One, "", ""});
  // Table 3 turned the arrow: pair 5 (NS column) held the EW cards, pair 6 the NS cards.
  s.travellers.push_back({1, "", {{"1", "2", 420, false}, {"3", "4", 450, false}, {"5", "6", -50, true}}});
  auto r = rank(s, Options{});
  REQUIRE(r);
  const auto& l = r->boards[0].lines[2];
  CHECK(r->ids[l.ns] == "6");  // the pairs as they sat, by their index in the session
  CHECK(r->ids[l.ew] == "5");
  CHECK(l.arrow_switched);
  CHECK(l.ns_points == 0);  // -50 is the worst NS score
  CHECK(l.ew_points == 2);
  auto p = by_pair(*r);
  CHECK(p["5"].total == 2);
  CHECK(p["6"].total == 0);
  CHECK(p["5"].place == "1=");  // 5 (EW vs −50) and 3 (NS +450) both have the top
  CHECK(p["3"].place == "1=");
  CHECK(p["6"].place == "5=");  // with 4 (EW vs +450)
}

TEST_CASE("Arrow switch: a switched line in a two-winner field is refused with what to fix") {
  Session s = ave_session();
  s.travellers[0].lines[1].arrow_switched = true;
  auto r = rank(s, Options{});
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "rank.error.ew_pair_sat_ns");
  CHECK(r.error().field == "ns");
  CHECK(r.error().args == std::vector<std::string>{"1", "2", "2EW"});
  const std::string en = present::render(r.error(), Lang::En);
  CHECK(en.find("board 1, line 2") != std::string::npos);
  CHECK(en.find("one-winner") != std::string::npos);
  CHECK(en == "board 1, line 2: pair 2EW of the East-West field sat North-South; in a two-winner event pairs keep "
              "their direction (an arrow switch needs a one-winner event)");
  CHECK(present::render(r.error(), Lang::Es).starts_with("tablero 1, línea 2: la pareja 2EO, del campo Este-Oeste"));
}

// Board 1 of ave_session with table 2's pairs seated the other way round (2EW held the
// North-South cards, +400): NS scores +420, +400, +170, +140 give 3, 2, 1, 0 as before, so 2EW
// earns the 2 of the North-South seat it held and 2NS the 1 of the East-West seat; each stays
// ranked in its own field (2EW: 2 + board 2's Ave- 1.2; 2NS: 1 + board 2's 1/6 for +100).
TEST_CASE("Seated the other way round: in a two-winner field each pair earns the points of the seat it held and keeps its field") {
  Session s = ave_session();
  auto& l = s.travellers[0].lines[1];
  l.ns = "2EW";
  l.ew = "2NS";
  l.seated_other_way = true;
  auto r = rank(s, Options{});
  REQUIRE(r);
  const auto& b1 = r->boards[0].lines[1];
  CHECK(r->ids[b1.ns] == "2EW");
  CHECK(b1.ns_points == 2);
  CHECK(b1.ew_points == 1);
  auto p = by_pair(*r);
  CHECK(p["2EW"].total == doctest::Approx(2 + 1.2));  // board 2: Ave- (A60-40 against 1NS)
  CHECK(p["2NS"].total == doctest::Approx(1 + 1.0 / 6));
  // Each field ranks its own pairs: 2EW among the East-West pairs, 2NS among the North-South.
  for (const auto& st : r->pairs) {
    if (st.pair == "2EW") CHECK(st.field == Field::EW);
    if (st.pair == "2NS") CHECK(st.field == Field::NS);
  }
}

TEST_CASE("Seated the other way round: a line said so whose pairs do not cross the two fields is still refused") {
  Session s = ave_session();
  auto& l = s.travellers[0].lines[1];
  l.ns = "2EW";  // 2EW v 3EW: two East-West pairs, not a table seated the other way round
  l.ew = "3EW";
  l.seated_other_way = true;
  s.travellers[0].lines[2].ew = "2NS";  // 3NS v 2NS keeps each pair once on the board
  auto r = rank(s, Options{});
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "rank.error.ew_pair_sat_ns");
  // Without the table's word, crossed pairs stay an error (a typing slip is not a seating).
  Session t = ave_session();
  t.travellers[0].lines[1].ns = "2EW";
  t.travellers[0].lines[1].ew = "2NS";
  auto u = rank(t, Options{});
  REQUIRE_FALSE(u);
  CHECK(u.error().code == "rank.error.ew_pair_sat_ns");
}

TEST_CASE("Sections: matchpointed each on its own or together across the field") {
  Session s;
  for (int i = 1; i <= 2; ++i) {
    s.pairs.push_back(ns(i, "A"));
    s.pairs.push_back(ew(i, "A"));
    s.pairs.push_back(ns(i + 10, "B"));
    s.pairs.push_back(ew(i + 10, "B"));
  }
  s.travellers.push_back({1, "A", {line(1, 1, 420), line(2, 2, 400)}});
  s.travellers.push_back({1, "B", {line(11, 11, 450), line(12, 12, 170)}});
  auto apart = rank(s, Options{});
  REQUIRE(apart);
  auto pa = by_pair(*apart);
  CHECK(pa["1NS"].total == 1);   // top 1 in section A
  CHECK(pa["2NS"].total == 0);
  CHECK(pa["11NS"].total == 1);
  CHECK(pa["1NS"].place == "1");
  CHECK(pa["11NS"].place == "1");  // each section has its own winners

  Options o;
  o.scope = Scope::Field;
  auto together = rank(s, o);
  REQUIRE(together);
  CHECK(together->top == 3);  // 4 results across the field
  auto pt = by_pair(*together);
  CHECK(pt["11NS"].total == 3);  // 450 beats 420, 400, 170
  CHECK(pt["1NS"].total == 2);
  CHECK(pt["2NS"].total == 1);
  CHECK(pt["12NS"].total == 0);
  CHECK(pt["11NS"].place == "1");
  CHECK(pt["1NS"].place == "2");
  CHECK(pt["12EW"].place == "1");
}

TEST_CASE("Weighted score in a session: matchpointed as the weighted mean of its parts") {
  Session s;
  for (int i = 1; i <= 4; ++i) {
    s.pairs.push_back(ns(i));
    s.pairs.push_back(ew(i));
  }
  s.travellers.push_back({1, "", {line(1, 1, Weighted{{{0.6, 420}, {0.4, -50}}}), line(2, 2, 420),
                                  line(3, 3, 420), line(4, 4, -50)}});
  auto r = rank(s, Options{});
  REQUIRE(r);
  const auto& l = r->boards[0].lines[0];
  CHECK(l.ns_points == doctest::Approx(1.4));
  CHECK(l.ew_points == doctest::Approx(1.6));
  CHECK(adjusted_text(s.travellers[0].lines[0].outcome) == "60% +420, 40% -50");
  CHECK_FALSE(l.ns_score.has_value());
  CHECK(r->boards[0].results == 4);  // a weighted score is a result the others compare with
}

TEST_CASE("Butler in a session: datum per board, IMPs against it, EW the negation") {
  Session s;
  std::vector<int> scores{420, 420, 450, 170, -50, 1430};
  Traveller t{1, "", {}};
  for (int i = 1; i <= 6; ++i) {
    s.pairs.push_back(ns(i));
    s.pairs.push_back(ew(i));
    t.lines.push_back(line(i, i, scores[size_t(i - 1)]));
  }
  t.lines.push_back(line(7, 7, score::Artificial{60, 40}));
  s.pairs.push_back(ns(7));
  s.pairs.push_back(ew(7));
  s.travellers.push_back(t);
  Options o;
  o.method = Method::Butler;
  o.imps = score::imps;
  auto r = rank(s, o);
  REQUIRE(r);
  const auto& b = r->boards[0];
  CHECK(b.datum == 370);  // the artificial line is not part of the datum
  CHECK_FALSE(b.top.has_value());
  // 420 − 370 = 50 → 2; 450 − 370 = 80 → 2; 170 − 370 = −200 → −5; −50 − 370 = −420 → −9;
  // 1430 − 370 = 1060 → 14. Ave+/Ave− at IMPs: +3 / −3.
  std::vector<double> want{2, 2, 2, -5, -9, 14, 3};
  for (size_t i = 0; i < want.size(); ++i) CHECK(b.lines[i].ns_points == want[i]);
  CHECK(b.lines[4].ew_points == 9);
  CHECK(b.lines[6].ew_points == -3);
  auto p = by_pair(*r);
  CHECK(p["6NS"].place == "1");
  CHECK(p["5EW"].place == "1");
  CHECK_FALSE(p["6NS"].percent.has_value());

  o.butler_drop_extremes = false;
  auto r2 = rank(s, o);
  REQUIRE(r2);
  CHECK(r2->boards[0].datum == 470);
}

TEST_CASE("Cross-IMPs in a session: the board's lines IMPed against each other") {
  Session s;
  for (int i = 1; i <= 3; ++i) {
    s.pairs.push_back(ns(i));
    s.pairs.push_back(ew(i));
  }
  s.travellers.push_back({1, "", {line(1, 1, 420), line(2, 2, 450), line(3, 3, -50)}});
  Options o;
  o.method = Method::CrossImps;
  o.imps = score::imps;
  auto r = rank(s, o);
  REQUIRE(r);
  auto p = by_pair(*r);
  CHECK(p["2NS"].total == doctest::Approx(6));
  CHECK(p["3EW"].total == doctest::Approx(10.5));
  CHECK(p["2NS"].place == "1");
  CHECK(p["3EW"].place == "1");
  CHECK(p["3NS"].place == "3");
}

TEST_CASE("Ranking input errors name the board, the line and what to fix") {
  SUBCASE("unknown pair") {
    Session s = ave_session();
    s.travellers[0].lines[2].ew = "9EW";
    auto r = rank(s, Options{});
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "rank.error.no_pair");
    CHECK(r.error().field == "ew");
    CHECK(r.error().args == std::vector<std::string>{"1", "3", "9EW"});
    CHECK(present::render(r.error(), Lang::En) == "board 1, line 3: there is no pair 9EW in the event");
    CHECK(present::render(r.error(), Lang::Es) == "tablero 1, línea 3: no hay ninguna pareja 9EO en el evento");
    CHECK(present::render(r.error(), Lang::Fr) == "donne 1, ligne 3 : il n'y a pas de paire 9EO dans le tournoi");
  }
  SUBCASE("a pair twice on one board") {
    Session s = ave_session();
    s.travellers[0].lines[2].ns = "1NS";
    auto r = rank(s, Options{});
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "rank.error.line_twice");
    CHECK(r.error().args == std::vector<std::string>{"1", "3", "1NS"});
    CHECK(present::render(r.error(), Lang::En).find("already has a line on board 1") != std::string::npos);
  }
  SUBCASE("weights that do not add up to 100%") {
    Session s = ave_session();
    s.travellers[0].lines[0].outcome = Weighted{{{0.6, 420}, {0.3, -50}}};
    auto r = rank(s, Options{});
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "rank.error.weighted_sum");
    CHECK(r.error().field == "score");
    CHECK(r.error().args == std::vector<std::string>{"1", "1", "90"});
    CHECK(present::render(r.error(), Lang::En).find("add up to 100%, not 90%") != std::string::npos);
  }
  SUBCASE("an artificial percentage above 100") {
    Session s = ave_session();
    s.travellers[0].lines[0].outcome = score::Artificial{160, 40};
    auto r = rank(s, Options{});
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "rank.error.artificial_range");
    CHECK(r.error().args == std::vector<std::string>{"1", "1", "160", "40"});
    CHECK(present::render(r.error(), Lang::En) ==
          "board 1, line 1: an artificial score gives each side 0 to 100 percent, not A160-40");
  }
  SUBCASE("more results than the expected number") {
    Options o;
    o.expected_results = 3;
    auto r = rank(ave_session(), o);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "rank.error.too_many_results");
    CHECK(r.error().args == std::vector<std::string>{"1", "4", "3"});
    CHECK(present::render(r.error(), Lang::En) == "board 1 has 4 results, more than the 3 expected");
    CHECK(present::render(r.error(), Lang::Es) == "el tablero 1 tiene 4 resultados, más de los 3 esperados");
  }
  SUBCASE("IMP scoring without an IMP table") {
    Options o;
    o.method = Method::Butler;
    auto r = rank(ave_session(), o);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "rank.error.no_imp_table");
  }
}

TEST_CASE("Ranking input errors on a board of a section name the section too") {
  Session s;
  for (int i = 1; i <= 2; ++i) {
    s.pairs.push_back(ns(i, "A"));
    s.pairs.push_back(ew(i, "A"));
  }
  s.travellers.push_back({1, "A", {line(1, 1, 420), line(2, 9, 400)}});
  auto r = rank(s, Options{});
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "rank.error.no_pair_in_section");
  CHECK(r.error().field == "ew");
  CHECK(r.error().args == std::vector<std::string>{"1", "A", "2", "9EW"});
  CHECK(present::render(r.error(), Lang::En) == "board 1 of section A, line 2: there is no pair 9EW in the event");
  CHECK(present::render(r.error(), Lang::Es) ==
        "tablero 1 de la sección A, línea 2: no hay ninguna pareja 9EO en el evento");
  Options o;
  o.expected_results = 1;
  s.travellers[0].lines[1].ew = "2EW";
  auto many = rank(s, o);
  REQUIRE_FALSE(many);
  CHECK(many.error().code == "rank.error.too_many_results_in_section");
  CHECK(present::render(many.error(), Lang::En) == "board 1 of section A has 2 results, more than the 1 expected");
}

namespace {

// Law 87, worked in docs/ranking.md: board 1 at 7 tables, fouled after round 4. Rounds 1–4 played
// it as dealt (NS +420, +450, −50, +420), rounds 5–7 in the fouled form (+140, +110, −100).
// Each group is matchpointed alone and factored (Neuberg) to the board's 7 results, top 6:
//   as dealt, 4 results: raw 1.5, 3, 0, 1.5 -> (mp + ½) × 7/4 − ½ = 3, 5.625, 0.375, 3;
//   fouled, 3 results:   raw 2, 1, 0       -> (mp + ½) × 7/3 − ½ = 16/3, 3, 2/3.
Session fouled_session() {
  Session s;
  for (int i = 1; i <= 7; ++i) s.pairs.push_back(ns(i));
  for (int i = 1; i <= 7; ++i) s.pairs.push_back(ew(i));
  Traveller t{1, "", {}};
  const int scores[] = {420, 450, -50, 420, 140, 110, -100};
  for (int i = 1; i <= 7; ++i) {
    Line l = line(i, i, scores[i - 1]);
    l.round = i;
    l.foul_group = i >= 5 ? 1 : 0;
    t.lines.push_back(l);
  }
  s.travellers.push_back(t);
  return s;
}

}  // namespace

TEST_CASE("Law 87B: a fouled board's groups are matchpointed apart, each factored to the board's top") {
  auto r = rank(fouled_session(), Options{});
  REQUIRE(r);
  REQUIRE(r->boards.size() == 1);
  const auto& b = r->boards[0];
  CHECK(b.top == 6);
  CHECK(b.results == 7);
  REQUIRE(b.foul_groups.size() == 2);
  CHECK(b.foul_groups[0].group == 0);
  CHECK(b.foul_groups[0].results == 4);
  CHECK(b.foul_groups[1].group == 1);
  CHECK(b.foul_groups[1].results == 3);
  const double ns_expected[] = {3, 5.625, 0.375, 3, 16.0 / 3, 3, 2.0 / 3};
  REQUIRE(b.lines.size() == 7);
  for (size_t i = 0; i < 7; ++i) {
    CAPTURE(i);
    CHECK(r->ids[b.lines[i].ns] == std::to_string(i + 1) + "NS");  // the traveller's order is kept
    CHECK(b.lines[i].foul_group == (i >= 4 ? 1 : 0));
    CHECK(b.lines[i].ns_points == doctest::Approx(ns_expected[i]));
    CHECK(b.lines[i].ew_points == doctest::Approx(6 - ns_expected[i]));
  }
  // Each group shares out its own average: 4 × 3 and 3 × 3 matchpoints.
  // Without Neuberg for missing results, a fouled board's groups are still factored to its top.
  Options plain;
  plain.neuberg = false;
  auto p = rank(fouled_session(), plain);
  REQUIRE(p);
  CHECK(p->boards[0].top == 6);
  CHECK(p->boards[0].lines[1].ns_points == doctest::Approx(5.625));
  // A board all of whose results played one form is a board like any other.
  Session one = fouled_session();
  for (auto& l : one.travellers[0].lines) l.foul_group = 1;
  auto o = rank(one, Options{});
  REQUIRE(o);
  CHECK(o->boards[0].foul_groups.empty());
  CHECK(o->boards[0].lines[1].ns_points == doctest::Approx(6));
}

namespace {

// Board 1 at `tables` tables, the last `changed` rounds in the fouled form. As dealt, NS scored
// +420, +450, -50, +420, +400, +430, +420... (cycling); fouled, +140, +110, -100 (in that order,
// or `fouled` when given). Scored by the EBU's rule for small groups.
Session ebu_session(int tables, int changed, std::vector<int> fouled = {140, 110, -100}) {
  Session s;
  for (int i = 1; i <= tables; ++i) s.pairs.push_back(ns(i));
  for (int i = 1; i <= tables; ++i) s.pairs.push_back(ew(i));
  Traveller t{1, "", {}, FoulRule::EbuSmallGroups};
  const int dealt[] = {420, 450, -50, 420, 400, 430, 420};
  for (int i = 1; i <= tables; ++i) {
    const bool f = i > tables - changed;
    Line l = line(i, i, f ? fouled[size_t(i - (tables - changed) - 1)] : dealt[(i - 1) % 7]);
    l.round = i;
    l.foul_group = f ? 1 : 0;
    t.lines.push_back(l);
  }
  s.travellers.push_back(t);
  return s;
}

}  // namespace

TEST_CASE("Law 87B, the EBU's small sub-fields: three results of ten get 70, 60 and 50% of the top on each side") {
  // Top 9 (10 results). Fouled: +140 beats both (70%: 6.3), +110 one (60%: 5.4), -100 none
  // (50%: 4.5); their East-West opponents the other way round: 4.5, 5.4, 6.3. Each table 120%.
  auto r = rank(ebu_session(10, 3), Options{});
  REQUIRE(r);
  const auto& b = r->boards[0];
  CHECK(b.top == 9);
  REQUIRE(b.foul_groups.size() == 2);
  CHECK_FALSE(b.foul_groups[0].fixed_shares);
  CHECK(b.foul_groups[1].fixed_shares);
  const double ns_fixed[] = {6.3, 5.4, 4.5};
  for (size_t i = 7; i < 10; ++i) {
    CAPTURE(i);
    CHECK(b.lines[i].ns_points == doctest::Approx(ns_fixed[i - 7]));
    CHECK(b.lines[i].ew_points == doctest::Approx(10.8 - ns_fixed[i - 7]));
  }
  // The seven results as dealt are Neuberg-factored to ten, as without the rule.
  Session neuberg = ebu_session(10, 3);
  neuberg.travellers[0].foul_rule = FoulRule::Neuberg;
  auto n = rank(neuberg, Options{});
  REQUIRE(n);
  for (size_t i = 0; i < 7; ++i) CHECK(b.lines[i].ns_points == doctest::Approx(n->boards[0].lines[i].ns_points));
  // ...where Neuberg would give the fouled three (raw 2, 1, 0) (mp + ½) × 10/3 − ½: 7.83, 4.5, 1.17.
  CHECK(n->boards[0].lines[7].ns_points == doctest::Approx(2.5 * 10 / 3 - 0.5));
  // The pairs' totals and percentages count the fixed shares: 8NS has 6.3 of 9.
  for (const auto& st : r->pairs)
    if (st.pair == "8NS") CHECK(st.percent == doctest::Approx(70.0));
    else if (st.pair == "8EW") CHECK(st.percent == doctest::Approx(50.0));
}

TEST_CASE("Law 87B, the EBU's small sub-fields: two results get 65% and 55%, one result 60% to each side, a tie shares") {
  // Two of ten: +140 65% (5.85), +110 55% (4.95); East-West 55% and 65%.
  auto two = rank(ebu_session(10, 2), Options{});
  REQUIRE(two);
  const auto& b2 = two->boards[0];
  CHECK(b2.lines[8].ns_points == doctest::Approx(5.85));
  CHECK(b2.lines[8].ew_points == doctest::Approx(4.95));
  CHECK(b2.lines[9].ns_points == doctest::Approx(4.95));
  CHECK(b2.lines[9].ew_points == doctest::Approx(5.85));
  // One of ten: 60% to both sides, 5.4 each (Neuberg would give 50%).
  auto one = rank(ebu_session(10, 1), Options{});
  REQUIRE(one);
  CHECK(one->boards[0].lines[9].ns_points == doctest::Approx(5.4));
  CHECK(one->boards[0].lines[9].ew_points == doctest::Approx(5.4));
  // Two equal results share 65 and 55: 60% each. Three with two tied on top: 65, 65, 50.
  auto tie = rank(ebu_session(10, 2, {110, 110}), Options{});
  REQUIRE(tie);
  CHECK(tie->boards[0].lines[8].ns_points == doctest::Approx(5.4));
  CHECK(tie->boards[0].lines[9].ns_points == doctest::Approx(5.4));
  auto tie3 = rank(ebu_session(10, 3, {140, 140, -100}), Options{});
  REQUIRE(tie3);
  CHECK(tie3->boards[0].lines[7].ns_points == doctest::Approx(0.65 * 9));
  CHECK(tie3->boards[0].lines[8].ns_points == doctest::Approx(0.65 * 9));
  CHECK(tie3->boards[0].lines[9].ns_points == doctest::Approx(0.50 * 9));
  CHECK(tie3->boards[0].lines[9].ew_points == doctest::Approx(0.70 * 9));
  // At matchpoints doubled (top 18) the shares are the same: 60% of 18.
  Options doubled;
  doubled.mp_scale = 2;
  auto one2 = rank(ebu_session(10, 1), doubled);
  REQUIRE(one2);
  CHECK(one2->boards[0].lines[9].ns_points == doctest::Approx(10.8));
}

TEST_CASE("Law 87B, the EBU's small sub-fields: only a group of at most three that is at most a third of the board's results") {
  // Three of nine is a third: fixed shares (70% of 8 = 5.6). Three of eight is more: Neuberg.
  auto nine = rank(ebu_session(9, 3), Options{});
  REQUIRE(nine);
  CHECK(nine->boards[0].foul_groups[1].fixed_shares);
  CHECK(nine->boards[0].lines[6].ns_points == doctest::Approx(5.6));
  auto eight = rank(ebu_session(8, 3), Options{});
  REQUIRE(eight);
  CHECK_FALSE(eight->boards[0].foul_groups[1].fixed_shares);
  CHECK(eight->boards[0].lines[5].ns_points == doctest::Approx(2.5 * 8 / 3 - 0.5));
  // Four results of twelve: Neuberg (raw 3 -> 3.5 x 12/4 - 0.5 = 10).
  auto four = rank(ebu_session(12, 4, {140, 110, -100, -200}), Options{});
  REQUIRE(four);
  CHECK_FALSE(four->boards[0].foul_groups[1].fixed_shares);
  CHECK(four->boards[0].lines[8].ns_points == doctest::Approx(10));
  // The larger group keeps Neuberg even when it is the fouled one: 7 of 10 fouled, 3 as dealt
  // (rounds 1-3) get the fixed shares: 450 beats both (70%), 420 one, -50 none.
  Session swapped = ebu_session(10, 7, {140, 110, -100, 140, 110, -100, 90});
  auto sw = rank(swapped, Options{});
  REQUIRE(sw);
  CHECK(sw->boards[0].foul_groups[0].fixed_shares);
  CHECK(sw->boards[0].lines[0].ns_points == doctest::Approx(5.4));
  CHECK(sw->boards[0].lines[1].ns_points == doctest::Approx(6.3));
  CHECK(sw->boards[0].lines[2].ns_points == doctest::Approx(4.5));
  // Without Neuberg for missing results the shares are of the board's own top, the same here.
  Options plain;
  plain.neuberg = false;
  auto p = rank(ebu_session(10, 3), plain);
  REQUIRE(p);
  CHECK(p->boards[0].lines[7].ns_points == doctest::Approx(6.3));
}

TEST_CASE("Law 87B, the EBU's small sub-fields: fixed shares are no Ave+, Law 12C2's session percentage leaves them") {
  Options o;
  o.ave_plus_session_percent = true;
  o.ave_minus_session_percent = true;
  Session s = ebu_session(10, 3);
  // A second board where 8NS scores a top: its session percentage is above 70% otherwise.
  Traveller t{2, "", {}};
  for (int i = 1; i <= 10; ++i) t.lines.push_back(line(i, i, i == 8 ? 620 : 170));
  s.travellers.push_back(t);
  auto r = rank(s, o);
  REQUIRE(r);
  CHECK(r->boards[0].lines[7].ns_points == doctest::Approx(6.3));
  // Ranked board by board, the top waiting for the expected results, the same points.
  auto ranker = Ranker::start(s, o, true);
  REQUIRE(ranker);
  for (const auto& tr : s.travellers) REQUIRE(ranker->add_board({&tr}));
  auto f = ranker->finish();
  REQUIRE(f);
  CHECK(f->boards[0].lines[7].ns_points == doctest::Approx(6.3));
  CHECK(f->boards[0].top == 9);
  for (size_t i = 0; i < r->pairs.size(); ++i) CHECK(f->pairs[i].total == doctest::Approx(r->pairs[i].total));
}

TEST_CASE("Law 87B: a pair still plays a fouled board once, in whichever form") {
  Session s = fouled_session();
  s.pairs.push_back(ew(8));
  Line again = line(1, 8, 200);  // 1NS played it as dealt in round 1, and again fouled
  again.foul_group = 1;
  s.travellers[0].lines.push_back(again);
  auto r = rank(s, Options{});
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "rank.error.line_twice");
  CHECK(present::render(r.error(), Lang::En).find("already has a line on board 1") != std::string::npos);
}

TEST_CASE("Law 87B at IMPs: Butler takes each group's own datum") {
  Session s = fouled_session();
  Options o;
  o.method = Method::Butler;
  o.butler_drop_extremes = false;
  o.imps = [](int d) { return score::imps(d); };
  auto r = rank(s, o);
  REQUIRE(r);
  const auto& b = r->boards[0];
  REQUIRE(b.foul_groups.size() == 2);
  CHECK_FALSE(b.datum.has_value());
  // As dealt: mean of 420, 450, −50, 420 = 310; fouled: mean of 140, 110, −100 = 50.
  CHECK(*b.foul_groups[0].datum == doctest::Approx(310));
  CHECK(*b.foul_groups[1].datum == doctest::Approx(50));
  CHECK(b.lines[0].ns_points == doctest::Approx(score::imps(420 - 310)));
  CHECK(b.lines[4].ns_points == doctest::Approx(score::imps(140 - 50)));
}

TEST_CASE("Law 90: a procedural penalty at matchpoints takes a share of a top off the offender alone") {
  Session s = ave_session();  // top 3
  s.penalties.push_back({"3EW", std::nullopt, 25, 0, "slow play"});
  s.penalties.push_back({"1NS", 2, 50, 0, "mobile phone"});
  auto r = rank(s, Options{});
  REQUIRE(r);
  auto before = by_pair(*rank(ave_session(), Options{}));
  auto after = by_pair(*r);
  CHECK(after["3EW"].penalty == doctest::Approx(0.75));
  CHECK(after["3EW"].total == doctest::Approx(before["3EW"].total - 0.75));
  CHECK(after["3EW"].tops == doctest::Approx(before["3EW"].tops));
  CHECK(*after["3EW"].percent == doctest::Approx((before["3EW"].total - 0.75) / before["3EW"].tops * 100));
  CHECK(after["1NS"].penalty == doctest::Approx(1.5));
  // The opponents keep what they scored.
  CHECK(after["3NS"].total == doctest::Approx(before["3NS"].total));
  CHECK(after["2EW"].total == doctest::Approx(before["2EW"].total));
  REQUIRE(r->penalties.size() == 2);
  CHECK(r->penalties[0].points == doctest::Approx(0.75));
  CHECK(r->penalties[0].penalty.reason == "slow play");
}

TEST_CASE("Law 90: a procedural penalty at IMPs takes that many IMPs off, and bad penalties are refused") {
  Session s = fouled_session();
  s.penalties.push_back({"2NS", std::nullopt, 0, 3, "late arrival"});
  Options o;
  o.method = Method::CrossImps;
  o.imps = [](int d) { return score::imps(d); };
  auto before = by_pair(*rank(fouled_session(), o));
  auto r = rank(s, o);
  REQUIRE(r);
  auto after = by_pair(*r);
  CHECK(after["2NS"].penalty == 3);
  CHECK(after["2NS"].total == doctest::Approx(before["2NS"].total - 3));
  Session nobody = ave_session();
  nobody.penalties.push_back({"9NS", std::nullopt, 25, 0, "x"});
  CHECK_FALSE(rank(nobody, Options{}));
  Session too_much = ave_session();
  too_much.penalties.push_back({"1NS", std::nullopt, 150, 0, "x"});
  CHECK_FALSE(rank(too_much, Options{}));
  Session no_board = ave_session();
  no_board.penalties.push_back({"1NS", 9, 25, 0, "x"});
  CHECK_FALSE(rank(no_board, Options{}));
  // A negative number of IMPs is named as it was given ("-3", never "-3.000000").
  Session negative = fouled_session();
  negative.penalties.push_back({"2NS", std::nullopt, 0, -3, "x"});
  auto refused = rank(negative, o);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().code == "rank.error.penalty_imps");
  CHECK(refused.error().args == std::vector<std::string>{"-3"});
}

namespace {

// A two-winner field of `tables` pairs each way over `boards` boards, EW moving one table on
// every board, each traveller's lines shuffled (so no pair sits where it sat on the previous
// traveller), scores drawn from a few values so that there are ties. `label` names the pairs:
// it is put before the number, so a long label makes long ids sharing a long common prefix.
Session moving_session(int tables, int boards, const std::string& label, unsigned seed) {
  std::mt19937 rng(seed);
  Session s;
  for (int i = 1; i <= tables; ++i) s.pairs.push_back({label + std::to_string(i) + "NS", Field::NS, "", ""});
  for (int i = 1; i <= tables; ++i) s.pairs.push_back({label + std::to_string(i) + "EW", Field::EW, "", ""});
  const int values[] = {-200, -50, 110, 140, 420, 450, 620};
  for (int b = 1; b <= boards; ++b) {
    Traveller t{b, "", {}};
    for (int n = 1; n <= tables; ++n) {
      const int e = (n - 1 + b) % tables + 1;
      t.lines.push_back({label + std::to_string(n) + "NS", label + std::to_string(e) + "EW",
                         values[rng() % 7], false});
    }
    std::shuffle(t.lines.begin(), t.lines.end(), rng);
    s.travellers.push_back(std::move(t));
  }
  return s;
}

// Each pair's total by the definition: on each board, one matchpoint per result it beats from
// its side and a half per tie.
std::map<PairId, double> totals_by_definition(const Session& s) {
  std::map<PairId, double> total;
  for (const auto& t : s.travellers)
    for (const auto& a : t.lines) {
      for (const auto& b : t.lines) {
        if (&a == &b) continue;
        const int x = std::get<int>(a.outcome), y = std::get<int>(b.outcome);
        total[a.ns] += x > y ? 1 : x == y ? 0.5 : 0;
        total[a.ew] += x < y ? 1 : x == y ? 0.5 : 0;
      }
    }
  return total;
}

}  // namespace

TEST_CASE("Pairs found by id: moving pairs and long ids sharing a prefix score what the definition gives") {
  for (const std::string label : {"", "Club de Bridge Madrid, sección A, pareja "}) {
    CAPTURE(label);
    for (unsigned seed = 1; seed <= 5; ++seed) {
      Session s = moving_session(13, 26, label, seed);
      auto r = rank(s, Options{});
      REQUIRE(r);
      const auto want = totals_by_definition(s);
      REQUIRE(r->pairs.size() == 26);
      for (const auto& p : r->pairs) {
        CAPTURE(p.pair);
        CHECK(p.boards == 26);
        CHECK(p.total == doctest::Approx(want.at(p.pair)));
      }
      // Each line's points are reported against the pairs written on it.
      for (size_t b = 0; b < s.travellers.size(); ++b)
        for (size_t i = 0; i < s.travellers[b].lines.size(); ++i) {
          CHECK(r->ids[r->boards[b].lines[i].ns] == s.travellers[b].lines[i].ns);
          CHECK(r->ids[r->boards[b].lines[i].ew] == s.travellers[b].lines[i].ew);
        }
    }
  }
  // A long id one character away from a pair of the event is not that pair.
  Session s = moving_session(5, 3, "Club de Bridge Madrid, pareja ", 7);
  s.travellers[2].lines[1].ew = "Club de Bridge Madrid, pareja 9EW";
  auto r = rank(s, Options{});
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "rank.error.no_pair");
  CHECK(r.error().args == std::vector<std::string>{"3", "2", "Club de Bridge Madrid, pareja 9EW"});
  CHECK(present::render(r.error(), Lang::En) ==
        "board 3, line 2: there is no pair Club de Bridge Madrid, pareja 9EW in the event");
}

TEST_CASE("Law 87B: a fouled board after ordinary ones is found and its groups matchpointed apart") {
  // Boards 1 and 2 ordinary, board 3 the fouled board of fouled_session(): the ordinary boards
  // rank as they would alone and the fouled one as it does alone.
  Session fouled = fouled_session();
  Session s = fouled;
  Traveller t3 = s.travellers[0];
  t3.board = 3;
  s.travellers.clear();
  for (int b = 1; b <= 2; ++b) {
    Traveller t{b, "", {}};
    for (int i = 1; i <= 7; ++i) t.lines.push_back(line(i, (i + b - 1) % 7 + 1, 100 * i));
    s.travellers.push_back(t);
  }
  s.travellers.push_back(t3);
  auto r = rank(s, Options{});
  REQUIRE(r);
  REQUIRE(r->boards.size() == 3);
  CHECK(r->boards[0].foul_groups.empty());
  CHECK(r->boards[2].foul_groups.size() == 2);
  auto alone = rank(fouled, Options{});
  REQUIRE(alone);
  for (size_t i = 0; i < 7; ++i) {
    CAPTURE(i);
    CHECK(r->boards[2].lines[i].ns_points == doctest::Approx(alone->boards[0].lines[i].ns_points));
    CHECK(r->boards[0].lines[i].ns_points == doctest::Approx(static_cast<double>(i)));
  }
}

TEST_CASE("Catalogue: every code libranking's sources return is in the message catalogue, with and without a section") {
  // "rank.error.x" strings, and each board error's `what` (board_error, at(...), a Refusal):
  // those come as "rank.error.<what>" and "rank.error.<what>_in_section".
  const std::regex what_re("(?:board_error\\(|at\\(|Refusal\\{)\"([a-z0-9_]+)\"");
  const std::regex choice_re("\\? \"([a-z0-9_]+_sat_[a-z0-9_]+)\" : \"([a-z0-9_]+)\"");
  std::set<std::string> codes =
      test::codes_in_sources(BANDEJA_SOURCE_DIR "/libranking/src", std::regex("\"(rank\\.error\\.[a-z0-9_]+)\""));
  for (const std::string& s : test::source_texts(BANDEJA_SOURCE_DIR "/libranking/src")) {
    for (const auto& re : {what_re, choice_re})
      for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it)
        for (size_t k = 1; k < it->size(); ++k) {
          codes.insert("rank.error." + (*it)[k].str());
          codes.insert("rank.error." + (*it)[k].str() + "_in_section");
        }
  }
  CHECK(codes.size() > 30);
  for (const auto& code : codes) {
    CAPTURE(code);
    CHECK(present::known(code));
  }
}
