#pragma once
// What anyone at the club reads from the server: the front page (the events of the file) and
// each event's live results (/live/ID: progress, standings so far and the latest results), on a
// phone or on the club's screen.
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/formats/ranked.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

// An event's results as the live page shows them, read by the server at one version of the file.
struct LiveResults {
  db::Id event = 0;
  director::Status status;
  bool published = false;                   // the site is published (final once nothing is missing)
  Result<formats::Ranked> ranked;           // the standings so far, or why there are none
  std::vector<db::ResultLine> latest;       // the results, any order: the newest ten are shown
};

// The live page's content: the same HTML on first load and when the page refreshes itself.
std::string live_html(const LiveResults& live, Lang lang);

// The live page (or the club's screen: large type, the fields side by side, paging by itself)
// around `content`, live_html's.
std::string live_page_html(const db::EventInfo& event, bool screen, const std::string& content, Lang lang);

// The front page: the events of the file, each a link to its live page; the console's link.
std::string front_page_html(const std::vector<db::EventInfo>& events, Lang lang);

}  // namespace bandeja::present
