#include "bandeja/movement/asc.hpp"

#include <cctype>
#include <cstdint>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bandeja/score/limits.hpp"
#include "detail.hpp"

namespace bandeja::movement {

std::string to_asc(const Movement& m, std::string_view description) {
  std::map<PairId, int> number;
  for (const PairId& p : m.pairs) number.emplace(p, static_cast<int>(number.size()) + 1);
  for (const Row& r : m.rows)
    for (const auto& p : {r.ns, r.ew})
      if (p) number.emplace(*p, static_cast<int>(number.size()) + 1);
  // Groups: the board set of each row, or the boards themselves numbered as first met.
  std::map<std::vector<int>, int> group_of;
  bool sets_known = true;
  for (const Row& r : m.rows) sets_known = sets_known && r.board_set > 0;
  int groups = 0;
  for (const Row& r : m.rows) {
    if (sets_known) {
      groups = std::max(groups, r.board_set);
    } else if (group_of.emplace(r.boards, static_cast<int>(group_of.size()) + 1).second) {
      groups = static_cast<int>(group_of.size());
    }
  }
  groups = std::max(groups, 1);  // the header's groups are positive even when no row names one
  std::ostringstream out;
  out << number.size() << ' ' << m.tables << ' ' << m.rounds << ' ' << groups << " 0\n";
  // One line, whatever it was given, and without the leading spaces the reader drops: what is
  // written reads back as written (a comment "\r4-table ..." read from a file is written
  // "# 4-table ...", not "#  4-table ...", which would read back as another text).
  std::string comment(description);
  for (char& c : comment)
    if (c == '\n' || c == '\r') c = ' ';
  comment.erase(0, comment.find_first_not_of(' ') == std::string::npos ? comment.size() : comment.find_first_not_of(' '));
  out << "# " << comment << '\n';
  out << "# bandeja movement=" << m.type << " winners=" << m.winners
      << " boards_per_round=" << m.boards_per_round << '\n';
  std::vector<const PairId*> by_number(number.size() + 1, nullptr);
  for (const auto& [id, n] : number) by_number[static_cast<std::size_t>(n)] = &id;
  for (std::size_t n = 1; n < by_number.size(); ++n) out << "# bandeja pair " << n << " = " << *by_number[n] << '\n';
  const RowGrid grid(m);
  for (int round = 1; round <= m.rounds; ++round) {
    std::string line;
    for (int t = 1; t <= m.tables; ++t) {
      const Row* r = grid.at(round, t);
      std::string cell;
      if (!r) {
        cell = "0-0 0";
      } else {
        const int g = sets_known ? r->board_set : group_of.at(r->boards);
        cell = std::to_string(r->ns ? number.at(*r->ns) : 0) + "-" + std::to_string(r->ew ? number.at(*r->ew) : 0) +
               " " + std::to_string(g);
      }
      line += (t > 1 ? "  " : "") + cell;
    }
    out << line << "   # round " << round << '\n';
  }
  return out.str();
}

namespace {

// A line the reader refuses: a catalogue code ("asc.*") with its arguments and the line.
struct Bad {
  std::string code;
  std::vector<std::string> args;
  int line = 0;
};

std::string str(int n) { return std::to_string(n); }

// Splits a line (comment removed) into tokens of digits or capital letters.
std::vector<std::string> tokens(const std::string& s, int line_no) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (std::isdigit(c) || std::isupper(c)) {
      std::size_t j = i;
      const bool digits = std::isdigit(c);
      while (j < s.size() && (digits ? std::isdigit(static_cast<unsigned char>(s[j]))
                                     : std::isupper(static_cast<unsigned char>(s[j]))))
        ++j;
      out.push_back(s.substr(i, j - i));
      i = j;
    } else if (std::isspace(c) || c == '-' || c == ',' || c == ';' || c == '/' || c == '|' || c == ':') {
      ++i;
    } else {
      throw Bad{"asc.bad_character", {std::string(1, s[i])}, line_no};
    }
  }
  return out;
}

