// Hand records as dealing machines and BBO write them (formats/hand_records.hpp), read from real
// files other programs wrote (tests/fixtures/real: Big Deal's two boards in five formats from
// the pbn package, DealerMaster's file from duplimate-to-html, a BBO .lin from endplay; each
// named with its source and licence in MANIFEST.md), then broken on purpose.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/hand_records.hpp"
#include "bandeja/score/board.hpp"
#include "cli.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

std::string fixture(const std::string& path) {
  return test::slurp(std::string(BANDEJA_SOURCE_DIR) + "/tests/fixtures/real/" + path);
}

std::vector<Board> boards_of(const std::string& path) {
  auto r = read_hand_records(fixture(path));
  REQUIRE_MESSAGE(r.has_value(), path << ": " << r.error().code);
  return r->boards;
}

std::string pbn_of(const Board& b) { return b.deal ? to_pbn(*b.deal) : ""; }

}  // namespace

TEST_CASE("Each file's format is told from its content, never its name") {
  const struct {
    const char* path;
    HandFormat format;
  } cases[] = {
      {"bigdeal-pbnjs/big-deal.pbn", HandFormat::Pbn}, {"bigdeal-pbnjs/big-deal.dup", HandFormat::Dup},
      {"bigdeal-pbnjs/big-deal.bri", HandFormat::Bri}, {"bigdeal-pbnjs/dealer.bri", HandFormat::Bri},
      {"bigdeal-pbnjs/big-deal.dge", HandFormat::Dge}, {"bigdeal-pbnjs/big-deal.dlm", HandFormat::Dlm},
      {"duplimate-to-html/1.dlm", HandFormat::Dlm},    {"endplay/example1.lin", HandFormat::Lin},
      {"jfr/test-jfr.pbn", HandFormat::Pbn},
  };
  for (const auto& c : cases) {
    CAPTURE(c.path);
    const auto f = sniff_hand_records(fixture(c.path));
    REQUIRE(f);
    CHECK(*f == c.format);
  }
  for (const char* other : {"", "hello", "<?xml version=\"1.0\"?><USEBIO/>", "board,ns,ew\n1,1,2\n"}) {
    CAPTURE(other);
    CHECK_FALSE(sniff_hand_records(other));
    const auto r = read_hand_records(other);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "hands.unknown_format");
  }
}

TEST_CASE("Every real PBN file of the fixtures is told as PBN, and one that opens with a comment in braces or after a semicolon too") {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& dir : fs::directory_iterator(std::string(BANDEJA_SOURCE_DIR) + "/tests/fixtures/real"))
    if (dir.is_directory())
      for (const auto& f : fs::directory_iterator(dir.path()))
        if (f.path().extension() == ".pbn") {
          CAPTURE(f.path().string());
          const auto format = sniff_hand_records(test::slurp(f.path().string()));
          REQUIRE(format);
          CHECK(*format == HandFormat::Pbn);
          ++files;
        }
  CHECK(files >= 15);
  const std::string game = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
                           "[Deal \"N:AJ9.K9542.Q.AK93 K.QJ76.K98763.75 QT6543.AT.JT.T62 872.83.A542.QJ84\"]\n";
  for (const std::string opening : {"{ the night's hands }\n", "; dealt on Tuesday\n"}) {
    CAPTURE(opening);
    const auto r = read_hand_records(opening + game);
    REQUIRE(r);
    CHECK(r->format == HandFormat::Pbn);
    CHECK(r->boards.size() == 1);
  }
}

TEST_CASE("Big Deal's two boards read the same from its .dup, .bri, .dge and .dlm as from its PBN: numbers, dealers, vulnerabilities and every card") {
  const auto pbn = boards_of("bigdeal-pbnjs/big-deal.pbn");
  REQUIRE(pbn.size() == 2);
  CHECK(pbn_of(pbn[0]) == "N:AJ9.K9542.Q.AK93 K.QJ76.K98763.75 QT6543.AT.JT.T62 872.83.A542.QJ84");
  for (const char* path : {"bigdeal-pbnjs/big-deal.dup", "bigdeal-pbnjs/big-deal.bri", "bigdeal-pbnjs/big-deal.dge",
                           "bigdeal-pbnjs/big-deal.dlm"}) {
    CAPTURE(path);
    const auto got = boards_of(path);
    REQUIRE(got.size() == 2);
    for (size_t i = 0; i < 2; ++i) {
      CHECK(got[i].number == pbn[i].number);
      CHECK(got[i].dealer == pbn[i].dealer);
      CHECK(got[i].vulnerability == pbn[i].vulnerability);
      CHECK(pbn_of(got[i]) == pbn_of(pbn[i]));
    }
  }
}

TEST_CASE("A .bri of 128-byte records holds its boards in order from 1, each dealt by the standard cycle") {
  const auto boards = boards_of("bigdeal-pbnjs/dealer.bri");
  REQUIRE(boards.size() == 8);
  for (int n = 1; n <= 8; ++n) {
    const Board& b = boards[static_cast<size_t>(n - 1)];
    CHECK(b.number == n);
    CHECK(b.dealer == score::dealer(n));
    CHECK(b.vulnerability == score::vulnerability(n));
    REQUIRE(b.deal);
  }
  // Its first record, decoded by hand: North's 04 05 13 14 19 22 25 28 29 36 37 43 47 are
  // ♠J ♠T ♠2 ♥A ♥9 ♥6 ♥3 ♦K ♦Q ♦5 ♦4 ♣J ♣7.
  CHECK(pbn_of(boards[0]).substr(0, 19) == "N:JT2.A963.KQ54.J7 ");
}

