#pragma once
// One result entry as the director types it from a traveller or a pickup slip, as a value:
//   "4S N 10", "4SX E -2", "3NT S =", "4H W +1 SK"   a contract played (optional opening lead)
//   "pass"                                           the board was passed out
//   "420", "-100"                                    a score alone, from North-South's side
//   "A60-40", "A50-50", "A40-60", "A60-60"           an artificial adjusted score (Law 12C2):
//                                                    NS percentage first, then EW
//   "W60:420/40:-50", "W 60% 420 / 40% -50"         a weighted score (Law 12C1(c)): 60% of
//                                                    +420 and 40% of -50, NS's side; weights
//                                                    in percent (up to 2 decimals), adding
//                                                    up to 100; P (ponderada) also accepted
//   "np"                                             not played (no result, no score)
// Pure: parsing, Law 77 scoring of the entry and checking a written score against it.
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "bandeja/score/contract.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::score {

// A contract played to a result. contract.level is 1..7 (a passed-out board is PassedOut).
struct Played {
  Contract contract;
  Seat declarer = Seat::North;
  int tricks = 0;                   // tricks taken by declarer, 0..13
  // The opening lead, if given, in the stored form of card.hpp ("SK", "C5": English suit
  // letter then rank) whatever the language it was typed in; leads stored before they were
  // read as cards may hold other text ("5C", "CR"), shown as typed (lead_text).
  std::optional<std::string> lead;
  friend bool operator==(const Played&, const Played&) = default;
};

// Passed out: scores 0 for both sides.
struct PassedOut {
  friend bool operator==(const PassedOut&, const PassedOut&) = default;
};

// A score alone, as a paper traveller that carries only the score gives it. NS's side.
struct ScoreOnly {
  int ns_score = 0;
  friend bool operator==(const ScoreOnly&, const ScoreOnly&) = default;
};

// An artificial adjusted score: a percentage of the top for each side. 60 = Ave+,
// 50 = Ave, 40 = Ave-. The two need not add to 100 (A60-60 when neither side is at fault).
struct Artificial {
  int ns_pct = 50;  // 0..100
  int ew_pct = 50;  // 0..100
  friend bool operator==(const Artificial&, const Artificial&) = default;
};

// One part of a weighted score: a share of one real score.
struct WeightedPart {
  int weight_bp = 10000;  // the share in hundredths of a percent: 6000 = 60%
  int ns_score = 0;       // a real score, NS's side
  friend bool operator==(const WeightedPart&, const WeightedPart&) = default;
};

// A weighted adjusted score (Law 12C1(c)): the Director awards shares of several real
// results, e.g. 60% of 4S= (+420) and 40% of 4S-1 (-50). Two or more parts whose shares
// add up to exactly 100% (10000 bp). It is matchpointed as the weighted mean of what each
// part would score; it has no single NS score.
struct Weighted {
  std::vector<WeightedPart> parts;
  friend bool operator==(const Weighted&, const Weighted&) = default;
};

// The board was not played at this table (late play, fouled board, time): no score.
struct NotPlayed {
  friend bool operator==(const NotPlayed&, const NotPlayed&) = default;
};

using Entry = std::variant<Played, PassedOut, ScoreOnly, Artificial, NotPlayed, Weighted>;

// ---------------------------------------------------------------- reading: the one reader
// Every front end reads a result line here: the prompt (parse_entry), the travellers CSV
// (entry_from_fields), PBN's ScoreTable and USEBIO's TRAVELLER_LINE (read_entry). They
// differ only in their dialect.

// How a front end writes a result line.
struct Dialect {
  Lang lang = Lang::En;     // the director's language: an error that says what to write or
                            // repeats the entry does it in its letters
  Lang letters = Lang::En;  // contract, declarer and lead letters (parse_contract, parse_seat,
                            // parse_card); Spanish letters read H, S and NT too, C is hearts
  bool packed_artificial = false;  // an artificial score may also be written A6040 (USEBIO, PBN)
  bool lead_as_written = false;    // a lead that is not a card is kept as written (a file from
                                   // another program) rather than refused
  bool dash_is_empty = false;      // "-" and "?" in a field mean nothing is written (PBN)
  bool blank_is_not_played = false;  // a line with no contract and no score is a board not
                                     // played (the files), rather than refused (typed)

  // Typed at the prompt, or in the travellers CSV: letters in `lang`, A60-40.
  static Dialect prompt(Lang lang) { return Dialect{lang, lang, false, false, false, false}; }
  static Dialect travellers_csv(Lang lang) { return prompt(lang); }
  // The interchange files: English letters, the director's `lang`, A6040 or A60-40, leads kept,
  // a blank line not played.
  static Dialect pbn(Lang lang) { return Dialect{lang, Lang::En, true, true, true, true}; }
  static Dialect usebio(Lang lang) { return Dialect{lang, Lang::En, true, true, false, true}; }
};

// A result line as separate fields (any may be empty; spaces around a field are ignored).
struct LineFields {
  std::string_view contract = {};  // "4S", "3NTX", "4S*", a pass word; a not-played word or "A"
                              // (USEBIO, with an artificial score) means no contract
  std::string_view declarer = {};  // N E S W (O)
  std::string_view result = {};    // tricks taken ("10") or relative ("=", "+1", "-2")
  std::string_view score = {};     // NS's score, a pass or not-played word, A60-40, W60:420/40:-50
  std::string_view lead = {};      // a card in the dialect's letters
};

