#include "bandeja/movement/validate.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace bandeja::movement {

namespace {

std::string S(int x) { return std::to_string(x); }

struct Where {
  int round, table;
};

// A problem by catalogue code ("generate.check.*"); a problem at a row takes its round and table
// as the code's first two arguments.
// Past Report::kListed problems, the rest are counted, not kept: a file at the readers' limits
// that is wrong everywhere has millions of them.
bool add(Report& rep, Severity sev, ProblemKind kind, int round, int table, std::string pair, std::string code,
         std::vector<std::string> args) {
  rep.kinds |= 1u << static_cast<unsigned>(kind);
  if (rep.problems.size() >= Report::kListed) {
    ++(sev == Severity::Error ? rep.unlisted_errors : rep.unlisted_warnings);
    return false;
  }
  rep.problems.push_back({sev, kind, round, table, std::move(pair), std::move(code), std::move(args), {}});
  return true;
}

// Whether `tables` (sorted, each once) stand together: each reaches the others through tables
// next to each other. Tables stand in a line closed into a loop (T next to 1), so they do when
// the sorted list has no gap, or one gap with the loop closed across its ends.
bool standing_together(const std::vector<int>& tables, int all) {
  int gaps = 0;
  for (std::size_t i = 1; i < tables.size(); ++i) gaps += tables[i] - tables[i - 1] > 1;
  const bool loop = all > 2 && tables.front() == 1 && tables.back() == all;
  return gaps == 0 || (gaps == 1 && loop);
}

}  // namespace

int Report::errors() const {
  return unlisted_errors + static_cast<int>(std::count_if(problems.begin(), problems.end(), [](const Problem& p) {
           return p.severity == Severity::Error;
         }));
}
int Report::warnings() const {
  return unlisted_warnings + static_cast<int>(std::count_if(problems.begin(), problems.end(), [](const Problem& p) {
           return p.severity == Severity::Warning;
         }));
}
bool Report::has(ProblemKind k) const { return (kinds >> static_cast<unsigned>(k)) & 1u; }

bool adjacent(int a, int b, int tables) {
  if (a == b) return true;
  if (std::abs(a - b) == 1) return true;
  return tables > 2 && std::min(a, b) == 1 && std::max(a, b) == tables;
}

