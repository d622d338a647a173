// Round trips through the CLI: a file imported into an event file, ranked by Bandeja, exported
// and imported again gives the same travellers and the same ranking — for PBN and USEBIO, on a
// Mitchell, a Howell with an adjusted score and a cross-IMP pairs event. The ranking Bandeja
// computes is the one worked by hand in sample_events.hpp.
#include <doctest/doctest.h>

#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "cli.hpp"
#include "sample_events.hpp"
#include "tools.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using bandeja::test::run_cli;
using publish_test::contains;

namespace {

struct Format {
  std::string name;  // "pbn" | "usebio"
  std::string (*write)(const EventRecord&);
  Result<EventRecord> (*read)(std::string_view);
};

const Format kPbn{"pbn", write_pbn, [](std::string_view t) { return read_pbn(t); }};
const Format kUsebio{"usebio", write_usebio, [](std::string_view t) { return read_usebio(t); }};

void round_trip(const Format& f, const EventRecord& sample) {
  test::TempDir dir;
  const std::string db = dir.file("club.db");
  const std::string in = dir.file("in." + f.name), out = dir.file("out." + f.name);
  // The file another program would give: travellers only, no points and no ranking, so what
  // comes out is Bandeja's own ranking.
  EventRecord bare = sample;
  for (auto& b : bare.boards) {
    b.datum.reset();
    for (auto& l : b.lines) l.ns_points = l.ew_points = std::nullopt;
  }
  bare.ranking.clear();
  publish_test::write(in, f.write(bare));

  auto imp = run_cli({"--db", db, "import", f.name, in, "--event", "first"});
  REQUIRE_MESSAGE(imp.status == 0, imp.err);
  CHECK(imp.out.rfind("1\n", 0) == 0);
  auto exp = run_cli({"--db", db, "export", f.name, "first", "--out", out});
  REQUIRE_MESSAGE(exp.status == 0, exp.err);

  // The exported file carries the sample's travellers and hand-worked ranking.
  auto got = f.read(publish_test::read(out));
  REQUIRE_MESSAGE(got, (got ? "" : got.error().message));
  REQUIRE(got->boards.size() == sample.boards.size());
  for (size_t i = 0; i < sample.boards.size(); ++i) {
    CHECK(got->boards[i].lines == sample.boards[i].lines);
    CHECK(got->boards[i].deal == sample.boards[i].deal);  // PBN [Deal], USEBIO HANDSET
  }
  CHECK(got->ranking == sample.ranking);

  // Import the export again: the same travellers and ranking, line for line.
  auto again = run_cli({"--db", db, "import", f.name, out, "--event", "second"});
  REQUIRE_MESSAGE(again.status == 0, again.err);
  for (const char* what : {"", "--ranking", "--points"}) {
    std::vector<std::string> a = {"--db", db, "export", "csv", "first"}, b = {"--db", db, "export", "csv", "second"};
    if (*what) {
      a.push_back(what);
      b.push_back(what);
    }
    auto ca = run_cli(a), cb = run_cli(b);
    REQUIRE(ca.status == 0);
    REQUIRE(cb.status == 0);
    CHECK(ca.out == cb.out);
    CHECK(ca.out.size() > 60);
  }
  auto twice = f.read(run_cli({"--db", db, "export", f.name, "second"}).out);
  REQUIRE(twice);
  CHECK(twice->name == "second");
  CHECK(twice->boards == got->boards);
  CHECK(twice->ranking == got->ranking);
  CHECK(twice->entrants == got->entrants);
}

}  // namespace

TEST_CASE("CLI round trip PBN: a Mitchell keeps travellers, hand record and its ranking") { round_trip(kPbn, sample::mitchell()); }
TEST_CASE("CLI round trip PBN: a Howell with A60-40 keeps Neuberg-factored points and ties") { round_trip(kPbn, sample::howell()); }
TEST_CASE("CLI round trip PBN: a cross-IMP pairs event keeps its IMPs") { round_trip(kPbn, sample::imp_pairs()); }
TEST_CASE("CLI round trip USEBIO: a Mitchell keeps travellers and its ranking") { round_trip(kUsebio, sample::mitchell()); }
TEST_CASE("CLI round trip USEBIO: a Howell with A60-40 keeps its ranking") { round_trip(kUsebio, sample::howell()); }
TEST_CASE("CLI round trip USEBIO: a cross-IMP pairs event keeps its IMPs") { round_trip(kUsebio, sample::imp_pairs()); }

