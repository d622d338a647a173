#pragma once
// Three small events as interchange documents, worked by hand, for the format tests:
// a 3-table two-winner Mitchell with a hand record, a 6-pair Howell with an artificial
// adjusted score (Neuberg-factored matchpoints), and a 4-pair cross-IMP event.
#include <string>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"

namespace sample {

using namespace bandeja;
using namespace bandeja::formats;

inline Line played(int round, int table, std::string ns, std::string ew, const char* contract,
                   score::Seat decl, int tricks, int board, double nsp, double ewp,
                   const char* lead = nullptr) {
  Line l;
  l.round = round;
  l.table = table;
  l.ns = std::move(ns);
  l.ew = std::move(ew);
  score::Played p{*score::parse_contract(contract), decl, tricks, std::nullopt};
  if (lead) p.lead = lead;
  l.entry = p;
  l.ns_score = score::ns_score(l.entry, score::vulnerability(board));
  l.ns_points = nsp;
  l.ew_points = ewp;
  return l;
}

inline Line other(int round, int table, std::string ns, std::string ew, score::Entry e, int board,
                  double nsp, double ewp) {
  Line l;
  l.round = round;
  l.table = table;
  l.ns = std::move(ns);
  l.ew = std::move(ew);
  l.entry = e;
  l.ns_score = score::ns_score(e, score::vulnerability(board));
  l.ns_points = nsp;
  l.ew_points = ewp;
  return l;
}

inline Board board(int n) {
  Board b;
  b.number = n;
  b.dealer = score::dealer(n);
  b.vulnerability = score::vulnerability(n);
  return b;
}

inline Entrant pair(std::string id, std::string field, std::string a, std::string b,
                    std::string id_a = "", std::string id_b = "") {
  return Entrant{std::move(id), std::move(field), "", {Player{std::move(a), std::move(id_a)}, Player{std::move(b), std::move(id_b)}}, ""};
}

constexpr const char* kDeal1 =
    "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765";

// 3 tables, NS and EW fields, one board a round. Top 2 on every board.
//   board 1: 450 (2/0), 420 (1/1), 400 (0/2)
//   board 2 (NS vul): +100 (3HX by E -1), pass, -110
//   board 3 (EW vul): +90, -50 (score alone), -790 (4HX by W =)
inline EventRecord mitchell() {
  using S = score::Seat;
  EventRecord ev;
  ev.name = "Tuesday <Mitchell> & friends";
  ev.site = "Club \"La Bandeja\"";
  ev.date = "2026-11-24";
  ev.scoring = Scoring::Matchpoints;
  ev.winners = 2;
  ev.entrants = {pair("1NS", "NS", "Ana García", "Luis Pérez"),
                 pair("2NS", "NS", "Pat O'Brien", "Jo <Sons>"),
                 pair("3NS", "NS", "Kim Lee", "Sam Roe"),
                 pair("1EW", "EW", "Eva Díaz", "Raúl Gil"),
                 pair("2EW", "EW", "Mia Sol", "Tom & Jerry"),
                 pair("3EW", "EW", "Ada King", "Ben Cho")};
  Board b1 = board(1);
  b1.deal = *parse_deal(kDeal1);
  b1.lines = {played(1, 1, "1NS", "1EW", "4S", S::North, 10, 1, 1, 1, "HK"),
              played(2, 2, "2NS", "3EW", "4S", S::North, 11, 1, 2, 0, "D2"),
              played(3, 3, "3NS", "2EW", "3NT", S::South, 9, 1, 0, 2)};
  Board b2 = board(2);
  b2.lines = {played(1, 2, "2NS", "2EW", "2H", S::East, 8, 2, 0, 2),
              played(2, 1, "1NS", "3EW", "3HX", S::East, 8, 2, 2, 0),
              other(3, 3, "3NS", "1EW", score::PassedOut{}, 2, 1, 1)};
  Board b3 = board(3);
  b3.lines = {played(1, 3, "3NS", "3EW", "1NT", S::South, 7, 3, 2, 0),
              played(2, 2, "2NS", "1EW", "4HX", S::West, 10, 3, 0, 2),
              other(3, 1, "1NS", "2EW", score::ScoreOnly{-50}, 3, 1, 1)};
  ev.boards = {b1, b2, b3};
  ev.ranking = {{"1NS", 4, 66.67, "1", std::nullopt}, {"3NS", 3, 50, "2", std::nullopt},    {"2NS", 2, 33.33, "3", std::nullopt},
                {"2EW", 5, 83.33, "1", std::nullopt}, {"1EW", 4, 66.67, "2", std::nullopt}, {"3EW", 0, 0, "3", std::nullopt}};
  return ev;
}

// 6 pairs, one field, 3 tables, 2 boards each played three times.
// Board 1: +430, +400 and an artificial A60-40: two real results against three expected,
// Neuberg: (1 + ½) × 3/2 − ½ = 1.75 and (0 + ½) × 3/2 − ½ = 0.25; the adjusted line gets 60% /
// 40% of the top of 2: 1.2 / 0.8. Board 2 (NS vul): +620, −100, +620 (top 2).
inline EventRecord howell() {
  using S = score::Seat;
  EventRecord ev;
  ev.name = "Howell with an adjusted score";
  ev.date = "2026-11-25";
  ev.scoring = Scoring::Matchpoints;
  ev.winners = 1;
  ev.entrants = {pair("1", "", "Uno Uno", "Una Una", "EBU1001", "EBU1002"), pair("2", "", "Dos", "Dos Bis"),
                 pair("3", "", "Tres", "Tres Bis"), pair("4", "", "Cuatro", "Cuatro Bis"),
                 pair("5", "", "Cinco", "Cinco Bis"), pair("6", "", "Seis", "Seis Bis")};
  Board b1 = board(1);
  b1.lines = {played(1, 1, "1", "2", "3NT", S::North, 10, 1, 1.75, 0.25),
              played(2, 2, "3", "4", "3NT", S::North, 9, 1, 0.25, 1.75),
              other(3, 3, "5", "6", score::Artificial{60, 40}, 1, 1.2, 0.8)};
  Board b2 = board(2);
  b2.lines = {played(1, 2, "2", "5", "4H", S::South, 10, 2, 1.5, 0.5),
              played(2, 3, "4", "1", "4H", S::South, 9, 2, 0, 2),
              played(3, 1, "6", "3", "4H", S::South, 10, 2, 1.5, 0.5)};
  ev.boards = {b1, b2};
  ev.ranking = {{"1", 3.75, 93.75, "1", std::nullopt}, {"6", 2.3, 57.5, "2", std::nullopt},  {"2", 1.75, 43.75, "3=", std::nullopt},
                {"4", 1.75, 43.75, "3=", std::nullopt}, {"5", 1.7, 42.5, "5", std::nullopt}, {"3", 0.75, 18.75, "6", std::nullopt}};
  return ev;
}

// 4 pairs, cross-IMPs. Board 1: +420 against −50 (470 → 10 IMPs); board 2 (NS vul): +600
// against +90 (510 → 11 IMPs).
inline EventRecord imp_pairs() {
  using S = score::Seat;
  EventRecord ev;
  ev.name = "IMP pairs";
  ev.date = "2026-11-26";
  ev.scoring = Scoring::CrossImps;
  ev.winners = 1;
  ev.entrants = {pair("1", "", "A One", "B One"), pair("2", "", "A Two", "B Two"),
                 pair("3", "", "A Three", "B Three"), pair("4", "", "A Four", "B Four")};
  Board b1 = board(1);
  b1.lines = {played(1, 1, "1", "2", "4S", S::North, 10, 1, 10, -10, "SK"),
              played(1, 2, "3", "4", "4S", S::North, 9, 1, -10, 10)};
  Board b2 = board(2);
  b2.lines = {played(2, 1, "1", "3", "3NT", S::South, 9, 2, 11, -11),
              played(2, 2, "4", "2", "1NT", S::South, 7, 2, -11, 11)};
  ev.boards = {b1, b2};
  ev.ranking = {{"1", 21, std::nullopt, "1", std::nullopt}, {"2", 1, std::nullopt, "2", std::nullopt},
                {"4", -1, std::nullopt, "3", std::nullopt}, {"3", -21, std::nullopt, "4", std::nullopt}};
  return ev;
}

}  // namespace sample
