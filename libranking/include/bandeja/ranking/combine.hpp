#pragma once
// A tournament of several sessions ranked as one: each entrant's scores in the sessions it
// played, weighted by each session's factor (1, or the carry-over fraction of a qualifying
// session), plus any carry-over the director entered, make its combined score.
//
// By percentage: the weighted mean of the session percentages, Σ f·p / Σ f over the sessions the
// entrant played, plus the director's carry-over (percentage points).
// By total (matchpoints, IMPs, VPs): Σ f·s over the sessions played, plus the carry-over.
//
// Who is ranked above whom: an entrant that reached a later session (the final) ranks above
// every entrant that stopped before it (the qualifiers left out), whatever the scores; within
// those that stopped at the same session, by combined score, ties sharing a place. Pure: no I/O.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::ranking {

enum class CombineBy { Percent, Total };

// One session of the tournament: each entrant's score there (its percentage, or its total),
// entrants named by the key that is the same in every session (their players' national ids).
struct StageScores {
  std::map<std::string, double> scores;
  double factor = 1.0;  // > 0: 1, or the fraction carried over from it (0.5)
};

struct CombinedStanding {
  std::string entrant;
  std::vector<std::optional<double>> stages;  // per session: its score there, as given (none: absent)
  double carry = 0;       // the director's carry-over
  double total = 0;       // the combined score
  int reached = 0;        // the last session it played, 1-based
  std::string place;      // "1", "2=", ...
  friend bool operator==(const CombinedStanding&, const CombinedStanding&) = default;
};

// The standings best first. `carry`: the director's carry-over by entrant (an entrant given one
// that played no session is ranked with it alone, as having reached no session). Errors: no
// session (code "combine.no_stages"), a factor not above 0 ("combine.bad_factor" {session,
// factor}), a score that is not a number ("combine.bad_score" {session, entrant}).
Result<std::vector<CombinedStanding>> combine(const std::vector<StageScores>& stages, CombineBy by,
                                              const std::map<std::string, double>& carry = {});

}  // namespace bandeja::ranking
