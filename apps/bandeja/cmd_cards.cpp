// `bandeja event cards EVENT`: the stored event's guide and pair cards (text, HTML or PDF).
#include "app.hpp"

namespace bandeja::app {

void register_cards_commands(CLI::App&, Context&) {}

}  // namespace bandeja::app
