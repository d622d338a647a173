#pragma once
// Helpers for part A's movement tests: who meets whom, who plays what.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/validate.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"

namespace mvtest {

using namespace bandeja::movement;

inline Movement make(Spec s) {
  auto m = generate(s);
  REQUIRE_MESSAGE(m.has_value(), (m ? std::string() : bandeja::present::render(m.error(), bandeja::Lang::En)));
  return *m;
}

inline Spec spec(std::string type, int tables, int boards = 2) {
  Spec s;
  s.type = std::move(type);
  s.tables = tables;
  s.boards_per_round = boards;
  return s;
}

// How many times each unordered couple of pairs meets.
inline std::map<std::pair<PairId, PairId>, int> meetings(const Movement& m) {
  std::map<std::pair<PairId, PairId>, int> out;
  for (const Row& r : m.rows)
    if (r.ns && r.ew) ++out[std::minmax(*r.ns, *r.ew)];
  return out;
}

// How many times each board is played.
inline std::map<int, int> plays(const Movement& m) {
  std::map<int, int> out;
  for (const Row& r : m.rows)
    if (r.ns && r.ew)
      for (int b : r.boards) ++out[b];
  return out;
}

inline std::set<int> play_counts(const Movement& m) {
  std::set<int> out;
  for (const auto& [b, n] : plays(m)) out.insert(n);
  return out;
}

inline std::string problems_text(const Report& r) {
  std::string s;
  for (const Problem& p : r.problems) s += bandeja::present::problem_text(p, bandeja::Lang::En) + "\n";
  return s;
}

// An error as the director reads it, in English (or `lang`).
inline std::string said(const bandeja::Error& e, bandeja::Lang lang = bandeja::Lang::En) {
  return bandeja::present::render(e, lang);
}

// A movement's notes as the director reads them, in English (or `lang`).
inline std::vector<std::string> notes(const Movement& m, bandeja::Lang lang = bandeja::Lang::En) {
  return bandeja::present::notes_text(m, lang);
}

}  // namespace mvtest
