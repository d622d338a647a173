#pragma once
// The evening at the tables, as the server (and `bandeja table-links`) runs it: each table's
// secret link, what a table sees on its phone (its round, the pairs, the boards to play and
// what is already entered), a table's entry (through the same check_line as every other front
// end, stored once per key), the rounds the director locks, and the calls for the director.
//
// Errors are values with catalogue codes: "table.*" (a link that names no table, a board that is
// not this table's in that round, a locked round: the server answers 403 to these), and the
// line checks' "line.*" / "store.*" (422). No I/O: the random tokens come from the caller.
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "bandeja/db/records.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/movement/cards.hpp"
#include "bandeja/movement/movement.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// Gives every table of the event's movement a link when it has none (every table a new one with
// `renew`: the old links stop working). `token()` returns a new secret (the server's: at least
// 128 random bits from the operating system). Returns every table's link, by table.
// "table.no_movement" when the event has no movement.
Result<std::vector<db::TableLink>> issue_table_links(db::Store& store, const db::EventInfo& event,
                                                     const std::function<std::string()>& token,
                                                     bool renew = false);

// A base address as links are written after it: "http://club:8080/" is "http://club:8080".
std::string without_slash(std::string url);

// A table's link as printed: `base` ("http://192.168.1.20:8080") + "/t/" + the token.
std::string table_url(const std::string& base, const db::TableLink& link);

// The address the server answers on, as `bandeja serve` records it in the event file each time
// it starts (its --public-url, else its bind address and port), for the links printed later.
Result<void> record_server_base(db::Store& store, const std::string& base);

// The base of the links `table-links` and `event cards` print. The director's --base when given
// (`given`, trailing '/' dropped); else the address the last server on this file answered on;
// else `guessed` (where `bandeja serve --bind 0.0.0.0` would answer on its default port), with
// a warning, as with a recorded address that only this machine can open (127.x, localhost):
// "table.links_guessed" {base}, "table.links_loopback" {base}.
struct LinksBase {
  std::string url;
  std::optional<Error> warning;
};
Result<LinksBase> links_base(const db::Store& store, const std::string& given, const std::string& guessed);

// The event's movement as stored (its rows, pairs and sizes), for its cards. When the stored rows
// are, row for row, those of the movement Bandeja generates for the event's type and sizes (as
// every event set up with `event new` is), the generated movement's notes, board sets, stands and
// individual flag come with it, so its cards say where boards wait and what the phantom is.
Result<movement::Movement> event_movement(const db::Store& store, const db::EventInfo& event);

// The event's guide cards, one a page, each with its table's link as a QR code and as text
// (links made first where missing, issue_table_links; then event_cards_html's guide cards);
// "table.no_movement", "qr.*".
Result<std::string> guide_cards_html(db::Store& store, const db::EventInfo& event, const std::string& base,
                                     const std::function<std::string()>& token, Lang lang,
                                     movement::Paper paper = movement::Paper::A4);

// The event's pair cards (where each pair sits each round, with the players' and the opponents'
// names), one a page: event_cards_html's pair cards; "print.no_cards".
Result<std::string> pair_cards_html(const db::Store& store, const db::EventInfo& event, Lang lang,
                                    movement::Paper paper = movement::Paper::A4);

// Which of an event's cards to print: the guide cards (one a table), the pair cards (one a pair,
// or a player in an individual), or both, the guide cards first.
struct CardsChoice {
  bool guide = true, pairs = true;
  // The start of the table links ("http://192.168.1.20:8080"): each table that has a link shows
  // it as a QR code on its guide card. None: no codes. No link is made here (table-links does).
  std::optional<std::string> base;
  // Only this round's line on each card (a Swiss's newly drawn round, a late change): the cards
  // of tables and pairs that play in it. None: every round.
  std::optional<int> round;
};

// The stored event's cards, as `bandeja event cards` prints them: its own movement as it was set
// up, the event's name, each pair's players on its card and its opponents' names.
// "print.no_cards" when the event has no movement; "print.no_such_round" {round, rounds} for a
// round the movement does not have; "qr.*".
Result<present::CardDocument> event_cards_html(const db::Store& store, const db::EventInfo& event,
                                               const CardsChoice& choice, Lang lang, movement::CardPrint print);

// A session's cards in one document: every section's guide cards and then its pair cards, in
// section order, each card saying its section ("Section A · ..."). Sections without a movement
// are left out; "print.no_session_cards" when none has one.
Result<present::CardDocument> session_cards_html(const db::Store& store, const db::SessionInfo& session,
                                                 const CardsChoice& choice, Lang lang, movement::CardPrint print);

