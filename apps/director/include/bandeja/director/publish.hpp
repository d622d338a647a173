#pragma once
// Publishing: the results site of an event, a session or a tournament, ranked and rendered
// whole before anything is written (the front end writes the files: `bandeja publish`,
// `bandeja tournament publish`, and any other that publishes). And the one rule for which way a
// session is ranked: its own scope, unless the director says --together or --apart this once.
//
// No I/O: the files come back as values, the warnings with them.
#include <cstddef>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/ranking/types.hpp"
#include "bandeja/director/tournaments.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// What the director asked of a session's scope: nothing (the session's own), or one way.
enum class ScopeChoice { Session, Together, Apart };

// The scope a session is ranked in: Together, Apart, or its own ("field" ranks together).
ranking::Scope session_scope(const db::SessionInfo& session, ScopeChoice choice);

// The session's sections, each read whole, in the session's order.
std::vector<db::Event> session_sections(const db::Store& store, const db::SessionInfo& session);

// A site and what each of its parts holds: its folder ("" for the top, "A" for a section), its
// document and how many files it has, for the front end to announce once written.
struct SitePart {
  std::string folder;
  formats::EventRecord record;
  std::size_t files = 0;
};
struct Site {
  present::SiteFiles files;
  std::vector<SitePart> parts;
  std::size_t sections = 0;    // a session section by section: how many (its front page lists them)
  std::vector<Error> warnings;  // the rankings' (Ranked::warnings), for the director to read
};

// An event's site (publish_event's document rendered).
Result<Site> event_site(const db::Event& event, Lang lang);
// A session's site: across the field one site, pairs named A1NS; section by section a front
// page and each section's own site in A/, B/, ... Every section is ranked before any page is
// made. Error: a session with no sections ("publish.session_no_sections" {session}).
Result<Site> session_site(const db::Store& store, const db::SessionInfo& session, ranking::Scope scope, Lang lang);

// A tournament's site: the combined ranking as the front page and each session's own site (its
// event's, or its session's in the session's scope) in session-1/, session-2/, ...
struct TournamentSite {
  present::SiteFiles files;
  std::vector<std::pair<std::string, Site>> sessions;  // (folder, its site), files included in `files`
  std::vector<Error> warnings;                          // the tournament's ranking's
};
Result<TournamentSite> tournament_site(const db::Store& store, const db::TournamentInfo& tournament, Lang lang);

}  // namespace bandeja::director
