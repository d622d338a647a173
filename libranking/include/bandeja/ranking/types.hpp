#pragma once
// What a ranking is made of, as plain values: pairs, the travellers of a session (one per board
// and section), the lines on them, and what the ranking gives back (points per line, totals,
// percentages, places). Pure: the apps layer maps the event store to these types.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "bandeja/score/entry.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::ranking {

using PairId = std::string;  // "1NS", "3EW", "7": as the event labels its pairs

// The field a pair is ranked in: North-South or East-West of a two-winner movement, or the
// single field of a one-winner movement (Howell, arrow-switched Mitchell).
enum class Field : uint8_t { NS, EW, One };

struct Pair {
  PairId id;
  Field field = Field::One;
  std::string section;  // "" when the session has one section
  std::string names;    // "Ana García – Luis Pérez", or "" when not named
};

// A weighted score (Law 12C1(c)): parts of a percentage of each of several real scores, e.g.
// 60% of 4S= (+420) and 40% of 4S-1 (-50). Weights are fractions that add up to 1.
struct WeightedPart {
  double weight = 1.0;  // 0 < weight <= 1
  int ns_score = 0;
};
struct Weighted {
  std::vector<WeightedPart> parts;
};

// What happened on one line: NS's score (a real result, from the North-South cards' side), an
// artificial adjusted score (A60-40: a percentage of the top for each side, not a result
// the others are compared with), a weighted score, or nothing (the board was not played).
using Outcome = std::variant<int, score::Artificial, Weighted, score::NotPlayed>;

// One line of a traveller. `ns` and `ew` are the pairs written in the NS and EW columns.
// `arrow_switched`: on this board the two pairs swapped seats (the arrow was turned), so `ns`
// held the East-West cards and earns the EW points, and `ew` earns the NS points. The score
// is always from the side of the North-South cards.
struct Line {
  PairId ns;
  PairId ew;
  Outcome outcome = score::NotPlayed{};
  bool arrow_switched = false;
  int round = 0;  // the round it was played in, 0 when not known (teams: a match's round)
  // A fouled board (Law 87): the form of the board this line played, 0 as dealt, 1, 2... each
  // changed form. The lines of each form are compared only with each other (Law 87B), each
  // group factored to the board's expected results, so every group shares the board's top.
  int foul_group = 0;
  // The two pairs sat in each other's directions on this board (the table said so: the line is
  // written as they sat, `ns` held the North-South cards). In a two-winner event, a pair of the
  // East-West field in `ns` and one of the North-South field in `ew` is then no error: each earns
  // the points of the seat it held and stays ranked in its own field.
  bool seated_other_way = false;
};

// How a fouled board's groups (Law 87B) are scored at matchpoints.
//  - Neuberg: each group matchpointed among itself and factored by Neuberg's formula to the
//    board's expected results, so that every group shares the board's top (the usual reading,
//    the ACBL's practice);
//  - EbuSmallGroups: the same, except that a group of at most three results which is at most a
//    third of the board's results is given fixed shares of the top, as the EBU does for small
//    sub-fields: one result 60% to each side; two, 65% to the better and 55% to the worse on
//    each side; three, 70%, 60% and 50% (tied results share their places' shares). Every table
//    of such a group gets 120% between its two sides.
enum class FoulRule : uint8_t { Neuberg, EbuSmallGroups };

// The traveller of one board in one section.
struct Traveller {
  int board = 0;
  std::string section;
  std::vector<Line> lines;
  FoulRule foul_rule = FoulRule::Neuberg;  // a fouled board's (any of its travellers' EBU: EBU)
};

// A procedural penalty (Law 90) on one pair: at matchpoints a share of a top (`top_percent`,
// 25 is a quarter of a top: of that board's top when `board` is given, else of the session's
// top, or the pair's own average top when the boards' tops differ); at IMPs a number of IMPs.
// Only the offender loses it; the opponents' scores stand.
struct Penalty {
  PairId pair;
  std::optional<int> board;
  double top_percent = 0;  // matchpoints
  double imps = 0;         // cross-IMPs and Butler
  std::string reason;
};

