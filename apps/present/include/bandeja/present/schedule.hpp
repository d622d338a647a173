#pragma once
// The printed schedule (`bandeja event print EVENT schedule`): who plays whom, where and on
// which boards, round by round, for the notice board of a teams round robin or a Swiss played
// over several sessions. The director's core gathers it from the stored movement, pairs and
// teams; this lays it out as one printable page.
#include <optional>
#include <string>
#include <vector>

#include "bandeja/movement/cards.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

// A pair (its id and its players' names, "" when unnamed) or a team (its id and name).
struct ScheduleEntrant {
  std::string id, names;
  bool team = false;
};

// One line of a round: a table where two play (a teams match: the first of its two tables), or
// one entrant who sits the round out (at the phantom's table, or at none: table 0).
struct ScheduleLine {
  int table = 0;
  std::optional<ScheduleEntrant> ns, ew;  // both: they play; one: it sits out
};

struct ScheduleRound {
  int round = 0;
  std::vector<int> boards;
  std::vector<ScheduleLine> lines;
};

struct Schedule {
  std::string event;
  std::vector<movement::Note> summary;  // the movement's one-line description
  bool teams = false;                   // matches of two tables, home and away
  int first = 1, last = 1, rounds = 1;  // the rounds shown, of the movement's
  std::vector<ScheduleRound> shown;
};

std::string schedule_html(const Schedule& schedule, Lang lang, movement::Paper paper);

}  // namespace bandeja::present
