// The ranked document on values: a db::Event (or a session's sections) ranked once by the
// director into formats::EventRecord, with every figure that rank text, JSON, CSV, export and
// the site print; warnings and errors as catalogue codes.
#include <doctest/doctest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "bandeja/present/messages.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/score/board.hpp"

using namespace bandeja;

namespace {

db::ResultLine line(int b, const std::string& ns, const std::string& ew, score::Entry e) {
  db::ResultLine l;
  l.board = b;
  l.ns = ns;
  l.ew = ew;
  l.entry = e;
  if (auto s = std::get_if<score::ScoreOnly>(&e)) l.ns_score = s->ns_score;
  l.round = 1;
  return l;
}
db::ResultLine line(int b, const std::string& ns, const std::string& ew, int score) {
  return line(b, ns, ew, score::ScoreOnly{score});
}

// The worked example of docs/ranking.md and tests/ranking/test_rank_cli.cpp: 4 tables, 2 boards.
//   Board 1: 1NS +420, 2NS +400, 3NS +170, 4NS +140: NS 3, 2, 1, 0 (top 3).
//   Board 2: 1NS v 2EW A60-40 (1.8 and 1.2 of 3), 2NS v 3EW +100, 3NS v 4EW +200, 4NS v 1EW +300:
//            three real results where four are expected, Neuberg (MP + ½)·4/3 − ½.
// 1NS: 3 + 1.8 = 4.8 of 6 (80%); 3EW 4.83 (80.56%).
db::Event tuesday() {
  db::Event ev;
  ev.info.id = 1;
  ev.info.name = "Tuesday";
  ev.info.winners = 2;
  for (const char* p : {"1NS", "2NS", "3NS", "4NS"}) ev.pairs.push_back({p, "NS", {}});
  for (const char* p : {"1EW", "2EW", "3EW", "4EW"}) ev.pairs.push_back({p, "EW", {}});
  ev.pairs[0].players = {{"Ana García", std::nullopt}, {"Luis Pérez", std::nullopt}};
  for (int b : {1, 2}) ev.boards.push_back({b, score::dealer(b), score::vulnerability(b), std::nullopt, std::nullopt});
  ev.results = {line(1, "1NS", "1EW", 420), line(1, "2NS", "2EW", 400), line(1, "3NS", "3EW", 170),
                line(1, "4NS", "4EW", 140), line(2, "1NS", "2EW", score::Artificial{60, 40}),
                line(2, "2NS", "3EW", 100), line(2, "3NS", "4EW", 200), line(2, "4NS", "1EW", 300)};
  return ev;
}

director::Ranked ranked(const db::Event& ev, director::RankOptions o = {}) {
  auto r = director::rank_event(ev, o);
  REQUIRE_MESSAGE(r.has_value(), (r ? "" : present::render(r.error(), Lang::En)));
  return *r;
}

const formats::Line& line_of(const formats::EventRecord& rec, int board, const std::string& ns) {
  const auto* b = rec.board(board);
  REQUIRE(b);
  auto it = std::find_if(b->lines.begin(), b->lines.end(), [&](const formats::Line& l) { return l.ns == ns; });
  REQUIRE(it != b->lines.end());
  return *it;
}

// Two teams, two tables, 4 boards: IMPs 12–1, 15.38 – 4.62 VPs (tests/ranking/test_team_event.cpp).
db::Event cup() {
  db::Event ev;
  ev.info.name = "Cup";
  ev.info.scoring = "imps";
  for (const char* p : {"1NS", "1EW", "2NS", "2EW"}) ev.pairs.push_back({p, std::string(p).substr(1), {}});
  const int t1[] = {420, 620, 420, 140}, t2[] = {400, 620, -100, 170};
  for (int b = 1; b <= 4; ++b) {
    ev.boards.push_back({b, score::dealer(b), score::vulnerability(b), std::nullopt, std::nullopt});
    ev.results.push_back(line(b, "1NS", "2EW", t1[b - 1]));
    ev.results.push_back(line(b, "2NS", "1EW", t2[b - 1]));
  }
  ev.teams = {{"1", "García", {"1NS", "1EW"}}, {"2", "", {"2NS", "2EW"}}};
  return ev;
}

}  // namespace

