#include "bandeja/ranking/rank.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <set>
#include <sstream>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <string_view>
#include <tuple>

#include "bandeja/ranking/imp_pairs.hpp"
#include "bandeja/ranking/matchpoints.hpp"
#include "bandeja/ranking/neuberg.hpp"
#include "bandeja/ranking/places.hpp"
#include "bandeja/score/contract.hpp"

namespace bandeja::ranking {

namespace {

// An error at a board, by catalogue code (apps/director/messages/ranking_errors.txt):
// "rank.error.<what>" {board, [line,] more...}, or, on a board of a section,
// "rank.error.<what>_in_section" {board, section, [line,] more...}. `line`: the line of the
// board's traveller (1-based), 0 for the board as a whole.
Error board_error(const std::string& what, std::string field, int board, const std::string& section, size_t line,
                  const std::vector<std::string>& more = {}) {
  std::vector<std::string> args{std::to_string(board)};
  if (!section.empty()) args.push_back(section);
  if (line > 0) args.push_back(std::to_string(line));
  args.insert(args.end(), more.begin(), more.end());
  return error_code("rank.error." + what + (section.empty() ? "" : "_in_section"), std::move(field), std::move(args));
}

// A fraction as a percentage to one decimal, without its sign: 0.6 -> "60".
std::string percent_number(double w) {
  std::ostringstream o;
  o << std::round(w * 1000) / 10;
  return o.str();
}

std::string percent_text(double w) { return percent_number(w) + "%"; }

std::string describe(const Outcome& o) {
  if (auto a = std::get_if<score::Artificial>(&o)) {
    std::string s = "A";
    s += std::to_string(a->ns_pct);
    s += '-';
    s += std::to_string(a->ew_pct);
    return s;
  }
  if (auto w = std::get_if<Weighted>(&o)) {
    std::string s;
    for (const auto& p : w->parts) {
      if (!s.empty()) s += ", ";
      s += percent_text(p.weight);
      s += ' ';
      s += score::signed_text(p.ns_score);
    }
    return s;
  }
  return "";
}

// Pair id → index into session.pairs, built once per rank(). Every line looks up its two pairs,
// so on a big session this is the hottest step, and what it costs is memory reads: a look-up
// reads one 16-byte slot of an open-addressing table (linear probing, at most two thirds full)
// that holds the id itself when it has at most 11 bytes ("12NS", "A7", "1+11": every id a
// movement makes), its length and the pair's index. A longer id is also compared with the copy
// of the ids laid end to end.
class PairIndex {
 public:
  explicit PairIndex(size_t pairs)
      : slots_(std::bit_ceil(pairs + pairs / 2 + 1)), mask_(slots_.size() - 1) {
    start_.reserve(pairs + 1);
    start_.push_back(0);
  }

  // Adds the next pair, whose index is the number added so far. False when an earlier pair
  // has the same id.
  bool add(std::string_view id) {
    const Packed k = pack(id);
    Slot& s = slots_[probe(k, id)];
    if (s.index_plus_1 != 0) return false;
    s = {k.head, k.tail, uint32_t(start_.size())};
    ids_ += id;
    start_.push_back(uint32_t(ids_.size()));
    return true;
  }

  std::string_view id(uint32_t index) const {
    return std::string_view(ids_).substr(start_[index], start_[index + 1] - start_[index]);
  }

  // Asks the memory for the slot where `id` is looked up first: a big event's table does not
  // fit in the cache, and a look-up asked for a few lines ahead finds its slot there.
  void prefetch(std::string_view id) const { __builtin_prefetch(&slots_[home(pack(id))]); }

  static constexpr size_t kInline = 11;

  // An id as 12 bytes: its length (0xFF when longer than kInline) and its first kInline
  // bytes, zero-padded.
  struct Packed {
    uint64_t head = 0;
    uint32_t tail = 0;
    bool whole = true;  // the id fits: equal packed ids are equal ids
    bool operator==(const Packed&) const = default;
  };

  std::optional<uint32_t> find(std::string_view id) const { return find(pack(id), id); }
  [[gnu::always_inline]] std::optional<uint32_t> find(const Packed& k, std::string_view id) const {
    const Slot& s = slots_[probe(k, id)];
    if (s.index_plus_1 == 0) return std::nullopt;
    return s.index_plus_1 - 1;
  }

  [[gnu::always_inline]] static Packed pack(std::string_view id) {
    unsigned char b[12] = {};
    b[0] = id.size() <= kInline ? static_cast<unsigned char>(id.size()) : 0xFF;
    std::memcpy(b + 1, id.data(), std::min(id.size(), kInline));
    Packed p;
    std::memcpy(&p.head, b, 8);
    std::memcpy(&p.tail, b + 8, 4);
    p.whole = id.size() <= kInline;
    return p;
  }

 private:
  struct Slot {
    uint64_t head = 0;
    uint32_t tail = 0;
    uint32_t index_plus_1 = 0;  // 0: empty
  };

  // The slot where a look-up of `k` starts: its hash's low bits.
  [[gnu::always_inline]] size_t home(const Packed& k) const {
    uint64_t h = (k.head ^ (uint64_t(k.tail) << 29)) * 0x9E3779B97F4A7C15ull;
    return size_t(h ^ (h >> 32)) & mask_;
  }

