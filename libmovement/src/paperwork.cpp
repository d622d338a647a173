#include "bandeja/movement/paperwork.hpp"

#include <algorithm>

#include "bandeja/score/board.hpp"

namespace bandeja::movement {

BoardFacts board_facts(const PaperworkInfo& info, int board) {
  if (auto it = info.boards.find(board); it != info.boards.end()) return it->second;
  return {score::dealer(board), score::vulnerability(board)};
}

std::vector<PickupSlip> pickup_slips(const Movement& m, const PaperworkInfo& info) {
  std::vector<const Row*> rows;
  for (const Row& r : m.rows)
    if (r.ns && r.ew) rows.push_back(&r);
  std::stable_sort(rows.begin(), rows.end(), [](const Row* a, const Row* b) {
    return a->round != b->round ? a->round < b->round : a->table < b->table;
  });
  std::vector<PickupSlip> out;
  for (const Row* r : rows) {
    std::vector<int> boards = r->boards;
    std::sort(boards.begin(), boards.end());
    for (int b : boards) out.push_back({r->round, r->table, b, *r->ns, *r->ew, board_facts(info, b)});
  }
  return out;
}

int slip_pages(int slips) { return std::max(1, (slips + kSlipsPerPage - 1) / kSlipsPerPage); }

std::vector<Traveller> travellers(const Movement& m, const PaperworkInfo& info) {
  std::map<int, Traveller> by_board;
  for (const Row& r : m.rows) {
    if (!r.ns || !r.ew) continue;
    for (int b : r.boards) {
      Traveller& t = by_board[b];
      t.board = b;
      t.rows.push_back({r.round, r.table, *r.ns, *r.ew});
    }
  }
  std::vector<Traveller> out;
  for (auto& [b, t] : by_board) {
    t.facts = board_facts(info, b);
    std::stable_sort(t.rows.begin(), t.rows.end(), [](const TravellerRow& a, const TravellerRow& c) {
      return a.round != c.round ? a.round < c.round : a.table < c.table;
    });
    out.push_back(std::move(t));
  }
  return out;
}

std::vector<ScoreCard> score_cards(const Movement& m) {
  std::vector<ScoreCard> out;
  for (const PairCard& pc : pair_cards(m)) {
    ScoreCard card;
    card.pair = pc.pair;
    for (const PairLine& l : pc.lines) {
      ScoreCardRow base{l.round, l.table, l.seat, l.partner, l.opponents, std::nullopt};
      if (l.seat == PairLine::Seat::SitOut || l.boards.empty()) {
        base.seat = PairLine::Seat::SitOut;
        base.opponents.clear();
        card.rows.push_back(base);
        continue;
      }
      std::vector<int> boards = l.boards;
      std::sort(boards.begin(), boards.end());
      for (int b : boards) {
        ScoreCardRow row = base;
        row.board = b;
        card.rows.push_back(std::move(row));
      }
    }
    out.push_back(std::move(card));
  }
  return out;
}

std::vector<std::vector<int>> pack_pages(const std::vector<int>& rows, int per_page) {
  std::vector<std::vector<int>> pages;
  const int n = static_cast<int>(rows.size());
  for (int i = 0; i < n;) {
    if (per_page >= 2 && i + 1 < n && rows[i] <= kRowsForTwoAPage && rows[i + 1] <= kRowsForTwoAPage) {
      pages.push_back({i, i + 1});
      i += 2;
    } else {
      pages.push_back({i});
      i += 1;
    }
  }
  return pages;
}

}  // namespace bandeja::movement
