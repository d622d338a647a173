// The catalogue's part for the event file (db::StoreError codes).
#include "catalogue.hpp"

namespace bandeja::director::detail {

// No entries yet: this domain's errors still carry finished text (Error::message).
std::span<const Message> store_messages() { return {}; }

}  // namespace bandeja::director::detail
