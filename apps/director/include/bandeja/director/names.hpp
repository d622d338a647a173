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
// a control character (a line end, a tab, a NUL) or a direction override (U+202E and its kin). `field` is the field at fault ("name").
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

// YYYY-MM-DD naming a day that exists (2026-02-29 does not; 2028-02-29 does): the dates of
// events and sessions.
bool is_calendar_date(const std::string& date);

// How names are found (events, sessions): a name as typed is trimmed of spaces at both ends
// before it is stored or looked up; two names are "alike" when they differ only in capitals,
// accents (á, Ñ, ü: Latin-1 letters) or runs of spaces, and a new name alike an existing one is
// refused. `trimmed` and `name_key` (the form compared) are those rules.
std::string trimmed(std::string_view name);
std::string name_key(std::string_view name);

// The names of `names` a director who typed `typed` most likely meant, best first, at most
// `most`: alike names, then those within a few typing slips (edit distance up to a quarter of
// the name, at least 1), then those that hold what was typed (3 letters or more). For "did you
// mean".
std::vector<std::string> similar_names(std::string_view typed, const std::vector<std::string>& names, size_t most = 3);

// `#12` (an id always) or `12` (digits: an id when no name is 12): the id, or nothing.
// `marked` is set when the text began with '#'.
std::optional<long long> typed_id(std::string_view text, bool* marked = nullptr);

// What `which` names among `items` (id, name), by the rules above: the item of exactly that
// name (trimmed); else the id `#12`, or `12` when no item is named 12. When none, `typed` is
// what was looked for, `no_id` says a `#12` named no id, and `similar` lists the names most
// like it as they must be typed ("Martes, \"Club Mitchell\""), or is empty.
struct NameLookup {
  std::optional<size_t> found;  // index into items
  std::string typed;
  bool no_id = false;
  std::string similar;
};
NameLookup look_up_name(std::string_view which, const std::vector<std::pair<long long, std::string>>& items);

// The item of `all` (events, sessions: anything with an id and a name) that `which` names, or
// the error of `domain` ("event": event.no_id, event.not_found_similar, event.not_found) naming
// what was looked for and the event file `file`.
template <class Info>
Result<Info> find_by_name(const std::vector<Info>& all, std::string_view which, const std::string& domain,
                          const std::string& file) {
  std::vector<std::pair<long long, std::string>> items;
  for (const auto& x : all) items.emplace_back(x.id, x.name);
  const NameLookup l = look_up_name(which, items);
  if (l.found) return all[*l.found];
  if (l.no_id) return std::unexpected(error_code(domain + ".no_id", domain, {l.typed, file}));
  if (!l.similar.empty()) return std::unexpected(error_code(domain + ".not_found_similar", domain, {l.typed, file, l.similar}));
  return std::unexpected(error_code(domain + ".not_found", domain, {l.typed, file}));
}

}  // namespace bandeja::director
