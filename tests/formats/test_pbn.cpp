// PBN 2.1: export then import gives the same travellers and ranking; other programs' files
// read; malformed files rejected with the line named.
#include <doctest/doctest.h>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/utf8.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

// The refusal as the director reads it (the catalogue renders its code).
std::string said(const Error& e, Lang lang = Lang::En) { return present::render(e, lang); }

// What PBN carries of the players: names only (no national ids).
// PBN has no list of participants: they come back in the ranking's order.
EventRecord without_ids(EventRecord ev) {
  for (auto& e : ev.entrants)
    for (auto& p : e.players) p.national_id.clear();
  std::vector<Entrant> ordered;
  for (const auto& s : ev.ranking) ordered.push_back(*ev.entrant(s.entrant));
  ev.entrants = ordered;
  return ev;
}

void check_round_trip(const EventRecord& ev) {
  const std::string text = write_pbn(ev);
  auto back = read_pbn(text);
  REQUIRE_MESSAGE(back, (back ? "" : said(back.error())));
  CHECK(back->boards == ev.boards);    // every traveller line, points, deals
  CHECK(back->ranking == ev.ranking);  // totals, percentages, places with ties
  CHECK(back->entrants == without_ids(ev).entrants);
  CHECK(back->name == ev.name);
  CHECK(back->site == ev.site);
  CHECK(back->date == ev.date);
  CHECK(back->scoring == ev.scoring);
  CHECK(back->winners == ev.winners);
  CHECK(*back == without_ids(ev));
  CHECK(write_pbn(*back) == write_pbn(without_ids(ev)));  // stable
}

bool mentions(const Result<EventRecord>& r, const std::string& what) {
  return !r && said(r.error()).find(what) != std::string::npos;
}

}  // namespace

TEST_CASE("PBN round trip: a two-winner Mitchell keeps travellers, hand record and ranking") {
  check_round_trip(sample::mitchell());
}

TEST_CASE("PBN round trip: a Howell with an artificial adjusted score (A60-40) and ties") {
  check_round_trip(sample::howell());
}

TEST_CASE("PBN round trip: a cross-IMP pairs event keeps IMPs per line and totals") {
  check_round_trip(sample::imp_pairs());
}

TEST_CASE("PBN export: standard tags, ScoreTable and TotalScoreTable as PBN 2.1 writes them") {
  const std::string t = write_pbn(sample::mitchell());
  CHECK(t.rfind("% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=UTF-8\r\n", 0) == 0);
  // Export format (PBN 2.1 §2.3): every line ends with CR LF, and the text is the UTF-8 it declares.
  size_t bare_lf = 0;
  for (size_t i = 0; i < t.size(); ++i) bare_lf += t[i] == '\n' && (i == 0 || t[i - 1] != '\r');
  CHECK(bare_lf == 0);
  CHECK(utf8::valid(t));
  for (const char* s : {"[Event \"Tuesday <Mitchell> & friends\"]", "[Site \"Club \\\"La Bandeja\\\"\"]",
                        "[Date \"2026.11.24\"]", "[Board \"1\"]", "[Dealer \"N\"]", "[Vulnerable \"None\"]",
                        "[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765\"]",
                        "[Scoring \"MP\"]", "[Board \"2\"]", "[Dealer \"E\"]", "[Vulnerable \"NS\"]",
                        "[ScoreTable \"Round\\2R;Table\\2R;PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;",
                        "[TotalScoreTable \"Rank\\3R;PairId\\4R;Direction\\2L;TotalScoreMP\\7R;TotalPercentage\\6R;"})
    CHECK_MESSAGE(t.find(s) != std::string::npos, s);
  // Board 2 has no hand record: no Deal tag in its game.
  const auto b2 = t.find("[Board \"2\"]");
  const auto b3 = t.find("[Board \"3\"]");
  CHECK(t.substr(b2, b3 - b2).find("[Deal \"") == std::string::npos);
  // 3HX by E, one down: 100 to NS in Score_NS; 2H by E made: 110 in Score_EW.
  CHECK(t.find(" 1NS  3EW 3HX   E  8 -      100      -      2      0") != std::string::npos);
  CHECK(t.find(" 2NS  2EW 2H    E  8 -        -    110      0      2") != std::string::npos);
  // Artificial scores are written as A60-40 in Score_NS.
  CHECK(write_pbn(sample::howell()).find("A60-40") != std::string::npos);
  CHECK(write_pbn(sample::imp_pairs()).find("IMP_NS") != std::string::npos);
  CHECK(write_pbn(sample::imp_pairs()).find("[Scoring \"IMP;Cross\"]") != std::string::npos);
}

