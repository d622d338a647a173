#pragma once
// CLI11's parse errors (an unknown argument, a missing option, a value not in the list) in the
// director's language: each of CLI11's error forms mapped to a catalogue code ("cli.parse_*")
// with its parts as arguments.
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "bandeja/score/types.hpp"

namespace bandeja::app {

// The error's text in `lang`, one line, without CLI11's "Run with --help" line.
std::string parse_error_text(const CLI::ParseError& e, Lang lang);

// When the parse stopped for want of a command: what was typed in its place, in `lang`. An
// unknown command ("bandeja hub", "bandeja import lin") is named with the commands that level
// has, the nearest first when one is a typo away; none typed, the commands are listed. nullopt
// when the command line does name a command at every level (the error is another).
std::optional<std::string> command_error_text(const CLI::App& cli, int argc, char** argv, Lang lang);

// A validator for an option the docs call a decimal number ("0.5", "2", "-1.25"): CLI11 alone
// also reads "0x10" as 16, "1e1" as 10 and "inf". Refused as "--factor: '0x10' is not a number".
CLI::Validator decimal_number();

// Every option of `app` and its commands that takes a number (CLI11's INT, UINT and FLOAT) takes
// decimal digits only: "--port 0x1F90", "--board 0b101" or "--top-percent 1e1" are refused, not
// read as 8080, 5 and 10, and "--boards 016" is 16, not octal 14. Called once, after every
// command is registered.
void decimal_numbers_only(CLI::App& app);

// The language asked for on the command line (--lang es, --lang=es), read before CLI11 has
// parsed it, since a parse error stops CLI11 before it sets anything.
Lang lang_of_argv(int argc, char** argv);

}  // namespace bandeja::app