  // The slot holding `key`, or the empty slot where it would go.
  [[gnu::always_inline]] size_t probe(const Packed& k, std::string_view key) const {
    for (size_t i = home(k);; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.index_plus_1 == 0) return i;
      if (s.head == k.head && s.tail == k.tail && (k.whole || id(s.index_plus_1 - 1) == key)) return i;
    }
  }

  std::vector<Slot> slots_;    // a power of two in size, so the slot is the hash's low bits
  size_t mask_;
  std::string ids_;            // every id, end to end
  std::vector<uint32_t> start_;  // id i is ids_[start_[i], start_[i + 1])
};

// A line after validation: the pairs as they sat (after an arrow switch), as indices into
// session.pairs. 32 bits are plenty for the pairs of an event and halve the memory of a million
// lines.
struct Seat {
  uint32_t ns = 0;  // the pair that held the NS cards
  uint32_t ew = 0;
};

// What is wrong with a line's outcome: the `what` of its board_error and the arguments after
// the line's place.
struct Refusal {
  const char* what;
  std::vector<std::string> args;
};

std::optional<Refusal> check_outcome(const Outcome& o) {
  if (auto a = std::get_if<score::Artificial>(&o)) {
    if (a->ns_pct < 0 || a->ns_pct > 100 || a->ew_pct < 0 || a->ew_pct > 100)
      return Refusal{"artificial_range", {std::to_string(a->ns_pct), std::to_string(a->ew_pct)}};
  }
  if (auto w = std::get_if<Weighted>(&o)) {
    if (w->parts.empty()) return Refusal{"weighted_empty", {}};
    double sum = 0;
    for (const auto& p : w->parts) {
      if (!(p.weight > 0) || p.weight > 1) return Refusal{"weighted_part", {}};
      sum += p.weight;
    }
    if (std::fabs(sum - 1) > 1e-6) return Refusal{"weighted_sum", {percent_number(sum)}};
  }
  return std::nullopt;
}

}  // namespace

std::string adjusted_text(const Outcome& o) { return describe(o); }

// A top as known when its board is scored: a number, or (Neuberg to a unit's expected results,
// known only once every board is in) the unit's top.
struct TopRef {
  std::optional<double> value;
  int unit = -1;  // >= 0: the top of this unit's expected results
};

struct Ranker::State {
  Options options;
  bool mp = true;
  int scale = 1;
  double half = 0.5;
  bool keep_lines = false;
  // The frame's, which outlives the ranker: read, not copied (a big field's ids and names).
  const std::vector<Pair>& pairs;
  const std::vector<Penalty>& penalties;
  State(const Session& frame) : pairs(frame.pairs), penalties(frame.penalties) {}
  PairIndex pair_index{0};
  std::vector<Field> field;  // each pair's, a byte each: looked up per line, so it stays in the cache

  // Units: the section whose boards set the expected results ("" across the field).
  std::map<std::string, int> unit_of;
  std::vector<int> unit_scored;  // the most scored lines of any board of the unit so far
  std::vector<bool> unit_deferred;  // some group's top waits for the unit's expected results
  // The expected results of the units whose boards were counted before they were given (rank():
  // the whole session is at hand), so their boards are factored as they come; 0: not known.
  std::map<std::string, int> known;
  std::vector<int> unit_known;
  int expected(int unit) const {
    if (options.expected_results) return *options.expected_results;
    return unit_known[size_t(unit)] > 0 ? unit_known[size_t(unit)] : unit_scored[size_t(unit)];
  }
  double top_of(const TopRef& t) const {
    if (t.unit >= 0) return double(scale) * std::max(expected(t.unit) - 1, 0);
    return t.value.value_or(0.0);
  }
  std::set<std::pair<int, std::string>> boards_done;  // (board, section or "")
  size_t board_keys = 0;
  std::vector<size_t> last_board;  // per pair: the last board key it was seen on

  // Per pair: totals of real results and (apart) artificial scores, and Neuberg's sums: per unit
  // and per number of real results r on the board, the sum of (matchpoints + half a point) and
  // the count of such lines, factored to the unit's expected results e at the end (total
  // S·e/r − half·n), whether e was known from the start or only after the last board: so a
  // session ranked whole and one ranked as its boards are read give the same totals to the
  // last bit. A pair plays in one unit and nearly every board it plays has the same r, so the
  // first such sum is in the pair's totals (one cache line, which every line of the pair
  // reads) and any other (unit, r) of the pair in a map beside them.
  struct Deferred {
    int unit = -1, r = 0, n = 0;
    double sum = 0;
  };
  struct alignas(64) Acc {
    double total = 0, tops = 0, real_total = 0, real_tops = 0;
    int boards = 0;
    Deferred neuberg;
  };
  std::vector<Acc> acc;
  std::map<std::tuple<uint32_t, int, int>, Deferred> more_deferred;  // (pair, unit, r)
  void defer(uint32_t p, int unit, int r, double points) {
    Deferred* d = &acc[p].neuberg;
    if (d->n == 0) *d = {unit, r, 0, 0.0};
    else if (d->unit != unit || d->r != r) d = &more_deferred.try_emplace({p, unit, r}, Deferred{unit, r, 0, 0.0}).first->second;
    d->sum += points + half;
    ++d->n;
  }

