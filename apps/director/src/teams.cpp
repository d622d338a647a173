#include "bandeja/director/teams.hpp"

#include <algorithm>

namespace bandeja::director {

std::optional<std::string> conventional_team_of(const std::string& pair) {
  if (pair.size() > 2) {
    const auto tail = pair.substr(pair.size() - 2);
    if (tail == "NS" || tail == "EW") return pair.substr(0, pair.size() - 2);
  }
  return std::nullopt;
}

std::optional<std::vector<db::Team>> conventional_teams(const std::vector<db::Pair>& pairs) {
  std::vector<db::Team> out;
  for (const auto& p : pairs) {
    auto t = conventional_team_of(p.id);
    if (!t) return std::nullopt;
    auto it = std::find_if(out.begin(), out.end(), [&](const db::Team& x) { return x.id == *t; });
    if (it == out.end()) it = out.insert(out.end(), db::Team{*t, "", {}});
    it->pairs.push_back(p.id);
  }
  // NS pair first, then EW, whatever order the pairs were stored in.
  for (auto& t : out)
    std::stable_sort(t.pairs.begin(), t.pairs.end(), [](const auto& a, const auto& b) {
      return a.ends_with("NS") && !b.ends_with("NS");
    });
  return out;
}

bool is_teams_event(const std::string& scoring, const std::string& movement_type) {
  return scoring == "bam" || scoring == "imps" || movement_type == "teams" || movement_type == "whist" ||
         movement_type == "swiss";
}

bool is_teams_event(const db::EventInfo& info) { return is_teams_event(info.scoring, info.movement_type); }

std::optional<std::vector<db::Team>> teams_of(const std::vector<db::Team>& teams, const std::vector<db::Pair>& pairs) {
  if (!teams.empty()) return teams;
  return conventional_teams(pairs);
}

std::optional<std::vector<db::Team>> teams_of(const db::Event& event) { return teams_of(event.teams, event.pairs); }

std::string team_players(const db::Team& team, const std::vector<db::Pair>& pairs) {
  std::string out;
  for (const auto& id : team.pairs) {
    auto p = std::find_if(pairs.begin(), pairs.end(), [&](const db::Pair& x) { return x.id == id; });
    if (p == pairs.end() || p->names().empty()) continue;
    out += (out.empty() ? "" : " / ") + p->names();
  }
  return out;
}

std::string players_with_ids(const db::Pair& pair) {
  std::string out;
  for (const auto& pl : pair.players) {
    if (!out.empty()) out += " \u2013 ";
    out += pl.name;
    if (pl.national_id && !pl.national_id->empty()) out += " (" + *pl.national_id + ")";
  }
  return out.empty() ? "-" : out;
}

std::vector<db::Player> renamed_players(const std::vector<db::Player>& old,
                                        const std::vector<std::string>& names,
                                        const std::vector<std::string>& ids) {
  std::vector<db::Player> out;
  for (size_t k = 0; k < names.size(); ++k) {
    if (names[k].empty()) continue;
    db::Player pl{names[k], std::nullopt};
    if (k < ids.size()) {
      if (!ids[k].empty()) pl.national_id = ids[k];
    } else if (k < old.size() && old[k].name == names[k]) {
      pl.national_id = old[k].national_id;
    }
    out.push_back(std::move(pl));
  }
  return out;
}

std::string typed(const std::string& name) {
  return name.find_first_of(" \t'") == std::string::npos ? name : "\"" + name + "\"";
}

}  // namespace bandeja::director
