// The players' register: `bandeja players import LIST.csv`, `players add ID NAME [--club C]`,
// `players list [TEXT]`, `players history ID`. Thin: arguments -> director (players.hpp) -> what
// the director reads. Pairs are named from it with `bandeja pairs EVENT 3NS --ids A,B`.
#include <memory>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/players.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/formats/text_table.hpp"

namespace bandeja::app {

namespace {

// Where the register is: the shared file of --players, else the event file.
db::Store register_store(const Context& ctx, bool create) {
  if (auto shared = open_register(ctx, create)) return std::move(*shared);
  return create ? create_store(ctx) : open_store(ctx);
}

void cmd_import(Context& ctx, const std::string& file) {
  const std::string text = read_file(ctx, file);
  db::Store store = register_store(ctx, true);
  auto stored = director::import_members_csv(store, text, file);
  if (!stored) fail_file(ctx, file, stored.error());
  fmt::print("{}: {} {}, {} {}, {} {} ({} {})\n", file, stored->added, tr(ctx, "new", "nuevos"), stored->changed,
             tr(ctx, "changed", "cambiados"), stored->unchanged, tr(ctx, "as they were", "sin cambios"),
             store.member_count(), tr(ctx, "players in the register", "jugadores en el registro"));
}

void cmd_add(Context& ctx, const std::string& id, const std::string& name, const std::string& club) {
  db::Store store = register_store(ctx, true);
  const auto m = must(ctx, director::add_member(store, id, name, club));
  fmt::print("{}  {}{}\n", m.national_id, m.name, m.club.empty() ? "" : "  (" + m.club + ")");
}

void cmd_list(Context& ctx, const std::string& query) {
  db::Store store = register_store(ctx, false);
  const auto found = director::find_members(store, query);
  if (found.empty()) {
    if (store.member_count() == 0)
      fmt::print("{}\n", tr(ctx, "the players' register is empty (fill it: bandeja players import LIST.csv)",
                            "el registro de jugadores está vacío (llénelo: bandeja players import LISTA.csv)"));
    else
      fmt::print("{} '{}'\n", tr(ctx, "no player matches", "ningún jugador coincide con"), query);
    return;
  }
  std::vector<std::vector<std::string>> rows{
      {tr(ctx, "id", "número"), tr(ctx, "name", "nombre"), tr(ctx, "club", "club")}};
  for (const auto& m : found) rows.push_back({m.national_id, m.name, m.club});
  fmt::print("{}", formats::text_table(rows));
}

std::string score_text(const Context& ctx, const director::Appearance& a) {
  auto percent = [&] { return fmt::format("{:.2f}%", *a.percent); };
  if (a.unit == "mp") return a.percent ? percent() : "-";  // no board played yet
  if (!a.total) return "-";
  if (a.unit == "bp" && a.percent) return percent();
  const std::string unit = a.unit == "vp" ? tr(ctx, "VP", "PV") : a.unit == "bp" ? tr(ctx, "BP", "PB") : "IMPs";
  return formats::number_text(*a.total) + " " + unit;
}

void cmd_history(Context& ctx, const std::string& id) {
  db::Store store = open_store(ctx);
  const auto members = open_register(ctx, false);
  const auto h = must(ctx, director::player_history(store, id, members ? &*members : nullptr));
  fmt::print("{}  {}{}\n", h.national_id, h.name.empty() ? "-" : h.name,
             h.member && !h.member->club.empty() ? "  (" + h.member->club + ")" : "");
  if (h.events.empty()) {
    fmt::print("{}\n", tr(ctx, "no events in this file yet", "aún no hay eventos en este fichero"));
    return;
  }
  std::vector<std::vector<std::string>> rows{{tr(ctx, "date", "fecha"), tr(ctx, "event", "evento"),
                                              tr(ctx, "pair", "pareja"), tr(ctx, "with", "con"),
                                              tr(ctx, "place", "puesto"), tr(ctx, "score", "resultado")}};
  for (const auto& a : h.events) {
    const std::string date = a.event.held_on.empty() ? a.event.created_at.substr(0, 10) : a.event.held_on;
    std::string place = a.place.empty() ? "-" : a.place + (a.entrants ? "/" + std::to_string(a.entrants) : "");
    std::string score = a.not_ranked ? tr(ctx, "not ranked", "sin clasificar") : score_text(ctx, a);
    if (a.provisional) score += tr(ctx, " (provisional)", " (provisional)");
    rows.push_back({date, a.event.name, a.pair, a.partners, place, score});
  }
  fmt::print("{}", formats::text_table(rows, {false, false, false, false, true, true}));
}

}  // namespace

void register_players_commands(CLI::App& app, Context& ctx) {
  auto* players = app.add_subcommand(
      "players", "The players' register: who each national id is (import a federation's list, add, list, history)");
  players->require_subcommand(1);
  {
    auto* cmd = players->add_subcommand(
        "import", "Add or update the players of a federation's list (CSV with columns id, name, club)");
    auto file = std::make_shared<std::string>();
    cmd->add_option("FILE", *file, "The list as CSV; its first line names the columns")->required();
    cmd->callback([&ctx, file] { cmd_import(ctx, *file); });
  }
  {
    auto* cmd = players->add_subcommand("add", "Add one player (or change its name or club): add ES10231 \"Ana García\"");
    auto id = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto club = std::make_shared<std::string>();
    cmd->add_option("ID", *id, "The player's national id")->required();
    cmd->add_option("NAME", *name, "The player's name")->required();
    cmd->add_option("--club", *club, "The player's club");
    cmd->callback([&ctx, id, name, club] { cmd_add(ctx, *id, *name, *club); });
  }
  {
    auto* cmd = players->add_subcommand("list", "List the register's players, or those whose name, id or club holds TEXT");
    auto query = std::make_shared<std::string>();
    cmd->add_option("TEXT", *query, "Part of a name, id or club");
    cmd->callback([&ctx, query] { cmd_list(ctx, *query); });
  }
  {
    auto* cmd = players->add_subcommand("history", "The events a player played in this file, with each place and score");
    auto id = std::make_shared<std::string>();
    cmd->add_option("ID", *id, "The player's national id")->required();
    cmd->callback([&ctx, id] { cmd_history(ctx, *id); });
  }
}

}  // namespace bandeja::app
