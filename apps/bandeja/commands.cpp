// Every command of `bandeja`, registered in the order `bandeja --help` lists them. The console's
// checklist (docs/console.md, tests/server/console_checklist_tests.cpp) walks the same tree.
#include "app.hpp"

namespace bandeja::app {

void register_every_command(CLI::App& cli, Context& ctx) {
  ctx.import_cmd = cli.add_subcommand("import");
  ctx.import_cmd->require_subcommand(1);
  ctx.export_cmd = cli.add_subcommand("export");
  ctx.export_cmd->require_subcommand(1);

  register_score_commands(cli, ctx);
  register_sheet_commands(cli, ctx);
  register_movement_commands(cli, ctx);
  register_event_commands(cli, ctx);
  register_pairs_commands(cli, ctx);
  register_players_commands(cli, ctx);
  register_swiss_commands(cli, ctx);
  register_tournament_commands(cli, ctx);
  register_enter_commands(cli, ctx);
  register_result_commands(cli, ctx);
  register_ruling_commands(cli, ctx);
  register_rank_commands(cli, ctx);
  register_publish_commands(cli, ctx);
  register_teams_commands(cli, ctx);
  register_session_commands(cli, ctx);
  // `serve` is read here (its help, its errors) and run by bandeja-serve (serve_main.cpp).
  register_serve_commands(cli, ctx, hand_to_server);
  register_hands_commands(cli, ctx);
  register_cards_commands(cli, ctx);
  register_print_commands(cli, ctx);
}

}  // namespace bandeja::app
