#pragma once
// Contracts, declarers and results as the director types them.
#include <string>
#include <string_view>

#include "bandeja/score/types.hpp"

namespace bandeja::score {

// A final contract. level == 0 means the board was passed out.
struct Contract {
  int level = 0;  // 1..7, or 0 for passed out
  Strain strain = Strain::NoTrump;
  Doubling doubling = Doubling::Undoubled;

  static constexpr Contract pass() { return Contract{}; }
  constexpr bool passed_out() const { return level == 0; }
  constexpr int tricks_needed() const { return level + 6; }
  friend bool operator==(const Contract&, const Contract&) = default;
};

// The one list of words for a passed-out board, in any language, case and spaces ignored:
// pass, paso, passe, passed, passed out, all pass, AP, P/O, PO, P.
bool is_pass_word(std::string_view text);
// The word a passed-out board is written with in `lang`: Pass, Paso, Passe (lower case unless
// `capital`).
std::string pass_word(Lang lang, bool capital);

// Parses "3NT", "4SX", "6HXX", "7N", "Pass" (any word of is_pass_word), with suit symbols (♠♥♦♣) in either language.
// English letters: C/D/H/S, N or NT. Spanish letters: T/D/C/P (tréboles, diamantes,
// corazones, picas), SA/ST (sin triunfo), "Paso"; in Spanish H, S and NT are accepted too,
// but C means corazones (hearts). Doubled: X or *, redoubled XX or **.
// Case-insensitive; spaces ignored.
// The errors of these three readers are catalogue codes (entry.*, apps/director/messages/
// entry.txt) naming the field ("contract", "declarer", "result") with what was typed; an error
// that names a contract carries it in English letters ("4SX"), for {N:contract}.
Result<Contract> parse_contract(std::string_view text, Lang lang = Lang::En);

// Parses a declarer: N/E/S/W, or in Spanish N/E/S/O (Oeste). Full words accepted, in either
// language whatever `lang`.
Result<Seat> parse_seat(std::string_view text, Lang lang = Lang::En);

// Parses a result for a contract, as tricks taken ("10") or relative ("=", "+2", "-3"),
// into tricks taken by declarer (0..13). Checks that the count is possible.
Result<int> parse_tricks(std::string_view text, const Contract& contract, Lang lang = Lang::En);

// The one writer of contract text: "4SX", "3NT", "Pass" (English) or "4PX", "3ST", "Paso"
// (Spanish). `double_mark` writes the doubling: 'X' ("4SX", "4SXX"), or '*' as USEBIO
// writes it ("4S*", "4S**"); parse_contract reads both.
std::string to_string(const Contract& c, Lang lang = Lang::En, char double_mark = 'X');
std::string to_string(Strain s, Lang lang = Lang::En);
// The one writer of seat letters: N E S W, Spanish N E S O.
std::string to_string(Seat s, Lang lang = Lang::En);
// Relative result as printed on a traveller: "=", "+1", "-2".
std::string result_text(const Contract& c, int tricks);
// A number with its sign as scores are written: "+450", "-50", "0".
std::string signed_text(int v);

}  // namespace bandeja::score