TEST_CASE("PBN import: hand records alone give boards with deals and no results") {
  const std::string file =
      "% PBN 2.1\n"
      "[Event \"Dealing machine\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765\"]\n"
      "\n"
      "[Event \"#\"]\n[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
      "[Deal \"E:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765\"]\n"
      "[Auction \"E\"]\n1S Pass 2S AP\n[Play \"S\"]\nHA H2 H3 H4\n*\n";
  auto ev = read_pbn(file);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->name == "Dealing machine");
  REQUIRE(ev->boards.size() == 2);
  CHECK(ev->boards[0].deal.has_value());
  CHECK(ev->boards[1].dealer == score::Seat::East);
  CHECK(ev->boards[1].vulnerability == score::Vulnerability{true, false});
  CHECK(ev->boards[1].deal->hands[1][0] == "AKQJ");  // East holds the first hand's cards
  CHECK(ev->boards[0].lines.empty());
  CHECK(ev->entrants.empty());
  CHECK(ev->ranking.empty());
}

TEST_CASE("PBN import: another program's file with pairs numbered 1..n in each direction") {
  // Pair 1 sits NS and another pair 1 sits EW (the usual Mitchell numbering): the ranking's
  // Direction column tells them apart, and Bandeja names them 1NS and 1EW. Score_EW holds EW's
  // plus scores; Result may be relative; comments are skipped.
  const std::string file =
      "% PBN 2.1\n%Creator: another program\n"
      "[Event \"Club night\"]\n[Site \"Somewhere\"]\n[Date \"2026.11.20\"]\n[Board \"1\"]\n"
      "[Dealer \"N\"]\n[Vulnerable \"None\"] ; first board\n[Scoring \"MatchPoints\"]\n"
      "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R;Names_NS;Names_EW\"]\n"
      " 1  1 4S   N 10   420     -  1.0  0.0 \"Ana - Bo\" \"Cy - Di\"\n"
      " 2  2 4S   N -1     -    50  0.0  1.0 \"Ed - Flo\" \"Gus - Hal\"\n"
      "{ a comment\n spanning lines }\n"
      "[TotalScoreTable \"Rank\\2R;PairId\\2R;Direction\\2L;TotalScoreMP\\5R;TotalPercentage\\5R\"]\n"
      " 1  1 NS  1.0 100.0\n 2  2 NS  0.0   0.0\n 1  2 EW  1.0 100.0\n 2  1 EW  0.0   0.0\n";
  auto ev = read_pbn(file);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->winners == 2);
  REQUIRE(ev->entrants.size() == 4);
  CHECK(ev->entrant("1NS") != nullptr);
  CHECK(ev->entrant("1EW")->field == "EW");
  CHECK(ev->entrant("1NS")->names() == "Ana \u2013 Bo");
  REQUIRE(ev->boards.size() == 1);
  const auto& l = ev->boards[0].lines;
  REQUIRE(l.size() == 2);
  CHECK(l[0].ns == "1NS");
  CHECK(l[0].ew == "1EW");
  CHECK(l[1].ns_score == -50);  // 4S by N, one down ("-1"), not vulnerable
  CHECK(std::get<score::Played>(l[1].entry).tricks == 9);
  CHECK(ev->ranking[2].entrant == "2EW");
  CHECK(ev->ranking[2].place == "1");
  CHECK(ev->date == "2026-11-20");
}

TEST_CASE("PBN import: a rank shared by two pairs is a tie (3=)") {
  auto ev = read_pbn(write_pbn(sample::howell()));
  REQUIRE(ev);
  CHECK(ev->ranking[2].place == "3=");
  CHECK(ev->ranking[3].place == "3=");
  CHECK(ev->ranking[4].place == "5");
}