// The one reader of a result line. A contract needs a declarer and a result; a score with a
// contract must be the contract's score under `vul`; a score alone (and each weighted part)
// must be one some contract can make under `vul`. Without `vul` (the prompt, which does not
// know the board) scores are not checked against the board.
// Errors are catalogue codes (entry.*, apps/director/messages/entry.txt) with what was typed as
// their arguments, naming the field at fault in Error::field: "contract", "declarer", "result",
// "score" or "lead". A contract that is not one in the file's English letters but is one in the
// director's (4P in a Spanish director's PBN file) is entry.contract_bad_strain_english.
Result<Entry> read_entry(const LineFields& f, const Dialect& d,
                         std::optional<Vulnerability> vul = std::nullopt);

// A quick entry typed at the prompt (see the top of this file), tokens separated by spaces:
// a score, pass or not-played word, artificial or weighted score alone goes to the score
// field, otherwise the tokens are contract, declarer, result and an optional lead; then
// read_entry in Dialect::prompt(lang), without a board. A contract typed without its spaces
// ("4SN10", "3NTS=", "4HXW-2SK", "4S N10"; Spanish "4PN10") is read when exactly one way of
// cutting it reads; when several do, it is refused naming them ("type it with spaces").
Result<Entry> parse_entry(std::string_view text, Lang lang = Lang::En);

// The travellers CSV's fields: read_entry in Dialect::travellers_csv(lang) under `vul`.
Result<Entry> entry_from_fields(std::string_view contract, std::string_view declarer,
                                std::string_view result, std::string_view score,
                                std::string_view lead, Vulnerability vul, Lang lang = Lang::En);

// Whether `text` names one side's artificial score alone (`A+`, `Ave-`, `A=`, Spanish `Med+`):
// a file that gives each side's in its own column (Magic Contest's Score_NS `A+`, Score_EW `A-`)
// is read as the two joined, NS's first (`A+/A-`).
bool is_one_side_artificial(std::string_view text);

// NS's score of the entry on a board with vulnerability `vul` (Law 77): a played contract's
// score from NS's side, 0 for a pass, the score as given for ScoreOnly; nullopt for an
// artificial adjusted score, a weighted score or a board not played (no single score).
std::optional<int> ns_score(const Entry& e, Vulnerability vul);

// Whether `ns` is a score some contract, declarer and result can produce under `vul`
// (catches typos like 425 or 630 on a paper traveller).
bool is_possible_ns_score(int ns, Vulnerability vul);

// Checks a written NS score against the entry's contract and tricks: ok when they agree
// (or when the entry carries no contract), else an error telling both numbers, and the entry as
// typed again in `lang` (entry.score_does_not_match; entry.score_does_not_match_pass).
Result<void> check_score(const Entry& e, int written_ns_score, Vulnerability vul,
                         Lang lang = Lang::En);

// Parses a weighted score alone ("W60:420/40:-50"); nullopt when the text does not start
// like one (W or P followed by a digit). Errors name the field "score". (read_entry calls it.)
std::optional<Result<Entry>> parse_weighted(std::string_view text);

// ---------------------------------------------------------------- writing

// The one writer of an artificial score: "A60-40"; packed (USEBIO) "A6040" when both sides
// are below 100 (otherwise "A100-0" as well). read_entry reads both (packed in the file
// dialects).
std::string artificial_text(const Artificial& a, bool packed = false);

// A weighted share as written: 6000 -> "60", 3333 -> "33.33".
std::string weight_text(int weight_bp);

// The entry as a director would type it again: "4SX E -2", "pass", "420", "A60-40", "np",
// "W60:420/40:-50"; a lead in the letters of `lang` ("4H W +1 SK", Spanish "4C O +1 PR").
// parse_entry(to_string(e, lang), lang) == e.
std::string to_string(const Entry& e, Lang lang = Lang::En);

// A weighted score's parts as a director reads them: "60% +420 / 40% −50" (U+2212 minus).
std::string weighted_text(const Weighted& w);

// The entry as notation for a director (travellers, lists, the audit log): to_string, except
// that a weighted score shows its parts, "60% +420 / 40% −50", and a lead shows with its suit
// symbol ("4S N = ♥K"), the same in every language. What a director reads is
// present::entry_text, which says "weighted" ("ponderada", "pondérée") before the parts.
std::string display_text(const Entry& e, Lang lang = Lang::En);

// The entry as the prompt echoes what it understood: display_text with the contract's suit as
// its symbol, "4♥ W -1" (typed 4H in English or 4C in Spanish, the same hearts), "3NT S +1" /
// "3ST S +1"; so a director sees which suit a letter was read as.
std::string echo_text(const Entry& e, Lang lang = Lang::En);

// A contract with its suit as the symbol: "4♠X", "6♥XX", "3NT" ("3ST" in Spanish).
std::string contract_symbol_text(const Contract& c, Lang lang = Lang::En);

// Short kind names, used for storage and JSON: "played", "pass", "score", "artificial",
// "not-played", "weighted".
std::string_view kind_name(const Entry& e);

}  // namespace bandeja::score
