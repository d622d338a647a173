#include "movement_spec.hpp"

#include <sstream>

#include "bandeja/movement/mitchell.hpp"

namespace bandeja::app {

void add_spec_options(CLI::App& cmd, SpecArgs& args, const std::string& type_option) {
  cmd.add_option(type_option, args.type, "Movement type (see `bandeja movement list`)")->required();
  cmd.add_option("--tables", args.tables, "Tables in play")->required();
  cmd.add_option("--rounds", args.rounds, "Rounds to play (fewer than the full movement)");
  cmd.add_option("--boards-per-round", args.boards, "Boards per round")->capture_default_str();
  cmd.add_option("--pairs", args.pairs, "Number of pairs (2T-1: a half table / phantom)");
  auto* relay = cmd.add_flag("--relay", args.relay, "Mitchell, even tables: relay and bye stand");
  auto* skip = cmd.add_flag("--skip", args.skip, "Mitchell, even tables: skip after half the rounds");
  relay->excludes(skip);
  cmd.add_option("--arrow-switch", args.arrow,
                 "Rounds to arrow-switch, e.g. 5,6,7, or auto (a Mitchell made one field, one winner)");
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
      throw UserError(ctx.lang == Lang::Es ? "--arrow-switch auto: solo para un Mitchell" : "--arrow-switch auto: only for a Mitchell");
    spec.arrow_switch_rounds = movement::suggested_arrow_switch(spec);
  } else {
    spec.arrow_switch_rounds = arrow_switch_rounds(ctx, args.arrow);
  }
  return spec;
}

std::vector<int> arrow_switch_rounds(const Context& ctx, const std::string& text) {
  const bool es = ctx.lang == Lang::Es;
  std::vector<int> out;
  std::string item;
  std::istringstream in(text);
  while (std::getline(in, item, ',')) {
    if (item.empty()) continue;
    if (item.find_first_not_of("0123456789") != std::string::npos || item.size() > 4)
      throw UserError(es ? "--arrow-switch: '" + item + "' no es un número de ronda (por ejemplo 5,6,7)"
                         : "--arrow-switch: '" + item + "' is not a round number (give e.g. 5,6,7)");
    out.push_back(std::stoi(item));
  }
  return out;
}

}  // namespace bandeja::app
