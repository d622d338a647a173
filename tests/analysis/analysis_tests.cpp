// Double-dummy analysis through DDS (apps/analysis: dds.hpp): DDS's own test hands give the
// tables and pars DDS's authors expect (fixtures/dds_list100.txt), the par conventions hold
// (NS's side, a side's two declarers, doubled sacrifices, passed out, vulnerability and dealer
// as DDS codes them), and a bad deal is an error value that never reaches DDS.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "bandeja/analysis/dds.hpp"
#include "bandeja/deal/dealing.hpp"
#include "bandeja/formats/deal.hpp"

using namespace bandeja;
using score::Seat;
using score::Strain;
using score::Vulnerability;

namespace {

constexpr Vulnerability kNone{false, false};
constexpr Vulnerability kBoth{true, true};
constexpr Vulnerability kNs{true, false};
constexpr Vulnerability kEw{false, true};

// DDS's vulnerability code as its interface and its examples (examples/hands.cpp: VUL_NONE 0,
// VUL_BOTH 1, VUL_NS 2, VUL_EW 3) give it.
Vulnerability vulnerability_of_dds(int code) {
  static constexpr Vulnerability by_code[] = {kNone, kBoth, kNs, kEw};
  REQUIRE(code >= 0);
  REQUIRE(code < 4);
  return by_code[code];
}

deal::Deal deal_of(std::string_view pbn) {
  auto d = formats::parse_deal(pbn);
  REQUIRE_MESSAGE(d.has_value(), pbn);
  return *d;
}

analysis::BoardDeal board_of(std::string_view pbn, Seat dealer, Vulnerability v) {
  return {deal_of(pbn), dealer, v};
}

std::vector<std::string> quoted(const std::string& line) {
  std::vector<std::string> out;
  for (std::size_t open = line.find('"'); open != std::string::npos; open = line.find('"', open)) {
    const std::size_t close = line.find('"', open + 1);
    REQUIRE(close != std::string::npos);
    out.push_back(line.substr(open + 1, close - open - 1));
    open = close + 1;
  }
  return out;
}

// One of DealerPar's contracts, "4S*-EW-1", "3N-EW", "4N-W+1": a side is both its declarers,
// N before S and E before W.
std::vector<deal::ParContract> dealer_par_contract(const std::string& text) {
  static const std::regex re("([1-7])([NSHDC])(\\*?)-(NS|EW|N|E|S|W)([+-][0-9]+)?");
  std::smatch m;
  REQUIRE_MESSAGE(std::regex_match(text, m, re), text);
  deal::ParContract c;
  c.contract.level = m[1].str()[0] - '0';
  c.contract.strain = m[2] == "N" ? Strain::NoTrump
                      : m[2] == "S" ? Strain::Spades
                      : m[2] == "H" ? Strain::Hearts
                      : m[2] == "D" ? Strain::Diamonds
                                    : Strain::Clubs;
  if (m[3] == "*") c.contract.doubling = score::Doubling::Doubled;
  c.result = m[5].matched ? std::stoi(m[5].str()) : 0;
  std::vector<deal::ParContract> out;
  for (char seat : m[4].str()) {
    c.declarer = *score::parse_seat(std::string(1, seat));
    out.push_back(c);
  }
  return out;
}

// DealerParBin lists the contracts of DealerPar with no trumps first, then spades, hearts,
// diamonds and clubs (a stable sort of DealerPar's list by strain), and analyse() keeps that
// order.
int master_order(Strain s) {
  return s == Strain::NoTrump ? 0 : 4 - static_cast<int>(s);  // S 1, H 2, D 3, C 4
}

struct Example {
  int number = 0;  // its place in the fixture, from 1
  std::string pbn;
  analysis::BoardDeal board;
  deal::DoubleDummy dd;
  deal::Par par;
};

// fixtures/dds_list100.txt (see its head for the source and the format).
const std::vector<Example>& dds_examples() {
  static const std::vector<Example> all = [] {
    std::ifstream in(BANDEJA_SOURCE_DIR "/tests/analysis/fixtures/dds_list100.txt");
    REQUIRE(in);
    std::vector<Example> out;
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream words(line);
      std::string tag;
      words >> tag;
      if (tag == "PBN") {
        int dealer = 0, vul = 0;
        words >> dealer >> vul;
        REQUIRE(dealer >= 0);
        REQUIRE(dealer < 4);
        Example e;
        e.number = static_cast<int>(out.size()) + 1;
        e.pbn = quoted(line).at(0);
        e.board = board_of(e.pbn, static_cast<Seat>(dealer), vulnerability_of_dds(vul));
        out.push_back(std::move(e));
      } else if (tag == "TABLE") {
        // DDS's resTable: strains S H D C NT, each for N E S W.
        static constexpr Strain kStrains[] = {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs,
                                              Strain::NoTrump};
        REQUIRE(!out.empty());
        for (Strain s : kStrains)
          for (int seat = 0; seat < 4; ++seat) {
            const bool read = static_cast<bool>(words >> out.back().dd.tricks[seat][static_cast<int>(s)]);
            REQUIRE(read);
          }
      } else if (tag == "PAR2") {
        REQUIRE(!out.empty());
        const auto q = quoted(line);
        REQUIRE(q.size() >= 2);
        deal::Par& par = out.back().par;
        par.score = std::stoi(q[0]);
        std::vector<std::vector<deal::ParContract>> contracts;
        for (std::size_t i = 1; i < q.size(); ++i) contracts.push_back(dealer_par_contract(q[i]));
        std::stable_sort(contracts.begin(), contracts.end(), [](const auto& a, const auto& b) {
          return master_order(a[0].contract.strain) < master_order(b[0].contract.strain);
        });
        for (const auto& c : contracts) par.contracts.insert(par.contracts.end(), c.begin(), c.end());
      } else {
        FAIL("unknown line in the fixture: " << line);
      }
    }
    return out;
  }();
  return all;
}

