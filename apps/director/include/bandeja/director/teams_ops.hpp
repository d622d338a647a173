#pragma once
// Naming the teams of a teams event: a team's name, the pairs that play for it and their
// players, one team at a time or from a teams CSV (team,name[,player1..player4], or a header
// naming the columns team, name, pairs, player1..; Spanish words too). Every change is checked
// (a pairs event has no teams, the team and its pairs exist, a pair plays for one team once
// every change is made) and all are stored in one transaction, or none. Errors are values with
// catalogue codes ("teams.*"); a file's errors name their line and column.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// "3NS,3EW", "3NS 3EW", "3NS/3EW" or "3NS+3EW" -> {"3NS", "3EW"}.
std::vector<std::string> pair_list(std::string_view text);

// The teams of a teams event (its rows, or the convention's; empty when neither gives any),
// or "teams.pairs_event" for a pairs event that has no team rows.
Result<std::vector<db::Team>> event_teams(const db::Store& store, const db::EventInfo& event);

// One change asked for: from the command line (line 0) or a line of a teams file.
struct TeamChange {
  int line = 0;
  std::string team;
  std::optional<std::string> name;
  std::optional<std::vector<std::string>> pairs;
  std::vector<std::string> players;  // two a pair in the team's pair order; empty: unchanged
  std::string pairs_column = "pairs";      // the field named by an error about the pairs
  std::string players_column = "players";  // ... about the players
};

// Applies the changes in one transaction, or none of them and every error. A team not yet
// stored is added when it is given pairs. Returns the changed teams as stored, in the event's
// order.
std::expected<std::vector<db::Team>, Errors> change_teams(db::Store& store, const db::EventInfo& event,
                                                          const std::vector<TeamChange>& changes);

// One team named and/or given pairs (`pairs` as the director types them: "3NS,3EW"). Returns
// the team as stored.
Result<db::Team> name_team(db::Store& store, const db::EventInfo& event, const std::string& team,
                           const std::optional<std::string>& name, const std::optional<std::string>& pairs);

// A teams CSV: every line checked, then every change; all stored in one transaction, or none
// and every error. Returns how many teams were named.
std::expected<size_t, Errors> teams_from_csv(db::Store& store, const db::EventInfo& event, std::string_view text);

}  // namespace bandeja::director
