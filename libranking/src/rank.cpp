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

namespace bandeja::ranking {

namespace {

std::string where(int board, const std::string& section) {
  std::string w = "board " + std::to_string(board);
  if (!section.empty()) w += " of section " + section;
  return w;
}

const char* field_name(Field f) {
  return f == Field::NS ? "North-South" : f == Field::EW ? "East-West" : "one-winner";
}

std::string signed_score(int s) {
  std::string out = s > 0 ? "+" : "";
  out += std::to_string(s);
  return out;
}

std::string percent_text(double w) {
  std::ostringstream o;
  o << std::round(w * 1000) / 10 << "%";
  return o.str();
}

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
      s += signed_score(p.ns_score);
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

// The travellers whose lines are compared with each other: one board of one section, or of
// every section when scored across the field.
struct Group {
  std::vector<size_t> travellers;  // indices into the travellers ranked, in the session's order
  int real = 0;    // real results (scores and weighted scores)
  int scored = 0;  // real results plus artificial scores
  bool weighted = false;  // some real result is a weighted score
  std::string unit;  // the section whose boards set the expected results ("" across the field)
  std::pair<int, std::string> key;  // (board, section or "")
  int foul = 0;        // the form of a fouled board these lines played (Line::foul_group)
  size_t board = 0;    // the board's index in `boards` (one per key, whatever its forms)
};

// One board in its comparison scope, over every form it was played in.
struct BoardTotals {
  int real = 0, scored = 0;
  int forms = 0;  // its groups: more than one when it was fouled (Law 87B)
};

// The travellers as ranked: a fouled board's traveller as one traveller per form of the board
// (Law 87B: each form's results compared only with each other), each remembering the
// traveller and lines it came from. Without a fouled board, the session's own travellers.
struct Split {
  std::vector<Traveller> travellers;
  struct Origin {
    size_t traveller = 0;
    std::vector<size_t> lines;
  };
  std::vector<Origin> origin;  // per split traveller
};

Split split_fouled(const std::vector<Traveller>& travellers) {
  Split out;
  for (size_t t = 0; t < travellers.size(); ++t) {
    const auto& tr = travellers[t];
    std::map<int, size_t> of_form;  // foul group -> its split traveller
    for (size_t l = 0; l < tr.lines.size(); ++l) {
      auto [it, fresh] = of_form.emplace(tr.lines[l].foul_group, out.travellers.size());
      if (fresh) {
        out.travellers.push_back(Traveller{tr.board, tr.section, {}});
        out.origin.push_back({t, {}});
      }
      out.travellers[it->second].lines.push_back(tr.lines[l]);
      out.origin[it->second].lines.push_back(l);
    }
    if (tr.lines.empty()) {
      out.travellers.push_back(Traveller{tr.board, tr.section, {}});
      out.origin.push_back({t, {}});
    }
  }
  return out;
}

Result<void> check_outcome(const Outcome& o) {
  if (auto a = std::get_if<score::Artificial>(&o)) {
    if (a->ns_pct < 0 || a->ns_pct > 100 || a->ew_pct < 0 || a->ew_pct > 100)
      return fail("an artificial score gives each side 0 to 100 percent, not A" +
                  std::to_string(a->ns_pct) + "-" + std::to_string(a->ew_pct));
  }
  if (auto w = std::get_if<Weighted>(&o)) {
    if (w->parts.empty()) return fail("a weighted score needs at least one part");
    double sum = 0;
    for (const auto& p : w->parts) {
      if (!(p.weight > 0) || p.weight > 1)
        return fail("each part of a weighted score is a fraction above 0 and at most 1");
      sum += p.weight;
    }
    if (std::fabs(sum - 1) > 1e-6)
      return fail("the parts of a weighted score must add up to 100%, not " +
                  percent_text(sum));
  }
  return {};
}

}  // namespace

std::string adjusted_text(const Outcome& o) { return describe(o); }

Result<Ranking> rank(const Session& session, const Options& options) {
  const bool mp = options.method == Method::Matchpoints;
  const int scale = options.mp_scale;
  if (mp && scale != 1 && scale != 2)
    return fail("the matchpoint scale is 1 or 2 points for each score beaten, not " +
                std::to_string(scale));
  if (!mp && !options.imps) return fail("IMP scoring needs the IMP table (internal error)");
  if (options.expected_results && *options.expected_results < 1)
    return fail("the expected number of results on a board must be at least 1");

  // Pair ids are looked up once per line, here, and are indices from then on.
  const auto& pairs = session.pairs;
  PairIndex pair_index(pairs.size());
  // Each pair's field, a byte each: looked up per line, so it stays in the cache.
  std::vector<Field> field;
  field.reserve(pairs.size());
  for (const auto& p : pairs) {
    if (!pair_index.add(p.id)) return fail("pair " + p.id + " is listed twice in the event");
    field.push_back(p.field);
  }

  // Validate every line, seat its pairs and put its traveller in its comparison group.
  std::map<std::tuple<int, std::string, int>, size_t> group_index;  // (board, section or "", form)
  std::map<std::pair<int, std::string>, size_t> board_index;        // (board, section or "")
  std::vector<BoardTotals> boards;
  std::vector<Group> groups;
  std::vector<size_t> group_of;
  // Each line as ranked, per traveller and line: its pairs as they sat are set here, its points
  // once its group is scored.
  std::vector<std::vector<LinePoints>> points;
  // Per line's place, the pairs written there on the last traveller (`last`) and on this one
  // (`now`), as packed ids and indices.
  struct Written {
    PairIndex::Packed ns_id, ew_id;
    uint32_t ns = UINT32_MAX, ew = UINT32_MAX;
  };
  std::vector<Written> last, now;
  // The pair with packed id `id` if it was written at place `l` of the last traveller or at a
  // place next to it (`ns`: in the NS column, else EW).
  auto guess = [&](const PairIndex::Packed& id, size_t l, bool ns) -> std::optional<uint32_t> {
    if (!id.whole) return std::nullopt;
    for (size_t at : {l, l + 1, l - 1}) {  // l − 1 wraps past the end at the first line
      if (at >= last.size()) continue;
      const Written& w = last[at];
      if (ns ? w.ns != UINT32_MAX && w.ns_id == id : w.ew != UINT32_MAX && w.ew_id == id) return ns ? w.ns : w.ew;
    }
    return std::nullopt;
  };
  constexpr size_t kAhead = 8;  // lines whose pairs' slots are asked for ahead of their look-up
  // One pass over the travellers given. A fouled board is ranked as one traveller per form it
  // was played in: the session's travellers are read first, and the first line of a changed
  // form (rare) stops the pass (false) to start it again on the travellers split by form. So a
  // big session is read once, not first searched for a form.
  auto seat_lines = [&](const std::vector<Traveller>& travellers, bool split) -> Result<bool> {
    group_index.clear();
    board_index.clear();
    boards.clear();
    groups.clear();
    group_of.assign(travellers.size(), 0);
    points.assign(travellers.size(), {});
    for (size_t t = 0; t < travellers.size(); ++t) {
      const auto& tr = travellers[t];
      std::string key_section = options.scope == Scope::Section ? tr.section : std::string{};
      const int form = tr.lines.empty() ? 0 : tr.lines.front().foul_group;
      auto [it, fresh] = group_index.emplace(std::tuple{tr.board, key_section, form}, groups.size());
      if (fresh) {
        auto [b, new_board] = board_index.emplace(std::pair{tr.board, key_section}, boards.size());
        if (new_board) boards.emplace_back();
        ++boards[b->second].forms;
        groups.push_back(Group{{}, 0, 0, false, key_section, b->first, form, b->second});
      }
      const size_t gi = it->second;
      auto& g = groups[gi];
      g.travellers.push_back(t);
      group_of[t] = gi;
      points[t].reserve(tr.lines.size());
      now.assign(tr.lines.size(), Written{});
      for (size_t l = 0; l < tr.lines.size(); ++l) {
        const auto& line = tr.lines[l];
        auto at = [&] { return where(tr.board, tr.section) + ", line " + std::to_string(l + 1); };
        if (line.foul_group < 0)
          return fail(at() + ": a fouled board's form is 0 (as dealt) or more, not " + std::to_string(line.foul_group));
        if (line.foul_group != 0 && !split) return false;
        // The pairs at this place on the last traveller, and at the places next to it, are
        // tried first: travellers list their lines in the same order, a pair sits at the same
        // table from board to board (NS all evening in a Mitchell, both pairs through a round's
        // boards), and from one board set to the next a Mitchell's lines shift by one place. So
        // most look-ups are a comparison or three of packed ids instead of a probe of the
        // table, which a big event's look-ups reach all over.
        if (l + kAhead < tr.lines.size()) {
          pair_index.prefetch(tr.lines[l + kAhead].ns);
          pair_index.prefetch(tr.lines[l + kAhead].ew);
        }
        const auto ns_id = PairIndex::pack(line.ns), ew_id = PairIndex::pack(line.ew);
        auto ns = guess(ns_id, l, true);
        if (!ns) ns = pair_index.find(ns_id, line.ns);
        auto ew = guess(ew_id, l, false);
        if (!ew) ew = pair_index.find(ew_id, line.ew);
        if (ns && ew) now[l] = {ns_id, ew_id, *ns, *ew};
        if (!ns) return fail(at() + ": there is no pair " + line.ns + " in the event");
        if (!ew) return fail(at() + ": there is no pair " + line.ew + " in the event");
        if (*ns == *ew) return fail(at() + ": pair " + line.ns + " cannot play against itself");
        Seat s{*ns, *ew};
        if (line.arrow_switched) std::swap(s.ns, s.ew);
        for (auto [p, side] : {std::pair{s.ns, Field::NS}, std::pair{s.ew, Field::EW}}) {
          Field f = field[p];
          if (f != Field::One && f != side)
            return fail(at() + ": pair " + pairs[p].id + " of the " + field_name(f) +
                        " field sat " + field_name(side) +
                        "; in a two-winner event pairs keep their direction (an arrow switch "
                        "needs a one-winner event)");
        }
        if (auto r = check_outcome(line.outcome); !r) return fail(at() + ": " + r.error().message);
        if (std::holds_alternative<int>(line.outcome) ||
            std::holds_alternative<Weighted>(line.outcome))
          ++g.real;
        if (!std::holds_alternative<score::NotPlayed>(line.outcome)) ++g.scored;
        g.weighted = g.weighted || std::holds_alternative<Weighted>(line.outcome);
        auto& lp = points[t].emplace_back();
        lp.ns = s.ns;
        lp.ew = s.ew;
        lp.arrow_switched = line.arrow_switched;
        lp.foul_group = line.foul_group;
        if (auto sc = std::get_if<int>(&line.outcome)) lp.ns_score = *sc;
        else if (std::holds_alternative<score::NotPlayed>(line.outcome)) lp.played = false;
      }
      last.swap(now);
    }
    return true;
  };
  Split split;
  auto seated = seat_lines(session.travellers, false);
  if (!seated) return std::unexpected(seated.error());
  const bool fouled = !*seated;
  if (fouled) {
    split = split_fouled(session.travellers);
    if (auto again = seat_lines(split.travellers, true); !again) return std::unexpected(again.error());
  }
  const auto& travellers = fouled ? split.travellers : session.travellers;
  for (const auto& g : groups) {
    boards[g.board].real += g.real;
    boards[g.board].scored += g.scored;
  }

  // A pair plays each board once (in whichever form): stamp each pair with the last board it
  // was seen on. A board's groups are visited one after the other: they were made in order.
  {
    std::vector<size_t> last(pairs.size(), SIZE_MAX);
    std::vector<size_t> order(groups.size());
    for (size_t gi = 0; gi < groups.size(); ++gi) order[gi] = gi;
    if (fouled)
      std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return groups[a].board < groups[b].board; });
    for (size_t gi : order)
      for (size_t t : groups[gi].travellers)
        for (size_t l = 0; l < points[t].size(); ++l)
          for (uint32_t p : {points[t][l].ns, points[t][l].ew}) {
            if (last[p] == groups[gi].board) {
              const auto& tr = travellers[t];
              return fail(where(tr.board, tr.section) + ", line " + std::to_string(l + 1) +
                          ": pair " + pairs[p].id + " already has a line on board " +
                          std::to_string(tr.board));
            }
            last[p] = groups[gi].board;
          }
  }

  // Expected results: the most scored lines of any board in the same unit.
  std::map<std::string, int> expected;
  for (const auto& g : groups) expected[g.unit] = std::max(expected[g.unit], boards[g.board].scored);
  if (options.expected_results) {
    for (const auto& g : groups)
      if (boards[g.board].scored > *options.expected_results)
        return fail(where(g.key.first, g.key.second) + " has " + std::to_string(boards[g.board].scored) +
                    " results, more than the " + std::to_string(*options.expected_results) +
                    " expected");
    for (auto& [unit, e] : expected) e = *options.expected_results;
  }

  std::vector<std::optional<double>> group_top(groups.size()), group_datum(groups.size());
  // Totals. First the real results alone (the session percentage of Law 12C2), added up as
  // their lines are scored; the artificial scores wait until every real result is in.
  struct Acc {
    double total = 0, tops = 0, real_total = 0, real_tops = 0;
    int boards = 0;
  };
  std::vector<Acc> acc(pairs.size());
  struct At {  // where an artificial score is: traveller and line
    size_t t, l;
  };
  std::vector<At> artificial;

  for (size_t gi = 0; gi < groups.size(); ++gi) {
    const auto& g = groups[gi];
    const int e = expected[g.unit];
    const int r = g.real;
    // The real results of the group, in its order: plain scores for matchpoints without
    // weighted scores (the common case: no allocation per line), else each result's parts.
    auto for_each_real = [&](auto&& f) {
      for (size_t t : g.travellers)
        for (const auto& line : travellers[t].lines)
          if (std::holds_alternative<int>(line.outcome) ||
              std::holds_alternative<Weighted>(line.outcome))
            f(line.outcome);
    };
    auto parts_results = [&] {
      std::vector<std::vector<WeightedPart>> results;
      results.reserve(size_t(r));
      for_each_real([&](const Outcome& o) {
        if (auto w = std::get_if<Weighted>(&o)) results.push_back(w->parts);
        else results.push_back({{1.0, std::get<int>(o)}});
      });
      return results;
    };
    std::vector<double> ns_points;  // per real result
    std::optional<double> top, datum;
    if (mp) {
      if (g.weighted) {
        ns_points = matchpoints_ns(parts_results(), scale);
      } else {
        std::vector<int> scores;
        scores.reserve(size_t(r));
        // Read from the lines as seated (compact), not the session's lines: every real
        // result of such a group is a plain score, which seating kept.
        for (size_t t : g.travellers)
          for (const auto& lp : points[t])
            if (lp.ns_score) scores.push_back(*lp.ns_score);
        ns_points = matchpoints_ns(scores, scale);
      }
      if (options.neuberg) {
        top = double(scale) * std::max(e - 1, 0);
        for (double& p : ns_points) p = neuberg(p, r, e, scale);
      } else if (boards[g.board].forms > 1) {
        // A fouled board's group is factored to the board's results in all its forms, so that
        // every group shares the board's top (Law 87B).
        const int whole = boards[g.board].real;
        top = double(scale) * std::max(whole - 1, 0);
        for (double& p : ns_points) p = neuberg(p, r, whole, scale);
      } else {
        top = double(scale) * std::max(r - 1, 0);
      }
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
        auto d = butler_datum(means, options.butler_drop_extremes);
        if (d) {
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
    for (size_t t : g.travellers) {
      auto& lines = points[t];
      for (size_t l = 0; l < lines.size(); ++l) {
        auto& lp = lines[l];
        const Seat s{lp.ns, lp.ew};
        if (l + kAhead < lines.size()) {  // the totals of the pairs a few lines on: far apart
          __builtin_prefetch(&acc[lines[l + kAhead].ns]);
          __builtin_prefetch(&acc[lines[l + kAhead].ew]);
        }
        // Only a line without a plain score is looked up in the session again.
        const score::Artificial* a = nullptr;
        if (!lp.ns_score && lp.played) a = std::get_if<score::Artificial>(&travellers[t].lines[l].outcome);
        if (!lp.played) {
          // not played: no points, no top
        } else if (a) {
          artificial.push_back({t, l});
          if (mp) {
            lp.ns_points = a->ns_pct / 100.0 * *top;
            lp.ew_points = a->ew_pct / 100.0 * *top;
          } else {  // Law 12C2 at IMPs: Ave+ is +3 IMPs, Ave 0, Ave− −3 (3 IMPs per 10%)
            lp.ns_points = (a->ns_pct - 50) * 0.3;
            lp.ew_points = (a->ew_pct - 50) * 0.3;
          }
        } else {
          double ns = next_real < ns_points.size() ? ns_points[next_real] : 0.0;
          ++next_real;
          lp.ns_points = ns;
          lp.ew_points = mp ? *top - ns : -ns;
          for (auto [p, pts] : {std::pair{s.ns, lp.ns_points}, std::pair{s.ew, lp.ew_points}}) {
            acc[p].real_total += pts;
            acc[p].real_tops += top.value_or(0.0);
            acc[p].boards += 1;
          }
        }
      }
    }
  }

  // Then the artificial scores, possibly raised (Ave+) or lowered (Ave−) to the pair's
  // percentage on its real results.
  for (const auto [t, l] : artificial) {
    auto& lp = points[t][l];
    const auto& a = std::get<score::Artificial>(travellers[t].lines[l].outcome);
    const Seat s{lp.ns, lp.ew};
    double top = group_top[group_of[t]].value_or(0.0);
    auto adjust = [&](size_t p, int pct, double& pts) {
      if (!mp || acc[p].real_tops <= 0) return;
      double session_pct = acc[p].real_total / acc[p].real_tops * 100;
      if (pct > 50 && options.ave_plus_session_percent && session_pct > pct)
        pts = session_pct / 100 * top;
      if (pct < 50 && options.ave_minus_session_percent && session_pct < pct)
        pts = session_pct / 100 * top;
    };
    adjust(s.ns, a.ns_pct, lp.ns_points);
    adjust(s.ew, a.ew_pct, lp.ew_points);
    acc[s.ns].total += lp.ns_points;
    acc[s.ew].total += lp.ew_points;
    acc[s.ns].tops += top;
    acc[s.ew].tops += top;
    acc[s.ns].boards += 1;
    acc[s.ew].boards += 1;
  }

  Ranking out;
  out.method = options.method;
  out.mp_scale = scale;
  out.boards.reserve(session.travellers.size());
  out.ids.reserve(pairs.size());
  for (const auto& p : pairs) out.ids.push_back(p.id);
  if (!fouled) {
    for (size_t t = 0; t < travellers.size(); ++t) {
      const auto& tr = travellers[t];
      const size_t gi = group_of[t];
      const auto& g = groups[gi];
      BoardResult b;
      b.board = tr.board;
      b.section = tr.section;
      b.results = g.real;
      b.expected = mp ? expected[g.unit] : 0;
      b.top = group_top[gi];
      b.datum = group_datum[gi];
      b.lines = std::move(points[t]);
      out.boards.push_back(std::move(b));
    }
  } else {
    // One board result per traveller of the session, its lines back in the traveller's order.
    std::vector<std::optional<BoardResult>> whole(session.travellers.size());
    for (size_t t = 0; t < travellers.size(); ++t) {
      const auto& from = split.origin[t];
      const auto& tr = session.travellers[from.traveller];
      const size_t gi = group_of[t];
      const auto& g = groups[gi];
      auto& b = whole[from.traveller];
      if (!b) {
        b.emplace();
        b->board = tr.board;
        b->section = tr.section;
        b->expected = mp ? expected[g.unit] : 0;
        b->top = group_top[gi];
        b->lines.resize(tr.lines.size());
      }
      b->results = boards[g.board].real;
      if (boards[g.board].forms > 1) b->foul_groups.push_back(FoulGroup{g.foul, g.real, group_datum[gi]});
      else b->datum = group_datum[gi];
      for (size_t k = 0; k < from.lines.size(); ++k) b->lines[from.lines[k]] = std::move(points[t][k]);
    }
    for (auto& b : whole) {
      if (!b) continue;
      std::sort(b->foul_groups.begin(), b->foul_groups.end(),
                [](const FoulGroup& x, const FoulGroup& y) { return x.group < y.group; });
      out.boards.push_back(std::move(*b));
    }
  }
  std::stable_sort(out.boards.begin(), out.boards.end(), [](const auto& a, const auto& b) {
    return std::tie(a.board, a.section) < std::tie(b.board, b.section);
  });
  if (mp) {
    std::set<double> tops;
    for (const auto& t : group_top)
      if (t) tops.insert(*t);
    if (tops.size() == 1) out.top = *tops.begin();
  }

  // Procedural penalties (Law 90): taken off the offender's total alone.
  std::vector<double> penalty(pairs.size(), 0.0);
  for (const auto& pen : session.penalties) {
    const auto p = pair_index.find(pen.pair);
    if (!p) return fail("a procedural penalty names pair " + pen.pair + ", who is not in the event");
    double points = pen.imps;
    if (mp) {
      if (!(pen.top_percent > 0) || pen.top_percent > 100)
        return fail("a procedural penalty at matchpoints is more than 0% and at most 100% of a top");
      double top = 0;
      if (pen.board) {
        // The top of the board as the pair played it; else as its section (or any) did.
        const BoardResult* on = nullptr;
        for (const auto& b : out.boards) {
          if (b.board != *pen.board) continue;
          for (const auto& lp : b.lines)
            if (lp.ns == *p || lp.ew == *p) on = &b;
          if (!on && (b.section == pairs[*p].section || b.section.empty())) on = &b;
        }
        if (!on) return fail("a procedural penalty on board " + std::to_string(*pen.board) + ", which is not in the session");
        top = on->top.value_or(0.0);
      } else if (out.top) {
        top = *out.top;
      } else if (acc[*p].boards > 0) {  // the boards' tops differ: the pair's own average top
        top = (acc[*p].real_tops + acc[*p].tops) / acc[*p].boards;
      }
      points = pen.top_percent / 100.0 * top;
    } else if (pen.imps < 0) {
      return fail("a procedural penalty at IMPs is a number of IMPs taken off, not " + std::to_string(pen.imps));
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
  for (const auto& [key, members] : ranking_groups) {
    keys.clear();
    keys.reserve(members.size());
    for (size_t i : members) {
      const double total = acc[i].real_total + acc[i].total - penalty[i];
      const double tops = acc[i].real_tops + acc[i].tops;
      keys.push_back(mp ? (tops > 0 ? total / tops * 100 : no_score) : (acc[i].boards ? total : no_score));
    }
    auto placed_ = placed(keys);
    for (size_t k : placed_.order) {  // best first
      const size_t i = members[k];
      Standing& s = out.pairs.emplace_back();
      s.pair = pairs[i].id;
      s.field = pairs[i].field;
      s.section = pairs[i].section;
      s.names = pairs[i].names;
      s.boards = acc[i].boards;
      s.penalty = penalty[i];
      s.total = acc[i].real_total + acc[i].total - penalty[i];
      s.tops = acc[i].real_tops + acc[i].tops;
      if (mp && s.tops > 0) s.percent = s.total / s.tops * 100;
      s.place = std::move(placed_.labels[k]);
    }
  }
  return out;
}

}  // namespace bandeja::ranking
