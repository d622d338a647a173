// The travellers CSV (apps/formats/travellers_csv.hpp): reading with line and column in every
// error, and writing back.
#include <doctest/doctest.h>

#include "bandeja/formats/travellers_csv.hpp"
#include "bandeja/present/messages.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

// A row's error as the director reads it: the catalogue renders its code after "line N, column F: ".
std::string said(const RowError& e, Lang lang = Lang::En) {
  REQUIRE(e.error);
  CHECK(e.message.empty());
  return present::render(*e.error, lang);
}

}  // namespace

TEST_CASE("Travellers CSV: a header names the columns in any order") {
  auto f = read_travellers_csv(
      "ns,ew,board,contract,declarer,tricks,score,lead\n"
      "1NS,1EW,1,4S,N,10,420,HK\n"
      "2NS,2EW,1,,,,-100,\n"
      "3NS,3EW,1,PASS,,,,\n"
      "4NS,4EW,1,,,,A60-40,\n");
  REQUIRE(f.has_value());
  CHECK(f->errors.empty());
  REQUIRE(f->rows.size() == 4);
  CHECK(f->rows[0] == TravellerRow{2, 1, std::nullopt, std::nullopt, "1NS", "1EW", "4S", "N", "10", "420", "HK"});
  CHECK(f->rows[1].score == "-100");
  CHECK(f->rows[2].contract == "PASS");
  CHECK(f->rows[3].score == "A60-40");
  CHECK(f->rows[3].line == 5);
}

TEST_CASE("Travellers CSV: round and table are optional numbers — result is tricks' other name") {
  auto f = read_travellers_csv("Board,Round,Table,NS,EW,Contract,Declarer,Result\n3,2,1,1NS,2EW,3NT,S,=\n");
  REQUIRE(f.has_value());
  REQUIRE(f->rows.size() == 1);
  CHECK(f->rows[0].round == std::optional<int>(2));
  CHECK(f->rows[0].table == std::optional<int>(1));
  CHECK(f->rows[0].result == "=");
}

TEST_CASE("Travellers CSV: Spanish headers and a semicolon separator") {
  auto f = read_travellers_csv("tablero;ronda;mesa;ns;eo;contrato;declarante;bazas;puntuacion\n"
                               "5;1;2;2NS;2EW;4P;O;10;-420\n");
  REQUIRE(f.has_value());
  REQUIRE(f->rows.size() == 1);
  CHECK(f->rows[0].board == 5);
  CHECK(f->rows[0].ew == "2EW");
  CHECK(f->rows[0].declarer == "O");
}

TEST_CASE("Travellers CSV: quoted fields, CRLF line ends and blank lines") {
  auto f = read_travellers_csv("board,ns,ew,contract,declarer,tricks,lead\r\n\r\n"
                               "1,\"1NS\",\"1EW\",4S,N,10,\"S\"\"K\"\r\n");
  REQUIRE(f.has_value());
  REQUIRE(f->rows.size() == 1);
  CHECK(f->rows[0].line == 3);
  CHECK(f->rows[0].lead == "S\"K");
}

TEST_CASE("Travellers CSV: a header without board, ns, ew, or contract and score is refused") {
  CHECK_FALSE(read_travellers_csv("").has_value());
  auto no_ew = read_travellers_csv("board,ns,contract\n1,1NS,4S\n");
  REQUIRE_FALSE(no_ew.has_value());
  CHECK(no_ew.error().code == "csv.header_lacks_column");
  CHECK(no_ew.error().args == std::vector<std::string>{"ew"});
  CHECK(no_ew.error().line == 1);
  CHECK(present::render(no_ew.error(), Lang::En) ==
        "line 1: the header has no column ew (required: board, ns, ew, and contract or score)");
  auto unknown = read_travellers_csv("board,ns,ew,contrct\n");
  REQUIRE_FALSE(unknown.has_value());
  CHECK(unknown.error().code == "csv.not_a_column");
  CHECK(unknown.error().field == "4");
  CHECK(unknown.error().args == std::vector<std::string>{"contrct"});
  CHECK(present::render(unknown.error(), Lang::En).rfind("line 1, column 4: 'contrct' is not a travellers column", 0) == 0);
  CHECK_FALSE(read_travellers_csv("board,ns,ew,declarer\n").has_value());
  CHECK_FALSE(read_travellers_csv("board,ns,ew,tricks,result,score\n").has_value());
}

