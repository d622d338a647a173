// A scripted club evening over loopback, as #46 asks: 15 tables of a Mitchell, 9 rounds of 3
// boards (27 boards a table, 405 lines), every table on a phone of its own that speaks the table
// page's protocol (table.js): an entry confirmed goes into the phone's outbox and stays there
// until the server has answered it, sent again with the same key after a lost connection; an
// entry the server refuses is kept as refused. A second phone at some tables. The director works
// the console between rounds: locks the round before last (asked first when boards are missing),
// reads the calls on the event page and settles each one.
//
// The mishaps of a real evening, drawn from a fixed seed (at most one per table and round):
// corrections, a board left for later, an answer lost on the way back (the retry is stored once),
// offline spells (entries queued, sent when the connection comes back), a phone offline while
// the director locks its round (its confirmed entry is refused, reaches the console, and the
// director stores it), two phones of a table disagreeing on a board (either phone first), a
// substitute's membership number the register does not have.
//
// At the end the test counts: every result the tables confirmed is stored exactly once, as they
// last confirmed it; every entry refused to a phone and every unknown number was on the console
// as a call until the director settled it; nothing is left in a phone's outbox or open on the
// console.
#include <doctest/doctest.h>

#include <cstdlib>
#include <deque>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <thread>

#include "bandeja/director/players.hpp"
#include "bandeja/director/tables.hpp"
#include "http_fixture.hpp"

using namespace bandeja;
using namespace bandeja::test;

namespace {

constexpr int kTables = 15, kRounds = 9, kBoardsPerRound = 3;

enum class Mishap {
  None,
  Correction,         // the table corrects its first board after storing it
  LaterBoard,         // the first board left for later, entered after the next round's boards
  LostAnswer,         // the answer to the second board is lost; the phone sends it again
  OfflineSpell,       // the last two boards queued offline, sent when the next round starts
  OfflineThroughLock, // the last board queued offline until the director has locked the round
  SecondPhoneAfter,   // a second phone enters the last board with another result, after the first
  SecondPhoneFirst,   // a second phone enters the first board with another result, before the first
  Substitute,         // a substitute gives a membership number the register does not have
  OtherWay,           // the pairs sat the other way round: every board of the round said so
};

// What the tables' phones did, for the test to count (each phone writes its own; read after).
struct Said {
  std::map<std::tuple<int, int, int>, Played> confirmed;  // (table, round, board) -> last confirmed by its phone
  std::set<std::tuple<int, int, int>> other_way;          // ... said to be seated the other way round
  int refused = 0;           // entries a phone was refused (each one a call for the director)
  int unknown_numbers = 0;   // membership numbers refused as unknown (each one a call)
  int repeats = 0;           // entries sent again with their key and answered as stored already
  int sent_twice_stored_once = 0;
  std::map<Mishap, int> mishaps;
  std::vector<std::string> trouble;  // anything the phone did not expect, said in words
};

// A phone at a table: the page's outbox and its rules.
class Phone {
 public:
  Phone(const Served& s, int table, std::string name, Said& said)
      : s_(s), table_(table), name_(std::move(name)), said_(said), client_(s.client()) {}

  // East-West confirm an entry: kept in the outbox, then sent while the phone is online.
  void confirm(int round, int board, const Played& p, bool replace = false, bool primary = true, bool other_way = false) {
    Json e = entry(round, board, p.contract, p.declarer, p.result, name_ + "-" + std::to_string(++keys_));
    if (replace) e["replace"] = true;
    if (other_way) e["other_way"] = true;
    if (primary) {
      said_.confirmed[{table_, round, board}] = p;
      if (other_way) said_.other_way.insert({table_, round, board});
      else said_.other_way.erase({table_, round, board});
    }
    outbox_.push_back(e);
    flush();
  }

