#include "bandeja/director/teams_ops.hpp"

#include "bandeja/director/names.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "bandeja/director/pair_ids.hpp"
#include "bandeja/director/roster_csv.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/teams.hpp"

namespace bandeja::director {

namespace {

std::string joined(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : sep) + x;
  return out;
}

bool has_teams(const db::Event& event) { return !event.teams.empty() || is_teams_event(event.info); }

Error pairs_event(const db::EventInfo& info) {
  return error_code("teams.pairs_event", "event", {info.name, info.scoring});
}

}  // namespace

std::vector<std::string> pair_list(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) out.push_back(cur);
    cur.clear();
  };
  for (char c : text) {
    if (c == ',' || c == ' ' || c == '/' || c == '+' || c == ';' || c == '\t') flush();
    else cur += c;
  }
  flush();
  return out;
}

Result<std::vector<db::Team>> event_teams(const db::Store& store, const db::EventInfo& info) {
  const db::Event event = store.load(info.id);
  if (!has_teams(event)) return std::unexpected(pairs_event(info));
  if (auto t = teams_of(event)) return *t;
  return std::vector<db::Team>{};
}

std::expected<std::vector<db::Team>, Errors> change_teams(db::Store& store, const db::EventInfo& info,
                                                          const std::vector<TeamChange>& changes) {
  const db::Event event = store.load(info.id);
  if (!has_teams(event)) return std::unexpected(Errors{pairs_event(info)});
  const bool stored = !event.teams.empty();
  std::vector<db::Team> teams;
  if (auto t = teams_of(event)) teams = *t;

  std::vector<std::string> team_ids, pair_ids;
  for (const auto& t : teams) team_ids.push_back(t.id);
  for (const auto& p : event.pairs) pair_ids.push_back(p.id);
  const std::string team_text = team_ids.empty() ? "-" : joined(team_ids, " ");
  const std::string pair_text = joined(pair_ids, " ");

  Errors errors;
  std::map<std::string, const db::Pair*> pair_by_id;
  for (const auto& p : event.pairs) pair_by_id[p.id] = &p;
  auto final_teams = teams;
  std::map<std::string, int> line_of_team;
  std::set<std::string> changed, repaired;  // teams changed / whose pairs were given anew
  for (const auto& c : changes) {
    if (auto seen = line_of_team.find(c.team); seen != line_of_team.end()) {
      errors.push_back(at_cell(c.line, "team", error_code("teams.already_on_line", "", {c.team, std::to_string(seen->second)})));
      continue;
    }
    line_of_team[c.team] = c.line;
    auto it = std::find_if(final_teams.begin(), final_teams.end(), [&](const db::Team& t) { return t.id == c.team; });
    if (it == final_teams.end()) {
      if (!c.pairs) {
        errors.push_back(at_cell(c.line, "team", error_code("teams.not_found", "", {c.team, team_text})));
        continue;
      }
      it = final_teams.insert(final_teams.end(), db::Team{c.team, "", {}});
    }
    changed.insert(c.team);
    if (c.name) it->name = *c.name;
    if (c.pairs) {
      bool ok = true;
      std::vector<std::string> given;  // `3ns` is the event's 3NS
      for (const auto& p : *c.pairs) given.push_back(event_pair_id(pair_by_id, p));
      std::set<std::string> mine;
      if (given.empty()) {
        errors.push_back(at_cell(c.line, c.pairs_column, error_code("teams.no_pairs", "")));
        ok = false;
      }
      for (const auto& p : given) {
        if (!pair_by_id.contains(p)) {
          errors.push_back(at_cell(c.line, c.pairs_column, error_code("pairs.not_in_event", "", {p, pair_text})));
          ok = false;
        } else if (!mine.insert(p).second) {
          errors.push_back(at_cell(c.line, c.pairs_column, error_code("teams.pair_twice", "", {p})));
          ok = false;
        }
      }
      if (ok) it->pairs = given, repaired.insert(c.team);
    }
    if (c.name)
      if (auto bad = name_problem(*c.name)) errors.push_back(at_cell(c.line, "name", std::move(*bad)));
    for (size_t k = 0; 2 * k < c.players.size(); ++k) {
      std::vector<std::string> names{c.players[2 * k], 2 * k + 1 < c.players.size() ? c.players[2 * k + 1] : ""};
      if (names[0].empty() && names[1].empty()) continue;
      if (auto bad = players_problem(names)) errors.push_back(at_cell(c.line, c.players_column, std::move(*bad)));
    }
    if (!c.players.empty() && c.players.size() > 2 * it->pairs.size())
      errors.push_back(at_cell(c.line, c.players_column,
                          error_code("teams.too_many_players", "",
                                     {std::to_string(c.players.size()), c.team, std::to_string(it->pairs.size())})));
  }
  // A pair plays for one team, once every change is made.
  std::map<std::string, std::string> team_of_pair;
  for (const auto& t : final_teams)
    for (const auto& p : t.pairs) {
      auto [seen, fresh] = team_of_pair.emplace(p, t.id);
      if (fresh) continue;
      // Name the change that made the clash: the team given this pair anew.
      const std::string& culprit = repaired.contains(t.id) ? t.id : seen->second;
      const std::string& other = culprit == t.id ? seen->second : t.id;
      auto c = std::find_if(changes.begin(), changes.end(), [&](const TeamChange& x) { return x.team == culprit; });
      const int line = c == changes.end() ? 0 : c->line;
      const std::string column = c == changes.end() ? "pairs" : c->pairs_column;
      errors.push_back(at_cell(line, column, error_code("teams.pair_in_two_teams", "", {p, other, typed(info.name)})));
    }
  if (!errors.empty()) return std::unexpected(std::move(errors));

  auto done = guarded([&] {
    db::Store::Batch batch(store);
    // An event without team rows (stored before schema 3) gets its teams first, as the
    // convention made them, so that every team keeps its place.
    if (!stored)
      for (const auto& t : teams) store.put_team(info.id, t);
    // Free the pairs of every changed team before any takes new ones (swaps in one file).
    for (const auto& t : final_teams)
      if (changed.contains(t.id)) store.put_team(info.id, db::Team{t.id, t.name, {}});
    for (const auto& t : final_teams)
      if (changed.contains(t.id)) store.put_team(info.id, t);
    for (const auto& c : changes) {
      if (c.players.empty()) continue;
      const auto& t = *std::find_if(final_teams.begin(), final_teams.end(), [&](const db::Team& x) { return x.id == c.team; });
      for (size_t k = 0; k < t.pairs.size() && 2 * k < c.players.size(); ++k) {
        std::vector<std::string> names{c.players[2 * k], 2 * k + 1 < c.players.size() ? c.players[2 * k + 1] : ""};
        if (names[0].empty() && names[1].empty()) continue;
        db::Pair p = *pair_by_id[t.pairs[k]];
        p.players = renamed_players(p.players, names, {});
        store.put_pair(info.id, p);
      }
    }
    batch.commit();
  });
  if (!done) return std::unexpected(Errors{done.error()});
  std::vector<db::Team> out;
  for (const auto& t : store.load(info.id).teams)
    if (changed.contains(t.id)) out.push_back(t);
  return out;
}

