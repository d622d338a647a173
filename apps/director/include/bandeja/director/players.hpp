#pragma once
// The players' register kept in the event file (db::Member): who a national id is. Filled from
// a federation's list of members (a CSV whose header names its columns, in English or Spanish,
// as federations write them) or one player at a time; read when a pair is named by its
// players' ids alone (pairs.hpp: name_pair, name_pairs_from_csv) and for a player's history of
// events and places.
//
// No I/O: the caller reads the file. Errors are values with catalogue codes ("members.*");
// a file's errors name its line and column, and a file with any error stores nothing.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// A federation's list as a CSV. The first line names the columns:
//   the id: "national id", "id", "member number", "licence", "licencia", "número", "federado" ...
//   the name: "name", "nombre", "player", "jugador"; or given name and surname in two columns
//     ("first name"/"forename" and "surname"/"last name"; "nombre" and "apellidos"), joined as
//     "Given Surname";
//   the club: "club", "club name" (optional).
// Any other column (category, masterpoints, e-mail) is left alone. A file without a header is
// read as id, name[, club]. A blank line is skipped; a line with an id but no name, an id that
// is not an id (letters, digits and - . / only), or an id given twice with another name is an
// error naming its line and column. `source` (the file's name) is kept with each member.
std::expected<db::Store::MembersStored, Errors> import_members_csv(db::Store& store, std::string_view text,
                                                                   const std::string& source);

// One member typed by the director (`bandeja players add ID NAME --club C`): added, or its name
// and club replaced.
Result<db::Member> add_member(db::Store& store, const std::string& national_id, const std::string& name,
                              const std::string& club);

// The register's members whose name, id or club holds `query` ("" for all), by name; capitals,
// accents and runs of spaces do not matter ("garcia" finds "García").
std::vector<db::Member> find_members(const db::Store& store, const std::string& query);

// One event a player played in, with how the pair did there.
struct Appearance {
  db::EventInfo event;
  std::string pair;                // the pair's id in the event, "3NS"
  std::string partners;            // the other players of the pair (or team), "Luis Pérez"
  std::string place;               // "1", "4=", or "" when the event is not ranked
  std::optional<double> percent;   // matchpoints: the pair's percentage
  std::optional<double> total;     // matchpoints, IMPs, VPs or board points
  std::string unit;                // "mp", "imps", "vp", "bp": what `total` counts
  size_t entrants = 0;             // how many were ranked with it (its field, or the teams)
  bool provisional = false;        // results still to come
  std::optional<Error> not_ranked; // why the event could not be ranked, when it could not
};

struct History {
  std::string national_id;
  std::optional<db::Member> member;   // the register's entry, when it has one
  std::string name;                   // as last seated when the register has none
  std::vector<Appearance> events;     // oldest first
};

// Every event of the file the player with this national id played in, each ranked as
// `bandeja rank` ranks it. "members.unknown" {id} when the id is neither in the register nor
// seated in any event.
// `members`: where the players' register is (nullptr: the event file's own).
Result<History> player_history(const db::Store& store, const std::string& national_id,
                               const db::Store* members = nullptr);

}  // namespace bandeja::director
