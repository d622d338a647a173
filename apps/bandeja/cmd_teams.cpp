// `bandeja teams EVENT`: the teams of a teams event (number, name, pairs, players); name one
// (`teams EVENT 3 --name "García"`), change which pairs play for it (`--pairs 3NS,3EW`), or
// name them all from a CSV (`--file teams.csv`, one transaction: every bad line named, none
// stored). Thin: arguments -> checks (pairs exist, a pair plays for one team) -> db.
#include <algorithm>
#include <iostream>
#include <map>
#include <set>

#include <fmt/core.h>

#include "app.hpp"
#include "bandeja/formats/text_table.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/director/roster_csv.hpp"

namespace bandeja::app {

namespace {

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : sep) + x;
  return out;
}

// "3NS,3EW", "3NS 3EW", "3NS/3EW" or "3NS+3EW" -> {"3NS", "3EW"}.
std::vector<std::string> pair_list(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text + ",") {
    if (c == ',' || c == ' ' || c == '/' || c == '+' || c == ';' || c == '\t') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  return out;
}

// One change asked for: from the command line (line 0) or a line of the file.
struct Change {
  int line = 0;
  std::string team;
  std::optional<std::string> name;
  std::optional<std::vector<std::string>> pairs;
  std::vector<std::string> players;  // names, two a pair in the team's pair order; empty: unchanged
  std::string pairs_column, players_column;  // for messages
};

class Teams {
 public:
  Teams(Context& ctx, const std::string& which)
      : ctx_(ctx), store_(open_store(ctx)), info_(find_event(ctx, store_, which)),
        event_(store_.load(info_.id)) {
    stored_ = !event_.teams.empty();
    if (auto t = teams_of(event_)) teams_ = *t;
  }

  void list() const {
    if (!stored_ && !is_teams_event(info_)) {
      fmt::print("{}\n", not_teams_message());
      return;
    }
    if (teams_.empty()) {
      fmt::print("{}\n", tr(ctx_, "no teams yet: give one its pairs with bandeja teams " + typed(info_.name) +
                                      " 1 --pairs 1NS,1EW",
                            "aún no hay equipos: dé a uno sus parejas con bandeja teams " + typed(info_.name) +
                                " 1 --pairs 1NS,1EW"));
      return;
    }
    std::vector<std::vector<std::string>> rows;
    rows.push_back({tr(ctx_, "Team", "Equipo"), tr(ctx_, "Name", "Nombre"), tr(ctx_, "Pairs", "Parejas"),
                    tr(ctx_, "Players", "Jugadores")});
    for (const auto& t : teams_) rows.push_back(row_of(t));
    std::cout << formats::text_table(rows);
  }