TEST_CASE("PBN import: malformed files are rejected with the line named") {
  const std::string head = "[Event \"E\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n";
  const std::string table =
      "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R\"]\n";
  CHECK(mentions(read_pbn(""), "no board"));
  CHECK(mentions(read_pbn("hello\n"), "line 1:"));
  CHECK(mentions(read_pbn("[Board \"x\"]\n"), "line 1: Board 'x' is not a board number"));
  // Board numbers stop where a movement's do (limits::boards).
  CHECK(read_pbn("[Board \"1000\"]\n").has_value());
  CHECK(mentions(read_pbn("[Board \"1001\"]\n"), "line 1: Board '1001' is not a board number from 1 to 1000"));
  CHECK(mentions(read_pbn("[Board \"1\"]\n[Deal \"N:AKQ\"]\n"), "line 2: deal"));
  CHECK(mentions(read_pbn("[Board \"1\n"), "line 1:"));
  CHECK(mentions(read_pbn("[Board \"1\"]\n[Dealer \"Q\"]\n"), "line 2: Dealer 'Q'"));
  CHECK(mentions(read_pbn("[Board \"1\"]\n[Vulnerable \"Some\"]\n"), "line 2: Vulnerable"));
  CHECK(mentions(read_pbn("[Board \"1\"]\n\n[Board \"1\"]\n[Vulnerable \"All\"]\n"), "line 3: board 1 appears again"));
  CHECK(mentions(read_pbn(head + table + " 1  2 4S N 10 420 99\n"), "line 6: ScoreTable row has 7 values for 6 columns"));
  CHECK(mentions(read_pbn(head + table + " 1  2 4S N 10 450\n"), "line 6: board 1: Score_NS: score 450 does not match 4S N =, which scores 420"));
  CHECK(mentions(read_pbn(head + table + " 1  2 5Z N 10 450\n"), "line 6: board 1: Contract: contract '5Z'"));
  CHECK(mentions(read_pbn(head + table + " 1  2 4S Q 10 420\n"), "line 6: board 1: Declarer: declarer 'Q' must be N, E, S or W"));
  CHECK(mentions(read_pbn(head + table + " 1  2 4S N 14 420\n"), "line 6: board 1: Result: result '14'"));
  CHECK(mentions(read_pbn(head + table + " 1  1 4S N 10 420\n"), "cannot play against itself"));
  CHECK(mentions(read_pbn(head + table + " 1  2  - - - A70-x\n"), "line 6: board 1: Score_NS: score 'A70-x': an artificial score is written A60-40"));
  CHECK(mentions(read_pbn(head + "{ never closed\n"), "line 5: a { comment is never closed"));
  CHECK(mentions(read_pbn(head + "[Date \"2026.13.01\"]\n"), "line 5: date"));
}

TEST_CASE("PBN import: errors in Spanish for a Spanish-speaking director") {
  auto r = read_pbn("[Board \"x\"]\n", Lang::Es);
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "pbn.board_number");
  CHECK(r.error().args == std::vector<std::string>{"1", "x", "1000"});
  CHECK(said(r.error(), Lang::Es) == "línea 1: Board 'x' no es un número de tablero del 1 al 1000");
  auto d = read_pbn("[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T98.8765\"]\n", Lang::Es);
  REQUIRE_FALSE(d);
  CHECK(d.error().code == "pbn.deal_tag.not_13_cards");
  CHECK(d.error().args == std::vector<std::string>{"2", "W", "12"});
  CHECK(said(d.error(), Lang::Es) == "línea 2: reparto: la mano W tiene 12 cartas, no 13");
}

TEST_CASE("PBN import: Windows line ends and a UTF-8 byte order mark are read as any file") {
  const std::string crlf = write_pbn(sample::mitchell());  // export format: CR LF
  std::string lf;
  for (char c : crlf)
    if (c != '\r') lf += c;
  for (const std::string& text : {"\xEF\xBB\xBF" + crlf, lf}) {
    auto ev = read_pbn(text);
    REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
    CHECK(ev->boards == sample::mitchell().boards);
    CHECK(ev->ranking == sample::mitchell().ranking);
  }
}