TEST_CASE("CLI import: hand records alone make an event with boards and deals, no results") {
  test::TempDir dir;
  EventRecord deals;
  deals.name = "Dealt";
  Board b = sample::board(1);
  b.deal = *parse_deal(sample::kDeal1);
  deals.boards = {b};
  publish_test::write(dir.file("deals.pbn"), write_pbn(deals));
  auto r = run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("deals.pbn")});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(contains(r.out, "event 1: Dealt \u2014 1 board, 1 hand record, 0 pairs, 0 lines"));
  auto e = run_cli({"--db", dir.file("x.db"), "export", "pbn", "Dealt"});
  CHECK(contains(e.out, "[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765\"]"));
}

TEST_CASE("CLI import: a malformed file stores nothing and the error names the line") {
  test::TempDir dir;
  publish_test::write(dir.file("bad.pbn"), "[Event \"E\"]\n[Board \"1\"]\n[Deal \"N:AKQ\"]\n");
  auto r = run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("bad.pbn")});
  CHECK(r.status == 1);
  CHECK(contains(r.err, "error: "));
  CHECK(contains(r.err, "bad.pbn: line 3: deal"));
  publish_test::write(dir.file("bad.xml"), "<USEBIO Version=\"1.2\"><EVENT>\n<BOARD>\n</USEBIO>");
  auto u = run_cli({"--db", dir.file("x.db"), "import", "usebio", dir.file("bad.xml")});
  CHECK(u.status == 1);
  CHECK(contains(u.err, "bad.xml: line 3: not well-formed XML"));
  auto es = run_cli({"--db", dir.file("x.db"), "--lang", "es", "import", "pbn", dir.file("bad.pbn")});
  CHECK(es.status == 1);
  CHECK(contains(es.err, "bad.pbn: línea 3: reparto"));
  auto list = run_cli({"--db", dir.file("x.db"), "export", "csv", "E"});
  CHECK(list.status == 1);
  CHECK(contains(list.err, "there is no event 'E'"));
}

TEST_CASE("CLI import: a second event of the same name is refused — --event names it") {
  test::TempDir dir;
  publish_test::write(dir.file("m.pbn"), write_pbn(sample::mitchell()));
  REQUIRE(run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("m.pbn")}).status == 0);
  auto twice = run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("m.pbn")});
  CHECK(twice.status == 1);
  CHECK(contains(twice.err, "already exists"));
  CHECK(run_cli({"--db", dir.file("x.db"), "import", "pbn", dir.file("m.pbn"), "--event", "Copy"}).status == 0);
}

