// The combined ranking of a tournament as the value its site's front page lays out
// (tournaments.hpp); its text and JSON are the presentation layer's (present/tournament_render.hpp).
#include "bandeja/director/tournaments.hpp"

namespace bandeja::director {

std::string session_folder(int seq) { return "session-" + std::to_string(seq); }

present::TournamentPage tournament_page(const TournamentRanking& r) {
  present::TournamentPage t;
  t.name = r.tournament.name;
  t.unit = r.unit;
  for (const auto& s : r.sessions)
    t.sessions.push_back({s.stored.seq, s.name, session_folder(s.stored.seq), s.stored.factor, s.results_missing, s.results_expected});
  for (const auto& s : r.standings) {
    t.rows.push_back({s.place, s.names, s.scores, s.carry, s.total, s.reached});
    t.carry = t.carry || s.carry != 0;
  }
  return t;
}

}  // namespace bandeja::director
