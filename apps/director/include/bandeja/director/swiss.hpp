#pragma once
// A Swiss teams or pairs event run live: `bandeja event new NAME --movement swiss --tables T`
// (or `--movement swiss-pairs`) draws round 1; once a round is played, `bandeja swiss next EVENT`
// ranks the event (teams: VPs, with the Swiss tie-breaks of docs/ranking.md; pairs: as `rank`
// ranks them, percentage or total) and draws the next round from those standings with
// libmovement's swiss_pairing (no rematch where one can be avoided), storing it as the event's
// next movement round, whose cards then print as any other's.
//
// No I/O: errors are values with catalogue codes ("swiss.*") or libmovement's own words.
#include <optional>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/movement/teams.hpp"
#include "bandeja/ranking/teams.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

struct SwissDraw {
  int round = 0;                                   // the round drawn
  std::vector<movement::Match> matches;            // teams: match k at tables 2k-1 and 2k; pairs: at table k
  std::optional<int> bye;                          // the team or pair that sits out (an odd number)
  std::vector<ranking::TeamStanding> standings;    // a Swiss teams: the standings it was drawn from, by place
  std::vector<formats::Standing> pair_standings;   // a Swiss pairs: the same, as `rank` gives them
  std::vector<db::Team> teams;                     // the event's teams, for their names
};

// Draws the next round of the Swiss teams or pairs event `event`. Errors: "swiss.not_swiss" {event, its
// movement} for another kind of event; "swiss.round_not_played" {round, lines missing, event}
// while the last round drawn still lacks results; "swiss.team_pairs" {team} for a team not
// made of pairs tNS and tEW; the ranking's errors; and, when every pairing would repeat a
// match, libmovement's error saying so (nothing is drawn).
Result<SwissDraw> swiss_next(db::Store& store, const db::EventInfo& event, Lang lang);

}  // namespace bandeja::director
