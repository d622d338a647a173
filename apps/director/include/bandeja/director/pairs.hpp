#pragma once
// Seating pairs: naming a pair's players with their national ids, one pair at a time or from a
// pairs CSV (pair,name1,name2 a line; a header row may add national id columns id1, id2).
// Errors are values with catalogue codes ("pairs.*"); a file's errors name line and column.
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// National ids as the director gives them: --id repeated, or --ids A,B (not both); each
// trimmed and checked (letters, digits and - . / only; "" for a player without one).
Result<std::vector<std::string>> national_ids(std::vector<std::string> repeated, const std::string& list);

// Names pair `pair` of the event. With names: player k is names[k] with ids[k] (a player whose
// name is unchanged keeps the id stored when no ids are given). With ids alone: player k is the
// one the players' register (players.hpp) has for ids[k]; an id the register does not have
// is given to the player already seated there ("pairs.id_not_in_register" when none is).
// Returns the pair as stored. `members`: where the players' register is (nullptr: the event
// file's own; a shared register file, `--players FILE`).
Result<db::Pair> name_pair(db::Store& store, const db::EventInfo& event, const std::string& pair,
                           const std::vector<std::string>& names, const std::vector<std::string>& ids,
                           const db::Store* members = nullptr);

// A pairs CSV: every line checked; all stored in one transaction, or none and every error. A
// player given by national id with no name takes the players' register's name for it.
// Returns how many pairs were named.
std::expected<size_t, Errors> name_pairs_from_csv(db::Store& store, const db::EventInfo& event,
                                                  std::string_view text, const db::Store* members = nullptr);

}  // namespace bandeja::director
