// Offline search for the best-balanced cyclic complete Howell of 2 to 16 tables.
// Writes the C++ data file that libmovement ships (libmovement/src/howell_data.cpp):
//   howell_search [SECONDS_PER_ODD_TABLE_COUNT] > libmovement/src/howell_data.cpp
// Progress and the balance reached go to standard error.
//
// The design (see howell.hpp): round r, position k hosts pairs r+k and r-k (mod n = 2T-1),
// position 0 hosts r and the anchor; the set is r + offset[k]. Every pair plays every set once
// exactly when {offset[0]} and the couples {offset[k]-k, offset[k]+k} cover Z_n (a "starter").
// The pairs sitting North-South on a set s are s + U, those East-West s + V, where U and V
// split Z_n; the movement is perfectly balanced exactly when U is a cyclic difference set
// (n, (n-1)/2, (n-3)/4). Such sets exist for n prime = 3 mod 4 (quadratic residues) and for
// n = 15 (found here by brute force); for those n we search starters that split every couple
// across U and its complement. For the other n we search at random with hill climbing on the
// comparison counts: range first, then their sum of squares.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "bandeja/movement/balance.hpp"
#include "bandeja/movement/howell.hpp"
#include "bandeja/movement/validate.hpp"

using bandeja::movement::HowellDesign;

