#pragma once
// One playing card, as an opening lead is written on a traveller.
//
// Stored form (canonical, the same in every language and as PBN writes a lead): the suit
// letter S, H, D or C then the rank A K Q J T 9 .. 2, in English: "C5" is the five of clubs,
// "HT" the ten of hearts.
//
// Read in the director's language, suit and rank in either order, any case:
//   English  suits S H D C             ranks A K Q J T (or 10) 9 .. 2
//   Spanish  suits P (picas) C (corazones) D (diamantes) T (tréboles)
//            ranks A, R (rey) or K, D (dama) or Q, V (valet) or J, 10, 9 .. 2
//            (the seeds write honours A-Q-J-10, so K, Q and J are read too; T is a suit, so
//            the ten is 10)
//   both     the suit symbols ♠ ♥ ♦ ♣ (and ♤ ♡ ♢ ♧)
// So "C5" is ♣5 in English and ♥5 in Spanish; "♣5" is the same in both.
//
// Shown with the suit symbol and the rank, ten as 10: "♣5", "♥10", "♠K". The symbol reads
// the same in English and Spanish; the honour letters are those the seeds use (A K Q J).
// Pure: no I/O.
#include <string>
#include <string_view>

#include "bandeja/score/types.hpp"

namespace bandeja::score {

struct Card {
  Strain suit = Strain::Spades;  // never NoTrump
  char rank = 'A';               // one of AKQJT98765432
  friend bool operator==(const Card&, const Card&) = default;
};

// Reads a card as above. The error names the field "lead": entry.lead_not_a_card (what was
// typed), or entry.lead_ambiguous (typed, and the two cards it reads as, as shown: "♠5", "♥10").
Result<Card> parse_card(std::string_view text, Lang lang = Lang::En);

// "♠", "♥", "♦", "♣" (NoTrump reads as clubs: never give it).
std::string_view suit_symbol(Strain suit);

// "C5", "HT": the stored form.
std::string canonical(const Card& c);

// "♣5", "♥10": the shown form (the same in every language).
std::string card_text(const Card& c);

// The card as a director types it in `lang`, which parse_card reads back: English "C5",
// "HT"; Spanish "T5" (tréboles), "C10" (corazones), "PR" (picas rey), "DD" (diamantes dama).
std::string typed_text(const Card& c, Lang lang);

// Whether `text` is in the stored form (two characters, SHDC then AKQJT98765432).
bool is_canonical_card(std::string_view text);

// A stored lead as shown: the symbol form when it is in the stored form; anything else (a
// lead stored before leads were read as cards, e.g. "5C" or "CR") as it was typed.
std::string lead_text(std::string_view stored);

// A stored lead as typed again in `lang` (typed_text); anything else as it was typed.
std::string lead_typed(std::string_view stored, Lang lang);

}  // namespace bandeja::score
