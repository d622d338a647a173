// bandeja: a duplicate bridge tournament director's command line.
#include <CLI/CLI.hpp>

#include "app.hpp"
#include "frame.hpp"

namespace {

void every_command(CLI::App& cli, bandeja::app::Context& ctx) {
  using namespace bandeja;
  ctx.import_cmd = cli.add_subcommand("import");
  ctx.import_cmd->require_subcommand(1);
  ctx.export_cmd = cli.add_subcommand("export");
  ctx.export_cmd->require_subcommand(1);

  app::register_score_commands(cli, ctx);
  app::register_sheet_commands(cli, ctx);
  app::register_movement_commands(cli, ctx);
  app::register_event_commands(cli, ctx);
  app::register_pairs_commands(cli, ctx);
  app::register_players_commands(cli, ctx);
  app::register_swiss_commands(cli, ctx);
  app::register_tournament_commands(cli, ctx);
  app::register_enter_commands(cli, ctx);
  app::register_result_commands(cli, ctx);
  app::register_ruling_commands(cli, ctx);
  app::register_rank_commands(cli, ctx);
  app::register_publish_commands(cli, ctx);
  app::register_teams_commands(cli, ctx);
  app::register_session_commands(cli, ctx);
  // `serve` is read here (its help, its errors) and run by bandeja-serve (serve_main.cpp).
  app::register_serve_commands(cli, ctx, app::hand_to_server);
  app::register_hands_commands(cli, ctx);
  app::register_cards_commands(cli, ctx);
  app::register_print_commands(cli, ctx);
}

}  // namespace

int main(int argc, char** argv) { return bandeja::app::run_program(argc, argv, every_command); }