TEST_CASE("Travellers CSV: every bad row is listed with its line and column, good rows still read") {
  auto f = read_travellers_csv(
      "board,round,table,ns,ew,contract,declarer,tricks,score\n"
      "1,1,1,1NS,1EW,4S,N,10,420\n"
      "x,1,1,1NS,1EW,4S,N,10,420\n"
      "2,one,1,1NS,1EW,4S,N,10,420\n"
      "3,1,1,,1EW,4S,N,10,420\n"
      "4,1,1,1NS,1EW,,,,\n"
      "5,1,1,1NS,1NS,4S,N,10,420\n"
      "6,1,1,1NS,1EW,4S,N,10,420,extra\n"
      "7,1,1,1NS,1EW,4S,N,10,420\n");
  REQUIRE(f.has_value());
  REQUIRE(f->rows.size() == 2);
  CHECK(f->rows[0].board == 1);
  CHECK(f->rows[1].board == 7);
  REQUIRE(f->errors.size() == 6);
  CHECK(said(f->errors[0]) == "line 3, column board: 'x' is not a board number");
  CHECK(said(f->errors[1]) == "line 4, column round: 'one' is not a round number");
  CHECK(said(f->errors[2]) == "line 5, column ns: the NS pair is missing");
  CHECK(said(f->errors[3]) == "line 6, column contract: no contract and no score: give one (or np in score for a board not played)");
  CHECK(said(f->errors[4]) == "line 7, column ew: pair 1NS cannot play against itself");
  CHECK(said(f->errors[5]) == "line 8: has a value in field 10 but the header has 9 columns");
  // As values: the code, the field at fault and the line; what the file said as arguments.
  CHECK(f->errors[0].error->code == "csv.not_a_board_number");
  CHECK(f->errors[0].error->field == "board");
  CHECK(f->errors[0].error->line == 3);
  CHECK(f->errors[0].error->args == std::vector<std::string>{"x"});
  CHECK(f->errors[2].error->code == "csv.pair_missing");
  CHECK(f->errors[2].error->args == std::vector<std::string>{"NS"});
  CHECK(f->errors[4].error->code == "line.pair_against_itself");
  CHECK(f->errors[5].error->code == "csv.value_past_header");
  CHECK(f->errors[5].error->field == "line");
  CHECK(f->errors[5].error->args == std::vector<std::string>{"10", "9"});
}

TEST_CASE("Travellers CSV: errors in Spanish say línea and columna") {
  auto f = read_travellers_csv("tablero,ns,eo,contrato\nx,1NS,1EW,4P\n", Lang::Es);
  REQUIRE(f.has_value());
  REQUIRE(f->errors.size() == 1);
  CHECK(said(f->errors[0], Lang::Es) == "línea 2, columna tablero: 'x' no es un número de tablero");
  CHECK(said(f->errors[0], Lang::En) == "line 2, column board: 'x' is not a board number");  // a value: either language
}

TEST_CASE("Travellers CSV: an unclosed quote is an error on the line where it opens") {
  auto f = read_travellers_csv("board,ns,ew,score\n1,1NS,1EW,420\n2,\"2NS,2EW,420\n");
  REQUIRE(f.has_value());
  CHECK(f->rows.size() == 1);
  REQUIRE(f->errors.size() == 1);
  CHECK(f->errors[0].line == 3);
}