TEST_CASE("Ranked document: each line's points, the standings and the top of a matchpoint event") {
  const auto r = ranked(tuesday());
  REQUIRE(r.top.has_value());
  CHECK(*r.top == doctest::Approx(3));
  CHECK(line_of(r.record, 1, "1NS").ns_points == doctest::Approx(3));
  CHECK(line_of(r.record, 1, "4NS").ew_points == doctest::Approx(3));
  CHECK(line_of(r.record, 2, "1NS").ns_points == doctest::Approx(1.8));  // A60-40: 60% of 3
  REQUIRE(r.record.ranking.size() == 8);
  CHECK(r.record.ranking[0].entrant == "1NS");
  CHECK(*r.record.ranking[0].total == doctest::Approx(4.8));
  CHECK(*r.record.ranking[0].percent == doctest::Approx(80));
  CHECK(r.warnings.empty());
}

TEST_CASE("Ranked document: a line's points follow its pairs, whatever order the lines are stored in") {
  auto reversed = tuesday();
  std::reverse(reversed.results.begin(), reversed.results.end());
  const auto a = ranked(tuesday()), b = ranked(reversed);
  for (int board : {1, 2})
    for (const char* ns : {"1NS", "2NS", "3NS", "4NS"}) {
      CAPTURE(board);
      CAPTURE(ns);
      CHECK(line_of(a.record, board, ns).ns_points == line_of(b.record, board, ns).ns_points);
      CHECK(line_of(a.record, board, ns).ew_points == line_of(b.record, board, ns).ew_points);
    }
  CHECK(a.record.ranking == b.record.ranking);
}

TEST_CASE("The one CSV ranking: place, pair, direction, names, total as number_text, percent with two decimals") {
  const auto csv = present::ranking_csv(ranked(tuesday()).record);
  CHECK(csv.rfind("place,pair,direction,names,total,percent\n"
                  "1,1NS,NS,Ana García – Luis Pérez,4.8,80.00\n",
                  0) == 0);
  CHECK(csv.find("\n1,3EW,EW,,4.83,80.56\n") != std::string::npos);
}

TEST_CASE("Text, JSON and CSV rankings of one document show the same figures") {
  const auto r = ranked(tuesday());
  const auto j = nlohmann::json::parse(present::ranking_json(r));
  const auto text = present::ranking_text(r, Lang::En);
  const auto csv = present::ranking_csv(r.record);
  CHECK(j["pairs"][0]["total"] == 4.8);
  CHECK(j["pairs"][0]["percent"] == 80.0);
  CHECK(text.find("1NS   Ana García – Luis Pérez   4.80  80.00\n") != std::string::npos);
  CHECK(j["pairs"][4]["pair"] == "3EW");
  CHECK(j["pairs"][4]["percent"] == 80.56);
  CHECK(text.find("3EW           4.83  80.56\n") != std::string::npos);
  CHECK(csv.find(",4.83,80.56\n") != std::string::npos);
  CHECK(j["boards"][1]["lines"][0]["adjusted"] == "A60-40");
}

TEST_CASE("The text ranking in Spanish names matchpoints puntos de match, with the 2-per-score scale") {
  director::RankOptions o;
  o.mp_scale = 2;
  const auto text = present::ranking_text(ranked(tuesday(), o), Lang::Es);
  CHECK(text.find("Puntuación: puntos de match (2 por resultado superado), top 6\n") != std::string::npos);
  CHECK(text.find("Norte-Sur\n") != std::string::npos);
  CHECK(text.find("Puesto  Pareja  Jugadores") != std::string::npos);
}

TEST_CASE("A session ranked apart keeps a traveller per board and section, and the field record joins them for the site") {
  auto a = tuesday(), b = tuesday();
  a.info.section = "A";
  a.info.name = "Tuesday A";
  b.info.section = "B";
  b.info.name = "Tuesday B";
  b.info.id = 2;
  auto r = director::rank_session("Tuesday", "2026-11-29", {a, b}, {}, ranking::Scope::Section);
  REQUIRE(r.has_value());
  CHECK(r->scope == "section");
  REQUIRE(r->record.boards.size() == 4);
  CHECK(r->record.boards[0].section == "A");
  CHECK(r->record.boards[1].section == "B");
  CHECK(r->record.boards[1].lines[0].ns == "B1NS");
  CHECK(r->record.entrants[0].section == "A");
  // Both sections are the same evening, so the same figures, ranked within each section.
  CHECK(r->record.ranking[0].entrant == "A1NS");
  CHECK(r->record.ranking[0].place == "1");
  CHECK(present::ranking_csv(r->record).rfind("place,section,pair,direction,names,total,percent\n1,A,A1NS,NS,", 0) == 0);
  auto field = director::field_record(*r);
  REQUIRE(field.has_value());
  REQUIRE(field->boards.size() == 2);
  CHECK(field->boards[0].lines.size() == 8);
  CHECK(field->boards[0].section.empty());
}

