#pragma once
// The interchange document: one event as a plain value, with everything a results file or a
// results page carries. PBN and USEBIO read and write it, the site and the text/CSV renderers
// print it, and the app maps it to and from the event store. Pure: no I/O.
//
// Scores are always North-South's. A line's points (matchpoints, IMPs or board points, after
// Neuberg factoring) and the standings are the ranking, as libranking computed it or as a file
// from another program gave it; the formats carry them, they never compute them.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/deal/analysis.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/ranking/scoring.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::formats {

// How boards are scored: libranking's one Scoring enum (ids as in `bandeja rank --scoring` and
// the event store: "mp", "cross-imps", "butler", "bam", "imps").
using ranking::Scoring;
using ranking::scoring_from_id;  // inverse; nullopt if unknown
using ranking::scoring_id;       // "mp", "cross-imps", ...
using ranking::is_imp_scoring;   // cross-imps, butler, imps

struct Player {
  std::string name;
  std::string national_id;  // federation number, "" when unknown
  friend bool operator==(const Player&, const Player&) = default;
};

// A pair or a team.
struct Entrant {
  std::string id;     // "1NS", "3EW", "7"; a team's number
  std::string field;  // "NS" or "EW" in a two-winner event, "" otherwise
  std::string name;   // a team's name; "" for a pair
  std::vector<Player> players;
  std::string section;  // a session's section letter ("A"; the id then is "A1NS"); "" otherwise
  // "Ana García – Luis Pérez" (players joined by " – "), or the team name when it has one.
  std::string names() const;
  friend bool operator==(const Entrant&, const Entrant&) = default;
};

// One line of a traveller.
struct Line {
  std::optional<int> round;
  std::optional<int> table;
  std::string ns, ew;           // entrant ids
  score::Entry entry = score::NotPlayed{};
  std::optional<int> ns_score;  // played, pass, score alone; none for artificial / not played
  std::optional<double> ns_points, ew_points;  // the ranking's points for this line, if ranked
  // A fouled board (Law 87): the form of the board this line played, 0 as dealt, 1, 2... a
  // changed form, whose lines were scored as a group of their own.
  int foul_group = 0;
  friend bool operator==(const Line&, const Line&) = default;
};

struct Board {
  int number = 0;
  // A session's section letter when the document keeps one traveller per board and section
  // (a session ranked section by section); "" otherwise (one traveller per board).
  std::string section;
  score::Seat dealer = score::Seat::North;
  score::Vulnerability vulnerability;
  std::optional<Deal> deal;     // the hand record, when known
  std::optional<deal::Analysis> analysis;  // its double-dummy tricks and par, when known
  std::optional<double> datum;  // Butler datum, when the ranking has one
  std::vector<Line> lines;
  friend bool operator==(const Board&, const Board&) = default;
};

// One row of the final ranking.
struct Standing {
  std::string entrant;             // entrant id
  std::optional<double> total;     // matchpoints, IMPs, board points or VPs
  std::optional<double> percent;   // of the tops of the boards played (matchpoints)
  std::string place;               // "1", "2=", ...
  std::optional<double> penalty;   // what procedural penalties took off the total, if any
  friend bool operator==(const Standing&, const Standing&) = default;
};

// A director's ruling on the event, as every output shows it.
struct Ruling {
  std::string kind;                // "fouled" (Law 87) | "penalty" (Law 90)
  std::optional<int> board;        // fouled: the board; penalty: the board, or none (the session)
  // Fouled: the lines that played the changed form, those of these rounds, or of these
  // North-South pairs. Penalty: the one pair penalised.
  std::optional<int> first_round, last_round;
  std::vector<std::string> pairs;
  std::optional<double> top_percent, imps;  // penalty: as given, a share of a top or IMPs
  std::optional<double> points;    // penalty: what the ranking took off, once ranked
  bool ebu_small_groups = false;   // fouled: small groups get the EBU's fixed shares of the top
  std::string reason;
  friend bool operator==(const Ruling&, const Ruling&) = default;
};

// A team of a teams event: its number, its name and its pairs (entrant ids; the traveller
// lines name pairs, so a team's boards are its pairs' lines).
struct Team {
  std::string id;                  // "3"
  std::string name;                // "García"; "" when not named
  std::vector<std::string> pairs;  // "3NS", "3EW"
  friend bool operator==(const Team&, const Team&) = default;
};

// One row of a teams event's standings: VPs (IMP matches) or board points (board-a-match).
struct TeamStanding {
  std::string team;               // team id
  std::string place;              // "1", "2=", ...
  std::optional<double> total;    // VPs, or board points in board-a-match
  std::optional<int> matches;     // matches played, when known
  std::optional<double> percent;  // board-a-match: board points per board played × 100
  friend bool operator==(const TeamStanding&, const TeamStanding&) = default;
};

