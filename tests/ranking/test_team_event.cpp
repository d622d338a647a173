// libranking's teams ranking on values: the two tables of a match found on each traveller, the
// match scored at IMPs and converted to VPs, boards left out as warning values, errors naming
// the board, and the round robin told from a Swiss by the count of matches.
#include <doctest/doctest.h>

#include "bandeja/ranking/scoring.hpp"
#include "bandeja/ranking/team_event.hpp"
#include "bandeja/score/imps.hpp"
#include "bandeja/score/vp.hpp"

using namespace bandeja;
using namespace bandeja::ranking;

namespace {

double vp(int margin, int boards) { return score::vp_hundredths(margin, boards) / 100.0; }

Result<TeamsRanking> ranked(const std::vector<TeamOfPairs>& teams, const Session& s, bool bam = false) {
  return rank_teams(teams, s, bam, [](int d) { return score::imps(d); }, vp);
}

// Two teams, two tables: team 1 is 1NS and 1EW. Table 1: 1NS v 2EW, table 2: 2NS v 1EW, round 1.
//   board 1: 420 / 400 → team 1 nets +20 = 1 IMP;    board 2: 620 / 620 → 0
//   board 3: 420 / −100 → +520 = 11 IMPs;            board 4: 140 / 170 → −30 = −1 (to team 2)
// IMPs 12–1, a margin of 11 over 4 boards: 15.38 – 4.62 VPs (WBF 2013).
Session match(bool with_board_4_table_2 = true) {
  Session s;
  for (const char* p : {"1NS", "1EW", "2NS", "2EW"}) s.pairs.push_back({p, Field::One, "", ""});
  const int t1[] = {420, 620, 420, 140}, t2[] = {400, 620, -100, 170};
  for (int b = 1; b <= 4; ++b) {
    Traveller t{b, "", {}};
    t.lines.push_back({"1NS", "2EW", t1[b - 1], false, 1});
    if (b != 4 || with_board_4_table_2) t.lines.push_back({"2NS", "1EW", t2[b - 1], false, 1});
    s.travellers.push_back(std::move(t));
  }
  return s;
}

const std::vector<TeamOfPairs> two_teams = {{"1", {"1NS", "1EW"}}, {"2", {"2NS", "2EW"}}};

}  // namespace

TEST_CASE("Teams at IMPs: a match is the two tables of each board, 12-1 IMPs over 4 boards is 15.38 to 4.62 VPs") {
  auto r = ranked(two_teams, match());
  REQUIRE(r.has_value());
  CHECK(r->warnings.empty());
  REQUIRE(r->matches.size() == 1);
  const auto& m = r->matches[0];
  CHECK(m.round == 1);
  CHECK(m.a == "1");
  CHECK(m.a_score == 12);
  CHECK(m.b_score == 1);
  CHECK(m.a_vp == doctest::Approx(15.38));
  CHECK(m.b_vp == doctest::Approx(4.62));
  CHECK(r->standings[0].team == "1");
  CHECK(r->standings[0].place == "1");
  CHECK(r->boards_played.at("1") == 4);
  // Board 3: team 1's +11 on both of its lines (NS at table 1, EW at table 2).
  const auto& b3 = r->boards[2];
  CHECK(b3.lines[0].ns_points == 11);
  CHECK(b3.lines[0].ew_points == -11);
  CHECK(b3.lines[1].ew_points == 11);
}

TEST_CASE("Teams board-a-match: a win is 1, a tie a half, board points are the result") {
  auto r = ranked(two_teams, match(), true);
  REQUIRE(r.has_value());
  // Boards 1 and 3 won, board 2 tied, board 4 lost: 2.5 to 1.5.
  CHECK(r->matches[0].a_score == 2.5);
  CHECK(r->matches[0].b_score == 1.5);
  CHECK(r->standings[0].vp == 2.5);
}

TEST_CASE("Teams: a board with no result at the other table is left out of the match and comes back as a warning value") {
  auto r = ranked(two_teams, match(false));
  REQUIRE(r.has_value());
  REQUIRE(r->warnings.size() == 1);
  CHECK(r->warnings[0].code == "rank.no_other_table");
  CHECK(r->warnings[0].args == std::vector<std::string>{"4", "1NS", "2EW", "2", "1"});
  // Boards 1-3 only: 12-0 IMPs over 3 boards.
  CHECK(r->matches[0].a_score == 12);
  CHECK(r->matches[0].b_score == 0);
  CHECK(r->boards_played.at("2") == 3);
  CHECK_FALSE(r->boards[3].lines[0].ns_points.has_value());
}

TEST_CASE("Teams: a board not played at one table and not adjusted is left out with a warning value") {
  auto s = match();
  s.travellers[3].lines[1].outcome = score::NotPlayed{};
  auto r = ranked(two_teams, s);
  REQUIRE(r.has_value());
  REQUIRE(r->warnings.size() == 1);
  CHECK(r->warnings[0].code == "rank.not_at_both_tables");
  CHECK(r->warnings[0].args == std::vector<std::string>{"4", "1NS", "2EW"});
}

TEST_CASE("Teams: a pair in no team, or a pair against its own team-mates, is an error value naming the board") {
  auto r = ranked({{"1", {"1NS", "1EW"}}, {"2", {"2NS"}}}, match());
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == "rank.pair_without_team");
  CHECK(r.error().args == std::vector<std::string>{"1", "2EW"});
  auto mates = ranked({{"1", {"1NS", "1EW", "2EW"}}, {"2", {"2NS"}}}, match());
  REQUIRE_FALSE(mates.has_value());
  CHECK(mates.error().code == "rank.team_mates");
  CHECK(mates.error().args == std::vector<std::string>{"1", "1NS", "2EW"});
}