namespace {
// A one-board file naming its event `event` (bytes as given), after `header` comment lines.
std::string named(const std::string& header, const std::string& event) {
  return header + "[Event \"" + event + "\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
         "[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765\"]\n";
}
}  // namespace

TEST_CASE("PBN 2.1 character set: ISO 8859-1 unless declared or marked UTF-8, kept as UTF-8") {
  const std::string latin1 = "Copa Garc\xED" "a \x80 \x93Oto\xF1o\x94";  // Windows-1252: euro, curly quotes
  const std::string as_utf8 = "Copa García € “Otoño”";
  struct Case {
    const char* rule;
    std::string header, event, want;
  };
  const Case cases[] = {
      {"no declaration: ISO 8859-1 (Windows-1252's letters in 0x80-0x9F)", "% PBN 2.1\n", latin1, as_utf8},
      {"declared ISO-8859-1", "% PBN 2.1\n%Content-type: text/x-pbn; charset=ISO-8859-1\n", latin1, as_utf8},
      {"declared Windows-1252", "%Content-type: text/x-pbn; charset=windows-1252\n", latin1, as_utf8},
      {"declared UTF-8", "% PBN 2.1\n% EXPORT\n%Content-type: text/x-pbn; charset=UTF-8\n", as_utf8, as_utf8},
      {"a byte-order mark", "\xEF\xBB\xBF% PBN 2.1\n", as_utf8, as_utf8},
      {"UTF-8 under a copied ISO-8859-1 header is UTF-8", "%Content-type: text/x-pbn; charset=ISO-8859-1\n", as_utf8, as_utf8},
      {"not declared, UTF-8 all through", "", as_utf8, as_utf8},
      {"ASCII is the same in all", "%Content-type: text/x-pbn; charset=ISO-8859-1\n", "Club night", "Club night"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.rule);
    auto ev = read_pbn(named(c.header, c.event));
    REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
    CHECK(ev->name == c.want);
    // Written back as the UTF-8 it declares, and read again the same.
    const std::string out = write_pbn(*ev);
    CHECK(utf8::valid(out));
    auto again = read_pbn(out);
    REQUIRE(again);
    CHECK(again->name == c.want);
  }
}

TEST_CASE("PBN 2.1 character set: a file declared UTF-8 that is not, or another charset, is refused naming it") {
  auto bad = read_pbn(named("% PBN 2.1\n%Content-type: text/x-pbn; charset=UTF-8\n", "Copa Garc\xED" "a"));
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == "pbn.declared_utf8_not_utf8");
  CHECK(bad.error().args == std::vector<std::string>{"3"});
  CHECK(said(bad.error()) == "line 3: the file declares UTF-8 but this line is not UTF-8");
  auto es = read_pbn(named("\xEF\xBB\xBF\n", "Garc\xED" "a"), Lang::Es);
  REQUIRE_FALSE(es);
  CHECK(es.error().code == "pbn.bom_not_utf8");
  CHECK(said(es.error(), Lang::Es) == "línea 2: el fichero se declara UTF-8 pero esta línea no es UTF-8");
  auto other = read_pbn(named("%Content-type: text/x-pbn; charset=KOI8-R\n", "Kubok"));
  REQUIRE_FALSE(other);
  CHECK(other.error().code == "pbn.charset");
  CHECK(other.error().args == std::vector<std::string>{"koi8-r"});
  CHECK(said(other.error()) == "the file's character set koi8-r is not one Bandeja reads (UTF-8, ISO-8859-1, Windows-1252)");
}

