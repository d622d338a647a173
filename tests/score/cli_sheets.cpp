// End to end: `bandeja chicago`, `bandeja rubber` and `bandeja auction` reading deals on stdin.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "cli.hpp"

using bandeja::test::run_cli;
using nlohmann::json;

namespace {
const char* kSeedWheel =
    "we 3S 10\n"
    "they 3NT 9\n"
    "they 3DX 9\n"
    "we 6S 12 honours 100\n";
}

TEST_CASE("CLI chicago: the seed-003 wheel scores we 1650, they 1070, +580 rounded +600") {
  auto r = run_cli({"chicago", "--first-dealer", "we", "--json"}, kSeedWheel);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  const json j = json::parse(r.out);
  CHECK(j["we"] == 1650);
  CHECK(j["they"] == 1070);
  CHECK(j["net"] == 580);
  CHECK(j["rounded"] == 600);
  CHECK(j["finished"] == true);
  CHECK(j["deals"].size() == 4);
  CHECK(j["deals"][1]["vulnerable"] == json::array({"they"}));

  auto text = run_cli({"chicago", "--first-dealer", "we"}, kSeedWheel);
  CHECK(text.status == 0);
  CHECK(text.out.find("total                    1650     1070") != std::string::npos);
  CHECK(text.out.find("net +580, rounded +600") != std::string::npos);
}

TEST_CASE("CLI chicago: Spanish words and output with --lang es") {
  auto r = run_cli({"--lang", "es", "chicago", "--first-dealer", "nosotros"},
                   "nosotros 3P 10\nellos 3ST 9\nellos 3DX 9\nnosotros 6P 12 honores 100\n");
  CHECK(r.status == 0);
  CHECK(r.out.find("neto +580, redondeado +600") != std::string::npos);
  CHECK(r.out.find("encima de la raya") != std::string::npos);
  CHECK(r.out.find("mano 2 (da ellos, vulnerables: ellos)") != std::string::npos);
}

TEST_CASE("CLI chicago: a passed-out deal is redealt, the non-dealer variant, bad lines named") {
  auto r = run_cli({"chicago", "--first-dealer", "they", "--json", "--variant", "non-dealer"},
                   "pass\nwe 4S 10\n\n# comment\nthey 9S 10\nwe 3NT 9 honours 100\n");
  CHECK(r.status == 1);
  CHECK(r.err.find("line 5: contract '9S'") != std::string::npos);
  CHECK(r.err.find("line 6: honours 100") != std::string::npos);
  const json j = json::parse(r.out);
  CHECK(j["passed_out"] == 1);
  CHECK(j["deals_played"] == 1);
  CHECK(j["we"] == 120 + 300);  // deal 1: nobody vulnerable
  CHECK(j["finished"] == false);
  CHECK(run_cli({"chicago"}, kSeedWheel).status != 0);  // --first-dealer is required
}

TEST_CASE("CLI chicago: a fifth deal is a bad line, the four are still scored") {
  auto r = run_cli({"chicago", "--first-dealer", "we", "--json"},
                   std::string(kSeedWheel) + "we 1C 7\n");
  CHECK(r.status == 1);
  CHECK(r.err.find("line 5: the wheel of four deals is over") != std::string::npos);
  CHECK(json::parse(r.out)["we"] == 1650);
}

TEST_CASE("CLI rubber: a 2-1 rubber and an unfinished one, as JSON") {
  auto r = run_cli({"rubber", "--json"},
                   "we 4H 10\nthey 5D 11\nwe 2S 9\nthey 3NT 8\nwe 2NT 8\n");
  CHECK(r.status == 0);
  json j = json::parse(r.out);
  CHECK(j["we"] == 880);
  CHECK(j["they"] == 100);
  CHECK(j["finished"] == true);
  CHECK(j["winner"] == "we");
  CHECK(j["rubber_won_by"] == "we");

  r = run_cli({"rubber", "--json"}, "we 4S 10\nthey 2C 8\n");
  j = json::parse(r.out);
  CHECK(j["finished"] == false);
  CHECK(j["we"] == 420);
  CHECK(j["they"] == 140);
  CHECK(j["winner"] == "we");
  CHECK(j["rubber_won_by"].is_null());

  auto text = run_cli({"rubber"}, "we 4S 10\nwe 3NT 9\n");
  CHECK(text.out.find("rubber bonus") != std::string::npos);
  CHECK(text.out.find("games: we 2, they 0; rubber won by we") != std::string::npos);
}

TEST_CASE("CLI rubber: deals after the rubber is over are bad lines") {
  auto r = run_cli({"rubber", "--json"}, "we 4S 10\nwe 4S 10\nthey 1C 7\n");
  CHECK(r.status == 1);
  CHECK(r.err.find("line 3: the rubber is over") != std::string::npos);
  CHECK(json::parse(r.out)["we"] == 120 + 120 + 700);
}

TEST_CASE("CLI auction: seed 001 scoring with the honours table, and the older rule as an option") {
  auto r = run_cli({"auction", "--json"}, "we 6S 12\nthey 1S 12 honours 90\nwe 7NT 13\n");
  CHECK(r.status == 0);
  json j = json::parse(r.out);
  CHECK(j["we"] == 54 + 50 + 70 + 100 + 250);
  CHECK(j["they"] == 9 + 45 + 50 + 90);
  CHECK(j["finished"] == true);
  CHECK(j["winner"] == "we");

  r = run_cli({"auction", "--json", "--all-odd-tricks"}, "we 2S 10\n");
  CHECK(json::parse(r.out)["games"]["we"] == 1);

  r = run_cli({"auction"}, "we 2S 8 honours 150\n");
  CHECK(r.status == 1);
  CHECK(r.err.find("line 1: honours 150") != std::string::npos);

  r = run_cli({"--lang", "es", "auction"}, "nosotros 2P 8 honores 80\npaso\nellos 1ST 7\n");
  CHECK(r.status == 0);
  CHECK(r.out.find("pasada") != std::string::npos);
  CHECK(r.out.find("honores") != std::string::npos);
}
