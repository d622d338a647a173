// The table games' sheets: `chicago`, `rubber`, `auction`, one deal a line on standard input.
// Thin: the lines played and said by the presentation layer (present/sheets.hpp, the console's
// too), or as JSON.
#include <fmt/core.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "app_support.hpp"
#include "score_input.hpp"
#include "bandeja/score/auction.hpp"
#include "bandeja/score/chicago.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/rubber.hpp"
#include "bandeja/score/sheet.hpp"
#include "bandeja/present/sheets.hpp"

namespace bandeja::app {

namespace {

using namespace bandeja::score;
using json = nlohmann::ordered_json;
using present::team_key;
using present::item_key;

// The vulnerable sides as JSON: [], ["we"], ["they"] or ["we", "they"].
json vul_json(bool we, bool they) {
  json vul = json::array();
  if (we) vul.push_back("we");
  if (they) vul.push_back("they");
  return vul;
}

json items_json(const std::vector<SheetItem>& items, int deal) {
  json out = json::array();
  for (const auto& i : items) {
    if (i.deal != deal) continue;
    out.push_back(json{{"side", team_key(i.team)},
                       {"points", i.points},
                       {"below", i.below},
                       {"item", item_key(i.kind)}});
  }
  return out;
}

json winner_json(std::optional<Team> t) { return t ? json(team_key(*t)) : json(nullptr); }

// Each deal as the JSON contract writes it: its number (null when passed out), its line, what
// the game says of it (Chicago: dealer and vulnerability; rubber: game and vulnerability;
// auction: game), and its items.
json deals_json(const present::PlayedSheet& s) {
  json out = json::array();
  for (const auto& d : s.deals) {
    json j{{"deal", d.passed ? json(nullptr) : json(d.number)}, {"line", d.line}};
    if (s.rules.game == present::SheetGame::Chicago) {
      j["dealer"] = team_key(d.dealer);
      j["vulnerable"] = vul_json(d.vul_we, d.vul_they);
    } else {
      j["game"] = d.game;
      if (s.rules.game == present::SheetGame::Rubber) j["vulnerable"] = vul_json(d.vul_we, d.vul_they);
    }
    j["items"] = d.passed ? json::array() : items_json(s.items, d.number);
    out.push_back(std::move(j));
  }
  return out;
}

json sheet_json(const present::PlayedSheet& s) {
  if (s.rules.game == present::SheetGame::Chicago)
    return json{{"we", s.we},
                {"they", s.they},
                {"net", s.net},
                {"rounded", s.rounded},
                {"finished", s.finished},
                {"winner", winner_json(s.winner)},
                {"first_dealer", team_key(s.rules.first_dealer)},
                {"vulnerability", s.rules.chicago == ChicagoVulnerability::NonDealerSide ? "non-dealer" : "dealer"},
                {"deals_played", s.deals_played},
                {"passed_out", s.passed_out},
                {"deals", deals_json(s)}};
  return json{{"we", s.we},
              {"they", s.they},
              {"finished", s.finished},
              {"winner", winner_json(s.winner)},
              {"rubber_won_by", winner_json(s.rubber_won_by)},
              {"games", json{{"we", s.games_we}, {"they", s.games_they}}},
              {"deals", deals_json(s)},
              {"closing", items_json(s.closing, 0)}};
}

// The sheet of the deals on standard input, one a line: each line refused said on standard
// error with its number (exit 1), the sheet as text or JSON (present/sheets.hpp).
void run_sheet(Context& ctx, const present::SheetRules& rules, bool as_json) {
  std::vector<std::string> lines;
  for (std::string line; std::getline(std::cin, line);) lines.push_back(line);
  const auto sheet = present::play_sheet(rules, lines, ctx.lang);
  for (const auto& r : sheet.refused)
    std::cerr << present::say(ctx.lang, "file.line", {std::to_string(r.line)}) << ": " << r.why << '\n';
  if (!sheet.refused.empty()) ctx.exit_code = 1;
  if (as_json) fmt::print("{}\n", sheet_json(sheet).dump(2));
  else fmt::print("{}", present::sheet_text(sheet, ctx.lang));
}

struct ChicagoArgs {
  std::string first_dealer;
  std::string variant = "dealer";
  bool json = false;
};

void run_chicago(Context& ctx, const ChicagoArgs& a) {
  present::SheetRules rules;
  rules.game = present::SheetGame::Chicago;
  rules.first_dealer = a.first_dealer == "we" || a.first_dealer == "nosotros" || a.first_dealer == "nous" ? Team::We : Team::They;
  rules.chicago = a.variant == "non-dealer" ? ChicagoVulnerability::NonDealerSide : ChicagoVulnerability::DealerSide;
  run_sheet(ctx, rules, a.json);
}

}  // namespace

void register_sheet_commands(CLI::App& app, Context& ctx) {
  {
    auto a = std::make_shared<ChicagoArgs>();
    auto* cmd = app.add_subcommand(
        "chicago");
    cmd->add_option("--first-dealer", a->first_dealer)
        ->required()
        ->check(CLI::IsMember({"we", "they", "nosotros", "ellos", "nous", "eux"}));
    cmd->add_option("--variant", a->variant)
        ->check(CLI::IsMember({"dealer", "non-dealer"}))
        ->capture_default_str();
    cmd->add_flag("--json", a->json);
    cmd->callback([&ctx, a] { run_chicago(ctx, *a); });
  }
  {
    auto as_json = std::make_shared<bool>(false);
    auto* cmd = app.add_subcommand("rubber");
    cmd->add_flag("--json", *as_json);
    cmd->callback([&ctx, as_json] { run_sheet(ctx, present::SheetRules{present::SheetGame::Rubber}, *as_json); });
  }
  {
    auto as_json = std::make_shared<bool>(false);
    auto old_rule = std::make_shared<bool>(false);
    auto* cmd = app.add_subcommand(
        "auction");
    cmd->add_flag("--json", *as_json);
    cmd->add_flag("--all-odd-tricks", *old_rule);
    cmd->callback([&ctx, as_json, old_rule] {
      present::SheetRules rules{present::SheetGame::Auction};
      rules.all_odd_tricks = *old_rule;
      run_sheet(ctx, rules, *as_json);
    });
  }
}

}  // namespace bandeja::app
