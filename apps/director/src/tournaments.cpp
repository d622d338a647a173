#include "bandeja/director/pair_ids.hpp"
#include "bandeja/director/tournaments.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

#include "bandeja/director/events.hpp"
#include "bandeja/director/names.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/ranking/combine.hpp"

#include "figures.hpp"

namespace bandeja::director {

namespace {

// An entrant's key from its players' words: sorted, joined by '+'.
std::string key_of(std::vector<std::string> parts) {
  std::sort(parts.begin(), parts.end());
  std::string k;
  for (const auto& x : parts) k += (k.empty() ? "" : "+") + x;
  return k;
}

// The key an entrant keeps from session to session: its players' national ids, sorted, when
// every one has one; else their names folded (name_key), sorted; "" when it has no player.
std::string entrant_key(const std::vector<db::Player>& players) {
  if (players.empty()) return "";
  std::vector<std::string> parts;
  const bool ids = std::all_of(players.begin(), players.end(),
                               [](const db::Player& p) { return p.national_id && !p.national_id->empty(); });
  for (const auto& p : players) parts.push_back(ids ? *p.national_id : name_key(p.name));
  return key_of(std::move(parts));
}

// A carry-over key as entrant_key writes it today for the same players: each part in capitals,
// sorted again. A key stored before the event file kept national ids in capitals (schema 19)
// holds them as they were typed ("ab1+ES3"); this is how it is found ("AB1+ES3"). A name key
// (all small letters) becomes a key no entrant has, so it is left as it was.
std::string carry_key_in_capitals(const std::string& key) {
  std::vector<std::string> parts;
  size_t from = 0;
  for (size_t plus; (plus = key.find('+', from)) != std::string::npos; from = plus + 1)
    parts.push_back(db::canonical_national_id(key.substr(from, plus - from)));
  parts.push_back(db::canonical_national_id(key.substr(from)));
  return key_of(std::move(parts));
}

// Each player as one word: the national id, else the name folded.
std::vector<std::string> player_tokens(const std::vector<db::Player>& players) {
  std::vector<std::string> out;
  for (const auto& p : players) out.push_back(p.national_id && !p.national_id->empty() ? *p.national_id : name_key(p.name));
  return out;
}

db::Player player_of(const formats::Player& p) {
  db::Player out;
  out.name = p.name;
  if (!p.national_id.empty()) out.national_id = p.national_id;
  return out;
}

std::string joined_names(const std::vector<db::Player>& players) {
  std::string s;
  for (const auto& p : players)
    if (!p.name.empty()) s += (s.empty() ? "" : " – ") + p.name;
  return s;
}

// One session ranked as `bandeja rank` ranks it (a session of sections in its own scope).
struct Ranked1 {
  std::string name;
  Ranked ranked;
};

Result<Ranked1> rank_one(const db::Store& store, const db::TournamentSession& ts) {
  if (ts.event_id) {
    auto r = rank_standings(store, *ts.event_id);
    if (!r) return std::unexpected(r.error());
    return Ranked1{store.event_info(*ts.event_id).name, std::move(*r)};
  }
  const auto s = store.session_info(*ts.session_id);
  std::vector<db::Event> sections;
  for (const auto& e : store.session_events(s.id)) sections.push_back(store.load(e.id));
  const auto scope = s.scope == "field" ? ranking::Scope::Field : ranking::Scope::Section;
  auto r = rank_session(s.name, s.held_on, sections, {}, scope);
  if (!r) return std::unexpected(r.error());
  return Ranked1{s.name, std::move(*r)};
}

// An entrant of one session: who, its score there (percent or total) and its pair or team.
struct Entry {
  std::string label;  // "A3NS", or a team's number
  std::vector<db::Player> players;
  std::string names;
  std::optional<double> percent, total;
};

std::vector<Entry> entries_of(const formats::EventRecord& rec) {
  std::vector<Entry> out;
  if (rec.teams) {
    for (const auto& s : rec.team_ranking) {
      Entry e{s.team, {}, "", s.percent, s.total};
      if (const auto* team = rec.team(s.team)) {
        for (const auto& p : team->pairs)
          if (const auto* pe = rec.entrant(p))
            for (const auto& pl : pe->players) e.players.push_back(player_of(pl));
        e.names = team->name.empty() ? rec.team_players(*team) : team->name;
      }
      out.push_back(std::move(e));
    }
    return out;
  }
  for (const auto& s : rec.ranking) {
    Entry e{s.entrant, {}, "", s.percent, s.total};
    if (const auto* pe = rec.entrant(s.entrant)) {
      for (const auto& pl : pe->players) e.players.push_back(player_of(pl));
      e.names = joined_names(e.players);
    }
    out.push_back(std::move(e));
  }
  return out;
}

std::string unit_of(const formats::EventRecord& rec) {
  if (rec.teams) return rec.scoring == formats::Scoring::Bam ? "bp" : "vp";
  return rec.scoring == formats::Scoring::Matchpoints ? "mp" : "imps";
}

}  // namespace

Result<db::TournamentInfo> create_tournament(db::Store& store, const std::string& name_typed, const std::string& by) {
  const std::string name = trimmed(name_typed);
  if (auto bad = title_problem(name, "tournament")) return std::unexpected(std::move(*bad));
  const std::string k = name_key(by);
  std::string combine_by;
  if (k == "percent" || k == "%" || k == "porcentaje" || k == "percentage" || k == "pct") combine_by = "percent";
  else if (k == "total" || k == "points" || k == "puntos" || k == "mp" || k == "imps" || k == "vp" || k == "pv")
    combine_by = "total";
  else return fail_code("tournament.bad_by", "by", {trimmed(by)});
  return guarded_result([&]() -> Result<db::TournamentInfo> {
    for (const auto& t : store.tournaments()) {
      if (t.name == name) return fail_code("tournament.name_taken", "tournament", {name});
      if (name_key(t.name) == name_key(name)) return fail_code("tournament.name_like", "tournament", {name, t.name});
    }
    const auto id = store.create_tournament(name, combine_by);
    return *store.find_tournament(std::to_string(id));
  });
}

Result<db::TournamentInfo> find_tournament(const db::Store& store, const std::string& which) {
  return guarded_result([&]() -> Result<db::TournamentInfo> {
    return find_by_name(store.tournaments(), which, "tournament", store.path());
  });
}

Result<db::TournamentSession> add_tournament_session(db::Store& store, const db::TournamentInfo& t,
                                                     const std::string& which, bool session, double factor) {
  if (!(factor > 0) || !(factor <= 100)) return fail_code("tournament.bad_factor", "factor", {detail::typed_number(factor)});
  return guarded_result([&]() -> Result<db::TournamentSession> {
    std::optional<db::Id> event_id, session_id;
    std::string name;
    if (session) {
      auto s = find_session(store, which);
      if (!s) return std::unexpected(s.error());
      session_id = s->id;
      name = s->name;
    } else {
      auto e = find_event(store, which);
      if (!e) return std::unexpected(e.error());
      event_id = e->id;
      name = e->name;
      if (e->session_id) return fail_code("tournament.event_in_session", "event", {e->name, store.session_info(*e->session_id).name});
    }
    for (const auto& ts : store.tournament_sessions(t.id))
      if ((event_id && ts.event_id == event_id) || (session_id && ts.session_id == session_id))
        return fail_code("tournament.session_twice", "session", {name, std::to_string(ts.seq)});
    const int seq = store.add_tournament_session(t.id, event_id, session_id, factor);
    return db::TournamentSession{seq, event_id, session_id, factor};
  });
}

Result<TournamentRanking> rank_tournament(const db::Store& store, const db::TournamentInfo& t, std::optional<int> upto) {
  return guarded_result([&]() -> Result<TournamentRanking> {
    TournamentRanking out;
    out.tournament = t;
    auto stored = store.tournament_sessions(t.id);
    if (upto && *upto < int(stored.size())) stored.resize(size_t(std::max(0, *upto)));
    if (stored.empty()) return fail_code("tournament.no_sessions", "tournament", {t.name});
    const bool percent = t.combine_by == "percent";
    std::vector<ranking::StageScores> stages;
    struct Seen {
      std::string names;
      std::vector<db::Player> players;
      std::vector<std::string> pairs;
      std::set<std::string> tokens;  // every player who has played for it
    };
    std::map<std::string, Seen> seen;
    // The players' key of a pair that played as an earlier entrant with a substitute, and that
    // entrant's key: a carry-over given to the pair (keyed by its players) is the entrant's.
    std::map<std::string, std::string> played_as;
    for (size_t i = 0; i < stored.size(); ++i) {
      auto one = rank_one(store, stored[i]);
      if (!one) return std::unexpected(one.error());
      const auto& rec = one->ranked.record;
      TournamentSessionView v{stored[i], one->name, percent ? "%" : unit_of(rec), 0, rec.provisional(),
                              rec.results_missing, rec.results_expected};
      if (!percent && !out.sessions.empty() && out.sessions.front().unit != v.unit)
        return fail_code("tournament.mixed_units", "session", {v.name, v.unit, out.sessions.front().name,
                                                                 out.sessions.front().unit});
      out.provisional = out.provisional || v.provisional;
      ranking::StageScores st;
      st.factor = stored[i].factor;
      std::map<std::string, std::string> label_of;  // key -> its pair in this session
      // Each entrant by its players' key; then a pair whose key no earlier session has, that
      // shares a player with exactly one entrant of the earlier sessions missing from this one
      // (and no other pair of this session does), is that entrant with a substitute.
      struct Found {
        Entry e;
        std::string key;
        double score;
      };
      std::vector<Found> found;
      for (auto& e : entries_of(rec)) {
        const auto score = percent ? e.percent : e.total;
        if (!score) {  // matchpoints with no board played yet; IMPs and VPs have no percentage
          const std::string unit = unit_of(rec);
          if (percent && unit != "mp" && unit != "bp") return fail_code("tournament.no_percent", "session", {v.name, unit});
          continue;
        }
        std::string key = entrant_key(e.players);
        if (key.empty()) key = "#" + std::to_string(stored[i].seq) + ":" + e.label, e.names = e.label;
        found.push_back({std::move(e), std::move(key), *score});
      }
      std::set<std::string> here;
      for (const auto& f : found) here.insert(f.key);
      std::map<std::string, std::vector<size_t>> claims;  // earlier entrant -> new pairs sharing a player
      for (size_t k = 0; k < found.size(); ++k) {
        if (seen.contains(found[k].key) || found[k].key.starts_with("#")) continue;
        const auto mine = player_tokens(found[k].e.players);
        for (const auto& [key, s] : seen)
          if (!here.contains(key) && std::any_of(mine.begin(), mine.end(), [&](const std::string& x) { return s.tokens.contains(x); }))
            claims[key].push_back(k);
      }
      std::map<size_t, std::vector<std::string>> claimed;  // new pair -> earlier entrants it shares a player with
      for (const auto& [key, ks] : claims)
        for (size_t k : ks) claimed[k].push_back(key);
      for (const auto& [k, keys] : claimed)
        if (keys.size() == 1 && claims[keys.front()].size() == 1) {
          out.warnings.push_back(error_code("tournament.substitute", "pair",
                                            {v.name, found[k].e.label, found[k].e.names, seen[keys.front()].names}));
          played_as[found[k].key] = keys.front();
          found[k].key = keys.front();
          found[k].e.names = seen[keys.front()].names;  // the entrant keeps its own names
          found[k].e.players = seen[keys.front()].players;
        }
      for (auto& f : found) {
        if (auto [it, fresh] = label_of.emplace(f.key, f.e.label); !fresh)
          return fail_code("tournament.same_players", "pair", {v.name, it->second, f.e.label});
        st.scores.emplace(f.key, f.score);
        auto& s = seen[f.key];
        s.pairs.resize(stored.size());
        s.pairs[i] = f.e.label;
        s.names = f.e.names;
        s.players = f.e.players;
        for (auto& x : player_tokens(f.e.players)) s.tokens.insert(std::move(x));
        ++v.entrants;
      }
      stages.push_back(std::move(st));
      out.sessions.push_back(std::move(v));
    }
    out.unit = out.sessions.front().unit;
    std::map<std::string, double> carry;
    const auto stored_carry = store.tournament_carry(t.id);
    for (const auto& [key, points] : stored_carry) {
      std::string k = key;
      if (const std::string now = carry_key_in_capitals(key); now != key) {  // stored before schema 19
        if (stored_carry.contains(now)) continue;  // given again since: that one holds
        if (seen.contains(now) || played_as.contains(now)) k = now;
      }
      const auto as = played_as.find(k);
      carry[as == played_as.end() ? k : as->second] += points;
    }
    auto combined = ranking::combine(stages, percent ? ranking::CombineBy::Percent : ranking::CombineBy::Total, carry);
    if (!combined) return std::unexpected(combined.error());
    for (auto& c : *combined) {
      TournamentStanding s;
      s.key = c.entrant;
      auto it = seen.find(c.entrant);
      if (it != seen.end()) s.names = it->second.names, s.players = it->second.players, s.pairs = it->second.pairs;
      else s.names = c.entrant, s.pairs.resize(stored.size());  // a carry-over for players in no session yet
      s.scores = c.stages;
      s.carry = c.carry;
      s.total = c.total;
      s.reached = c.reached;
      s.place = c.place;
      out.standings.push_back(std::move(s));
    }
    return out;
  });
}

Result<std::string> set_carry(db::Store& store, const db::TournamentInfo& t, const std::string& event_which,
                              const std::string& pair, std::optional<double> points) {
  if (points && !std::isfinite(*points)) return fail_code("tournament.bad_carry", "points", {});
  return guarded_result([&]() -> Result<std::string> {
    auto e = find_event(store, event_which);
    if (!e) return std::unexpected(e.error());
    const auto pairs = store.pairs(e->id);
    const auto id = find_pair_id(pairs, pair);  // "3eo" is 3EW
    for (const auto& p : pairs) {
      if (!id || p.id != *id) continue;
      const std::string key = entrant_key(p.players);
      if (key.empty()) return fail_code("tournament.carry_unnamed", "pair", {pair, e->name});
      store.set_tournament_carry(t.id, key, points);
      if (!points)  // removed: so is the same carry-over stored before schema 19 under its old key
        for (const auto& [old, value] : store.tournament_carry(t.id))
          if (old != key && carry_key_in_capitals(old) == key) store.set_tournament_carry(t.id, old, std::nullopt);
      return key;
    }
    return fail_code("tournament.no_pair", "pair", {pair, e->name});
  });
}

Result<SeedMethod> seed_method(const std::string& word) {
  const std::string k = name_key(word);
  if (k == "snake" || k == "serpiente" || k == "serpentine") return SeedMethod::Snake;
  if (k == "cyclic" || k == "ciclico" || k == "straight" || k == "round") return SeedMethod::Cyclic;
  return fail_code("tournament.bad_seed_method", "method", {trimmed(word)});
}

Result<Seeding> seed_session(db::Store& store, const db::TournamentInfo& t, const std::string& target, bool session,
                             SeedMethod method) {
  return guarded_result([&]() -> Result<Seeding> {
    std::vector<db::EventInfo> events;
    std::optional<db::Id> event_id, session_id;
    if (session) {
      auto s = find_session(store, target);
      if (!s) return std::unexpected(s.error());
      session_id = s->id;
      events = store.session_events(s->id);
    } else {
      auto e = find_event(store, target);
      if (!e) return std::unexpected(e.error());
      event_id = e->id;
      events.push_back(*e);
    }
    // The standings of the sessions played before the target.
    std::optional<int> upto;
    for (const auto& ts : store.tournament_sessions(t.id))
      if ((event_id && ts.event_id == event_id) || (session_id && ts.session_id == session_id)) upto = ts.seq - 1;
    if (upto && *upto == 0) return fail_code("tournament.seed_first", "session", {target});
    auto ranked = rank_tournament(store, t, upto);
    if (!ranked) return std::unexpected(ranked.error());
    // The fields to deal into: each section's NS and EW pairs (or its one field), by number.
    struct Field {
      std::string event;
      db::Id event_id;
      std::vector<db::Pair> pairs;
      size_t next = 0;
    };
    std::vector<Field> fields;
    for (const auto& ev : events) {
      std::map<std::string, Field> by_field;
      auto pairs = store.pairs(ev.id);
      std::sort(pairs.begin(), pairs.end(), [](const db::Pair& a, const db::Pair& b) {
        return std::make_pair(std::atoi(a.id.c_str()), a.id) < std::make_pair(std::atoi(b.id.c_str()), b.id);
      });
      for (auto& p : pairs) {
        if (!p.players.empty()) return fail_code("tournament.seed_named", "pair", {p.id, ev.name});
        auto& f = by_field[ev.winners == 2 ? p.field : ""];
        f.event = ev.name;
        f.event_id = ev.id;
        f.pairs.push_back(p);
      }
      for (const char* field : {"NS", "EW", ""})  // North-South before East-West
        if (auto it = by_field.find(field); it != by_field.end()) fields.push_back(std::move(it->second));
    }
    if (fields.empty()) return fail_code("tournament.seed_no_pairs", "session", {target});
    // The order seats are dealt in.
    std::vector<std::pair<size_t, size_t>> seats;  // (field, index)
    for (size_t round = 0;; ++round) {
      bool any = false;
      for (size_t k = 0; k < fields.size(); ++k) {
        const size_t f = method == SeedMethod::Snake && round % 2 == 1 ? fields.size() - 1 - k : k;
        if (fields[f].next < fields[f].pairs.size()) seats.emplace_back(f, fields[f].next++), any = true;
      }
      if (!any) break;
    }
    Seeding out;
    db::Store::Batch batch(store);
    size_t n = 0;
    for (const auto& s : ranked->standings) {
      if (n == seats.size()) {
        out.left_out.push_back(s.names);
        continue;
      }
      auto& [f, i] = seats[n++];
      db::Pair p = fields[f].pairs[i];
      p.players = s.players;
      if (p.players.empty()) {
        out.left_out.push_back(s.names);
        --n;
        continue;
      }
      store.put_pair(fields[f].event_id, p);
      out.seated.push_back({s.place, s.names, fields[f].event, p.id});
    }
    batch.commit();
    out.empty_seats = seats.size() - n;
    return out;
  });
}

}  // namespace bandeja::director