  struct Artificial {  // an artificial score, settled once every real result is in
    uint32_t ns, ew;
    double ns_pct, ew_pct;  // of the top (A60-40: 60 and 40)
    // Law 12C2's session-percentage options apply (an artificial adjusted score); not to the
    // fixed shares of a fouled board's small group (FoulRule::EbuSmallGroups).
    bool law_12c2;
    TopRef top;
    size_t result = SIZE_MAX, line = 0;  // its board result and line, when the lines are kept
  };
  std::vector<Artificial> artificial;
  // Lines kept whose Neuberg points wait for the expected results: raw matchpoints now.
  struct DeferredLine {
    size_t result, line;
    int unit, r;
  };
  std::vector<DeferredLine> deferred_lines;
  std::vector<TopRef> result_top;   // per board result kept
  std::vector<int> result_unit;     // per board result kept: its unit (expected results)
  std::set<double> tops;            // the tops known when scored
  // Per penalty on a board: the top of the board as the pair played it, else as its section did.
  struct PenaltyTop {
    std::optional<TopRef> on_line, in_section;
  };
  std::vector<PenaltyTop> penalty_top;
  Ranking out;

  // The pairs written at each place of the last traveller (`last`) and of this one (`now`).
  struct Written {
    PairIndex::Packed ns_id, ew_id;
    uint32_t ns = UINT32_MAX, ew = UINT32_MAX;
  };
  std::vector<Written> last, now;
  // Look-ups the guesses missed on the last traveller: when they found nearly every pair, a
  // look-up's slot is not asked for ahead (hashing each id twice was a quarter of a board's work
  // for probes that never came).
  size_t missed = 0;
  // A board's scores and points, kept from board to board: a big board's are too big for the
  // allocator to keep, and fresh memory each board is a page fault every 4 KB.
  std::vector<int> scores;
  std::vector<double> points;
};

Ranker::Ranker(std::unique_ptr<State> s) : s_(std::move(s)) {}
Ranker::Ranker(Ranker&&) noexcept = default;
Ranker& Ranker::operator=(Ranker&&) noexcept = default;
Ranker::~Ranker() = default;

Result<Ranker> Ranker::start(const Session& frame, const Options& options, bool keep_lines,
                             std::map<std::string, int> expected) {
  auto st = std::make_unique<State>(frame);
  State& s = *st;
  s.options = options;
  s.mp = options.method == Method::Matchpoints;
  s.scale = options.mp_scale;
  s.half = s.scale / 2.0;
  s.keep_lines = keep_lines;
  s.known = std::move(expected);
  if (s.mp && s.scale != 1 && s.scale != 2) return fail_code("rank.error.mp_scale", "scale", {std::to_string(s.scale)});
  if (!s.mp && !options.imps) return fail_code("rank.error.no_imp_table", "scoring");
  if (options.expected_results && *options.expected_results < 1)
    return fail_code("rank.error.expected_results", "expected_results");
  // Pair ids are looked up once per line, and are indices from then on.
  s.pair_index = PairIndex(s.pairs.size());
  s.field.reserve(s.pairs.size());
  for (const auto& p : s.pairs) {
    if (!s.pair_index.add(p.id)) return fail_code("rank.error.pair_twice", "pair", {p.id});
    s.field.push_back(p.field);
  }
  s.last_board.assign(s.pairs.size(), SIZE_MAX);
  s.acc.resize(s.pairs.size());
  s.penalty_top.resize(s.penalties.size());
  s.out.method = options.method;
  s.out.mp_scale = s.scale;
  return Ranker(std::move(st));
}

