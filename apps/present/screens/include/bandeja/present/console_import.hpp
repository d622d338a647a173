#pragma once
// The console's import page (/director/import): a file from another program or machine sent
// from the browser (`bandeja import pbn|usebio|travellers|hands`, `players import`), each kind a
// form of its own; after an import, what it stored and what it did not (present/import_report.hpp)
// and a link to what it made, or why nothing was stored.
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/present/console_pages.hpp"

namespace bandeja::present::console {

struct ImportDone {
  std::string kind;                 // the form sent: "pbn", "usebio", "travellers", "hands", "players"
  std::vector<std::string> report;  // what was stored, a sentence each
  std::string link;                 // what it made ("/director/events/7"), "" for none
  std::vector<std::string> errors;  // why nothing was stored (each of a file's bad lines)
};

// `events`: those hand records may go onto; `max_mib`: the largest file taken.
std::string import_page(const Context& c, const std::vector<db::EventInfo>& events, size_t max_mib, const ImportDone& done);

}  // namespace bandeja::present::console