std::vector<deal::Analysis> analysed(const std::vector<analysis::BoardDeal>& boards, int threads = 0) {
  auto r = analysis::analyse(boards, threads);
  REQUIRE_MESSAGE(r.has_value(), r.error().code << " " << (r.error().args.empty() ? "" : r.error().args[0]));
  REQUIRE(r->size() == boards.size());
  return *r;
}

deal::Analysis analysed(const analysis::BoardDeal& board) { return analysed(std::vector{board}).at(0); }

// A deal a solver needs no search for: each hand holds one whole suit, hand `seat` the suit
// perm[seat] (suit_index order).
deal::Deal solid_deal(std::array<int, 4> perm) {
  deal::Deal d;
  for (int seat = 0; seat < 4; ++seat) d.hands[seat][perm[seat]] = std::string(deal::kRanks);
  return d;
}

// The 24 deals of whole suits, cycled to `n` boards.
std::vector<analysis::BoardDeal> solid_boards(std::size_t n) {
  std::vector<std::array<int, 4>> perms;
  std::array<int, 4> p{0, 1, 2, 3};
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  std::vector<analysis::BoardDeal> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back({solid_deal(perms[i % perms.size()]), Seat::North, kNone});
  return out;
}

}  // namespace

// ---- DDS's own hands -----------------------------------------------------------------------

TEST_CASE("DDS examples: the fixture holds DDS's 100 test hands, each with its table and par") {
  const auto& all = dds_examples();
  REQUIRE(all.size() == 100);
  for (const auto& e : all) {
    CAPTURE(e.number);
    CHECK_FALSE(e.par.contracts.empty());
    int sum = 0;
    for (const auto& row : e.dd.tricks) sum += row[0];
    CHECK(sum > 0);
  }
}

TEST_CASE("DDS examples: par of each expected table is DealerPar's expected par for the board's dealer and vulnerability") {
  for (const auto& e : dds_examples()) {
    CAPTURE(e.number);
    CAPTURE(e.pbn);
    auto p = analysis::par(e.dd, e.board.dealer, e.board.vulnerability);
    REQUIRE(p.has_value());
    CHECK(p->score == e.par.score);
    CHECK(deal::contracts_text(*p) == deal::contracts_text(e.par));
    CHECK(*p == e.par);
  }
}

