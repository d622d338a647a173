#pragma once
// Result lines from the director's chair: every check a line passes before it is stored (the
// seat, the board in play at that table in that round, one result per pair per board, a score
// possible for the board's vulnerability), and entering, correcting, deleting and undoing
// lines. Every front end (the CLI's prompt, one line, a travellers file, the server's table
// pages) enters lines through here, so they all apply the same checks.
//
// Errors are values: a catalogue code ("line.*", "store.*"), the field at fault ("board",
// "round", "table", "ns", "ew", "contract", "declarer", "result", "score", "lead") and, for a
// file, its line.
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/deal/deal.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::formats {
struct TravellerRow;
struct RowError;
}  // namespace bandeja::formats

namespace bandeja::director {

// Several errors at once: every bad line of a file, in file order.
using Errors = std::vector<Error>;

// How many errors of a file are listed: the first ones by line, then "file.more_errors" with
// the count of the others (a 50 MB file of garbage gets a screenful, not two million lines).
inline constexpr size_t kErrorsListed = 50;

// The errors of a file as they are found: the first kErrorsListed kept, the others counted.
class FileErrors {
 public:
  void add(Error e);
  bool empty() const { return kept_.empty(); }
  size_t count() const { return kept_.size() + more_; }
  // The kept errors by line, then "file.more_errors" {count} when some were left out.
  Errors take();

 private:
  Errors kept_;
  size_t more_ = 0;
};

// What is known about an event while its lines are checked: movement, pairs, boards and the
// results already stored (plus those accepted earlier in the same file).
struct EventView {
  db::EventInfo info;
  std::unordered_set<std::string> pairs;  // looked up twice a line: a bulk import's hottest step of its own
  std::map<int, db::Board> boards;
  std::map<int, deal::Deal> deals;  // the boards' hand records that read, parsed once for every line
  std::vector<movement::Row> rows;
  // (board, pair) -> line: each line kept once for its two pairs (and shared by the copies a
  // server hands its readers).
  std::map<std::pair<int, std::string>, std::shared_ptr<const db::ResultLine>> by_board_pair;
  std::map<std::pair<int, std::string>, int> file_line;  // (board, pair) -> line of the file

