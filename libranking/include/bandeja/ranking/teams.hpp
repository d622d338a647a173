#pragma once
// Teams of four: board-a-match, IMP matches converted to victory points, and standings of a
// round robin or a Swiss with their tie-breaks.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "bandeja/ranking/types.hpp"

namespace bandeja::ranking {

// One board of a match between team A and team B: NS's score at the table where A sat
// North-South, and NS's score at the table where A sat East-West.
struct TeamBoard {
  int a_ns_score = 0;  // A's pair sat NS
  int b_ns_score = 0;  // B's pair sat NS (A's pair sat EW)
};

// A's net score on the board: what A's NS pair scored plus what A's EW pair scored.
constexpr int team_net(const TeamBoard& b) { return b.a_ns_score - b.b_ns_score; }

// Board-a-match: A's board points on the board: 1 for a win (net > 0), ½ for a tie, 0 for a loss.
double board_a_match(const TeamBoard& b);

struct MatchScore {
  double a = 0;  // A's IMPs or board points
  double b = 0;  // B's
};

// Board-a-match match: the sum of each side's board points.
MatchScore bam_match(const std::vector<TeamBoard>& boards);

// IMP match: each board's net score converted to IMPs; A gets the IMPs of positive nets,
// B those of negative ones.
MatchScore imp_match(const std::vector<TeamBoard>& boards, const ImpTable& imps);

// One board of a match scored from what happened at its two tables, adjusted scores included:
// `at_a_ns` is the outcome at the table where A's pair sat North-South, `at_b_ns` where B's did.
//  - two real scores: the IMPs of the net (as imp_match) or the board-a-match points;
//  - a weighted score (Law 12C1(c)) at either table: the weighted mean of what each part would
//    score against the other table (every pair of parts when both tables are weighted);
//  - an artificial adjusted score at either table (Law 86A): at IMPs Ave+ (60%) is +3 IMPs and
//    Ave− (40%) is −3 IMPs for the side it is given to (3 IMPs per 10 points from 50%); at
//    board-a-match the side's percentage of the board point. The other table's result does not
//    count; with artificial scores at both tables the awards add up (IMPs) or are averaged
//    (board-a-match);
//  - non-balancing awards (A60-60, or A's and B's awards that do not cancel): each side's result
//    is worked out separately and the two averaged (Law 86B), at IMPs; at board-a-match each
//    side keeps its own points.
// A's and B's IMPs (the side with the positive margin scores it, the other 0) or board points;
// nullopt when the board was not played at a table that has no artificial score (it is not
// part of the match).
std::optional<MatchScore> team_board(const Outcome& at_a_ns, const Outcome& at_b_ns, bool bam,
                                     const ImpTable& imps);

// What a match at IMPs does with artificial awards that do not balance (A60-60, A60-50):
//  - Average: each side's result worked out separately and the two averaged, so the board has
//    one margin (Law 86B's rule for knockout matches, and Bandeja's default): A60-60 is a push;
//  - EachSide: each side keeps its own award, and its own IMP margin for the match, converted to
//    VPs on its own (the usual practice in VP events): A60-60 is +3 IMPs to A in A's match and
//    +3 IMPs to B in B's, so both sides' VPs may add up to more (or less) than the scale's total.
enum class NonBalancing : uint8_t { Average, EachSide };

// One board of a match as each side counts it: A's IMP margin in A's match and B's IMP margin
// in B's. They are opposite (a + b = 0) unless non-balancing artificial awards were given;
// with NonBalancing::Average they are always opposite. Weighted scores as team_board; nullopt
// when team_board has none.
struct BoardMargins {
  double a = 0;  // A's margin, A's view
  double b = 0;  // B's margin, B's view
};
std::optional<BoardMargins> team_margins(const Outcome& at_a_ns, const Outcome& at_b_ns, const ImpTable& imps,
                                         NonBalancing rule);

// Victory points of the side with IMP margin `margin` (may be negative) in a match of
// `boards` boards, e.g. score::victory_points from libscore (WBF 2013 scale).
using VpScale = std::function<double(int margin, int boards)>;

// A played match between teams `a` and `b` in `round`: IMPs (or board points) and VPs.
struct Match {
  int round = 0;
  std::string a;
  std::string b;
  double a_score = 0;  // IMPs (or board points) scored by A
  double b_score = 0;
  double a_vp = 0;
  double b_vp = 0;
  // When non-balancing awards were kept by each side (NonBalancing::EachSide) and the two
  // sides' views differ: what each conceded in its own view (a_score and b_score are then
  // what each scored in its own). Otherwise each conceded what the other scored.
  std::optional<double> a_conceded = std::nullopt, b_conceded = std::nullopt;
  double conceded_by_a() const { return a_conceded.value_or(b_score); }
  double conceded_by_b() const { return b_conceded.value_or(a_score); }
};

// A match from its IMPs converted with the VP scale: the margin is A's IMPs − B's IMPs, rounded
// to the nearest IMP (halves away from zero) when weighted scores made it fractional.
Match vp_match(int round, std::string a, std::string b, const MatchScore& imps, int boards,
               const VpScale& vp);
// The same when each side counts the match its own way (NonBalancing::EachSide): A's VPs from
// A's margin in `a_view` (A's IMPs, B's IMPs as A counts them), B's from B's in `b_view`.
Match vp_match(int round, std::string a, std::string b, const MatchScore& a_view, const MatchScore& b_view,
               int boards, const VpScale& vp);

enum class TeamsFormat { RoundRobin, Swiss };

// What a bye is worth: 12 VP on the 20-point scale (60%, the WBF's and the EBU's usual award),
// or in board-a-match 60% of the round's boards in board points.
double swiss_bye_points(bool bam, int boards_per_round);

// A bye: the team that sits out a round of a Swiss with an odd number of teams, and what it is
// given for it (VPs, or board points in board-a-match).
struct Bye {
  int round = 0;
  std::string team;
  double points = 0;
  int boards = 0;  // the round's boards: counted as played for a board-a-match percentage
  friend bool operator==(const Bye&, const Bye&) = default;
};

struct TeamStanding {
  std::string team;
  int matches = 0;
  double vp = 0;
  double scored = 0;    // IMPs (or board points) for
  double conceded = 0;  // IMPs (or board points) against
  std::optional<double> quotient;  // scored / conceded; nullopt when nothing conceded
  double opponents_vp = 0;         // Swiss: the VPs of the teams it met
  std::string place;
  int byes = 0;                    // rounds it sat out (Swiss, odd number of teams); vp counts them
};

// Standings by VPs, then the tie-breaks (see docs/ranking.md):
//   round robin: 1. VPs in the matches between the tied teams, 2. IMP quotient in those
//                matches, 3. IMP quotient over all matches, then a shared place;
//   Swiss:       1. the sum of the VPs of the opponents met, 2. IMP quotient over all matches,
//                then a shared place.
// A bye adds its points to the team's VPs (and so to its opponents' tie-break); it is no match:
// no opponent, no IMPs.
// Teams are given in display order; a match naming an unknown team is an error
// ("rank.error.no_team" {round, team}; "rank.error.team_twice" {team}, "rank.error.team_self"
// {round, team}).
Result<std::vector<TeamStanding>> team_standings(const std::vector<std::string>& teams,
                                                 const std::vector<Match>& matches,
                                                 TeamsFormat format, const std::vector<Bye>& byes = {});

}  // namespace bandeja::ranking