TEST_CASE("DDS examples: analyse solves each of DDS's 100 hands (three batches) to DDS's expected table and par") {
  const auto& all = dds_examples();
  std::vector<analysis::BoardDeal> boards;
  for (const auto& e : all) boards.push_back(e.board);
  const auto got = analysed(boards);
  for (std::size_t i = 0; i < all.size(); ++i) {
    CAPTURE(all[i].number);
    CAPTURE(all[i].pbn);
    CHECK(deal::dd_hex(got[i].dd) == deal::dd_hex(all[i].dd));
    CHECK(got[i].dd == all[i].dd);
    CHECK(got[i].par == all[i].par);
  }
}

TEST_CASE("DDS examples: the table maps DDS's strains and hands to Bandeja's (hand 1 of examples/hands.cpp)") {
  // DDS's first example: N QJ6.K652.J85.T98, E 873.J97.AT764.Q4, S K5.T83.KQ9.A7652,
  // W AT942.AQ4.32.KJ3; DDtable {5,8,5,8, 6,6,6,6, 5,7,5,7, 7,5,7,5, 6,6,6,6} (S H D C NT).
  const auto a = analysed(dds_examples()[0].board);
  CHECK(a.dd.of(Seat::North, Strain::Spades) == 5);
  CHECK(a.dd.of(Seat::East, Strain::Spades) == 8);
  CHECK(a.dd.of(Seat::West, Strain::Hearts) == 6);
  CHECK(a.dd.of(Seat::East, Strain::Diamonds) == 7);
  CHECK(a.dd.of(Seat::South, Strain::Diamonds) == 5);
  CHECK(a.dd.of(Seat::North, Strain::Clubs) == 7);
  CHECK(a.dd.of(Seat::West, Strain::Clubs) == 5);
  CHECK(a.dd.of(Seat::South, Strain::NoTrump) == 6);
  CHECK(deal::dd_hex(a.dd) == "65657" "65657" "68675" "68675");
}

// ---- Par conventions ---------------------------------------------------------------------

