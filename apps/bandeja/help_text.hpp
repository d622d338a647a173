#pragma once
// `bandeja --help` in the director's language. No command writes a word of help: each command's
// and option's text is the catalogue's (po/: help.cmd.PATH, help.opt.PATH.NAME or, shared by
// every command with that option, help.opt.NAME), set on the whole command tree once every
// command is registered, with the help's own labels (Usage, Options, TEXT, REQUIRED ...).
#include <string>

#include <CLI/CLI.hpp>

#include "bandeja/score/types.hpp"

namespace bandeja::app {

// The catalogue code of a command's text: "help.cmd.bandeja" for the program, else
// "help.cmd.event.new" (the command's path below bandeja, joined by dots; a dash in a name is
// written as an underscore: help.cmd.event.drop_pair, help.opt.first_dealer).
std::string command_help_code(const CLI::App& command);

// Gives `cli` and every command under it its text, its options' texts, its groups' headings and
// a formatter with the labels of `lang`. A text missing from the catalogue shows as its code.
void describe_commands(CLI::App& cli, Lang lang);

}  // namespace bandeja::app