TEST_CASE("A teams event: standings, matches and each line's IMPs in the document, the one CSV lists the teams") {
  const auto r = ranked(cup());
  REQUIRE(r.record.team_ranking.size() == 2);
  CHECK(*r.record.team_ranking[0].total == doctest::Approx(15.38));
  CHECK(r.record.team_ranking[0].matches == 1);
  REQUIRE(r.record.matches.size() == 1);
  CHECK(r.record.matches[0].a_score == 12);
  CHECK(line_of(r.record, 3, "1NS").ns_points == 11);
  CHECK(line_of(r.record, 3, "2NS").ew_points == 11);
  CHECK(present::ranking_csv(r.record) == "place,team,name,players,total,matches\n1,1,García,,15.38,1\n2,2,,,4.62,1\n");
  const auto j = nlohmann::json::parse(present::ranking_json(r));
  CHECK(j["pairs"][0]["team_name"] == "García");
  CHECK(j["matches"][0]["a_vp"] == 15.38);
}

TEST_CASE("A teams board left out of its match is a warning value in the ranked document, rendered in both languages") {
  auto ev = cup();
  ev.results.pop_back();  // board 4, 2NS v 1EW: no other table yet
  const auto r = ranked(ev);
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].code == "rank.no_other_table");
  CHECK(present::render(r.warnings[0], Lang::En) ==
        "board 4: 1NS against 2EW has no result at the other table (team 2 North-South against team 1 East-West) "
        "yet; the board is left out of the match");
  CHECK(present::render(r.warnings[0], Lang::Es).rfind("tablero 4: 1NS contra 2EO no tiene resultado en la otra mesa", 0) == 0);
}

TEST_CASE("A teams event whose pairs are in no teams cannot be ranked, and is published unranked with a warning") {
  auto ev = cup();
  ev.teams.clear();
  // Howell numbers (1, 2, ...) follow no teams convention.
  auto howell = [](const std::string& id) { return std::string(1, id[0]) + (id.substr(1) == "NS" ? "" : "0"); };
  for (auto& p : ev.pairs) p.id = howell(p.id);
  for (auto& l : ev.results) l.ns = howell(l.ns), l.ew = howell(l.ew);
  auto r = director::rank_event(ev);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "rank.teams_need_teams");
  auto p = director::publish_event(ev);
  REQUIRE(p.has_value());
  REQUIRE(p->warnings.size() == 1);
  CHECK(p->warnings[0].code == "rank.teams_unranked");
  CHECK(p->record.team_ranking.empty());
  CHECK(p->record.boards.size() == 4);
}

TEST_CASE("Scoring is parsed once at the edge: an unknown word, or an unknown stored scoring, is an error value") {
  CHECK(director::parse_scoring("butler") == ranking::Scoring::Butler);
  auto bad = director::parse_scoring("pairs");
  REQUIRE_FALSE(bad.has_value());
  CHECK(present::render(bad.error(), Lang::Es) == "'pairs' no es una puntuación: use mp, cross-imps, butler, bam o imps");
  auto ev = tuesday();
  ev.info.scoring = "swiss";
  auto r = director::rank_event(ev);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "rank.event_scoring_unknown");
  director::RankOptions o;
  o.scoring = ranking::Scoring::Butler;  // the override wins
  CHECK(director::rank_event(ev, o).has_value());
}

TEST_CASE("Every ranking code is in the catalogue in English and Spanish") {
  for (const char* code : {"rank.unknown_scoring", "rank.event_scoring_unknown", "rank.line_without_score",
                           "rank.line_not_ranked", "rank.teams_need_teams", "rank.teams_unranked",
                           "rank.pair_without_team", "rank.team_mates", "rank.no_other_table",
                           "rank.not_at_both_tables", "rank.hand_record_not_deal", "rank.session_no_sections",
                           "rank.session_teams_scoring", "rank.field_other_deal", "rank.nothing_stored"}) {
    CAPTURE(code);
    CHECK(present::known(code));
    CHECK(present::say(Lang::En, code, {"1", "2", "3", "4", "5"}) != present::say(Lang::Es, code, {"1", "2", "3", "4", "5"}));
  }
}