Result<void> Ranker::add_board(const std::vector<const Traveller*>& travellers) {
  State& s = *s_;
  const Options& options = s.options;
  const bool mp = s.mp;
  const int scale = s.scale;
  constexpr size_t kAhead = 8;  // lines whose pairs' slots are asked for ahead of their look-up
  if (travellers.empty()) return {};
  const int board = travellers.front()->board;

  // The lines as seated, per traveller, and the groups compared: per (section or "", form).
  std::vector<std::vector<LinePoints>> seated(travellers.size());
  struct Group {
    std::string key;  // section or "" (across the field): the board's comparison scope
    int form = 0;     // a fouled board's form (Line::foul_group)
    std::vector<size_t> travellers;  // with a line of its form, in order
    int real = 0, scored = 0;
    bool weighted = false;
    bool ebu = false;  // one of its travellers scores its fouled board by FoulRule::EbuSmallGroups
  };
  std::vector<Group> groups;
  std::map<std::pair<std::string, int>, size_t> group_index;
  std::vector<size_t> first_group(travellers.size());  // the group of a traveller's first line
  // Each line of group `g` as (traveller, line), in order: the lines of its form on its
  // travellers (every line, on a board that was not fouled).
  auto each_line = [&seated](const auto& g, auto&& f) __attribute__((always_inline)) {
    for (size_t t : g.travellers) {
      const auto& lines = seated[t];
      for (size_t l = 0; l < lines.size(); ++l)
        if (lines[l].foul_group == g.form) f(t, l);
    }
  };
  for (size_t t = 0; t < travellers.size(); ++t) {
    const Traveller& tr = *travellers[t];
    if (tr.board != board) return fail_code("rank.error.travellers_apart", "board");
    std::string key = options.scope == Scope::Section ? tr.section : std::string{};
    auto group = [&](int form) {
      auto [it, fresh] = group_index.emplace(std::pair{key, form}, groups.size());
      if (fresh) groups.push_back(Group{key, form, {}, 0, 0, false, false});
      if (auto& ts = groups[it->second].travellers; ts.empty() || ts.back() != t) ts.push_back(t);
      groups[it->second].ebu = groups[it->second].ebu || tr.foul_rule == FoulRule::EbuSmallGroups;
      return it->second;
    };
    first_group[t] = group(tr.lines.empty() ? 0 : tr.lines.front().foul_group);
    auto& points = seated[t];
    points.reserve(tr.lines.size());
    s.now.resize(tr.lines.size());  // every place written below before it is read (as `last`)
    const bool ask_ahead = s.missed * 16 >= s.last.size();  // the first traveller: yes
    size_t missed = 0;
    // The pairs at this place on the last traveller, and at the places next to it, are tried
    // first: travellers list their lines in the same order, a pair sits at the same table from
    // board to board (NS all evening in a Mitchell, both pairs through a round's boards), and
    // from one board set to the next a Mitchell's lines shift by one place. So most look-ups
    // are a comparison or three of packed ids instead of a probe of the table, which a big
    // event's look-ups reach all over.
    auto guess = [&](const PairIndex::Packed& id, size_t l, bool ns) -> std::optional<uint32_t> {
      if (!id.whole) return std::nullopt;
      for (size_t at : {l, l + 1, l - 1}) {  // l − 1 wraps past the end at the first line
        if (at >= s.last.size()) continue;
        const State::Written& w = s.last[at];
        if (ns ? w.ns != UINT32_MAX && w.ns_id == id : w.ew != UINT32_MAX && w.ew_id == id) return ns ? w.ns : w.ew;
      }
      return std::nullopt;
    };
    for (size_t l = 0; l < tr.lines.size(); ++l) {
      const auto& line = tr.lines[l];
      // An error at this line: board_error with the board, its section and the line.
      auto at = [&](const std::string& what, const char* field, const std::vector<std::string>& more) {
        return std::unexpected(board_error(what, field, tr.board, tr.section, l + 1, more));
      };
      if (line.foul_group < 0) return at("foul_group", "board", {std::to_string(line.foul_group)});
      if (ask_ahead && l + kAhead < tr.lines.size()) {
        s.pair_index.prefetch(tr.lines[l + kAhead].ns);
        s.pair_index.prefetch(tr.lines[l + kAhead].ew);
      }
      const auto ns_id = PairIndex::pack(line.ns), ew_id = PairIndex::pack(line.ew);
      auto ns = guess(ns_id, l, true);
      if (!ns) ns = s.pair_index.find(ns_id, line.ns), ++missed;
      auto ew = guess(ew_id, l, false);
      if (!ew) ew = s.pair_index.find(ew_id, line.ew), ++missed;
      if (ns && ew) s.now[l] = {ns_id, ew_id, *ns, *ew};
      if (!ns) return at("no_pair", "ns", {line.ns});
      if (!ew) return at("no_pair", "ew", {line.ew});
      if (*ns == *ew) return at("self_play", "ns", {line.ns});
      uint32_t sns = *ns, sew = *ew;
      if (line.arrow_switched) std::swap(sns, sew);
      // The two pairs sat in each other's seats, as the table said: each keeps its own field.
      const bool crossed = line.seated_other_way && s.field[sns] == Field::EW && s.field[sew] == Field::NS;
      for (auto [p, side] : {std::pair{sns, Field::NS}, std::pair{sew, Field::EW}}) {
        Field f = s.field[p];
        if (!crossed && f != Field::One && f != side)  // a pair of one field that sat in the other
          return at(f == Field::NS ? "ns_pair_sat_ew" : "ew_pair_sat_ns", side == Field::NS ? "ns" : "ew",
                    {s.pairs[p].id});
      }
      if (auto r = check_outcome(line.outcome)) return at(r->what, "score", r->args);
      Group& g = groups[line.foul_group == (tr.lines.front().foul_group) ? first_group[t] : group(line.foul_group)];
      if (std::holds_alternative<int>(line.outcome) || std::holds_alternative<Weighted>(line.outcome)) ++g.real;
      if (!std::holds_alternative<score::NotPlayed>(line.outcome)) ++g.scored;
      g.weighted = g.weighted || std::holds_alternative<Weighted>(line.outcome);
      auto& lp = points.emplace_back();
      lp.ns = sns;
      lp.ew = sew;
      lp.arrow_switched = line.arrow_switched;
      lp.foul_group = line.foul_group;
      if (auto sc = std::get_if<int>(&line.outcome)) lp.ns_score = *sc;
      else if (std::holds_alternative<score::NotPlayed>(line.outcome)) lp.played = false;
    }
    s.last.swap(s.now);
    s.missed = missed;
  }

  // The board in each scope, over every form it was played in.
  struct Totals {
    int real = 0, scored = 0, forms = 0;
    bool ebu = false;
    size_t key = 0;  // its board key: a pair plays it once
    int unit = 0;
  };
  std::map<std::string, Totals> totals;
  for (const auto& g : groups) {
    auto [it, fresh] = totals.try_emplace(g.key);
    Totals& b = it->second;
    if (fresh) {
      if (!s.boards_done.emplace(board, g.key).second)
        return std::unexpected(board_error("board_twice", "board", board, g.key, 0));
      b.key = s.board_keys++;
      auto [u, new_unit] = s.unit_of.emplace(g.key, int(s.unit_scored.size()));
      if (new_unit) {
        s.unit_scored.push_back(0);
        s.unit_deferred.push_back(false);
        auto k = s.known.find(g.key);
        s.unit_known.push_back(k == s.known.end() ? 0 : k->second);
      }
      b.unit = u->second;
    }
    b.real += g.real;
    b.scored += g.scored;
    b.ebu = b.ebu || g.ebu;
    ++b.forms;
  }
  // A pair plays each board once (in whichever form).
  for (const auto& g : groups) {
    const size_t key = totals[g.key].key;
    std::optional<Error> twice;
    each_line(g, [&](size_t t, size_t l) __attribute__((always_inline)) {
      const auto& lp = seated[t][l];
      for (uint32_t p : {lp.ns, lp.ew}) {
        if (s.last_board[p] == key && !twice)
          twice = board_error("line_twice", "pair", board, travellers[t]->section, l + 1, {s.pairs[p].id});
        s.last_board[p] = key;
      }
    });
    if (twice) return std::unexpected(std::move(*twice));
  }
  for (auto& [key, b] : totals) {
    if (options.expected_results && b.scored > *options.expected_results)
      return std::unexpected(board_error("too_many_results", "board", board, key, 0,
                                         {std::to_string(b.scored), std::to_string(*options.expected_results)}));
    s.unit_scored[size_t(b.unit)] = std::max(s.unit_scored[size_t(b.unit)], b.scored);
  }

  // Score each group.
  const size_t first_artificial = s.artificial.size();
  std::vector<TopRef> group_top(groups.size());
  std::vector<std::optional<double>> group_datum(groups.size());
  std::vector<int> group_neuberg(groups.size(), -1);   // the unit whose expected results it is factored to
  std::vector<int> group_deferred(groups.size(), -1);  // the same, when its lines' points wait for them
  std::vector<bool> group_fixed(groups.size(), false);  // fixed shares of the top (FoulRule::EbuSmallGroups)
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    const Group& g = groups[gi];
    const Totals& b = totals[g.key];
    const int r = g.real;
    // A fouled board's small group under the EBU's rule: at most three results, at most a third
    // of the board's; its lines get fixed shares of the board's top, settled with the
    // artificial scores (the top may wait for the expected results).
    const bool fixed_shares = mp && b.forms > 1 && b.ebu && r >= 1 && r <= 3 && 3 * r <= b.real;
    group_fixed[gi] = fixed_shares;
    auto outcome = [&](size_t t, size_t l) -> const Outcome& { return travellers[t]->lines[l].outcome; };
    auto parts_results = [&] {
      std::vector<std::vector<WeightedPart>> results;
      results.reserve(size_t(r));
      each_line(g, [&](size_t t, size_t l) __attribute__((always_inline)) {
        const Outcome& o = outcome(t, l);
        if (auto w = std::get_if<Weighted>(&o)) results.push_back(w->parts);
        else if (auto sc = std::get_if<int>(&o)) results.push_back({{1.0, *sc}});
      });
      return results;
    };
    std::vector<double>& ns_points = s.points;  // per real result
    ns_points.clear();
    TopRef top;
    std::optional<double> datum;
    if (mp) {
      if (g.weighted) {
        ns_points = matchpoints_ns(parts_results(), scale);
      } else {
        std::vector<int>& scores = s.scores;
        scores.clear();
        scores.reserve(size_t(r));
        each_line(g, [&](size_t t, size_t l) __attribute__((always_inline)) {
          if (const auto& lp = seated[t][l]; lp.ns_score) scores.push_back(*lp.ns_score);
        });
        matchpoints_ns(scores, scale, ns_points);
      }
      if (options.neuberg) {
        // Factored to the unit's expected results: each line now when they are known, else once
        // every board is in (raw points until then); the pairs' totals at the end.
        if (!fixed_shares) group_neuberg[gi] = b.unit;
        if (options.expected_results || s.unit_known[size_t(b.unit)] > 0) {
          top.value = double(scale) * std::max(s.expected(b.unit) - 1, 0);
        } else {
          top.unit = b.unit;
          if (!fixed_shares) group_deferred[gi] = b.unit;
          s.unit_deferred[size_t(b.unit)] = true;
        }
      } else if (b.forms > 1) {
        // A fouled board's group is factored to the board's results in all its forms, so that
        // every group shares the board's top (Law 87B).
        top.value = double(scale) * std::max(b.real - 1, 0);
        if (!fixed_shares)
          for (double& p : ns_points) p = neuberg(p, r, b.real, scale);
      } else {
        top.value = double(scale) * std::max(r - 1, 0);
      }
      if (top.value) s.tops.insert(*top.value);
    } else {
      const auto results = parts_results();
      if (options.method == Method::CrossImps) {
        ns_points = cross_imps_ns(results, options.imps);
      } else {
        std::vector<double> means;
        means.reserve(results.size());
        for (const auto& parts : results) {
          double m = 0;
          for (const auto& p : parts) m += p.weight * p.ns_score;
          means.push_back(m);
        }
        if (auto d = butler_datum(means, options.butler_drop_extremes)) {
          datum = *d;
          ns_points.reserve(results.size());
          for (const auto& parts : results) {
            double i = 0;
            for (const auto& p : parts) i += p.weight * options.imps(p.ns_score - *d);
            ns_points.push_back(i);
          }
        }
      }
    }
    group_top[gi] = top;
    group_datum[gi] = datum;

    size_t next_real = 0;
    const double raw_top = double(scale) * std::max(r - 1, 0);
    each_line(g, [&](size_t t, size_t l) __attribute__((always_inline)) {
      auto& lp = seated[t][l];
      if (l + kAhead < seated[t].size()) {  // the totals of the pairs a few lines on: far apart
        __builtin_prefetch(&s.acc[seated[t][l + kAhead].ns]);
        __builtin_prefetch(&s.acc[seated[t][l + kAhead].ew]);
      }
      const score::Artificial* a = nullptr;
      if (!lp.ns_score && lp.played) a = std::get_if<score::Artificial>(&outcome(t, l));
      if (!lp.played) {
        // not played: no points, no top
      } else if (a) {
        s.artificial.push_back({lp.ns, lp.ew, double(a->ns_pct), double(a->ew_pct), true, top, s.keep_lines ? t : SIZE_MAX, l});
        if (!mp) {  // Law 12C2 at IMPs: Ave+ is +3 IMPs, Ave 0, Ave− −3 (3 IMPs per 10%)
          lp.ns_points = (a->ns_pct - 50) * 0.3;
          lp.ew_points = (a->ew_pct - 50) * 0.3;
        }
      } else {
        const double ns = next_real < ns_points.size() ? ns_points[next_real] : 0.0;
        ++next_real;
        lp.ns_points = ns;
        if (fixed_shares) {
          // The best result 60% + 5% for each other result, 10% less a place below (ties
          // share): 60; 65, 55; 70, 60, 50 of the top on each side; raw matchpoints in the group.
          const double first = 60.0 - 5.0 * (r - 1);
          s.artificial.push_back({lp.ns, lp.ew, first + 10.0 * ns / scale, first + 10.0 * (raw_top - ns) / scale, false, top,
                                  s.keep_lines ? t : SIZE_MAX, l});
        } else if (group_neuberg[gi] >= 0) {
          s.defer(lp.ns, b.unit, r, ns);
          s.defer(lp.ew, b.unit, r, raw_top - ns);
          s.acc[lp.ns].boards += 1;
          s.acc[lp.ew].boards += 1;
          if (group_deferred[gi] >= 0) {
            lp.ew_points = raw_top - ns;
          } else {
            lp.ns_points = neuberg(ns, r, s.expected(b.unit), scale);
            lp.ew_points = *top.value - lp.ns_points;
          }
        } else {
          lp.ew_points = mp ? *top.value - ns : -ns;
          for (auto [p, pts] : {std::pair{lp.ns, lp.ns_points}, std::pair{lp.ew, lp.ew_points}}) {
            s.acc[p].real_total += pts;
            s.acc[p].real_tops += top.value.value_or(0.0);
            s.acc[p].boards += 1;
          }
        }
      }
    });
  }

  // Procedural penalties on this board: the top of the board as the pair played it, else as
  // its section (or any) did; the board's travellers in the order of their sections.
  std::vector<size_t> by_section(travellers.size());
  for (size_t t = 0; t < travellers.size(); ++t) by_section[t] = t;
  std::stable_sort(by_section.begin(), by_section.end(),
                   [&](size_t a, size_t b) { return travellers[a]->section < travellers[b]->section; });
  for (size_t k = 0; k < s.penalties.size(); ++k) {
    const auto& pen = s.penalties[k];
    if (!pen.board || *pen.board != board) continue;
    const auto p = s.pair_index.find(pen.pair);
    if (!p) continue;  // refused at finish
    auto& pt = s.penalty_top[k];
    for (size_t t : by_section) {
      bool on = false;
      for (const auto& lp : seated[t]) on = on || lp.ns == *p || lp.ew == *p;
      if (on) pt.on_line = group_top[first_group[t]];
      else if (!pt.in_section && (travellers[t]->section == s.pairs[*p].section || travellers[t]->section.empty()))
        pt.in_section = group_top[first_group[t]];
    }
  }

  // One board result per traveller, its lines in the traveller's order (when kept: a board's
  // results, top and datum are kept whatever the size of the session, its lines are not).
  for (size_t t = 0; t < travellers.size(); ++t) {
    const Traveller& tr = *travellers[t];
    const size_t gi = first_group[t];
    const Totals& b = totals[groups[gi].key];
    const size_t index = s.out.boards.size();
    BoardResult& br = s.out.boards.emplace_back();
    br.board = tr.board;
    br.section = tr.section;
    br.results = b.real;
    if (b.forms > 1) {
      for (size_t g = 0; g < groups.size(); ++g) {
        if (groups[g].key != groups[gi].key) continue;
        const auto& ts = groups[g].travellers;
        if (std::find(ts.begin(), ts.end(), t) != ts.end()) br.foul_groups.push_back(FoulGroup{groups[g].form, groups[g].real, group_datum[g], group_fixed[g]});
      }
      std::sort(br.foul_groups.begin(), br.foul_groups.end(),
                [](const FoulGroup& x, const FoulGroup& y) { return x.group < y.group; });
    } else {
      br.datum = group_datum[gi];
    }
    s.result_top.push_back(group_top[gi]);
    s.result_unit.push_back(b.unit);
    if (!s.keep_lines) continue;
    for (size_t g = 0; g < groups.size(); ++g)
      if (const auto& ts = groups[g].travellers; group_deferred[g] >= 0 && std::find(ts.begin(), ts.end(), t) != ts.end())
        for (size_t gl = 0; gl < tr.lines.size(); ++gl)
          if (seated[t][gl].foul_group == groups[g].form &&
              (std::holds_alternative<int>(tr.lines[gl].outcome) || std::holds_alternative<Weighted>(tr.lines[gl].outcome)))
            s.deferred_lines.push_back({index, gl, group_deferred[g], groups[g].real});
    br.lines = std::move(seated[t]);
  }
  // The artificial scores of this board: their board results.
  if (s.keep_lines) {
    const size_t base = s.out.boards.size() - travellers.size();
    for (size_t k = first_artificial; k < s.artificial.size(); ++k) s.artificial[k].result += base;
  }
  return {};
}

