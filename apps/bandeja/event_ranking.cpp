#include "event_ranking.hpp"

#include <algorithm>
#include <tuple>

#include <spdlog/spdlog.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/imps.hpp"
#include "bandeja/score/vp.hpp"

namespace bandeja::app {

namespace {

ranking::Field field_of(const db::Pair& p, int winners) {
  if (winners == 1) return ranking::Field::One;
  if (p.field == "NS") return ranking::Field::NS;
  if (p.field == "EW") return ranking::Field::EW;
  return ranking::Field::One;
}

// NS's score of a stored line, or the artificial / not-played outcome.
ranking::Outcome outcome_of(Lang lang, const db::ResultLine& r,
                            const std::map<int, score::Vulnerability>& vul) {
  if (auto a = std::get_if<score::Artificial>(&r.entry)) return *a;
  if (std::holds_alternative<score::NotPlayed>(r.entry)) return score::NotPlayed{};
  if (auto w = std::get_if<score::Weighted>(&r.entry)) {
    ranking::Weighted out;
    for (const auto& p : w->parts) out.parts.push_back({p.weight_bp / 10000.0, p.ns_score});
    return out;
  }
  if (r.ns_score) return *r.ns_score;
  auto v = vul.find(r.board);
  auto s = score::ns_score(r.entry, v != vul.end() ? v->second : score::vulnerability(r.board));
  if (s) return *s;
  throw UserError(tr(lang, "board " + std::to_string(r.board) + ", " + r.ns + " against " + r.ew +
                               ": the stored line has no score; fix it with: bandeja result edit",
                     "tablero " + std::to_string(r.board) + ", " + r.ns + " contra " + r.ew +
                         ": la línea guardada no tiene resultado; corríjala con: bandeja result edit"));
}

}  // namespace

std::string scoring_of(const db::Event& ev, const RankOptions& o) {
  return o.scoring.empty() ? ev.info.scoring : o.scoring;
}

bool is_pairs_scoring(const std::string& s) { return s == "mp" || s == "cross-imps" || s == "butler"; }
bool is_teams_scoring(const std::string& s) { return s == "bam" || s == "imps"; }

ranking::Session session_of(const db::Event& ev, Lang lang) {
  ranking::Session s;
  for (const auto& p : ev.pairs)
    s.pairs.push_back({p.id, field_of(p, ev.info.winners), "", p.names()});
  std::map<int, score::Vulnerability> vul;
  for (const auto& b : ev.boards) vul[b.number] = b.vulnerability;
  std::map<int, size_t> index;
  for (const auto& r : ev.results) {
    auto [it, fresh] = index.emplace(r.board, s.travellers.size());
    if (fresh) s.travellers.push_back({r.board, "", {}});
    // Stored lines name the pairs as they sat (the movement's rows), so no arrow flag here.
    s.travellers[it->second].lines.push_back({r.ns, r.ew, outcome_of(lang, r, vul), false});
  }
  return s;
}

ranking::Ranking rank_pairs(const db::Event& ev, const RankOptions& a, Lang lang) {
  auto r = ranking::rank(session_of(ev, lang), ranking_options(scoring_of(ev, a), a));
  if (!r) throw UserError(r.error().message);
  return std::move(*r);
}

ranking::Options ranking_options(const std::string& scoring, const RankOptions& a) {
  ranking::Options o;
  o.method = scoring == "mp"           ? ranking::Method::Matchpoints
             : scoring == "cross-imps" ? ranking::Method::CrossImps
                                       : ranking::Method::Butler;
  o.mp_scale = a.mp_scale;
  o.neuberg = a.neuberg;
  o.ave_plus_session_percent = a.ave_plus_session;
  o.imps = [](int d) { return score::imps(d); };
  return o;
}

TeamsRanking rank_teams(const db::Event& ev, const std::string& scoring, Lang lang) {
  const bool bam = scoring == "bam";
  // The event's teams (schema 3 rows), else the convention: team N is pairs N NS and N EW.
  auto event_teams = teams_of(ev);
  if (!event_teams)
    throw UserError(tr(lang,
                       "teams scoring needs teams: pairs numbered 1NS, 1EW, 2NS, ... (team 1 is 1NS "
                       "and 1EW), or teams given with: bandeja teams EVENT N --pairs ...",
                       "la puntuación por equipos necesita equipos: parejas 1NS, 1EW, 2NS, ... (el "
                       "equipo 1 es 1NS y 1EW), o equipos dados con: bandeja teams EVENTO N --pairs ..."));
  std::vector<std::string> teams;
  std::map<std::string, std::string> team_of_pair;
  TeamsRanking rep;
  for (const auto& t : *event_teams) {
    if (t.pairs.empty()) continue;  // a team left without pairs plays no match
    teams.push_back(t.id);
    for (const auto& p : t.pairs) team_of_pair[p] = t.id;
    rep.names[t.id] = team_players(t, ev.pairs);
    rep.team_names[t.id] = t.name;
  }
  auto team_of = [&](const std::string& pair) -> std::optional<std::string> {
    auto it = team_of_pair.find(pair);
    if (it == team_of_pair.end()) return std::nullopt;
    return it->second;
  };
  auto session = session_of(ev, lang);
  // (team A, team B) with A < B in display order -> the match's boards.
  auto order = [&](const std::string& t) {
    return size_t(std::find(teams.begin(), teams.end(), t) - teams.begin());
  };
  struct MatchAcc {
    int round = 0;
    ranking::MatchScore score;  // IMPs or board points of A and B, summed over the boards
    int boards = 0;
  };
  std::map<std::pair<std::string, std::string>, MatchAcc> matches;
  std::map<std::tuple<int, std::string, std::string>, int> round_of;  // (board, ns, ew)
  for (const auto& r : ev.results) round_of[{r.board, r.ns, r.ew}] = r.round.value_or(0);

  for (const auto& t : session.travellers) {
    for (const auto& l : t.lines)
      for (const auto& pair : {l.ns, l.ew})
        if (!team_of(pair))
          throw UserError(tr(lang, "board " + std::to_string(t.board) + ": pair " + pair +
                                       " played but plays for no team; give it one with: bandeja "
                                       "teams EVENT N --pairs ...",
                             "tablero " + std::to_string(t.board) + ": la pareja " + pair +
                                 " jugó pero no está en ningún equipo; désela con: bandeja teams "
                                 "EVENTO N --pairs ..."));
    // The line at the other table of a match: B's other pair NS against A's other pair EW.
    auto other_table = [&](size_t i, const std::string& ta, const std::string& tb) {
      for (size_t j = 0; j < t.lines.size(); ++j) {
        const auto& m = t.lines[j];
        if (j != i && team_of(m.ns) == tb && team_of(m.ew) == ta && m.ns != t.lines[i].ew &&
            m.ew != t.lines[i].ns)
          return std::optional<size_t>(j);
      }
      return std::optional<size_t>();
    };
    std::vector<std::optional<std::pair<double, double>>> pts(t.lines.size());
    for (size_t i = 0; i < t.lines.size(); ++i) {
      const auto& l = t.lines[i];
      auto ta = team_of(l.ns), tb = team_of(l.ew);
      if (!ta || !tb) continue;
      if (*ta == *tb)
        throw UserError(tr(lang, "board " + std::to_string(t.board) + ": " + l.ns + " played " +
                                     l.ew + ", its own team-mates",
                           "tablero " + std::to_string(t.board) + ": " + l.ns + " jugó contra " +
                               l.ew + ", su propio equipo"));
      auto other = other_table(i, *ta, *tb);
      if (!other) {
        const std::string b = std::to_string(t.board);
        spdlog::warn("{}", tr(lang,
                              "board " + b + ": " + l.ns + " against " + l.ew +
                                  " has no result at the other table (team " + *tb +
                                  " North-South against team " + *ta +
                                  " East-West) yet; the board is left out of the match",
                              "tablero " + b + ": " + l.ns + " contra " + l.ew +
                                  " no tiene resultado en la otra mesa (equipo " + *tb +
                                  " en Norte-Sur contra el equipo " + *ta +
                                  " en Este-Oeste) todavía; el tablero queda fuera del encuentro"));
        continue;
      }
      if (order(*ta) > order(*tb)) continue;  // scored from the other table's line
      const auto& m = t.lines[*other];
      // Real, weighted and artificial scores at the two tables, as libranking scores them (Law
      // 86 for adjusted scores); a board not played at a table (and not adjusted) is not part
      // of the match.
      const auto s = ranking::team_board(l.outcome, m.outcome, bam, score::imps);
      if (!s) {
        const std::string b = std::to_string(t.board);
        spdlog::warn("{}", tr(lang,
                              "board " + b + ": " + l.ns + " against " + l.ew +
                                  " was not played at both tables; the board is left out of the "
                                  "match (give it an adjusted score with: bandeja result edit)",
                              "tablero " + b + ": " + l.ns + " contra " + l.ew +
                                  " no se jugó en las dos mesas; el tablero queda fuera del "
                                  "encuentro (dele una puntuación ajustada con: bandeja result edit)"));
        continue;
      }
      const double a_pts = bam ? s->a : s->a - s->b;  // A's board points, or A's IMP margin
      const double b_pts = bam ? s->b : -a_pts;
      pts[i] = {a_pts, b_pts};              // A sat NS here
      pts[*other] = {b_pts, a_pts};  // B sat NS there
      auto& acc = matches[{*ta, *tb}];
      acc.score.a += s->a;
      acc.score.b += s->b;
      ++acc.boards;
      int rd = round_of[{t.board, l.ns, l.ew}];
      if (acc.round == 0 || (rd > 0 && rd < acc.round)) acc.round = rd;
    }
    TeamsRanking::Board ob{t.board, {}};
    for (size_t i = 0; i < t.lines.size(); ++i) {
      const auto& l = t.lines[i];
      TeamsRanking::Line ol{l.ns, l.ew, l.outcome, std::nullopt, std::nullopt};
      if (pts[i]) ol.ns_points = pts[i]->first, ol.ew_points = pts[i]->second;
      ob.lines.push_back(std::move(ol));
    }
    rep.boards.push_back(std::move(ob));
  }

  std::vector<ranking::Match> played;
  auto vp = [](int margin, int boards) { return score::vp_hundredths(margin, boards) / 100.0; };
  for (const auto& [key, acc] : matches) {
    if (bam)
      played.push_back({acc.round, key.first, key.second, acc.score.a, acc.score.b, acc.score.a,
                        acc.score.b});
    else
      played.push_back(
          ranking::vp_match(acc.round, key.first, key.second, acc.score, acc.boards, vp));
  }
  // A round robin when no two teams met twice and every team met every other; else Swiss.
  const size_t n = teams.size();
  const auto format = played.size() == n * (n - 1) / 2 ? ranking::TeamsFormat::RoundRobin
                                                        : ranking::TeamsFormat::Swiss;
  auto st = ranking::team_standings(teams, played, format);
  if (!st) throw UserError(st.error().message);
  rep.standings = std::move(*st);
  for (const auto& [key, acc] : matches) {
    rep.boards_played[key.first] += acc.boards;
    rep.boards_played[key.second] += acc.boards;
  }
  std::sort(played.begin(), played.end(),
            [](const auto& x, const auto& y) { return x.round < y.round; });
  rep.matches = std::move(played);
  return rep;
}

}  // namespace bandeja::app
