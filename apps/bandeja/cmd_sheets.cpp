// The table games' sheets: `chicago`, `rubber`, `auction`, one deal a line on standard input.
// Thin: parse the lines, call libscore's sheets, say them in the director's language
// (messages/cli_sheets.txt), or as JSON.
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

namespace bandeja::app {

namespace {

using namespace bandeja::score;
using json = nlohmann::ordered_json;

// ---- sheets ----------------------------------------------------------------------------

std::string item_key(Item i) {
  switch (i) {
    case Item::ContractTricks: return "contract-tricks";
    case Item::Overtricks: return "overtricks";
    case Item::Undertricks: return "undertricks";
    case Item::Insult: return "insult";
    case Item::Slam: return "slam";
    case Item::Honours: return "honours";
    case Item::Game: return "game";
    case Item::PartScoreDeal4: return "part-score-deal-4";
    case Item::Rubber: return "rubber";
    case Item::UnfinishedGame: return "unfinished-game";
    case Item::UnfinishedPart: return "unfinished-part-score";
  }
  return "?";
}

std::string team_key(Team t) { return t == Team::We ? "we" : "they"; }

// A side and an item as the sheet shows them, from the catalogue (sheet.team.*, sheet.item.*).
// A deal's line keeps the words the director types (score::to_string of a Deal).
std::string team_words(const Context& ctx, Team t) { return present::say(ctx.lang, "sheet.team." + team_key(t)); }
std::string item_words(const Context& ctx, Item i) {
  std::string code = "sheet.item." + item_key(i);  // its JSON key, a dash an underscore in a code
  for (char& c : code)
    if (c == '-') c = '_';
  return present::say(ctx.lang, code);
}

// The vulnerable sides as JSON: [], ["we"], ["they"] or ["we", "they"].
json vul_json(bool we, bool they) {
  json vul = json::array();
  if (we) vul.push_back("we");
  if (they) vul.push_back("they");
  return vul;
}

// A deal's heading, by who is vulnerable: `code` + "_none", "_both", or "_side" with the
// vulnerable side's name after `args`.
std::string heading(const Context& ctx, const std::string& code, std::vector<std::string> args, bool we, bool they) {
  if (we && they) return present::say(ctx.lang, code + "_both", args);
  if (!we && !they) return present::say(ctx.lang, code + "_none", args);
  args.push_back(team_words(ctx, we ? Team::We : Team::They));
  return present::say(ctx.lang, code + "_side", args);
}

// One deal as shown on the sheet: its heading and the items it wrote.
struct ShownDeal {
  std::string heading;
  std::string line;
  int number = 0;  // 0: passed out (no items)
  bool passed = false;
  std::string passed_note;
};

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

void print_items(const Context& ctx, const std::vector<SheetItem>& items, int deal) {
  for (const auto& i : items) {
    if (i.deal != deal) continue;
    fmt::print("  {:<9}{:>6}  {:<7} {}\n", team_words(ctx, i.team), i.points,
               present::say(ctx.lang, i.below ? "cli_sheets.below" : "cli_sheets.above"),
               item_words(ctx, i.kind));
  }
}

void print_totals(const Context& ctx, const std::vector<SheetItem>& items) {
  int above[2] = {0, 0}, below[2] = {0, 0};
  for (const auto& i : items) (i.below ? below : above)[index(i.team)] += i.points;
  fmt::print("\n{:<20}{:>9}{:>9}\n", "", team_words(ctx, Team::We),
             team_words(ctx, Team::They));
  fmt::print("{:<20}{:>9}{:>9}\n", present::say(ctx.lang, "cli_sheets.total_above"), above[0], above[1]);
  fmt::print("{:<20}{:>9}{:>9}\n", present::say(ctx.lang, "cli_sheets.total_below"), below[0], below[1]);
  fmt::print("{:<20}{:>9}{:>9}\n", present::say(ctx.lang, "cli_sheets.total"), above[0] + below[0],
             above[1] + below[1]);
}

void print_deals(const Context& ctx, const std::vector<ShownDeal>& deals,
                 const std::vector<SheetItem>& items) {
  for (const auto& d : deals) {
    if (d.passed) {
      fmt::print("{}\n", d.passed_note);
      continue;
    }
    fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.deal_line", {d.heading, d.line}));
    print_items(ctx, items, d.number);
  }
}

json deals_json(const std::vector<ShownDeal>& deals, const std::vector<SheetItem>& items,
                const std::vector<json>& extra) {
  json out = json::array();
  size_t k = 0;
  for (const auto& d : deals) {
    json j{{"deal", d.passed ? json(nullptr) : json(d.number)}, {"line", d.line}};
    if (k < extra.size())
      for (auto& [key, v] : extra[k].items()) j[key] = v;
    j["items"] = d.passed ? json::array() : items_json(items, d.number);
    out.push_back(std::move(j));
    ++k;
  }
  return out;
}


json winner_json(std::optional<Team> t) { return t ? json(team_key(*t)) : json(nullptr); }

void print_winner(const Context& ctx, int we, int they) {
  if (we == they) {
    fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.tie"));
    return;
  }
  const Team w = we > they ? Team::We : Team::They;
  fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.winner",
                                   {team_words(ctx, w), std::to_string(std::abs(we - they))}));
}

