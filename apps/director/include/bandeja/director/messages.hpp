#pragma once
// The one message catalogue: every error a director or a player can be shown, by code, in
// English and Spanish. Its text is apps/director/messages/*.txt, a file a domain, which a
// translator edits without touching code (src/catalogue.hpp gives the form). Errors travel as values (bandeja::Error: a code, the field at fault and
// language-neutral arguments) and are rendered here, once, by the front end that shows them.
//
// A text takes its arguments as {0}, {1}, ...; {N:side} renders a side "NS"/"EW" as the
// director reads it ("NS"/"EW" in English, "Norte-Sur"/"Este-Oeste" in Spanish); {N:field}
// renders a column or option name given in English in the director's language; {N:seat}
// a seat letter N/E/S/W as a word (North, Norte); {N:vul} a vulnerability None/NS/EW/All
// ("nobody vulnerable", "nadie vulnerable").
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::director {

struct Message {
  std::string_view code;  // "line.board_not_in_event": domain, dot, what
  std::string_view en;
  std::string_view es;
};

// Every entry of the catalogue, in one list (tests check both languages take the same
// arguments).
std::span<const Message> catalogue();

// What is wrong in the catalogue's text ("line.txt:12: ..."): a line that is no entry, a code
// given twice, a second text of one language. Empty in a good build (the tests check).
std::span<const std::string> catalogue_problems();

// Whether `code` is in the catalogue.
bool known(std::string_view code);

// The catalogue's text for `code` in `lang` with `args` in place. An unknown code renders as
// itself with its arguments (and the tests fail on it).
std::string say(Lang lang, std::string_view code, const std::vector<std::string>& args = {});

// An error in the director's language: the code's text, or the finished `message` of an error
// that has no code; prefixed with "line N: " when the error names a line of a file.
std::string render(const Error& e, Lang lang);

// A column or field name ("board", "score") in `lang` ("tablero", "puntuación").
std::string field_name(std::string_view field, Lang lang);

}  // namespace bandeja::director
