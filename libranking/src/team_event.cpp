#include "bandeja/ranking/team_event.hpp"

#include <algorithm>

namespace bandeja::ranking {

Result<TeamsRanking> rank_teams(const std::vector<TeamOfPairs>& event_teams, const Session& session, bool bam,
                                const ImpTable& imps, const VpScale& vp, const std::vector<Bye>& byes,
                                NonBalancing non_balancing) {
  std::vector<std::string> teams;
  std::map<std::string, std::string> team_of_pair;
  for (const auto& t : event_teams) {
    if (t.pairs.empty()) continue;  // a team left without pairs plays no match
    teams.push_back(t.id);
    for (const auto& p : t.pairs) team_of_pair[p] = t.id;
  }
  auto team_of = [&](const std::string& pair) -> std::optional<std::string> {
    auto it = team_of_pair.find(pair);
    if (it == team_of_pair.end()) return std::nullopt;
    return it->second;
  };
  auto order = [&](const std::string& t) { return size_t(std::find(teams.begin(), teams.end(), t) - teams.begin()); };
  struct MatchAcc {
    int round = 0;
    MatchScore score;  // IMPs or board points of A and B, summed over the boards
    MatchScore b_view;  // at IMPs, the same as B counts them (NonBalancing::EachSide)
    int boards = 0;
  };
  std::map<std::pair<std::string, std::string>, MatchAcc> matches;  // (A, B), A first in display order
  TeamsRanking rep;

  for (const auto& t : session.travellers) {
    const std::string board = std::to_string(t.board);
    for (const auto& l : t.lines)
      for (const auto& pair : {l.ns, l.ew})
        if (!team_of(pair)) return fail_code("rank.pair_without_team", "pair", {board, pair});
    // The line at the other table of a match: B's other pair NS against A's other pair EW.
    auto other_table = [&](size_t i, const std::string& ta, const std::string& tb) {
      for (size_t j = 0; j < t.lines.size(); ++j) {
        const auto& m = t.lines[j];
        if (j != i && team_of(m.ns) == tb && team_of(m.ew) == ta && m.ns != t.lines[i].ew && m.ew != t.lines[i].ns)
          return std::optional<size_t>(j);
      }
      return std::optional<size_t>();
    };
    std::vector<std::optional<std::pair<double, double>>> pts(t.lines.size());
    for (size_t i = 0; i < t.lines.size(); ++i) {
      const auto& l = t.lines[i];
      const auto ta = *team_of(l.ns), tb = *team_of(l.ew);
      if (ta == tb) return fail_code("rank.team_mates", "pair", {board, l.ns, l.ew});
      const auto other = other_table(i, ta, tb);
      if (!other) {
        rep.warnings.push_back(error_code("rank.no_other_table", "board", {board, l.ns, l.ew, tb, ta}));
        continue;
      }
      if (order(ta) > order(tb)) continue;  // scored from the other table's line
      const auto& m = t.lines[*other];
      // Real, weighted and artificial scores at the two tables (Law 86 for adjusted scores); a
      // board not played at a table (and not adjusted) is not part of the match.
      // A's board points and B's, or A's IMP margin as A counts it and B's as B does.
      auto& acc = matches[{ta, tb}];
      std::optional<std::pair<double, double>> points;
      if (bam) {
        if (const auto s = team_board(l.outcome, m.outcome, true, imps)) points.emplace(s->a, s->b);
      } else if (const auto s = team_margins(l.outcome, m.outcome, imps, non_balancing)) {
        points.emplace(s->a, s->b);
      }
      if (!points) {
        rep.warnings.push_back(error_code("rank.not_at_both_tables", "board", {board, l.ns, l.ew}));
        continue;
      }
      const auto [a_pts, b_pts] = *points;
      if (bam) {
        acc.score.a += a_pts;
        acc.score.b += b_pts;
      } else {
        acc.score.a += std::max(a_pts, 0.0), acc.score.b += std::max(-a_pts, 0.0);
        acc.b_view.a += std::max(-b_pts, 0.0), acc.b_view.b += std::max(b_pts, 0.0);
      }
      pts[i] = {a_pts, b_pts};       // A sat NS here
      pts[*other] = {b_pts, a_pts};  // B sat NS there
      ++acc.boards;
      if (acc.round == 0 || (l.round > 0 && l.round < acc.round)) acc.round = l.round;
    }
    TeamBoardResult ob{t.board, {}};
    for (size_t i = 0; i < t.lines.size(); ++i) {
      const auto& l = t.lines[i];
      TeamLine ol{l.ns, l.ew, l.outcome, std::nullopt, std::nullopt};
      if (pts[i]) ol.ns_points = pts[i]->first, ol.ew_points = pts[i]->second;
      ob.lines.push_back(std::move(ol));
    }
    rep.boards.push_back(std::move(ob));
  }

  std::vector<Match> played;
  for (const auto& [key, acc] : matches) {
    if (bam)
      played.push_back({acc.round, key.first, key.second, acc.score.a, acc.score.b, acc.score.a, acc.score.b});
    else
      played.push_back(vp_match(acc.round, key.first, key.second, acc.score, acc.b_view, acc.boards, vp));
    rep.boards_played[key.first] += acc.boards;
    rep.boards_played[key.second] += acc.boards;
  }
  const size_t n = teams.size();
  rep.format = played.size() == n * (n - 1) / 2 ? TeamsFormat::RoundRobin : TeamsFormat::Swiss;
  if (!byes.empty()) rep.format = TeamsFormat::Swiss;
  auto st = team_standings(teams, played, rep.format, byes);
  if (!st) return std::unexpected(st.error());
  rep.standings = std::move(*st);
  std::stable_sort(played.begin(), played.end(), [](const auto& x, const auto& y) { return x.round < y.round; });
  rep.matches = std::move(played);
  rep.byes = byes;
  for (const auto& b : byes) rep.boards_played[b.team] += b.boards;
  std::stable_sort(rep.byes.begin(), rep.byes.end(), [](const Bye& x, const Bye& y) { return x.round < y.round; });
  return rep;
}

}  // namespace bandeja::ranking
