// USEBIO 1.2: export then import gives the same travellers and ranking; malformed documents
// are rejected with the element (and its line) named.
#include <doctest/doctest.h>

#include <algorithm>

#include <set>

#include "bandeja/formats/usebio.hpp"
#include "bandeja/present/messages.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

// The refusal as the director reads it (the catalogue renders its code).
std::string said(const Error& e, Lang lang = Lang::En) { return present::render(e, lang); }

void check_round_trip(const EventRecord& ev) {
  const std::string xml = write_usebio(ev);
  auto back = read_usebio(xml);
  REQUIRE_MESSAGE(back, (back ? "" : said(back.error())));
  const EventRecord& want = ev;  // hand records included (USEBIO/HANDSET)
  CHECK(back->boards == want.boards);
  CHECK(back->ranking == want.ranking);
  CHECK(back->entrants == want.entrants);  // names and national ids
  CHECK(*back == want);
  CHECK(write_usebio(*back) == xml);
}

bool mentions(const Result<EventRecord>& r, const std::string& what) {
  return !r && said(r.error()).find(what) != std::string::npos;
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
  auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("USEBIO round trip: a two-winner Mitchell (MP_PAIRS) keeps travellers and ranking") {
  check_round_trip(sample::mitchell());
}

TEST_CASE("USEBIO round trip: a Howell with an artificial adjusted score written A6040") {
  check_round_trip(sample::howell());
}

TEST_CASE("USEBIO round trip: a cross-IMP event (CROSS_IMP) keeps cross-IMP points") {
  check_round_trip(sample::imp_pairs());
}

TEST_CASE("USEBIO round trip: Butler pairs and a teams event") {
  EventRecord butler = sample::imp_pairs();
  butler.scoring = Scoring::Butler;
  butler.boards[0].datum = 190;
  butler.boards[1].datum = 350;
  check_round_trip(butler);
  CHECK(write_usebio(butler).find("EVENT_TYPE=\"BUTLER_PAIRS\"") != std::string::npos);
  CHECK(write_usebio(butler).find("<BOARD_AVERAGE>190</BOARD_AVERAGE>") != std::string::npos);
  // Butler points under Compscore's name, which the Australian federation's reader reads.
  CHECK(write_usebio(butler).find("<NS_BUTLER_POINTS>") != std::string::npos);
  CHECK(write_usebio(butler).find("<NS_IMPS>") == std::string::npos);

  EventRecord teams = sample::imp_pairs();
  teams.teams = true;
  teams.scoring = Scoring::Imps;
  teams.entrants[0].name = "Los Ases";
  check_round_trip(teams);
  const std::string xml = write_usebio(teams);
  CHECK(xml.find("EVENT_TYPE=\"TEAMS_OF_FOUR\"") != std::string::npos);
  CHECK(xml.find("<TEAM_NAME>Los Ases</TEAM_NAME>") != std::string::npos);
  CHECK(xml.find("<NS_TEAM_NUMBER>1</NS_TEAM_NUMBER>") != std::string::npos);
}

TEST_CASE("USEBIO export: participants, places, board averages and every traveller line") {
  const std::string xml = write_usebio(sample::mitchell());
  for (const char* s :
       {"<USEBIO Version=\"1.2\">", "<EVENT EVENT_TYPE=\"MP_PAIRS\">", "<CLUB_NAME>Club \"La Bandeja\"</CLUB_NAME>",
        "<EVENT_DESCRIPTION>Tuesday &lt;Mitchell&gt; &amp; friends</EVENT_DESCRIPTION>", "<DATE>24/11/2026</DATE>",
        "<BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>", "<WINNER_TYPE>2</WINNER_TYPE>",
        "<PAIR_NUMBER>1NS</PAIR_NUMBER>", "<PAIR_NUMBER>1EW</PAIR_NUMBER>", "<DIRECTION>EW</DIRECTION>",
        "<NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER>", "<EW_PAIR_NUMBER>1EW</EW_PAIR_NUMBER>", "<PLAYER_NAME>Jo &lt;Sons&gt;</PLAYER_NAME>",
        "<PLACE>1</PLACE>", "<PERCENTAGE>66.67</PERCENTAGE>", "<TOTAL_SCORE>4</TOTAL_SCORE>",
        "<BOARD_AVERAGE>423.33</BOARD_AVERAGE>", "<CONTRACT>3H*</CONTRACT>", "<PLAYED_BY>E</PLAYED_BY>",
        "<LEAD>HK</LEAD>", "<TRICKS>8</TRICKS>", "<SCORE>-790</SCORE>", "<CONTRACT>PASS</CONTRACT>",
        "<NS_MATCH_POINTS>2</NS_MATCH_POINTS>", "<EW_MATCH_POINTS>0</EW_MATCH_POINTS>"})
    CHECK_MESSAGE(xml.find(s) != std::string::npos, s);
  CHECK(write_usebio(sample::howell()).find("<SCORE>A6040</SCORE>") != std::string::npos);
  CHECK(write_usebio(sample::howell()).find("<NATIONAL_ID_NUMBER>EBU1001</NATIONAL_ID_NUMBER>") != std::string::npos);
  CHECK(write_usebio(sample::imp_pairs()).find("<NS_CROSS_IMP_POINTS>10</NS_CROSS_IMP_POINTS>") != std::string::npos);
}

TEST_CASE("USEBIO import: malformed documents are rejected with the element and line named") {
  const std::string good = write_usebio(sample::mitchell());
  CHECK(mentions(read_usebio(""), "line 1: not well-formed XML"));
  CHECK(mentions(read_usebio("<USEBIO><EVENT>\n<BOARD>\n</EVENT>"), "line 3: not well-formed XML"));
  CHECK(mentions(read_usebio("<html/>"), "not a USEBIO file"));
  CHECK(mentions(read_usebio("<USEBIO Version=\"1.2\"/>"), "no EVENT element"));
  CHECK(mentions(read_usebio(replace(good, "<CONTRACT>3H*</CONTRACT>", "<CONTRACT>3Z</CONTRACT>")),
                 "BOARD 2, TRAVELLER_LINE 2, CONTRACT: contract '3Z'"));
  CHECK(mentions(read_usebio(replace(good, "<SCORE>-790</SCORE>", "<SCORE>-800</SCORE>")),
                 "BOARD 3, TRAVELLER_LINE 2, SCORE: score -800 does not match 4HX"));
  CHECK(mentions(read_usebio(replace(good, "<SCORE>-790</SCORE>", "<SCORE>lots</SCORE>")), "SCORE: score 'lots' is not a number"));
  CHECK(mentions(read_usebio(replace(good, "<PLAYED_BY>E</PLAYED_BY>", "<PLAYED_BY>X</PLAYED_BY>")),
                 "PLAYED_BY: declarer 'X' must be N, E, S or W"));
  CHECK(mentions(read_usebio(replace(good, "<TRICKS>8</TRICKS>", "<TRICKS>15</TRICKS>")), "TRICKS: result '15'"));
  CHECK(mentions(read_usebio(replace(good, "<NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER>", "<NS_PAIR_NUMBER>9</NS_PAIR_NUMBER>")),
                 "BOARD 1, TRAVELLER_LINE 1, NS_PAIR_NUMBER: '9' is not in PARTICIPANTS"));
  CHECK(mentions(read_usebio(replace(good, "<BOARD_NUMBER>2</BOARD_NUMBER>", "<BOARD_NUMBER>two</BOARD_NUMBER>")),
                 "BOARD_NUMBER 'two' is not a board number"));
  CHECK(mentions(read_usebio(replace(good, "<BOARD_NUMBER>2</BOARD_NUMBER>", "<BOARD_NUMBER>1001</BOARD_NUMBER>")),
                 "BOARD_NUMBER '1001' is not a board number from 1 to 1000"));
  CHECK(mentions(read_usebio(replace(good, "<BOARD_NUMBER>2</BOARD_NUMBER>", "<BOARD_NUMBER>1</BOARD_NUMBER>")),
                 "BOARD 1: the board appears twice"));
  CHECK(mentions(read_usebio(replace(good, "<DATE>24/11/2026</DATE>", "<DATE>2026-11-24</DATE>")), "DD/MM/YYYY"));
  CHECK(mentions(read_usebio(replace(good, "<PERCENTAGE>66.67</PERCENTAGE>", "<PERCENTAGE>high</PERCENTAGE>")),
                 "PERCENTAGE: 'high' is not a number"));
  CHECK(mentions(read_usebio(replace(good, "<DIRECTION>EW</DIRECTION>", "<DIRECTION>XY</DIRECTION>")), "'XY' must be NS or EW"));
  auto line = read_usebio(replace(good, "<CONTRACT>3H*</CONTRACT>", "<CONTRACT>3Z</CONTRACT>"));
  REQUIRE_FALSE(line);
  CHECK(said(line.error()).rfind("line ", 0) == 0);
}

TEST_CASE("USEBIO import: a character reference XML forbids (to NUL, ESC or U+FFFE) is refused naming its line, never drops a player") {
  const std::string good = write_usebio(sample::mitchell());
  const size_t at = good.find("<PLAYER_NAME>");
  REQUIRE(at != std::string::npos);
  const int line = 1 + static_cast<int>(std::count(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  for (const std::string ref : {"&#0;", "&#27;", "&#x1B;", "&#xFFFE;", "&#xD800;", "&#1114112;"}) {
    CAPTURE(ref);
    std::string xml = good;
    xml.insert(at + std::string("<PLAYER_NAME>").size(), ref);
    auto r = read_usebio(xml);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "usebio.bad_char_ref");
    CHECK(said(r.error()) == "line " + std::to_string(line) + ": the character reference " + ref +
                                 " is not a character XML allows");
  }
  // The same characters written as themselves are refused the same way.
  for (const char byte : {'\x01', '\x08', '\x1B'}) {
    std::string xml = good;
    xml.insert(at + std::string("<PLAYER_NAME>").size(), 1, byte);
    auto r = read_usebio(xml);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "usebio.control_byte");
    CHECK(said(r.error()).starts_with("line " + std::to_string(line) + ": a control character (0x"));
  }
  // Allowed references still read: accented letters.
  std::string ok = good;
  ok.insert(at + std::string("<PLAYER_NAME>").size(), "&#xE1;&#233;");
  CHECK(read_usebio(ok));
}

TEST_CASE("USEBIO import: errors in Spanish for a Spanish-speaking director") {
  auto r = read_usebio("<USEBIO><EVENT>\n<BOARD>\n</EVENT>", Lang::Es);
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "usebio.bad_xml");
  CHECK(r.error().args.at(0) == "3");
  CHECK(said(r.error(), Lang::Es).rfind("línea 3: XML mal formado", 0) == 0);
  std::string xml = write_usebio(sample::mitchell());
  xml.replace(xml.find("<NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER>"), 36, "<NS_PAIR_NUMBER>9</NS_PAIR_NUMBER>");
  auto p = read_usebio(xml, Lang::Es);
  REQUIRE_FALSE(p);
  CHECK(p.error().code == "usebio.not_in_participants");
  CHECK(p.error().field == "NS_PAIR_NUMBER");
  CHECK(p.error().args.at(1) == "BOARD 1, TRAVELLER_LINE 1, NS_PAIR_NUMBER");
  CHECK(p.error().args.at(2) == "9");
  CHECK(said(p.error(), Lang::Es).find("BOARD 1, TRAVELLER_LINE 1, NS_PAIR_NUMBER: '9' no está en PARTICIPANTS") != std::string::npos);
}

