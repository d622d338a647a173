#include "bandeja/deal/deal.hpp"

#include <algorithm>
#include <functional>

namespace bandeja::deal {

int suit_index(score::Strain suit) { return 3 - static_cast<int>(suit); }
score::Strain suit_of_index(int index) { return static_cast<score::Strain>(3 - index); }

const std::string& holding(const Deal& d, score::Seat seat, score::Strain suit) {
  return d.hands[static_cast<int>(seat)][suit_index(suit)];
}

std::string holding_text(const Deal& d, score::Seat seat, score::Strain suit) {
  std::string out(score::suit_symbol(suit));
  const std::string& held = holding(d, seat, suit);
  if (held.empty()) return out + "\u2014";
  for (size_t i = 0; i < held.size(); ++i) {
    if (i) out += ' ';
    if (held[i] == 'T') out += "10";
    else out += held[i];
  }
  return out;
}

std::optional<score::Seat> holder(const Deal& d, const score::Card& card) {
  for (int s = 0; s < 4; ++s)
    if (d.hands[s][suit_index(card.suit)].find(card.rank) != std::string::npos) return static_cast<score::Seat>(s);
  return std::nullopt;
}

int hcp(const Deal& d, score::Seat seat) {
  int points = 0;
  for (const auto& suit : d.hands[static_cast<int>(seat)])
    for (char c : suit) points += c == 'A' ? 4 : c == 'K' ? 3 : c == 'Q' ? 2 : c == 'J' ? 1 : 0;
  return points;
}

std::array<int, 4> lengths(const Deal& d, score::Seat seat) {
  std::array<int, 4> out{};
  for (int s = 0; s < 4; ++s) out[s] = static_cast<int>(d.hands[static_cast<int>(seat)][s].size());
  return out;
}

std::array<int, 4> pattern(const Deal& d, score::Seat seat) {
  auto p = lengths(d, seat);
  std::sort(p.begin(), p.end(), std::greater<>());
  return p;
}

std::string pattern_text(const std::array<int, 4>& p) {
  std::string out;
  for (int n : p) {
    if (!out.empty()) out += '-';
    out += std::to_string(n);
  }
  return out;
}

score::Seat opening_leader(score::Seat declarer) { return static_cast<score::Seat>((static_cast<int>(declarer) + 1) % 4); }
score::Seat partner(score::Seat seat) { return static_cast<score::Seat>((static_cast<int>(seat) + 2) % 4); }

}  // namespace bandeja::deal