TEST_CASE("PBN import: a result line is read by the one reader, its error naming the column in the director's language") {
  const std::string head = "[Event \"E\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n";
  const std::string table =
      "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R\"]\n";
  struct Row { const char* line; const char* es; };
  const Row rows[] = {
      {" 1  2 4S Q 10 420\n", "línea 6: tablero 1: Declarer: el declarante 'Q' debe ser N, E, S u O"},
      {" 1  2 4S N 10 450\n", "línea 6: tablero 1: Score_NS: la puntuación 450 no corresponde a 4P N =, que vale 420 para Norte-Sur"},
      {" 1  2 - - - A70-x\n", "línea 6: tablero 1: Score_NS: puntuación 'A70-x': una puntuación artificial se escribe A60-40"},
      {" 1  2 - - - 425\n", "línea 6: tablero 1: Score_NS: puntuación '425': toda puntuación de bridge es múltiplo de 10"},
  };
  for (const auto& r : rows) {
    CAPTURE(r.line);
    auto ev = read_pbn(head + table + r.line, Lang::Es);
    REQUIRE_FALSE(ev);
    CHECK_MESSAGE(said(ev.error(), Lang::Es).rfind(r.es, 0) == 0, said(ev.error(), Lang::Es));
  }
  // A6040 (as USEBIO writes it) and a lead that is not a card are read as before.
  const std::string lead_table =
      "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\2L;Score_NS\\5R\"]\n";
  auto ev = read_pbn(head + lead_table + " 1  2 4S N 10 CR 420\n 3  4 - - - - A6040\n");
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  REQUIRE(ev->boards[0].lines.size() == 2);
  CHECK(std::get<score::Played>(ev->boards[0].lines[0].entry).lead == std::optional<std::string>("CR"));
  CHECK(ev->boards[0].lines[1].entry == score::Entry{score::Artificial{60, 40}});
}

// ---------------------------------------------------------------- import format (PBN 2.1)

namespace {
const std::string kDeal1 = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765";
const std::string kDeal2 = "N:T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765 AKQJ.T98.765.432";
const std::string kTable = "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n";

Result<EventRecord> read_noted(const std::string& text, PbnNotes& notes) { return read_pbn(text, Lang::En, &notes); }
}  // namespace

TEST_CASE("PBN 2.1 §4.8: '#' is the previous game's value, '##' a header every later game inherits until redefined") {
  const std::string file =
      "[Event \"##Club night\"]\n[Site \"##Casino\"]\n[Date \"##2025.03.12\"]\n\n"
      "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"" + kDeal1 + "\"]\n\n"
      "[Board \"2\"]\n[Event \"#\"]\n[Deal \"" + kDeal2 + "\"]\n";
  PbnNotes notes;
  auto ev = read_noted(file, notes);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->name == "Club night");  // never the literal "##Club night"
  CHECK(ev->site == "Casino");
  CHECK(ev->date == "2025-03-12");
  REQUIRE(ev->boards.size() == 2);
  CHECK(ev->boards[1].deal.has_value());
  CHECK_FALSE(notes.any());
  // "#" with no previous value is "": no event name from it.
  auto empty = read_pbn("[Event \"#\"]\n[Board \"1\"]\n");
  REQUIRE(empty);
  CHECK(empty->name.empty());
  // A header's value redefined mid-file holds from there on; the event keeps the first.
  auto later = read_pbn("[Date \"##2025.03.12\"]\n[Board \"1\"]\n\n[Date \"2025.03.13\"]\n[Board \"2\"]\n\n[Board \"3\"]\n");
  REQUIRE(later);
  CHECK(later->date == "2025-03-12");
}

TEST_CASE("PBN 2.1 import format: a tag that already occurred in its game is ignored, and counted") {
  PbnNotes notes;
  auto ev = read_noted("[Board \"1\"]\n[Dealer \"N\"]\n[Room \"Open\"]\n[Room \"Open\"]\n[Dealer \"E\"]\n", notes);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->boards[0].dealer == score::Seat::North);  // the first Dealer, not the repeat
  CHECK(notes.repeated_tags == 2);
}

TEST_CASE("PBN 2.1 §3.3: a tag value may go on over several lines, each break one space") {
  const std::string deal = "[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ\n    65432.32.AKQJ.T9 .AKQJ7.T984.8765\"]\n";
  auto ev = read_pbn("[Event \"Spring\n  Pairs\"]\n[Board \"1\"]\n" + deal + "[Dealer \"E\"]\n");
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->name == "Spring Pairs");
  REQUIRE(ev->boards[0].deal.has_value());
  CHECK(to_pbn(*ev->boards[0].deal) == kDeal1);
  CHECK(ev->boards[0].dealer == score::Seat::East);  // the line after the value is read as a tag
  // An unclosed value is still refused on its own line when the next line is a tag or blank.
  CHECK(mentions(read_pbn("[Event \"Spring\n[Board \"1\"]\n"), "line 1: tag Event: the value's closing quote is missing"));
  CHECK(mentions(read_pbn("[Event \"Spring\n\n[Board \"1\"]\n"), "line 1: tag Event: the value's closing quote is missing"));
}