TEST_CASE("USEBIO import: a file declared iso-8859-1 (as many programs write) gives UTF-8 names") {
  std::string xml = write_usebio(sample::mitchell());
  xml.replace(xml.find("encoding=\"UTF-8\""), 16, "encoding=\"iso-8859-1\"");
  // "Ana García" in Latin-1: the í is one byte, 0xED.
  const std::string utf8 = "Ana Garc\xC3\xAD" "a", latin1 = "Ana Garc\xED" "a";
  xml.replace(xml.find(utf8), utf8.size(), latin1);
  auto ev = read_usebio(xml);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->entrant("1NS")->players[0].name == "Ana Garc\u00eda");
}

TEST_CASE("USEBIO export: each pair of a Mitchell has a number of its own (1NS, 1EW), as Compscore numbers them") {
  const std::string xml = write_usebio(sample::mitchell());
  std::set<std::string> numbers;
  size_t pairs = 0;
  for (size_t at = xml.find("<PAIR>"); at != std::string::npos; at = xml.find("<PAIR>", at + 1)) {
    const size_t b = xml.find("<PAIR_NUMBER>", at) + 13;
    numbers.insert(xml.substr(b, xml.find('<', b) - b));
    ++pairs;
  }
  CHECK(pairs == sample::mitchell().entrants.size());
  CHECK(numbers.size() == pairs);
}