  // Sends the outbox, oldest first, until the connection fails or it is empty.
  void flush() {
    while (online_ && !outbox_.empty()) {
      const Json& e = outbox_.front();
      const Answer a = post_json(*client_, "/api/t/" + s_.token(table_) + "/results", e);
      if (a.status == 0 || a.status >= 500) return;  // kept; sent again later with the same key
      if (a.status == 200 && a.json.value("repeated", false)) ++said_.repeats;
      if (a.status != 200 && a.status != 201) {
        ++said_.refused;  // the page keeps it, shown as NOT stored; the server has called the director
        last_refusal_ = a.json.contains("error") ? a.json["error"].value("code", std::string()) : std::to_string(a.status);
      }
      outbox_.pop_front();
    }
  }

  // The answer to this entry is lost on the way back: the server stored it, the phone does not
  // know, keeps it and sends it again with the same key.
  void confirm_answer_lost(int round, int board, const Played& p) {
    Json e = entry(round, board, p.contract, p.declarer, p.result, name_ + "-" + std::to_string(++keys_));
    said_.confirmed[{table_, round, board}] = p;
    (void)post_json(*client_, "/api/t/" + s_.token(table_) + "/results", e);  // the answer dropped
    outbox_.push_back(e);
    const int before = said_.repeats;
    flush();
    if (said_.repeats == before + 1) ++said_.sent_twice_stored_once;
    else said_.trouble.push_back("table " + std::to_string(table_) + ": a lost answer's retry was not answered as stored already");
  }

  void move_on(int round) {
    const Answer a = post_json(*client_, "/api/t/" + s_.token(table_) + "/next", Json{{"round", round}});
    if (a.status != 200) said_.trouble.push_back("table " + std::to_string(table_) + ": moving on from round " + std::to_string(round) +
                                                 " answered " + std::to_string(a.status) + " " + a.body);
  }

  void substitute(int round, const std::string& pair) {
    const Answer a = post_json(*client_, "/api/t/" + s_.token(table_) + "/players",
                               Json{{"round", round}, {"pair", pair}, {"ids", {"ES10001", "ES9" + std::to_string(100 + table_)}}});
    if (a.status == 422 && a.json["error"].value("code", std::string()) == "table.member_unknown") ++said_.unknown_numbers;
    else said_.trouble.push_back("table " + std::to_string(table_) + ": an unknown number answered " + std::to_string(a.status));
  }

  void go_offline() { online_ = false; }
  void go_online() {
    online_ = true;
    flush();
  }
  bool online() const { return online_; }
  size_t waiting() const { return outbox_.size(); }
  const std::string& last_refusal() const { return last_refusal_; }

 private:
  const Served& s_;
  int table_;
  std::string name_;
  Said& said_;
  std::unique_ptr<httplib::Client> client_;
  std::deque<Json> outbox_;
  bool online_ = true;
  int keys_ = 0;
  std::string last_refusal_;
};

// Another result than `p`: what a second phone (or a correction) says instead.
Played other_than(const Played& p) { return {p.contract, p.declarer, p.result == "=" ? "-1" : "="}; }

// One table through the evening: its primary phone, a second phone, its mishaps.
struct Table {
  int number = 0;
  Said said;
  std::unique_ptr<Phone> phone, second;
  std::map<int, Mishap> plan;           // round -> its mishap
  std::optional<std::pair<int, int>> later;  // (round, board) left for later, to enter next round
  int offline_until_play_of = 0;        // an offline spell: back online when this round starts
  int held_round = 0;                   // offline through the director's lock of this round

