#pragma once
// The ranked document (formats/ranked.hpp) as `bandeja rank` prints it: the text a director reads out
// (in English or Spanish, through the message catalogue) and the stable JSON contract for other
// tools. The CSV is present::ranking_csv, the one function `bandeja export csv --ranking`
// writes too. Every figure is the document's, rounded half away from zero to two decimals, as
// the CSV and the site round it.
#include <optional>
#include <string>
#include <vector>

#include "bandeja/formats/ranked.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

using formats::Ranked;

std::string ranking_text(const Ranked& ranked, Lang lang);

// The standings as every printed ranking groups them (the text above, the results sheet of
// results_sheet.hpp): one group per section when a session is ranked apart and per direction
// (NS, EW) in a two-winner event, in the ranking's order; totals and percentages as the
// document's figures are written (totals with two decimals when any is fractional), with the
// decimal comma of `lang` (Spanish and French: "62,50").
struct StandingRow {
  std::string id, section, direction, names, team_name, place;
  std::string total, percent;  // "" percent: none
};
struct StandingGroup {
  std::string section, direction;  // "" when the ranking has no such split
  std::vector<StandingRow> rows;
};
struct Standings {
  std::vector<StandingGroup> groups;
  bool percent = false;  // some row has a percentage
};
Standings standings(const Ranked& ranked, Lang lang);
std::string ranking_json(const Ranked& ranked);

// The standings as an HTML table (`table.standings`), as the live page and the console show
// them, after a line saying the ranking is provisional while results are missing.
std::string standings_html(const Ranked& ranked, Lang lang);

// A team as the ranking names it: "Name (players)", or either alone.
std::string team_display(const std::string& name, const std::string& players);

}  // namespace bandeja::present
