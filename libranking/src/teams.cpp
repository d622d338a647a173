#include "bandeja/ranking/teams.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <set>

#include "bandeja/ranking/places.hpp"
#include "bandeja/ranking/rounding.hpp"

namespace bandeja::ranking {

double board_a_match(const TeamBoard& b) {
  int net = team_net(b);
  return net > 0 ? 1.0 : net == 0 ? 0.5 : 0.0;
}

MatchScore bam_match(const std::vector<TeamBoard>& boards) {
  MatchScore m;
  for (const auto& b : boards) {
    double a = board_a_match(b);
    m.a += a;
    m.b += 1.0 - a;
  }
  return m;
}

MatchScore imp_match(const std::vector<TeamBoard>& boards, const ImpTable& imps) {
  MatchScore m;
  for (const auto& b : boards) {
    int i = imps(team_net(b));
    if (i > 0) m.a += i;
    else m.b += -i;
  }
  return m;
}

namespace {

// A side's IMPs for an artificial percentage (Law 86A): 60% is +3, 40% is −3.
double artificial_imps(int pct) { return (pct - 50) * 0.3; }

// The parts of a real or weighted outcome; empty for anything else.
std::vector<WeightedPart> parts_of(const Outcome& o) {
  if (auto s = std::get_if<int>(&o)) return {{1.0, *s}};
  if (auto w = std::get_if<Weighted>(&o)) return w->parts;
  return {};
}

// A's award and B's award summed over the tables with an artificial score (A holds the NS
// percentage where A sat NS), in board points (board-a-match) or IMPs, and how many such tables.
struct Awards {
  double a = 0, b = 0;
  int tables = 0;
};

Awards artificial_awards(const score::Artificial* at_a_ns, const score::Artificial* at_b_ns, bool bam) {
  const auto points = [bam](int pct) { return bam ? pct / 100.0 : artificial_imps(pct); };
  Awards out;
  if (at_a_ns) out.a += points(at_a_ns->ns_pct), out.b += points(at_a_ns->ew_pct), ++out.tables;
  if (at_b_ns) out.a += points(at_b_ns->ew_pct), out.b += points(at_b_ns->ns_pct), ++out.tables;
  return out;
}

}  // namespace

std::optional<MatchScore> team_board(const Outcome& at_a_ns, const Outcome& at_b_ns, bool bam,
                                     const ImpTable& imps) {
  const auto* art_x = std::get_if<score::Artificial>(&at_a_ns);
  const auto* art_y = std::get_if<score::Artificial>(&at_b_ns);
  if (art_x || art_y) {
    const auto [a, b, tables] = artificial_awards(art_x, art_y, bam);
    if (bam) return MatchScore{a / tables, b / tables};
    const double margin = (a - b) / 2;  // each side's result separately, then averaged
    return MatchScore{std::max(margin, 0.0), std::max(-margin, 0.0)};
  }
  const auto xs = parts_of(at_a_ns), ys = parts_of(at_b_ns);
  if (xs.empty() || ys.empty()) return std::nullopt;  // not played at one table
  double a = 0;  // A's IMP margin, or A's board points
  for (const auto& x : xs)
    for (const auto& y : ys) {
      const TeamBoard tb{x.ns_score, y.ns_score};
      a += x.weight * y.weight * (bam ? board_a_match(tb) : double(imps(team_net(tb))));
    }
  if (bam) return MatchScore{a, 1.0 - a};
  return MatchScore{std::max(a, 0.0), std::max(-a, 0.0)};
}

std::optional<BoardMargins> team_margins(const Outcome& at_a_ns, const Outcome& at_b_ns, const ImpTable& imps,
                                         NonBalancing rule) {
  const auto* art_x = std::get_if<score::Artificial>(&at_a_ns);
  const auto* art_y = std::get_if<score::Artificial>(&at_b_ns);
  if (rule == NonBalancing::EachSide && (art_x || art_y)) {
    // Each side keeps its own award at the tables with an artificial score.
    const Awards awards = artificial_awards(art_x, art_y, false);
    return BoardMargins{awards.a, awards.b};
  }
  const auto s = team_board(at_a_ns, at_b_ns, false, imps);
  if (!s) return std::nullopt;
  return BoardMargins{s->a - s->b, s->b - s->a};
}

Match vp_match(int round, std::string a, std::string b, const MatchScore& a_view, const MatchScore& b_view,
               int boards, const VpScale& vp) {
  Match m = vp_match(round, std::move(a), std::move(b), a_view, boards, vp);
  if (a_view.a == b_view.a && a_view.b == b_view.b) return m;
  m.a_conceded = a_view.b;
  m.b_score = b_view.b;
  m.b_conceded = b_view.a;
  m.b_vp = vp(static_cast<int>(round_half_away(b_view.b - b_view.a)), boards);
  return m;
}

Match vp_match(int round, std::string a, std::string b, const MatchScore& imps, int boards,
               const VpScale& vp) {
  Match m;
  m.round = round;
  m.a = std::move(a);
  m.b = std::move(b);
  m.a_score = imps.a;
  m.b_score = imps.b;
  const int margin = static_cast<int>(round_half_away(imps.a - imps.b));
  m.a_vp = vp(margin, boards);
  m.b_vp = vp(-margin, boards);
  return m;
}

namespace {

// IMP quotient: for / against; +infinity when nothing was conceded (and something scored),
// 1 when both are 0 (a team that neither scored nor conceded is level).
double quotient(double scored, double conceded) {
  if (conceded > 0) return scored / conceded;
  return scored > 0 ? std::numeric_limits<double>::infinity() : 1.0;
}

}  // namespace

double swiss_bye_points(bool bam, int boards_per_round) { return bam ? 0.6 * boards_per_round : 12.0; }

Result<std::vector<TeamStanding>> team_standings(const std::vector<std::string>& teams,
                                                 const std::vector<Match>& matches,
                                                 TeamsFormat format, const std::vector<Bye>& byes) {
  std::map<std::string, size_t> index;
  for (size_t i = 0; i < teams.size(); ++i)
    if (!index.emplace(teams[i], i).second) return fail_code("rank.error.team_twice", "team", {teams[i]});
  std::vector<TeamStanding> st(teams.size());
  for (size_t i = 0; i < teams.size(); ++i) st[i].team = teams[i];
  std::vector<std::pair<size_t, size_t>> played;  // (a, b) per match
  for (const auto& m : matches) {
    auto a = index.find(m.a), b = index.find(m.b);
    if (a == index.end()) return fail_code("rank.error.no_team", "team", {std::to_string(m.round), m.a});
    if (b == index.end()) return fail_code("rank.error.no_team", "team", {std::to_string(m.round), m.b});
    if (a->second == b->second) return fail_code("rank.error.team_self", "team", {std::to_string(m.round), m.a});
    played.emplace_back(a->second, b->second);
    auto& x = st[a->second];
    auto& y = st[b->second];
    x.matches++, y.matches++;
    x.vp += m.a_vp, y.vp += m.b_vp;
    x.scored += m.a_score, x.conceded += m.conceded_by_a();
    y.scored += m.b_score, y.conceded += m.conceded_by_b();
  }
  for (const auto& bye : byes) {
    auto t = index.find(bye.team);
    if (t == index.end()) return fail_code("rank.error.no_team", "team", {std::to_string(bye.round), bye.team});
    st[t->second].vp += bye.points;
    st[t->second].byes++;
  }
  for (auto& s : st)
    if (s.conceded > 0) s.quotient = s.scored / s.conceded;
  for (size_t k = 0; k < matches.size(); ++k) {
    auto [a, b] = played[k];
    st[a].opponents_vp += st[b].vp;
    st[b].opponents_vp += st[a].vp;
  }

  // Keys: VPs first, then the tie-breaks, computed among the teams tied on VPs.
  std::vector<std::vector<double>> keys(teams.size());
  auto vp_places = places([&] {
    std::vector<double> v;
    for (const auto& s : st) v.push_back(s.vp);
    return v;
  }());
  for (size_t i = 0; i < teams.size(); ++i) {
    keys[i].push_back(st[i].vp);
    if (format == TeamsFormat::RoundRobin) {
      double h2h_vp = 0, h2h_for = 0, h2h_against = 0;
      for (size_t k = 0; k < matches.size(); ++k) {
        auto [a, b] = played[k];
        const auto& m = matches[k];
        if (a == i && b != i && vp_places[b] == vp_places[i]) {
          h2h_vp += m.a_vp, h2h_for += m.a_score, h2h_against += m.conceded_by_a();
        } else if (b == i && vp_places[a] == vp_places[i]) {
          h2h_vp += m.b_vp, h2h_for += m.b_score, h2h_against += m.conceded_by_b();
        }
      }
      keys[i].push_back(h2h_vp);
      keys[i].push_back(quotient(h2h_for, h2h_against));
    } else {
      keys[i].push_back(st[i].opponents_vp);
    }
    keys[i].push_back(quotient(st[i].scored, st[i].conceded));
  }
  auto labels = places(keys);
  for (size_t i = 0; i < st.size(); ++i) st[i].place = labels[i];
  std::vector<size_t> order(st.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return std::atoi(st[a].place.c_str()) < std::atoi(st[b].place.c_str());
  });
  std::vector<TeamStanding> out;
  for (size_t i : order) out.push_back(st[i]);
  return out;
}

}  // namespace bandeja::ranking
