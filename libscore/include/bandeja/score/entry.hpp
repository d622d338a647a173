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

// Parses a quick entry (see the top of this file). Tokens are separated by spaces.
// Words in `lang`: English "pass", "np"; Spanish "paso", "nj" (no jugado); both are always
// accepted. Contract and declarer letters as parse_contract / parse_seat; the lead as
// parse_card (card.hpp) in `lang`, stored in its canonical form.
// The error names the field that is wrong: "contract ...", "declarer ...", "result ...",
// "lead ...".
Result<Entry> parse_entry(std::string_view text, Lang lang = Lang::En);

// An entry from the separate fields of a traveller line (the travellers CSV): any field may
// be empty. `result` is tricks taken ("10") or relative ("=", "+1", "-2"). `score` is NS's
// score or an artificial "A60-40". When a contract and a score are both given, the score must
// be the contract's score under `vul` (else an error naming the field "score").
Result<Entry> entry_from_fields(std::string_view contract, std::string_view declarer,
                                std::string_view result, std::string_view score,
                                std::string_view lead, Vulnerability vul, Lang lang = Lang::En);

// NS's score of the entry on a board with vulnerability `vul` (Law 77): a played contract's
// score from NS's side, 0 for a pass, the score as given for ScoreOnly; nullopt for an
// artificial adjusted score, a weighted score or a board not played (no single score).
std::optional<int> ns_score(const Entry& e, Vulnerability vul);

// Whether `ns` is a score some contract, declarer and result can produce under `vul`
// (catches typos like 425 or 630 on a paper traveller).
bool is_possible_ns_score(int ns, Vulnerability vul);

// Checks a written NS score against the entry's contract and tricks: ok when they agree
// (or when the entry carries no contract), else an error telling both numbers.
Result<void> check_score(const Entry& e, int written_ns_score, Vulnerability vul,
                         Lang lang = Lang::En);

// Parses a weighted score alone ("W60:420/40:-50"); nullopt when the text does not start
// like one (W or P followed by a digit). Errors name the field "score".
std::optional<Result<Entry>> parse_weighted(std::string_view text, Lang lang = Lang::En);

// A weighted share as written: 6000 -> "60", 3333 -> "33.33".
std::string weight_text(int weight_bp);

// The entry as a director would type it again: "4SX E -2", "pass", "420", "A60-40", "np",
// "W60:420/40:-50"; a lead in the letters of `lang` ("4H W +1 SK", Spanish "4C O +1 PR").
// parse_entry(to_string(e, lang), lang) == e.
std::string to_string(const Entry& e, Lang lang = Lang::En);

// A weighted score's parts as a director reads them: "60% +420 / 40% −50" (U+2212 minus).
std::string weighted_text(const Weighted& w);

// The entry as shown to a director (travellers, lists, the audit log): to_string, except
// that a weighted score shows its parts, "weighted 60% +420 / 40% −50" ("ponderada ..." in
// Spanish), and a lead shows with its suit symbol ("4S N = ♥K"), the same in both.
std::string display_text(const Entry& e, Lang lang = Lang::En);

// Short kind names, used for storage and JSON: "played", "pass", "score", "artificial",
// "not-played", "weighted".
std::string_view kind_name(const Entry& e);

}  // namespace bandeja::score