TEST_CASE("USEBIO import: pair numbers written 1NS or 1 with a DIRECTION are one pair, and Butler points read under NS_BUTLER_POINTS") {
  const std::string head =
      "<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\"><EVENT EVENT_TYPE=\"BUTLER_PAIRS\">\n"
      "<BOARD_SCORING_METHOD>BUTLER_IMPS</BOARD_SCORING_METHOD><WINNER_TYPE>2</WINNER_TYPE><PARTICIPANTS>\n";
  const std::string boards =
      "</PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><BOARD_AVERAGE>200</BOARD_AVERAGE>\n"
      "<TRAVELLER_LINE><NS_PAIR_NUMBER>{1}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>{2}</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT>"
      "<PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE><NS_BUTLER_POINTS>6</NS_BUTLER_POINTS>"
      "<EW_BUTLER_POINTS>-6</EW_BUTLER_POINTS></TRAVELLER_LINE></BOARD></EVENT></USEBIO>\n";
  auto with = [&](const std::string& p1, const std::string& p2, const std::string& l1, const std::string& l2) {
    std::string b = boards;
    b.replace(b.find("{1}"), 3, l1);
    b.replace(b.find("{2}"), 3, l2);
    return head + "<PAIR><PAIR_NUMBER>" + p1 + "</PAIR_NUMBER><DIRECTION>NS</DIRECTION></PAIR>\n<PAIR><PAIR_NUMBER>" + p2 +
           "</PAIR_NUMBER><DIRECTION>EW</DIRECTION></PAIR>\n" + b;
  };
  for (const auto& xml : {with("1NS", "1EW", "1NS", "1EW"), with("1", "1", "1", "1")}) {
    auto ev = read_usebio(xml);
    REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
    REQUIRE(ev->boards.size() == 1);
    REQUIRE(ev->boards[0].lines.size() == 1);
    const auto& l = ev->boards[0].lines[0];
    CHECK(l.ns == "1NS");
    CHECK(l.ew == "1EW");
    CHECK(l.ns_points == std::optional<double>(6));
    CHECK(l.ew_points == std::optional<double>(-6));
  }
}

