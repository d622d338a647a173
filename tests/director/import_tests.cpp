// Travellers files imported in bulk (issue 16): a file is one import, audited once with its name
// and SHA-256, each line naming the import and its line in the file; the file is streamed, so
// the CSV reader must read the same records however the text is split; a pair's second result
// on a board is found by the store's keys and reported on its line; a file of garbage lists the
// first errors and counts the rest.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "bandeja/db/store.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/formats/csv.hpp"
#include "bandeja/score/limits.hpp"
#include "cli.hpp"

using namespace bandeja;

namespace {

const std::string kSmall =
    "board,ns,ew,contract,declarer,tricks\n1,1NS,1EW,4S,N,10\n1,2NS,2EW,3NT,S,9\n2,1NS,2EW,PASS,,\n";
// sha256sum of kSmall
const std::string kSmallSha = "d4f55bd00a279f68bff70c04dbae8cd787057b663edaaea7fb3d7c460ff91944";

struct File {
  test::TempDir dir;
  db::Store store = db::Store::open(dir.file("club.db"));
  std::expected<director::ImportedEvent, director::Errors> import(const std::string& text,
                                                                  const std::string& name = "Congress") {
    std::istringstream in(text);
    return director::import_travellers(store, in, "congress.csv", name, "mp", Lang::En, "import travellers congress.csv");
  }
};

std::vector<formats::CsvRecord> streamed(std::string_view text, size_t piece) {
  std::vector<formats::CsvRecord> out;
  formats::CsvStream s([&](const formats::CsvRecord& r) { out.push_back(r); });
  for (size_t i = 0; i < text.size(); i += piece) s.feed(text.substr(i, piece));
  s.finish();
  return out;
}

}  // namespace