  void play(const Served& s, int round) {
    if (offline_until_play_of == round) {
      phone->go_online();
      offline_until_play_of = 0;
    }
    if (round > kRounds) return;
    const auto& row = s.row(round, number);
    const std::vector<int>& boards = row.boards;
    const Mishap m = plan[round];
    ++said.mishaps[m];
    for (size_t k = 0; k < boards.size(); ++k) {
      const int b = boards[k];
      const Played p = played(b, number);
      if (m == Mishap::LaterBoard && k == 0) continue;  // left for later
      if (m == Mishap::OfflineSpell && k == boards.size() - 2) {
        phone->go_offline();
        offline_until_play_of = round + 1;
      }
      if (m == Mishap::OfflineThroughLock && k == boards.size() - 1) {
        phone->go_offline();
        held_round = round;
      }
      if (m == Mishap::SecondPhoneFirst && k == 0) second->confirm(round, b, other_than(p), false, false);
      if (m == Mishap::LostAnswer && k == 1) {
        phone->confirm_answer_lost(round, b, p);
        continue;
      }
      phone->confirm(round, b, p, false, true, m == Mishap::OtherWay);
      if (m == Mishap::Correction && k == 0) phone->confirm(round, b, other_than(p), true);
      if (m == Mishap::SecondPhoneAfter && k == boards.size() - 1) second->confirm(round, b, other_than(p), false, false);
    }
    if (m == Mishap::LaterBoard) {
      phone->move_on(round);
      const auto before = later;
      later = std::pair{round, boards[0]};
      if (before) said.trouble.push_back("two boards left for later at once");
    } else if (later) {
      // The board left for later in the round before, entered after this round's.
      phone->confirm(later->first, later->second, played(later->second, number));
      later.reset();
    }
    if (m == Mishap::Substitute) phone->substitute(round, *row.ew);
  }
};

// The console's event page as the director reads it.
std::string event_page(const Served& s, httplib::Client& c, const Director& d) {
  const Answer a = get(c, "/director/events/" + std::to_string(s.event.id), d.headers());
  REQUIRE(a.status == 200);
  return a.body;
}

size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

}  // namespace

