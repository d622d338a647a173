#include "bandeja/director/record.hpp"
#include "bandeja/ranking/places.hpp"

#include "bandeja/director/names.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/ranking/rounding.hpp"
#include "bandeja/score/limits.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>
#include <tuple>
#include <type_traits>

#include "bandeja/director/results.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/score/board.hpp"

namespace bandeja::director {
namespace {

// A line of the document as a stored line (the document's own NS score kept).
db::ResultLine result_of(int board, const formats::Line& l) {
  db::ResultLine r;
  r.board = board;
  r.round = l.round;
  r.table = l.table;
  r.ns = l.ns;
  r.ew = l.ew;
  r.entry = l.entry;
  r.ns_score = l.ns_score;
  return r;
}

double round2(double v) { return ranking::round_hundredths(v); }

// A pair's place in the document's ranking (the percentage to two decimals, as printed).
formats::Standing standing_of(const ranking::Standing& s) {
  formats::Standing st;
  st.entrant = s.pair;
  st.total = s.total;
  if (s.percent) st.percent = round2(*s.percent);
  st.place = s.place;
  if (s.penalty != 0) st.penalty = s.penalty;
  return st;
}

// An individual ranked per player (Rainbow): each player's total and tops are those of the
// partnerships it played in, its percentage their ratio; placed by percentage (matchpoints) or
// total. The standings of the players replace those of the partnerships.
std::vector<formats::Standing> players_standings(const formats::EventRecord& rec, const ranking::Ranking& r) {
  struct Acc {
    double total = 0, tops = 0, penalty = 0;
    int boards = 0;
  };
  std::map<std::string, Acc> of;
  for (const auto& s : r.pairs)
    for (const auto& p : formats::partnership_players(s.pair)) {
      auto& a = of[p];
      a.total += s.total;
      a.tops += s.tops;
      a.penalty += s.penalty;
      a.boards += s.boards;
    }
  const bool mp = r.method == ranking::Method::Matchpoints;
  std::vector<formats::Standing> out;
  std::vector<double> keys;
  for (const auto& e : rec.entrants) {
    if (!formats::partnership_players(e.id).empty()) continue;
    const Acc a = of.contains(e.id) ? of.at(e.id) : Acc{};
    formats::Standing st;
    st.entrant = e.id;
    st.total = a.total;
    if (mp && a.tops > 0) st.percent = round2(a.total / a.tops * 100);
    if (a.penalty != 0) st.penalty = a.penalty;
    keys.push_back(a.boards == 0 ? std::nan("") : mp ? (a.tops > 0 ? a.total / a.tops : 0) : a.total);
    out.push_back(std::move(st));
  }
  const auto labels = ranking::places(keys);
  for (size_t i = 0; i < out.size(); ++i) out[i].place = labels[i];
  std::vector<size_t> order(out.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t x, size_t y) { return std::atoi(labels[x].c_str()) < std::atoi(labels[y].c_str()); });
  std::vector<formats::Standing> sorted;
  for (size_t i : order) sorted.push_back(std::move(out[i]));
  return sorted;
}

// A line's key in a ranking: board, section, NS pair, EW pair (a pair plays a board once).
using LineKey = std::tuple<int, std::string, std::string, std::string>;

}  // namespace

formats::Board document_board(const db::Board& b, std::vector<Error>& warnings) {
  formats::Board fb;
  fb.number = b.number;
  fb.dealer = b.dealer;
  fb.vulnerability = b.vulnerability;
  if (b.deal) {
    if (auto d = formats::parse_deal(*b.deal)) {
      fb.deal = *d;
      fb.analysis = b.analysis;
    } else
      warnings.push_back(error_code("rank.hand_record_not_deal", "deal",  // the reason in English, as before its code
                                    {std::to_string(b.number), present::render(d.error(), Lang::En)}));
  }
  return fb;
}

