#include "bandeja/score/board.hpp"

#include <stdexcept>

namespace bandeja::score {

namespace {
int cycle_index(int board) {
  if (board < 1) throw std::invalid_argument("board numbers start at 1");
  return (board - 1) % 16;
}
}  // namespace

Seat dealer(int board) {
  static constexpr Seat order[4] = {Seat::North, Seat::East, Seat::South, Seat::West};
  return order[cycle_index(board) % 4];
}

Vulnerability vulnerability(int board) {
  // Law 2: boards 1-16, repeating. 0 none, 1 NS, 2 EW, 3 both.
  static constexpr int table[16] = {0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2};
  const int v = table[cycle_index(board)];
  return Vulnerability{v == 1 || v == 3, v == 2 || v == 3};
}

}  // namespace bandeja::score

namespace bandeja::score {

std::string vulnerability_code(Vulnerability v) {
  if (v.ns && v.ew) return "All";
  if (v.ns) return "NS";
  if (v.ew) return "EW";
  return "None";
}

std::optional<Vulnerability> parse_vulnerability(std::string_view text) {
  std::string s;
  for (char c : text)
    if (c != ' ' && c != '\t') s += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (s == "none" || s == "love" || s == "-") return Vulnerability{false, false};
  // NS and EW also as N-S and E-W (BridgeNZ's txt2pbn, Ruter), N/S and E/W.
  if (s == "ns" || s == "n-s" || s == "n/s") return Vulnerability{true, false};
  if (s == "ew" || s == "e-w" || s == "e/w") return Vulnerability{false, true};
  if (s == "all" || s == "both") return Vulnerability{true, true};
  return std::nullopt;
}

}  // namespace bandeja::score
