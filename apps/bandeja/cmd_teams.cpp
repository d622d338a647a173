// `bandeja teams EVENT`: the teams of a teams event (number, name, pairs, players); name one
// (`teams EVENT 3 --name "García"`), change which pairs play for it (`--pairs 3NS,3EW`), or
// name them all from a CSV (`--file teams.csv`, one transaction: every bad line named, none
// stored). Thin: arguments -> director (teams_ops.hpp) -> what the director reads.
#include <iostream>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/teams_ops.hpp"
#include "bandeja/present/text_table.hpp"

namespace bandeja::app {

namespace {

std::vector<std::string> row_of(const db::Team& t, const std::vector<db::Pair>& pairs) {
  std::string ids;
  for (const auto& p : t.pairs) ids += (ids.empty() ? "" : " ") + p;
  const auto players = team_players(t, pairs);
  return {t.id, t.name.empty() ? "-" : t.name, ids, players.empty() ? "-" : players};
}

void list_teams(Context& ctx, const db::Store& store, const db::EventInfo& info) {
  const auto teams = director::event_teams(store, info);
  if (!teams) {  // a pairs event: said, not refused
    fmt::print("{}\n", present::render(teams.error(), ctx.lang));
    return;
  }
  if (teams->empty()) {
    fmt::print("{}\n", present::say(ctx.lang, "cli.teams_none_yet", {typed(info.name)}));
    return;
  }
  const auto pairs = store.pairs(info.id);
  std::vector<std::vector<std::string>> rows;
  rows.push_back({present::say(ctx.lang, "cli_teams.col_team"), present::say(ctx.lang, "cli_teams.col_name"),
                  present::say(ctx.lang, "cli_teams.col_pairs"), present::say(ctx.lang, "cli_teams.col_players")});
  for (const auto& t : *teams) rows.push_back(row_of(t, pairs));
  std::cout << present::text_table(rows);
}

struct TeamsArgs {
  std::string event;
  std::string team;
  std::string name;
  std::string pairs;
  std::string file;
};

void cmd_teams(Context& ctx, const TeamsArgs& a, bool has_name, bool has_pairs) {
  db::Store store = open_store(ctx);
  const auto info = find_event(ctx, store, a.event);
  if (!a.file.empty()) {
    if (!a.team.empty() || has_name || has_pairs) refuse(ctx, "cli.teams_file_and_team");
    auto named = director::teams_from_csv(store, info, read_file(ctx, a.file));
    if (!named) {
      // An error of no line (a pairs event, an empty file, the event file) is not a bad line.
      if (named.error().size() == 1 && named.error().front().line == 0) refuse_error(ctx.lang, named.error().front());
      fail_file(ctx, a.file, named.error());
    }
    fmt::print("{}\n", present::say(ctx.lang, "cli_teams.named_from_file", {std::to_string(*named), a.file}));
    return;
  }
  if (a.team.empty()) {
    if (has_name || has_pairs) refuse(ctx, "cli.teams_which_team", {typed(a.event)});
    list_teams(ctx, store, info);
    return;
  }
  if (!has_name && !has_pairs) refuse(ctx, "cli.teams_what", {a.team});
  auto team = director::name_team(store, info, a.team, has_name ? std::optional(a.name) : std::nullopt,
                                  has_pairs ? std::optional(a.pairs) : std::nullopt);
  if (!team) {
    // An error about the pairs given on the command line names the option.
    const auto& e = team.error();
    if (e.field == "pairs" && e.line == 0) throw UserError("--pairs: " + present::render(e, ctx.lang));
    refuse_error(ctx.lang, e);
  }
  std::cout << present::text_table({row_of(*team, store.pairs(info.id))});
}

}  // namespace

void register_teams_commands(CLI::App& app, Context& ctx) {
  auto args = std::make_shared<TeamsArgs>();
  auto* cmd = app.add_subcommand(
      "teams");
  cmd->add_option("EVENT", args->event)->required();
  cmd->add_option("TEAM", args->team);
  cmd->add_option("--name", args->name);
  cmd->add_option("--pairs", args->pairs);
  cmd->add_option("--file", args->file);
  cmd->callback([&ctx, args, cmd] {
    cmd_teams(ctx, *args, cmd->count("--name") > 0, cmd->count("--pairs") > 0);
  });
}

}  // namespace bandeja::app