TEST_CASE("Par: the score is North-South's, a side is both its declarers, a doubled sacrifice is down, passed out is 0 with no contracts") {
  struct Row {
    const char* what;
    const char* pbn;
    Seat dealer;
    Vulnerability vul;
    int score;
    const char* contracts;
  };
  const Row rows[] = {
      {"EW make a part score (DDS hand 1)",
       "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", Seat::North, kNone, -110,
       "2S E, 2S W"},
      {"EW sacrifice, doubled, one down (DDS hand 2)",
       "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63", Seat::East, kNs, 100,
       "4SX-1 E, 4SX-1 W"},
      {"NS sacrifice, doubled, two down (DDS hand 3)",
       "N:73.QJT.AQ54.T752 QT6.876.KJ9.AQ84 5.A95432.7632.K6 AKJ9842.K.T8.J93", Seat::North, kNone, -300,
       "5HX-2 N, 5HX-2 S"},
      {"NS make a grand slam",
       "N:KT.6.AKQ64.A7654 Q53.KT9874.T2.Q2 AJ876.A2.953.KJT 942.QJ53.J87.983", Seat::North, kNs, 2220,
       "7NT N, 7NT S"},
      {"only West makes, with an overtrick",
       "W:AK8.A83.KT.KQJ98 QJT96543.4.AJ.A5 .KQJ976.742.7642 72.T52.Q98653.T3", Seat::West, kBoth, -660,
       "4NT+1 W"},
      {"only North makes",
       "E:J743.72.KQT97.32 T6.QT.5432.KT764 Q5.AJ8643.6.J985 AK982.K95.AJ8.AQ", Seat::East, kBoth, 600, "3NT N"},
      {"two contracts score the par: no trumps listed first",
       "S:T54.QT83.AT9.862 9.AJ765.Q542.A73 AK8762.942.763.J QJ3.K.KJ8.KQT954", Seat::South, kEw, -600,
       "3NT E, 3NT W, 5C E, 5C W"},
      // No declarer takes seven tricks in any strain (65546 65546 65666 45666 as dd_hex
      // writes it). Rare: none among the 9,000 balanced seeded deals (seed 1) a scratch search
      // solved, nor in DDS's 1,000 test hands. Found by a scratch search that took one of the
      // closest, seeded_deal(1, 118696) (only E and W took seven tricks, in diamonds), and
      // swapped cards between hands while no count grew: fifteen steps of forty tries.
      {"passed out", "N:AKQ62.J54.T86.A5 J54.T.AJ75432.K9 T.9732.KQ.QJT632 9873.AKQ86.9.874", Seat::North,
       kNone, 0, "Pass"},
  };
  std::vector<analysis::BoardDeal> boards;
  for (const Row& r : rows) boards.push_back(board_of(r.pbn, r.dealer, r.vul));
  const auto got = analysed(boards);
  for (std::size_t i = 0; i < std::size(rows); ++i) {
    CAPTURE(rows[i].what);
    CHECK(got[i].par.score == rows[i].score);
    CHECK(deal::contracts_text(got[i].par) == rows[i].contracts);
  }
  const deal::Par& passed = got.back().par;
  CHECK(passed.passed_out());
  CHECK(passed.contracts.empty());
  CHECK(deal::dd_hex(got.back().dd) == "65546655465666456664");
  for (const auto& row : got.back().dd.tricks)
    for (int t : row) CHECK(t <= 6);
  // Passed out whoever deals and whatever the vulnerability.
  for (int d = 0; d < 4; ++d)
    for (Vulnerability v : {kNone, kBoth, kNs, kEw}) {
      auto p = analysis::par(got.back().dd, static_cast<Seat>(d), v);
      REQUIRE(p.has_value());
      CHECK(p->score == 0);
      CHECK(p->passed_out());
    }
  // A sacrifice is doubled and its result is the tricks down.
  const deal::ParContract& sac = got[1].par.contracts.at(0);
  CHECK(sac.contract == score::Contract{4, Strain::Spades, score::Doubling::Doubled});
  CHECK(sac.declarer == Seat::East);
  CHECK(sac.result == -1);
  // A make is undoubled and its result is the overtricks.
  const deal::ParContract& make = got[4].par.contracts.at(0);
  CHECK(make.contract == score::Contract{4, Strain::NoTrump, score::Doubling::Undoubled});
  CHECK(make.result == 1);
}

TEST_CASE("Par: vulnerability as DDS codes it: NS vulnerable alone scores NS's game as vulnerable, EW vulnerable alone does not") {
  // DDS hand 15 of the fixture: North-South make 4H and nothing more; East-West have no
  // sacrifice worth it at any vulnerability. 420 not vulnerable, 620 vulnerable.
  const char* pbn = "N:K63.KQ75.T73.K42 Q74.96.AQ98.QT65 A52.AJT2.62.AJ73 JT98.843.KJ54.98";
  const struct {
    Vulnerability vul;
    int score;
  } rows[] = {{kNone, 420}, {kBoth, 620}, {kNs, 620}, {kEw, 420}};
  std::vector<analysis::BoardDeal> boards;
  for (const auto& r : rows) boards.push_back(board_of(pbn, Seat::North, r.vul));
  const auto got = analysed(boards);
  for (std::size_t i = 0; i < std::size(rows); ++i) {
    CAPTURE(i);
    CHECK(got[i].par.score == rows[i].score);
    CHECK(deal::contracts_text(got[i].par) == "4H N, 4H S");
    // par() on the same table agrees, for this and every other dealer.
    for (int d = 0; d < 4; ++d) CHECK(analysis::par(got[i].dd, static_cast<Seat>(d), rows[i].vul) == got[i].par);
  }
}

