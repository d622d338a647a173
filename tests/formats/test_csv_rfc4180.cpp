// The one CSV reader against RFC 4180 and against what a hostile or careless file holds: nothing
// is ever dropped without a word (a record that cannot be read exactly carries its fault, with
// its field and line), text is UTF-8 or Windows-1252 given out as UTF-8, and every field and
// record is bounded. And the writer: a cell a spreadsheet would run as a formula stays text.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "bandeja/formats/csv.hpp"
#include "bandeja/formats/travellers_csv.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/limits.hpp"

using namespace bandeja;
using formats::CsvFault;

namespace {

struct FaultCase {
  const char* what;
  std::string text;
  CsvFault fault;
  int record;  // the record (0-based) that carries it
  int field;
  int line;
};

}  // namespace

TEST_CASE("CSV: text after a closing quote, a control byte, bytes that are not text and an open quote are faults naming field and line") {
  const std::vector<FaultCase> cases{
      {"a doubled contract after the quote", "board,contract\n1,\"1NT\"XX\n", CsvFault::text_after_quote, 1, 2, 2},
      {"a digit after a quoted score", "board,score\n1,\"-100\"0\n", CsvFault::text_after_quote, 1, 2, 2},
      {"a surname after a quoted name", "pair,name\n1NS,\"Ana\"Garcia,Luis\n", CsvFault::text_after_quote, 1, 2, 2},
      {"a NUL inside a pair id (past the first 8 KB)", std::string(9000, ' ') + "\npair\n1NS" + std::string(1, '\0') + "x\n",
       CsvFault::control_character, 1, 1, 3},
      {"a bell inside a quoted name", "pair,name\n1NS,\"An\ba\"\n", CsvFault::control_character, 1, 2, 2},
      {"UTF-8 first, then a Latin-1 byte", "a,b\nGarc\xC3\xAD" "a,x\nMu\xF1oz,y\n", CsvFault::not_text, 2, 1, 3},
      {"a BOM declares UTF-8, then a Latin-1 byte", "\xEF\xBB\xBF" "a,b\nGarc\xED" "a,x\n", CsvFault::not_text, 1, 1, 2},
      {"a quote opened on line 2 and never closed", "a,b\n1,\"open\nmore\n", CsvFault::unterminated_quote, 1, 2, 2},
  };
  for (const auto& c : cases) {
    CAPTURE(std::string(c.what));
    const auto recs = formats::read_csv_records(c.text);
    REQUIRE(recs.size() > static_cast<size_t>(c.record));
    const auto& r = recs[static_cast<size_t>(c.record)];
    CHECK(r.fault == c.fault);
    CHECK(r.fault_field == c.field);
    CHECK(r.fault_line == c.line);
    const auto e = formats::csv_fault_error(r);
    REQUIRE(e.has_value());
    CHECK(e->line == c.line);
    CHECK(e->field == std::to_string(c.field));
    for (size_t i = 0; i < recs.size(); ++i)
      if (i != static_cast<size_t>(c.record)) CHECK(recs[i].fault == CsvFault::none);
  }
}

TEST_CASE("CSV: spaces after a closing quote are forgiven, as before a separator") {
  const auto recs = formats::read_csv_records("a,b\n\"1NT\"  ,\"x\" \n");
  REQUIRE(recs.size() == 2);
  CHECK(recs[1].fault == CsvFault::none);
  CHECK(recs[1].fields == std::vector<std::string>{"1NT", "x"});
}

TEST_CASE("CSV: a NUL in the first 8 KB is a binary file, one fault and nothing of it read") {
  std::string png = "\x89PNG\r\n\x1A\n";
  png += std::string(4, '\0') + "IHDR" + std::string(200, '\x7F') + "\n1,2\n";
  const auto recs = formats::read_csv_records(png);
  REQUIRE(recs.size() == 1);
  CHECK(recs[0].fault == CsvFault::binary);
  CHECK(recs[0].fields.empty());
  CHECK(formats::csv_fault_error(recs[0])->code == "file.binary");
}

TEST_CASE("CSV: a file whose first byte beyond ASCII is not UTF-8 is Windows-1252, given out as UTF-8") {
  // A Spanish Excel's "CSV (delimitado por comas)": no BOM, Windows-1252, ';'.
  const auto recs = formats::read_csv_records("pareja;nombre1;nombre2\n1NS;Ana Garc\xED" "a;Jos\xE9 Mu\xF1oz\n2NS;\x80uro \x93quoted\x94;x\n");
  REQUIRE(recs.size() == 3);
  CHECK(recs[1].fault == CsvFault::none);
  CHECK(recs[1].fields == std::vector<std::string>{"1NS", "Ana García", "José Muñoz"});
  CHECK(recs[2].fields[1] == "€uro “quoted”");
  // A byte Windows-1252 leaves undefined is not text.
  const auto undefined = formats::read_csv_records("a\nx\x81y\n");
  REQUIRE(undefined.size() == 2);
  CHECK(undefined[1].fault == CsvFault::not_text);
}

TEST_CASE("CSV: overlong and surrogate UTF-8 forms are not UTF-8") {
  // C0 AF is an overlong '/', ED A0 80 a surrogate: neither is UTF-8, so (with nothing beyond
  // ASCII before them) the file reads as Windows-1252 and they come out as those characters.
  const auto recs = formats::read_csv_records("a\n\xC0\xAF\n\xED\xA0\x80\n");
  REQUIRE(recs.size() == 3);
  CHECK(recs[1].fields[0] == "\xC3\x80\xC2\xAF");   // À¯
  CHECK(recs[2].fields[0] == "\xC3\xAD\xC2\xA0\xE2\x82\xAC");  // í, no-break space, €
}

