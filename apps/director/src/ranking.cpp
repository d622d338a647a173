#include "bandeja/director/ranking.hpp"

#include <algorithm>
#include <set>

#include "bandeja/director/results.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/imps.hpp"
#include "bandeja/score/vp.hpp"

namespace bandeja::director {

namespace {

ranking::Field field_of(const db::Pair& p, int winners) {
  if (winners == 1) return ranking::Field::One;
  if (p.field == "NS") return ranking::Field::NS;
  if (p.field == "EW") return ranking::Field::EW;
  return ranking::Field::One;
}

// A stored weighted score as libranking's (weights in basis points become fractions).
ranking::Weighted weighted_of(const score::Weighted& w) {
  ranking::Weighted out;
  for (const auto& p : w.parts) out.parts.push_back({p.weight_bp / 10000.0, p.ns_score});
  return out;
}

// NS's score of a stored line, or the artificial / weighted / not-played outcome.
Result<ranking::Outcome> outcome_of(const db::ResultLine& r, const std::map<int, score::Vulnerability>& vul) {
  if (auto a = std::get_if<score::Artificial>(&r.entry)) return ranking::Outcome{*a};
  if (std::holds_alternative<score::NotPlayed>(r.entry)) return ranking::Outcome{score::NotPlayed{}};
  if (auto w = std::get_if<score::Weighted>(&r.entry)) return ranking::Outcome{weighted_of(*w)};
  if (r.ns_score) return ranking::Outcome{*r.ns_score};
  auto v = vul.find(r.board);
  if (auto s = score::ns_score(r.entry, v != vul.end() ? v->second : score::vulnerability(r.board)))
    return ranking::Outcome{*s};
  return fail_code("rank.line_without_score", "score", {std::to_string(r.board), r.ns, r.ew});
}

}  // namespace

Result<Scoring> parse_scoring(std::string_view word) {
  if (auto s = ranking::scoring_from_id(word)) return *s;
  return fail_code("rank.unknown_scoring", "scoring", {std::string(word)});
}

Result<Scoring> scoring_of(const db::Event& ev, const RankOptions& o) {
  if (o.scoring) return *o.scoring;
  if (auto s = ranking::scoring_from_id(ev.info.scoring)) return *s;
  return fail_code("rank.event_scoring_unknown", "scoring", {ev.info.scoring});
}

size_t run_of(const std::vector<db::ResultLine>& lines, size_t i) {
  size_t j = i;
  while (j < lines.size() && lines[j].board == lines[i].board) ++j;
  return j - i;
}

int foul_group_of(const std::vector<db::Ruling>& rulings, const db::ResultLine& line) {
  return foul_group_of(rulings, line.board, line.round, line.ns);
}

int foul_group_of(const std::vector<db::Ruling>& rulings, int board, std::optional<int> round, const std::string& ns) {
  int form = 0;
  for (const auto& r : rulings) {
    if (r.kind != "fouled" || !r.standing() || r.board != board) continue;
    ++form;  // each fouled ruling on the board is a changed form of its own
    const bool by_round = r.first_round && r.last_round && round && *round >= *r.first_round && *round <= *r.last_round;
    const bool by_pair = std::find(r.pairs.begin(), r.pairs.end(), ns) != r.pairs.end();
    if (by_round || by_pair) return form;
  }
  return 0;
}

ranking::FoulRule foul_rule_of(const std::vector<db::Ruling>& rulings, int board) {
  for (const auto& r : rulings)
    if (r.kind == "fouled" && r.standing() && r.board == board && r.method == "ebu") return ranking::FoulRule::EbuSmallGroups;
  return ranking::FoulRule::Neuberg;
}

namespace {

// The event's pairs and procedural penalties as libranking's session, without travellers.
ranking::Session session_frame(const db::Event& ev) {
  ranking::Session s;
  for (const auto& r : ev.rulings)
    if (r.kind == "penalty" && r.standing() && !r.pairs.empty()) {
      ranking::Penalty p;
      p.pair = r.pairs.front();
      p.board = r.board;
      (r.unit == "imps" ? p.imps : p.top_percent) = r.amount;
      p.reason = r.reason;
      s.penalties.push_back(std::move(p));
    }
  for (const auto& p : ev.pairs) s.pairs.push_back({p.id, field_of(p, ev.info.winners), "", p.names()});
  return s;
}

bool has_fouled(const db::Event& ev) {
  return std::any_of(ev.rulings.begin(), ev.rulings.end(), [](const db::Ruling& r) { return r.kind == "fouled"; });
}

// Stored lines put on the session's travellers as they come, board by board (a board's lines
// come together, so the last line's traveller is the next one's but for the first of a board).
class Travellers {
 public:
  explicit Travellers(ranking::Session& s) : s_(s) {}
  ranking::Traveller& of(int board) {
    if (t_ && t_->board == board) return *t_;
    auto [it, fresh] = index_.emplace(board, s_.travellers.size());
    if (fresh) {
      s_.travellers.push_back({board, "", {}});
      // A board of a field has as many lines as the one before, more or less: reserved so, not
      // grown by doubling.
      if (s_.travellers.size() > 1) s_.travellers.back().lines.reserve(s_.travellers[s_.travellers.size() - 2].lines.size());
    }
    t_ = &s_.travellers[it->second];
    return *t_;
  }