TEST_CASE("A club evening of 15 tables and 27 boards with the mishaps of a real night: every confirmed result stored once, every conflict shown to the director") {
  Served::Setup setup;
  setup.movement = mitchell(kTables, kBoardsPerRound);
  setup.movement.rounds = kRounds;
  setup.password = true;
  Served s(setup);
  {
    auto store = s.store();
    REQUIRE(director::add_member(store, "ES10001", "Ana García", "").has_value());
  }
  REQUIRE(s.event.rounds == kRounds);

  // The mishaps, from a fixed seed: at most one per table and round; after a phone held offline
  // through a lock, its next round is plain (it is offline for it); none leaves a board for
  // later in the last round (there is no round after it to move on to).
  // BANDEJA_EVENING_SEED tries another night (the suite's is fixed, so a failure repeats).
  const char* seed = std::getenv("BANDEJA_EVENING_SEED");
  std::mt19937 rng(seed ? static_cast<unsigned>(std::strtoul(seed, nullptr, 10)) : 20261207u);
  std::vector<Table> tables(kTables);
  for (int t = 1; t <= kTables; ++t) {
    Table& table = tables[static_cast<size_t>(t - 1)];
    table.number = t;
    table.phone = std::make_unique<Phone>(s, t, "t" + std::to_string(t), table.said);
    table.second = std::make_unique<Phone>(s, t, "t" + std::to_string(t) + "b", table.said);
    for (int r = 1; r <= kRounds; ++r) {
      const int draw = static_cast<int>(rng() % 100);
      Mishap m = draw < 50 ? Mishap::None
               : draw < 57 ? Mishap::Correction
               : draw < 64 ? Mishap::LaterBoard
               : draw < 71 ? Mishap::LostAnswer
               : draw < 78 ? Mishap::OfflineSpell
               : draw < 84 ? Mishap::OfflineThroughLock
               : draw < 90 ? Mishap::SecondPhoneAfter
               : draw < 94 ? Mishap::SecondPhoneFirst
               : draw < 97 ? Mishap::Substitute
                           : Mishap::OtherWay;
      const Mishap before = r > 1 ? table.plan[r - 1] : Mishap::None;
      if (before == Mishap::OfflineThroughLock || before == Mishap::OfflineSpell || before == Mishap::LaterBoard) m = Mishap::None;
      if (m == Mishap::LaterBoard && r == kRounds) m = Mishap::None;
      table.plan[r] = m;
    }
  }

  auto c = s.client();
  const Director d = signed_in(s, *c);
  const std::string base = "/director/events/" + std::to_string(s.event.id);
  int shown_calls = 0, stored_from_calls = 0, answered_calls = 0, lock_questions = 0, conflicts_shown = 0;
  std::set<db::Id> settled;

  // The director between rounds: lock the round before last, let the phones held offline through
  // it come back, then read every call on the console and settle it.
  auto director_turn = [&](int lock) {
    if (lock >= 1) {
      Answer a = console_post(*c, d, base + "/rounds/" + std::to_string(lock) + "/lock", {{"locked", "1"}, {"csrf", d.csrf}});
      if (a.status == 200) {  // boards are missing: the console asks first, naming the tables
        ++lock_questions;
        CHECK(has(a.body, "name=\"confirm\""));
        a = console_post(*c, d, base + "/rounds/" + std::to_string(lock) + "/lock",
                         {{"locked", "1"}, {"confirm", "1"}, {"csrf", d.csrf}});
      }
      REQUIRE(a.status == 303);
      for (auto& t : tables)
        if (t.held_round == lock) {
          t.held_round = 0;
          t.phone->go_online();
        }
    }
    const std::string page = event_page(s, *c, d);
    for (const auto& call : s.store().calls(s.event.id)) {
      if (call.answered_at) continue;
      const std::string path = base + "/calls/" + std::to_string(call.id);
      // Every open call is on the director's page, with its buttons.
      CHECK_MESSAGE(has(page, "action=\"" + path + "/answer\""), "call " << call.id << " is not on the console");
      ++shown_calls;
      const auto refused = director::refused_entry(call);
      REQUIRE(refused);
      bool store = false;
      if (refused->board > 0) {
        // The table's own phone confirmed this: stored. A second phone's other result: answered.
        auto& said = tables[static_cast<size_t>(call.table - 1)].said;
        const auto it = said.confirmed.find({call.table, call.round.value_or(0), refused->board});
        REQUIRE(it != said.confirmed.end());
        const Played& p = it->second;
        store = refused->entry == p.contract + " " + p.declarer + " " + p.result;
        CHECK_MESSAGE(has(page, "action=\"" + path + "/store\""), "the refused entry of call " << call.id << " cannot be stored from the console");
        // The table's phone is told the entry waits for the director (it keeps its warning).
        const Answer view = get(*c, "/api/t/" + s.token(call.table));
        CHECK_MESSAGE(view.json["awaiting"].dump().find("[" + std::to_string(call.round.value_or(0)) + "," +
                                                       std::to_string(refused->board) + "]") != std::string::npos,
                      "table " << call.table << " is not told its entry waits: " << view.json["awaiting"].dump());
        // Two results of one board from the table: a conflict, both shown side by side.
        if (refused->why.code == "table.already_entered") {
          CHECK(has(page, "<li class=\"not-stored conflict\">"));
          ++conflicts_shown;
        }
      }
      const Answer a = console_post(*c, d, path + (store ? "/store" : "/answer"), {{"csrf", d.csrf}});
      CHECK_MESSAGE(a.status == 303, "settling call " << call.id << ": " << a.status << " " << a.body.substr(0, 300));
      (store ? stored_from_calls : answered_calls) += 1;
      settled.insert(call.id);
    }
  };

  // Each round: every table plays at once on its own phone, then the director's turn.
  for (int round = 1; round <= kRounds + 1; ++round) {
    std::vector<std::thread> phones;
    for (auto& t : tables) phones.emplace_back([&t, &s, round] { t.play(s, round); });
    for (auto& p : phones) p.join();
    director_turn(round - 1);  // after the last round's turn (round 10), the last round locked
  }

  // What the phones did.
  Said all;
  for (const auto& t : tables) {
    for (const auto& [k, p] : t.said.confirmed) all.confirmed[k] = p;
    all.other_way.insert(t.said.other_way.begin(), t.said.other_way.end());
    all.refused += t.said.refused;
    all.unknown_numbers += t.said.unknown_numbers;
    all.repeats += t.said.repeats;
    all.sent_twice_stored_once += t.said.sent_twice_stored_once;
    for (const auto& [m, n] : t.said.mishaps) all.mishaps[m] += n;
    for (const auto& why : t.said.trouble) FAIL_CHECK(why);
    CHECK_MESSAGE(t.phone->waiting() == 0, "table " << t.number << "'s phone still keeps " << t.phone->waiting() << " entries");
    CHECK(t.second->waiting() == 0);
  }
  for (Mishap m : {Mishap::Correction, Mishap::LaterBoard, Mishap::LostAnswer, Mishap::OfflineSpell, Mishap::OfflineThroughLock,
                   Mishap::SecondPhoneAfter, Mishap::SecondPhoneFirst, Mishap::Substitute, Mishap::OtherWay})
    CHECK_MESSAGE(all.mishaps[m] > 0, "the evening had no mishap of kind " << static_cast<int>(m));
  MESSAGE("mishaps: correction " << all.mishaps[Mishap::Correction] << ", left for later " << all.mishaps[Mishap::LaterBoard]
          << ", answer lost " << all.mishaps[Mishap::LostAnswer] << ", offline " << all.mishaps[Mishap::OfflineSpell]
          << ", offline through a lock " << all.mishaps[Mishap::OfflineThroughLock] << ", second phone after "
          << all.mishaps[Mishap::SecondPhoneAfter] << ", second phone first " << all.mishaps[Mishap::SecondPhoneFirst]
          << ", substitute " << all.mishaps[Mishap::Substitute] << ", seated the other way round "
          << all.mishaps[Mishap::OtherWay] << "; refused " << all.refused << ", calls shown "
          << shown_calls << " (stored " << stored_from_calls << ", answered " << answered_calls << "), conflicts " << conflicts_shown << ", lock questions "
          << lock_questions);

  // Every result a table's phone confirmed: stored exactly once, as it last confirmed it.
  const auto lines = s.lines();
  CHECK(all.confirmed.size() == static_cast<size_t>(kTables * kRounds * kBoardsPerRound));
  CHECK(lines.size() == all.confirmed.size());
  std::map<std::tuple<int, int, int>, int> stored;
  for (const auto& l : lines) ++stored[{l.table.value_or(0), l.round.value_or(0), l.board}];
  for (const auto& [k, p] : all.confirmed) {
    const auto [table, round, board] = k;
    CHECK_MESSAGE(stored[k] == 1, "table " << table << " round " << round << " board " << board << " is stored " << stored[k] << " times");
    const auto it = std::find_if(lines.begin(), lines.end(), [&](const db::ResultLine& l) {
      return l.table == table && l.round == round && l.board == board;
    });
    if (it == lines.end()) continue;
    CHECK_MESSAGE(is_line(*it, round, table, board, p),
                  "table " << table << " round " << round << " board " << board << " holds another result than the table confirmed");
    // The pairs as they sat: the movement's, or the other way round when the table said so.
    const auto& row = s.row(round, table);
    const bool other_way = all.other_way.contains(k);
    CHECK_MESSAGE(it->ns == (other_way ? *row.ew : *row.ns),
                  "table " << table << " round " << round << " board " << board << " has " << it->ns << " North-South");
  }
  // Every entry refused to a phone, and every unknown number, was a call on the console, each
  // settled: none left open.
  CHECK(shown_calls == all.refused + all.unknown_numbers);
  CHECK(conflicts_shown == all.mishaps[Mishap::SecondPhoneAfter] + all.mishaps[Mishap::SecondPhoneFirst]);
  CHECK(all.repeats >= all.sent_twice_stored_once);
  CHECK(all.sent_twice_stored_once == all.mishaps[Mishap::LostAnswer]);
  for (const auto& call : s.store().calls(s.event.id)) CHECK_MESSAGE(call.answered_at, "call " << call.id << " is still open");
  for (int t = 1; t <= kTables; ++t) CHECK(get(*c, "/api/t/" + s.token(t)).json["awaiting"].empty());
  const std::string last = event_page(s, *c, d);
  CHECK(occurrences(last, "<li class=\"not-stored\">") == 0);
  // And the evening ranks.
  CHECK(run_cli({"--db", s.db, "rank", s.event.name}).status == 0);
}
