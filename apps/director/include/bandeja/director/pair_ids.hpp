#pragma once
// A pair named in a file or typed at the prompt, found among the event's pairs whatever the case
// of its letters: `5ns` is the event's 5NS (spreadsheets and other programs write ids either way),
// and `3EO` its 3EW (East-West as Spanish and French write it): formats::pair_id_key.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bandeja/db/records.hpp"

#include "bandeja/formats/csv.hpp"

namespace bandeja::director {

namespace detail {
inline const std::string& id_of(const std::string& id) { return id; }
template <class T>
const std::string& id_of(const std::pair<const std::string, T>& entry) { return entry.first; }
}  // namespace detail

// `id` when the event has it; else the one id of `ids` (a set of ids, or a map keyed by id) that
// differs from it only in case; else `id` as given, for the caller to refuse as unknown.
template <class Ids>
std::string event_pair_id(const Ids& ids, const std::string& id) {
  if (id.empty() || ids.contains(id)) return id;
  const std::string key = formats::pair_id_key(id);
  const std::string* found = nullptr;
  int matches = 0;
  for (const auto& entry : ids)
    if (formats::pair_id_key(detail::id_of(entry)) == key) found = &detail::id_of(entry), ++matches;
  return matches == 1 ? *found : id;
}

// The id of the event's pair that `typed` names (exactly, else the one pair whose id differs only
// as pair_id_key allows), nullopt when none.
inline std::optional<std::string> find_pair_id(const std::vector<db::Pair>& pairs, const std::string& typed) {
  if (typed.empty()) return std::nullopt;
  const std::string key = formats::pair_id_key(typed);
  std::optional<std::string> found;
  int matches = 0;
  for (const auto& p : pairs) {
    if (p.id == typed) return p.id;
    if (formats::pair_id_key(p.id) == key) found = p.id, ++matches;
  }
  return matches == 1 ? found : std::nullopt;
}

}  // namespace bandeja::director