 private:
  ranking::Session& s_;
  std::map<int, size_t> index_;
  ranking::Traveller* t_ = nullptr;
};

}  // namespace

namespace {

// The lines written with the pairs the other way round from their movement row (the table said
// they sat so: LineInput::seated_other_way), by the row's round and table.
class SeatedOtherWay {
 public:
  explicit SeatedOtherWay(const std::vector<movement::Row>& rows) {
    for (const auto& r : rows)
      if (r.ns && r.ew) rows_[{r.round, r.table}] = &r;
  }
  bool operator()(const std::optional<int>& round, const std::optional<int>& table, const std::string& ns,
                  const std::string& ew) const {
    if (!round || !table) return false;
    const auto it = rows_.find({*round, *table});
    return it != rows_.end() && *it->second->ns == ew && *it->second->ew == ns;
  }

 private:
  std::map<std::pair<int, int>, const movement::Row*> rows_;
};

}  // namespace

Result<ranking::Session> session_of(const db::Event& ev) {
  ranking::Session s = session_frame(ev);
  const bool fouled = has_fouled(ev);
  std::map<int, score::Vulnerability> vul;
  for (const auto& b : ev.boards) vul[b.number] = b.vulnerability;
  Travellers travellers(s);
  const SeatedOtherWay other_way(ev.rows);
  for (size_t i = 0; i < ev.results.size(); ++i) {
    const auto& r = ev.results[i];
    auto outcome = outcome_of(r, vul);
    if (!outcome) return std::unexpected(outcome.error());
    auto& t = travellers.of(r.board);
    if (t.lines.empty()) t.lines.reserve(run_of(ev.results, i));
    // Stored lines name the pairs as they sat (the movement's rows), so no arrow flag here.
    t.lines.push_back({r.ns, r.ew, std::move(*outcome), false, r.round.value_or(0), fouled ? foul_group_of(ev.rulings, r) : 0,
                       other_way(r.round, r.table, r.ns, r.ew)});
  }
  if (fouled)
    for (auto& t : s.travellers) t.foul_rule = foul_rule_of(ev.rulings, t.board);
  return s;
}

Result<StoredRanking> rank_stored(const db::Store& store, db::Id event, const ranking::Options& options) {
  StoredRanking out;
  ranking::Session frame;
  std::optional<ranking::Ranker> ranker;
  std::optional<ResultsToCome> to_come;
  const std::vector<db::Ruling>* fouled = nullptr;  // the head's rulings, when one fouls a board
  std::optional<Error> failed;  // the first refusal: the lines after it are read, not ranked
  std::optional<SeatedOtherWay> other_way;
  ranking::Traveller board;     // the board being read: its lines come together
  auto add_board = [&] {
    if (board.lines.empty() || failed) return;
    if (auto added = ranker->add_board({&board}); !added) failed = added.error();
    board.lines.clear();  // its room kept for the next board
  };
  out.event = store.load(
      event,
      [&](const db::Event& head) {
        frame = session_frame(head);
        other_way.emplace(head.rows);  // the head's rows: alive while the store reads
        if (has_fouled(head)) fouled = &head.rulings;  // the store's: alive while it reads
        to_come.emplace(head);
        auto r = ranking::Ranker::start(frame, options, false);
        if (!r) failed = r.error();
        else ranker.emplace(std::move(*r));
      },
      [&](db::ScoredLine&& l) {
        to_come->line(l.board, l.ns, l.ew);
        if (board.lines.empty() || board.board != l.board) {
          add_board();
          board.board = l.board;
          board.foul_rule = fouled ? foul_rule_of(*fouled, l.board) : ranking::FoulRule::Neuberg;
          out.boards.push_back(l.board);
        }
        // A stored score (the schema has one on every played, passed-out and score-only line).
        ranking::Outcome o = score::NotPlayed{};
        if (auto a = std::get_if<score::Artificial>(&l.entry)) o = *a;
        else if (auto w = std::get_if<score::Weighted>(&l.entry)) o = weighted_of(*w);
        else if (l.ns_score) o = *l.ns_score;
        const bool sat_other_way = (*other_way)(l.round, l.table, l.ns, l.ew);
        board.lines.push_back({std::move(l.ns), std::move(l.ew), std::move(o), false, l.round.value_or(0), 0, sat_other_way});
        if (fouled) {  // the event (its rulings) is read before its lines
          auto& line = board.lines.back();
          line.foul_group = foul_group_of(*fouled, l.board, l.round, line.ns);
        }
      });
  add_board();
  if (failed) return std::unexpected(*failed);
  out.to_come = to_come->counts();
  auto r = ranker->finish();
  if (!r) return std::unexpected(r.error());
  out.ranking = std::move(*r);
  return out;
}

ranking::Options ranking_options(Scoring scoring, const RankOptions& a) {
  ranking::Options o;
  o.method = ranking::pairs_method(scoring).value_or(ranking::Method::Matchpoints);
  o.mp_scale = a.mp_scale;
  o.neuberg = a.neuberg;
  o.ave_plus_session_percent = a.ave_plus_session;
  o.imps = [](int d) { return score::imps(d); };
  return o;
}

Result<ranking::Ranking> rank_pairs(const db::Event& ev, const RankOptions& a) {
  auto scoring = scoring_of(ev, a);
  if (!scoring) return std::unexpected(scoring.error());
  auto s = session_of(ev);
  if (!s) return std::unexpected(s.error());
  return ranking::rank(*s, ranking_options(*scoring, a));
}

std::vector<ranking::Bye> swiss_byes(const db::Event& ev, const std::vector<db::Team>& teams, Scoring scoring) {
  std::vector<ranking::Bye> out;
  if (ev.info.movement_type != "swiss") return out;
  const double points = ranking::swiss_bye_points(scoring == Scoring::Bam, ev.info.boards_per_round);
  for (int r = 1; r <= ev.info.rounds; ++r) {
    const auto seated = movement::seated_in_round(ev.rows, r);
    for (const auto& t : teams)
      if (!t.pairs.empty() && std::none_of(t.pairs.begin(), t.pairs.end(), [&](const auto& p) { return seated.contains(p); }))
        out.push_back({r, t.id, points, ev.info.boards_per_round});
  }
  return out;
}

Result<TeamsRanking> rank_teams(const db::Event& ev, Scoring scoring) {
  auto teams = teams_of(ev);
  if (!teams) return fail_code("rank.teams_need_teams", "pairs");
  auto s = session_of(ev);
  if (!s) return std::unexpected(s.error());
  std::vector<ranking::TeamOfPairs> of_pairs;
  for (const auto& t : *teams) of_pairs.push_back({t.id, t.pairs});
  auto vp = [](int margin, int boards) { return score::vp_hundredths(margin, boards) / 100.0; };
  const auto rule = ev.info.non_balancing == "each-side" ? ranking::NonBalancing::EachSide : ranking::NonBalancing::Average;
  auto r = ranking::rank_teams(of_pairs, *s, scoring == Scoring::Bam, score::imps, vp, swiss_byes(ev, *teams, scoring), rule);
  if (!r) return std::unexpected(r.error());
  return TeamsRanking{std::move(*r), std::move(*teams)};
}

Result<ranking::Session> session_of(const std::vector<db::Event>& sections) {
  ranking::Session out;
  for (const auto& ev : sections) {
    const std::string& sec = ev.info.section;
    auto s = session_of(ev);
    if (!s) return std::unexpected(s.error());
    for (auto& p : s->pairs) {
      p.id = section_pair(sec, p.id);
      p.section = sec;
      out.pairs.push_back(std::move(p));
    }
    for (auto& p : s->penalties) {
      p.pair = section_pair(sec, p.pair);
      out.penalties.push_back(std::move(p));
    }
    for (auto& t : s->travellers) {
      t.section = sec;
      for (auto& l : t.lines) {
        l.ns = section_pair(sec, l.ns);
        l.ew = section_pair(sec, l.ew);
      }
      out.travellers.push_back(std::move(t));
    }
  }
  return out;
}

Result<Scoring> scoring_of(const std::vector<db::Event>& sections, const RankOptions& options) {
  if (sections.empty()) return fail_code("rank.session_no_sections", "session");
  for (size_t i = 1; i < sections.size(); ++i)
    if (auto same = check_same_scoring(facts_of(sections[0].info, {}), facts_of(sections[i].info, {})); !same)
      return std::unexpected(same.error());
  return scoring_of(sections[0], options);
}

Result<ranking::Ranking> rank_session(const std::vector<db::Event>& sections, const RankOptions& options,
                                      ranking::Scope scope) {
  auto scoring = scoring_of(sections, options);
  if (!scoring) return std::unexpected(scoring.error());
  if (!ranking::is_pairs_scoring(*scoring))
    return fail_code("rank.session_teams_scoring", "scoring", {std::string(ranking::scoring_id(*scoring))});
  if (scope == ranking::Scope::Field) {
    std::vector<SectionFacts> facts;
    for (const auto& ev : sections) facts.push_back(facts_of(ev.info, ev.boards));
    if (auto same = check_field(facts); !same) return std::unexpected(same.error());
  }
  auto o = ranking_options(*scoring, options);
  o.scope = scope;
  auto s = session_of(sections);
  if (!s) return std::unexpected(s.error());
  return ranking::rank(*s, o);
}

}  // namespace bandeja::director