  static EventView load(const db::Store& store, const db::EventInfo& info);
  // The same view of an event already read whole (db::Store::load).
  static EventView of(const db::Event& event);
  void read_deals();  // `deals` from `boards`
  void remember(const db::ResultLine& r);
  void remember(std::shared_ptr<const db::ResultLine> r);
  void forget(const db::ResultLine& r);
  const movement::Row* row(int round, int table) const;
  // The line stored for `pair` on `board`, if any.
  const db::ResultLine* stored(int board, const std::string& pair) const;
};

// The row of `rows` where `ns` sits North-South against `ew` and plays `board`; nullptr when the
// movement has no such meeting (a pair plays a board once).
const movement::Row* meeting(const std::vector<movement::Row>& rows, std::string_view ns, std::string_view ew, int board);

// A line as given, before checks. Fields not given are empty.
struct LineInput {
  int board = 0;
  std::optional<int> round, table;
  std::string ns, ew;
  // Either a quick entry ("4S N 10 HK", "pass", "A60-40") or the separate fields of a
  // travellers file.
  std::optional<std::string> quick;
  std::string contract, declarer, result, score, lead;
  // Pairs given the other way round from the movement on this board (NS typed where the
  // movement seats EW): refused ("line.pairs_wrong_way") unless this is set, when the pair
  // numbers are put in the movement's seats and the result stays as typed, North-South's.
  bool swap_wrong_way = false;
  // The two pairs sat the other way round from the movement on this board: its North-South pair
  // held the East-West cards. The line is stored with the pairs as they sat (the movement's EW
  // pair in the NS column), so each pair is scored in the direction it played; the movement's
  // pairs given either way, or not given (round and table known), are written so. Noted in the
  // audit log.
  bool seated_other_way = false;
};

// What the audit log's note of a line says after who stored it: the pair numbers were put in the
// movement's seats (swap_wrong_way), or the pairs sat the other way round (seated_other_way).
inline constexpr std::string_view kNoteSwapped = " (pairs swapped into the movement's seats)";
inline constexpr std::string_view kNoteOtherWay = " (seated the other way round)";

struct Checked {
  db::ResultLine line;
  std::optional<db::ResultLine> replaces;  // the stored line this one replaces
  // What the director should look at before storing: a trick count kTricksFarFromDd or more
  // away from the board's double-dummy table ("line.tricks_far_from_dd"). Nothing is
  // stored with warnings unless the director accepts them.
  std::vector<Error> warnings;
  // The pair numbers were swapped into the movement's seats (LineInput::swap_wrong_way):
  // "line.swapped", to tell the director.
  std::optional<Error> swapped;
  bool other_way = false;  // stored with the pairs as they sat, the other way round (seated_other_way)
  int file_line = 0;  // its line in the file, for a line of a file
};

// The audit note of a checked line stored by `who`: `who`, and what was done to its pairs.
std::string line_note(const Checked& c, const std::string& who);

// The checks a line's played contract gets from the board's hand record: an opening lead that
// is not in the leader's hand is an error ("line.lead_not_in_hand", showing the leader's
// holding in that suit); the warnings above, once the board is analysed (`analysis`).
Result<std::vector<Error>> check_against_deal(const deal::Deal& deal, const std::optional<deal::Analysis>& analysis,
                                              const score::Played& played);

// Every check, in order; the first failure is returned with its field. `lang` is the language
// the entry was typed in (4P is four spades in Spanish). With `replace`, a line for the same
// board and pairs replaces the one stored.
Result<Checked> check_line(const EventView& ev, LineInput in, bool replace, Lang lang);

// Stores a checked line (insert or replace) and remembers it in `ev`. Returns its id.
Result<db::Id> store_line(db::Store& store, EventView& ev, const Checked& c, const std::string& note);

struct Stored {
  db::ResultLine line;  // as stored, with its id
  bool replaced = false;
  std::optional<Error> swapped;  // Checked::swapped
};

// check_line then store_line. A line with warnings is refused with its first warning unless
// `accept_warnings` (the director saw them and accepts).
Result<Stored> enter_line(db::Store& store, EventView& ev, LineInput in, bool replace, Lang lang,
                          const std::string& note, bool accept_warnings = false);

// A row of a travellers file as a line to check.
LineInput line_input(formats::TravellerRow row);

// The reader's error on a row of a file, as an error on that line.
Error row_error(const formats::RowError& e);

// A line of import `import` the store refused, on its line of the file: a pair's second result
// on a board is "already on line N of this file" when the line there came from the same import.
Error refused_line(const db::StoreError& e, const db::Store::ImportLine& l, db::Id import);

// Every row of a travellers file checked (the reader's errors and every line's check, in file
// order); the checked lines, or every error.
std::expected<std::vector<Checked>, Errors> check_travellers(EventView& ev, std::string_view text,
                                                             bool replace, Lang lang, bool swap_wrong_way = false);

struct FileEntered {
  size_t lines = 0;
  size_t replaced = 0;
  Errors warnings;  // the warnings accepted, each with its line
  Errors swapped;   // the lines whose pairs were put in the movement's seats ("line.swapped")
};

// A travellers file entered in one transaction: every line stored, or none and every error.
// Lines with warnings (Checked::warnings, each with its line) refuse the file, all listed
// together, unless `accept_warnings`. The file is one import: audited once (with `file`, its
// name as the director gave it, and its SHA-256), each new line naming it and its line in the
// file; a line it replaces is audited as a change. With `swap_wrong_way`, every line whose
// pairs are the movement's the other way round is stored in the movement's seats, each listed
// in FileEntered::swapped.
std::expected<FileEntered, Errors> enter_travellers(db::Store& store, EventView& ev,
                                                    std::string_view text, bool replace, Lang lang,
                                                    const std::string& note, bool accept_warnings = false,
                                                    const std::string& file = "", bool swap_wrong_way = false);

// A result id as typed ("12"); an error pointing to `bandeja result list` otherwise.
Result<db::Id> parse_result_id(const std::string& text);

// The stored line `id` of the event.
Result<db::ResultLine> find_result(const db::Store& store, const db::EventInfo& event, db::Id id);

// Line `id` given a new entry (typed in `lang`), through every check. Returns the old line and
// the new.
struct Edited {
  db::ResultLine before, after;
};
Result<Edited> edit_result(db::Store& store, const db::EventInfo& event, db::Id id,
                           const std::string& entry, Lang lang, const std::string& note);

// Deletes line `id` (kept in the audit log). Returns the line deleted. With `unchanged_since`
// (the line as the caller stored it: an undo), only when the line is still that, looked at and
// deleted in one transaction; else "result.changed_since", naming the last change's note and time.
Result<db::ResultLine> delete_result(db::Store& store, const db::EventInfo& event, db::Id id,
                                     const std::string& note,
                                     const std::optional<db::ResultLine>& unchanged_since = std::nullopt);

// What is missing, round by round and table by table.
struct TableMissing {
  int table = 0;
  std::string ns, ew;
  std::vector<int> boards;  // the boards with no result yet
};
struct RoundStatus {
  int round = 0;
  int expected = 0;  // results the movement plays in the round
  int entered = 0;
  std::vector<TableMissing> missing;
};
struct Status {
  bool has_movement = false;
  std::vector<RoundStatus> rounds;  // with a movement
  std::map<int, int> per_board;     // without one: results per board
  int expected = 0, entered = 0;
};
Status status(const db::Store& store, const db::EventInfo& event);
Status status(const EventView& ev);

// Results still to come, of those the movement expects: {missing, expected}, as status()
// counts them (a line stored on the board for the row's pair counts). {0, 0} when the event
// has no movement, or when the director has marked it final (EventInfo::final_at).
std::pair<int, int> results_to_come(const db::Event& event);
// The same counted as the stored lines are read one by one, for an event read without its
// lines (director::rank_stored): `event` (its rows) outlives it; it holds one flag per meeting
// the movement expects, nothing per line.
class ResultsToCome {
 public:
  explicit ResultsToCome(const db::Event& event);
  void line(int board, std::string_view ns, std::string_view ew);
  std::pair<int, int> counts() const;  // {missing, expected}

 private:
  bool counted_;  // a movement, not final
  std::map<std::pair<int, std::string_view>, bool> stored_;  // (board, the row's NS pair): seen
};

}  // namespace bandeja::director
