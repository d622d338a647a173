// Weighted scores (Law 12C1(c)) and opening leads in every file and page the formats write:
// nothing lost, nothing turned into something else, and what is written reads back.
//
// The board, worked by hand (board 1, nobody vulnerable, matchpoints 1 per score beaten, ½ per
// tie, top 3 with four lines):
//   1NS-1EW  4S N 11  +450  lead C5     beats 420, -50 and the weighted line: 3    / EW 0
//   2NS-2EW  4S N 10  +420             beats -50 (1), ties 420 in 60% of W (0.3) and beats
//                                       -50 in 40% of W (0.4): 1.7 / EW 1.3
//   3NS-3EW  score -50                 ties -50 in 40% of W: 0.2 / EW 2.8
//   4NS-4EW  W60:420/40:-50            +420 part: beats -50, ties 420: 1.5; -50 part: ties
//                                       -50: 0.5; 0.6 x 1.5 + 0.4 x 0.5 = 1.1 / EW 1.9
// The NS points add up to 4 x 3 / 2 = 6 (3 + 1.7 + 0.2 + 1.1).
#include <doctest/doctest.h>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/site.hpp"
#include "bandeja/formats/travellers_csv.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/present/messages.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace bandeja::present;

namespace {

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

score::Weighted sixty_forty() { return score::Weighted{{{6000, 420}, {4000, -50}}}; }

EventRecord weighted_event() {
  using S = score::Seat;
  EventRecord ev;
  ev.name = "Weighted";
  ev.date = "2026-11-29";
  ev.scoring = Scoring::Matchpoints;
  ev.winners = 2;
  for (int i = 1; i <= 4; ++i) {
    ev.entrants.push_back(sample::pair(std::to_string(i) + "NS", "NS", "N" + std::to_string(i), "S" + std::to_string(i)));
    ev.entrants.push_back(sample::pair(std::to_string(i) + "EW", "EW", "E" + std::to_string(i), "W" + std::to_string(i)));
  }
  Board b = sample::board(1);
  b.lines = {sample::played(1, 1, "1NS", "1EW", "4S", S::North, 11, 1, 3, 0, "C5"),
             sample::played(1, 2, "2NS", "2EW", "4S", S::North, 10, 1, 1.7, 1.3),
             sample::other(1, 3, "3NS", "3EW", score::ScoreOnly{-50}, 1, 0.2, 2.8),
             sample::other(1, 4, "4NS", "4EW", sixty_forty(), 1, 1.1, 1.9)};
  ev.boards = {b};
  ev.ranking = {{"1NS", 3, 100, "1", std::nullopt},   {"2NS", 1.7, 56.67, "2", std::nullopt}, {"4NS", 1.1, 36.67, "3", std::nullopt},
                {"3NS", 0.2, 6.67, "4", std::nullopt}, {"3EW", 2.8, 93.33, "1", std::nullopt}, {"4EW", 1.9, 63.33, "2", std::nullopt},
                {"2EW", 1.3, 43.33, "3", std::nullopt}, {"1EW", 0, 0, "4", std::nullopt}};
  return ev;
}

}  // namespace

TEST_CASE("Law 12C1(c): PBN carries a weighted line as W60:420/40:-50 in Score_NS with its points, and reads it back") {
  const EventRecord ev = weighted_event();
  const std::string pbn = write_pbn(ev);
  CHECK(has(pbn, "W60:420/40:-50"));
  auto back = read_pbn(pbn);
  REQUIRE_MESSAGE(back, (back ? "" : present::render(back.error(), Lang::En)));
  REQUIRE(back->boards.size() == 1);
  CHECK(back->boards[0].lines == ev.boards[0].lines);
  const auto& w = back->boards[0].lines[3];
  CHECK(std::get<score::Weighted>(w.entry) == sixty_forty());
  CHECK_FALSE(w.ns_score.has_value());
  CHECK(w.ns_points == doctest::Approx(1.1));
  CHECK(w.ew_points == doctest::Approx(1.9));
}

TEST_CASE("Law 12C1(c): USEBIO carries a weighted line in SCORE without a CONTRACT, and reads it back") {
  const EventRecord ev = weighted_event();
  const std::string xml = write_usebio(ev);
  CHECK(has(xml, "<SCORE>W60:420/40:-50</SCORE>"));
  auto back = read_usebio(xml);
  REQUIRE_MESSAGE(back, (back ? "" : present::render(back.error(), Lang::En)));
  REQUIRE(back->boards.size() == 1);
  CHECK(back->boards[0].lines == ev.boards[0].lines);
}

TEST_CASE("Law 12C1(c): a weighted part no contract can score on the board is refused on import, naming line and column") {
  const EventRecord ev = weighted_event();
  std::string pbn = write_pbn(ev);
  pbn.replace(pbn.find("W60:420/40:-50"), 14, "W60:420/40:-20");
  auto bad = read_pbn(pbn);
  REQUIRE_FALSE(bad);
  const std::string said = present::render(bad.error(), Lang::En);
  CHECK(has(said, "Score_NS: score 'W60:420/40:-20': -20 is not a score any contract can make"));
  CHECK(said.rfind("line ", 0) == 0);
  auto es = read_pbn(pbn, Lang::Es);
  REQUIRE_FALSE(es);
  CHECK(has(present::render(es.error(), Lang::Es), "no la puede obtener ningún contrato"));

  std::string shares = write_pbn(ev);
  shares.replace(shares.find("W60:420/40:-50"), 14, "W60:420/30:-50");
  auto sum = read_pbn(shares);
  REQUIRE_FALSE(sum);
  CHECK(has(present::render(sum.error(), Lang::En), "the shares add up to 90%, not 100%"));

  std::string xml = write_usebio(ev);
  xml.replace(xml.find("W60:420/40:-50"), 14, "W60:420/40:-20");
  auto bad_xml = read_usebio(xml);
  REQUIRE_FALSE(bad_xml);
  CHECK(has(present::render(bad_xml.error(), Lang::En), "SCORE"));
  CHECK(has(present::render(bad_xml.error(), Lang::En), "-20 is not a score any contract can make"));
}

