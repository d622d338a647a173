#pragma once
// The results site: static HTML pages that work offline with no JavaScript. Pure: returns the
// files (name -> content); the app writes them to a folder.
//   index.html       the ranking (one table per field), links to every board and pair
//   board-N.html     board N: dealer, vulnerability, the hand record when known (the diagram,
//                    and its double-dummy table and par when analysed: hand_diagram.hpp), the
//                    traveller
//   pair-ID.html     a pair's (or team's) score card and an inline SVG chart of its boards
//   style.css        screen and print styles
//   hand-records.html  every hand on print-ready pages (hand_records.hpp), when the hands are known
// Every name and id is HTML-escaped; the pages are HTML5 (checked with tidy in the tests).
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/movement/cards.hpp"
#include "bandeja/present/html.hpp"

namespace bandeja::present {

using SiteFiles = std::map<std::string, std::string>;

SiteFiles render_site(const formats::EventRecord& event, Lang lang = Lang::En);

// A session published section by section: one folder per section (its own site) and a front
// page listing them. `render_session_index` gives that front page (index.html, style.css).
struct SessionSection {
  std::string letter;  // "A"
  std::string event;   // the section's event name
  std::string folder;  // "A": its site is folder/index.html
  int pairs = 0;
  int boards = 0;
  int results_missing = 0, results_expected = 0;  // the section's EventRecord's: provisional while missing
};
SiteFiles render_session_index(const std::string& session, const std::string& date,
                               const std::vector<SessionSection>& sections, Lang lang = Lang::En);

// A tournament of several sessions published together: a front page with the combined
// standings (each session's score, the carry-over, the total) and a link to each session's own
// site in its folder. Its figures are written as combined.hpp writes them.
struct TournamentPage {
  std::string name;
  std::string unit;  // what the total is in: "%" (a mean of percentages) or a unit code ("mp", "imps", "vp")
  struct Session {
    int number = 0;
    std::string name, folder;  // "Spring Q1", "session-1"
    double factor = 1;
    int results_missing = 0, results_expected = 0;  // provisional while any is missing
  };
  std::vector<Session> sessions;
  struct Row {
    std::string place, names;
    std::vector<std::optional<double>> scores;  // per session, none when not played
    double carry = 0, total = 0;
    int reached = 0;
  };
  std::vector<Row> rows;  // best first
  bool carry = false;     // some row has a carry-over
};
SiteFiles render_tournament_index(const TournamentPage& t, Lang lang = Lang::En);
// The combined ranking's table of that front page, each session's column linked to
// `links` + its folder + "/index.html" ("" on the site itself).
std::string tournament_standings_html(const TournamentPage& t, Lang lang, const std::string& links);

// The file name of a pair's page: "pair-1NS.html"; characters other than letters, digits
// and '-' are written as "_xx" (hex), so any id gives a safe, distinct name.
std::string pair_page(std::string_view entrant_id);
std::string board_page(int number);  // "board-7.html"
inline constexpr const char* kHandRecordsPage = "hand-records.html";

}  // namespace bandeja::present