// ---- bandeja chicago -------------------------------------------------------------------

struct ChicagoArgs {
  std::string first_dealer;
  std::string variant = "dealer";
  bool json = false;
};

void run_chicago(Context& ctx, const ChicagoArgs& a) {
  const Team first = a.first_dealer == "we" || a.first_dealer == "nosotros" || a.first_dealer == "nous" ? Team::We : Team::They;
  const auto rule = a.variant == "non-dealer" ? ChicagoVulnerability::NonDealerSide
                                              : ChicagoVulnerability::DealerSide;
  ChicagoSheet sheet(first, rule);
  std::vector<ShownDeal> shown;
  std::vector<json> extra;
  const int bad = for_each_input_line(ctx, [&](int, const std::string& text) -> std::optional<std::string> {
    auto deal = parse_deal(text, ctx.lang);
    if (!deal) return present::render(deal.error(), ctx.lang);
    if (sheet.finished())
      return present::say(ctx.lang, "cli_sheets.wheel_over");
    const int n = sheet.next_deal();
    const Team dealer = sheet.dealer(n);
    const bool vw = sheet.vulnerable(n, Team::We), vt = sheet.vulnerable(n, Team::They);
    if (auto ok = sheet.add(*deal, ctx.lang); !ok) return present::render(ok.error(), ctx.lang);
    ShownDeal s;
    s.line = score::to_string(*deal, ctx.lang);
    s.passed = deal->contract.passed_out();
    s.number = s.passed ? 0 : n;
    const std::string number = std::to_string(n), dealt_by = team_words(ctx, dealer);
    s.heading = heading(ctx, "cli_sheets.chicago_deal", {number, dealt_by}, vw, vt);
    s.passed_note = present::say(ctx.lang, "cli_sheets.chicago_passed", {number, dealt_by});
    extra.push_back(json{{"dealer", team_key(dealer)}, {"vulnerable", vul_json(vw, vt)}});
    shown.push_back(std::move(s));
    return std::nullopt;
  });
  if (bad > 0) ctx.exit_code = 1;
  const int we = sheet.total(Team::We), they = sheet.total(Team::They);
  if (a.json) {
    json j{{"we", we},
           {"they", they},
           {"net", sheet.net()},
           {"rounded", sheet.rounded()},
           {"finished", sheet.finished()},
           {"winner", we == they ? json(nullptr) : json(team_key(we > they ? Team::We : Team::They))},
           {"first_dealer", team_key(first)},
           {"vulnerability", a.variant == "non-dealer" ? "non-dealer" : "dealer"},
           {"deals_played", sheet.deals()},
           {"passed_out", sheet.passed_out()},
           {"deals", deals_json(shown, sheet.items(), extra)}};
    fmt::print("{}\n", j.dump(2));
    return;
  }
  fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.chicago_title", {team_words(ctx, first)}));
  print_deals(ctx, shown, sheet.items());
  print_totals(ctx, sheet.items());
  fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.chicago_net", {score::signed_text(sheet.net()), score::signed_text(sheet.rounded())}));
  if (!sheet.finished())
    fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.wheel_unfinished", {std::to_string(sheet.deals())}));
}

