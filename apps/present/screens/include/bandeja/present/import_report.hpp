#pragma once
// What an import stored, and what it did not, as sentences in the director's language: the CLI
// prints them a line each (`bandeja import ...`, `players import`), the console lists them on its
// import page. Where a sentence tells the director what to do next, `console` says it with the
// console's pages rather than a command.
#include <string>
#include <vector>

#include "bandeja/director/events.hpp"
#include "bandeja/director/imports.hpp"
#include "bandeja/present/messages.hpp"

namespace bandeja::present {

// A new event from a PBN or USEBIO file: what it holds, what the file held that it does not keep,
// the lines left out, and (`figures`) the file's own figures beside Bandeja's.
std::vector<std::string> imported_lines(const director::ImportedRecord& r, bool figures, Lang lang, bool console);

// The file's own figures beside Bandeja's ranking of the same lines; `id`: the event the ranking
// options that reproduce them apply to (said on the command line only).
std::vector<std::string> figures_lines(const director::ImportedRecord::FileFigures& f, db::Id id, Lang lang, bool console);

// A USEBIO night of several sections, made a session: each section's lines, then the session's.
std::vector<std::string> session_imported_lines(const director::ImportedSession& s, Lang lang, bool console);

// A travellers file made a new event called `name` scored `scoring`.
std::vector<std::string> travellers_imported_lines(const director::ImportedEvent& e, const std::string& name,
                                                   const std::string& scoring, Lang lang, bool console);

// Hand records put on the boards of `event`.
std::vector<std::string> deals_added_lines(const director::DealsAdded& d, const std::string& event, Lang lang);

}  // namespace bandeja::present
