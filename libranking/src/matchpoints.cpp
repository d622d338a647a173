#include "bandeja/ranking/matchpoints.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace bandeja::ranking {

namespace {

// The distinct scores of a board, each with how often it occurs: an open-addressing table (a
// power of two in size, at most half full), so counting a traveller is one pass over it. A
// board has few distinct scores (a few dozen on 40,000 lines), so this is far cheaper than
// sorting every score; only the distinct ones are sorted.
class ScoreCounts {
 public:
  void add(int score) {
    Slot& s = slots_[find(score)];
    if (s.count == 0) {
      s.score = score;
      if (2 * ++used_ > slots_.size()) {
        s.count = 1;
        grow();
        return;
      }
    }
    ++s.count;
  }

  // Each distinct score's matchpoints: scale × (scores below it) + scale/2 × (others equal).
  void settle(int scale) {
    std::vector<Slot*> distinct;
    distinct.reserve(used_);
    for (auto& s : slots_)
      if (s.count) distinct.push_back(&s);
    std::sort(distinct.begin(), distinct.end(), [](const Slot* a, const Slot* b) { return a->score < b->score; });
    size_t below = 0;
    for (Slot* s : distinct) {
      s->points = scale * double(below) + scale * 0.5 * (double(s->count) - 1);
      below += s->count;
    }
  }

  double points(int score) const { return slots_[find(score)].points; }

 private:
  struct Slot {
    int score = 0;
    uint32_t count = 0;  // 0: empty
    double points = 0;
  };

  size_t find(int score) const {
    const size_t mask = slots_.size() - 1;
    for (size_t i = size_t((uint64_t(uint32_t(score)) * 0x9E3779B97F4A7C15ull) >> 32) & mask;; i = (i + 1) & mask)
      if (slots_[i].count == 0 || slots_[i].score == score) return i;
  }

  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    for (const auto& s : old)
      if (s.count) slots_[find(s.score)] = s;
  }

  std::vector<Slot> slots_ = std::vector<Slot>(64);
  size_t used_ = 0;
};

}  // namespace

void matchpoints_ns(std::span<const int> ns_scores, int scale, std::vector<double>& out) {
  // A score beats every score below it and ties with the others equal to it (not itself).
  ScoreCounts counts;
  for (int s : ns_scores) counts.add(s);
  counts.settle(scale);
  out.clear();
  out.reserve(ns_scores.size());
  for (int s : ns_scores) out.push_back(counts.points(s));
}

std::vector<double> matchpoints_ns(std::span<const int> ns_scores, int scale) {
  std::vector<double> out;
  matchpoints_ns(ns_scores, scale, out);
  return out;
}

std::vector<double> matchpoints_ns(const std::vector<std::vector<WeightedPart>>& results,
                                   int scale) {
  // Every part of every result, sorted by score, with the running weight below each score.
  std::vector<WeightedPart> parts;
  for (const auto& r : results) parts.insert(parts.end(), r.begin(), r.end());
  std::sort(parts.begin(), parts.end(),
            [](const WeightedPart& a, const WeightedPart& b) { return a.ns_score < b.ns_score; });
  std::vector<int> scores;         // distinct scores, ascending
  std::vector<double> weight_at;   // total weight of the parts at that score
  std::vector<double> weight_below;
  double running = 0;
  for (const auto& p : parts) {
    if (scores.empty() || scores.back() != p.ns_score) {
      scores.push_back(p.ns_score);
      weight_at.push_back(0);
      weight_below.push_back(running);
    }
    weight_at.back() += p.weight;
    running += p.weight;
  }
  auto versus_all = [&](int s) {  // beats + ½ ties against every part, its own line included
    size_t i = size_t(std::lower_bound(scores.begin(), scores.end(), s) - scores.begin());
    return weight_below[i] + 0.5 * weight_at[i];
  };
  std::vector<double> out(results.size());
  for (size_t r = 0; r < results.size(); ++r) {
    double mp = 0;
    for (const auto& p : results[r]) {
      double against_own = 0;  // the comparisons with the line's own parts do not count
      for (const auto& q : results[r])
        against_own += q.weight * (p.ns_score > q.ns_score ? 1.0 : p.ns_score == q.ns_score ? 0.5 : 0.0);
      mp += p.weight * (versus_all(p.ns_score) - against_own);
    }
    out[r] = scale * mp;
  }
  return out;
}

}  // namespace bandeja::ranking
