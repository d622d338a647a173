// The catalogue's part for ranking, publishing, exporting and importing.
#include "catalogue.hpp"

namespace bandeja::director::detail {

// No entries yet: this domain's errors still carry finished text (Error::message).
std::span<const Message> ranking_messages() { return {}; }

}  // namespace bandeja::director::detail