TEST_CASE("Par: vulnerability as DDS codes it: EW vulnerable alone scores EW's game as vulnerable") {
  // DDS hand 11 of the fixture: East-West make 4H; North-South's best sacrifice is too dear.
  const char* pbn = "N:95.53.J32.T75432 62.T872.AQ95.J96 JT874.AQ4.K86.A8 AKQ3.KJ96.T74.KQ";
  const struct {
    Vulnerability vul;
    int score;
  } rows[] = {{kNone, -420}, {kBoth, -620}, {kNs, -420}, {kEw, -620}};
  std::vector<analysis::BoardDeal> boards;
  for (const auto& r : rows) boards.push_back(board_of(pbn, Seat::North, r.vul));
  const auto got = analysed(boards);
  for (std::size_t i = 0; i < std::size(rows); ++i) {
    CAPTURE(i);
    CHECK(got[i].par.score == rows[i].score);
    CHECK(deal::contracts_text(got[i].par) == "4H E, 4H W");
  }
}

TEST_CASE("Par: the dealer's side bids first when both sides can make the same contract") {
  // A table where North and East each take seven tricks at no trumps and nobody takes seven
  // anywhere else: whoever bids 1NT first plays it. From the dealer round the table, the first
  // of North and East to speak.
  deal::DoubleDummy dd;
  for (auto& row : dd.tricks) row.fill(6);
  dd.tricks[static_cast<int>(Seat::North)][static_cast<int>(Strain::NoTrump)] = 7;
  dd.tricks[static_cast<int>(Seat::East)][static_cast<int>(Strain::NoTrump)] = 7;
  const struct {
    Seat dealer;
    int score;
    const char* contracts;
  } rows[] = {{Seat::North, 90, "1NT N"}, {Seat::East, -90, "1NT E"}, {Seat::South, 90, "1NT N"},
              {Seat::West, 90, "1NT N"}};
  for (const auto& r : rows) {
    CAPTURE(score::to_string(r.dealer));
    auto p = analysis::par(dd, r.dealer, kNone);
    REQUIRE(p.has_value());
    CHECK(p->score == r.score);
    CHECK(deal::contracts_text(*p) == r.contracts);
  }
}

TEST_CASE("Par: par of a table equals analyse's par, for every dealer and vulnerability") {
  const auto& all = dds_examples();
  std::vector<analysis::BoardDeal> boards;
  for (int i = 0; i < 6; ++i) boards.push_back(all[i].board);
  // Two real deals from the reproducible dealer as well.
  boards.push_back({deal::seeded_deal(2024, 1), Seat::North, kNone});
  boards.push_back({deal::seeded_deal(2024, 2), Seat::East, kNs});
  const auto got = analysed(boards);
  for (std::size_t i = 0; i < boards.size(); ++i) {
    CAPTURE(i);
    CHECK(analysis::par(got[i].dd, boards[i].dealer, boards[i].vulnerability) == got[i].par);
  }
  // The same deal under every dealer and vulnerability, solved once each.
  std::vector<analysis::BoardDeal> each;
  for (int d = 0; d < 4; ++d)
    for (Vulnerability v : {kNone, kBoth, kNs, kEw}) each.push_back({all[4].board.deal, static_cast<Seat>(d), v});
  const auto every = analysed(each);
  for (std::size_t i = 0; i < each.size(); ++i) {
    CAPTURE(i);
    CHECK(every[i].dd == every[0].dd);
    CHECK(analysis::par(every[0].dd, each[i].dealer, each[i].vulnerability) == every[i].par);
  }
}

TEST_CASE("Par: a table with a count outside 0 to 13 is the error dds.bad_table") {
  deal::DoubleDummy dd;
  dd.tricks[2][3] = 14;
  auto p = analysis::par(dd, Seat::North, kNone);
  REQUIRE_FALSE(p.has_value());
  CHECK(p.error().code == "dds.bad_table");
  CHECK(p.error().args == std::vector<std::string>{"14"});
  dd.tricks[2][3] = -1;
  CHECK(analysis::par(dd, Seat::North, kNone).error().code == "dds.bad_table");
}

