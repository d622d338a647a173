#pragma once
// The director's console's pages (/director): the sign-in, the events of the file with the new
// event form, an event's page (the evening's grid, calls, links, results to correct, pairs to
// name), the question before a round with boards to enter is locked, a round's slips typed at
// the desk, the ranking and the audit trail. Each lays out what the server read from the core;
// the server's routes read it under their locks, decide the status and send the page.
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/director/players.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/round_walk.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/formats/ranked.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present::console {

// What every console page needs of its request: the director's language, the session's CSRF
// token (every form carries it) and the page's path (for the language switch).
struct Context {
  Lang lang = Lang::En;
  std::string csrf;
  std::string path;
  // The catalogue's text for `code` in the director's language.
  std::string w(std::string_view code, const std::vector<std::string>& args = {}) const { return say(lang, code, args); }
};

// A console page: the console's menu, `body`, and its scripts.
std::string page(const Context& c, const std::string& title, const std::string& body,
                 const std::vector<std::string>& scripts = {"console.js"});

// The sign-in page, its form carrying `csrf` (matched by its cookie), with an error when given;
// with no password set yet it says how to set one.
std::string login_page(Lang lang, const std::string& csrf, const std::string& error, bool has_password);

// The new event form as the director filled it in (sent again with an error), empty at first.
struct NewEventForm {
  std::string name, movement, tables, boards_per_round, rounds, scoring, even, pairs;
};

// An event of the file with its results entered and expected.
using EventRow = std::pair<db::EventInfo, director::Status>;

// Why a console form was refused, as the console says it: a refusal that names the command line's
// options or commands (a movement's --skip, --relay, --pairs, --rounds, --scoring; a ruling's
// --reason or --rounds; `bandeja result delete`) names the form's fields or the console's pages
// instead; any other as present::render says it.
std::string refusal(const Context& c, const Error& why);

// The events of the file and the new event form; `deleted` says an event was just deleted.
std::string events_page(const Context& c, const std::vector<EventRow>& events, const NewEventForm& form,
                        const std::string& error, bool deleted);

// A page that says the event asked for does not exist (or why it could not be read).
std::string no_event_page(const Context& c, const Error& why);

// Before a round with boards still to enter is locked: which tables, and a button to lock it
// anyway (or back to the event).
std::string lock_confirm_page(const Context& c, const db::EventInfo& e, int round, const director::RoundGaps& gaps);

// What an event's page shows, read in one go.
struct EventDesk {
  director::EveningGrid grid;
  std::vector<db::Pair> pairs;
  std::vector<db::ResultLine> lines;
  std::vector<db::TableLink> links;
  bool published = false;
  std::vector<db::Team> teams;  // a teams event's, to name
};

// The lines of one board, round or table when asked (?board=7, ?round=3, ?table=2).
struct LineFilter {
  std::optional<long long> board, round, table;
};

// An event's page: the grid of the evening, calls, links (to `base_url`, the server's address),
// results, pairs; with an error when given, and what was just done (`done`: "created",
// "edited", ... as the routes say it) said at the top.
std::string event_page(const Context& c, const db::EventInfo& e, const Result<EventDesk>& desk,
                       const std::string& base_url, const std::string& error, const std::string& done,
                       const LineFilter& filter);

// The event's ranking as the console shows it (its warnings, the standings), or why it has none.
std::string ranking_page(const Context& c, const db::EventInfo& e, const Result<formats::Ranked>& ranked);

// The event's rulings (Law 87 fouled boards, Law 90 procedural penalties): each one given, standing
// or withdrawn, with a button to withdraw it; and the forms that give one (`pairs`: those a
// penalty may name). `imps`: the event is scored in IMPs, so a penalty is in IMPs, not a share of
// a top. With an error when given, and what was just done (`done`) said at the top.
std::string rulings_page(const Context& c, const db::EventInfo& e, const std::vector<db::Ruling>& rulings,
                         const std::vector<db::Pair>& pairs, bool imps, const std::string& error, const std::string& done);

// The event's settings as the console changes them (`bandeja event edit`, `final`, `drop-pair`,
// `delete`): its name, date and site, when the tables see the traveller's points, whether the
// players give their membership numbers; its results final or provisional; a pair that leaves
// from a round on; and deleting the event, once its name is typed again.
struct EventSettings {
  std::string traveller_points;  // "now", "locked", "never"
  bool member_numbers_required = false;
  std::vector<db::Pair> pairs;
};
std::string settings_page(const Context& c, const db::EventInfo& e, const EventSettings& settings, const std::string& error,
                          const std::string& done);

// Everything of the event to print (`bandeja event print`, `hand-records`, `event cards`): one form
// (paper, how many a page, the schedule's rounds) whose buttons each open a sheet, print-ready, for
// the browser to print or save as PDF. With an error when given.
// Its Hands section deals the boards at random (`bandeja deal`, again over hand records already
// there when asked) and analyses them (`bandeja analyse`). `done` ("dealt", "analysed") said at
// the top.
std::string print_page(const Context& c, const db::EventInfo& e, const std::string& error, const std::string& done = "");

// The event's files to download (`bandeja export pbn|usebio|csv`, `backup`): PBN, USEBIO, the
// travellers and the ranking as CSV (for a spreadsheet when asked), and the whole event file.
std::string files_page(const Context& c, const db::EventInfo& e);

// The players' register (`bandeja players list`, `add`): the members whose name, id or club holds
// `query` (at most `shown` of them, with how many matched), each linked to its history; and a form
// that adds one (or gives a member a new name or club). `registered`: the register's size.
struct PlayersFound {
  std::string query;
  std::vector<db::Member> members;
  size_t matched = 0, registered = 0;
};
std::string players_page(const Context& c, const PlayersFound& found, const std::string& error, const std::string& done);

// One player's events (`bandeja players history ID`): date, event, pair, partners, place, score.
std::string player_page(const Context& c, const std::string& national_id, const Result<director::History>& history);

// A player's score in one event as a history says it: a percentage at matchpoints, else IMPs, VPs
// or board points; "-" before a board is played.
std::string appearance_score(const director::Appearance& a, Lang lang);

// The event's audit trail in the director's words.
std::string audit_page(const Context& c, const db::EventInfo& e, const std::vector<db::AuditRecord>& audit);

// A round's pickup slips typed at the desk, as the prompt of `bandeja enter EVENT --round N`
// walks them (director::RoundWalk): the round's walk, the lines stored, the pairs' names.
struct RoundSlips {
  director::EventView view;
  std::vector<director::RoundWalk::Step> steps;
  std::map<std::string, std::string> names;  // by pair id, the pairs named
};

// The slips page of `round`, the cursor at row `at` ("t2b5") with an error when given.
std::string slips_page(const Context& c, const db::EventInfo& e, int round, const Result<RoundSlips>& slips,
                       const std::string& error, const std::string& at);

// A slip's row ("t2b5"), the path its form posts to, a stored line as the row says it back (the
// entry understood, North-South's score) and as the director would type it again in `lang`
// ("4P N =" in Spanish; "" for no line).
std::string slip_row_id(int table, int board);
std::string slips_path(const db::EventInfo& e, int round);
std::string slip_understood(const db::ResultLine& line, Lang lang);
std::string slip_typed(const db::ResultLine* line, Lang lang);

}  // namespace bandeja::present::console
