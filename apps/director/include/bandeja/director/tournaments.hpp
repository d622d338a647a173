#pragma once
// Tournaments of several sessions: a pairs championship of qualifying sessions and a final, a
// teams league over a season. A tournament lists its sessions in the order played (each an
// event, or a session of sections) with the factor each counts by, ranks them as one
// (libranking's combine: by percentage or by total, with carry-over) and seeds the next session
// from the standings. Entrants are the same from session to session by their players: the
// sorted national ids of a pair's (or team's) players when every one has one, else their names
// as name_key folds them. A pair new in a session that shares a player with exactly one entrant
// missing from that session (and no other new pair does) is that entrant with a substitute, and
// the ranking says so. Every front end calls these; errors are values ("tournament.*").
#include <optional>
#include <string>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// A new tournament: a name used once, combined "percent" or "total" (also "%", "porcentaje",
// "points", "puntos", "mp", "imps", "vp").
Result<db::TournamentInfo> create_tournament(db::Store& store, const std::string& name, const std::string& by);

// The tournament named by id or name; the error points to `bandeja tournament list`.
Result<db::TournamentInfo> find_tournament(const db::Store& store, const std::string& which);

// Adds the event (or, `session` true, the session of sections) named `which` as the
// tournament's next session, counting by `factor` (above 0, at most 100; 0.5 carries half of a
// qualifying session into the final). Returns it as stored.
Result<db::TournamentSession> add_tournament_session(db::Store& store, const db::TournamentInfo& t,
                                                     const std::string& which, bool session, double factor);

// One session as the tournament ranks it.
struct TournamentSessionView {
  db::TournamentSession stored;
  std::string name;              // the event's or the session's
  std::string unit;              // of its scores: "%" when combined by percentage, else mp/imps/vp/bp
  size_t entrants = 0;
  bool provisional = false;      // results still to come
  int results_missing = 0, results_expected = 0;
};

struct TournamentStanding {
  std::string key;                                 // "ES10231+ES10238", or the names folded
  std::string names;                               // as last seated: "Ana García – Luis Pérez"
  std::vector<db::Player> players;                 // as last seated, with their national ids
  std::vector<std::optional<double>> scores;       // per session (none: did not play it)
  std::vector<std::string> pairs;                  // per session: its pair (or team) there, "A3NS"
  double carry = 0;                                // the director's carry-over
  double total = 0;                                // combined
  int reached = 0;                                 // the last session it played
  std::string place;
};

struct TournamentRanking {
  db::TournamentInfo tournament;
  std::vector<TournamentSessionView> sessions;
  std::vector<TournamentStanding> standings;  // best first
  std::string unit;                           // of the totals: "%", or the sessions' unit
  bool provisional = false;                   // some session has results still to come
  // What the director should check: a pair taken as an earlier entrant with a substitute
  // ("tournament.substitute" {session, pair, its players, the entrant}).
  std::vector<Error> warnings;
};

// The tournament ranked over its sessions (the first `upto`, when given). Errors: a session
// that cannot be ranked (its error), a percentage asked of IMPs or VPs
// ("tournament.no_percent"), sessions of different units combined by total
// ("tournament.mixed_units"), the same players in two pairs of a session
// ("tournament.same_players"), a tournament with no session ("tournament.no_sessions").
Result<TournamentRanking> rank_tournament(const db::Store& store, const db::TournamentInfo& t,
                                          std::optional<int> upto = std::nullopt);

// The combined ranking as the tournament's front page of the site lays it out
// (present::render_tournament_index); session k's own site is in the folder "session-k". The
// text and JSON of `bandeja tournament rank` are present/tournament_render.hpp's.
present::TournamentPage tournament_page(const TournamentRanking& r);
std::string session_folder(int seq);

// The director's carry-over for the pair `pair` of the event `event_which` (one of the
// tournament's sessions, or the one being seeded): points added to its combined score (in
// percentage points when combined by percentage); none removes it. Returns the entrant's key.
Result<std::string> set_carry(db::Store& store, const db::TournamentInfo& t, const std::string& event_which,
                              const std::string& pair, std::optional<double> points);

// Seeding the next session from the standings of the tournament's sessions before it.
enum class SeedMethod { Snake, Cyclic };
Result<SeedMethod> seed_method(const std::string& word);  // snake, cyclic (serpiente, ciclico)

struct SeededPair {
  std::string place;       // in the standings seeded from
  std::string names;
  std::string event;       // the section's event
  std::string pair;        // its seat there: "3NS"
};
struct Seeding {
  std::vector<SeededPair> seated;      // in the order of the standings
  std::vector<std::string> left_out;   // names of those below the last seat (did not qualify)
  size_t empty_seats = 0;
};

// Seats the entrants of the standings, best first, in the pairs of `target` (an event, or the
// sections of a session, `session` true) whose players are not named yet: snake deals them
// over the sections' fields (A-NS, A-EW, B-NS, B-EW, then back: B-EW, B-NS ...), cyclic in the
// same order each time round; within a field by pair number. Each seated pair gets its players'
// names and national ids. Refused when a seat is named already ("tournament.seed_named") or the
// target is among the sessions seeded from.
Result<Seeding> seed_session(db::Store& store, const db::TournamentInfo& t, const std::string& target, bool session,
                             SeedMethod method);

}  // namespace bandeja::director
