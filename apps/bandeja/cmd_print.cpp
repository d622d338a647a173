// `bandeja event print EVENT KIND`: the evening's other paperwork (pickup slips, travellers,
// personal score cards, the results sheet), print-ready HTML or PDF.
#include "app.hpp"

namespace bandeja::app {

void register_print_commands(CLI::App&, Context&) {}

}  // namespace bandeja::app