TEST_CASE("CSV: a field longer than the limit and a line of more fields than the limit are faults, and keep nothing of the excess") {
  const std::string huge = "a,b\n1," + std::string(limits::kCsvFieldBytes + 1, 'x') + "\n2,ok\n";
  const auto recs = formats::read_csv_records(huge);
  REQUIRE(recs.size() == 3);
  CHECK(recs[1].fault == CsvFault::field_too_long);
  CHECK(recs[1].fault_field == 2);
  CHECK(recs[1].fields[1].size() <= limits::kCsvFieldBytes);
  CHECK(recs[2].fault == CsvFault::none);
  std::string wide = "a\n";
  for (size_t i = 0; i <= limits::kCsvFields; ++i) wide += "x,";
  wide += "\n";
  const auto w = formats::read_csv_records(wide);
  REQUIRE(w.size() == 2);
  CHECK(w[1].fault == CsvFault::too_many_fields);
  CHECK(w[1].fields.size() == limits::kCsvFields);
  CHECK(w[1].fault_field == static_cast<int>(limits::kCsvFields) + 1);
}

TEST_CASE("CSV: a megabyte of quotes after a value is read in one pass, as a fault") {
  // Each '"' used to copy the field read so far to see whether it was blank: quadratic.
  const std::string text = "a,b\n1,x" + std::string(1 << 20, '"') + "\n";
  const auto recs = formats::read_csv_records(text);
  REQUIRE(recs.size() == 2);
  CHECK(recs[1].fault == CsvFault::field_too_long);  // the quotes are kept as text: too many of them
}

TEST_CASE("CSV: a field of megabytes without quotes is read in one pass, as a fault, and the next line still reads") {
  // A run of letters longer than the limit used to be scanned again from each of its bytes:
  // 100 KB took 2.9 s, 400 KB over 30 s. Two megabytes now take one pass (a test timeout catches
  // the old way: it would take minutes).
  const std::string text = "a,b\n1," + std::string(2 << 20, 'x') + "\n2,ok\n";
  const auto recs = formats::read_csv_records(text);
  REQUIRE(recs.size() == 3);
  CHECK(recs[1].fault == CsvFault::field_too_long);
  CHECK(recs[1].fault_field == 2);
  CHECK(recs[1].fields.at(1).size() <= limits::kCsvFieldBytes);
  CHECK(recs[2].fault == CsvFault::none);
  CHECK(recs[2].fields.at(1) == "ok");
}

TEST_CASE("CSV: Excel's sep= first line names the separator and is not a record") {
  for (std::string text : {"sep=;\na;b\n1;\"x,y\"\n", "SEP=;\r\na;b\r\n1;\"x,y\"\r\n", "\xEF\xBB\xBF" "sep=;\na;b\n1;\"x,y\"\n"}) {
    CAPTURE(text);
    const auto recs = formats::read_csv_records(text);
    REQUIRE(recs.size() == 2);
    CHECK(recs[0].fields == std::vector<std::string>{"a", "b"});
    CHECK(recs[0].line == 2);
    CHECK(recs[1].fields == std::vector<std::string>{"1", "x,y"});
  }
}

TEST_CASE("CSV export: a cell a spreadsheet would run as a formula is written as text, a plain number as it is") {
  struct Case {
    std::string in, out;
  };
  const std::vector<Case> cases{
      {"=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""},
      {"+34 600 000 000", "'+34 600 000 000"},
      {"@SUM(A1)", "'@SUM(A1)"},
      {"-2+3", "'-2+3"},
      {"\tx", "'\tx"},
      {"1EW\t", "\"1EW\t\""},
      {"-420", "-420"},
      {"+1", "+1"},
      {"52.38", "52.38"},
      {"-", "'-"},
      {"García, Ana", "\"García, Ana\""},
  };
  for (const auto& c : cases) {
    CAPTURE(c.in);
    CHECK(formats::csv_field(c.in) == c.out);
    // And read back as it was.
    const auto recs = formats::read_csv_records("x\n" + formats::csv_field(c.in) + "\n");
    REQUIRE(recs.size() == 2);
    CHECK(recs[1].fields.at(0) == c.in);
  }
}

TEST_CASE("Travellers CSV: a pair id longer than the id limit is refused on its line, never made a pair") {
  const std::string id(limits::kIdBytes + 1, '7');
  const auto file = formats::read_travellers_csv("board,ns,ew,score\n1," + id + ",1EW,420\n1,1NS,1EW,420\n", Lang::En);
  REQUIRE(file);
  REQUIRE(file->errors.size() == 1);
  CHECK(file->errors[0].line == 2);
  CHECK(file->errors[0].column == "ns");
  REQUIRE(file->errors[0].error);
  CHECK(file->errors[0].error->code == "csv.pair_id_too_long");
  CHECK(file->errors[0].error->args == std::vector<std::string>{"33", "32"});
  CHECK(bandeja::present::render(*file->errors[0].error, Lang::En) == "line 2, column ns: a pair id of 33 bytes: the most is 32");
  CHECK(file->rows.size() == 1);
}
