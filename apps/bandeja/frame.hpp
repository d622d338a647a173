#pragma once
// The frame both programs share, `bandeja` (every command) and `bandeja-serve` (the `serve`
// command alone, which `bandeja serve` becomes): the options before the command (--lang, -v,
// --db, --players), the command texts in the director's language, and what is said of a command
// line that is refused or a command that fails.
#include <CLI/CLI.hpp>

#include "app.hpp"

namespace bandeja::app {

// A command line for `ctx`, its options before the command set; commands are registered on it
// next. Keeps the command line in `ctx` (argc, argv: `bandeja serve` hands it on).
void frame_command_line(CLI::App& cli, Context& ctx, int argc, char** argv);

// Reads the command line and runs its command: the help asked for, or the command's exit
// status, or 1 (or CLI11's code) with the error in the director's language.
int run_command_line(CLI::App& cli, Context& ctx);

}  // namespace bandeja::app