  // Applies the changes in one transaction, or none of them when any is wrong (each error is
  // printed; `source` names the file in the summary).
  void apply(const std::vector<Change>& changes, const std::string& source) {
    if (!stored_ && !is_teams_event(info_)) throw UserError(not_teams_message());
    std::vector<std::string> errors;
    auto where = [&](const Change& c, const std::string& column) {
      if (c.line == 0) return column.starts_with("--") ? column + ": " : std::string();
      return tr(ctx_, "line ", "línea ") + std::to_string(c.line) + tr(ctx_, ", column ", ", columna ") + column + ": ";
    };
    std::map<std::string, const db::Pair*> pair_by_id;
    for (const auto& p : event_.pairs) pair_by_id[p.id] = &p;
    auto final_teams = teams_;
    std::map<std::string, int> line_of_team;
    std::set<std::string> changed, repaired;  // teams changed / whose pairs were given anew
    for (const auto& c : changes) {
      const std::string team_col = tr(ctx_, "team", "equipo");
      if (auto seen = line_of_team.find(c.team); seen != line_of_team.end()) {
        errors.push_back(where(c, team_col) +
                         tr(ctx_, "team " + c.team + " is already on line " + std::to_string(seen->second),
                            "el equipo " + c.team + " ya está en la línea " + std::to_string(seen->second)));
        continue;
      }
      line_of_team[c.team] = c.line;
      auto it = std::find_if(final_teams.begin(), final_teams.end(), [&](const db::Team& t) { return t.id == c.team; });
      if (it == final_teams.end()) {
        if (!c.pairs) {
          errors.push_back(where(c, team_col) + tr(ctx_, "there is no team " + c.team + " (its teams: " + ids() +
                                                              "); to add one give its pairs: --pairs " + c.team + "NS," + c.team + "EW",
                                                          "no hay equipo " + c.team + " (sus equipos: " + ids() +
                                                              "); para añadir uno dé sus parejas: --pairs " + c.team + "NS," + c.team + "EW"));
          continue;
        }
        it = final_teams.insert(final_teams.end(), db::Team{c.team, "", {}});
      }
      changed.insert(c.team);
      if (c.name) it->name = *c.name;
      if (c.pairs) {
        bool ok = true;
        std::set<std::string> mine;
        if (c.pairs->empty()) {
          errors.push_back(where(c, c.pairs_column) + tr(ctx_, "a team needs at least one pair",
                                                                "un equipo necesita al menos una pareja"));
          ok = false;
        }
        for (const auto& p : *c.pairs) {
          if (!pair_by_id.contains(p)) {
            errors.push_back(where(c, c.pairs_column) +
                             tr(ctx_, "pair " + p + " is not in the event (its pairs: " + pair_ids() + ")",
                                "la pareja " + p + " no está en el evento (sus parejas: " + pair_ids() + ")"));
            ok = false;
          } else if (!mine.insert(p).second) {
            errors.push_back(where(c, c.pairs_column) + tr(ctx_, "pair " + p + " is given twice",
                                                                  "la pareja " + p + " aparece dos veces"));
            ok = false;
          }
        }
        if (ok) it->pairs = *c.pairs, repaired.insert(c.team);
      }
      if (!c.players.empty() && c.players.size() > 2 * it->pairs.size())
        errors.push_back(where(c, c.players_column) +
                         tr(ctx_, std::to_string(c.players.size()) + " players for team " + c.team + ", which has " +
                                      std::to_string(it->pairs.size()) + " pair(s): two players a pair",
                            std::to_string(c.players.size()) + " jugadores para el equipo " + c.team + ", que tiene " +
                                std::to_string(it->pairs.size()) + " pareja(s): dos jugadores por pareja"));
    }
    // A pair plays for one team, once every change is made.
    std::map<std::string, std::string> team_of_pair;
    for (const auto& t : final_teams)
      for (const auto& p : t.pairs) {
        auto [at, fresh] = team_of_pair.emplace(p, t.id);
        if (fresh) continue;
        // Name the change that made the clash: the team given this pair anew.
        const std::string& culprit = repaired.contains(t.id) ? t.id : at->second;
        const std::string& other = culprit == t.id ? at->second : t.id;
        const Change& c = *std::find_if(changes.begin(), changes.end(), [&](const Change& x) { return x.team == culprit; });
        errors.push_back(where(c, c.pairs_column.empty() ? tr(ctx_, "pairs", "parejas") : c.pairs_column) +
                         tr(ctx_, "pair " + p + " plays for team " + other +
                                      "; a pair plays for one team (move it in the same file: "
                                      "bandeja teams " + typed(info_.name) + " --file teams.csv)",
                            "la pareja " + p + " juega en el equipo " + other +
                                "; una pareja juega en un solo equipo (muévala en el mismo fichero: "
                                "bandeja teams " + typed(info_.name) + " --file equipos.csv)"));
      }
    if (!errors.empty()) {
      if (source.empty()) throw UserError(errors.front());
      for (const auto& e : errors) std::cerr << "error: " << e << '\n';
      throw UserError(tr(ctx_, "nothing stored: ", "no se guardó nada: ") + std::to_string(errors.size()) +
                      tr(ctx_, " bad line(s) in ", " línea(s) erróneas en ") + source);
    }
    try {
      db::Store::Batch batch(store_);
      // An event without team rows (stored before schema 3) gets its teams first, as the
      // convention made them, so that every team keeps its place.
      if (!stored_)
        for (const auto& t : teams_) store_.put_team(info_.id, t);
      // Free the pairs of every changed team before any takes new ones (swaps in one file).
      for (const auto& t : final_teams)
        if (changed.contains(t.id)) store_.put_team(info_.id, db::Team{t.id, t.name, {}});
      for (const auto& t : final_teams)
        if (changed.contains(t.id)) store_.put_team(info_.id, t);
      for (const auto& c : changes) {
        if (c.players.empty()) continue;
        const auto& t = *std::find_if(final_teams.begin(), final_teams.end(), [&](const db::Team& x) { return x.id == c.team; });
        for (size_t k = 0; k < t.pairs.size() && 2 * k < c.players.size(); ++k) {
          std::vector<std::string> names{c.players[2 * k], 2 * k + 1 < c.players.size() ? c.players[2 * k + 1] : ""};
          if (names[0].empty() && names[1].empty()) continue;
          db::Pair p = *pair_by_id[t.pairs[k]];
          p.players = renamed_players(p.players, names, {});
          store_.put_pair(info_.id, p);
        }
      }
      batch.commit();
    } catch (const db::StoreError& e) {
      refuse_error(ctx_.lang, director::from_store(e));
    }
    event_ = store_.load(info_.id);
    stored_ = true;
    teams_ = event_.teams;
    if (!source.empty()) {
      fmt::print("{} {} {}\n", changes.size(), tr(ctx_, "teams named from", "equipos nombrados desde"), source);
      return;
    }
    std::vector<std::vector<std::string>> rows;
    for (const auto& t : teams_)
      if (changed.contains(t.id)) rows.push_back(row_of(t));
    std::cout << formats::text_table(rows);
  }