TEST_CASE("USEBIO: a board whose dealer or vulnerability departs from the cycle says so, and its scores read back under it") {
  EventRecord ev = sample::mitchell();
  ev.boards[0].dealer = score::Seat::East;
  ev.boards[0].vulnerability = score::Vulnerability{true, true};
  for (auto& l : ev.boards[0].lines) l.ns_score = score::ns_score(l.entry, ev.boards[0].vulnerability);
  const std::string xml = write_usebio(ev);
  CHECK(xml.find("<DEALER>E</DEALER>") != std::string::npos);
  CHECK(xml.find("<VULNERABILITY>All</VULNERABILITY>") != std::string::npos);
  CHECK(write_usebio(sample::mitchell()).find("<VULNERABILITY>") == std::string::npos);  // only when it departs
  auto back = read_usebio(xml);
  REQUIRE_MESSAGE(back, (back ? "" : said(back.error())));
  CHECK(back->boards[0].dealer == score::Seat::East);
  CHECK(back->boards[0].lines[0].ns_score == ev.boards[0].lines[0].ns_score);
}

namespace {

// `xml` (one event, everything under EVENT) with its participants and boards moved into
// SESSION/SECTION as the EBU's programs (EBUScore, PairsScorer) write them: one section of each
// given id, each a copy of the event's.
std::string nested(const std::string& xml, const std::vector<std::string>& sections) {
  const auto from = xml.find("<PARTICIPANTS>"), to = xml.find("</EVENT>");
  REQUIRE(from != std::string::npos);
  REQUIRE(to != std::string::npos);
  const std::string body = xml.substr(from, to - from);
  std::string out = xml.substr(0, from) + "<SESSION SESSION_ID=\"1\">\n";
  for (const auto& id : sections) out += "<SECTION SECTION_ID = \"" + id + "\">\n" + body + "</SECTION>\n";
  return out + "</SESSION>\n" + xml.substr(to);
}

}  // namespace

