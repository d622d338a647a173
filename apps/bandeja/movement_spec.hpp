#pragma once
// The movement options `bandeja movement show` and `bandeja movement cards` share (type,
// --tables, --rounds, --boards-per-round, --pairs, --relay, --skip, --arrow-switch), declared
// and read into a Spec in one place so the two commands cannot drift apart.
#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/movement/generate.hpp"

namespace bandeja::app {

struct SpecArgs {
  std::string type, arrow;
  int tables = 0, boards = 2;
  std::optional<int> rounds, pairs;
  bool relay = false, skip = false;
};

// Adds the shared options to `cmd`, in the order the help lists them.
void add_spec_options(CLI::App& cmd, SpecArgs& args, const std::string& arrow_help);

// The Spec the options ask for, all but the arrow-switch rounds (see arrow_switch_rounds).
movement::Spec spec_from(const SpecArgs& args);

// "5,6,7" as rounds; a UserError naming the item that is not a round number.
std::vector<int> arrow_switch_rounds(const Context& ctx, const std::string& text);

}  // namespace bandeja::app
