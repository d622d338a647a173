#pragma once
// The one ranked document, as a value: an event (or a session's sections) ranked once and
// written into the interchange document, EventRecord, with what the ranking adds. The director's
// core makes it (director/record.hpp: rank_event, rank_standings); every output renders it: the
// text, JSON and results sheet (present/rank_render.hpp, present/results_sheet.hpp), the CSV
// (ranking_csv), the site (present/site.hpp), PBN and USEBIO.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::formats {

struct Ranked {
  // Pairs with players, boards with hand records, every line with its points, the standings
  // (totals as computed, percentages to two decimals); a teams event's teams, matches and team
  // standings. A session's entrants carry their section (Entrant.section, ids "A1NS") and its
  // boards one traveller per board and section (Board.section), in libranking's order.
  EventRecord record;
  int mp_scale = 1;
  std::optional<double> top;  // matchpoints: the top when every board has the same one
  // A session: "section" (ranked apart) or "field" (together), its date and its sections as
  // (letter, event name); all empty for an event.
  std::string scope;
  std::string held_on;
  std::vector<std::pair<std::string, std::string>> sections;
  // What the director should know but that does not stop the ranking (a teams board left out
  // of its match, a stored hand record that is not a deal, a teams event published unranked).
  std::vector<Error> warnings;
};

}  // namespace bandeja::formats
