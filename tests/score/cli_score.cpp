// End to end: `bandeja score`, `bandeja imps` and `bandeja vp` as a director types them.
#include <doctest/doctest.h>

#include "cli.hpp"

using bandeja::test::run_cli;

TEST_CASE("CLI score: one contract prints the declaring side's Law 77 score") {
  auto r = run_cli({"score", "4SX", "8", "--vul"});
  CHECK(r.status == 0);
  CHECK(r.out == "-500\n");
  CHECK(r.err.empty());
  CHECK(run_cli({"score", "3NT", "+1"}).out == "430\n");
  CHECK(run_cli({"score", "4S", "-3"}).out == "-150\n");
  CHECK(run_cli({"score", "7NTXX", "=", "--vul"}).out == "2980\n");
  CHECK(run_cli({"score", "pass", "0"}).out == "0\n");
  CHECK(run_cli({"score", "4\u2660", "10"}).out == "420\n");
}

TEST_CASE("CLI score: with a declarer and a board, the board gives the vulnerability") {
  CHECK(run_cli({"score", "3NT", "N", "=", "--board", "2"}).out == "600\n");  // NS vul
  CHECK(run_cli({"score", "3NT", "E", "=", "--board", "2"}).out == "400\n");
  CHECK(run_cli({"score", "4S", "W", "10", "--board", "3"}).out == "620\n");  // EW vul
  auto r = run_cli({"score", "3NT", "=", "--board", "2"});
  CHECK(r.status != 0);
  CHECK(r.err.find("--board needs the declarer") != std::string::npos);
}

TEST_CASE("CLI score: Spanish contracts and declarer with --lang es") {
  CHECK(run_cli({"--lang", "es", "score", "4C", "10"}).out == "420\n");     // corazones
  CHECK(run_cli({"--lang", "es", "score", "3ST", "O", "+1", "--board", "3"}).out == "630\n");
  auto r = run_cli({"--lang", "es", "score", "8ST", "9"});
  CHECK(r.status == 1);
  CHECK(r.err.find("nivel 8") != std::string::npos);
}

TEST_CASE("CLI score: invalid input is an error naming the bad part, exit status 1") {
  struct Case { std::vector<std::string> args; const char* expect; };
  const Case cases[] = {
      {{"score", "8NT", "9"}, "level 8"},
      {{"score", "4S", "14"}, "'14'"},
      {{"score", "4SXXX", "10"}, "at most redoubled"},
      {{"score", "4S", "Q", "10"}, "declarer 'Q'"},
      {{"score", "4S"}, "CONTRACT [DECLARER] RESULT"},
      {{"score", "4S", "+4"}, "at most +3"},
  };
  for (const auto& c : cases) {
    auto r = run_cli(c.args);
    CAPTURE(c.expect);
    CHECK(r.status == 1);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("error: ", 0) == 0);
    CHECK(r.err.find(c.expect) != std::string::npos);
  }
}

TEST_CASE("CLI score --batch: one score per good line, bad lines named on stderr, exit 1") {
  const std::string input =
      "# a comment\n"
      "4SX 8 vul\n"
      "\n"
      "3NT +1 nv\n"
      "8NT 9 nv\n"
      "4S 10 sometimes\n"
      "1CXX 7 nv\n"
      "4S N 10\n";
  auto r = run_cli({"score", "--batch"}, input);
  CHECK(r.out == "-500\n430\n230\n");
  CHECK(r.status == 1);
  CHECK(r.err.find("line 5: contract '8NT'") != std::string::npos);
  CHECK(r.err.find("line 6: vulnerability 'sometimes'") != std::string::npos);
  CHECK(r.err.find("line 8: ") != std::string::npos);
  auto good = run_cli({"score", "--batch"}, "4S 10 nv\n4S N 10 vul\n2HX 8 nv\n");
  CHECK(good.status == 0);
  CHECK(good.out == "420\n620\n470\n");
  CHECK(good.err.empty());
}

TEST_CASE("CLI imps: Law 78B for a point difference, signed") {
  CHECK(run_cli({"imps", "420"}).out == "9\n");
  CHECK(run_cli({"imps", "-170"}).out == "-5\n");
  CHECK(run_cli({"imps", "10"}).out == "0\n");
  CHECK(run_cli({"imps", "4000"}).out == "24\n");
  auto r = run_cli({"imps", "lots"});
  CHECK(r.status == 1);
  CHECK(r.err.find("'lots'") != std::string::npos);
}

TEST_CASE("CLI vp: the WBF continuous scale, both sides summing to 20") {
  CHECK(run_cli({"vp", "12", "--boards", "16"}).out == "13.28 6.72\n");
  CHECK(run_cli({"vp", "-5", "--boards", "8"}).out == "7.95 12.05\n");
  CHECK(run_cli({"vp", "0", "--boards", "10"}).out == "10.00 10.00\n");
  CHECK(run_cli({"vp", "90", "--boards", "16"}).out == "20.00 0.00\n");
  auto r = run_cli({"vp", "12", "--boards", "0"});
  CHECK(r.status == 1);
  CHECK(r.err.find("--boards") != std::string::npos);
  CHECK(run_cli({"vp", "12"}).status != 0);  // --boards is required
}
