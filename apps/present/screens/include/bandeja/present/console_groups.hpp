#pragma once
// The director's console's pages for what groups events (/director/sessions,
// /director/tournaments): a night's sections played together (`bandeja session ...`, ranked with
// `rank --session`, published with `publish --session`) and a championship of several sessions
// (`bandeja tournament ...`). Each lays out what the server read from the director's core; the
// server's routes read it, decide the status and send the page.
#include <optional>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/tournaments.hpp"
#include "bandeja/formats/ranked.hpp"
#include "bandeja/present/console_pages.hpp"

namespace bandeja::present::console {

// The sessions of the file, each with its sections, and the new session form.
std::string sessions_page(const Context& c, const std::vector<director::SessionView>& sessions, const std::string& error,
                          const std::string& done);

// One session: its date and scope (changed here), its sections with their results, each taken
// out with a button, and a form that adds one (`free`: the events in no session, to choose
// from); links to its ranking and its site.
struct SessionDesk {
  director::SessionView view;
  std::vector<db::EventInfo> free;
};
std::string session_page(const Context& c, const SessionDesk& desk, const std::string& error, const std::string& done);

// The session ranked (in its scope), or why it cannot be.
std::string session_ranking_page(const Context& c, const db::SessionInfo& s, const Result<formats::Ranked>& ranked);

// A tournament as listed: its sessions' names and factors.
struct TournamentRow {
  db::TournamentInfo tournament;
  std::vector<std::pair<std::string, double>> sessions;  // (name, factor) in order
};
// The tournaments of the file and the new tournament form.
std::string tournaments_page(const Context& c, const std::vector<TournamentRow>& tournaments, const std::string& error,
                             const std::string& done);

// One tournament: its sessions in order (and a form to add the next, an event or a session of
// sections: `events`, `sessions`), its combined ranking (or why there is none), a carry-over
// for an entrant, seeding the next session from the standings (`seeded`: the seating just
// made, shown once) and its site.
struct TournamentDesk {
  TournamentRow row;
  Result<director::TournamentRanking> ranking;
  std::vector<db::EventInfo> events;
  std::vector<db::SessionInfo> sessions;
  std::optional<director::Seeding> seeded;
};
std::string tournament_page(const Context& c, const TournamentDesk& desk, const std::string& error, const std::string& done);

}  // namespace bandeja::present::console
