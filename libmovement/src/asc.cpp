#include "bandeja/movement/asc.hpp"

#include <cctype>
#include <map>
#include <sstream>
#include <string>

#include "detail.hpp"

namespace bandeja::movement {

std::string to_asc(const Movement& m) {
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
  std::ostringstream out;
  out << number.size() << ' ' << m.tables << ' ' << m.rounds << ' ' << groups << " 0\n";
  out << "# " << m.description << '\n';
  out << "# bandeja movement=" << m.type << " winners=" << m.winners
      << " boards_per_round=" << m.boards_per_round << '\n';
  std::vector<const PairId*> by_number(number.size() + 1, nullptr);
  for (const auto& [id, n] : number) by_number[static_cast<std::size_t>(n)] = &id;
  for (std::size_t n = 1; n < by_number.size(); ++n) out << "# bandeja pair " << n << " = " << *by_number[n] << '\n';
  for (int round = 1; round <= m.rounds; ++round) {
    std::string line;
    for (int t = 1; t <= m.tables; ++t) {
      const Row* r = find_row(m, round, t);
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

struct Bad {
  std::string message;
};

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
      throw Bad{"line " + std::to_string(line_no) + ": unexpected character '" + std::string(1, s[i]) +
                "' (numbers, capital letters for groups, '-' and spaces only)"};
    }
  }
  return out;
}

int number(const std::string& t, int line_no, const std::string& what) {
  if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0])))
    throw Bad{"line " + std::to_string(line_no) + ": " + what + " must be a number, not '" + t + "'"};
  if (t.size() > 6) throw Bad{"line " + std::to_string(line_no) + ": " + what + " '" + t + "' is too large"};
  return std::stoi(t);
}

int group(const std::string& t, int line_no) {
  if (std::isdigit(static_cast<unsigned char>(t[0]))) return number(t, line_no, "a board group");
  int g = 0;
  for (char c : t) g = g * 26 + (c - 'A' + 1);
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
    m.description = "movement from an .ASC file";
    std::map<int, PairId> ids;
    int comment_bpr = 0, comment_winners = 0;
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
                  std::isdigit(static_cast<unsigned char>(v[0])))
                comment_bpr = std::stoi(v);
            }
          }
        } else if (header && round == 0 && m.description == "movement from an .ASC file") {
          const auto first = comment.find_first_not_of(' ');
          if (first != std::string::npos) m.description = comment.substr(first);
        }
      }
      const std::vector<std::string> tok = tokens(body, line_no);
      if (tok.empty()) continue;
      if (!header) {
        if (tok.size() != 5)
          throw Bad{"line " + std::to_string(line_no) +
                    ": the header needs 5 numbers: contestants tables rounds groups individual"};
        contestants = number(tok[0], line_no, "contestants");
        m.tables = number(tok[1], line_no, "tables");
        m.rounds = number(tok[2], line_no, "rounds");
        groups = number(tok[3], line_no, "groups");
        const int individual = number(tok[4], line_no, "individual");
        if (individual == 1)
          throw Bad{"line " + std::to_string(line_no) + ": individual movements are not read; a pairs movement has 0 here"};
        if (individual != 0) throw Bad{"line " + std::to_string(line_no) + ": individual must be 0 or 1"};
        if (contestants < 2 || m.tables < 1 || m.rounds < 1 || groups < 1)
          throw Bad{"line " + std::to_string(line_no) + ": contestants, tables, rounds and groups must be positive"};
        header = true;
        continue;
      }
      ++round;
      if (round > m.rounds)
        throw Bad{"line " + std::to_string(line_no) + ": the header announces " + std::to_string(m.rounds) +
                  " rounds, and this is round " + std::to_string(round)};
      if (tok.size() != static_cast<std::size_t>(3 * m.tables))
        throw Bad{"line " + std::to_string(line_no) + ": round " + std::to_string(round) + " needs " +
                  std::to_string(m.tables) + " tables of 'NS-EW group', found " + std::to_string(tok.size()) +
                  " items"};
      for (int t = 1; t <= m.tables; ++t) {
        const std::size_t at = static_cast<std::size_t>(3 * (t - 1));
        const std::string where = "line " + std::to_string(line_no) + ", table " + std::to_string(t);
        const int ns = number(tok[at], line_no, "table " + std::to_string(t) + " North-South");
        const int ew = number(tok[at + 1], line_no, "table " + std::to_string(t) + " East-West");
        const int g = group(tok[at + 2], line_no);
        for (int p : {ns, ew})
          if (p > contestants)
            throw Bad{where + ": contestant " + std::to_string(p) + " is above the header's " +
                      std::to_string(contestants)};
        if (g > groups)
          throw Bad{where + ": board group " + std::to_string(g) + " is above the header's " + std::to_string(groups)};
        if (ns == 0 && ew == 0) {
          if (g != 0) throw Bad{where + ": an unused table has 0 0 0"};
          continue;
        }
        if (g == 0) throw Bad{where + ": a table in play needs a board group"};
        Row r;
        r.round = round;
        r.table = t;
        if (ns) r.ns = std::to_string(ns);
        if (ew) r.ew = std::to_string(ew);
        r.board_set = g;
        m.rows.push_back(std::move(r));
      }
    }
    if (!header) throw Bad{"line " + std::to_string(line_no) + ": no header (contestants tables rounds groups individual)"};
    if (round < m.rounds)
      throw Bad{"line " + std::to_string(line_no) + ": the header announces " + std::to_string(m.rounds) +
                " rounds but the file has " + std::to_string(round)};
    const int B = boards_per_round > 0 ? boards_per_round : comment_bpr > 0 ? comment_bpr : 1;
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
    return fail(b.message);
  }
}

}  // namespace bandeja::movement
