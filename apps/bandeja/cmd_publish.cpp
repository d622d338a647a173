// Commands of this family are registered here (see app.hpp).
#include "app.hpp"

namespace bandeja::app {

void register_publish_commands(CLI::App& /*app*/, Context& /*ctx*/) {}

}  // namespace bandeja::app
