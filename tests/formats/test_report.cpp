// Text and CSV renderings of the ranking and the travellers.
#include <doctest/doctest.h>

#include "bandeja/formats/report.hpp"
#include "sample_events.hpp"

using namespace bandeja;
using namespace bandeja::formats;

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