// The same cards as plain text, one a card (present::render_text_cards: the event's name and
// section beside the movement, the names on the pair cards; no QR codes).
Result<std::vector<present::TextCard>> event_cards_text(const db::Store& store, const db::EventInfo& event,
                                                        const CardsChoice& choice, Lang lang);

// The table a token names: "table.unknown_token" when none.
Result<db::TableLink> table_of_token(const db::Store& store, const std::string& token);

// One board of a table's round and the line entered for it, if any.
struct TableBoard {
  int board = 0;
  score::Seat dealer = score::Seat::North;
  score::Vulnerability vulnerability;
  std::optional<db::ResultLine> entered;
  // The table may correct the line: it entered it itself, nobody has changed it since, and the
  // round is not locked (what check_at_table allows with replace).
  bool correctable = false;
};

struct TableRound {
  int round = 0;
  std::string ns, ew;              // the pairs seated (empty: a sit-out, no boards to play)
  std::string ns_names, ew_names;  // their players ("" when not named)
  std::vector<TableBoard> boards;
  bool locked = false;             // the director has locked the round
  bool complete() const;           // every board entered
  bool plays(int board) const;     // the board is one of the round's
};

struct TableView {
  db::EventInfo event;
  int table = 0;
  std::vector<TableRound> rounds;  // every round the table plays, in order
  // The furthest round the table has reached: it moves on when its round's boards are in, when
  // the director locks the round, or when the players say so (move_table_on), and is never pulled
  // back (the director unlocking an earlier round leaves it where it is). Kept in the event file.
  int reached_round = 1;
  // The round the table is playing: the first round from reached_round on that is not locked and
  // has a board still to enter; when none is left there, the first earlier one with a board left
  // for later; 0 when none is left at all (the table has finished, or every round left is locked).
  int current_round = 0;
  // The entries this table confirmed that wait for the director: (round, board) of each open
  // call holding a refused entry (a lock came first, or the table had stored another result).
  std::vector<std::pair<int, int>> awaiting;
  // The pairs of the current round whose players have not given their membership numbers, when
  // the event requires them (member_numbers_required): the table enters no result until they have.
  std::vector<std::string> numbers_needed;
  const TableRound* round(int number) const;
  // Whether the table has reached round `number` (reached_round or an earlier one; every round
  // once it has finished): a table reads and writes nothing of a later round, and may enter a
  // board it left for later in any round it has reached that is not locked.
  bool reached(int number) const;
};

// An event as its tables see it, read at one moment (db::Store::Reading): the event the checks of
// a line run against, each pair's players' names, the pairs whose every player has a national
// id, and the lines entered at each table. The server reads it once per file version and keeps
// it between requests; a table's entry (enter_at_table) keeps it true to the file, so the next
// entry and the next page need not read the whole event again. Nothing else changes it: after
// any other change, read it again.
struct Floor {
  EventView event;
  std::map<std::string, std::string> names;  // pair -> its players' names
  std::set<std::string> numbered;            // the pairs whose every player has a national id
  // The line entered at a table in a round on a board: (table, round, board) -> line.
  std::map<std::tuple<int, int, int>, std::shared_ptr<const db::ResultLine>> at_table;
  // An entry failed after its line was learnt (the file did not take the rest): no longer true
  // to the file, to be read again.
  bool stale = false;
  // What it has learnt and forgotten since `journal` was last emptied, when `journaling`: another
  // copy of the floor, behind this one by that much, catches up by apply() instead of a copy.
  struct Change {
    bool learnt = true;  // remember(), else forget()
    std::shared_ptr<const db::ResultLine> line;
  };
  bool journaling = false;
  std::vector<Change> journal;

  static Floor load(const db::Store& store, db::Id event);
  void remember(const db::ResultLine& line);
  void forget(const db::ResultLine& line);
  // Learns and forgets what another floor did (its journal), in order.
  void apply(const std::vector<Change>& changes);

 private:
  void learn(std::shared_ptr<const db::ResultLine> line);  // remember() of a line kept already
};

Result<TableView> table_view(const db::Store& store, const db::TableLink& link);
// The same from a Floor of the event (read at the same version of the file as `store`): only what
// is the table's own is read from the file (locked rounds, calls, who wrote its lines).
Result<TableView> table_view(const db::Store& store, const Floor& floor, const db::TableLink& link);

// The players move on from round `from` with boards still to enter, which stay theirs to enter
// later: the table's round is the next one not locked with a board to enter. Pressed twice (two
// phones, a retry), the second finds the table no longer in `from` and changes nothing. The view
// after the move; "table.no_next_round" {round} when no later round is left to play.
Result<TableView> move_table_on(db::Store& store, const db::TableLink& link, int from);

