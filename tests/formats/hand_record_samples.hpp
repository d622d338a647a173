#pragma once
// Boards with hand records and analyses whose numbers tell their places apart, for the tests
// of how hand records look (test_hand_diagram.cpp, test_hand_records.cpp).
#include <string>
#include <vector>

#include "bandeja/deal/analysis.hpp"
#include "sample_events.hpp"

namespace sample {

using score::Seat;

inline bool has(const std::string& page, const std::string& s) { return page.find(s) != std::string::npos; }

inline size_t count(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

// Every cell of a row differs and so does every cell of a column, so a declarer or a strain
// in the wrong place shows. tricks[seat][strain], strains C, D, H, S, NT.
inline deal::DoubleDummy distinct_dd() {
  deal::DoubleDummy dd;
  dd.tricks[static_cast<int>(Seat::North)] = {0, 1, 2, 3, 4};
  dd.tricks[static_cast<int>(Seat::East)] = {5, 6, 7, 8, 9};
  dd.tricks[static_cast<int>(Seat::South)] = {10, 11, 12, 13, 0};
  dd.tricks[static_cast<int>(Seat::West)] = {1, 2, 3, 4, 5};
  return dd;
}

inline deal::ParContract par_contract(const char* text) { return *deal::parse_par_contract(text); }

// HCP: North 21, East 14, South 5, West 0.
constexpr const char* kDistinctHcp = "N:AKQ2.AK2.K32.Q32 J43.QJ3.AQ4.KJ54 T98.T98.J98.AT98 765.7654.T765.76";

// Board n (its dealer and vulnerability) with that deal and analysis, par NS 110 in 2H by N or S.
inline Board analysed_board(int n) {
  Board b = board(n);
  b.deal = *parse_deal(kDistinctHcp);
  b.analysis = deal::Analysis{distinct_dd(), deal::Par{110, {par_contract("2H N"), par_contract("2H S")}}};
  return b;
}

inline std::vector<Board> analysed_boards(int n) {
  std::vector<Board> out;
  for (int i = 1; i <= n; ++i) out.push_back(analysed_board(i));
  return out;
}

}  // namespace sample
