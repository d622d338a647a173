// A teams event as an interchange document (formats::EventRecord with team_list, team_ranking
// and matches) through USEBIO and check(), without the store: the library layer under the
// end-to-end tests of teams_publish_tests.cpp.
#include <doctest/doctest.h>

#include "bandeja/formats/event_record.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace bandeja::present;

namespace {

Line line(int table, const char* ns, const char* ew, int tricks, double nsp, double ewp) {
  Line l;
  l.round = 1;
  l.table = table;
  l.ns = ns;
  l.ew = ew;
  l.entry = score::Played{*score::parse_contract("4S"), score::Seat::North, tricks, std::nullopt};
  l.ns_score = score::ns_score(l.entry, score::vulnerability(1));
  l.ns_points = nsp;
  l.ew_points = ewp;
  return l;
}

// Board 1 (none vulnerable): 4S= +420 at table 1 (1NS v 2EW), 4S−1 −50 at table 2 (2NS v 1EW):
// team 1 nets +470 = 10 IMPs; one board, WBF 2013: 18.09–1.91 VPs.
EventRecord match() {
  EventRecord ev;
  ev.name = "Cup";
  ev.scoring = Scoring::Imps;
  ev.teams = true;
  ev.winners = 1;
  ev.entrants = {{"1NS", "", "", {{"Ana García", "111"}, {"Luis Pérez", ""}}, ""},
                 {"1EW", "", "", {{"Eva Ruiz", ""}, {"Juan Gil", ""}}, ""},
                 {"2NS", "", "", {}, ""},
                 {"2EW", "", "", {{"Rosa Vidal", ""}, {"Tomás Rey", ""}}, ""}};
  Board b;
  b.number = 1;
  b.dealer = score::dealer(1);
  b.vulnerability = score::vulnerability(1);
  b.lines = {line(1, "1NS", "2EW", 10, 10, -10), line(2, "2NS", "1EW", 9, -10, 10)};
  ev.boards = {b};
  ev.team_list = {{"1", "García", {"1NS", "1EW"}}, {"2", "", {"2NS", "2EW"}}};
  ev.team_ranking = {{"1", "1", 18.09, 1, std::nullopt}, {"2", "2", 1.91, 1, std::nullopt}};
  ev.matches = {{1, "1", "2", 10, 0, 18.09, 1.91}};
  return ev;
}

}  // namespace

TEST_CASE("USEBIO teams round trip: teams, their pairs and players, places and VP totals come back, matches are recomputed, not stored") {
  const EventRecord ev = match();
  REQUIRE(check(ev));
  auto back = read_usebio(write_usebio(ev));
  REQUIRE_MESSAGE(back, (back ? "" : back.error().message));
  CHECK(back->team_list == ev.team_list);
  CHECK(back->team_ranking == std::vector<TeamStanding>{{"1", "1", 18.09, std::nullopt, std::nullopt}, {"2", "2", 1.91, std::nullopt, std::nullopt}});
  CHECK(back->matches.empty());
  REQUIRE(back->entrants.size() == 4);
  for (const auto& e : ev.entrants) {
    const Entrant* b = back->entrant(e.id);
    REQUIRE(b);
    CHECK(b->players == e.players);
  }
  CHECK(back->boards == ev.boards);
  CHECK(back->team_of("2NS") == back->team("2"));
  CHECK(back->team_players(*back->team("1")) == "Ana García \u2013 Luis Pérez / Eva Ruiz \u2013 Juan Gil");
}

TEST_CASE("A teams document hangs together: a team's pair must be an entrant and play for one team, standings and matches name known teams") {
  EventRecord ev = match();
  ev.team_list[1].pairs.push_back("9NS");
  CHECK(present::render(check(ev).error(), Lang::En) == "team 2: pair '9NS' is not in the event");
  ev = match();
  ev.team_list[1].pairs.push_back("1NS");
  CHECK(present::render(check(ev).error(), Lang::En) == "pair '1NS' plays for two teams");
  ev = match();
  ev.team_ranking[0].team = "7";
  CHECK(present::render(check(ev).error(), Lang::En) == "ranking: team '7' is not in the event");
  ev = match();
  ev.matches[0].b = "8";
  CHECK(present::render(check(ev).error(), Lang::En) == "match of round 1: team '8' is not in the event");
  CHECK(check(ev).error().code == "record.match_unknown_team");
  CHECK(present::render(check(ev).error(), Lang::Fr) == "match du tour 1 : l'équipe '8' n'est pas dans le tournoi");
}

TEST_CASE("Teams site page: one row per team in place order and the match row, worked from the document") {
  const auto files = render_site(match(), Lang::En);
  const std::string& index = files.at("index.html");
  CHECK(index.find("<tr><td class=\"num\">1</td><td>1 García</td>") < index.find("<tr><td class=\"num\">2</td><td>2</td>"));
  CHECK(index.find("<td class=\"num\">18.09</td><td class=\"num\">1</td></tr>") != std::string::npos);
  CHECK(index.find("<td>1 García v 2</td><td class=\"num\">10\u20130</td><td class=\"num\">18.09\u20131.91</td>") !=
        std::string::npos);
  // An unnamed pair is linked without a title, and the team's other pair follows it.
  CHECK(index.find("<a href=\"pair-2NS.html\">2NS</a><br><a href=\"pair-2EW.html\" title=\"Rosa Vidal \u2013 Tomás Rey\">2EW</a> Rosa Vidal \u2013 Tomás Rey") !=
        std::string::npos);
}

TEST_CASE("USEBIO teams from another program: TEAM players that do not name their pairs are read as one entrant per team, as before") {
  const std::string xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<USEBIO Version="1.2">
  <EVENT EVENT_TYPE="TEAMS_OF_FOUR">
    <BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>
    <WINNER_TYPE>1</WINNER_TYPE>
    <PARTICIPANTS>
      <TEAM><TEAM_NUMBER>1</TEAM_NUMBER><TEAM_NAME>García</TEAM_NAME><PLAYER><PLAYER_NAME>Ana García</PLAYER_NAME></PLAYER></TEAM>
      <TEAM><TEAM_NUMBER>2</TEAM_NUMBER><PLAYER><PLAYER_NAME>Rosa Vidal</PLAYER_NAME></PLAYER></TEAM>
    </PARTICIPANTS>
    <BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
      <TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
        <NS_TEAM_NUMBER>1</NS_TEAM_NUMBER><EW_TEAM_NUMBER>2</EW_TEAM_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>
    </BOARD>
  </EVENT>
</USEBIO>
)";
  auto ev = read_usebio(xml);
  REQUIRE_MESSAGE(ev, (ev ? "" : ev.error().message));
  CHECK(ev->team_list.empty());
  REQUIRE(ev->entrants.size() == 2);
  CHECK(ev->entrants[0].name == "García");
  CHECK(ev->entrants[0].players == std::vector<Player>{{"Ana García", ""}});
  REQUIRE(ev->boards.size() == 1);
  CHECK(ev->boards[0].lines[0].ns == "1");
  CHECK(ev->boards[0].lines[0].ew == "2");
}