Result<Ranking> Ranker::finish() {
  State& s = *s_;
  const Options& options = s.options;
  const bool mp = s.mp;
  const int scale = s.scale;
  const auto& pairs = s.pairs;
  Ranking& out = s.out;

  // Neuberg's factoring, now that each unit's expected results are known: the lines kept, and
  // each pair's sums (exact when a board has its expected results, as most do).
  for (const auto& d : s.deferred_lines) {
    auto& lp = out.boards[d.result].lines[d.line];
    const int e = s.expected(d.unit);
    lp.ns_points = neuberg(lp.ns_points, d.r, e, scale);
    lp.ew_points = double(scale) * std::max(e - 1, 0) - lp.ns_points;
  }
  auto settle = [&](uint32_t p, const State::Deferred& d) {
    if (d.n == 0) return;
    const int e = s.expected(d.unit);
    s.acc[p].real_total += d.sum * e / d.r - s.half * d.n;
    s.acc[p].real_tops += d.n * (double(scale) * std::max(e - 1, 0));
  };
  for (size_t p = 0; p < s.acc.size(); ++p) settle(uint32_t(p), s.acc[p].neuberg);
  for (const auto& [key, d] : s.more_deferred) settle(std::get<0>(key), d);
  for (size_t i = 0; i < out.boards.size(); ++i) {
    out.boards[i].expected = mp ? s.expected(s.result_unit[i]) : 0;
    if (mp) out.boards[i].top = s.top_of(s.result_top[i]);
  }
  if (mp) {
    for (size_t u = 0; u < s.unit_deferred.size(); ++u)
      if (s.unit_deferred[u]) s.tops.insert(s.top_of(TopRef{std::nullopt, int(u)}));
    if (s.tops.size() == 1) out.top = *s.tops.begin();
  }

  // Then the artificial scores, possibly raised (Ave+) or lowered (Ave−) to the pair's
  // percentage on its real results (Law 12C2).
  auto& acc = s.acc;
  for (const auto& x : s.artificial) {
    const double top = s.top_of(x.top);
    double ns_points, ew_points;
    if (mp) {
      ns_points = x.ns_pct / 100.0 * top;
      ew_points = x.ew_pct / 100.0 * top;
    } else {  // Law 12C2 at IMPs: Ave+ is +3 IMPs, Ave 0, Ave− −3 (3 IMPs per 10%)
      ns_points = (x.ns_pct - 50) * 0.3;
      ew_points = (x.ew_pct - 50) * 0.3;
    }
    auto adjust = [&](size_t p, double pct, double& pts) {
      if (!mp || !x.law_12c2 || acc[p].real_tops <= 0) return;
      double session_pct = acc[p].real_total / acc[p].real_tops * 100;
      if (pct > 50 && options.ave_plus_session_percent && session_pct > pct) pts = session_pct / 100 * top;
      if (pct < 50 && options.ave_minus_session_percent && session_pct < pct) pts = session_pct / 100 * top;
    };
    adjust(x.ns, x.ns_pct, ns_points);
    adjust(x.ew, x.ew_pct, ew_points);
    acc[x.ns].total += ns_points;
    acc[x.ew].total += ew_points;
    acc[x.ns].tops += top;
    acc[x.ew].tops += top;
    acc[x.ns].boards += 1;
    acc[x.ew].boards += 1;
    if (x.result != SIZE_MAX) {
      auto& lp = out.boards[x.result].lines[x.line];
      lp.ns_points = ns_points;
      lp.ew_points = ew_points;
    }
  }

  out.ids.reserve(pairs.size());
  for (const auto& p : pairs) out.ids.push_back(p.id);
  std::stable_sort(out.boards.begin(), out.boards.end(), [](const auto& a, const auto& b) {
    return std::tie(a.board, a.section) < std::tie(b.board, b.section);
  });

  // Procedural penalties (Law 90): taken off the offender's total alone.
  std::vector<double> penalty(pairs.size(), 0.0);
  for (size_t k = 0; k < s.penalties.size(); ++k) {
    const auto& pen = s.penalties[k];
    const auto p = s.pair_index.find(pen.pair);
    if (!p) return fail_code("rank.error.penalty_pair", "pair", {pen.pair});
    double points = pen.imps;
    if (mp) {
      if (!(pen.top_percent > 0) || pen.top_percent > 100)
        return fail_code("rank.error.penalty_percent", "penalty");
      double top = 0;
      if (pen.board) {
        // The top of the board as the pair played it; else as its section (or any) did.
        const auto& pt = s.penalty_top[k];
        const auto& on = pt.on_line ? pt.on_line : pt.in_section;
        if (!on) return fail_code("rank.error.penalty_board", "board", {std::to_string(*pen.board)});
        top = s.top_of(*on);
      } else if (out.top) {
        top = *out.top;
      } else if (acc[*p].boards > 0) {  // the boards' tops differ: the pair's own average top
        top = (acc[*p].real_tops + acc[*p].tops) / acc[*p].boards;
      }
      points = pen.top_percent / 100.0 * top;
    } else if (pen.imps < 0) {
      std::ostringstream given;  // as typed: "-3", "-1.5" (std::to_string wrote "-3.000000")
      given << pen.imps;
      return fail_code("rank.error.penalty_imps", "penalty", {given.str()});
    }
    penalty[*p] += points;
    out.penalties.push_back({pen, points});
  }

  // Standings, placed within each ranking group (section when scored apart, and field).
  // Keyed by views of the pairs' sections (ordered as the strings are): no copy per pair.
  std::map<std::pair<std::string_view, int>, std::vector<size_t>> ranking_groups;
  for (size_t i = 0; i < pairs.size(); ++i) {
    std::string_view sec = options.scope == Scope::Section ? pairs[i].section : std::string_view{};
    ranking_groups[{sec, int(pairs[i].field)}].push_back(i);
  }
  out.pairs.reserve(pairs.size());
  const double no_score = std::nan("");  // places it last
  std::vector<double> keys;
  // Each member's figures, read from the totals in the pairs' order (one pass through memory)
  // and then taken in the order placed from these, a fraction of the totals' size.
  struct Figures {
    double total, tops;
    int boards;
  };
  std::vector<Figures> figures;
  for (const auto& [key, members] : ranking_groups) {
    keys.clear();
    keys.reserve(members.size());
    figures.clear();
    figures.reserve(members.size());
    for (size_t i : members) {
      const double total = acc[i].real_total + acc[i].total - penalty[i];
      const double tops = acc[i].real_tops + acc[i].tops;
      figures.push_back({total, tops, acc[i].boards});
      keys.push_back(mp ? (tops > 0 ? total / tops * 100 : no_score) : (acc[i].boards ? total : no_score));
    }
    auto placed_ = placed(keys);
    for (size_t j = 0; j < placed_.order.size(); ++j) {  // best first
      if (j + 4 < placed_.order.size()) {  // pairs in the order placed: all over a big field's list
        const char* ahead = reinterpret_cast<const char*>(&pairs[members[placed_.order[j + 4]]]);
        __builtin_prefetch(ahead);
        __builtin_prefetch(ahead + 64);
      }
      const size_t k = placed_.order[j];
      const size_t i = members[k];
      Standing& st = out.pairs.emplace_back();
      st.pair = pairs[i].id;
      st.field = pairs[i].field;
      st.section = pairs[i].section;
      st.names = pairs[i].names;
      st.boards = figures[k].boards;
      st.penalty = penalty[i];
      st.total = figures[k].total;
      st.tops = figures[k].tops;
      if (mp && st.tops > 0) st.percent = st.total / st.tops * 100;
      st.place = std::move(placed_.labels[k]);
    }
  }
  return std::move(out);
}