TEST_CASE("PBN 2.1 import format: games without a Board tag are the boards after the previous one") {
  // DDS's and rpbridge.net's files: a Deal and nothing else.
  PbnNotes notes;
  auto ev = read_noted("[Deal \"" + kDeal1 + "\"]\n\n[Deal \"" + kDeal2 + "\"]\n\n[Board \"7\"]\n\n[Deal \"" + kDeal1 + "\"]\n",
                       notes);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  REQUIRE(ev->boards.size() == 4);
  CHECK(ev->boards[0].number == 1);
  CHECK(ev->boards[1].number == 2);
  CHECK(ev->boards[2].number == 7);
  CHECK(ev->boards[3].number == 8);
  CHECK(ev->boards[3].dealer == score::dealer(8));  // dealer and vulnerability as the number gives them
  CHECK(ev->boards[3].vulnerability == score::vulnerability(8));
  // A header game (Event, Site, Date and no deal) is no board.
  auto header = read_pbn("[Event \"E\"]\n[Date \"2024.05.24\"]\n\n[Deal \"" + kDeal1 + "\"]\n");
  REQUIRE(header);
  REQUIRE(header->boards.size() == 1);
  CHECK(header->boards[0].number == 1);
}

TEST_CASE("PBN import: a board given again by another game is read once, its tables' results together") {
  // One game per table, as BBO and JFR write them: the same hand record, each game a ScoreTable.
  const std::string game = "[Board \"1\"]\n[Deal \"" + kDeal1 + "\"]\n" + kTable;
  PbnNotes notes;
  auto ev = read_noted(game + "1 2 4S N 10 420\n\n" + game + "3 4 3NT S 9 400\n\n[Board \"1\"]\n" + kTable + "5 6 4S N 9 -50\n",
                       notes);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  REQUIRE(ev->boards.size() == 1);
  CHECK(ev->boards[0].lines.size() == 3);
  CHECK(notes.repeated_deals == 2);
  // A hand record that comes only in a later game is the board's.
  auto late = read_pbn("[Board \"2\"]\n\n[Board \"2\"]\n[Deal \"" + kDeal1 + "\"]\n");
  REQUIRE(late);
  CHECK(late->boards[0].deal.has_value());
  // Another deal under the same number is another board: refused, both lines named.
  CHECK(mentions(read_pbn(game + "\n[Board \"1\"]\n[Deal \"" + kDeal2 + "\"]\n"),
                 "line 5: board 1 appears again with another deal (first at line 1)"));
}

TEST_CASE("PBN import: a Date in another common form is read, one that could be day or month leaves the event undated") {
  struct Case {
    const char* written;
    const char* iso;  // "" when not read
  };
  for (const Case c : {Case{"2024.05.24", "2024-05-24"}, {"2024-05-24", "2024-05-24"}, {"2024/05/24", "2024-05-24"},
                       {"2013-08-10 17:04", "2013-08-10"}, {"2013-08-10T17:04:00", "2013-08-10"}, {"2024.5.4", "2024-05-04"},
                       {"24.05.2024", "2024-05-24"}, {"24/5/2024", "2024-05-24"}, {"3/30/2021", "2021-03-30"},
                       {"5/5/2021", "2021-05-05"}, {"5/3/2021", ""}, {"May 24, 2024", ""}, {"2024", ""},
                       {"2024-05-24x", ""}, {"31/2/2021", ""}, {"2024.02.29", "2024-02-29"}}) {
    CAPTURE(c.written);
    const auto iso = date_from_pbn(c.written);
    REQUIRE_MESSAGE(iso, (iso ? "" : said(iso.error())));
    CHECK(*iso == c.iso);
    PbnNotes notes;
    auto ev = read_noted(std::string("[Date \"") + c.written + "\"]\n[Board \"1\"]\n", notes);
    REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
    CHECK(ev->date == c.iso);
    CHECK(notes.undated == (*c.iso ? "" : c.written));
  }
  // Year first with a month or day that is none is a wrong date, refused on its line.
  for (const char* wrong : {"2026.13.01", "2025.02.29", "2026-04-31"}) {
    CAPTURE(wrong);
    CHECK_FALSE(date_from_pbn(wrong));
    CHECK(mentions(read_pbn(std::string("[Date \"") + wrong + "\"]\n[Board \"1\"]\n"), "line 1: date '"));
  }
  CHECK(date_from_pbn("2026.13.01", Lang::Es).error().code == "pbn.not_a_date");
  CHECK(date_from_pbn("2026.13.01").error().args == std::vector<std::string>{"2026.13.01"});
  CHECK(said(date_from_pbn("2026.13.01").error(), Lang::Es) == "fecha '2026.13.01' no es una fecha");
}