 private:
  std::vector<std::string> row_of(const db::Team& t) const {
    const auto players = team_players(t, event_.pairs);
    return {t.id, t.name.empty() ? "-" : t.name, join(t.pairs, " "), players.empty() ? "-" : players};
  }
  std::string ids() const {
    std::vector<std::string> v;
    for (const auto& t : teams_) v.push_back(t.id);
    return v.empty() ? "-" : join(v, " ");
  }
  std::string pair_ids() const {
    std::vector<std::string> v;
    for (const auto& p : event_.pairs) v.push_back(p.id);
    return join(v, " ");
  }
  std::string not_teams_message() const {
    return tr(ctx_, "event '" + info_.name + "' is a pairs event (scoring " + info_.scoring +
                        "): it has no teams; a teams event is created with --movement teams or whist and "
                        "--scoring imps or bam",
              "el evento '" + info_.name + "' es de parejas (puntuación " + info_.scoring +
                  "): no tiene equipos; un evento de equipos se crea con --movement teams o whist y "
                  "--scoring imps o bam");
  }

  Context& ctx_;
  db::Store store_;
  db::EventInfo info_;
  db::Event event_;
  bool stored_ = false;            // the event has team rows
  std::vector<db::Team> teams_;    // its rows, or the convention's teams
};