TEST_CASE("USEBIO import: pairs and boards nested in SESSION and SECTION, as the EBU's programs write them, are read, never imported as an empty event") {
  const EventRecord want = sample::mitchell();
  const std::string flat = write_usebio(want);
  auto one = read_usebio(nested(flat, {"Sect1"}));
  REQUIRE_MESSAGE(one, (one ? "" : said(one.error())));
  CHECK(one->entrants == want.entrants);
  CHECK(one->boards == want.boards);
  CHECK(one->ranking == want.ranking);
  CHECK(one->name == want.name);  // one section: the event's own name
}

TEST_CASE("USEBIO import: a file of several sections is refused naming them, and each is read on its own with --section, named after it") {
  const EventRecord want = sample::mitchell();
  const std::string two = nested(write_usebio(want), {"A", "B"});
  auto refused = read_usebio(two);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().code == "usebio.several_sections");
  CHECK(mentions(refused, "the file holds 2 sections (A, B); import them one at a time with --section"));
  CHECK(said(refused.error(), Lang::Es).find("el fichero tiene 2 secciones (A, B)") != std::string::npos);
  for (const std::string id : {"A", "b"}) {
    auto section = read_usebio(two, Lang::En, id);
    REQUIRE_MESSAGE(section, (section ? "" : said(section.error())));
    CHECK(section->boards == want.boards);
    CHECK(section->entrants == want.entrants);
  }
  CHECK(read_usebio(two, Lang::En, "A")->name == want.name + " A");
  CHECK(read_usebio(two, Lang::En, "B")->name == want.name + " B");
  CHECK(mentions(read_usebio(two, Lang::En, "C"), "the file has no section C (its sections: A, B)"));
  // A file without sections has none to choose.
  CHECK(read_usebio(write_usebio(want), Lang::En, "A").error().code == "usebio.no_such_section");
}

TEST_CASE("USEBIO import: a traveller line where the reader does not look refuses the file, never lost in silence") {
  const std::string flat = write_usebio(sample::mitchell());
  // The event's own boards, and one more board's line tucked into a SESSION beside them.
  const std::string extra =
      "<SESSION SESSION_ID=\"2\"><SECTION SECTION_ID=\"A\"><BOARD><BOARD_NUMBER>30</BOARD_NUMBER>"
      "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
      "<CONTRACT>3NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS><SCORE>400</SCORE></TRAVELLER_LINE>"
      "</BOARD></SECTION></SESSION>\n";
  auto r = read_usebio(replace(flat, "</EVENT>", extra + "</EVENT>"));
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "usebio.lines_not_read");
  CHECK(mentions(r, "1 of the file's"));
  CHECK(mentions(r, "traveller lines are where Bandeja does not read them; nothing is imported"));
}

TEST_CASE("USEBIO import --skip-bad-lines: a line whose contract is impossible is left out and said and the rest of the file kept, and without it the file is refused") {
  const EventRecord want = sample::mitchell();
  const std::string flat = write_usebio(want);
  const auto at = flat.find("<CONTRACT>");
  REQUIRE(at != std::string::npos);
  const std::string bad = flat.substr(0, at) + "<CONTRACT>42</CONTRACT>" + flat.substr(flat.find("</CONTRACT>", at) + 11);
  CHECK(mentions(read_usebio(bad), "level 42 is impossible"));
  UsebioNotes notes;
  auto kept = read_usebio(bad, Lang::En, {}, true, &notes);
  REQUIRE_MESSAGE(kept, (kept ? "" : said(kept.error())));
  REQUIRE(notes.skipped.size() == 1);
  CHECK(said(notes.skipped[0]).find("TRAVELLER_LINE 1, CONTRACT: contract '42': level 42 is impossible") != std::string::npos);
  size_t lines = 0, want_lines = 0;
  for (const auto& b : kept->boards) lines += b.lines.size();
  for (const auto& b : want.boards) want_lines += b.lines.size();
  CHECK(lines == want_lines - 1);
  CHECK(kept->entrants == want.entrants);
}

