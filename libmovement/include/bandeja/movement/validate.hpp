#pragma once
// The validator: takes any movement (generated, or loaded from a file) and reports what is
// wrong with it, naming the round, table and pair, plus the balance figures.
//
// Errors (the movement cannot be played as written): a pair replaying a board, a pair in two
// places at once, a pair playing itself, a row outside the movement's tables or rounds, a row
// with no boards or a board number outside 1..boards.
// Warnings (playable, but unfair or awkward): boards played unequally often, a shared set at
// tables that are not adjacent, two pairs meeting more than once, a board never played.
//
// Adjacent tables: tables t and t+1, and tables T and 1 (tables stand in a loop, so the last
// table is next to the first, as in a Mitchell room where tables 1 and T share a set).
#include <string>
#include <utility>
#include <vector>

#include "bandeja/movement/balance.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::movement {

enum class Severity { Error, Warning };

enum class ProblemKind {
  Replay,            // a pair plays a board a second time
  DoubleBooked,      // a pair at two tables (or both sides) in one round
  BadRow,            // round/table out of range, no boards, board out of range, duplicate row
  UnequalPlays,      // boards not played equally often
  UnplayedBoard,     // a board in the movement that nobody plays
  ShareNotAdjacent,  // two tables share a set but do not stand next to each other
  MeetTwice,         // two pairs meet more than once
};

// What the director reads of a problem is a catalogue code ("generate.check.*",
// apps/director/messages/generate.txt) with its language-neutral arguments; the presentation
// says it (bandeja/present/movement.hpp).
struct Problem {
  Severity severity = Severity::Error;
  ProblemKind kind = ProblemKind::BadRow;
  int round = 0, table = 0;  // 0 = not about one round/table
  std::string pair;          // empty = not about one pair
  std::string code;          // "generate.check.replay"
  std::vector<std::string> args;
  // MeetTwice: every (round, table) where the two pairs meet, listed as the code's last argument.
  std::vector<std::pair<int, int>> places;
};

struct Report {
  // The problems listed, the first kListed found; those past it are only counted.
  static constexpr std::size_t kListed = 1000;
  std::vector<Problem> problems;
  int unlisted_errors = 0, unlisted_warnings = 0;
  unsigned kinds = 0;  // a bit for each ProblemKind found, listed or not
  BalanceMetrics balance;
  int errors() const;
  int warnings() const;
  bool valid() const { return errors() == 0; }
  bool has(ProblemKind k) const;
};

bool adjacent(int table_a, int table_b, int tables);

Report validate(const Movement& m);

}  // namespace bandeja::movement