// What a table's phone sends for one board. The contract in English notation ("4S", "3NTX",
// "pass"), the declarer N/E/S/W, the result as "=", "+1", "-2" or the tricks taken, the lead as
// a card ("HK"). `key` names the entry: a retry with the same key is stored once. With
// `replace`, the table corrects the line it entered for that board (until the round is locked).
struct TableEntry {
  int round = 0;
  int board = 0;
  std::string contract, declarer, result, lead;
  std::optional<int> tricks;
  std::string key;
  bool replace = false;
  // The pairs sat the other way round from the movement (its NS pair held the East-West cards):
  // stored with the pairs as they sat, noted in the audit log (LineInput::seated_other_way).
  bool other_way = false;
};

struct TableStored {
  db::ResultLine line;    // as stored, with its id and NS score
  bool repeated = false;  // the key was stored before: nothing new was written
  bool replaced = false;  // it corrected the table's earlier line
};

// The entry checked (this table's board in that round, a round the table has reached and not
// locked, the key well formed, only a contract played or passed out, a replacement only of a line
// the table entered and nobody changed since; then every check of check_line) and stored with
// its key in one transaction, the audit log saying "table N".
// Errors: "table.not_your_board", "table.round_not_reached" {round, current round},
// "table.round_locked", "table.not_its_line", "table.bad_key", "table.key_reused",
// "table.director_only", "table.entry_gone", and check_line's. A refusal that is not the file's
// trouble (file_trouble) also puts the entry before the director: report_refused_entry.
Result<TableStored> enter_at_table(db::Store& store, const db::TableLink& link, const TableEntry& entry);
// The same against `floor`, the event as the server keeps it (read from `store`'s file at its
// current version), which learns the line stored; `floor.stale` when it could not be kept true.
// Inside a Batch of the caller's (the server's group commit) the line is stored in a savepoint and
// is durable when that Batch commits.
Result<TableStored> enter_at_table(db::Store& store, Floor& floor, const db::TableLink& link, const TableEntry& entry);

// The entry checked as enter_at_table checks it, nothing stored: the line it would store, with
// its NS score (the page shows it for the opponents to confirm), and its warnings (a trick
// count far from double dummy): the page shows them beside the score, and confirming the entry
// is accepting them, so enter_at_table stores a line with warnings.
Result<Checked> check_at_table(const db::Store& store, const db::TableLink& link, const TableEntry& entry);
Result<Checked> check_at_table(const db::Store& store, const Floor& floor, const db::TableLink& link,
                               const TableEntry& entry);

// What the audit log says when a table wrote a line: "table 3".
std::string table_note(int table);

// The lines stored on a board, for a table that has entered it in a round it has reached (a
// table sees a board's traveller only once it has played it, never a later round's, even if the
// director typed its line ahead): "table.board_not_played" otherwise.
Result<std::vector<db::ResultLine>> table_traveller(const db::Store& store, const db::TableLink& link, int board);

// When a table's phone shows the points of each line on a traveller it may read: "now" (as soon
// as its line is in: the default, as Bridgemate clubs are used to), "locked" (once the director
// has locked the round the table played the board in) or "never". An event setting:
// `bandeja event edit EVENT --traveller-points WHEN`.
inline constexpr const char* kTravellerPointsWhen[] = {"now", "locked", "never"};
std::string traveller_points_when(const db::Store& store, db::Id event);
Result<void> set_traveller_points_when(db::Store& store, const db::EventInfo& event, const std::string& when);

// Whether the players must give their membership numbers at the table before the table enters
// a result ("required"), or may ("optional", the default). An event setting:
// `bandeja event edit EVENT --member-numbers required`. A pair counts as numbered when each of
// its players has a national id (given at the table, or by the director with `pairs --ids`).
inline constexpr const char* kMemberNumbers[] = {"optional", "required"};
bool member_numbers_required(const db::Store& store, db::Id event);
Result<void> set_member_numbers(db::Store& store, const db::EventInfo& event, const std::string& when);

// The points of each line of `lines` (a traveller table_traveller gave) as the event's ranking
// has them so far, in their order; none at all when the
// event setting hides them now or the event cannot be ranked yet.
struct TravellerPoints {
  std::string unit = "mp";  // "mp", "imps" (cross-IMPs, Butler, teams) or "bp" (board-a-match)
  std::vector<std::optional<double>> ns, ew;
};
std::optional<TravellerPoints> table_traveller_points(const db::Store& store, const db::TableLink& link, int board,
                                                      const std::vector<db::ResultLine>& lines);

