// `bandeja movement cards`: see movement_cards.hpp.
#include "movement_cards.hpp"

namespace bandeja::app {

void register_movement_cards(CLI::App& movement, Context& /*ctx*/) {
  auto* cmd = movement.add_subcommand("cards", "Write the guide card of every table and the card of every pair");
  cmd->callback([] { throw UserError("movement cards: being written (issue 3, part B)"); });
}

}  // namespace bandeja::app