// ---- Bad input, batches, threads ------------------------------------------------------------

TEST_CASE("analyse: an empty list of boards is an empty answer") {
  auto r = analysis::analyse({});
  REQUIRE(r.has_value());
  CHECK(r->empty());
}

TEST_CASE("analyse: a deal with a card twice, a hand of 12 or 14 cards or a bad rank is the error dds.bad_deal naming the board, before DDS is called") {
  const deal::Deal good = dds_examples()[0].board.deal;  // N QJ6.K652.J85.T98, S K5...
  struct Row {
    const char* what;
    deal::Deal deal;
  };
  std::vector<Row> rows;
  {
    deal::Deal d = good;
    d.hands[0][0] = "KJ6";  // the spade king twice (South's too), the queen nowhere
    rows.push_back({"a card twice", d});
  }
  {
    deal::Deal d = good;
    d.hands[0][0] = "QJ";  // North 12 cards, the six nowhere
    rows.push_back({"a hand of 12", d});
  }
  {
    deal::Deal d = good;
    d.hands[0][0] = "QJ6";
    d.hands[0][3] = "T985";  // North 14, South 12: the club five moved
    d.hands[2][3] = "A762";
    rows.push_back({"hands of 14 and 12", d});
  }
  {
    deal::Deal d = good;
    d.hands[0][0] = "QJX";
    rows.push_back({"a rank that is no rank", d});
  }
  rows.push_back({"no cards at all", deal::Deal{}});
  for (const Row& r : rows) {
    CAPTURE(r.what);
    // The bad deal is the 42nd board: the first 40 would be a whole batch for DDS, but no
    // batch is solved (no progress reported) before every deal is checked.
    auto boards = solid_boards(42);
    boards[41].deal = r.deal;
    int calls = 0;
    auto res = analysis::analyse(boards, 0, [&](std::size_t, std::size_t) { ++calls; });
    REQUIRE_FALSE(res.has_value());
    CHECK(res.error().code == "dds.bad_deal");
    CHECK(res.error().field == "deal");
    CHECK(res.error().args == std::vector<std::string>{"42"});
    CHECK(calls == 0);
  }
}

TEST_CASE("analyse: boards come back in the order given, in batches of 40 with progress after each") {
  const auto boards = solid_boards(81);
  std::vector<std::pair<std::size_t, std::size_t>> calls;
  auto r = analysis::analyse(boards, 1, [&](std::size_t done, std::size_t total) { calls.emplace_back(done, total); });
  REQUIRE(r.has_value());
  REQUIRE(r->size() == 81);
  CHECK(calls == std::vector<std::pair<std::size_t, std::size_t>>{{40, 81}, {80, 81}, {81, 81}});
  for (std::size_t i = 0; i < boards.size(); ++i) {
    CAPTURE(i);
    // The holder of a whole suit takes all 13 tricks with it as trumps, and none at no trumps
    // (the next hand on lead runs its own suit).
    for (int seat = 0; seat < 4; ++seat)
      for (int suit = 0; suit < 4; ++suit)
        if (!boards[i].deal.hands[seat][suit].empty()) {
          CHECK((*r)[i].dd.of(static_cast<Seat>(seat), deal::suit_of_index(suit)) == 13);
          CHECK((*r)[i].dd.of(static_cast<Seat>(seat), Strain::NoTrump) == 0);
        }
  }
}

TEST_CASE("analyse: one thread and every core give the same tables and pars") {
  std::vector<analysis::BoardDeal> boards;
  for (int b = 1; b <= 3; ++b) boards.push_back({deal::seeded_deal(7, b), static_cast<Seat>(b % 4), kEw});
  CHECK(analysed(boards, 1) == analysed(boards, 0));
}

TEST_CASE("dds_version: DDS's version as major.minor.patch") {
  const std::string v = analysis::dds_version();
  CAPTURE(v);
  CHECK(std::regex_match(v, std::regex("2\\.[0-9]+\\.[0-9]+")));
}
