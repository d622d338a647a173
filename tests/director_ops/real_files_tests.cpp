// Files other programs really wrote (tests/fixtures/real, each named with its source and licence
// in MANIFEST.md), taken the way a director takes them: `bandeja import`, `rank`, `export`.
// Every file imports and ranks; its PBN and USEBIO exports are well formed, read back, and
// export the same bytes again; where a file carries its own points (a ScoreTable's IMP_NS, a
// TotalScoreTable, USEBIO's NS_BUTLER_POINTS or NS_MATCH_POINTS) and follows the rules Bandeja
// follows, Bandeja's are the same.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <fstream>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "bandeja/director/imports.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/score/utf8.hpp"
#include "ops_fixtures.hpp"

using namespace bandeja;
using bandeja::test::ops::File;
using director::Interchange;

namespace {

struct RealFile {
  const char* path;  // under tests/fixtures/real
  Interchange format;
  size_t boards;     // boards the event gets
  size_t lines;      // result lines it gets
};

// One row per file of MANIFEST.md, with what a director gets from it.
const std::vector<RealFile> kFiles = {
    {"bba/Ogust-boards1-3.pbn", Interchange::Pbn, 3, 3},
    {"bbo-helper/ben-friends-2024-06-03-board1.pbn", Interchange::Pbn, 1, 1},
    {"bigdeal/bigdeal12-32boards.pbn", Interchange::Pbn, 32, 0},
    {"bridgecomposer/bkp-2022-10-19-board16.pbn", Interchange::Pbn, 1, 0},
    {"bridgecomposer/match-2boards.pbn", Interchange::Pbn, 2, 4},
    {"bridgenz-txt2pbn/Hazlemere_Trophy.pbn", Interchange::Pbn, 30, 0},
    {"compscore/butler_mitchell-excerpt.xml", Interchange::Usebio, 3, 21},
    {"compscore/mp_adjusted-excerpt.xml", Interchange::Usebio, 3, 63},
    {"dds/camrose-1-32.pbn", Interchange::Pbn, 32, 0},
    {"dealmaster-pro/Hand_Trophy_Pairs.pbn", Interchange::Pbn, 26, 0},
    {"jfr/test-jfr.pbn", Interchange::Pbn, 16, 0},
    {"kgb-converter/kgb-boards1-10.pbn", Interchange::Pbn, 10, 0},
    {"magic-contest/ffb-open2-dn1-seance1-boards1-2.pbn", Interchange::Pbn, 2, 44},
    {"pbn-reference/Schiphol.pbn", Interchange::Pbn, 1, 1},
    {"pbn-reference/correct_21.pbn", Interchange::Pbn, 2, 1},
    {"pbntools/wb120802-board1-games1-5.pbn", Interchange::Pbn, 1, 5},
    {"ruter/ruter71.pbn", Interchange::Pbn, 21, 168},
};

std::string fixture(const std::string& path) { return test::slurp(std::string(BANDEJA_SOURCE_DIR) + "/tests/fixtures/real/" + path); }

// The event a file makes, ranked as `bandeja export` ranks it.
struct Imported {
  File file;
  director::ImportedRecord made;
  formats::EventRecord record;
};

// nullptr, failing the check with the error, when the import or the ranking is refused.
std::unique_ptr<Imported> import(Interchange format, const std::string& text, const std::string& name) {
  auto out = std::make_unique<Imported>();
  auto made = director::import_event(out->file.store, format, text, "", name, Lang::En);
  if (!made) {
    FAIL_CHECK("import: " << present::render(made.error(), Lang::En));
    return nullptr;
  }
  out->made = *made;
  auto ranked = director::publish_event(out->file.store.load(made->id));
  if (!ranked) {
    FAIL_CHECK("rank: " << present::render(ranked.error(), Lang::En));
    return nullptr;
  }
  out->record = ranked->record;
  return out;
}

// xmllint --noout on `xml` (Debian's libxml2-utils, which `make test` installs): "" when well
// formed, else what it says.
std::string xmllint(const std::string& xml) {
  static const bool have = std::system("command -v xmllint >/dev/null 2>&1") == 0;
  if (!have) return "xmllint is not installed (Debian's libxml2-utils; make test installs it)";
  const auto path = std::filesystem::temp_directory_path() / ("bandeja-usebio-" + std::to_string(::getpid()) + ".xml");
  std::ofstream(path, std::ios::binary) << xml;
  const std::string cmd = "xmllint --noout '" + path.string() + "' 2>&1";
  std::string said;
  if (FILE* p = ::popen(cmd.c_str(), "r")) {
    char buf[512];
    while (size_t n = std::fread(buf, 1, sizeof buf, p)) said.append(buf, n);
    if (::pclose(p) != 0 && said.empty()) said = "xmllint failed";
  }
  std::filesystem::remove(path);
  return said;
}

// Each line's points by (board, NS pair, EW pair).
using Key = std::tuple<int, std::string, std::string>;
std::map<Key, std::pair<std::optional<double>, std::optional<double>>> points(const formats::EventRecord& r) {
  std::map<Key, std::pair<std::optional<double>, std::optional<double>>> out;
  for (const auto& b : r.boards)
    for (const auto& l : b.lines) out[{b.number, l.ns, l.ew}] = {l.ns_points, l.ew_points};
  return out;
}

// Compares the file's own points with Bandeja's, line by line, on the lines `keep` takes (within
// `within`: files that write one decimal); returns how many were compared.
size_t same_points(const formats::EventRecord& file, const formats::EventRecord& ours, double within,
                   const std::function<bool(const Key&)>& keep = [](const Key&) { return true; }) {
  const auto theirs = points(file), mine = points(ours);
  size_t n = 0;
  for (const auto& [key, p] : theirs) {
    if (!keep(key)) continue;
    CAPTURE(std::get<0>(key));
    CAPTURE(std::get<1>(key));
    REQUIRE(mine.contains(key));
    const auto& [ns, ew] = mine.at(key);
    REQUIRE(p.first.has_value());
    REQUIRE(ns.has_value());
    CHECK(std::abs(*ns - *p.first) <= within);
    REQUIRE(p.second.has_value());
    REQUIRE(ew.has_value());
    CHECK(std::abs(*ew - *p.second) <= within);
    ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("Real files of other programs: each imports, ranks, and exports PBN and USEBIO that read back and export again the same") {
  for (const auto& f : kFiles) {
    INFO(std::string(f.path));
    const std::string text = fixture(f.path);
    const auto first = import(f.format, text, "file");
    if (!first) continue;
    CHECK(first->made.boards == f.boards);
    CHECK(first->made.lines == f.lines);
    if (f.lines) CHECK_FALSE((first->record.ranking.empty() && first->record.team_ranking.empty()));

    // PBN: UTF-8 as declared, CR LF, and stable through a second import.
    const std::string pbn = formats::write_pbn(first->record);
    CHECK(utf8::valid(pbn));
    CHECK(pbn.find("charset=UTF-8") != std::string::npos);
    CHECK(pbn.find("\n") == pbn.find("\r\n") + 1);
    const auto again = import(Interchange::Pbn, pbn, "again");
    if (!again) continue;
    CHECK(again->made.boards == f.boards);
    CHECK(again->made.lines == f.lines);
    CHECK(formats::write_pbn(again->record) == pbn);

    // USEBIO: well formed (xmllint), and stable through a second import.
    const std::string xml = formats::write_usebio(first->record);
    CHECK(xmllint(xml) == "");
    const auto back = import(Interchange::Usebio, xml, "back");
    if (!back) continue;
    CHECK(back->made.lines == f.lines);
    CHECK(formats::write_usebio(back->record) == xml);
  }
}

TEST_CASE("Ruter i Norge (Butler IMPs, datum the mean without the top and bottom score): every line's IMPs and every pair's total are Bandeja's") {
  const std::string text = fixture("ruter/ruter71.pbn");
  const auto file = formats::read_pbn(text);
  REQUIRE_MESSAGE(file.has_value(), (file ? "" : file.error().message));
  CHECK(file->scoring == formats::Scoring::Butler);
  const auto ours = import(Interchange::Pbn, text, "ruter");
  REQUIRE(ours);
  CHECK(points(ours->record).size() == 168);
  CHECK(same_points(*file, ours->record, 0) == 168);
  // The file's TotalScoreTable: 16 pairs with their IMPs.
  REQUIRE(file->ranking.size() == 16);
  std::map<std::string, double> total;
  for (const auto& s : ours->record.ranking) total[s.entrant] = s.total.value_or(NAN);
  for (const auto& s : file->ranking) {
    CAPTURE(s.entrant);
    REQUIRE(total.contains(s.entrant));
    CHECK(total[s.entrant] == doctest::Approx(*s.total));
  }
}

TEST_CASE("Compscore (Butler pairs, USEBIO): every line's NS_BUTLER_POINTS are Bandeja's Butler IMPs") {
  const std::string text = fixture("compscore/butler_mitchell-excerpt.xml");
  const auto file = formats::read_usebio(text);
  REQUIRE_MESSAGE(file.has_value(), (file ? "" : file.error().message));
  const auto ours = import(Interchange::Usebio, text, "compscore");
  REQUIRE(ours);
  CHECK(same_points(*file, ours->record, 0) == 21);
}

namespace {

// The file's own points beside Bandeja's at two matchpoints a score beaten (the file's scale:
// top 2 × (results − 1)), on the lines `keep` takes; the files write one decimal.
void same_matchpoints(const std::string& path, Interchange format, const std::function<bool(const Key&)>& keep,
                      size_t compared) {
  const std::string text = fixture(path);
  const auto file = format == Interchange::Pbn ? formats::read_pbn(text) : formats::read_usebio(text);
  REQUIRE_MESSAGE(file.has_value(), (file ? "" : file.error().message));
  File f;
  auto made = director::import_event(f.store, format, text, "", "file", Lang::En);
  REQUIRE_MESSAGE(made.has_value(), (made ? "" : present::render(made.error(), Lang::En)));
  director::RankOptions two;
  two.mp_scale = 2;
  auto ranked = director::rank_event(f.store.load(made->id), two);
  REQUIRE_MESSAGE(ranked.has_value(), (ranked ? "" : present::render(ranked.error(), Lang::En)));
  CHECK(same_points(*file, ranked->record, 0.0501, keep) == compared);
}

}  // namespace

TEST_CASE("Magic Contest (a barometer Howell, two matchpoints a score beaten, Neuberg for an adjusted line): every line's matchpoints are Bandeja's") {
  // 22 tables; board 1 has one artificial line (A+ both sides: Ave+ to each, 60% of the top).
  same_matchpoints("magic-contest/ffb-open2-dn1-seance1-boards1-2.pbn", Interchange::Pbn, [](const Key&) { return true; },
                   44);
}

TEST_CASE("Compscore (matchpoints, USEBIO): every line's NS_MATCH_POINTS are Bandeja's, Neuberg on a board with an adjusted score included") {
  // Left out: board 1, where Compscore scored the line 1NS v 1EW (+110, a real score in the file)
  // as an average and factored the others from 20 results, with nothing in the file saying so;
  // and board 3's A5050, which Compscore gave 23 and 11 (each pair's session percentage, a rule
  // of its own), not 50%.
  same_matchpoints("compscore/mp_adjusted-excerpt.xml", Interchange::Usebio,
                   [](const Key& k) {
                     return std::get<0>(k) != 1 && !(std::get<0>(k) == 3 && std::get<1>(k) == "1NS");
                   },
                   41);
}

TEST_CASE("Results given game by game in real files: BBO's, JFR's through PbnTools, a bidding program's, and a robots' match read as a teams match") {
  formats::PbnNotes notes;
  auto jfr = formats::read_pbn(fixture("pbntools/wb120802-board1-games1-5.pbn"), Lang::En, &notes);
  REQUIRE_MESSAGE(jfr.has_value(), (jfr ? "" : jfr.error().message));
  REQUIRE(jfr->boards.size() == 1);
  CHECK(jfr->boards[0].lines.size() == 5);
  CHECK(jfr->entrants.size() == 10);  // Para-1 ... Para-10, each named by its one label
  CHECK(notes.unpaired_results == 0);
  // BridgeComposer's robots' match: no Room tags, the same two labels the other way round at the
  // second table; the labels name the teams.
  auto match = formats::read_pbn(fixture("bridgecomposer/match-2boards.pbn"));
  REQUIRE(match.has_value());
  CHECK(match->teams);
  CHECK(match->scoring == formats::Scoring::Imps);
  REQUIRE(match->team_list.size() == 2);
  CHECK(match->team_list[0].name == "GIBNS");
  CHECK(match->team_list[1].name == "GIBEW");
  for (const auto& b : match->boards) CHECK(b.lines.size() == 2);
  auto bba = formats::read_pbn(fixture("bba/Ogust-boards1-3.pbn"));
  REQUIRE(bba.has_value());
  REQUIRE(bba->boards.size() == 3);
  CHECK(bba->boards[0].lines.at(0).ns_score == -600);  // 3NT by W made, board 1 dealt by E with All vulnerable
}

TEST_CASE("A match's Open and Closed rooms in PBN are a teams match: team 1 sat North-South in the Open room, its IMPs worked by hand") {
  // Board 1 (nobody vulnerable): Open 4S N made (+420 to team 1), Closed 4S N one down (+50 to
  // team 1, East-West there): +470, 10 IMPs to team 1. Board 2 (North-South vulnerable): Open
  // 3NT S made (+600 to team 1), Closed 3NT S with an overtrick (+630 to team 2): −30, 1 IMP to
  // team 2. The match: 10 – 1.
  auto game = [](int board, const char* room, const char* n, const char* s, const char* e, const char* w,
                 const char* contract, const char* decl, int tricks) {
    return "[Board \"" + std::to_string(board) + "\"]\n[Room \"" + room + "\"]\n[North \"" + n + "\"]\n[South \"" + s +
           "\"]\n[East \"" + e + "\"]\n[West \"" + w + "\"]\n[Contract \"" + contract + "\"]\n[Declarer \"" + decl +
           "\"]\n[Result \"" + std::to_string(tricks) + "\"]\n\n";
  };
  const std::string file = "[Event \"Copa\"]\n[Competition \"Teams\"]\n[Scoring \"IMP\"]\n" +
                           game(1, "Open", "Ana", "Luis", "Eva", "Juan", "4S", "N", 10) +
                           game(1, "Closed", "Rosa", "Tomás", "Pablo", "Marta", "4S", "N", 9) +
                           game(2, "Closed", "Rosa", "Tomás", "Pablo", "Marta", "3NT", "S", 10) +
                           game(2, "Open", "Ana", "Luis", "Eva", "Juan", "3NT", "S", 9);
  const auto match = import(Interchange::Pbn, file, "copa");
  REQUIRE(match);
  CHECK(match->made.teams);
  CHECK(match->made.entrants == 2);
  const auto& r = match->record;
  REQUIRE(r.team_list.size() == 2);
  CHECK(r.team_list[0].pairs == std::vector<std::string>{"1NS", "1EW"});
  CHECK(r.entrant("1NS")->names() == "Ana \u2013 Luis");
  CHECK(r.entrant("1EW")->names() == "Pablo \u2013 Marta");  // team 1 sits East-West in the Closed room
  CHECK(r.entrant("2NS")->names() == "Rosa \u2013 Tomás");
  REQUIRE(r.matches.size() == 1);
  const auto& m = r.matches[0];
  CHECK((m.a == "1" ? m.a_score : m.b_score) == 10);
  CHECK((m.a == "1" ? m.b_score : m.a_score) == 1);
  CHECK(r.team_ranking.at(0).team == "1");
}