struct Session {
  std::vector<Pair> pairs;
  std::vector<Traveller> travellers;
  std::vector<Penalty> penalties;
};

// IMPs for a score difference (signed, in points), e.g. score::imps from libscore (Law 78B).
using ImpTable = std::function<int(int)>;

enum class Method { Matchpoints, CrossImps, Butler };

// Which results a line is compared with: those of its own section, or of every section that
// played the same board ("across the field").
enum class Scope { Section, Field };

struct Options {
  Method method = Method::Matchpoints;
  // Matchpoints for each score beaten: 1 (a tie ½, top = results − 1) or 2 (a tie 1,
  // top = 2 × (results − 1)).
  int mp_scale = 1;
  // Neuberg factoring of each board to the expected number of results (matchpoints only).
  bool neuberg = true;
  // Expected results per board; by default the largest number of scored lines (real or
  // artificial) that any board of the same section (or of the field) has.
  std::optional<int> expected_results;
  Scope scope = Scope::Section;
  // Law 12C2: Ave+ is 60%, or the pair's percentage on its other boards when that is higher;
  // likewise Ave− is 40%, or the pair's percentage when that is lower.
  bool ave_plus_session_percent = false;
  bool ave_minus_session_percent = false;
  // Butler: drop the highest and the lowest score before taking the mean (the usual rule).
  bool butler_drop_extremes = true;
  // Required for CrossImps and Butler.
  ImpTable imps;
};

// One line as ranked. `ns` and `ew` are the pairs as they sat (after an arrow switch), each
// its index in Session::pairs (Ranking::ids[ns] is its id): a million ranked lines carry no
// string, and a caller that wants an adjusted score's words has the line's outcome
// (adjusted_text in rank.hpp).
struct LinePoints {
  uint32_t ns = 0;
  uint32_t ew = 0;
  bool arrow_switched = false;
  bool played = true;           // false: not played (no points, no top)
  int foul_group = 0;           // Line::foul_group
  std::optional<int> ns_score;  // a real score; none for artificial, weighted, not played
  double ns_points = 0;
  double ew_points = 0;
};

// One group of a fouled board's results (Law 87B), compared among themselves.
struct FoulGroup {
  int group = 0;                  // Line::foul_group
  int results = 0;                // its real results
  std::optional<double> datum;    // Butler: the group's own datum
  bool fixed_shares = false;      // FoulRule::EbuSmallGroups gave it fixed shares of the top
};

struct BoardResult {
  int board = 0;
  std::string section;
  int results = 0;                // real results compared on the board (in its scope)
  int expected = 0;               // expected results (Neuberg), matchpoints only
  std::optional<double> top;      // matchpoints: the top after factoring
  std::optional<double> datum;    // Butler: the datum
  std::vector<LinePoints> lines;  // in the traveller's order
  std::vector<FoulGroup> foul_groups;  // a fouled board's groups, by group; empty when not fouled
};

struct Standing {
  PairId pair;
  Field field = Field::One;
  std::string section;
  std::string names;
  int boards = 0;                 // boards with a score (real or artificial)
  double total = 0;               // matchpoints or IMPs, after any penalty
  double penalty = 0;             // matchpoints or IMPs taken off by procedural penalties
  double tops = 0;                // matchpoints: sum of the tops of the boards played
  std::optional<double> percent;  // matchpoints: total / tops × 100
  std::string place;              // "1", "3=", within its section (if scored apart) and field
};

struct Ranking {
  Method method = Method::Matchpoints;
  int mp_scale = 1;
  std::optional<double> top;       // when every board has the same top
  std::vector<BoardResult> boards; // by board, then section
  std::vector<Standing> pairs;     // by section, field, then place
  std::vector<PairId> ids;         // Session::pairs' ids in their order: LinePoints::ns and ew index it
  // Each procedural penalty as applied: Session::penalties in order, with what it took off.
  struct AppliedPenalty {
    Penalty penalty;
    double points = 0;  // matchpoints or IMPs taken off the pair's total
  };
  std::vector<AppliedPenalty> penalties;
};

}  // namespace bandeja::ranking
