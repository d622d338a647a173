#include "bandeja/formats/deal.hpp"

#include <algorithm>
#include <cctype>

#include "bandeja/score/contract.hpp"

namespace bandeja::formats {
namespace {

using deal::kRanks;
constexpr std::string_view kSuits = "SHDC";

int seat_index(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'N': return 0;
    case 'E': return 1;
    case 'S': return 2;
    case 'W': return 3;
    default: return -1;
  }
}

}  // namespace

// Every refusal is a deal.* code of the catalogue (apps/director/messages/deal.txt), its
// arguments what the text said: a seat as its letter, a card as suit and rank ("SA").
Result<Deal> parse_deal(std::string_view text, Lang) {
  auto trim = [](std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
  };
  text = trim(text);
  if (text.size() < 2 || text[1] != ':' || seat_index(text[0]) < 0)
    return fail_code("deal.no_first_seat", "deal", {std::string(text)});
  const int first = seat_index(text[0]);
  std::string_view rest = text.substr(2);
  Deal d;
  std::array<bool, 52> seen{};
  int hand_no = 0;
  int unknown = -1;  // the seat of a hand written "-"
  while (true) {
    rest = trim(rest);
    if (rest.empty()) break;
    if (hand_no == 4) return fail_code("deal.more_than_four_hands", "deal");
    size_t end = 0;
    while (end < rest.size() && !std::isspace(static_cast<unsigned char>(rest[end]))) ++end;
    std::string_view hand = rest.substr(0, end);
    rest.remove_prefix(end);
    const int seat = (first + hand_no) % 4;
    const std::string seat_name = score::to_string(static_cast<score::Seat>(seat));
    if (hand == "-") {  // unknown: the rest of the pack, when it is the only one
      if (unknown >= 0)
        return fail_code("deal.two_unknown_hands", "deal",
                         {score::to_string(static_cast<score::Seat>(unknown)), seat_name});
      unknown = seat;
      ++hand_no;
      continue;
    }
    int suit = 0;
    int count = 0;
    for (size_t i = 0; i < hand.size(); ++i) {
      char c = static_cast<char>(std::toupper(static_cast<unsigned char>(hand[i])));
      if (c == '.') {
        if (++suit > 3) return fail_code("deal.more_than_four_suits", "deal", {seat_name});
        continue;
      }
      if (c == '1' && i + 1 < hand.size() && hand[i + 1] == '0') {
        c = 'T';
        ++i;
      }
      const auto r = kRanks.find(c);
      if (r == std::string_view::npos) return fail_code("deal.not_a_rank", "deal", {seat_name, std::string(1, hand[i])});
      const int card = suit * 13 + static_cast<int>(r);
      if (seen[card]) return fail_code("deal.card_twice", "deal", {std::string{kSuits[suit], c}});
      seen[card] = true;
      d.hands[seat][suit] += c;
      ++count;
    }
    if (suit != 3) return fail_code("deal.not_four_suits", "deal", {seat_name});
    if (count != 13) return fail_code("deal.not_13_cards", "deal", {seat_name, std::to_string(count)});
    ++hand_no;
  }
  if (hand_no != 4) return fail_code("deal.not_four_hands", "deal", {std::to_string(hand_no)});
  if (unknown >= 0)  // the three others hold 39 different cards: the fourth holds the other 13
    for (int card = 0; card < 52; ++card)
      if (!seen[card]) d.hands[unknown][card / 13] += kRanks[card % 13];
  for (auto& hand : d.hands)
    for (auto& s : hand)
      std::sort(s.begin(), s.end(), [](char a, char b) { return kRanks.find(a) < kRanks.find(b); });
  return d;
}

std::string to_pbn(const Deal& d, score::Seat first) {
  std::string out;
  const int f = static_cast<int>(first);
  out += score::to_string(first);
  out += ':';
  for (int i = 0; i < 4; ++i) {
    if (i) out += ' ';
    const auto& h = d.hands[(f + i) % 4];
    out += h[0] + "." + h[1] + "." + h[2] + "." + h[3];
  }
  return out;
}

}  // namespace bandeja::formats