namespace {

int wrap(int x, int n) { return ((x % n) + n) % n; }

struct Cost {
  int shares = 0;   // positions whose set another position also plays
  int range = 0;    // max - min comparison count
  long sumsq = 0;   // sum of squared deviations (times the count of couples, kept integral)
  bool operator<(const Cost& o) const {
    if (shares != o.shares) return shares < o.shares;
    if (range != o.range) return range < o.range;
    return sumsq < o.sumsq;
  }
};

// Comparison counts of a design (pairs 0..n-1 cyclic, n = anchor), in sets.
Cost evaluate(int T, const std::vector<int>& off, const std::vector<bool>& plus) {
  const int n = 2 * T - 1, P = 2 * T;
  std::vector<int> cnt(static_cast<std::size_t>(P * P), 0);
  std::vector<int> ns, ew;
  for (int s = 0; s < n; ++s) {
    ns.clear();
    ew.clear();
    for (int k = 0; k < T; ++k) {
      const int r = wrap(s - off[static_cast<std::size_t>(k)], n);
      int a = k == 0 ? n : wrap(r + k, n), b = wrap(r - k, n);
      if (!plus[static_cast<std::size_t>(k)]) std::swap(a, b);
      ns.push_back(a);
      ew.push_back(b);
    }
    for (const auto* v : {&ns, &ew})
      for (std::size_t i = 0; i < v->size(); ++i)
        for (std::size_t j = i + 1; j < v->size(); ++j) {
          ++cnt[static_cast<std::size_t>((*v)[i] * P + (*v)[j])];
          ++cnt[static_cast<std::size_t>((*v)[j] * P + (*v)[i])];
        }
  }
  Cost c;
  int lo = 1 << 30, hi = -1;
  long sum = 0, sq = 0, m = 0;
  for (int i = 0; i < P; ++i)
    for (int j = i + 1; j < P; ++j) {
      const int x = cnt[static_cast<std::size_t>(i * P + j)];
      lo = std::min(lo, x), hi = std::max(hi, x);
      sum += x, sq += static_cast<long>(x) * x, ++m;
    }
  c.range = hi - lo;
  c.sumsq = sq * m - sum * sum;
  std::vector<int> o(off);
  std::sort(o.begin(), o.end());
  for (std::size_t i = 0; i < o.size(); ++i)
    if ((i > 0 && o[i] == o[i - 1]) || (i + 1 < o.size() && o[i] == o[i + 1])) ++c.shares;
  return c;
}

// A random starter by randomised backtracking; distinct offsets when `distinct`.
// `in_u` (optional): the couple of each k must have exactly one member c with -c in U... we
// pass the membership of the residues directly: side[x] = true when x goes to U's side.
bool starter(int T, std::mt19937& rng, bool distinct, const std::vector<int>* side,
             std::vector<int>& off, long& budget) {
  const int n = 2 * T - 1;
  std::vector<bool> used(static_cast<std::size_t>(n), false), mid(static_cast<std::size_t>(n), false);
  off.assign(static_cast<std::size_t>(T), 0);
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
  // k from T-1 down to 1 (the long differences are the hardest to place).
  auto rec = [&](auto&& self, int k) -> bool {
    if (--budget < 0) return false;
    if (k == 0) {
      for (int c = 0; c < n; ++c)
        if (!used[static_cast<std::size_t>(c)]) {
          if (distinct && mid[static_cast<std::size_t>(c)]) return false;
          if (side && (*side)[static_cast<std::size_t>(c)] != 0) return false;
          off[0] = c;
          return true;
        }
      return false;
    }
    std::vector<int> cand(order);
    std::shuffle(cand.begin(), cand.end(), rng);
    for (int c : cand) {
      const int a = wrap(c - k, n), b = wrap(c + k, n);
      if (used[static_cast<std::size_t>(a)] || used[static_cast<std::size_t>(b)]) continue;
      if (distinct && mid[static_cast<std::size_t>(c)]) continue;
      if (side && (*side)[static_cast<std::size_t>(a)] + (*side)[static_cast<std::size_t>(b)] != 1) continue;
      used[static_cast<std::size_t>(a)] = used[static_cast<std::size_t>(b)] = true;
      const bool had = mid[static_cast<std::size_t>(c)];
      mid[static_cast<std::size_t>(c)] = true;
      off[static_cast<std::size_t>(k)] = c;
      if (self(self, k - 1)) return true;
      used[static_cast<std::size_t>(a)] = used[static_cast<std::size_t>(b)] = false;
      mid[static_cast<std::size_t>(c)] = had;
    }
    return false;
  };
  return rec(rec, T - 1);
}

// Orientation by hill climbing from a random start.
Cost orient(int T, const std::vector<int>& off, std::vector<bool>& plus, std::mt19937& rng) {
  plus.assign(static_cast<std::size_t>(T), true);
  for (int k = 0; k < T; ++k) plus[static_cast<std::size_t>(k)] = rng() & 1;
  Cost best = evaluate(T, off, plus);
  for (bool better = true; better;) {
    better = false;
    for (int k = 0; k < T; ++k) {
      plus[static_cast<std::size_t>(k)] = !plus[static_cast<std::size_t>(k)];
      const Cost c = evaluate(T, off, plus);
      if (c < best)
        best = c, better = true;
      else
        plus[static_cast<std::size_t>(k)] = !plus[static_cast<std::size_t>(k)];
    }
  }
  return best;
}

bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

bool difference_set(int n, const std::vector<int>& d) {
  const int lambda = static_cast<int>(d.size() * (d.size() - 1)) / (n - 1);
  std::vector<int> c(static_cast<std::size_t>(n), 0);
  for (int a : d)
    for (int b : d)
      if (a != b) ++c[static_cast<std::size_t>(wrap(a - b, n))];
  for (int x = 1; x < n; ++x)
    if (c[static_cast<std::size_t>(x)] != lambda) return false;
  return true;
}

// A cyclic (n, (n-1)/2, (n-3)/4) difference set, or empty.
std::vector<int> hadamard_set(int n) {
  if (n < 7 || n % 4 != 3) return {};
  if (is_prime(n)) {
    std::vector<bool> qr(static_cast<std::size_t>(n), false);
    for (int x = 1; x < n; ++x) qr[static_cast<std::size_t>(x * x % n)] = true;
    std::vector<int> d;
    for (int x = 1; x < n; ++x)
      if (qr[static_cast<std::size_t>(x)]) d.push_back(x);
    return d;
  }
  if (n == 15) {  // brute force over 7-subsets containing 0
    const int k = 7;
    for (int mask = 0; mask < (1 << n); ++mask) {
      if (!(mask & 1) || __builtin_popcount(static_cast<unsigned>(mask)) != k) continue;
      std::vector<int> d;
      for (int x = 0; x < n; ++x)
        if (mask >> x & 1) d.push_back(x);
      if (difference_set(n, d)) return d;
    }
  }
  return {};
}

}  // namespace

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 20.0;
  std::mt19937 rng(20261129);
  std::vector<HowellDesign> out;
  for (int T = 2; T <= 16; ++T) {
    const int n = 2 * T - 1;
    const auto start = std::chrono::steady_clock::now();
    auto elapsed = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    std::vector<int> best_off;
    std::vector<bool> best_plus;
    Cost best{1 << 20, 1 << 20, 1L << 60};
    auto consider = [&](const std::vector<int>& off, const std::vector<bool>& plus, const Cost& c) {
      if (c < best) best = c, best_off = off, best_plus = plus;
    };
    const std::vector<int> hs = hadamard_set(n);
    if (!hs.empty()) {
      // U = t + m*D for units m and shifts t: every couple split across U and its complement.
      // U holds the NS pairs -(c -/+ k) relative to the set, so mark -U on the residues.
      for (int mul = 1; mul < n && best.range > 0; ++mul) {
        if (std::__gcd(mul, n) != 1) continue;
        for (int t = 0; t < n && best.range > 0; ++t) {
          std::vector<int> side(static_cast<std::size_t>(n), 0);
          for (int x : hs) side[static_cast<std::size_t>(wrap(-(mul * x + t), n))] = 1;
          std::vector<int> off;
          long budget = 2000000;
          if (!starter(T, rng, true, &side, off, budget)) continue;
          // Orientation: the member of each couple on U's side sits North-South.
          std::vector<bool> plus(static_cast<std::size_t>(T), true);  // anchor NS
          for (int k = 1; k < T; ++k) {
            // pair r+k sits NS: relative to set s = r + c, it is -(c - k) = k - c.
            plus[static_cast<std::size_t>(k)] = side[static_cast<std::size_t>(wrap(off[static_cast<std::size_t>(k)] - k, n))] == 1;
          }
          consider(off, plus, evaluate(T, off, plus));
        }
      }
    }
    // Distinct offsets (no shares) need a strong starter, which Z_n lacks for n = 3, 5, 9:
    // after repeated failures, allow shares (the cost counts them first).
    bool distinct = T >= 4;
    int failures = 0;
    while (best.range > 0 && (elapsed() < (T % 2 ? seconds : seconds / 4) || best_off.empty())) {
      std::vector<int> off;
      long budget = 200000;
      if (!starter(T, rng, distinct, nullptr, off, budget)) {
        if (++failures > 20) distinct = false;
        continue;
      }
      std::vector<bool> plus;
      const Cost c = orient(T, off, plus, rng);
      consider(off, plus, c);
    }
    // Tables: position 0 (the anchor) at table 1; positions sharing a set side by side.
    HowellDesign d;
    d.tables = T;
    d.offset = best_off;
    d.ns_plus = best_plus;
    std::vector<int> order;
    std::vector<bool> placed(static_cast<std::size_t>(T), false);
    for (int k = 0; k < T; ++k) {
      if (placed[static_cast<std::size_t>(k)]) continue;
      for (int j = k; j < T; ++j)
        if (!placed[static_cast<std::size_t>(j)] && best_off[static_cast<std::size_t>(j)] == best_off[static_cast<std::size_t>(k)])
          placed[static_cast<std::size_t>(j)] = true, order.push_back(j);
    }
    d.table_of.assign(static_cast<std::size_t>(T), 0);
    for (int i = 0; i < T; ++i) d.table_of[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = i + 1;
    const auto m = bandeja::movement::howell_from_design(d, 1);
    const auto rep = bandeja::movement::validate(m);
    std::fprintf(stderr, "%2d tables: comparisons %g..%g, sd %.3f, quality %.1f, shares %d, %d problems, %.1fs\n",
                 T, rep.balance.min, rep.balance.max, rep.balance.stddev, rep.balance.quality, best.shares,
                 static_cast<int>(rep.problems.size()), elapsed());
    out.push_back(d);
  }
  std::printf("// Generated by bench/movement/howell_search.cpp: the best-balanced cyclic complete\n"
              "// Howells found, 2 to 16 tables. Do not edit by hand; run the search again.\n"
              "#include \"bandeja/movement/howell.hpp\"\n\nnamespace bandeja::movement {\n\n"
              "const std::vector<HowellDesign>& shipped_howell_designs() {\n"
              "  static const std::vector<HowellDesign> designs = {\n");
  for (const HowellDesign& d : out) {
    auto list = [](const auto& v) {
      std::string s;
      for (auto x : v) s += (s.empty() ? "" : ", ") + std::to_string(static_cast<int>(x));
      return s;
    };
    std::string plus;
    for (bool b : d.ns_plus) plus += std::string(plus.empty() ? "" : ", ") + (b ? "true" : "false");
    std::printf("      {%d, {%s},\n       {%s},\n       {%s}},\n", d.tables, list(d.offset).c_str(),
                plus.c_str(), list(d.table_of).c_str());
  }
  std::printf("  };\n  return designs;\n}\n\n}  // namespace bandeja::movement\n");
  return 0;
}
