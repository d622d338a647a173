// Seating pairs: `bandeja pairs EVENT [PAIR NAME NAME] [--id ID]... [--ids A,B] [--file F]`.
// Thin: arguments -> director (pairs.hpp) -> what the director reads.
#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/pairs.hpp"

namespace bandeja::app {

namespace {


void cmd_pairs(Context& ctx, const std::string& which, const std::vector<std::string>& args,
               const std::string& file, const std::vector<std::string>& ids, const std::string& ids_list) {
  db::Store store = open_store(ctx);
  const auto info = find_event(ctx, store, which);
  if (!file.empty()) {
    if (!ids.empty() || !ids_list.empty())
      refuse(ctx, "cli.pairs_file_and_ids");
    const auto members = open_register(ctx, false);
    auto named = director::name_pairs_from_csv(store, info, read_file(ctx, file), members ? &*members : nullptr);
    if (!named) fail_file(ctx, file, named.error());
    fmt::print("{}\n", present::say(ctx.lang, "cli_pairs.named_from_file", {std::to_string(*named), file}));
    return;
  }
  const auto national = must(ctx, director::national_ids(ids, ids_list));
  if (args.empty()) {
    if (!national.empty())
      refuse(ctx, "cli.pairs_which_pair", {typed(which)});
    for (const auto& p : store.pairs(info.id)) fmt::print("{}\n", pair_line(ctx, p));
    return;
  }
  const std::vector<std::string> names(args.begin() + 1, args.end());
  const auto members = national.empty() ? std::nullopt : open_register(ctx, false);
  fmt::print("{}\n", pair_line(ctx, must(ctx, director::name_pair(store, info, args[0], names, national, members ? &*members : nullptr))));
}

}  // namespace

void register_pairs_commands(CLI::App& app, Context& ctx) {
  {
    auto* cmd = app.add_subcommand("pairs");
    auto which = std::make_shared<std::string>();
    auto args = std::make_shared<std::vector<std::string>>();
    auto file = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which)->required();
    cmd->add_option("PAIR_AND_NAMES", *args);
    auto ids = std::make_shared<std::vector<std::string>>();
    auto ids_list = std::make_shared<std::string>();
    cmd->add_option("--file", *file);
    cmd->add_option("--id", *ids)
        ->allow_extra_args(false);
    cmd->add_option("--ids", *ids_list);
    cmd->callback([&ctx, which, args, file, ids, ids_list] { cmd_pairs(ctx, *which, *args, *file, *ids, *ids_list); });
  }
}

}  // namespace bandeja::app