TEST_CASE("Law 12C1(c): the board page shows a weighted line's parts and points, the pair's card shows them from its side") {
  const EventRecord ev = weighted_event();
  auto en = render_site(ev, Lang::En);
  const std::string& board = en.at(board_page(1));
  CHECK(has(board, "weighted"));
  CHECK(has(board, "60% +420 / 40% \u221250"));
  CHECK(has(board, ">1.1<"));
  CHECK(has(board, ">1.9<"));
  // EW's card: the same shares, the scores from EW's side.
  CHECK(has(en.at(pair_page("4EW")), "60% \u2212420 / 40% +50"));
  CHECK(has(en.at(pair_page("4NS")), "60% +420 / 40% \u221250"));
  auto es = render_site(ev, Lang::Es);
  CHECK(has(es.at(board_page(1)), "ponderada"));
  CHECK(has(es.at(board_page(1)), "60% +420 / 40% \u221250"));
}

TEST_CASE("Law 12C1(c): text travellers show the parts, the results CSV writes W60:420/40:-50 and reads back as the same weighted score") {
  const EventRecord ev = weighted_event();
  const std::string text = travellers_text(ev, Lang::En);
  CHECK(has(text, "weighted"));
  CHECK(has(text, "60% +420 / 40% \u221250"));
  CHECK(has(travellers_text(ev, Lang::Es), "ponderada"));
  const std::string csv = results_csv(ev, true);
  CHECK(has(csv, "1,1,4,4NS,4EW,,,,,W60:420/40:-50,1.1,1.9\n"));
  // Read back as `bandeja import travellers` does, in either language.
  for (Lang lang : {Lang::En, Lang::Es}) {
    auto file = read_travellers_csv(results_csv(ev), lang);
    REQUIRE_MESSAGE(file, (file ? "" : present::render(file.error(), Lang::En)));
    REQUIRE(file->rows.size() == 4);
    const auto& r = file->rows[3];
    auto e = score::entry_from_fields(r.contract, r.declarer, r.result, r.score, r.lead, {}, lang);
    REQUIRE(e);
    CHECK(std::get<score::Weighted>(*e) == sixty_forty());
  }
  // The travellers CSV writer used by export.
  const auto row = to_row(1, 1, 4, "4NS", "4EW", sixty_forty(), std::nullopt);
  CHECK(row.score == "W60:420/40:-50");
}

TEST_CASE("Leads: pages and text show the lead with its suit symbol, files keep the stored form C5") {
  const EventRecord ev = weighted_event();
  // Site, both languages: the club five, never "C5" (which a Spanish reader takes for hearts).
  for (Lang lang : {Lang::En, Lang::Es}) {
    const std::string page = render_site(ev, lang).at(board_page(1));
    CHECK(has(page, "<td>\u26635</td>"));
    CHECK(has(travellers_text(ev, lang), "\u26635"));
  }
  // A red suit in red on the page.
  EventRecord red = ev;
  std::get<score::Played>(red.boards[0].lines[0].entry).lead = "HT";
  CHECK(has(render_site(red, Lang::Es).at(board_page(1)), "<span class=\"red\">\u266510</span>"));
  // PBN and USEBIO: English, suit first, as the formats write leads.
  CHECK(has(write_pbn(ev), " C5 "));
  CHECK(has(write_usebio(ev), "<LEAD>C5</LEAD>"));
  // The travellers CSV: the symbol, which reads back as the same card in either language.
  CHECK(has(results_csv(ev), ",\u26635,"));
  for (Lang lang : {Lang::En, Lang::Es}) {
    auto file = read_travellers_csv(results_csv(ev), lang);
    REQUIRE(file);
    const auto& r = file->rows[0];
    auto e = score::entry_from_fields(r.contract, r.declarer, r.result, r.score, r.lead, {}, lang);
    REQUIRE(e);
    CHECK(std::get<score::Played>(*e).lead == std::optional<std::string>("C5"));
  }
}

TEST_CASE("Leads: PBN and USEBIO leads from other programs are read as English cards, one that is no card stays as written") {
  EventRecord ev = weighted_event();
  auto& p = std::get<score::Played>(ev.boards[0].lines[0].entry);
  for (auto [written, stored] : {std::pair{"c5", "C5"}, std::pair{"5C", "C5"}, std::pair{"H10", "HT"},
                                 std::pair{"\u2665" "10", "HT"}, std::pair{"xyz", "xyz"}}) {
    CAPTURE(written);
    p.lead = written;
    auto pbn = read_pbn(write_pbn(ev));
    REQUIRE_MESSAGE(pbn, (pbn ? "" : present::render(pbn.error(), Lang::En)));
    CHECK(std::get<score::Played>(pbn->boards[0].lines[0].entry).lead == std::optional<std::string>(stored));
    auto xml = read_usebio(write_usebio(ev));
    REQUIRE_MESSAGE(xml, (xml ? "" : present::render(xml.error(), Lang::En)));
    CHECK(std::get<score::Played>(xml->boards[0].lines[0].entry).lead == std::optional<std::string>(stored));
  }
  // A stored lead that is not a card (typed before leads were read as cards) shows as typed.
  p.lead = "CR";
  CHECK(has(render_site(ev, Lang::Es).at(board_page(1)), "<td>CR</td>"));
}