TEST_CASE("Teams: every team meeting every other once is a round robin, one match short is a Swiss") {
  // Three teams, one board per match: 1 v 2 (round 1), 1 v 3 (round 2), 2 v 3 (round 3).
  Session s;
  for (const char* p : {"1NS", "1EW", "2NS", "2EW", "3NS", "3EW"}) s.pairs.push_back({p, Field::One, "", ""});
  auto meet = [&](int board, const char* a, const char* b, int round) {
    const std::string ta(a), tb(b);
    s.travellers.push_back({board, "", {{ta + "NS", tb + "EW", 420, false, round}, {tb + "NS", ta + "EW", 400, false, round}}});
  };
  meet(1, "1", "2", 1);
  meet(2, "1", "3", 2);
  const std::vector<TeamOfPairs> teams = {{"1", {"1NS", "1EW"}}, {"2", {"2NS", "2EW"}}, {"3", {"3NS", "3EW"}}};
  auto swiss = ranked(teams, s);
  REQUIRE(swiss.has_value());
  CHECK(swiss->format == TeamsFormat::Swiss);
  meet(3, "2", "3", 3);
  auto rr = ranked(teams, s);
  REQUIRE(rr.has_value());
  CHECK(rr->format == TeamsFormat::RoundRobin);
  REQUIRE(rr->matches.size() == 3);
  CHECK(rr->matches[2].round == 3);
}

TEST_CASE("Scoring: the five ids parse to the one enum and back, anything else is none") {
  for (Scoring s : {Scoring::Matchpoints, Scoring::CrossImps, Scoring::Butler, Scoring::Bam, Scoring::Imps})
    CHECK(scoring_from_id(scoring_id(s)) == s);
  CHECK(scoring_id(Scoring::CrossImps) == "cross-imps");
  CHECK_FALSE(scoring_from_id("pairs").has_value());
  CHECK(is_teams_scoring(Scoring::Bam));
  CHECK(is_pairs_scoring(Scoring::Butler));
  CHECK(pairs_method(Scoring::Butler) == Method::Butler);
  CHECK_FALSE(pairs_method(Scoring::Imps).has_value());
}

TEST_CASE("Non-balancing awards in a VP match: averaged into one margin by default, kept by each side when the event says so") {
  // The match above with board 2 given A60-60 at table 1 (team 1 sat NS): neither side at fault.
  Session s = match();
  s.travellers[1].lines[0].outcome = score::Artificial{60, 60};
  const auto imps = [](int d) { return score::imps(d); };
  // Average (Law 86B's knockout rule, the default): +3 each, averaged to a push; 12-1 as before.
  auto avg = rank_teams(two_teams, s, false, imps, vp);
  REQUIRE(avg);
  CHECK(avg->matches[0].a_score == 12);
  CHECK(avg->matches[0].b_score == 1);
  CHECK(avg->matches[0].a_vp == doctest::Approx(vp(11, 4)));
  CHECK(avg->matches[0].b_vp == doctest::Approx(vp(-11, 4)));
  CHECK_FALSE(avg->matches[0].a_conceded);
  // Each side: team 1 counts 15-1 (a margin of 14), team 2 counts 4-12 (-8); each converted on
  // its own, so the VPs add up to more than 20.
  auto each = rank_teams(two_teams, s, false, imps, vp, {}, NonBalancing::EachSide);
  REQUIRE(each);
  const auto& m = each->matches[0];
  CHECK(m.a_score == 15);
  CHECK(m.conceded_by_a() == 1);
  CHECK(m.b_score == 4);
  CHECK(m.conceded_by_b() == 12);
  CHECK(m.a_vp == doctest::Approx(vp(14, 4)));
  CHECK(m.b_vp == doctest::Approx(vp(-8, 4)));
  CHECK(m.a_vp + m.b_vp > 20);
  // Both lines of board 2 show +3 to each side.
  CHECK(*each->boards[1].lines[0].ns_points == 3);
  CHECK(*each->boards[1].lines[0].ew_points == 3);
  CHECK(*each->boards[1].lines[1].ns_points == 3);
  // The standings count each side's own IMPs: team 1 15 for, 1 against; team 2 4 for, 12 against.
  for (const auto& st : each->standings) {
    CAPTURE(st.team);
    CHECK(st.scored == (st.team == "1" ? 15 : 4));
    CHECK(st.conceded == (st.team == "1" ? 1 : 12));
  }
  // A60-50: team 1 +3, team 2 nothing: team 1 15-1 (vp 14), team 2 1-12 (vp -11).
  s.travellers[1].lines[0].outcome = score::Artificial{60, 50};
  auto split = rank_teams(two_teams, s, false, imps, vp, {}, NonBalancing::EachSide);
  REQUIRE(split);
  CHECK(split->matches[0].a_vp == doctest::Approx(vp(14, 4)));
  CHECK(split->matches[0].b_vp == doctest::Approx(vp(-11, 4)));
  // Averaged, the same board is +1.5 to team 1: 13.5-1, a margin of 12.5, rounded to 13.
  auto split_avg = rank_teams(two_teams, s, false, imps, vp);
  REQUIRE(split_avg);
  CHECK(split_avg->matches[0].a_vp == doctest::Approx(vp(13, 4)));
  // A balancing award (A60-40) is the same either way: one margin, VPs adding up to 20.
  s.travellers[1].lines[0].outcome = score::Artificial{60, 40};
  auto bal = rank_teams(two_teams, s, false, imps, vp, {}, NonBalancing::EachSide);
  REQUIRE(bal);
  CHECK_FALSE(bal->matches[0].a_conceded);
  CHECK(bal->matches[0].a_vp + bal->matches[0].b_vp == doctest::Approx(20));
  CHECK(bal->matches[0].a_vp == doctest::Approx(vp(14, 4)));
}