TEST_CASE("Travellers CSV: what write_travellers_csv writes reads back the same") {
  std::vector<TravellerRow> rows{
      to_row(1, 1, 1, "1NS", "1EW", score::Played{{4, score::Strain::Spades, score::Doubling::Undoubled}, score::Seat::North, 10, "HK"}, 420),
      to_row(2, 1, 1, "1NS", "1EW", score::PassedOut{}, 0),
      to_row(3, 2, 1, "1NS", "2EW", score::ScoreOnly{-100}, -100),
      to_row(4, 2, 1, "1NS", "2EW", score::Artificial{60, 40}, std::nullopt),
      to_row(5, std::nullopt, std::nullopt, "A,B", "2EW", score::NotPlayed{}, std::nullopt),
  };
  CHECK(rows[0].contract == "4S");
  CHECK(rows[0].result == "10");
  CHECK(rows[0].score == "420");
  CHECK(rows[1].contract == "PASS");
  CHECK(rows[1].score.empty());
  CHECK(rows[3].score == "A60-40");
  CHECK(rows[4].score == "np");
  const std::string text = write_travellers_csv(rows);
  CHECK(text.rfind("board,round,table,ns,ew,contract,declarer,result,score,lead\n1,1,1,1NS,1EW,4S,N,10,420,\u2665K\n", 0) == 0);
  auto back = read_travellers_csv(text);
  REQUIRE(back.has_value());
  CHECK(back->errors.empty());
  for (size_t i = 0; i < rows.size(); ++i) rows[i].line = static_cast<int>(i) + 2;
  CHECK(back->rows == rows);
}

TEST_CASE("Travellers CSV: a spreadsheet's empty columns after the table are no columns, so long as they stay empty") {
  // Excel saves `;;;` after the last column of every row when cells beyond it were ever touched.
  auto f = read_travellers_csv("sep=;\nboard;ns;ew;contract;declarer;result;score;;;\n"
                               "1;1NS;1EW;4S;N;=;420;;;\n"
                               "2;2NS;2EW;;;;-100;;\n"
                               "3;3NS;3EW;PASS;;;;;;;;\n");
  REQUIRE(f.has_value());
  CHECK(f->errors.empty());
  REQUIRE(f->rows.size() == 3);
  CHECK(f->rows[0].score == "420");
  CHECK(f->rows[2].contract == "PASS");
}

TEST_CASE("Travellers CSV: a value under a column without a name, or past the header, is refused, not dropped") {
  auto f = read_travellers_csv("board,ns,ew,,score\n"
                               "1,1NS,1EW,x,420\n"
                               "2,2NS,2EW,,-100,7\n"
                               "3,3NS,3EW,,-100,\n");
  REQUIRE(f.has_value());
  REQUIRE(f->errors.size() == 2);
  CHECK(f->errors[0].line == 2);
  CHECK(said(f->errors[0]).find("field 4, whose column has no name") != std::string::npos);
  CHECK(f->errors[1].line == 3);
  CHECK(said(f->errors[1]).find("value in field 6 but the header has 5 columns") != std::string::npos);
  REQUIRE(f->rows.size() == 1);
  CHECK(f->rows[0].board == 3);
}

TEST_CASE("A pair id is compared in upper case, and East-West written EO (Spanish, French) is EW") {
  struct Row {
    const char* given;
    const char* key;
  };
  for (const Row r : {Row{"5ns", "5NS"}, Row{"3Ew", "3EW"}, Row{"3EO", "3EW"}, Row{"3eo", "3EW"}, Row{"A12Eo", "A12EW"},
                      Row{"12", "12"}, Row{"EO", "EO"}, Row{"LEO", "LEO"}, Row{"3NS", "3NS"}, Row{"3OE", "3OE"}}) {
    CAPTURE(r.given);
    CHECK(pair_id_key(r.given) == r.key);
  }
}

TEST_CASE("Travellers CSV: pair ids are read whatever the case of their letters (5ns is 5NS)") {
  auto f = read_travellers_csv("board,ns,ew,score\n1,5ns,3Ew,420\n");
  REQUIRE(f.has_value());
  REQUIRE(f->rows.size() == 1);
  CHECK(f->rows[0].ns == "5NS");
  CHECK(f->rows[0].ew == "3EW");
}
