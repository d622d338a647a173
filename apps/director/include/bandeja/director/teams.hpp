#pragma once
// The teams of a stored event. Events created with a teams movement or a teams scoring have
// team rows (schema 3); events stored before, or imported from travellers, have none and fall
// back on the teams movements' convention: team N is pairs "N NS" and "N EW" (libmovement
// teams.hpp). Every command that shows or ranks teams goes through here.
#include <optional>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/present/rank_render.hpp"

namespace bandeja::director {

// "3" for "3NS" or "3EW"; nullopt for any other pair id.
std::optional<std::string> conventional_team_of(const std::string& pair);

// Teams by the convention, in the order their first pair comes: nullopt when some pair id is
// not N NS / N EW (a Howell's "7", a Rainbow's "N+S").
std::optional<std::vector<db::Team>> conventional_teams(const std::vector<db::Pair>& pairs);

// An event is a teams event when it is scored as teams (bam, imps) or plays a teams movement
// (teams, whist).
bool is_teams_event(const db::EventInfo& info);
bool is_teams_event(const std::string& scoring, const std::string& movement_type);

// The event's teams: its team rows when it has any, else the convention (nullopt when the
// pairs do not follow it either).
std::optional<std::vector<db::Team>> teams_of(const db::Event& event);
// The same from the event's team rows and pairs alone (no need to load its results).
std::optional<std::vector<db::Team>> teams_of(const std::vector<db::Team>& teams, const std::vector<db::Pair>& pairs);

// The players of a team, pair by pair: "Ana – Luis / Eva – Juan" ("" when none is named).
std::string team_players(const db::Team& team, const std::vector<db::Pair>& pairs);

// A pair's players with their national ids, as listings show them:
// "Ana García (12345) – Luis Pérez", or "-" when the pair is not named.
std::string players_with_ids(const db::Pair& pair);

// Players of a pair renamed: player k is names[k] with ids[k] when ids has an entry k ("" for
// none); past the ids given, a player whose name is unchanged at the same seat keeps the id
// already stored. Empty names are dropped.
std::vector<db::Player> renamed_players(const std::vector<db::Player>& old,
                                        const std::vector<std::string>& names,
                                        const std::vector<std::string>& ids);

// An event name as the director would type it in a command: quoted when it has a space.
std::string typed(const std::string& name);

// What a ranking shows for a team: "García (Ana – Luis / Eva – Juan)", "García", or the
// players alone when it has no name (the presentation layer's, present/rank_render.hpp).
using present::team_display;

}  // namespace bandeja::director
