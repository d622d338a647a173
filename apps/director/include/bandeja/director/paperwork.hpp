#pragma once
// The evening's other paperwork, gathered from the event file: pickup slips, blank travellers
// and personal score cards (libmovement's paperwork.hpp, from the stored movement, the pairs'
// names, the boards' dealer and vulnerability, the event's name and date) and the results
// sheet for the notice board (present/results_sheet.hpp, from the one ranked document, rank_event).
//
// The date printed is the session's (`held_on`) when the event is a section of one and it has
// one, otherwise the day the event was set up. Errors are values with catalogue codes:
// "print.no_movement" for slips, travellers and score cards of an event without a movement
// (one imported from travellers: its results sheet still prints), the ranking's for results,
// "print.no_such_round" for a schedule's round the movement does not have.
#include <optional>
#include <string>
#include <string_view>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/movement/cards.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

enum class Paperwork { PickupSlips, Travellers, ScoreCards, Results, Schedule };

// "pickup-slips", "travellers", "score-cards", "results", "schedule" (as `bandeja event print`
// names them). The schedule is who plays whom, where and on which boards, round by round: for
// the notice board of a teams round robin or a Swiss played over several sessions.
std::optional<Paperwork> paperwork_from_id(std::string_view id);

struct PaperworkOptions {
  Lang lang = Lang::En;
  movement::Paper paper = movement::Paper::A4;
  int per_page = 1;  // travellers and score cards: 1 or 2 a page
  // The schedule: these rounds only (a session's share of a round robin); none: every round.
  std::optional<int> first_round, last_round;
};

struct PrintedPaperwork {
  std::string html;
  int items = 0;             // slips, travellers, score cards; pairs (teams) ranked on a results sheet;
                             // rounds on a schedule
  std::optional<int> pages;  // printed pages as laid out; none for a results sheet (it flows)
  bool provisional = false;  // a results sheet printed before every result is in
};

// The date the paperwork of `event` prints.
std::string paperwork_date(const db::Store& store, const db::EventInfo& event);

Result<PrintedPaperwork> paperwork_html(const db::Store& store, const db::EventInfo& event, Paperwork kind,
                                        const PaperworkOptions& options = {});

}  // namespace bandeja::director
