#pragma once
// Checks shared by the tests of issue 3 part B's generators: an independent count of what a
// movement does (per player in an individual), beside the library's validator.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/movement/validate.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/movement.hpp"

namespace partb {

// An error as the director reads it, in English (or `lang`).
inline std::string said(const bandeja::Error& e, bandeja::Lang lang = bandeja::Lang::En) {
  return bandeja::present::render(e, lang);
}

using bandeja::movement::Movement;
using bandeja::movement::Row;

// What a director asks for, field by field: partb::spec("mitchell", 7).bpr(3).rounds(5).
struct SpecBuilder {
  bandeja::movement::Spec s;
  SpecBuilder& rounds(int r) { s.rounds = r; return *this; }
  SpecBuilder& bpr(int b) { s.boards_per_round = b; return *this; }
  SpecBuilder& pairs(int p) { s.pairs = p; return *this; }
  SpecBuilder& skip(bool k) { s.skip = k; return *this; }
  SpecBuilder& relay(bool r) { s.relay = r; return *this; }
  SpecBuilder& arrows(std::vector<int> a) { s.arrow_switch_rounds = std::move(a); return *this; }
  operator bandeja::movement::Spec() const { return s; }
};

inline SpecBuilder spec(std::string type, int tables) {
  SpecBuilder b;
  b.s.type = std::move(type);
  b.s.tables = tables;
  return b;
}

// A row as a file would give it: round, table, the two pairs, the boards.
inline Row row(int round, int table, std::string ns, std::string ew, std::vector<int> boards) {
  Row r;
  r.round = round;
  r.table = table;
  r.ns = std::move(ns);
  r.ew = std::move(ew);
  r.boards = std::move(boards);
  return r;
}

struct Facts {
  std::vector<std::string> problems;                 // replays and double bookings found
  std::map<int, int> plays;                          // board -> times played
  std::map<std::pair<std::string, std::string>, int> meetings;  // pair couple (NS, EW sorted) -> count
  std::map<std::string, std::set<int>> boards_of;    // entity -> boards played
  std::map<std::string, int> rounds_played;          // entity -> rounds at a table with opponents
};

inline std::vector<std::string> entities(const std::optional<std::string>& side, bool individual) {
  std::vector<std::string> out;
  if (!side) return out;
  if (!individual) return {*side};
  std::string cur;
  for (char c : *side) {
    if (c == '+') out.push_back(cur), cur.clear();
    else cur += c;
  }
  out.push_back(cur);
  return out;
}

inline Facts facts(const Movement& m) {
  Facts f;
  std::set<std::pair<int, std::string>> placed;
  for (const Row& r : m.rows) {
    if (r.round < 1 || r.round > m.rounds || r.table < 1 || r.table > m.tables)
      f.problems.push_back("row outside the movement: round " + std::to_string(r.round) + " table " +
                           std::to_string(r.table));
    std::vector<std::string> people = entities(r.ns, m.individual);
    for (const auto& e : entities(r.ew, m.individual)) people.push_back(e);
    for (const auto& e : people)
      if (!placed.insert({r.round, e}).second)
        f.problems.push_back("round " + std::to_string(r.round) + ": " + e + " in two places");
    if (!r.ns || !r.ew) continue;
    for (int b : r.boards) {
      ++f.plays[b];
      for (const auto& e : people)
        if (!f.boards_of[e].insert(b).second)
          f.problems.push_back("round " + std::to_string(r.round) + " table " + std::to_string(r.table) + ": " + e +
                               " replays board " + std::to_string(b));
    }
    for (const auto& e : people) ++f.rounds_played[e];
    ++f.meetings[std::minmax(*r.ns, *r.ew)];
  }
  return f;
}

// Every board 1..m.boards played the same number of times; returns that number (0 if unequal).
inline int equal_plays(const Facts& f, const Movement& m) {
  int n = -1;
  for (int b = 1; b <= m.boards; ++b) {
    auto it = f.plays.find(b);
    const int c = it == f.plays.end() ? 0 : it->second;
    if (n == -1) n = c;
    if (c != n) return 0;
  }
  return n;
}

inline int max_meetings(const Facts& f) {
  int mx = 0;
  for (const auto& [k, v] : f.meetings) mx = std::max(mx, v);
  return mx;
}

// The validator finds no error, and no warning outside `allowed`.
inline void validator_accepts(const Movement& m, std::vector<bandeja::movement::ProblemKind> allowed = {}) {
  const auto report = bandeja::movement::validate(m);
  for (const auto& p : report.problems) {
    const bool ok = p.severity == bandeja::movement::Severity::Warning &&
                    std::find(allowed.begin(), allowed.end(), p.kind) != allowed.end();
    if (!ok) FAIL_CHECK(bandeja::present::summary_text(m.summary, bandeja::Lang::En) << ": " << bandeja::present::problem_text(p, bandeja::Lang::En));
  }
  CHECK(report.valid());
}

}  // namespace partb
