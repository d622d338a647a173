#pragma once
// Helpers every command family shares: a message in the director's language, reading an input
// file, and opening the event file and finding an event in it, each failing with a UserError
// that says what to do.
#include <string>

#include "app.hpp"
#include "bandeja/db/store.hpp"

namespace bandeja::app {

// `en` or `es`, as the director chose with --lang.
std::string tr(Lang lang, std::string en, std::string es);
std::string tr(const Context& ctx, std::string en, std::string es);

// The whole file at `path`, or a UserError naming it.
std::string read_file(const Context& ctx, const std::string& path);

// The event file named by --db, or a UserError saying why it cannot be opened.
db::Store open_store(const Context& ctx);

// The event named by id or name, or a UserError pointing to `bandeja event list`.
db::EventInfo find_event(const Context& ctx, const db::Store& store, const std::string& which);

}  // namespace bandeja::app