Result<Ranking> rank(const Session& session, const Options& options) {
  // Each unit's expected results counted first (a look at each line's kind), so that every
  // board is factored as it is scored, as the definition reads, and nothing waits for the end.
  std::map<std::string, int> expected;
  if (options.method == Method::Matchpoints && options.neuberg && !options.expected_results) {
    std::map<std::pair<int, std::string_view>, int> scored;  // (board, section or "")
    for (const auto& tr : session.travellers) {
      int n = 0;
      for (const auto& l : tr.lines) n += !std::holds_alternative<score::NotPlayed>(l.outcome);
      scored[{tr.board, options.scope == Scope::Section ? std::string_view(tr.section) : std::string_view{}}] += n;
    }
    for (const auto& [key, n] : scored) {
      int& e = expected[std::string(key.second)];
      e = std::max(e, n);
    }
  }
  auto ranker = Ranker::start(session, options, true, std::move(expected));
  if (!ranker) return std::unexpected(ranker.error());
  // Board by board, each board's travellers in the session's order.
  std::vector<size_t> order(session.travellers.size());
  for (size_t t = 0; t < order.size(); ++t) order[t] = t;
  if (!std::is_sorted(order.begin(), order.end(), [&](size_t a, size_t b) { return session.travellers[a].board < session.travellers[b].board; }))
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return session.travellers[a].board < session.travellers[b].board; });
  std::vector<const Traveller*> board;
  for (size_t i = 0; i < order.size();) {
    board.clear();
    const int number = session.travellers[order[i]].board;
    for (; i < order.size() && session.travellers[order[i]].board == number; ++i) board.push_back(&session.travellers[order[i]]);
    if (auto added = ranker->add_board(board); !added) return std::unexpected(added.error());
  }
  return ranker->finish();
}

}  // namespace bandeja::ranking
