#pragma once
// The movement options `bandeja movement show`, `bandeja movement cards` and `bandeja event new`
// share (type, --tables, --rounds, --boards-per-round, --pairs, --relay, --skip,
// --arrow-switch), declared and read into a Spec in one place so the commands cannot drift
// apart: a movement printed is the movement an event can be made with.
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

// Adds the shared options to `cmd`, in the order the help lists them. The movement's type is
// the positional `type` (movement show/cards) or an option such as "--movement" (event new).
void add_spec_options(CLI::App& cmd, SpecArgs& args, const std::string& type_option = "type");

// The Spec the options ask for, with its arrow-switch rounds: "5,6,7", or "auto" (a Mitchell:
// the rounds that make it one field, movement::suggested_arrow_switch). A UserError otherwise.
movement::Spec spec_from(const Context& ctx, const SpecArgs& args);

// "5,6,7" as rounds; a UserError naming the item that is not a round number.
std::vector<int> arrow_switch_rounds(const Context& ctx, const std::string& text);

}  // namespace bandeja::app
