#pragma once
// Board number -> dealer and vulnerability: the standard 16-board cycle (Law 2), repeating;
// and vulnerability's one notation, as files and the event store write it.
#include <optional>
#include <string>
#include <string_view>

#include "bandeja/score/types.hpp"

namespace bandeja::score {

Seat dealer(int board);                  // board >= 1
Vulnerability vulnerability(int board);  // board >= 1

// Vulnerability as PBN's Vulnerable tag, the event store and the message catalogue write it:
// "None", "NS", "EW", "All".
std::string vulnerability_code(Vulnerability v);
// Reads a code back: None (or Love, "-"), NS (N-S, N/S), EW (E-W, E/W), All (or Both), any case,
// spaces ignored; nullopt otherwise.
std::optional<Vulnerability> parse_vulnerability(std::string_view text);

}  // namespace bandeja::score