// `what`: the header's field ("contestants", "tables", "rounds", "groups", "individual",
// "board group"), or a side ("NS", "EW") of table `table`.
int number(const std::string& t, int line_no, const std::string& what, int table = 0) {
  if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0]))) {
    if (table) throw Bad{"asc.pair_not_a_number", {str(table), what, t}, line_no};
    throw Bad{"asc.not_a_number", {what, t}, line_no};
  }
  if (t.size() > 6) throw Bad{"asc.too_large", {what, t}, line_no};
  return std::stoi(t);
}

// A value of the file above its limit (limits.hpp), refused before anything is built from it.
[[noreturn]] void above(const std::string& field, const std::string& value, int limit, int line_no) {
  throw Bad{"limit.above", {field, value, std::to_string(limit)}, line_no};
}

void check_limit(const std::string& field, std::int64_t value, int limit, int line_no) {
  if (value > limit) above(field, std::to_string(value), limit, line_no);
}

// A board group, as a number or as letters (A = 1, ..., Z = 26, AA = 27): letters are counted
// only up to the boards limit, so a long run of them is refused, not wrapped past INT_MAX.
int group(const std::string& t, int line_no) {
  if (std::isdigit(static_cast<unsigned char>(t[0]))) return number(t, line_no, "board group");
  int g = 0;
  for (char c : t) {
    g = g * 26 + (c - 'A' + 1);
    if (g > limits::boards) above("board group", t, limits::boards, line_no);
  }
  return g;
}

}  // namespace

