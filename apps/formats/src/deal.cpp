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

Result<Deal> parse_deal(std::string_view text, Lang lang) {
  auto trim = [](std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
  };
  text = trim(text);
  if (text.size() < 2 || text[1] != ':' || seat_index(text[0]) < 0)
    return fail(tr(lang, "deal '" + std::string(text) + "' must start with the first hand's seat and a colon, like \"N:\"",
                   "reparto '" + std::string(text) +
                       "' debe empezar con la posición de la primera mano y dos puntos, como \"N:\""));
  const int first = seat_index(text[0]);
  std::string_view rest = text.substr(2);
  Deal d;
  std::array<bool, 52> seen{};
  int hand_no = 0;
  int unknown = -1;  // the seat of a hand written "-"
  while (true) {
    rest = trim(rest);
    if (rest.empty()) break;
    if (hand_no == 4) return fail(tr(lang, "deal has more than four hands", "el reparto tiene más de cuatro manos"));
    size_t end = 0;
    while (end < rest.size() && !std::isspace(static_cast<unsigned char>(rest[end]))) ++end;
    std::string_view hand = rest.substr(0, end);
    rest.remove_prefix(end);
    const int seat = (first + hand_no) % 4;
    const std::string seat_name = score::to_string(static_cast<score::Seat>(seat));
    const std::string hand_en = "deal: hand " + seat_name, hand_es = "reparto: la mano " + seat_name;
    if (hand == "-") {  // unknown: the rest of the pack, when it is the only one
      if (unknown >= 0)
        return fail(tr(lang, "deal: hands " + score::to_string(static_cast<score::Seat>(unknown)) + " and " + seat_name +
                                 " are unknown ('-'); a hand record needs at least three hands",
                       "reparto: las manos " + score::to_string(static_cast<score::Seat>(unknown)) + " y " + seat_name +
                           " son desconocidas ('-'); un reparto necesita al menos tres manos"));
      unknown = seat;
      ++hand_no;
      continue;
    }
    int suit = 0;
    int count = 0;
    for (size_t i = 0; i < hand.size(); ++i) {
      char c = static_cast<char>(std::toupper(static_cast<unsigned char>(hand[i])));
      if (c == '.') {
        if (++suit > 3)
          return fail(tr(lang, hand_en + " has more than four suits", hand_es + " tiene más de cuatro palos"));
        continue;
      }
      if (c == '1' && i + 1 < hand.size() && hand[i + 1] == '0') {
        c = 'T';
        ++i;
      }
      const auto r = kRanks.find(c);
      if (r == std::string_view::npos)
        return fail(tr(lang, hand_en + " has '" + hand[i] + "', which is not a card rank (AKQJT98765432)",
                       hand_es + " tiene '" + hand[i] + "', que no es una carta (AKQJT98765432)"));
      const int card = suit * 13 + static_cast<int>(r);
      if (seen[card])
        return fail(tr(lang, std::string("deal: the ") + kSuits[suit] + c + " appears twice",
                       std::string("reparto: el ") + kSuits[suit] + c + " aparece dos veces"));
      seen[card] = true;
      d.hands[seat][suit] += c;
      ++count;
    }
    if (suit != 3)
      return fail(tr(lang, hand_en + " must have four suits separated by dots",
                     hand_es + " debe tener cuatro palos separados por puntos"));
    if (count != 13)
      return fail(tr(lang, hand_en + " has " + std::to_string(count) + " cards, not 13",
                     hand_es + " tiene " + std::to_string(count) + " cartas, no 13"));
    ++hand_no;
  }
  if (hand_no != 4)
    return fail(tr(lang, "deal has " + std::to_string(hand_no) + " hands, not 4",
                   "el reparto tiene " + std::to_string(hand_no) + " manos, no 4"));
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
