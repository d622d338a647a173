#pragma once
// The frame both programs share, `bandeja` (every command) and `bandeja-serve` (the `serve`
// command alone, which `bandeja serve` becomes): the options before the command (--lang, -v,
// --db, --players), the command texts in the director's language, and what is said of a command
// line that is refused or a command that fails.
#include <CLI/CLI.hpp>

#include "app.hpp"

namespace bandeja::app {

// A whole program: freed memory kept (allocator.hpp), the options before the command, the
// commands `register_commands` adds, then the command line read and its command run. Returns the
// exit status: the help asked for, the command's, or 1 (or CLI11's code) with the error in the
// director's language.
int run_program(int argc, char** argv, void (*register_commands)(CLI::App&, Context&));

}  // namespace bandeja::app
