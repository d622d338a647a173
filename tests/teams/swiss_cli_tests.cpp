// A Swiss teams run live from the director's chair, through the real binary: `event new
// --movement swiss` draws round 1, `enter --file` plays it, `swiss next` ranks and draws round 2
// (English and Spanish), too early it refuses, and `rank` and `status` see the new round.
#include <doctest/doctest.h>

#include "cli.hpp"

using bandeja::test::EventFile;
using bandeja::test::has;

namespace {

// Round 1 of six teams (1 v 2, 3 v 4, 5 v 6; two boards): the lower-numbered team wins every
// board by 2S+1 at both tables; 5 v 6 is drawn (the same score at both tables).
std::string round_1() {
  return "board,round,table,ns,ew,score\n"
         "1,1,1,1NS,2EW,140\n2,1,1,1NS,2EW,140\n1,1,2,2NS,1EW,-140\n2,1,2,2NS,1EW,-140\n"
         "1,1,3,3NS,4EW,140\n2,1,3,3NS,4EW,140\n1,1,4,4NS,3EW,-140\n2,1,4,4NS,3EW,-140\n"
         "1,1,5,5NS,6EW,140\n2,1,5,5NS,6EW,140\n1,1,6,6NS,5EW,140\n2,1,6,6NS,5EW,140\n";
}

}  // namespace

TEST_CASE("swiss next draws round 2 from the standings once round 1 is in, and refuses before") {
  EventFile f;
  auto made = f.ok({"event", "new", "Swiss", "--movement", "swiss", "--tables", "6", "--boards-per-round", "2",
                    "--scoring", "imps"});
  CHECK(has(made.out, "6-team Swiss, two tables per match, 1 round of 2 boards drawn so far"));
  auto early = f.cli({"swiss", "next", "Swiss"});
  CHECK(early.status == 1);
  CHECK(has(early.err, "round 1 is not finished (12 result(s) still to come)"));
  f.ok({"enter", "Swiss", "--file", f.write("r1.csv", round_1())});
  auto next = f.ok({"swiss", "next", "Swiss"});
  CHECK(has(next.out, "Standings after round 1:"));
  CHECK(has(next.out, "Round 2 (home team North-South at the odd table):"));
  // 1 (1=), 3 (1=), 5 (3=), 6 (3=), 2 (5=), 4 (5=): 1 v 3; 5 has met 6, so 5 v 2; 6 v 4.
  CHECK(has(next.out, "1-2     1     v  3"));
  CHECK(has(next.out, "3-4     5     v  2"));
  CHECK(has(next.out, "5-6     6     v  4"));
  auto show = f.ok({"event", "show", "Swiss"});
  CHECK(has(show.out, "2 rounds of 2 boards drawn so far"));
  auto status = f.ok({"status", "Swiss"});
  CHECK(has(status.out, "12"));
  auto es = f.cli({"--lang", "es", "swiss", "next", "Swiss"});
  CHECK(es.status == 1);
  CHECK(has(es.err, "la ronda 2 no ha terminado (faltan 12 resultado(s))"));
  f.ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3"});
  auto not_swiss = f.cli({"swiss", "next", "Tuesday"});
  CHECK(not_swiss.status == 1);
  CHECK(has(not_swiss.err, "'Tuesday' is not a Swiss (its movement is mitchell)"));
}
