#include "event_record_io.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include <spdlog/spdlog.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/director/teams.hpp"
#include "session_ranking.hpp"
#include "bandeja/director/sessions.hpp"

namespace bandeja::app {
namespace {

// Ranks the stored event as `bandeja rank` does (event_ranking.hpp) and writes the points and
// standings into the document. Teams rankings have no place in the document yet.
// A teams event: its teams, each line's board points or IMPs, the matches and the standings,
// as `bandeja rank` computes them (rank_teams).
// A pair's place in the document's ranking (the percentage to two decimals, as printed).
formats::Standing standing_of(const ranking::Standing& s) {
  formats::Standing st;
  st.entrant = s.pair;
  st.total = s.total;
  if (s.percent) st.percent = std::round(*s.percent * 100.0) / 100.0;
  st.place = s.place;
  return st;
}

// Calls `apply(record board, ranked board)` for every board of the record that the ranking
// has; the two list the same lines in the same order (the ranking reads the record's order).
template <class Ranked, class Apply>
void for_each_ranked_board(std::vector<formats::Board>& boards, const std::vector<Ranked>& ranked,
                           Apply apply) {
  std::map<int, const Ranked*> by_board;
  for (const auto& br : ranked) by_board[br.board] = &br;
  for (auto& b : boards) {
    auto it = by_board.find(b.number);
    if (it == by_board.end()) continue;
    if (it->second->lines.size() != b.lines.size())
      throw UserError("board " + std::to_string(b.number) + ": the ranking lost a line");
    apply(b, *it->second);
  }
}

void rank_teams_into(formats::EventRecord& rec, const db::Event& ev, const RankOptions& options, Lang lang) {
  const auto teams = teams_of(ev);
  if (!teams) {
    spdlog::info("the event's pairs are not in teams (N NS / N EW, or bandeja teams): not ranked");
    return;
  }
  for (const auto& t : *teams) rec.team_list.push_back(formats::Team{t.id, t.name, t.pairs});
  const auto r = rank_teams(ev, options.scoring, lang);
  for_each_ranked_board(rec.boards, r.boards, [](formats::Board& b, const TeamsRanking::Board& ranked) {
    for (size_t i = 0; i < ranked.lines.size(); ++i) {
      b.lines[i].ns_points = ranked.lines[i].ns_points;
      b.lines[i].ew_points = ranked.lines[i].ew_points;
    }
  });
  const bool bam = options.scoring == "bam";
  std::map<std::string, int> played;
  for (const auto& m : r.matches) {
    ++played[m.a];
    ++played[m.b];
    formats::TeamMatch fm{m.round, m.a, m.b, m.a_score, m.b_score, std::nullopt, std::nullopt};
    if (!bam) fm.a_vp = m.a_vp, fm.b_vp = m.b_vp;
    rec.matches.push_back(std::move(fm));
  }
  for (const auto& s : r.standings)
    rec.team_ranking.push_back(formats::TeamStanding{s.team, s.place, std::round(s.vp * 100.0) / 100.0, played[s.team]});
}

void rank_into(formats::EventRecord& rec, const db::Event& ev, const RankOptions& options, Lang lang) {
  if (is_teams_scoring(options.scoring)) {
    rank_teams_into(rec, ev, options, lang);
    return;
  }
  if (!is_pairs_scoring(options.scoring)) {
    spdlog::info("scoring '{}' is not ranked in published files yet", options.scoring);
    return;
  }
  const auto r = rank_pairs(ev, options, lang);
  for_each_ranked_board(rec.boards, r.boards, [](formats::Board& b, const ranking::BoardResult& ranked) {
    for (size_t i = 0; i < ranked.lines.size(); ++i) {
      if (!ranked.lines[i].played) continue;
      b.lines[i].ns_points = ranked.lines[i].ns_points;
      b.lines[i].ew_points = ranked.lines[i].ew_points;
    }
    b.datum = ranked.datum;
  });
  rec.ranking.clear();
  for (const auto& s : r.pairs) rec.ranking.push_back(standing_of(s));
}

// The stored event as a document without its ranking: pairs, boards, hand records and every
// line, each board's lines in the order libranking reads its traveller (event_ranking.hpp's
// session_of), so that the ranking's points can be given to them line by line. Sets
// options.scoring to the scoring the document is ranked by.
formats::EventRecord map_event(const db::Event& ev, RankOptions& options) {
  formats::EventRecord rec;
  rec.name = ev.info.name;
  if (ev.info.created_at.size() >= 10) rec.date = ev.info.created_at.substr(0, 10);
  if (options.scoring.empty())  // the event's own; an unknown one is published as matchpoints
    rec.scoring = formats::scoring_from_id(ev.info.scoring).value_or(formats::Scoring::Matchpoints);
  else
    rec.scoring = formats::scoring_from_id(options.scoring).value_or(formats::Scoring::Matchpoints);
  options.scoring = std::string(formats::scoring_id(rec.scoring));
  rec.teams = rec.scoring == formats::Scoring::Bam || rec.scoring == formats::Scoring::Imps;
  rec.winners = ev.info.winners;
  for (const auto& p : ev.pairs) {
    formats::Entrant e{p.id, rec.winners == 2 ? p.field : "", "", {}};
    for (const auto& pl : p.players) e.players.push_back(formats::Player{pl.name, pl.national_id.value_or("")});
    rec.entrants.push_back(std::move(e));
  }
  std::map<int, size_t> index;
  for (const auto& b : ev.boards) {
    formats::Board fb;
    fb.number = b.number;
    fb.dealer = b.dealer;
    fb.vulnerability = b.vulnerability;
    if (b.deal) {
      if (auto d = formats::parse_deal(*b.deal)) fb.deal = *d;
      else spdlog::warn("board {}: the stored hand record is not a deal ({})", b.number, d.error().message);
    }
    index[b.number] = rec.boards.size();
    rec.boards.push_back(std::move(fb));
  }
  for (const auto& r : ev.results) {
    auto it = index.find(r.board);
    if (it == index.end()) {  // a line on a board the event does not list: give it its board
      formats::Board fb;
      fb.number = r.board;
      fb.dealer = score::dealer(r.board);
      fb.vulnerability = score::vulnerability(r.board);
      it = index.emplace(r.board, rec.boards.size()).first;
      rec.boards.push_back(std::move(fb));
    }
    formats::Board& fb = rec.boards[it->second];
    formats::Line l;
    l.round = r.round;
    l.table = r.table;
    l.ns = r.ns;
    l.ew = r.ew;
    l.entry = r.entry;
    l.ns_score = formats::entry_ns_score(r.entry, fb.vulnerability);
    fb.lines.push_back(std::move(l));
  }
  std::sort(rec.boards.begin(), rec.boards.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
  return rec;
}

}  // namespace

formats::EventRecord record_from_event(const db::Event& ev, Lang lang, RankOptions options) {
  formats::EventRecord rec = map_event(ev, options);
  rank_into(rec, ev, options, lang);
  return rec;
}

formats::EventRecord record_from_session(const std::string& name, const std::string& held_on,
                                         const std::vector<db::Event>& sections, Lang lang, RankOptions options) {
  const auto tr = [lang](std::string en, std::string es) { return lang == Lang::Es ? es : en; };
  options.scoring = scoring_of(sections, options, lang);
  const auto ranked = rank_session(sections, options, ranking::Scope::Field, lang);
  std::map<std::pair<int, std::string>, const ranking::BoardResult*> by_traveller;  // (board, section)
  for (const auto& br : ranked.boards) by_traveller[{br.board, br.section}] = &br;

  formats::EventRecord rec;
  rec.name = name;
  rec.date = held_on;
  std::map<int, size_t> index;  // board number -> rec.boards
  for (const auto& ev : sections) {
    const std::string& sec = ev.info.section;
    RankOptions o = options;
    formats::EventRecord part = map_event(ev, o);
    if (rec.entrants.empty()) {
      rec.scoring = part.scoring;
      rec.teams = part.teams;
      rec.winners = part.winners;
      if (rec.date.empty()) rec.date = part.date;
    }
    for (auto& e : part.entrants) {
      e.id = section_pair(sec, e.id);
      rec.entrants.push_back(std::move(e));
    }
    for (auto& b : part.boards) {
      auto br = by_traveller.find({b.number, sec});
      if (br != by_traveller.end() && br->second->lines.size() != b.lines.size())
        throw UserError("board " + std::to_string(b.number) + " of section " + sec + ": the ranking lost a line");
      for (size_t i = 0; i < b.lines.size(); ++i) {
        auto& l = b.lines[i];
        l.ns = section_pair(sec, l.ns);
        l.ew = section_pair(sec, l.ew);
        if (br == by_traveller.end() || !br->second->lines[i].played) continue;
        l.ns_points = br->second->lines[i].ns_points;
        l.ew_points = br->second->lines[i].ew_points;
      }
      if (br != by_traveller.end() && br->second->datum) b.datum = br->second->datum;
      auto it = index.find(b.number);
      if (it == index.end()) {
        index[b.number] = rec.boards.size();
        rec.boards.push_back(std::move(b));
        continue;
      }
      formats::Board& into = rec.boards[it->second];
      if (b.deal && into.deal && !(*b.deal == *into.deal))
        throw UserError(tr("board " + std::to_string(b.number) + " of section " + sec +
                               " has another hand record than the same board of the other sections; across the field every section plays the same deals (check the hand records, or publish with --apart)",
                           "el tablero " + std::to_string(b.number) + " de la sección " + sec +
                               " tiene otra mano que el mismo tablero de las otras secciones; en una clasificación conjunta todas las secciones juegan las mismas manos (revise las manos, o publique con --apart)"));
      if (!into.deal) into.deal = b.deal;
      for (auto& l : b.lines) into.lines.push_back(std::move(l));
    }
  }
  std::sort(rec.boards.begin(), rec.boards.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
  for (const auto& s : ranked.pairs) rec.ranking.push_back(standing_of(s));
  return rec;
}

db::Id store_record(db::Store& store, const formats::EventRecord& rec, const std::string& name) {
  db::NewEvent ne;
  ne.name = name;
  ne.scoring = std::string(formats::scoring_id(rec.scoring));
  for (const auto& e : rec.entrants) {
    db::Pair p{e.id, rec.winners == 2 ? e.field : "", {}};
    for (const auto& pl : e.players)
      p.players.push_back(db::Player{pl.name, pl.national_id.empty() ? std::nullopt : std::optional(pl.national_id)});
    ne.pairs.push_back(std::move(p));
  }
  for (const auto& b : rec.boards)
    ne.boards.push_back(db::Board{b.number, b.dealer, b.vulnerability,
                                  b.deal ? std::optional(formats::to_pbn(*b.deal)) : std::nullopt});
  for (const auto& t : rec.team_list) ne.teams.push_back(db::Team{t.id, t.name, t.pairs});
  db::Store::Batch batch(store);
  db::Id id = 0;
  try {
    id = store.create_event(ne);
    for (const auto& b : rec.boards)
      for (const auto& l : b.lines) {
        db::ResultLine r;
        r.board = b.number;
        r.round = l.round;
        r.table = l.table;
        r.ns = l.ns;
        r.ew = l.ew;
        r.entry = l.entry;
        r.ns_score = l.ns_score;
        store.insert_result(id, r, "import");
      }
    batch.commit();
  } catch (const db::StoreError& e) {
    throw UserError(std::string("nothing stored: ") + e.what());
  }
  return id;
}

}  // namespace bandeja::app
