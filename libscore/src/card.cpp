#include "bandeja/score/card.hpp"

#include <array>
#include <cctype>
#include <optional>
#include <vector>

namespace bandeja::score {

namespace {

constexpr std::string_view kRanks = "AKQJT98765432";

struct Symbol {
  std::string_view utf8;
  Strain suit;
};
// Black and white forms of the four suit symbols (U+2660..U+2667).
constexpr std::array<Symbol, 8> kSymbols{{{"\u2660", Strain::Spades},
                                          {"\u2664", Strain::Spades},
                                          {"\u2665", Strain::Hearts},
                                          {"\u2661", Strain::Hearts},
                                          {"\u2666", Strain::Diamonds},
                                          {"\u2662", Strain::Diamonds},
                                          {"\u2663", Strain::Clubs},
                                          {"\u2667", Strain::Clubs}}};

char suit_letter(Strain s) {
  switch (s) {
    case Strain::Spades: return 'S';
    case Strain::Hearts: return 'H';
    case Strain::Diamonds: return 'D';
    default: return 'C';
  }
}

std::optional<Strain> suit_of_letter(char c, Lang lang) {
  c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (lang == Lang::Es || lang == Lang::Fr) {
    switch (c) {
      case 'P': return Strain::Spades;    // picas, pique
      case 'C': return Strain::Hearts;    // corazones, cœur
      case 'D': return lang == Lang::Es ? std::optional(Strain::Diamonds) : std::nullopt;  // diamantes
      case 'K': return lang == Lang::Fr ? std::optional(Strain::Diamonds) : std::nullopt;  // carreau
      case 'T': return Strain::Clubs;     // tréboles, trèfle
      default: return std::nullopt;
    }
  }
  switch (c) {
    case 'S': return Strain::Spades;
    case 'H': return Strain::Hearts;
    case 'D': return Strain::Diamonds;
    case 'C': return Strain::Clubs;
    default: return std::nullopt;
  }
}

// "K", "10", "t" -> the rank letter of the stored form; nullopt when not a rank in `lang`.
std::optional<char> rank_of(std::string_view s, Lang lang) {
  if (s == "10") return 'T';
  if (s.size() != 1) return std::nullopt;
  const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  if (c >= '2' && c <= '9') return c;
  switch (c) {
    case 'A': case 'K': case 'Q': case 'J': return c;
    default: break;
  }
  if (lang == Lang::Es || lang == Lang::Fr) {
    switch (c) {
      case 'R': return 'K';  // rey, roi
      case 'D': return 'Q';  // dama, dame
      case 'V': return 'J';  // valet
      default: return std::nullopt;
    }
  }
  if (c == 'T') return 'T';
  return std::nullopt;
}

// Without spaces and without the emoji variation selector U+FE0F some keyboards add.
std::string cleaned(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) continue;
    if (text.substr(i, 3) == "\uFE0F") {
      i += 2;
      continue;
    }
    out += text[i];
  }
  return out;
}

std::optional<Card> suit_first(std::string_view s, Lang lang) {
  for (const auto& sym : kSymbols)
    if (s.substr(0, sym.utf8.size()) == sym.utf8) {
      if (auto r = rank_of(s.substr(sym.utf8.size()), lang)) return Card{sym.suit, *r};
      return std::nullopt;
    }
  if (s.empty()) return std::nullopt;
  auto suit = suit_of_letter(s[0], lang);
  auto r = rank_of(s.substr(1), lang);
  if (suit && r) return Card{*suit, *r};
  return std::nullopt;
}

std::optional<Card> rank_first(std::string_view s, Lang lang) {
  for (const auto& sym : kSymbols)
    if (s.size() >= sym.utf8.size() && s.substr(s.size() - sym.utf8.size()) == sym.utf8) {
      if (auto r = rank_of(s.substr(0, s.size() - sym.utf8.size()), lang)) return Card{sym.suit, *r};
      return std::nullopt;
    }
  if (s.empty()) return std::nullopt;
  auto suit = suit_of_letter(s.back(), lang);
  auto r = rank_of(s.substr(0, s.size() - 1), lang);
  if (suit && r) return Card{*suit, *r};
  return std::nullopt;
}

}  // namespace

std::string_view suit_symbol(Strain s) {
  switch (s) {
    case Strain::Spades: return "\u2660";
    case Strain::Hearts: return "\u2665";
    case Strain::Diamonds: return "\u2666";
    default: return "\u2663";
  }
}

Result<Card> parse_card(std::string_view text, Lang lang) {
  const std::string s = cleaned(text);
  const auto a = suit_first(s, lang);
  const auto b = rank_first(s, lang);
  if (a && b && *a != *b)
    return fail_code("entry.lead_ambiguous", "lead", {std::string(text), card_text(*a), card_text(*b)});
  if (a) return *a;
  if (b) return *b;
  // What to write is the catalogue's text, in the letters of the language it is rendered in.
  return fail_code("entry.lead_not_a_card", "lead", {std::string(text)});
}

std::string canonical(const Card& c) { return std::string{suit_letter(c.suit), c.rank}; }

std::string card_text(const Card& c) {
  std::string out(suit_symbol(c.suit));
  if (c.rank == 'T') out += "10";
  else out += c.rank;
  return out;
}

bool is_canonical_card(std::string_view t) {
  return t.size() == 2 && std::string_view("SHDC").find(t[0]) != std::string_view::npos &&
         kRanks.find(t[1]) != std::string_view::npos;
}

std::string typed_text(const Card& c, Lang lang) {
  if (lang == Lang::En) return canonical(c);
  std::string out(1, c.suit == Strain::Spades     ? 'P'
                     : c.suit == Strain::Hearts   ? 'C'
                     : c.suit == Strain::Diamonds ? (lang == Lang::Fr ? 'K' : 'D')
                                                  : 'T');
  switch (c.rank) {
    case 'K': out += 'R'; break;
    case 'Q': out += 'D'; break;
    case 'J': out += 'V'; break;
    case 'T': out += "10"; break;
    default: out += c.rank;
  }
  return out;
}

namespace {
Card from_canonical(std::string_view stored) {
  Card c;
  c.suit = stored[0] == 'S' ? Strain::Spades
           : stored[0] == 'H' ? Strain::Hearts
           : stored[0] == 'D' ? Strain::Diamonds
                              : Strain::Clubs;
  c.rank = stored[1];
  return c;
}
}  // namespace

std::string lead_text(std::string_view stored) {
  if (!is_canonical_card(stored)) return std::string(stored);
  return card_text(from_canonical(stored));
}

std::string lead_typed(std::string_view stored, Lang lang) {
  if (!is_canonical_card(stored)) return std::string(stored);
  return typed_text(from_canonical(stored), lang);
}

}  // namespace bandeja::score
