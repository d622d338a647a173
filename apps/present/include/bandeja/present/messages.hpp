#pragma once
// The one message catalogue: every word a director or a player reads, by code, in English,
// Spanish and French. Its text is the GNU gettext PO files in po/ (bandeja.pot: each code's
// English; es.po, fr.po: their translations), which a translator edits with the tools
// translators use (Poedit, Weblate) without touching code; docs/translating.md. Errors travel as values (bandeja::Error: a code, the field at fault and
// language-neutral arguments) and are rendered here, once, by the front end that shows them.
//
// A text takes its arguments as {0}, {1}, ...; {N:pair} renders a pair's id as pair_id does,
// {N:pairs} each id of a list separated by spaces;
// {N:side} renders a side "NS"/"EW" as the
// director reads it ("NS"/"EW" in English, "Norte-Sur"/"Este-Oeste" in Spanish); {N:field}
// renders a column or option name given in English in the director's language; {N:seat}
// a seat letter N/E/S/W as a word (North, Norte); {N:vul} a vulnerability None/NS/EW/All
// ("nobody vulnerable", "nadie vulnerable").
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/entry.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::present {

// The marks around every text of the pseudo-language (Lang::Qps): ⟦ and ⟧.
inline constexpr const char* kPseudoOpen = "\u27e6";
inline constexpr const char* kPseudoClose = "\u27e7";

struct Message {
  std::string_view code;  // "line.board_not_in_event": domain, dot, what
  std::array<std::string_view, lang_count> text;  // by Lang: en, es, fr, and the pseudo-language's ⟦en⟧
  std::string_view in(Lang lang) const { return text[static_cast<size_t>(lang)]; }
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

// A number written for `lang`: Spanish and French write a decimal comma ("66,67"), English a
// point ("66.67"). Only a point between two digits changes, so "4S.", "1.NS" or a date stay.
std::string decimal(std::string number, Lang lang);

// An error in the director's language: the code's text, or the finished `message` of an error
// that has no code; prefixed with "line N: " when the error names a line of a file.
std::string render(const Error& e, Lang lang);

// A pair's id as the director reads it: East-West is "EO" in Spanish and French, so 3EW reads
// 3EO; English, North-South and numbered pairs (a Howell's 7) are as stored. The id itself (in
// the event file, links, JSON, PBN and USEBIO) stays 3EW, and every reader takes 3EO as 3EW.
std::string pair_id(std::string_view id, Lang lang);

// A direction's letters as the director reads them: NS, and EW in English, EO in Spanish and French.
std::string direction(std::string_view ns_or_ew, Lang lang);

// A column or field name ("board", "score") in `lang` ("tablero", "puntuación").
std::string field_name(std::string_view field, Lang lang);

// A vulnerability as a results page or a table's phone names it ("None", "North-South";
// "Nadie"; "Personne", "Tous"): the catalogue's board_vul.* entries.
std::string vulnerability_words(score::Vulnerability v, Lang lang);

// Numbers as a list reads them: "1, 2, 3" (a table's boards, the rounds left).
std::string number_list(const std::vector<int>& numbers);

// An entry as a director reads it (travellers, lists, the audit log, a table's phone): the
// notation of score::display_text (score::echo_text when `echo`: the contract's suit as its
// symbol, as the prompt echoes it), and a weighted score said as one: "weighted 60% +420 / 40%
// −50", "ponderada …", "pondérée …" (Law 12C1(c)).
std::string entry_text(const score::Entry& e, Lang lang, bool echo = false);

}  // namespace bandeja::present