TEST_CASE("PBN import: what the event does not keep (auction, play, comments, partial deals) is counted, never silent") {
  const std::string file = "% PBN 2.1\n[Board \"1\"]\n[Deal \"" + kDeal1 + "\"]\n{ a fine hand }\n[Auction \"N\"]\n1S Pass 4S AP\n"
                           "[Play \"E\"]\nHA H2 H3 H4\n; lead\n\n[Board \"2\"]\n[Deal \"N:AKQJ.T98.765.432 - - -\"]\n";
  PbnNotes notes;
  auto ev = read_noted(file, notes);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(notes.auctions == 1);
  CHECK(notes.plays == 1);
  CHECK(notes.comments == 2);
  CHECK(notes.partial_deals == 1);
  REQUIRE(ev->boards.size() == 2);
  CHECK_FALSE(ev->boards[1].deal.has_value());  // kept, without a hand record
  CHECK(notes.any());
}

TEST_CASE("PBN import: Magic Contest's N-S / E-W directions and each side's adjusted score in its own column (A+, A-)") {
  const std::string file =
      "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R\"]\n"
      " 1  1 4S   N 10   420     -\n"
      " 2  2 -    - -    A+     A-\n"
      " 3  3 -    - -    A=     A+\n"
      " 4  4 -    - -    A-      -\n"
      "[TotalScoreTable \"Rank\\2R;PairId\\2R;Direction\\3L;TotalScoreMP\\5R\"]\n"
      " 1  1 N-S 3\n 2  2 N-S 2\n 3  3 N-S 1\n 4  4 N-S 0\n 1  1 E-W 3\n 2  2 E-W 2\n 3  3 E-W 1\n 4  4 E/W 0\n";
  auto ev = read_pbn(file);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  CHECK(ev->winners == 2);
  CHECK(ev->entrant("4EW") != nullptr);
  const auto& l = ev->boards.at(0).lines;
  REQUIRE(l.size() == 4);
  CHECK(std::get<score::Artificial>(l[1].entry) == score::Artificial{60, 40});
  CHECK(std::get<score::Artificial>(l[2].entry) == score::Artificial{50, 60});
  CHECK(std::get<score::Artificial>(l[3].entry) == score::Artificial{40, 60});
}