Result<Movement> from_asc(std::string_view text, int boards_per_round) {
  try {
    std::istringstream in{std::string(text)};
    std::string raw;
    int line_no = 0;
    bool header = false;
    int contestants = 0, groups = 0, round = 0;
    Movement m;
    m.type = "asc";
    m.summary = {Note{"movement.summary.asc_file", {}, {}, {}}};
    bool described = false;
    std::map<int, PairId> ids;
    int comment_bpr = 0, comment_bpr_line = 0, comment_winners = 0;
    while (std::getline(in, raw)) {
      ++line_no;
      std::string body = raw, comment;
      if (auto hash = raw.find('#'); hash != std::string::npos) {
        body = raw.substr(0, hash);
        comment = raw.substr(hash + 1);
      }
      if (!comment.empty()) {
        std::istringstream c(comment);
        std::string word;
        c >> word;
        if (word == "bandeja") {
          std::string key;
          c >> key;
          if (key == "pair") {
            int n = 0;
            std::string eq, id;
            if (c >> n >> eq >> id && eq == "=") ids[n] = id;
          } else {
            std::istringstream kv(comment.substr(comment.find("bandeja") + 7));
            std::string item;
            while (kv >> item) {
              const auto eq = item.find('=');
              if (eq == std::string::npos) continue;
              const std::string k = item.substr(0, eq), v = item.substr(eq + 1);
              if (k == "movement") m.type = v;
              if (k == "winners" && (v == "1" || v == "2")) comment_winners = v[0] - '0';
              if (k == "boards_per_round" && !v.empty() && v.size() < 3 &&
                  std::isdigit(static_cast<unsigned char>(v[0]))) {
                comment_bpr = std::stoi(v);
                comment_bpr_line = line_no;
              }
            }
          }
        } else if (header && round == 0 && !described) {
          // The first comment after the header is the description, whatever it says (even the
          // words of the default, or nothing: a file Bandeja wrote reads back the same).
          described = true;
          const auto first = comment.find_first_not_of(' ');
          m.summary = {Note{{}, {}, first == std::string::npos ? std::string() : comment.substr(first), {}}};
        }
      }
      const std::vector<std::string> tok = tokens(body, line_no);
      if (tok.empty()) continue;
      if (!header) {
        if (tok.size() != 5)
          throw Bad{"asc.header_needs_5", {}, line_no};
        contestants = number(tok[0], line_no, "contestants");
        m.tables = number(tok[1], line_no, "tables");
        m.rounds = number(tok[2], line_no, "rounds");
        groups = number(tok[3], line_no, "groups");
        const int individual = number(tok[4], line_no, "individual");
        if (individual == 1)
          throw Bad{"asc.individual_not_read", {}, line_no};
        if (individual != 0) throw Bad{"asc.individual_0_or_1", {}, line_no};
        if (contestants < 2 || m.tables < 1 || m.rounds < 1 || groups < 1)
          throw Bad{"asc.header_not_positive", {}, line_no};
        // Before a row is read: the header sizes the pairs, the rows and the board groups.
        check_limit("contestants", contestants, limits::contestants, line_no);
        check_limit("tables", m.tables, limits::tables, line_no);
        check_limit("rounds", m.rounds, limits::rounds, line_no);
        check_limit("groups", groups, limits::boards, line_no);
        header = true;
        continue;
      }
      ++round;
      if (round > m.rounds)
        throw Bad{"asc.too_many_rounds", {str(m.rounds), str(round)}, line_no};
      if (tok.size() != static_cast<std::size_t>(3 * m.tables))
        throw Bad{"asc.round_width", {str(round), str(m.tables), str(static_cast<int>(tok.size()))}, line_no};
      for (int t = 1; t <= m.tables; ++t) {
        const std::size_t at = static_cast<std::size_t>(3 * (t - 1));
        const int ns = number(tok[at], line_no, "NS", t);
        const int ew = number(tok[at + 1], line_no, "EW", t);
        const int g = group(tok[at + 2], line_no);
        for (int p : {ns, ew})
          if (p > contestants)
            throw Bad{"asc.contestant_above", {str(t), str(p), str(contestants)}, line_no};
        if (g > groups)
          throw Bad{"asc.group_above", {str(t), str(g), str(groups)}, line_no};
        if (ns == 0 && ew == 0) {
          if (g != 0) throw Bad{"asc.unused_table", {str(t)}, line_no};
          continue;
        }
        if (g == 0) throw Bad{"asc.needs_group", {str(t)}, line_no};
        Row r;
        r.round = round;
        r.table = t;
        if (ns) r.ns = std::to_string(ns);
        if (ew) r.ew = std::to_string(ew);
        r.board_set = g;
        m.rows.push_back(std::move(r));
      }
    }
    if (!header) throw Bad{"asc.no_header", {}, line_no};
    if (round < m.rounds)
      throw Bad{"asc.too_few_rounds", {str(m.rounds), str(round)}, line_no};
    const int B = boards_per_round > 0 ? boards_per_round : comment_bpr > 0 ? comment_bpr : 1;
    check_limit("boards per round", B, limits::boards_per_round, boards_per_round > 0 ? 0 : comment_bpr_line);
    // Every group holds B boards: the boards in play, counted in 64 bits (no overflow).
    check_limit("boards", static_cast<std::int64_t>(groups) * B, limits::boards, 0);
    m.boards_per_round = B;
    m.boards = groups * B;
    for (int g = 1; g <= groups; ++g) m.board_sets.push_back(set_boards(g, B));
    for (int n = 1; n <= contestants; ++n) {
      auto it = ids.find(n);
      m.pairs.push_back(it != ids.end() ? it->second : std::to_string(n));
    }
    for (Row& r : m.rows) {
      r.boards = set_boards(r.board_set, B);
      for (auto* p : {&r.ns, &r.ew})
        if (*p) *p = m.pairs[static_cast<std::size_t>(std::stoi(**p) - 1)];
    }
    m.winners = detail::winners_from_rows(m.rows);
    if (comment_winners) m.winners = comment_winners;
    // Arrow-switch rows of a two-direction movement read back as such.
    if (m.winners == 1)
      for (Row& r : m.rows)
        r.arrow_switch = r.ns && r.ns->size() > 2 && r.ns->substr(r.ns->size() - 2) == "EW";
    return m;
  } catch (const Bad& b) {
    Error e = error_code(b.code, "line", b.args);
    e.line = b.line;
    return std::unexpected(std::move(e));
  }
}

}  // namespace bandeja::movement
