#pragma once
// What a name may be before it is stored, for every way in: a player's, a team's, an event's or
// a session's name, typed at the desk, sent from the console, or read from a CSV, PBN or USEBIO
// file. Checked here, in the director's words, so that the event file's own rules (SQLite's
// CHECK constraints) never have to refuse one.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::director {

// Why `name` cannot be stored, or nothing: longer than limits::kNameBytes, not UTF-8, or holding
// a control character (a line end, a tab, a NUL). `field` is the field at fault ("name").
std::optional<Error> name_problem(std::string_view name, std::string field = "name");

// The same for an event's or a session's name, which must also hold something besides spaces.
std::optional<Error> title_problem(std::string_view name, std::string field);

// The same for an id (a pair's, a team's, a player's national id), which must also hold
// something and be at most limits::kIdBytes.
std::optional<Error> id_problem(std::string_view id, std::string field = "id");

// Why a pair's players, in seat order, cannot be stored: a blank player before a named one
// (the next would take its seat), more than limits::kPlayersPerPair, or a name_problem; nothing
// when they can. Blank names at the end are no players. `at`, when given, is set to the index
// (0-based) of the player at fault, so that a file's reader can name that player's column.
std::optional<Error> players_problem(const std::vector<std::string>& names, std::string field = "name",
                                     size_t* at = nullptr);

}  // namespace bandeja::director