// One match of a teams event: A against B in a round, their IMPs (board points in
// board-a-match) and VPs (absent in board-a-match, whose board points are the result).
struct TeamMatch {
  int round = 0;
  std::string a, b;          // team ids
  double a_score = 0, b_score = 0;
  std::optional<double> a_vp, b_vp;
  friend bool operator==(const TeamMatch&, const TeamMatch&) = default;
};

// A team that sat out a round of a Swiss with an odd number of teams, and the VPs (board points
// in board-a-match) the bye gave it; its standing's total counts them.
struct TeamBye {
  int round = 0;
  std::string team;
  double points = 0;
  friend bool operator==(const TeamBye&, const TeamBye&) = default;
};

struct EventRecord {
  std::string name;
  std::string site;   // club or venue, "" when unknown
  std::string date;   // ISO "2026-11-29", "" when unknown
  Scoring scoring = Scoring::Matchpoints;
  bool teams = false;
  // Teams at IMPs: each side kept its own award where awards did not balance (A60-60), rather
  // than the two being averaged into one margin (docs/ranking.md).
  bool each_side_awards = false;
  int winners = 2;    // 2: NS and EW fields; 1: one field
  // An individual (Rainbow): the entrants are the players and the partnerships ("1+11") the
  // lines name; the ranking is the players'.
  bool individual = false;
  std::vector<Entrant> entrants;  // in display order
  std::vector<Board> boards;      // by number
  std::vector<Standing> ranking;  // by place; empty when not ranked
  // Teams events: the teams (empty in a pairs event, or when the teams are not known), their
  // standings by place and the matches by round (both empty when not ranked).
  std::vector<Team> team_list;
  std::vector<TeamStanding> team_ranking;
  std::vector<TeamMatch> matches;
  std::vector<TeamBye> byes;      // a Swiss's byes, by round (empty: none)
  // Provisional results: of the results the movement expects (`results_expected`), how many
  // are still to come. Both 0 when the director has marked the evening final or it has no
  // movement to say what is expected. Every output shows a provisional ranking as such.
  int results_missing = 0, results_expected = 0;
  bool provisional() const { return results_missing > 0; }
  // The director's rulings that stand (fouled boards, procedural penalties), in the order given.
  std::vector<Ruling> rulings;
  friend bool operator==(const EventRecord&, const EventRecord&) = default;

  const Entrant* entrant(std::string_view id) const;
  const Board* board(int number) const;
  const Team* team(std::string_view id) const;
  const Team* team_of(std::string_view entrant_id) const;  // the team a pair plays for
  // A team's players, pair by pair: "Ana – Luis / Eva – Juan" ("" when none is named).
  std::string team_players(const Team& t) const;
};

// The matches and byes of a teams event in round order, a round's byes after its matches: what
// every output lists under "Matches". Exactly one of the two is set.
struct MatchOrBye {
  const TeamMatch* match = nullptr;
  const TeamBye* bye = nullptr;
};
std::vector<MatchOrBye> matches_and_byes(const EventRecord& r);

// The two players of an individual's partnership "1+11" ({"1", "11"}); none for a pair's id.
std::vector<std::string> partnership_players(std::string_view id);

// The entrants and teams of one record looked up by id, for a writer that asks per traveller
// line (EventRecord's own lookups scan, which is lines x entrants). Built once from `ev`, which
// must outlive it and not change meanwhile.
class EventIndex {
 public:
  explicit EventIndex(const EventRecord& ev);
  const Entrant* entrant(std::string_view id) const;
  const Team* team_of(std::string_view entrant_id) const;

 private:
  std::map<std::string_view, const Entrant*, std::less<>> entrants_;
  std::map<std::string_view, const Team*, std::less<>> team_of_;
};

// A line's NS score is score::ns_score (entry.hpp); a result line is read by score::read_entry
// and its artificial score written by score::artificial_text.

// A board's percentage of its top for one side of a line, for matchpoint scoring: the top is
// the sum of the two sides' points of a real (not artificial) line of the board. nullopt when
// the board has no ranked real line.
std::optional<double> board_top(const Board& b);

// The mean NS score of the board's real results (played, pass, score alone); nullopt if none.
std::optional<double> board_average(const Board& b);

// Checks that a document hangs together: boards numbered once each, lines naming known
// entrants, standings naming known entrants (a board is numbered once per section). Importers
// call it last.
Result<void> check(const EventRecord& r);

// Dates: ISO "2026-11-29" <-> PBN "2026.11.29" <-> USEBIO "29/11/2026". PBN's Date is read
// by date_from_pbn (pbn.hpp), which also reads the other forms PBN files carry.
std::string pbn_date(std::string_view iso);
std::string usebio_date(std::string_view iso);
Result<std::string> iso_from_usebio_date(std::string_view usebio);

// A number as files write it: integers without decimals, otherwise up to two decimals
// ("8", "8.5", "59.56").
std::string number_text(double v);
// The same number as a person reads it in `lang` ("59,56" in Spanish and French).
std::string number_text(double v, Lang lang);

}  // namespace bandeja::formats