namespace {

// The stored event as a document without its ranking: pairs, boards, hand records and every
// line in stored order. Given the event to consume (an rvalue), its lines' strings are moved,
// not copied, and its lines are let go once in the document.
template <class Event>
formats::EventRecord map_event(Event&& ev, Scoring scoring, std::vector<Error>& warnings) {
  constexpr bool consume = !std::is_lvalue_reference_v<Event>;
  formats::EventRecord rec;
  std::tie(rec.results_missing, rec.results_expected) = results_to_come(ev);
  rec.name = ev.info.name;
  // The day it was played as the director or the imported file gave it; else the day it was made.
  if (!ev.info.held_on.empty()) rec.date = ev.info.held_on;
  else if (ev.info.created_at.size() >= 10) rec.date = ev.info.created_at.substr(0, 10);
  rec.site = ev.info.site;
  rec.scoring = scoring;
  rec.teams = ranking::is_teams_scoring(scoring);
  rec.each_side_awards = scoring == Scoring::Imps && ev.info.non_balancing == "each-side";
  rec.winners = ev.info.winners;
  for (const auto& p : ev.pairs) {
    formats::Entrant e{p.id, rec.winners == 2 ? p.field : "", "", {}, ""};
    for (const auto& pl : p.players) e.players.push_back(formats::Player{pl.name, pl.national_id.value_or("")});
    rec.entrants.push_back(std::move(e));
  }
  // An individual (Rainbow): a partnership "1+11" is its two players, as they are named.
  rec.individual = std::any_of(rec.entrants.begin(), rec.entrants.end(),
                               [](const formats::Entrant& e) { return !formats::partnership_players(e.id).empty(); });
  for (auto& e : rec.entrants)
    for (const auto& id : formats::partnership_players(e.id))
      if (const formats::Entrant* player = rec.entrant(id); player && e.players.size() < 2)
        e.players.insert(e.players.end(), player->players.begin(), player->players.end());
  std::map<int, size_t> index;
  for (const auto& b : ev.boards) {
    index[b.number] = rec.boards.size();
    rec.boards.push_back(document_board(b, warnings));
  }
  for (const auto& r : ev.rulings) {
    if (!r.standing()) continue;
    rec.rulings.push_back(ruling_record(r));
  }
  const bool fouled = std::any_of(ev.rulings.begin(), ev.rulings.end(), [](const db::Ruling& r) { return r.kind == "fouled"; });
  formats::Board* fb = nullptr;  // the last line's board: the stored lines come board by board
  for (size_t i = 0; i < ev.results.size(); ++i) {
    auto& r = ev.results[i];
    if (!fb || fb->number != r.board) {
      auto it = index.find(r.board);
      if (it == index.end()) {  // a line on a board the event does not list: give it its board
        formats::Board nb;
        nb.number = r.board;
        nb.dealer = score::dealer(r.board);
        nb.vulnerability = score::vulnerability(r.board);
        it = index.emplace(r.board, rec.boards.size()).first;
        rec.boards.push_back(std::move(nb));
      }
      fb = &rec.boards[it->second];
      fb->lines.reserve(fb->lines.size() + run_of(ev.results, i));
    }
    formats::Line l;
    l.round = r.round;
    l.table = r.table;
    if (fouled) l.foul_group = foul_group_of(ev.rulings, r);
    if constexpr (consume) {
      l.ns = std::move(r.ns);
      l.ew = std::move(r.ew);
      l.entry = std::move(r.entry);
    } else {
      l.ns = r.ns;
      l.ew = r.ew;
      l.entry = r.entry;
    }
    l.ns_score = score::ns_score(l.entry, fb->vulnerability);
    fb->lines.push_back(std::move(l));
  }
  if constexpr (consume) std::vector<db::ResultLine>().swap(ev.results);
  std::stable_sort(rec.boards.begin(), rec.boards.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
  return rec;
}

// libranking's points, datums and standings written into the document, each line's points
// found by its key. libranking lists the boards in the document's order (board, then section)
// and each board's lines in the traveller's order, so the key is first checked at the same
// place; only when it is not there are the keyed maps built (a million map nodes of four-part
// keys took longer than the ranking itself).
Result<void> attach_pairs(formats::EventRecord& rec, const ranking::Ranking& r) {
  std::map<LineKey, const ranking::LinePoints*> points;
  std::map<std::pair<int, std::string>, const ranking::BoardResult*> boards;
  bool indexed = false;
  auto index = [&] {
    if (indexed) return;
    indexed = true;
    for (const auto& b : r.boards) {
      boards[{b.board, b.section}] = &b;
      for (const auto& l : b.lines) points[{b.board, b.section, r.ids[l.ns], r.ids[l.ew]}] = &l;
    }
  };
  size_t next = 0;  // the ranked board expected next
  for (auto& b : rec.boards) {
    const ranking::BoardResult* br = nullptr;
    if (next < r.boards.size() && r.boards[next].board == b.number && r.boards[next].section == b.section) {
      br = &r.boards[next++];
    } else {
      index();
      if (auto it = boards.find({b.number, b.section}); it != boards.end()) br = it->second;
    }
    if (br) b.datum = br->datum;
    for (size_t i = 0; i < b.lines.size(); ++i) {
      auto& l = b.lines[i];
      const ranking::LinePoints* p = nullptr;
      if (br && i < br->lines.size() && r.ids[br->lines[i].ns] == l.ns && r.ids[br->lines[i].ew] == l.ew) {
        p = &br->lines[i];
      } else {
        index();
        auto it = points.find({b.number, b.section, l.ns, l.ew});
        if (it == points.end())
          return fail_code("rank.line_not_ranked", "board", {std::to_string(b.number), l.ns, l.ew});
        p = it->second;
      }
      if (!p->played) continue;
      l.ns_points = p->ns_points;
      l.ew_points = p->ew_points;
    }
  }
  rec.ranking.clear();
  rec.ranking.reserve(r.pairs.size());
  for (const auto& s : r.pairs) rec.ranking.push_back(standing_of(s));
  if (rec.individual) rec.ranking = players_standings(rec, r);
  // What each penalty took off, in the order given (libranking applies them in that order).
  size_t k = 0;
  for (auto& ruling : rec.rulings)
    if (ruling.kind == "penalty" && k < r.penalties.size()) ruling.points = r.penalties[k++].points;
  return {};
}

Result<void> attach_teams(formats::EventRecord& rec, const TeamsRanking& t, std::vector<Error>& warnings) {
  const auto& r = t.ranked;
  for (const auto& team : t.teams) rec.team_list.push_back(formats::Team{team.id, team.name, team.pairs});
  std::map<LineKey, const ranking::TeamLine*> points;
  for (const auto& b : r.boards)
    for (const auto& l : b.lines) points[{b.board, "", l.ns, l.ew}] = &l;
  for (auto& b : rec.boards)
    for (auto& l : b.lines) {
      auto p = points.find({b.number, "", l.ns, l.ew});
      if (p == points.end())
        return fail_code("rank.line_not_ranked", "board", {std::to_string(b.number), l.ns, l.ew});
      l.ns_points = p->second->ns_points;
      l.ew_points = p->second->ew_points;
    }
  const bool bam = rec.scoring == Scoring::Bam;
  std::map<std::string, int> played;
  for (const auto& m : r.matches) {
    ++played[m.a];
    ++played[m.b];
    formats::TeamMatch fm{m.round, m.a, m.b, m.a_score, m.b_score, std::nullopt, std::nullopt};
    if (!bam) fm.a_vp = m.a_vp, fm.b_vp = m.b_vp;
    rec.matches.push_back(std::move(fm));
  }
  for (const auto& b : r.byes) rec.byes.push_back({b.round, b.team, round2(b.points)});
  for (const auto& s : r.standings) {
    formats::TeamStanding ts{s.team, s.place, round2(s.vp), played[s.team], std::nullopt};
    auto boards = r.boards_played.find(s.team);
    if (bam && boards != r.boards_played.end() && boards->second > 0) ts.percent = s.vp / boards->second * 100;
    rec.team_ranking.push_back(std::move(ts));
  }
  warnings.insert(warnings.end(), r.warnings.begin(), r.warnings.end());
  return {};
}

Result<Ranked> rank_event_as(const db::Event& ev, const RankOptions& options, bool teams_may_be_unranked) {
  auto scoring = scoring_of(ev, options);
  if (!scoring) return std::unexpected(scoring.error());
  Ranked out;
  out.mp_scale = options.mp_scale;
  out.record = map_event(ev, *scoring, out.warnings);
  if (ranking::is_teams_scoring(*scoring)) {
    auto t = rank_teams(ev, *scoring);
    if (!t && teams_may_be_unranked && t.error().code == "rank.teams_need_teams") {
      out.warnings.push_back(error_code("rank.teams_unranked", "pairs"));
      return out;
    }
    if (!t) return std::unexpected(t.error());
    if (auto a = attach_teams(out.record, *t, out.warnings); !a) return std::unexpected(a.error());
    return out;
  }
  auto r = rank_pairs(ev, options);
  if (!r) return std::unexpected(r.error());
  if (auto a = attach_pairs(out.record, *r); !a) return std::unexpected(a.error());
  if (*scoring == Scoring::Matchpoints) out.top = r->top;
  return out;
}

// A pairs event ranked from an event read for this alone: libranking's session is made from
// the stored lines (their stored scores), the lines then moved into the document and let go
// before ranking, so a big event is not held as stored lines, document and libranking's input
// and output all at once.
Result<Ranked> rank_consumed(db::Event&& ev, const RankOptions& options) {
  auto scoring = scoring_of(ev, options);
  if (!scoring) return std::unexpected(scoring.error());
  if (ranking::is_teams_scoring(*scoring)) return rank_event_as(ev, options, false);
  auto s = session_of(ev);
  if (!s) return std::unexpected(s.error());
  Ranked out;
  out.mp_scale = options.mp_scale;
  out.record = map_event(std::move(ev), *scoring, out.warnings);
  auto r = ranking::rank(*s, ranking_options(*scoring, options));
  s = ranking::Session{};  // libranking's input, no longer needed by the document
  if (!r) return std::unexpected(r.error());
  if (auto a = attach_pairs(out.record, *r); !a) return std::unexpected(a.error());
  if (*scoring == Scoring::Matchpoints) out.top = r->top;
  return out;
}

}  // namespace

Result<Ranked> rank_standings(const db::Store& store, db::Id event, RankOptions options) {
  db::Event head;
  head.info = store.event_info(event);
  auto scoring = scoring_of(head, options);
  if (!scoring) return std::unexpected(scoring.error());
  // A teams event's matches are found from its lines (libranking's rank_teams): read them all.
  if (ranking::is_teams_scoring(*scoring)) return rank_consumed(store.load(event), options);
  auto stored = rank_stored(store, event, ranking_options(*scoring, options));
  if (!stored) return std::unexpected(stored.error());
  Ranked out;
  out.mp_scale = options.mp_scale;
  out.record = map_event(stored->event, *scoring, out.warnings);  // the event without its lines
  std::tie(out.record.results_missing, out.record.results_expected) = stored->to_come;
  // A board with lines that the event does not list is a board of the document, as in map_event.
  std::set<int> listed;
  for (const auto& b : out.record.boards) listed.insert(b.number);
  for (int number : stored->boards)
    if (listed.insert(number).second) {
      formats::Board nb;
      nb.number = number;
      nb.dealer = score::dealer(number);
      nb.vulnerability = score::vulnerability(number);
      out.record.boards.push_back(std::move(nb));
    }
  std::stable_sort(out.record.boards.begin(), out.record.boards.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
  if (auto a = attach_pairs(out.record, stored->ranking); !a) return std::unexpected(a.error());
  if (*scoring == Scoring::Matchpoints) out.top = stored->ranking.top;
  return out;
}

Result<Ranked> rank_event(const db::Event& ev, RankOptions options) { return rank_event_as(ev, options, false); }

Result<Ranked> rank_event(db::Event&& ev, RankOptions options) { return rank_consumed(std::move(ev), options); }

Result<Ranked> publish_event(const db::Event& ev) { return rank_event_as(ev, {}, true); }

Result<Ranked> rank_session(const std::string& name, const std::string& held_on, const std::vector<db::Event>& sections,
                            RankOptions options, ranking::Scope scope) {
  auto scoring = scoring_of(sections, options);
  if (!scoring) return std::unexpected(scoring.error());
  options.scoring = *scoring;
  auto ranked = rank_session(sections, options, scope);
  if (!ranked) return std::unexpected(ranked.error());
  Ranked out;
  out.mp_scale = options.mp_scale;
  out.scope = scope == ranking::Scope::Field ? "field" : "section";
  out.held_on = held_on;
  if (*scoring == Scoring::Matchpoints) out.top = ranked->top;
  formats::EventRecord& rec = out.record;
  rec.name = name;
  rec.date = held_on;
  std::map<std::string, size_t> order;  // section letter -> its place in the session
  for (const auto& ev : sections) {
    const std::string& sec = ev.info.section;
    order.emplace(sec, order.size());
    out.sections.emplace_back(sec, ev.info.name);
    formats::EventRecord part = map_event(ev, *scoring, out.warnings);
    rec.results_missing += part.results_missing;  // the session is provisional while any section is
    rec.results_expected += part.results_expected;
    if (rec.entrants.empty()) {
      rec.scoring = part.scoring;
      rec.teams = part.teams;
      rec.winners = part.winners;
      if (rec.date.empty()) rec.date = part.date;
    }
    for (auto& e : part.entrants) {
      e.id = section_pair(sec, e.id);
      e.section = sec;
      rec.entrants.push_back(std::move(e));
    }
    for (auto& ruling : part.rulings) {
      for (auto& p : ruling.pairs) p = section_pair(sec, p);
      rec.rulings.push_back(std::move(ruling));
    }
    for (auto& b : part.boards) {
      b.section = sec;
      for (auto& l : b.lines) {
        l.ns = section_pair(sec, l.ns);
        l.ew = section_pair(sec, l.ew);
      }
      rec.boards.push_back(std::move(b));
    }
  }
  // By board, then section in the session's order, as libranking lists its travellers.
  std::stable_sort(rec.boards.begin(), rec.boards.end(), [&](const auto& a, const auto& b) {
    return std::pair(a.number, order[a.section]) < std::pair(b.number, order[b.section]);
  });
  if (auto a = attach_pairs(rec, *ranked); !a) return std::unexpected(a.error());
  return out;
}

Result<formats::EventRecord> field_record(const Ranked& session) {
  formats::EventRecord rec = session.record;
  std::vector<formats::Board> boards;
  std::map<int, size_t> index;  // board number -> boards
  for (auto& b : rec.boards) {
    const std::string sec = b.section;
    b.section.clear();
    auto it = index.find(b.number);
    if (it == index.end()) {
      index[b.number] = boards.size();
      boards.push_back(std::move(b));
      continue;
    }
    formats::Board& into = boards[it->second];
    if (b.deal && into.deal && !(*b.deal == *into.deal))
      return fail_code("rank.field_other_deal", "deal", {std::to_string(b.number), sec});
    if (!into.deal) into.deal = b.deal;
    if (!into.analysis) into.analysis = b.analysis;
    if (!into.datum) into.datum = b.datum;
    for (auto& l : b.lines) into.lines.push_back(std::move(l));
  }
  rec.boards = std::move(boards);
  return rec;
}

Result<db::Id> store_record(db::Store& store, const formats::EventRecord& rec, const std::string& name) {
  db::NewEvent ne;
  ne.name = name;
  ne.scoring = std::string(formats::scoring_id(rec.scoring));
  if (auto bad = title_problem(name, "event")) return std::unexpected(std::move(*bad));
  // The file's own date and site are kept (a date that is no calendar day, or a site that could
  // not be a name, is left out rather than refusing the file).
  if (is_calendar_date(rec.date)) ne.held_on = rec.date;
  if (!name_problem(rec.site)) ne.site = trimmed(rec.site);
  for (const auto& e : rec.entrants) {
    db::Pair p{e.id, rec.winners == 2 ? e.field : "", {}};
    if (id_problem(e.id, "pair"))
      return fail_code("import.bad_pair_id", "file", {std::to_string(e.id.size()), std::to_string(limits::kIdBytes)});
    for (size_t k = 0; k < e.players.size(); ++k) {
      const auto& pl = e.players[k];
      // A player the file names by nothing (an empty PLAYER_NAME) is no player; one with an
      // id but no name, or a name that cannot be a name, is refused with the pair named.
      if (pl.name.empty() && pl.national_id.empty()) continue;
      if (pl.name.empty() || name_problem(pl.name) || (!pl.national_id.empty() && id_problem(pl.national_id)) ||
          p.players.size() == limits::kPlayersPerPair)
        return fail_code("import.bad_player", "file",
                         {e.id, std::to_string(k + 1), std::to_string(limits::kNameBytes),
                          std::to_string(limits::kPlayersPerPair)});
      p.players.push_back(db::Player{pl.name, pl.national_id.empty() ? std::nullopt : std::optional(pl.national_id)});
    }
    ne.pairs.push_back(std::move(p));
  }
  for (const auto& t : rec.team_list)
    if (name_problem(t.name) || id_problem(t.id))
      return fail_code("import.bad_team", "file", {t.id.substr(0, limits::kIdBytes), std::to_string(limits::kNameBytes)});
  for (const auto& b : rec.boards)
    ne.boards.push_back(
        db::Board{b.number, b.dealer, b.vulnerability, b.deal ? std::optional(formats::to_pbn(*b.deal)) : std::nullopt,
                  b.analysis});
  for (const auto& t : rec.team_list) ne.teams.push_back(db::Team{t.id, t.name, t.pairs});
  return guarded([&] {
    db::Store::Batch batch(store);
    const db::Id id = store.create_event(ne);
    for (const auto& b : rec.boards)
      for (const auto& l : b.lines) {
        store.insert_result(id, result_of(b.number, l), "import");
      }
    batch.commit();
    return id;
  });
}

}  // namespace bandeja::director
