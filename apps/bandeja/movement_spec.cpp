#include "movement_spec.hpp"

#include <sstream>

#include "bandeja/movement/mitchell.hpp"
#include "bandeja/present/messages.hpp"

namespace bandeja::app {

void add_spec_options(CLI::App& cmd, SpecArgs& args, const std::string& type_option) {
  cmd.add_option(type_option, args.type)->required();
  cmd.add_option("--tables", args.tables)->required();
  cmd.add_option("--rounds", args.rounds);
  cmd.add_option("--boards-per-round", args.boards)->capture_default_str();
  cmd.add_option("--pairs", args.pairs);
  auto* relay = cmd.add_flag("--relay", args.relay);
  auto* skip = cmd.add_flag("--skip", args.skip);
  relay->excludes(skip);
  cmd.add_option("--arrow-switch", args.arrow);
}

movement::Spec spec_from(const Context& ctx, const SpecArgs& args) {
  movement::Spec spec;
  spec.type = args.type;
  spec.tables = args.tables;
  spec.rounds = args.rounds;
  spec.boards_per_round = args.boards;
  spec.pairs = args.pairs;
  spec.relay = args.relay;
  spec.skip = args.skip;
  if (args.arrow == "auto") {
    if (spec.type != "mitchell")
      throw UserError(present::say(ctx.lang, "cli.arrow_switch_auto_not_mitchell"));
    spec.arrow_switch_rounds = movement::suggested_arrow_switch(spec);
  } else {
    spec.arrow_switch_rounds = arrow_switch_rounds(ctx, args.arrow);
  }
  return spec;
}

std::vector<int> arrow_switch_rounds(const Context& ctx, const std::string& text) {
  std::vector<int> out;
  std::string item;
  std::istringstream in(text);
  while (std::getline(in, item, ',')) {
    if (item.empty()) continue;
    if (item.find_first_not_of("0123456789") != std::string::npos || item.size() > 4)
      throw UserError(present::say(ctx.lang, "cli.arrow_switch_not_round", {item}));
    out.push_back(std::stoi(item));
  }
  return out;
}

}  // namespace bandeja::app