TEST_CASE("DealerMaster's file: the 24 boards from 'From board' to 'To board' of its 99, each board's check digits agreeing") {
  const auto boards = boards_of("duplimate-to-html/1.dlm");
  REQUIRE(boards.size() == 24);
  CHECK(boards.front().number == 1);
  CHECK(boards.back().number == 24);
  // Board 01=afdjiihdjomjnngobidfmlcgml003, decoded by hand (two cards a letter, a = N N).
  CHECK(pbn_of(boards[0]) == "N:AKT53.K6.854.Q94 QJ72.T42.KQ72.A7 864.J85.J96.J863 9.AQ973.AT3.KT52");
}

TEST_CASE("BBO's .lin: each board's deal from md| (dealer digit, hands from South), its number from ah| and its vulnerability from sv|") {
  const auto boards = boards_of("endplay/example1.lin");
  REQUIRE(boards.size() == 8);
  for (size_t i = 0; i < boards.size(); ++i) CHECK(boards[i].number == static_cast<int>(i) + 1);
  // md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,| ah|Board 1| sv|o|: North deals,
  // South, West and North given low to high, East the rest.
  CHECK(boards[0].dealer == score::Seat::North);
  CHECK(boards[0].vulnerability == score::Vulnerability{false, false});
  CHECK(pbn_of(boards[0]) == "N:74.T8.K842.AQ743 JT832.J62.73.JT2 K.AKQ9754.96.K85 AQ965.3.AQJT5.96");
}

TEST_CASE("A .lin as a match writes it: a board once for each room is one board, two deals under one number are refused, a 10 is T") {
  const std::string md = "md|3S47H8TD248KC347QA,S569QAH3D5TJQAC69,SKH4579QKAD69C58K,|";
  auto two_rooms = read_lin("qx|o1|" + md + "sv|o|mb|p|\nqx|c1|" + md + "sv|o|mb|1C|\n");
  REQUIRE(two_rooms);
  CHECK(two_rooms->size() == 1);
  CHECK(two_rooms->front().number == 1);
  auto ten = read_lin("md|1S47H810D248KC347QA,S569QAH3D5TJQAC69,SKH4579QKAD69C58K,|ah|Board 5|sv|b|");
  REQUIRE(ten);
  CHECK(ten->front().number == 5);
  CHECK(ten->front().dealer == score::Seat::South);  // 1 is South, whatever board 5's cycle says
  CHECK(ten->front().vulnerability == score::Vulnerability{true, true});
  CHECK(holding(*ten->front().deal, score::Seat::South, score::Strain::Hearts) == "T8");
  auto contradiction = read_lin("qx|o1|" + md + "qx|c1|md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|");
  REQUIRE_FALSE(contradiction);
  CHECK(contradiction.error().code == "hands.board_twice");
}

TEST_CASE("A damaged file is refused naming the board and what is wrong, never read as another deal") {
  const std::string dup = fixture("bigdeal-pbnjs/big-deal.dup");
  const std::string bri = fixture("bigdeal-pbnjs/big-deal.bri");
  const std::string dlm = fixture("bigdeal-pbnjs/big-deal.dlm");
  struct Case {
    const char* what;
    std::string bytes;
    const char* code;
  };
  std::vector<Case> cases;
  {
    std::string b = bri;
    b[2] = '0', b[3] = '1';  // North's second card is ♠A, its first too
    cases.push_back({"a card twice in a .bri", b, "hands.card_twice"});
    b = bri;
    b[0] = '5', b[1] = '3';
    cases.push_back({"card number 53", b, "hands.bad_card_number"});
    cases.push_back({"a .bri cut in its second board", bri.substr(0, 128 + 40), "hands.record_cut"});
    std::string d = dup;
    std::swap(d[79], d[96]);  // the display gives North's ♠A to East and East's ♠K to North
    cases.push_back({"a .dup whose display differs", d, "hands.dup_parts_differ"});
    cases.push_back({"a .dup cut", dup.substr(0, 200), "hands.record_size"});
    std::string m = dlm;
    m[m.find("Board 01=") + 9] = 'c';
    cases.push_back({"a .dlm letter changed", m, "hands.dlm_check"});
    m = dlm;
    m.replace(m.find("Crypto key=0"), 12, "Crypto key=7");
    cases.push_back({"an enciphered .dlm", m, "hands.dlm_enciphered"});
    cases.push_back({"a .lin deal with a card twice", "md|3SAA,,,|", "hands.card_twice"});
    cases.push_back({"a .lin deal with 14 cards", "md|3SAKQJT98765432HA,,,|", "hands.hand_size"});
    cases.push_back({"a .lin deal with a 1 alone", "md|3S1,,,|", "hands.lin_deal"});
    cases.push_back({"a .lin tag of three letters", "md|3SA|abc|x|", "hands.lin_tag"});
    cases.push_back({"a .lin without any deal", "pn|a,b,c,d|st||", "hands.file_no_boards"});
  }
  for (const auto& c : cases) {
    CAPTURE(c.what);
    const auto r = read_hand_records(c.bytes);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == c.code);
    CHECK(r.error().field == "file");
  }
}