// ---- the director's side

// Locks (no table may write in it) or unlocks a round of the event's movement; the audit trail
// keeps each change with its time and `who` ("console"). "table.no_movement", "table.no_round"
// {round, rounds}.
Result<void> lock_round(db::Store& store, const db::EventInfo& event, int round, bool locked,
                        const std::string& who = "console");

// A call for the director from a table, in the round it is playing. A table has one open call
// at most: calling again while one is open answers that call's id and raises nothing (a phone
// pressed 300 times is one call on the director's screen).
Result<db::Id> call_director(db::Store& store, const db::TableLink& link);

// An entry a table's players confirmed and the server refused (the round locked meanwhile,
// another phone of the table entered the board first, ...): a call for the director holding the
// entry and the refusal, shown on the console until the director answers it, so that nothing a
// table confirmed is lost without the director knowing. The same entry refused again (a phone
// sending it twice) is the one call, and a table has at most four open calls (the newest
// answers for any more): a phone cannot flood the console.
Result<db::Id> report_refused_entry(db::Store& store, const db::TableLink& link, const TableEntry& entry,
                                    const Error& why);

// The players of a pair give their membership numbers (national ids) at the table: at round 1,
// or when a substitute sits down. `pair` must be one of the two pairs at the link's table in
// `round`, a round not locked; the ids are read in capitals and checked as national_ids checks
// them, and the pair is named from the players' register as `pairs --ids` names it (name_pair).
// A number the register does not have, for a player without a name, is refused
// (table.member_unknown {id, pair}) and put before the director as a call saying the pair and
// the number, so that the director names the player; the pair stays as it was. Returns the pair
// as stored.
Result<db::Pair> seat_players(db::Store& store, const db::TableLink& link, int round, const std::string& pair,
                              const std::vector<std::string>& ids, const db::Store* members = nullptr);

// What a call holds of a refused entry: its board, the entry as the phone sent it ("4S N = HK")
// and why it was refused. Empty for a call from the table's button. A call about something else
// the table could not do (a membership number the register does not have) has board 0, no
// entry, and `why`.
struct RefusedEntry {
  int board = 0;
  std::string entry;
  Error why;
  bool other_way = false;  // the table said its pairs sat the other way round
};
std::optional<RefusedEntry> refused_entry(const db::DirectorCall& call);
Result<void> answer_call(db::Store& store, const db::EventInfo& event, db::Id call);

// The director settles an open call holding a refused entry by storing that entry: on its board,
// at the call's table and round, as the table's players confirmed it (their warnings accepted),
// replacing the line the board has there (the other phone's result, when two disagreed), in a
// locked round too; the call is answered in the same transaction, the audit log says `note`.
// "store.no_call" {call} for no open call of the event, "call.no_entry" {call} for a call from
// the table's button; else enter_line's errors, and nothing is stored nor answered.
Result<Stored> store_refused_entry(db::Store& store, const db::EventInfo& event, db::Id call, Lang lang,
                                   const std::string& note);

// Whether the director has published the event's results on the server's results pages, and
// publishing (or withdrawing) them. Publishing ranks the event first: an event that cannot be
// ranked is not published (the ranking's error).
bool is_published(const db::Store& store, db::Id event);
Result<void> set_published(db::Store& store, const db::EventInfo& event, bool published);

// The evening as a grid of tables by rounds: for each cell, who sits there, how many boards it
// plays and how many are entered.
struct GridCell {
  int table = 0, round = 0;
  std::string ns, ew;
  int boards = 0, entered = 0;
  // The boards not entered of a round the table has left: "later" while the round is open (the
  // table moved on and may still enter them), "not_played" once it is locked (the director
  // gives the board a result, an adjusted score or "not played").
  std::vector<int> later, not_played;
};
struct EveningGrid {
  int tables = 0, rounds = 0;
  std::vector<GridCell> cells;  // by round, then table; a table with no row that round is absent
  std::vector<int> locked;      // locked rounds
  std::vector<db::DirectorCall> open_calls;
  const GridCell* cell(int table, int round) const;
};
EveningGrid evening_grid(const db::Store& store, const db::EventInfo& event);

// What round `round` still waits for: the tables with a board to enter, and how many boards.
// Locking it now would refuse a table still entering one (the director is asked first).
struct RoundGaps {
  std::vector<int> tables;
  int boards = 0;
};
RoundGaps round_gaps(const EveningGrid& grid, int round);

}  // namespace bandeja::director