Report validate(const Movement& m) {
  Report rep;
  // Rows: inside the movement, one per table and round, with boards.
  std::set<std::pair<int, int>> seen_rows;
  for (const Row& r : m.rows) {
    const Where w{r.round, r.table};
    if (r.round < 1 || (m.rounds > 0 && r.round > m.rounds))
      add(rep, Severity::Error, ProblemKind::BadRow, r.round, r.table, "", "generate.check.round_outside",
          {S(w.round), S(w.table), S(m.rounds)});
    if (r.table < 1 || (m.tables > 0 && r.table > m.tables))
      add(rep, Severity::Error, ProblemKind::BadRow, r.round, r.table, "", "generate.check.table_outside",
          {S(w.round), S(w.table), S(m.tables)});
    if (!seen_rows.insert({r.round, r.table}).second)
      add(rep, Severity::Error, ProblemKind::BadRow, r.round, r.table, "", "generate.check.row_twice",
          {S(w.round), S(w.table)});
    if (r.boards.empty() && r.ns && r.ew)
      add(rep, Severity::Error, ProblemKind::BadRow, r.round, r.table, "", "generate.check.no_boards",
          {S(w.round), S(w.table)});
    std::set<int> in_row;
    for (int b : r.boards) {
      if (b < 1 || (m.boards > 0 && b > m.boards))
        add(rep, Severity::Error, ProblemKind::BadRow, r.round, r.table, "", "generate.check.board_outside",
            {S(w.round), S(w.table), S(b), S(m.boards)});
      if (!in_row.insert(b).second)
        add(rep, Severity::Error, ProblemKind::BadRow, r.round, r.table, "", "generate.check.board_twice",
            {S(w.round), S(w.table), S(b)});
    }
  }

  // A pair in two places at once.
  std::map<std::pair<int, PairId>, Where> placed;
  for (const Row& r : m.rows) {
    const Where w{r.round, r.table};
    if (r.ns && r.ew && *r.ns == *r.ew)
      add(rep, Severity::Error, ProblemKind::DoubleBooked, r.round, r.table, *r.ns, "generate.check.both_sides",
          {S(w.round), S(w.table), *r.ns});
    for (const auto& p : {r.ns, r.ew}) {
      if (!p) continue;
      if (r.ns && r.ew && *r.ns == *r.ew && p == r.ew) continue;
      auto [it, fresh] = placed.emplace(std::make_pair(r.round, *p), w);
      if (!fresh)
        add(rep, Severity::Error, ProblemKind::DoubleBooked, r.round, r.table, *p, "generate.check.two_tables",
            {S(r.round), *p, S(it->second.table), S(r.table)});
    }
  }

  // A pair replaying a board; how often each board is played; who meets whom.
  std::map<std::pair<PairId, int>, Where> played;
  std::map<int, int> plays;
  std::map<std::pair<PairId, PairId>, std::vector<Where>> meetings;
  for (const Row& r : m.rows) {
    if (!r.ns || !r.ew || *r.ns == *r.ew) continue;
    const Where w{r.round, r.table};
    for (int b : r.boards) {
      ++plays[b];
      for (const PairId& p : {*r.ns, *r.ew}) {
        auto [it, fresh] = played.emplace(std::make_pair(p, b), w);
        if (!fresh)
          add(rep, Severity::Error, ProblemKind::Replay, r.round, r.table, p, "generate.check.replay",
              {S(w.round), S(w.table), p, S(b), S(it->second.round), S(it->second.table)});
      }
    }
    const auto key = std::minmax(*r.ns, *r.ew);
    meetings[{key.first, key.second}].push_back(w);
  }
  for (const auto& [couple, where] : meetings) {
    if (where.size() < 2) continue;
    if (add(rep, Severity::Warning, ProblemKind::MeetTwice, where[1].round, where[1].table, couple.first,
            "generate.check.meet_twice", {couple.first, couple.second, S(static_cast<int>(where.size()))}))
      for (const Where& w : where) rep.problems.back().places.emplace_back(w.round, w.table);
  }

  // Boards played equally often: the most common count is the norm.
  std::set<int> all_boards;
  for (int b = 1; b <= m.boards; ++b) all_boards.insert(b);
  for (const Row& r : m.rows)
    for (int b : r.boards)
      if (b >= 1) all_boards.insert(b);
  std::map<int, int> how_often;  // plays -> boards
  for (int b : all_boards) ++how_often[plays[b]];
  int norm = 0, most = -1;
  for (const auto& [count, boards] : how_often)
    if (boards > most || (boards == most && count > norm)) norm = count, most = boards;
  for (int b : all_boards) {
    const int n = plays[b];
    if (n == 0)
      add(rep, Severity::Warning, ProblemKind::UnplayedBoard, 0, 0, "", "generate.check.board_unplayed", {S(b)});
    else if (n != norm)
      add(rep, Severity::Warning, ProblemKind::UnequalPlays, 0, 0, "", "generate.check.unequal_plays",
          {S(b), S(n), S(norm)});
  }

  // Shares: tables playing the same copy of a board in one round must stand together. When
  // the rows name their board set, tables with different sets play different copies (Web
  // Mitchell groups, teams matches: each has its own duplicated boards), so they share
  // nothing; otherwise (files without sets) the same board number is taken as one copy.
  std::map<std::pair<int, int>, std::vector<int>> by_board;  // (round, set or board) -> tables
  for (const Row& r : m.rows) {
    if (r.board_set > 0 && !r.boards.empty())
      by_board[{r.round, -r.board_set}].push_back(r.table);
    else
      for (int b : r.boards) by_board[{r.round, b}].push_back(r.table);
  }
  std::set<std::pair<int, std::vector<int>>> reported;
  for (auto& [key, tables] : by_board) {
    if (tables.size() < 2) continue;
    std::sort(tables.begin(), tables.end());
    tables.erase(std::unique(tables.begin(), tables.end()), tables.end());
    if (tables.size() < 2 || standing_together(tables, m.tables) || !reported.insert({key.first, tables}).second) continue;
    std::string list;
    for (int t : tables) list += (list.empty() ? "" : ", ") + S(t);
    const bool by_set = key.second < 0;
    add(rep, Severity::Warning, ProblemKind::ShareNotAdjacent, key.first, tables[0], "",
        by_set ? "generate.check.share_set_apart" : "generate.check.share_board_apart",
        {S(key.first), list, S(by_set ? -key.second : key.second)});
  }

  rep.balance = balance(m);
  return rep;
}

}  // namespace bandeja::movement