TEST_CASE("CSV streamed in pieces of any size reads the same records as the whole text") {
  // The whole text takes runs of plain bytes at once; pieces of one byte take them one by one.
  const std::vector<std::string> texts{
      "\xEF\xBB\xBF" "board,ns,ew\r\n1,1NS,1EW\r\n",           // a spreadsheet's BOM and CR LF
      "\n\n board ; ns ; ew \n1;\"García; Ana\";2\n",            // blank lines first, ';' separator
      "a,b\n\"two\nlines\",x\n\"say \"\"hi\"\"\",y\n",           // a quoted field over two lines, "" inside
      "a,b\n1,2\n\"never closed,3\n4,5\n",                        // an unterminated quote runs to the end
      "a,b\n1,2",                                                  // no line end at the end
      "a,b\n1,\"2\"",                                              // the file ends on a closing quote
      "a,b\r1,2\r\r3,4\n,,\n",                                     // CR alone, an empty record skipped
      "sep=;\r\na;b\n1;Garc\xC3\xAD" "a\n",                               // Excel's separator line, UTF-8 cut anywhere
      "a,b\n1,Garc\xED" "a\n2,Mu\xF1oz\n",                                // Windows-1252 cut anywhere
      "a,b\n\"1NT\"XX,2\n3,4\n",                                       // text after a closing quote
      "a,b\n  4S  x,N\t\t10\n\"q\"  ,z\n",                           // spaces held inside and around a run of letters
      "a;b\n1,5;2\n",                                                  // ',' is text when ';' separates
      "a,b\n1,x" + std::string(limits::kCsvFieldBytes - 1, 'y') + "\n2,ok\n",  // a field of the limit exactly
      "a,b\n1," + std::string(limits::kCsvFieldBytes + 1, 'z') + "\n2,ok\n",   // one byte over
      "a,b\n1,\xC3\xA9t\xC3\xA9\x7F,x\n",                                  // UTF-8 and a control byte amid letters
      "a,b\nx\"y,1\n",                                                   // a quote after letters is text
  };
  for (const auto& t : texts) {
    CAPTURE(t);
    const auto whole = formats::read_csv_records(t);
    for (size_t piece : {1u, 2u, 3u, 5u, 7u, 64u}) {
      CAPTURE(piece);
      CHECK(streamed(t, piece) == whole);
    }
  }
  // And what those records are, for two of them.
  const auto bom = formats::read_csv_records(texts[0]);
  REQUIRE(bom.size() == 2);
  CHECK(bom[0].fields == std::vector<std::string>{"board", "ns", "ew"});
  CHECK(bom[1].line == 2);
  const auto quoted = formats::read_csv_records(texts[2]);
  REQUIRE(quoted.size() == 3);
  CHECK(quoted[1].fields == std::vector<std::string>{"two\nlines", "x"});
  CHECK(quoted[2].line == 4);
  CHECK(quoted[2].fields == std::vector<std::string>{"say \"hi\"", "y"});
  const auto letters = formats::read_csv_records(texts[10]);  // spaces held around runs of letters
  REQUIRE(letters.size() == 3);
  CHECK(letters[1].fields == std::vector<std::string>{"4S  x", "N\t\t10"});
  CHECK(letters[2].fields == std::vector<std::string>{"q", "z"});
  const auto semicolons = formats::read_csv_records(texts[11]);
  REQUIRE(semicolons.size() == 2);
  CHECK(semicolons[1].fields == std::vector<std::string>{"1,5", "2"});
  const auto at_limit = formats::read_csv_records(texts[12]);
  REQUIRE(at_limit.size() == 3);
  CHECK(at_limit[1].fault == formats::CsvFault::none);
  CHECK(at_limit[1].fields[1].size() == limits::kCsvFieldBytes);
  const auto over = formats::read_csv_records(texts[13]);
  REQUIRE(over.size() == 3);
  CHECK(over[1].fault == formats::CsvFault::field_too_long);
  CHECK(over[2].fields == std::vector<std::string>{"2", "ok"});
  const auto quote_in_text = formats::read_csv_records(texts[15]);
  REQUIRE(quote_in_text.size() == 2);
  CHECK(quote_in_text[1].fields == std::vector<std::string>{"x\"y", "1"});
  const auto open = formats::read_csv_records(texts[3]);
  REQUIRE(open.size() == 3);
  CHECK(open[2].fault == formats::CsvFault::unterminated_quote);
}

TEST_CASE("An import is one audit entry with the file's name and SHA-256, and each line names the import and its line") {
  File f;
  const auto done = f.import(kSmall);
  REQUIRE(done.has_value());
  CHECK(done->lines == 3);
  const auto audit = f.store.audit(done->id);
  REQUIRE(audit.size() == 1);  // not one JSON row a line
  CHECK(audit[0].action == "import");
  CHECK(audit[0].result_id == 0);
  REQUIRE(audit[0].import.has_value());
  const db::ImportInfo& i = *audit[0].import;
  CHECK(i.file == "congress.csv");
  CHECK(i.sha256 == kSmallSha);
  CHECK(i.lines == 3);
  CHECK(i.replaced == 0);
  CHECK(audit[0].note == "import travellers congress.csv");
  CHECK(f.store.imports(done->id).size() == 1);
  const auto lines = f.store.results(done->id);
  REQUIRE(lines.size() == 3);
  std::vector<int> at;
  for (const auto& l : lines) {
    CHECK(l.import_id == i.id);
    at.push_back(l.import_line);
  }
  std::sort(at.begin(), at.end());
  CHECK(at == std::vector<int>{2, 3, 4});  // the header is line 1
  CHECK(present::say(Lang::En, "audit.import", {i.file, "3", "0", i.sha256.substr(0, 16)}).find("congress.csv: 3 line(s)") !=
        std::string::npos);
}

