#pragma once
// The catalogue's parts, one table per domain; messages.cpp joins them into one list.
#include <span>

#include "bandeja/director/messages.hpp"

namespace bandeja::director::detail {

std::span<const Message> line_messages();     // catalogue_line.cpp: a result line's checks
std::span<const Message> event_messages();    // catalogue_event.cpp: events, pairs, files
std::span<const Message> store_messages();    // catalogue_store.cpp: the event file (db)
std::span<const Message> cli_messages();      // catalogue_cli.cpp: the command line's own
std::span<const Message> ranking_messages();  // catalogue_ranking.cpp: rank, publish, export
std::span<const Message> movement_messages(); // catalogue_movement.cpp: movement files

}  // namespace bandeja::director::detail