TEST_CASE("PBN import: a game's own Contract, Declarer, Result and Score tags are a line, its partnerships pairs named by their players") {
  const std::string head = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"EW\"]\n";
  auto game = [&](const std::string& n, const std::string& s, const std::string& e, const std::string& w,
                  const std::string& tail, const std::string& board = "1") {
    return "[Board \"" + board + "\"]\n[Dealer \"N\"]\n[Vulnerable \"EW\"]\n[North \"" + n + "\"]\n[South \"" + s + "\"]\n[East \"" + e + "\"]\n[West \"" + w + "\"]\n" + tail + "\n";
  };
  PbnNotes notes;
  auto ev = read_noted(game("Sun", "Wang", "Blakset", "Christiansen",
                            "[Declarer \"N\"]\n[Contract \"5CX\"]\n[Result \"NS 11\"]\n[Score \"NS +550\"]\n") +
                           game("Ana", "Luis", "Eva", "Juan", "[Declarer \"W\"]\n[Contract \"4S\"]\n[Result \"10\"]\n[Score \"EW 620\"]\n") +
                           game("Ana", "Luis", "Bot", "Bot", "[Declarer \"S\"]\n[Contract \"3N\"]\n[Result \"9\"]\n", "2"),
                       notes);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  REQUIRE(ev->boards.size() == 2);
  REQUIRE(ev->boards[0].lines.size() == 2);
  CHECK(ev->boards[0].lines[0].ns_score == 550);
  CHECK(std::get<score::Played>(ev->boards[0].lines[0].entry).tricks == 11);
  CHECK(ev->boards[0].lines[1].ns_score == -620);
  CHECK(ev->boards[1].lines[0].ns_score == 400);
  REQUIRE(ev->entrants.size() == 5);
  CHECK(ev->entrant("1")->names() == "Sun \u2013 Wang");
  CHECK(ev->entrant("3")->names() == "Ana \u2013 Luis");
  CHECK(ev->entrant("5")->names() == "Bot");  // one label for both seats: one name
  CHECK(ev->boards[1].lines[0].ns == "3");    // the same partnership on another board
  CHECK(notes.unpaired_results == 0);
  // A Score that disagrees with the contract is refused on the Contract's line.
  CHECK(mentions(read_pbn(game("A", "B", "C", "D", "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"10\"]\n[Score \"NS 450\"]\n")),
                 "board 1: Score: score 450 does not match"));
  // Players not named: no pairs, so the results are counted, not read.
  PbnNotes unnamed;
  auto anon = read_noted(head + "[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"10\"]\n", unnamed);
  REQUIRE(anon);
  CHECK(anon->boards[0].lines.empty());
  CHECK(unnamed.unpaired_results == 1);
}

TEST_CASE("PBN import: a pair's names joined by a semicolon or a plus in a score table are two players, not one") {
  const std::string file =
      "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
      "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Names_NS;Names_EW\"]\n"
      "1 2 4S N 10 \"Ana;Luis\" \"Eva + Juan\"\n";
  auto ev = read_pbn(file);
  REQUIRE_MESSAGE(ev, (ev ? "" : said(ev.error())));
  REQUIRE(ev->entrant("1") != nullptr);
  CHECK(ev->entrant("1")->players.size() == 2);
  CHECK(ev->entrant("1")->names() == "Ana \u2013 Luis");
  CHECK(ev->entrant("2")->names() == "Eva \u2013 Juan");
}

TEST_CASE("PBN import: a game that gives only another table's result, its Board and Deal left out (as rpbridge.net writes a traveller), is a line of the board before, never dropped") {
  const std::string deal = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765";
  auto game = [](const std::string& n, const std::string& e, const std::string& s, const std::string& w, const std::string& c,
                 const std::string& d, const std::string& r) {
    return "[North \"" + n + "\"]\n[East \"" + e + "\"]\n[South \"" + s + "\"]\n[West \"" + w + "\"]\n[Contract \"" + c +
           "\"]\n[Declarer \"" + d + "\"]\n[Result \"" + r + "\"]\n\n";
  };
  const std::string pbn = "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + deal + "\"]\n" +
                          game("Ana", "Bea", "Carlos", "Dora", "4S", "N", "10") + game("Eva", "Fede", "Gil", "Hugo", "3NT", "S", "9") +
                          "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Deal \"" + deal + "\"]\n" +
                          game("Ana", "Fede", "Carlos", "Hugo", "2H", "W", "8") + game("Eva", "Bea", "Gil", "Dora", "3C", "N", "9");
  PbnNotes notes;
  auto ev = read_pbn(pbn, Lang::En, &notes);
  REQUIRE_MESSAGE(ev, (ev ? "" : present::render(ev.error(), Lang::En)));
  REQUIRE(ev->boards.size() == 2);
  CHECK(ev->boards[0].lines.size() == 2);  // the four results, two a board
  CHECK(ev->boards[1].lines.size() == 2);
  CHECK(ev->boards[1].dealer == score::Seat::East);  // the second game of board 2 keeps board 2's dealer
  CHECK(notes.repeated_deals == 0);                  // a result alone gives no hand record again
  CHECK(notes.unpaired_results == 0);
  CHECK(ev->entrants.size() == 4);
}