Result<db::Team> name_team(db::Store& store, const db::EventInfo& event, const std::string& team,
                           const std::optional<std::string>& name, const std::optional<std::string>& pairs) {
  TeamChange c;
  c.team = team;
  c.name = name;
  if (pairs) c.pairs = pair_list(*pairs);
  auto done = change_teams(store, event, {c});
  if (!done) return std::unexpected(done.error().front());
  if (done->empty()) return fail_code("teams.not_found", "team", {team, "-"});  // not reached: a change is stored
  return done->front();
}

// The teams CSV: team,name[,player1,player2,player3,player4]; or a header row naming the
// columns: team (equipo), name (nombre), pairs (parejas: "3NS 3EW"), player1.. (jugador1..).
std::expected<size_t, Errors> teams_from_csv(db::Store& store, const db::EventInfo& event, std::string_view text) {
  {
    // A pairs event is refused before its file is read.
    auto teams = event_teams(store, event);
    if (!teams) return std::unexpected(Errors{teams.error()});
  }
  auto read = read_roster_csv(text);
  if (!read) return std::unexpected(Errors{read.error()});
  const auto& records = *read;
  std::vector<TeamChange> changes;
  Errors errors;
  enum class Col { Team, Name, Pairs, Player, Ignore };
  std::vector<Col> cols;
  std::vector<std::string> headers;
  size_t first = 0;
  if (!records.empty() && records[0].fault != formats::CsvFault::none)
    return std::unexpected(Errors{*formats::csv_fault_error(records[0])});
  if (!records.empty() && !records[0].fields.empty()) {
    const auto k0 = header_key(records[0].fields[0]);
    if (k0 == "team" || k0 == "equipo") {
      first = 1;
      headers = records[0].fields;
      std::set<Col> seen;
      for (const auto& h : headers) {
        const auto k = header_key(h);
        Col c = Col::Ignore;
        if (k == "team" || k == "equipo") c = Col::Team;
        else if (k == "name" || k == "nombre" || k == "teamname" || k == "nombreequipo") c = Col::Name;
        else if (k == "pairs" || k == "parejas") c = Col::Pairs;
        else if (k.starts_with("player") || k.starts_with("jugador")) c = Col::Player;
        else if (!h.empty()) errors.push_back(at_cell(records[0].line, h, error_code("teams.unknown_column", "")));
        if (c != Col::Player && c != Col::Ignore && !seen.insert(c).second)
          errors.push_back(at_cell(records[0].line, h, error_code("teams.second_column", "")));
        cols.push_back(c);
      }
    }
  }
  auto col_of = [&](size_t i) {
    if (!headers.empty()) return i < cols.size() ? cols[i] : Col::Ignore;
    return i == 0 ? Col::Team : i == 1 ? Col::Name : Col::Player;
  };
  auto header_of = [&](size_t i, const std::string& fallback) {
    return i < headers.size() && !headers[i].empty() ? headers[i] : fallback;
  };
  for (size_t r = first; r < records.size(); ++r) {
    const auto& rec = records[r];
    if (auto fault = formats::csv_fault_error(rec)) {
      errors.push_back(std::move(*fault));
      continue;
    }
    TeamChange c;
    c.line = rec.line;
    bool any_player = false;
    if (!headers.empty() && rec.fields.size() > headers.size()) {
      errors.push_back(at_cell(rec.line, std::to_string(headers.size() + 1), error_code("file.more_fields_than_header", "")));
      continue;
    }
    for (size_t i = 0; i < rec.fields.size(); ++i) {
      const auto& f = rec.fields[i];
      switch (col_of(i)) {
        case Col::Team: c.team = f; break;
        case Col::Name: c.name = f; break;
        case Col::Pairs:
          c.pairs_column = header_of(i, c.pairs_column);
          if (!f.empty()) c.pairs = pair_list(f);
          break;
        case Col::Player:
          if (!any_player) c.players_column = header_of(i, std::to_string(i + 1));
          any_player = any_player || !f.empty();
          c.players.push_back(f);
          break;
        case Col::Ignore: break;
      }
    }
    if (!any_player) c.players.clear();
    if (c.team.empty()) {
      errors.push_back(at_cell(rec.line, header_of(0, "team"), error_code("teams.team_missing", "")));
      continue;
    }
    changes.push_back(std::move(c));
  }
  if (!errors.empty()) return std::unexpected(std::move(errors));
  if (changes.empty()) return std::unexpected(Errors{error_code("teams.file_empty", "file")});
  auto done = change_teams(store, event, changes);
  if (!done) return std::unexpected(done.error());
  return changes.size();
}

}  // namespace bandeja::director
