#include "bandeja/movement/cards.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "detail.hpp"

namespace bandeja::movement {

namespace {

bool same_boards(const Row& a, const Row& b) {
  if (a.board_set != 0 && b.board_set != 0) return a.board_set == b.board_set;
  return a.boards == b.boards;
}

std::vector<const Row*> rows_of_round(const Movement& m, int round) {
  std::vector<const Row*> out;
  for (const Row& r : m.rows)
    if (r.round == round) out.push_back(&r);
  return out;
}

std::vector<std::string> split_players(const std::optional<PairId>& side) {
  std::vector<std::string> out;
  if (!side) return out;
  std::string cur;
  for (char c : *side) {
    if (c == '+') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

PairNext next_of(const Movement& m, const std::optional<PairId>& pair, int round) {
  PairNext n;
  if (!pair || round >= m.rounds) return n;  // End
  n.kind = PairNext::Kind::SitOut;
  for (const Row* r : rows_of_round(m, round + 1)) {
    if (r->ns == pair || r->ew == pair) {
      n.kind = PairNext::Kind::Table;
      n.table = r->table;
      n.north_south = r->ns == pair;
      n.sits_out = !r->ns || !r->ew;  // at a table with nobody to play: goes there and sits out
      return n;
    }
  }
  return n;
}

BoardsNext boards_next(const Movement& m, const Row& row) {
  BoardsNext n;
  if (row.round >= m.rounds) return n;
  for (const Row* r : rows_of_round(m, row.round + 1))
    if (same_boards(*r, row)) n.tables.push_back(r->table);
  if (!n.tables.empty()) {
    n.kind = BoardsNext::Kind::Tables;
    return n;
  }
  for (const Stand& s : m.stands)
    if (s.round == row.round + 1 && row.board_set != 0 && s.board_set == row.board_set) {
      n.kind = BoardsNext::Kind::Stand;
      n.after_table = s.after_table;
      n.stand = s.kind;
      return n;
    }
  // A movement without its stands (as an event stores it, or from a file) whose boards rest a
  // round and are played later: they go to a stand, never "end".
  for (const Row& r : m.rows)
    if (r.round > row.round + 1 && same_boards(r, row)) {
      n.kind = BoardsNext::Kind::Stand;
      n.stand = StandKind::Bye;
      return n;
    }
  return n;
}

}  // namespace

std::string board_list(const std::vector<int>& boards) {
  std::vector<int> b = boards;
  std::sort(b.begin(), b.end());
  b.erase(std::unique(b.begin(), b.end()), b.end());
  std::string out;
  for (std::size_t i = 0; i < b.size();) {
    std::size_t j = i;
    while (j + 1 < b.size() && b[j + 1] == b[j] + 1) ++j;
    if (!out.empty()) out += ", ";
    out += std::to_string(b[i]);
    if (j > i) out += "-" + std::to_string(b[j]);
    i = j + 1;
  }
  return out;
}

std::vector<TableCard> table_cards(const Movement& m) {
  std::vector<TableCard> cards;
  const RowGrid grid(m);
  for (int t = 1; t <= m.tables; ++t) {
    TableCard card;
    card.table = t;
    for (int r = 1; r <= m.rounds; ++r) {
      const Row* row = grid.at(r, t);
      if (!row) continue;
      GuideLine l;
      l.round = r;
      l.ns = row->ns;
      l.ew = row->ew;
      l.boards = row->boards;
      l.arrow_switch = row->arrow_switch;
      if (!m.individual) {
        l.ns_next = next_of(m, row->ns, r);
        l.ew_next = next_of(m, row->ew, r);
      }
      l.boards_next = boards_next(m, *row);
      for (const Row* o : rows_of_round(m, r))
        if (o->table != t && same_boards(*o, *row)) l.share_with.push_back(o->table);
      for (const Stand& s : m.stands)
        if (s.round == r && s.after_table == t && s.board_set >= 1 &&
            s.board_set <= static_cast<int>(m.board_sets.size())) {
          const auto& b = m.board_sets[static_cast<std::size_t>(s.board_set - 1)];
          l.stands_after.insert(l.stands_after.end(), b.begin(), b.end());
        }
      card.lines.push_back(std::move(l));
    }
    cards.push_back(std::move(card));
  }
  return cards;
}

std::vector<PairCard> pair_cards(const Movement& m) {
  std::vector<PairCard> cards;
  std::vector<PairId> ids = m.pairs;
  if (ids.empty()) {  // a movement from a file may not list them
    std::set<PairId> seen;
    for (const Row& r : m.rows)
      for (const auto& side : {r.ns, r.ew})
        for (const auto& p : m.individual ? split_players(side) : std::vector<std::string>(side ? 1 : 0, side.value_or("")))
          if (seen.insert(p).second) ids.push_back(p);
  }
  for (const PairId& id : ids) {
    PairCard card;
    card.pair = id;
    for (int r = 1; r <= m.rounds; ++r) {
      PairLine l;
      l.round = r;
      for (const Row* row : rows_of_round(m, r)) {
        if (m.individual) {
          const auto ns = split_players(row->ns), ew = split_players(row->ew);
          auto at = [&](const std::vector<std::string>& side, std::size_t i) {
            return i < side.size() && side[i] == id;
          };
          const std::array<PairLine::Seat, 4> seats = {PairLine::Seat::North, PairLine::Seat::South,
                                                       PairLine::Seat::East, PairLine::Seat::West};
          for (std::size_t i = 0; i < 2; ++i) {
            const bool in_ns = at(ns, i), in_ew = at(ew, i);
            if (!in_ns && !in_ew) continue;
            const auto& mine = in_ns ? ns : ew;
            const auto& theirs = in_ns ? ew : ns;
            l.seat = seats[(in_ns ? 0 : 2) + i];
            l.table = row->table;
            if (mine.size() == 2) l.partner = mine[1 - i];
            l.opponents = theirs;
            l.boards = row->boards;
          }
        } else if (row->ns == id || row->ew == id) {
          const bool ns = row->ns == id;
          const auto& other = ns ? row->ew : row->ns;
          l.table = row->table;
          if (!other) {
            l.seat = PairLine::Seat::SitOut;
          } else {
            l.seat = ns ? PairLine::Seat::NS : PairLine::Seat::EW;
            l.opponents = {*other};
            l.boards = row->boards;
          }
        }
      }
      card.lines.push_back(std::move(l));
    }
    cards.push_back(std::move(card));
  }
  return cards;
}

std::string card_file_stem(const Movement& m, const TableCard& card) {
  std::string n = std::to_string(card.table);
  const std::size_t width = std::max<std::size_t>(2, std::to_string(m.tables).size());
  return "table-" + std::string(n.size() < width ? width - n.size() : 0, '0') + n;
}

std::string card_file_stem(const Movement& m, const PairCard& card) {
  std::string s = m.individual ? "player-" : "pair-";
  for (char c : card.pair) {
    const bool keep = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '+';
    s += keep ? c : '_';
  }
  return s;
}

}  // namespace bandeja::movement
