#pragma once
// Hand records: dealing boards (for a dealing machine's file, or onto an event's boards),
// double-dummy analysis with par (DDS, through apps/analysis) stored with the board, and the
// views every front end shows of them (text, JSON, PBN, the hand-record sheet). A hand record
// belongs to a board set: sections of one session play the same deals, so dealing or
// analysing one section's boards does the same for every section of its session that plays
// them (unless the director asks for this section only).
//
// The checks an entry gets from the deal (a lead not in the leader's hand, a trick count far
// from double dummy) are results.hpp's check_against_deal.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/analysis/dds.hpp"
#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/deal/dealing.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/hand_records.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// Where the cards come from: a seed (reproducible, dealing.hpp's generator) or a source of
// random words (the operating system's secure randomness, given by the front end).
struct DealSource {
  std::optional<std::uint64_t> seed;
  deal::Words words;  // used when there is no seed
};

// A seed as typed: a decimal number from 0 to 18446744073709551615 ("hands.bad_seed").
Result<std::uint64_t> parse_seed(const std::string& text);

// Boards first..first+count-1, each with the dealer and vulnerability of its number (Law 2)
// and a deal from `source`. 1 <= first, 1 <= count, first + count - 1 <= limits::boards
// ("hands.bad_boards").
Result<std::vector<formats::Board>> deal_boards(int first, int count, const DealSource& source);

// The hand records as a PBN file for dealing machines and other programs (Event, Board,
// Dealer, Vulnerable, Deal, and the double-dummy tags once analysed).
std::string hand_records_pbn(const std::string& title, const std::vector<formats::Board>& boards);

struct SectionsTouched {
  std::vector<int> boards;             // the boards written, in this event
  std::vector<std::string> sections;   // other sections of its session given the same (by name)
};

// Deals every board of `event` (and, unless `section_only`, the same board numbers of the
// other sections of its session). Refused when a board already has a hand record unless
// `replace` ("hands.already_dealt"), and a board with results entered in any section it
// would change is never dealt ("hands.results_entered"): its cards were played as they were
// dealt, by a machine or by hand. Nothing is written unless every board can be.
Result<SectionsTouched> deal_event(db::Store& store, const db::EventInfo& event, const DealSource& source,
                                   bool replace, bool section_only);

// Analyses every board of `event` that has a hand record (DDS: tricks table and par for its
// dealer and vulnerability) and stores the analysis with the board, and with the same deal in
// the other sections of its session. "hands.no_deals" when no board has a hand record.
Result<SectionsTouched> analyse_event(db::Store& store, const db::EventInfo& event, int threads,
                                      const analysis::Progress& progress = {});

// analyse_event in its three steps, for the server, which must not hold the file's writer for
// the seconds DDS takes: the boards read (under a read), analysed (under no lock), then stored,
// each only when its board still holds the deal analysed (another change meanwhile wins).
struct BoardsToAnalyse {
  std::vector<db::Board> boards;
  std::vector<analysis::BoardDeal> deals;  // each board's, in the same order
};
Result<BoardsToAnalyse> boards_to_analyse(const db::Store& store, const db::EventInfo& event);
Result<SectionsTouched> store_analysis(db::Store& store, const db::EventInfo& event, const BoardsToAnalyse& work,
                                       const std::vector<deal::Analysis>& analysed);

// A PBN file's hand records analysed (nothing stored): its boards with their analysis.
// "hands.no_deals" when no game of the file has a Deal.
Result<std::vector<formats::Board>> analyse_pbn(std::string_view text, int threads, Lang lang,
                                                const analysis::Progress& progress = {});

// Boards read from another program's file keep its tricks table, and get their par worked out
// from that table (PBN has no standard tag for the par contracts). Used by every import.
Result<void> complete_par(std::vector<formats::Board>& boards);

// The event's boards as the hand-record views take them (deal parsed, analysis kept).
std::vector<formats::Board> event_hand_records(const db::Store& store, const db::EventInfo& event);

// The event's print-ready hand-record sheet (`bandeja hand-records EVENT`, the console's Print):
// its name, its date (its session's when it is a section of one, else the day it was set up) and
// every board with a deal; `per_page` and `paper` as given. No board with a deal:
// "cli.no_hand_records" {event}.
Result<present::HandRecordSheet> event_hand_record_sheet(const db::Store& store, const db::EventInfo& event, int per_page,
                                                         present::Paper paper);

// One object a board: {"board": 1, "dealer": "N", "vulnerable": "None", "deal": "N:...",
// "tricks": {"N": {"NT": 6, "S": 8, "H": 7, "D": 5, "C": 4}, "E": {...}, ...},
// "par": {"score": 110, "side": "NS", "contracts": ["2H N", "2H S"]}}; a passed-out par is
// {"score": 0, "side": null, "contracts": [], "passed_out": true}. Boards without an analysis
// have "tricks": null and "par": null.
std::string analysis_json(const std::vector<formats::Board>& boards);

// The same as text for a terminal, in `lang`: each board's table (declarers N S E W, strains
// NT ♠ ♥ ♦ ♣) and its par.
std::string analysis_text(const std::vector<formats::Board>& boards, Lang lang);

}  // namespace bandeja::director
