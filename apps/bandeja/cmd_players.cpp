// The players' register: `bandeja players import LIST.csv`, `players add ID NAME [--club C]`,
// `players list [TEXT]`, `players history ID`. Thin: arguments -> director (players.hpp) -> what
// the director reads. Pairs are named from it with `bandeja pairs EVENT 3NS --ids A,B`.
#include <memory>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/present/console_pages.hpp"
#include "bandeja/director/players.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/text_table.hpp"

namespace bandeja::app {

namespace {

// The catalogue's text for `code` (cli_players.txt) in the director's language.
std::string say(const Context& ctx, std::string_view code, const std::vector<std::string>& args = {}) {
  return present::say(ctx.lang, code, args);
}

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
  fmt::print("{}\n", say(ctx, "cli_players.imported",
                         {file, std::to_string(stored->added), std::to_string(stored->changed),
                          std::to_string(stored->unchanged), std::to_string(store.member_count())}));
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
      fmt::print("{}\n", say(ctx, "cli_players.register_empty"));
    else
      fmt::print("{}\n", say(ctx, "cli_players.no_match", {query}));
    return;
  }
  std::vector<std::vector<std::string>> rows{
      {say(ctx, "cli_players.col_id"), say(ctx, "cli_players.col_name"), say(ctx, "cli_players.col_club")}};
  for (const auto& m : found) rows.push_back({m.national_id, m.name, m.club});
  fmt::print("{}", present::text_table(rows));
}

void cmd_history(Context& ctx, const std::string& id) {
  db::Store store = open_store(ctx);
  const auto members = open_register(ctx, false);
  const auto h = must(ctx, director::player_history(store, id, members ? &*members : nullptr));
  fmt::print("{}  {}{}\n", h.national_id, h.name.empty() ? "-" : h.name,
             h.member && !h.member->club.empty() ? "  (" + h.member->club + ")" : "");
  if (h.events.empty()) {
    fmt::print("{}\n", say(ctx, "cli_players.no_events"));
    return;
  }
  std::vector<std::vector<std::string>> rows{{say(ctx, "cli_players.col_date"), say(ctx, "cli_players.col_event"),
                                              say(ctx, "cli_players.col_pair"), say(ctx, "cli_players.col_with"),
                                              say(ctx, "cli_players.col_place"), say(ctx, "cli_players.col_score")}};
  for (const auto& a : h.events) {
    const std::string date = a.event.held_on.empty() ? a.event.created_at.substr(0, 10) : a.event.held_on;
    std::string place = a.place.empty() ? "-" : a.place + (a.entrants ? "/" + std::to_string(a.entrants) : "");
    std::string score = a.not_ranked ? say(ctx, "cli_players.not_ranked") : present::console::appearance_score(a, ctx.lang);
    if (a.provisional) score = say(ctx, "cli_players.provisional", {score});
    rows.push_back({date, a.event.name, a.pair, a.partners, place, score});
  }
  fmt::print("{}", present::text_table(rows, {false, false, false, false, true, true}));
}

}  // namespace

void register_players_commands(CLI::App& app, Context& ctx) {
  auto* players = app.add_subcommand(
      "players");
  players->require_subcommand(1);
  {
    auto* cmd = players->add_subcommand(
        "import");
    auto file = std::make_shared<std::string>();
    cmd->add_option("FILE", *file)->required();
    cmd->callback([&ctx, file] { cmd_import(ctx, *file); });
  }
  {
    auto* cmd = players->add_subcommand("add");
    auto id = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto club = std::make_shared<std::string>();
    cmd->add_option("ID", *id)->required();
    cmd->add_option("NAME", *name)->required();
    cmd->add_option("--club", *club);
    cmd->callback([&ctx, id, name, club] { cmd_add(ctx, *id, *name, *club); });
  }
  {
    auto* cmd = players->add_subcommand("list");
    auto query = std::make_shared<std::string>();
    cmd->add_option("SEARCH", *query);
    cmd->callback([&ctx, query] { cmd_list(ctx, *query); });
  }
  {
    auto* cmd = players->add_subcommand("history");
    auto id = std::make_shared<std::string>();
    cmd->add_option("ID", *id)->required();
    cmd->callback([&ctx, id] { cmd_history(ctx, *id); });
  }
}

}  // namespace bandeja::app