TEST_CASE("CLI import pbn --into: a dealing machine's hand records go on an existing event's boards") {
  test::TempDir dir;
  const std::string db = dir.file("x.db");
  // An evening imported without hand records (as from travellers), then the deals arrive.
  EventRecord ev = sample::mitchell();
  for (auto& b : ev.boards) b.deal.reset();
  publish_test::write(dir.file("m.pbn"), write_pbn(ev));
  REQUIRE(run_cli({"--db", db, "import", "pbn", dir.file("m.pbn"), "--event", "Tuesday"}).status == 0);
  CHECK_FALSE(contains(run_cli({"--db", db, "export", "pbn", "Tuesday"}).out, "[Deal "));

  EventRecord deals;
  deals.boards = {sample::board(1)};
  deals.boards[0].deal = *parse_deal(sample::kDeal1);
  publish_test::write(dir.file("deals.pbn"), write_pbn(deals));
  auto r = run_cli({"--db", db, "import", "pbn", dir.file("deals.pbn"), "--into", "Tuesday"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(contains(r.out, "1 hand record added to event 'Tuesday' (a PBN file)"));
  auto back = read_pbn(run_cli({"--db", db, "export", "pbn", "Tuesday"}).out);
  REQUIRE(back);
  CHECK(back->boards[0].deal == deals.boards[0].deal);
  CHECK(back->boards[0].lines == sample::mitchell().boards[0].lines);  // results untouched

  // A board the evening does not play: refused, nothing stored.
  deals.boards.push_back(sample::board(9));
  deals.boards[1].deal = *parse_deal(sample::kDeal1);
  publish_test::write(dir.file("more.pbn"), write_pbn(deals));
  auto bad = run_cli({"--db", db, "import", "pbn", dir.file("more.pbn"), "--into", "Tuesday"});
  CHECK(bad.status == 1);
  CHECK(contains(bad.err, "board 9 is not played in event 'Tuesday'; nothing stored"));
  CHECK(contains(bad.err, "--skip-other-boards"));
}

TEST_CASE("CLI import pbn --into --skip-other-boards: a section playing fewer boards takes the deals of its own boards") {
  test::TempDir dir;
  const std::string db = dir.file("x.db");
  EventRecord ev = sample::mitchell();
  for (auto& b : ev.boards) b.deal.reset();
  publish_test::write(dir.file("m.pbn"), write_pbn(ev));
  REQUIRE(run_cli({"--db", db, "import", "pbn", dir.file("m.pbn"), "--event", "Tuesday"}).status == 0);

  // The night's file has board 1 (played here) and board 9 (played by another section only).
  EventRecord deals;
  deals.boards = {sample::board(1), sample::board(9)};
  for (auto& b : deals.boards) b.deal = *parse_deal(sample::kDeal1);
  publish_test::write(dir.file("night.pbn"), write_pbn(deals));
  auto r = run_cli({"--db", db, "import", "pbn", dir.file("night.pbn"), "--into", "Tuesday",
                    "--skip-other-boards"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(contains(r.out, "1 hand record added to event 'Tuesday' (a PBN file)"));
  CHECK(contains(r.out, "boards not played in this event, left out: 9"));
  auto back = read_pbn(run_cli({"--db", db, "export", "pbn", "Tuesday"}).out);
  REQUIRE(back);
  CHECK(back->boards[0].deal == deals.boards[0].deal);

  // A file with none of the event's boards is the wrong file: refused, nothing stored.
  EventRecord other;
  other.boards = {sample::board(9)};
  other.boards[0].deal = *parse_deal(sample::kDeal1);
  publish_test::write(dir.file("other.pbn"), write_pbn(other));
  auto bad = run_cli({"--db", db, "--lang", "es", "import", "pbn", dir.file("other.pbn"), "--into",
                      "Tuesday", "--skip-other-boards"});
  CHECK(bad.status == 1);
  CHECK(contains(bad.err, "ninguna de sus manos es de un tablero del evento 'Tuesday'"));

  // Without --into the flag means nothing: CLI11 refuses it.
  CHECK(run_cli({"--db", db, "import", "pbn", dir.file("night.pbn"), "--skip-other-boards"}).status != 0);
}

TEST_CASE("CLI import usebio of a file of two sections makes a session of them, ranked as the file ranks them, and --section takes one section as an event of its own, every line kept") {
  test::TempDir dir;
  const std::string flat = write_usebio(sample::mitchell());
  const auto from = flat.find("<PARTICIPANTS>"), to = flat.find("</EVENT>");
  REQUIRE(from != std::string::npos);
  const std::string body = flat.substr(from, to - from);
  publish_test::write(dir.file("two.xml"), flat.substr(0, from) + "<SESSION SESSION_ID=\"1\"><SECTION SECTION_ID=\"A\">" + body +
                                               "</SECTION><SECTION SECTION_ID=\"B\">" + body + "</SECTION></SESSION>" +
                                               flat.substr(to));
  size_t lines = 0;
  for (const auto& b : sample::mitchell().boards) lines += b.lines.size();
  const std::string name = sample::mitchell().name;
  // Both sections at once: two events and the session they make.
  const std::string db = dir.file("x.db");
  auto both = run_cli({"--db", db, "import", "usebio", dir.file("two.xml")});
  REQUIRE_MESSAGE(both.status == 0, both.err);
  CHECK(both.out.starts_with("1\n"));  // the session's id
  CHECK(contains(both.out, "event 1: " + name + " A — "));
  CHECK(contains(both.out, "event 2: " + name + " B — "));
  CHECK(test::count(both.out, std::to_string(lines) + " lines") == 2);
  // Each section is the sample's own night, so the file's figures are each section's apart.
  CHECK(contains(both.out, "session 1 '" + name + "': its 2 sections (A, B) ranked each apart, as the file ranks them"));
  CHECK(contains(both.out, "the file's percentages and places are Bandeja's"));
  const auto session = run_cli({"--db", db, "session", "show", name});
  REQUIRE_MESSAGE(session.status == 0, session.err);
  CHECK(contains(session.out, name + " A"));
  CHECK(contains(session.out, name + " B"));
  // Again: the names are taken, nothing more is stored.
  const std::string sessions = run_cli({"--db", db, "session", "list"}).out;
  const std::string events = run_cli({"--db", db, "event", "list"}).out;
  auto again = run_cli({"--db", db, "import", "usebio", dir.file("two.xml")});
  CHECK(again.status == 1);
  CHECK(run_cli({"--db", db, "session", "list"}).out == sessions);
  CHECK(run_cli({"--db", db, "event", "list"}).out == events);
  // One section at a time, into a file of its own.
  const std::string one = dir.file("one.db");
  for (const std::string id : {"A", "B"}) {
    auto r = run_cli({"--db", one, "import", "usebio", dir.file("two.xml"), "--section", id});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    CHECK(contains(r.out, name + " " + id));
    CHECK(contains(r.out, std::to_string(lines) + " lines"));
  }
  CHECK(run_cli({"--db", one, "session", "list"}).out.find(name) == std::string::npos);
  auto pbn = run_cli({"--db", one, "import", "pbn", dir.file("two.xml"), "--section", "A"});
  CHECK(pbn.status != 0);  // --section is USEBIO's
}

TEST_CASE("CLI import usebio --skip-bad-lines: the line that cannot be read is named with why and the count said, the event keeps every other line") {
  test::TempDir dir;
  std::string xml = write_usebio(sample::mitchell());
  const auto at = xml.find("<CONTRACT>");
  xml = xml.substr(0, at) + "<CONTRACT>42</CONTRACT>" + xml.substr(xml.find("</CONTRACT>", at) + 11);
  publish_test::write(dir.file("one-bad.xml"), xml);
  const std::string db = dir.file("x.db");
  auto refused = run_cli({"--db", db, "import", "usebio", dir.file("one-bad.xml")});
  CHECK(refused.status == 1);
  CHECK(contains(refused.err, "level 42 is impossible"));
  auto kept = run_cli({"--db", db, "import", "usebio", dir.file("one-bad.xml"), "--skip-bad-lines"});
  REQUIRE_MESSAGE(kept.status == 0, kept.err);
  CHECK(contains(kept.out, "left out: line "));
  CHECK(contains(kept.out, "CONTRACT: contract '42': level 42 is impossible"));
  CHECK(contains(kept.out, "1 line left out: enter it by hand with bandeja result add"));
  auto es = run_cli({"--db", db, "--lang", "es", "import", "usebio", dir.file("one-bad.xml"), "--skip-bad-lines", "--event", "otra"});
  REQUIRE(es.status == 0);
  CHECK(contains(es.out, "1 línea omitida: introdúzcala a mano"));
}

TEST_CASE("CLI import: the file's own percentages and places are set beside Bandeja's ranking of the same lines, the same said as such, a difference named with its largest pair") {
  test::TempDir dir;
  const std::string xml = write_usebio(sample::mitchell());
  publish_test::write(dir.file("same.xml"), xml);
  const std::string db = dir.file("x.db");
  auto same = run_cli({"--db", db, "import", "usebio", dir.file("same.xml"), "--event", "same"});
  REQUIRE_MESSAGE(same.status == 0, same.err);
  CHECK(contains(same.out, "the file's percentages and places are Bandeja's ("));
  // Another program's rule: one pair's percentage 3 points above Bandeja's.
  const auto at = xml.find("<PERCENTAGE>");
  REQUIRE(at != std::string::npos);
  const auto end = xml.find("</PERCENTAGE>", at);
  const double was = std::stod(xml.substr(at + 12, end - at - 12));
  char other[32];
  std::snprintf(other, sizeof other, "%.2f", was + 3);
  publish_test::write(dir.file("other.xml"), xml.substr(0, at + 12) + other + xml.substr(end));
  auto differ = run_cli({"--db", db, "import", "usebio", dir.file("other.xml"), "--event", "other"});
  REQUIRE_MESSAGE(differ.status == 0, differ.err);
  CHECK(contains(differ.out, "the file's own percentages differ from Bandeja's for 1 of "));
  CHECK(contains(differ.out, std::string(other) + "% in the file"));
  CHECK(contains(differ.out, "bandeja rank shows Bandeja's"));
}
