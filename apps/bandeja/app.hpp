#pragma once
// Shared state of one `bandeja` invocation, and the registration hook of each command family.
// Each cmd_*.cpp owns its commands; main.cpp only wires them together.
#include <string>

#include <CLI/CLI.hpp>

#include "bandeja/score/types.hpp"
#include "bandeja/server/serving.hpp"

namespace bandeja::app {

struct Context {
  Lang lang = Lang::En;        // --lang en|es: input words and output text
  int verbosity = 0;           // -v, -vv: diagnostics on standard error
  std::string db_path = "bandeja.db";  // --db FILE
  std::string players_path{};          // --players FILE: a shared players' register ("": the event file's)
  int exit_code = 0;           // set by a command; main returns it
  bool force = false;          // --force of a command that writes files: replace what is there
  CLI::App* import_cmd = nullptr;  // `bandeja import ...` parent (travellers, pbn, usebio)
  CLI::App* export_cmd = nullptr;  // `bandeja export ...` parent
  CLI::App* event_cmd = nullptr;   // `bandeja event ...` parent (set by register_event_commands)
  int argc = 0;                    // the command line as given (`bandeja serve` hands it on)
  char** argv = nullptr;
};

// An error the director can act on: printed as "error: <message>", exit status 1.
struct UserError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Every command below, each family registered in turn (commands.cpp): what `bandeja` runs.
void register_every_command(CLI::App& cli, Context& ctx);

void register_score_commands(CLI::App& app, Context& ctx);     // cmd_score.cpp
void register_sheet_commands(CLI::App& app, Context& ctx);     // cmd_sheets.cpp
void register_movement_commands(CLI::App& app, Context& ctx);  // cmd_movement.cpp
void register_event_commands(CLI::App& app, Context& ctx);     // cmd_event.cpp
void register_pairs_commands(CLI::App& app, Context& ctx);     // cmd_pairs.cpp
void register_enter_commands(CLI::App& app, Context& ctx);     // cmd_enter.cpp
void register_result_commands(CLI::App& app, Context& ctx);    // cmd_result.cpp
void register_rank_commands(CLI::App& app, Context& ctx);      // cmd_rank.cpp
void register_publish_commands(CLI::App& app, Context& ctx);   // cmd_publish.cpp
void register_teams_commands(CLI::App& app, Context& ctx);     // cmd_teams.cpp
void register_session_commands(CLI::App& app, Context& ctx);   // cmd_session.cpp
// `bandeja serve`'s command line, and who runs it once it is read: `bandeja` hands the whole
// line to the program beside it, bandeja-serve (hand_to_server), which serves (serve_main.cpp).
// Only bandeja-serve loads the HTTP server (and the OpenSSL its Debian build starts when loaded).
struct ServeArgs {
  std::string bind = "127.0.0.1", public_url, password_file;
  int port = server::kDefaultPort, threads = 0, per_address = server::kDefaultPerAddress;
  bool set_password = false;
};
using ServeRun = void (*)(Context&, const ServeArgs&);
void register_serve_commands(CLI::App& app, Context& ctx, ServeRun run);  // cmd_serve.cpp
void hand_to_server(Context& ctx, const ServeArgs& args);                 // cmd_serve.cpp
void register_hands_commands(CLI::App& app, Context& ctx);     // cmd_hands.cpp
void register_cards_commands(CLI::App& app, Context& ctx);     // cmd_cards.cpp (after event)
void register_ruling_commands(CLI::App& app, Context& ctx);    // cmd_ruling.cpp
void register_print_commands(CLI::App& app, Context& ctx);     // cmd_print.cpp (after event)
void register_players_commands(CLI::App& app, Context& ctx);   // cmd_players.cpp
void register_swiss_commands(CLI::App& app, Context& ctx);     // cmd_swiss.cpp
void register_tournament_commands(CLI::App& app, Context& ctx); // cmd_tournament.cpp

}  // namespace bandeja::app