// The teams CSV: team,name[,player1,player2,player3,player4]; or a header row naming the
// columns: team (equipo), name (nombre), pairs (parejas: "3NS 3EW"), player1.. (jugador1..).
std::vector<Change> read_teams_file(Context& ctx, const std::string& file) {
  const auto records = must(ctx, read_roster_csv(read_file(ctx, file)));
  std::vector<Change> out;
  std::vector<std::string> errors;
  auto where = [&](int line, const std::string& column) {
    return tr(ctx, "line ", "línea ") + std::to_string(line) + tr(ctx, ", column ", ", columna ") + column + ": ";
  };
  enum class Col { Team, Name, Pairs, Player, Ignore };
  std::vector<Col> cols;
  std::vector<std::string> headers;
  size_t first = 0;
  if (!records.empty()) {
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
        else if (!h.empty())
          errors.push_back(where(records[0].line, h) +
                           tr(ctx, "not a column of a teams file (team, name, pairs, player1 ... player4)",
                              "no es una columna de un fichero de equipos (equipo, nombre, parejas, jugador1 ... jugador4)"));
        if (c != Col::Player && c != Col::Ignore && !seen.insert(c).second)
          errors.push_back(where(records[0].line, h) + tr(ctx, "a second column of that name", "una segunda columna con ese nombre"));
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
    Change c;
    c.line = rec.line;
    c.pairs_column = tr(ctx, "pairs", "parejas");
    c.players_column = tr(ctx, "players", "jugadores");
    bool any_player = false;
    if (!headers.empty() && rec.fields.size() > headers.size()) {
      errors.push_back(where(rec.line, std::to_string(headers.size() + 1)) +
                       tr(ctx, "more fields than the header has columns", "más campos que columnas en la cabecera"));
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
          if (!any_player) c.players_column = header_of(i, c.players_column);
          any_player = any_player || !f.empty();
          c.players.push_back(f);
          break;
        case Col::Ignore: break;
      }
    }
    if (!any_player) c.players.clear();
    if (c.team.empty()) {
      errors.push_back(where(rec.line, header_of(0, tr(ctx, "team", "equipo"))) +
                       tr(ctx, "the team number is missing", "falta el número de equipo"));
      continue;
    }
    out.push_back(std::move(c));
  }
  if (!errors.empty()) {
    for (const auto& e : errors) std::cerr << "error: " << e << '\n';
    throw UserError(tr(ctx, "nothing stored: ", "no se guardó nada: ") + std::to_string(errors.size()) +
                    tr(ctx, " bad line(s) in ", " línea(s) erróneas en ") + file);
  }
  if (out.empty())
    throw UserError(tr(ctx, "no teams in " + file + " (one a line: team,name,player1,player2,player3,player4)",
                       "no hay equipos en " + file + " (uno por línea: equipo,nombre,jugador1,jugador2,jugador3,jugador4)"));
  return out;
}

struct TeamsArgs {
  std::string event;
  std::string team;
  std::string name;
  std::string pairs;
  std::string file;
};

void cmd_teams(Context& ctx, const TeamsArgs& a, bool has_name, bool has_pairs) {
  Teams teams(ctx, a.event);
  if (!a.file.empty()) {
    if (!a.team.empty() || has_name || has_pairs)
      throw UserError(tr(ctx, "--file names every team from the file: give no TEAM, --name or --pairs with it",
                         "--file nombra todos los equipos desde el fichero: no dé EQUIPO, --name ni --pairs con él"));
    teams.apply(read_teams_file(ctx, a.file), a.file);
    return;
  }
  if (a.team.empty()) {
    if (has_name || has_pairs)
      throw UserError(tr(ctx, "which team? e.g. bandeja teams " + typed(a.event) + " 3 --name García",
                         "¿qué equipo? p. ej. bandeja teams " + typed(a.event) + " 3 --name García"));
    teams.list();
    return;
  }
  if (!has_name && !has_pairs)
    throw UserError(tr(ctx, "what about team " + a.team + "? give --name NAME or --pairs 3NS,3EW",
                       "¿qué hago con el equipo " + a.team + "? dé --name NOMBRE o --pairs 3NS,3EW"));
  Change c;
  c.team = a.team;
  c.pairs_column = "--pairs";
  if (has_name) c.name = a.name;
  if (has_pairs) c.pairs = pair_list(a.pairs);
  teams.apply({c}, "");
}

}  // namespace

void register_teams_commands(CLI::App& app, Context& ctx) {
  auto args = std::make_shared<TeamsArgs>();
  auto* cmd = app.add_subcommand(
      "teams", "List a teams event's teams, or name one: teams EVENT 3 --name \"García\"");
  cmd->add_option("EVENT", args->event, "Event id or name")->required();
  cmd->add_option("TEAM", args->team, "Team number (with --name or --pairs)");
  cmd->add_option("--name", args->name, "The team's name (\"\" clears it)");
  cmd->add_option("--pairs", args->pairs, "The pairs that play for the team: 3NS,3EW");
  cmd->add_option("--file", args->file,
                  "CSV of team,name[,player1..player4] or with a header: team, name, pairs, player1..");
  cmd->callback([&ctx, args, cmd] {
    cmd_teams(ctx, *args, cmd->count("--name") > 0, cmd->count("--pairs") > 0);
  });
}

}  // namespace bandeja::app