TEST_CASE("A line changed or deleted after its import is audited as before, and its old value still names the import") {
  File f;
  const auto done = f.import(kSmall);
  REQUIRE(done.has_value());
  const auto info = f.store.event_info(done->id);
  const auto line = f.store.results(done->id).front();
  auto edited = director::edit_result(f.store, info, line.id, "4S N 11", Lang::En, "result edit");
  REQUIRE(edited.has_value());
  auto deleted = director::delete_result(f.store, info, line.id, "result delete");
  REQUIRE(deleted.has_value());
  const auto audit = f.store.audit(done->id);
  REQUIRE(audit.size() == 3);
  CHECK(audit[1].action == "update");
  REQUIRE(audit[1].old_value.has_value());
  CHECK(audit[1].old_value->import_id == line.import_id);
  CHECK(audit[1].old_value->import_line == line.import_line);
  CHECK(audit[2].action == "delete");
  REQUIRE(audit[2].old_value.has_value());
  CHECK(audit[2].old_value->import_line == line.import_line);  // traced to its file line after it is gone
}

TEST_CASE("A pair's second result on a board in a streamed file is refused on its line, naming the line it first had") {
  File f;
  std::string text = "board,ns,ew,score\n1,1NS,1EW,420\n";
  for (int t = 2; t <= 600; ++t) text += "2," + std::to_string(t) + "NS," + std::to_string(t) + "EW,100\n";
  text += "1,9NS,1EW,-50\n";  // line 602: 1EW played board 1 on line 2, 600 lines (and chunks) before
  const auto done = f.import(text);
  REQUIRE_FALSE(done.has_value());
  REQUIRE(done.error().size() == 1);
  const Error& e = done.error()[0];
  CHECK(e.code == "line.duplicate_in_file");
  CHECK(e.field == "ew");
  CHECK(e.line == 602);
  CHECK(e.args == std::vector<std::string>{"1", "1EW", "2"});
  CHECK_FALSE(f.store.find_event("Congress").has_value());  // nothing stored, not even the event
}

TEST_CASE("A file of many bad lines lists the first fifty by line and counts the others, storing nothing") {
  File f;
  std::string text = "board,ns,ew,score\n";
  for (int i = 0; i < 120; ++i) text += "x,1NS,1EW,420\n";
  const auto done = f.import(text);
  REQUIRE_FALSE(done.has_value());
  REQUIRE(done.error().size() == director::kErrorsListed + 1);
  CHECK(done.error().front().line == 2);
  CHECK(done.error()[director::kErrorsListed - 1].line == 51);
  const Error& more = done.error().back();
  CHECK(more.code == "file.more_errors");
  CHECK(more.args == std::vector<std::string>{"70", "50"});
  CHECK(present::render(more, Lang::Es).find("70") != std::string::npos);
  CHECK(f.store.events().empty());
}

TEST_CASE("A travellers file entered into an event is one import, and a line it replaces is audited as a change") {
  File f;
  const auto done = f.import(kSmall);
  REQUIRE(done.has_value());
  auto view = director::EventView::load(f.store, f.store.event_info(done->id));
  // Board 2 between 1NS and 2EW again (replaced), and a new line for board 2.
  const std::string more = "board,ns,ew,contract,declarer,tricks\n2,1NS,2EW,4H,N,10\n2,2NS,1EW,4H,N,9\n";
  auto entered = director::enter_travellers(f.store, view, more, true, Lang::En, "enter --file more.csv", false, "more.csv");
  REQUIRE(entered.has_value());
  CHECK(entered->lines == 2);
  CHECK(entered->replaced == 1);
  const auto imports = f.store.imports(done->id);
  REQUIRE(imports.size() == 2);
  CHECK(imports[1].file == "more.csv");
  CHECK(imports[1].lines == 1);
  CHECK(imports[1].replaced == 1);
  const auto audit = f.store.audit(done->id);
  std::vector<std::string> actions;
  for (const auto& a : audit) actions.push_back(a.action);
  CHECK(actions == std::vector<std::string>{"import", "update", "import"});
  for (const auto& l : f.store.results(done->id))
    if (l.board == 2) CHECK(l.import_id == imports[1].id);  // both board-2 lines now come from more.csv
}
