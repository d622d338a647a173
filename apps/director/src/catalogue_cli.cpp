// The catalogue's part for the command line's own words (CLI11's parse errors).
#include "catalogue.hpp"

namespace bandeja::director::detail {

// No entries yet: this domain's errors still carry finished text (Error::message).
std::span<const Message> cli_messages() { return {}; }

}  // namespace bandeja::director::detail
