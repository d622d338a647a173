#include "bandeja/director/pairs.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <sstream>

#include "bandeja/director/names.hpp"
#include "bandeja/director/pair_ids.hpp"
#include "bandeja/director/roster_csv.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/teams.hpp"

namespace bandeja::director {

namespace {

// One header column of a pairs CSV: a national id column ("id1", "national_id_2",
// "id_nacional_1", "id") gives the player number it is for (0: the next one).
std::optional<int> id_column(const std::string& header) {
  const std::string k = header_key(header);
  for (std::string prefix : {"nationalid", "idnacional", "id"}) {
    if (!k.starts_with(prefix)) continue;
    const std::string rest = k.substr(prefix.size());
    if (rest.empty()) return 0;
    if (rest.size() <= 2 && std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
        std::stoi(rest) > 0)
      return std::stoi(rest);
  }
  return std::nullopt;
}

std::string pair_list(const std::vector<db::Pair>& pairs) {
  std::string s;
  for (const auto& p : pairs) s += (s.empty() ? "" : " ") + p.id;
  return s;
}

}  // namespace

Result<std::vector<std::string>> national_ids(std::vector<std::string> ids, const std::string& list) {
  if (!ids.empty() && !list.empty()) return fail_code("pairs.id_and_ids", "ids");
  if (!list.empty()) {
    std::istringstream in(list);
    for (std::string x; std::getline(in, x, ',');) ids.push_back(x);
    if (list.back() == ',') ids.push_back("");
  }
  for (size_t k = 0; k < ids.size(); ++k) {
    std::string v;
    if (!clean_national_id(ids[k], v))
      return fail_code("pairs.bad_national_id_of_player", "ids", {std::to_string(k + 1), ids[k]});
    ids[k] = v;
  }
  return ids;
}

Result<db::Pair> name_pair(db::Store& store, const db::EventInfo& event, const std::string& pair,
                           const std::vector<std::string>& names, const std::vector<std::string>& given_ids,
                           const db::Store* members) {
  const db::Store& reg = members ? *members : store;
  const auto pairs = store.pairs(event.id);
  const auto id = find_pair_id(pairs, pair);  // "3eo" is 3EW
  auto it = std::find_if(pairs.begin(), pairs.end(), [&](const db::Pair& p) { return id && p.id == *id; });
  if (it == pairs.end()) return fail_code("pairs.not_in_event", "pair", {pair, pair_list(pairs)});
  db::Pair p = *it;
  std::vector<std::string> ids = given_ids;
  if (names.empty() && !ids.empty()) {
    // Ids alone: each player's name from the players' register; a player the register does not
    // have keeps the name already seated (and takes the id).
    std::vector<std::string> seated;
    for (const auto& pl : p.players) seated.push_back(pl.name);
    std::vector<std::string> named = seated;
    if (named.size() < ids.size()) named.resize(ids.size());
    for (size_t k = 0; k < ids.size(); ++k) {
      std::optional<db::Member> m;
      if (!ids[k].empty()) {
        auto found = guarded([&] { return reg.member(ids[k]); });
        if (!found) return std::unexpected(found.error());
        m = std::move(*found);
      }
      if (m) {
        named[k] = m->name;
      } else if (k >= seated.size()) {
        if (ids[k].empty())
          return fail_code("pairs.ids_for_unnamed", "ids",
                           {std::to_string(ids.size()), p.id, std::to_string(p.players.size()), typed(event.name)});
        return fail_code("pairs.id_not_in_register", "ids", {std::to_string(k + 1), p.id, ids[k], typed(event.name)});
      }
    }
    if (auto bad = players_problem(named)) return std::unexpected(std::move(*bad));
    std::vector<std::string> all_ids = ids;
    // A seated player beyond the ids given keeps the id stored.
    for (size_t k = ids.size(); k < p.players.size(); ++k) all_ids.push_back(p.players[k].national_id.value_or(""));
    p.players = renamed_players(p.players, named, all_ids);
  } else {
    if (auto bad = players_problem(names)) return std::unexpected(std::move(*bad));
    if (ids.size() > names.size())
      return fail_code("pairs.more_ids_than_names", "ids", {std::to_string(ids.size()), std::to_string(names.size())});
    for (size_t k = 0; k < ids.size(); ++k)
      if (!ids[k].empty() && names[k].empty()) return fail_code("pairs.id_without_name", "ids", {std::to_string(k + 1)});
    if (!ids.empty()) ids.resize(names.size());
    p.players = renamed_players(p.players, names, ids);
  }
  auto done = guarded([&] { store.put_pair(event.id, p); });
  if (!done) return std::unexpected(done.error());
  for (const auto& x : store.pairs(event.id))
    if (x.id == p.id) return x;
  return p;
}

std::expected<size_t, Errors> name_pairs_from_csv(db::Store& store, const db::EventInfo& event,
                                                  std::string_view text, const db::Store* members) {
  const db::Store& reg = members ? *members : store;
  auto read = read_roster_csv(text);
  if (!read) return std::unexpected(Errors{read.error()});
  const auto& records = *read;
  std::map<std::string, db::Pair> by_id;
  for (const auto& p : store.pairs(event.id)) by_id[p.id] = p;
  Errors errors;
  size_t first = 0;
  std::vector<std::string> headers;
  std::vector<int> name_of_col, id_of_col;  // per column: player number (1-based) or 0
  if (!records.empty() && records[0].fault != formats::CsvFault::none)
    return std::unexpected(Errors{*formats::csv_fault_error(records[0])});
  if (!records.empty() && !records[0].fields.empty()) {
    const auto k0 = header_key(records[0].fields[0]);
    if (k0 == "pair" || k0 == "pareja") {
      first = 1;
      headers = records[0].fields;
      int names = 0, next_id = 0;
      for (size_t c = 0; c < headers.size(); ++c) {
        name_of_col.push_back(0);
        id_of_col.push_back(0);
        const auto k = header_key(headers[c]);
        if (c == 0) continue;
        if (k == "pair" || k == "pareja") {
          errors.push_back(at_cell(records[0].line, headers[c], error_code("pairs.second_pair_column", "")));
        } else if (auto n = id_column(headers[c])) {
          id_of_col[c] = *n ? *n : ++next_id;
        } else if (!headers[c].empty() && (k.starts_with("id") || k.starts_with("national"))) {
          errors.push_back(at_cell(records[0].line, headers[c], error_code("pairs.unknown_id_column", "")));
        } else {
          name_of_col[c] = ++names;
        }
      }
    }
  }
  auto column_name = [&](size_t c, int player) {
    if (c < headers.size() && !headers[c].empty()) return headers[c];
    return "id" + std::to_string(player);
  };
  const bool has_id_cols = std::any_of(id_of_col.begin(), id_of_col.end(), [](int x) { return x > 0; });
  std::vector<db::Pair> todo;
  std::map<std::string, int> seen;
  for (size_t i = first; i < records.size(); ++i) {
    const auto& r = records[i];
    const auto& f = r.fields;
    const std::string pair_header = headers.empty() ? "pair" : headers[0];
    if (auto fault = formats::csv_fault_error(r)) {
      errors.push_back(std::move(*fault));
      continue;
    }
    if (f.empty() || f[0].empty()) {
      errors.push_back(at_cell(r.line, pair_header, error_code("pairs.pair_id_missing", "")));
      continue;
    }
    const std::string id = event_pair_id(by_id, f[0]);
    if (!by_id.contains(id)) {
      errors.push_back(at_cell(r.line, pair_header, error_code("pairs.not_in_this_event", "", {id})));
      continue;
    }
    if (auto s = seen.find(id); s != seen.end()) {
      errors.push_back(at_cell(r.line, pair_header, error_code("pairs.again", "", {id, std::to_string(s->second)})));
      continue;
    }
    seen[id] = r.line;
    if (!headers.empty() && f.size() > headers.size()) {
      errors.push_back(at_cell(r.line, std::to_string(headers.size() + 1), error_code("file.more_fields_than_header", "")));
      continue;
    }
    std::vector<std::string> names, pids;
    std::vector<size_t> id_col_of;  // player -> column of its id
    bool ok = true;
    for (size_t c = 1; c < f.size(); ++c) {
      const int nm = headers.empty() ? int(c) : name_of_col[c];
      const int pl = headers.empty() ? 0 : id_of_col[c];
      if (nm) {
        if (names.size() < size_t(nm)) names.resize(size_t(nm));
        names[size_t(nm - 1)] = f[c];
      } else if (pl) {
        std::string v;
        if (!clean_national_id(f[c], v)) {
          errors.push_back(at_cell(r.line, column_name(c, pl), error_code("pairs.bad_national_id", "", {f[c]})));
          ok = false;
          continue;
        }
        if (pids.size() < size_t(pl)) pids.resize(size_t(pl)), id_col_of.resize(size_t(pl));
        pids[size_t(pl - 1)] = v;
        id_col_of[size_t(pl - 1)] = c;
      }
    }
    // A player given by id alone takes the name the players' register has for it (its column
    // is then the id's).
    std::vector<size_t> from_register;
    for (size_t k = 0; k < pids.size(); ++k)
      if (!pids[k].empty() && (k >= names.size() || trimmed(names[k]).empty())) {
        auto m = guarded([&] { return reg.member(pids[k]); });
        if (!m) return std::unexpected(Errors{m.error()});
        if (!*m) continue;
        if (names.size() <= k) names.resize(k + 1);
        names[k] = (*m)->name;
        from_register.push_back(k);
      }
    std::vector<size_t> name_col_of(names.size());  // player -> column of its name
    for (size_t c = 1; c < f.size(); ++c) {
      const int nm = headers.empty() ? int(c) : name_of_col[c];
      if (nm) name_col_of[size_t(nm - 1)] = c;
    }
    for (size_t k : from_register) name_col_of[k] = id_col_of[k];
    auto name_column = [&](size_t k) {
      const size_t c = name_col_of[k];
      return c < headers.size() && !headers[c].empty() ? headers[c] : std::to_string(c + 1);
    };
    size_t player = 0;  // the player at fault: named by its column
    if (auto bad = players_problem(names, "name", &player)) {
      errors.push_back(at_cell(r.line, name_column(player), std::move(*bad)));
      continue;
    }
    for (size_t k = 0; k < pids.size(); ++k)
      if (!pids[k].empty() && (k >= names.size() || names[k].empty())) {
        errors.push_back(at_cell(r.line, column_name(id_col_of[k], int(k + 1)),
                            error_code("pairs.id_without_name", "", {std::to_string(k + 1)})));
        ok = false;
      }
    if (!ok) continue;
    db::Pair p = by_id[id];
    // Without id columns the ids already stored stay with unchanged names.
    if (has_id_cols) pids.resize(std::max(pids.size(), names.size()));
    p.players = renamed_players(p.players, names, pids);
    todo.push_back(std::move(p));
  }
  if (!errors.empty()) return std::unexpected(std::move(errors));
  auto done = guarded([&] {
    db::Store::Batch batch(store);
    for (const auto& p : todo) store.put_pair(event.id, p);
    batch.commit();
  });
  if (!done) return std::unexpected(Errors{done.error()});
  return todo.size();
}

}  // namespace bandeja::director
