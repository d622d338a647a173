#pragma once
// CLI11's parse errors (an unknown argument, a missing option, a value not in the list) in the
// director's language: each of CLI11's error forms mapped to a catalogue code ("cli.parse_*")
// with its parts as arguments.
#include <string>

#include <CLI/CLI.hpp>

#include "bandeja/score/types.hpp"

namespace bandeja::app {

// The error's text in `lang`, one line, without CLI11's "Run with --help" line.
std::string parse_error_text(const CLI::ParseError& e, Lang lang);

// The language asked for on the command line (--lang es, --lang=es), read before CLI11 has
// parsed it, since a parse error stops CLI11 before it sets anything.
Lang lang_of_argv(int argc, char** argv);

}  // namespace bandeja::app