TEST_CASE("USEBIO import: point-a-board teams (EBUScoreTeams' PAB) are board-a-match, and an individual event is refused as one, never read as pairs") {
  EventRecord teams = sample::imp_pairs();
  teams.teams = true;
  teams.scoring = Scoring::Bam;
  const std::string xml = write_usebio(teams);
  const auto at = xml.find("<BOARD_SCORING_METHOD>");
  REQUIRE(at != std::string::npos);
  const auto end = xml.find("</BOARD_SCORING_METHOD>", at);
  const std::string pab = xml.substr(0, at) + "<BOARD_SCORING_METHOD>PAB" + xml.substr(end);
  auto read = read_usebio(pab);
  REQUIRE_MESSAGE(read, (read ? "" : said(read.error())));
  CHECK(read->scoring == Scoring::Bam);
  CHECK(read->boards == teams.boards);
  const std::string individual = replace(write_usebio(sample::mitchell()), "EVENT_TYPE=\"MP_PAIRS\"", "EVENT_TYPE=\"INDIVIDUAL\"");
  auto refused = read_usebio(individual);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().code == "usebio.individual");
  CHECK(mentions(refused, "an individual event (EVENT_TYPE INDIVIDUAL): Bandeja does not read individuals from a USEBIO file yet"));
}

TEST_CASE("USEBIO import: a teams file as the EBU's TeamsScorer writes it (SESSION, TEAM_ID, TEAM/PAIR/PLAYER, boards match by match) keeps every team, pair, player and line, each line in its match's round") {
  auto line = [](const char* dir, const char* ns, const char* ew, const char* c, const char* by, int tricks, int score) {
    return std::string("<TRAVELLER_LINE><DIRECTION>") + dir + "</DIRECTION><NS_PAIR_NUMBER>" + ns + "</NS_PAIR_NUMBER><EW_PAIR_NUMBER>" +
           ew + "</EW_PAIR_NUMBER><CONTRACT>" + c + "</CONTRACT><PLAYED_BY>" + by + "</PLAYED_BY><TRICKS>" + std::to_string(tricks) +
           "</TRICKS><SCORE>" + std::to_string(score) + "</SCORE></TRAVELLER_LINE>";
  };
  auto team = [](const char* id, const char* name, const char* a, const char* b) {
    auto pair = [](const char* n, const char* p1, const char* p2) {
      return std::string("<PAIR><PAIR_NUMBER>") + n + "</PAIR_NUMBER><PLAYER><PLAYER_NAME>" + p1 +
             "</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>" + p2 + "</PLAYER_NAME></PLAYER></PAIR>";
    };
    return std::string("<TEAM TEAM_ID = \"") + id + "\" TEAM_NAME = \"" + name + "\"><TOTAL_SCORE>10</TOTAL_SCORE><PLACE>1</PLACE>" +
           pair((std::string(id) + "-1-2").c_str(), a, "Ana") + pair((std::string(id) + "-3-4").c_str(), b, "Eva") + "</TEAM>";
  };
  const std::string xml =
      "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>\n<USEBIO Version=\"1.2\"><EVENT EVENT_TYPE=\"TEAMS\">"
      "<BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD><EVENT_DESCRIPTION>Teams</EVENT_DESCRIPTION>"
      "<SESSION SESSION_ID=\"1\"><PARTICIPANTS>" +
      team("1", "Ases", "Luis", "Rosa") + team("2", "", "Juan", "Pilar") +
      "</PARTICIPANTS><MATCH><ROUND_NUMBER>3</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>"
      "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>" +
      line("NS", "1-1-2", "2-3-4", "4S", "N", 10, 420) + line("EW", "2-1-2", "1-3-4", "4S", "N", 9, -50) +
      "</BOARD><BOARD><BOARD_NUMBER>2</BOARD_NUMBER>" + line("NS", "1-1-2", "2-3-4", "3NT", "S", 9, 600) +
      line("EW", "2-1-2", "1-3-4", "3NT", "S", 9, 600) + "</BOARD></MATCH></SESSION></EVENT></USEBIO>";
  auto ev = read_usebio(xml);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->teams);
  REQUIRE(ev->team_list.size() == 2);
  CHECK(ev->team_list[0].id == "1");
  CHECK(ev->team_list[0].name == "Ases");
  CHECK(ev->team_list[0].pairs == std::vector<std::string>{"1-1-2", "1-3-4"});
  CHECK(ev->entrants.size() == 4);
  REQUIRE(ev->boards.size() == 2);
  for (const auto& b : ev->boards) {
    REQUIRE(b.lines.size() == 2);
    for (const auto& l : b.lines) CHECK(l.round == 3);
  }
  CHECK(ev->boards[0].lines[0].ns == "1-1-2");
  CHECK(ev->entrants[0].players.size() == 2);
  CHECK(ev->entrants[0].players[0].name == "Luis");
}
