#pragma once
// The small words of the game, as value types shared by every library.
#include <cstddef>
#include <expected>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

namespace bandeja {

// Language of director-facing input and output. Qps is no language a director reads: it is
// the pseudo-language of the tests and of translators (`--lang qps`, `?lang=qps`), in which every
// text of the catalogue is its English between ⟦ and ⟧ (present/messages.hpp), so a word a page
// or a message shows without those marks is a word that does not come from the catalogue. Its
// input is English (4S, 3NT); its numbers are written as the other languages write them.
enum class Lang { En, Es, Fr, Qps };

// Every language a director can choose, in the order the language switches list them.
inline constexpr Lang all_langs[] = {Lang::En, Lang::Es, Lang::Fr};

// How many values Lang has, the pseudo-language with them (the catalogue's texts by Lang).
inline constexpr size_t lang_count = 4;

// The language's ISO 639-1 code ("en", "es", "fr"): the value of --lang, ?lang= and html lang.
constexpr const char* lang_code(Lang lang) {
  switch (lang) {
    case Lang::Es: return "es";
    case Lang::Fr: return "fr";
    case Lang::Qps: return "qps";
    case Lang::En: break;
  }
  return "en";
}

// The language's name in itself, as a language switch shows it ("Español", "Français").
constexpr const char* lang_name(Lang lang) {
  switch (lang) {
    case Lang::Es: return "Español";
    case Lang::Fr: return "Français";
    case Lang::Qps: return "Pseudo";
    case Lang::En: break;
  }
  return "English";
}

// The language of an ISO 639-1 code, if Bandeja speaks it, or the pseudo-language ("qps").
constexpr std::optional<Lang> lang_of_code(std::string_view code) {
  for (Lang l : all_langs)
    if (code == lang_code(l)) return l;
  if (code == lang_code(Lang::Qps)) return Lang::Qps;
  return std::nullopt;
}

// An error value: what is wrong, as a code with its arguments and the field at fault, rendered
// into the director's language once, at the edge, by the message catalogue
// (apps/director: present::render). `code` names a catalogue entry ("line.board_not_in_event")
// whose text takes `args` ({0}, {1}, ...); the arguments are language-neutral (numbers, pair
// ids, what the director typed). An error made before its library moved to codes carries the
// finished text in `message` (already in the director's language) and no code.
struct Error {
  std::string message;             // finished text, when there is no code
  std::string code;                // catalogue key; empty: `message` is the text
  std::string field;               // the field at fault: "board", "ns", "contract", "line"...
  std::vector<std::string> args;   // the code's arguments
  int line = 0;                    // the line of an input file at fault; 0: none
};

template <class T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(std::string message) {
  Error e;
  e.message = std::move(message);
  return std::unexpected<Error>(std::move(e));
}

// An error by catalogue code: fail_code("line.round_out_of_range", "round", {"9", "7"}).
inline Error error_code(std::string code, std::string field, std::vector<std::string> args = {}) {
  Error e;
  e.code = std::move(code);
  e.field = std::move(field);
  e.args = std::move(args);
  return e;
}
// `e` with `field` as the field at fault when it names none.
inline Error with_field(Error e, std::string field) {
  if (e.field.empty()) e.field = std::move(field);
  return e;
}
inline std::unexpected<Error> fail_code(std::string code, std::string field,
                                        std::vector<std::string> args = {}) {
  return std::unexpected<Error>(error_code(std::move(code), std::move(field), std::move(args)));
}

}  // namespace bandeja

namespace bandeja::score {

enum class Strain { Clubs, Diamonds, Hearts, Spades, NoTrump };
enum class Doubling { Undoubled, Doubled, Redoubled };
enum class Seat { North, East, South, West };
enum class Side { NS, EW };

struct Vulnerability {
  bool ns = false;
  bool ew = false;
  bool of(Side s) const { return s == Side::NS ? ns : ew; }
  friend bool operator==(const Vulnerability&, const Vulnerability&) = default;
};

constexpr Side side_of(Seat s) {
  return (s == Seat::North || s == Seat::South) ? Side::NS : Side::EW;
}
constexpr Side other(Side s) { return s == Side::NS ? Side::EW : Side::NS; }
constexpr bool is_minor(Strain s) { return s == Strain::Clubs || s == Strain::Diamonds; }

}  // namespace bandeja::score
