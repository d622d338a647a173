// Text and CSV renderings of the ranking and the travellers.
#include <doctest/doctest.h>

#include "bandeja/present/report.hpp"
#include "bandeja/formats/travellers_csv.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace bandeja::present;

TEST_CASE("Text ranking: place, pair, names, total and percentage per field, columns aligned") {
  const std::string t = ranking_text(sample::mitchell());
  CHECK(t.find("North-South\nPlace  Pair  Names                    Total      %\n"
               "1      1NS   Ana García – Luis Pérez      4  66.67\n"
               "2      3NS   Kim Lee – Sam Roe            3  50.00\n") != std::string::npos);
  CHECK(t.find("East-West\n") != std::string::npos);
  const std::string es = ranking_text(sample::howell(), Lang::Es);
  CHECK(es.find("Puesto  Pareja  Jugadores") != std::string::npos);
  CHECK(es.find("3=") != std::string::npos);
}

TEST_CASE("Text travellers: every line with contract, declarer, lead, tricks, score and points") {
  const std::string t = travellers_text(sample::mitchell());
  CHECK(t.find("Board 2\n") != std::string::npos);
  CHECK(t.find("2      1  1NS  3EW  3\u2665X       E              8       100       2       0\n") != std::string::npos);
  CHECK(t.find("Pass") != std::string::npos);
  const std::string es = travellers_text(sample::mitchell(), Lang::Es);
  CHECK(es.find("Tablero 1\nRonda  Mesa") != std::string::npos);
  CHECK(es.find("Paso") != std::string::npos);
  CHECK(es.find("4\u2665X       O") != std::string::npos);  // Oeste
}

TEST_CASE("CSV: the ranking and the results, one header row, quoted only when needed") {
  const std::string r = ranking_csv(sample::mitchell());
  CHECK(r.rfind("place,pair,direction,names,total,percent\n1,1NS,NS,Ana García – Luis Pérez,4,66.67\n", 0) == 0);
  CHECK(results_csv(sample::mitchell()).rfind("board,round,table,ns,ew,contract,declarer,result,lead,score\n"
                                             "1,1,1,1NS,1EW,4S,N,10,\u2665K,420\n", 0) == 0);
  const std::string x = results_csv(sample::mitchell(), true);
  CHECK(x.rfind("board,round,table,ns,ew,contract,declarer,result,lead,score,ns_points,ew_points\n"
                "1,1,1,1NS,1EW,4S,N,10,\u2665K,420,1,1\n", 0) == 0);
  CHECK(x.find("2,3,3,3NS,1EW,PASS,,,,0,1,1\n") != std::string::npos);
  CHECK(x.find("3,3,1,1NS,2EW,,,,,-50,1,1\n") != std::string::npos);
  CHECK(results_csv(sample::howell(), true).find(",A60-40,1.2,0.8\n") != std::string::npos);
  EventRecord quoted = sample::mitchell();
  quoted.entrants[0].players[0].name = "Smith, \"Jr\"";
  CHECK(ranking_csv(quoted).find("\"Smith, \"\"Jr\"\" – Luis Pérez\"") != std::string::npos);
}

TEST_CASE("CSV for a Spanish spreadsheet: byte-order mark, semicolons, decimal commas, Spanish names and letters") {
  const auto es = CsvStyle::spreadsheet(Lang::Es);
  const std::string r = ranking_csv(sample::mitchell(), es);
  const std::string head = "\xEF\xBB\xBFpuesto;pareja;direccion;nombres;total;porcentaje\n1;1NS;NS;Ana García – Luis Pérez;4;66,67\n";
  CHECK(r.substr(0, head.size()) == head);
  const std::string x = results_csv(sample::howell(), true, es);
  CHECK(x.rfind("\xEF\xBB\xBFtablero;ronda;mesa;ns;eo;contrato;declarante;resultado;salida;puntuacion;puntos_ns;puntos_eo\n", 0) == 0);
  CHECK_MESSAGE(x.find(";A60-40;1,2;0,8\n") != std::string::npos, x);
  // English for a spreadsheet: the mark alone; plain: as before, no mark.
  CHECK(ranking_csv(sample::mitchell(), CsvStyle::spreadsheet(Lang::En)).rfind("\xEF\xBB\xBFplace,pair,", 0) == 0);
  CHECK(ranking_csv(sample::mitchell()).rfind("place,pair,", 0) == 0);
}

namespace {
// The results written for a spreadsheet in `lang` and read back under --lang `lang` are the
// same results: one contract in each strain, so a letter read as another strain shows.
void check_read_back(Lang lang) {
  EventRecord ev = sample::mitchell();
  // A club contract down one scores as a heart contract down one: only the letters tell them apart.
  auto& l = ev.boards[0].lines[0];
  l.entry = score::Played{score::Contract{4, score::Strain::Clubs, score::Doubling::Undoubled}, score::Seat::North, 9, std::nullopt};
  l.ns_score = -50;
  auto& d = ev.boards[0].lines[1];
  d.entry = score::Played{score::Contract{5, score::Strain::Diamonds, score::Doubling::Doubled}, score::Seat::West, 10, "DQ"};
  d.ns_score = 100;
  const std::string text = results_csv(ev, false, CsvStyle::spreadsheet(lang));
  auto back = read_travellers_csv(text, lang);
  REQUIRE(back.has_value());
  CHECK(back->errors.empty());
  size_t i = 0;
  for (const auto& b : ev.boards)
    for (const auto& line : b.lines) {
      REQUIRE(i < back->rows.size());
      const auto& row = back->rows[i++];
      auto entry = score::entry_from_fields(row.contract, row.declarer, row.result, row.score, row.lead, b.vulnerability, lang);
      REQUIRE_MESSAGE(entry.has_value(), (row.contract + " " + row.score));
      if (std::holds_alternative<score::Played>(line.entry)) {
        const auto& want = std::get<score::Played>(line.entry);
        const auto& got = std::get<score::Played>(*entry);
        CHECK(got.contract == want.contract);
        CHECK(got.declarer == want.declarer);
        CHECK(got.tricks == want.tricks);
        CHECK(got.lead == want.lead);
      } else {
        CHECK(entry->index() == line.entry.index());
      }
    }
  CHECK(i == back->rows.size());
}
}  // namespace

TEST_CASE("CSV for a Spanish spreadsheet: the travellers read back under --lang es as the same results (4C is clubs, not corazones)") {
  check_read_back(Lang::Es);
}

TEST_CASE("CSV for a French spreadsheet: semicolons, decimal commas, French names and letters (5K, 3SA, O, Passe)") {
  const auto fr = CsvStyle::spreadsheet(Lang::Fr);
  const std::string x = results_csv(sample::howell(), true, fr);
  CHECK(x.rfind("\xEF\xBB\xBF" "donne;tour;table;ns;eo;contrat;declarant;resultat;entame;marque;points_ns;points_eo\n", 0) == 0);
  CHECK_MESSAGE(x.find(";A60-40;1,2;0,8\n") != std::string::npos, x);
  CHECK(ranking_csv(sample::mitchell(), fr).find("1;1NS;NS;Ana García – Luis Pérez;4;66,67\n") != std::string::npos);
}

TEST_CASE("CSV for a French spreadsheet: the travellers read back under --lang fr as the same results (5K is diamonds, C hearts, T clubs)") {
  check_read_back(Lang::Fr);
}
