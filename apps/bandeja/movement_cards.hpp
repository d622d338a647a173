#pragma once
// `bandeja movement cards TYPE --tables N ... --out DIR`: writes the guide card of every table
// and the card of every pair. Registered by cmd_movement.cpp under `bandeja movement`.
#include <CLI/CLI.hpp>

#include "app.hpp"

namespace bandeja::app {

void register_movement_cards(CLI::App& movement, Context& ctx);

}  // namespace bandeja::app
