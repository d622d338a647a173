#pragma once
// Swiss pairing of the next round from the standings (teams or pairs alike): no rematch; each
// team from the top down meets the closest team below it that it has not met yet; when the
// teams at the bottom are left with only rematches, the pairing backtracks and the team above
// takes its next-closest opponent instead. With an odd number of teams, the bye goes to the
// lowest-placed team that has not had one (and to the next one up if the rest cannot be paired).
#include <optional>
#include <vector>

#include "bandeja/movement/teams.hpp"

namespace bandeja::movement {

struct Standing {
  int team = 0;              // team number (unique)
  double points = 0;         // VPs or points so far: higher is better
  std::vector<int> opponents;  // teams already met
  bool had_bye = false;
};

struct SwissRound {
  std::vector<Match> matches;  // in standing order: home = the higher-placed team
  std::optional<int> bye;      // the team with the bye
  friend bool operator==(const SwissRound&, const SwissRound&) = default;
};

// Order: points descending, then the order given (the caller's tie-break). An error names what
// is wrong with the standings, or says that no pairing avoids a rematch.
Result<SwissRound> swiss_pairing(const std::vector<Standing>& standings, Lang lang = Lang::En);

}  // namespace bandeja::movement