// ---- bandeja rubber / auction ----------------------------------------------------------

template <class Sheet>
void run_rubber_like(Context& ctx, Sheet& sheet, bool as_json, bool contract_bridge) {
  std::vector<ShownDeal> shown;
  std::vector<json> extra;
  const int bad = for_each_input_line(ctx, [&](int, const std::string& text) -> std::optional<std::string> {
    auto deal = parse_deal(text, ctx.lang);
    if (!deal) return present::render(deal.error(), ctx.lang);
    if (sheet.finished())
      return present::say(ctx.lang, "cli_sheets.rubber_over");
    bool vw = false, vt = false;
    if constexpr (requires { sheet.vulnerable(Team::We); }) {
      vw = sheet.vulnerable(Team::We);
      vt = sheet.vulnerable(Team::They);
    }
    const int game = sheet.games(Team::We) + sheet.games(Team::They) + 1;
    if (auto ok = sheet.add(*deal, ctx.lang); !ok) return present::render(ok.error(), ctx.lang);
    ShownDeal s;
    s.line = score::to_string(*deal, ctx.lang);
    s.passed = deal->contract.passed_out();
    s.number = s.passed ? 0 : sheet.deals();
    const std::vector<std::string> args{std::to_string(s.number), std::to_string(game)};
    s.heading = contract_bridge ? heading(ctx, "cli_sheets.rubber_deal", args, vw, vt)
                                : present::say(ctx.lang, "cli_sheets.auction_deal", args);
    s.passed_note = present::say(ctx.lang, "cli_sheets.rubber_passed");
    json e{{"game", game}};
    if (contract_bridge) e["vulnerable"] = vul_json(vw, vt);
    extra.push_back(std::move(e));
    shown.push_back(std::move(s));
    return std::nullopt;
  });
  if (bad > 0) ctx.exit_code = 1;

  std::vector<SheetItem> all = sheet.items();
  std::vector<SheetItem> closing;
  if constexpr (requires { sheet.closing_items(); }) closing = sheet.closing_items();
  all.insert(all.end(), closing.begin(), closing.end());
  const int we = sheet.total(Team::We), they = sheet.total(Team::They);
  if (as_json) {
    json j{{"we", we},
           {"they", they},
           {"finished", sheet.finished()},
           {"winner", winner_json(sheet.winner())},
           {"rubber_won_by", winner_json(sheet.rubber_won_by())},
           {"games", json{{"we", sheet.games(Team::We)}, {"they", sheet.games(Team::They)}}},
           {"deals", deals_json(shown, sheet.items(), extra)},
           {"closing", items_json(closing, 0)}};
    fmt::print("{}\n", j.dump(2));
    return;
  }
  fmt::print("{}\n", present::say(ctx.lang, contract_bridge ? "cli_sheets.rubber_title" : "cli_sheets.auction_title"));
  print_deals(ctx, shown, sheet.items());
  if (!closing.empty()) {
    fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.rubber_unfinished_items"));
    print_items(ctx, closing, 0);
  }
  print_totals(ctx, all);
  std::vector<std::string> games{team_words(ctx, Team::We), std::to_string(sheet.games(Team::We)),
                                 team_words(ctx, Team::They), std::to_string(sheet.games(Team::They))};
  if (auto w = sheet.rubber_won_by()) {
    games.push_back(team_words(ctx, *w));
    fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.games_rubber_won", games));
  } else {
    fmt::print("{}\n", present::say(ctx.lang, "cli_sheets.games_rubber_unfinished", games));
  }
  print_winner(ctx, we, they);
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
    cmd->callback([&ctx, as_json] {
      RubberSheet sheet;
      run_rubber_like(ctx, sheet, *as_json, true);
    });
  }
  {
    auto as_json = std::make_shared<bool>(false);
    auto old_rule = std::make_shared<bool>(false);
    auto* cmd = app.add_subcommand(
        "auction");
    cmd->add_flag("--json", *as_json);
    cmd->add_flag("--all-odd-tricks", *old_rule);
    cmd->callback([&ctx, as_json, old_rule] {
      AuctionSheet sheet(AuctionOptions{*old_rule});
      run_rubber_like(ctx, sheet, *as_json, false);
    });
  }
}

}  // namespace bandeja::app
