// Scoring commands: `score` (Law 77), `chicago`, `rubber`, `auction`, `imps`, `vp`.
// Thin: parse arguments and lines, call libscore, render in English or Spanish.
#include <fmt/core.h>

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/score/auction.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/chicago.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/imps.hpp"
#include "bandeja/score/law77.hpp"
#include "bandeja/score/rubber.hpp"
#include "bandeja/score/sheet.hpp"
#include "bandeja/score/vp.hpp"

namespace bandeja::app {

namespace {

using namespace bandeja::score;
using json = nlohmann::ordered_json;

std::string tr(const Context& ctx, const char* en, const char* es) {
  return ctx.lang == Lang::Es ? es : en;
}

template <class T>
T value_or_throw(Result<T> r) {
  if (!r) throw UserError(r.error().message);
  return std::move(*r);
}

std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> out;
  std::string w;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '\r') {
      if (!w.empty()) out.push_back(std::move(w));
      w.clear();
    } else {
      w += c;
    }
  }
  if (!w.empty()) out.push_back(std::move(w));
  return out;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

// Reads standard input line by line, skipping blank lines and # comments; `each` gets the
// 1-based line number and the trimmed text and returns an error message or nothing.
// Every bad line is reported as "line N: message" on standard error; returns how many.
template <class F>
int for_each_input_line(F&& each) {
  int bad = 0, number = 0;
  for (std::string line; std::getline(std::cin, line);) {
    ++number;
    const std::string text = trim(line);
    if (text.empty() || text[0] == '#') continue;
    if (std::optional<std::string> err = each(number, text)) {
      std::cerr << "line " << number << ": " << *err << '\n';
      ++bad;
    }
  }
  return bad;
}

std::optional<bool> parse_vul_word(const std::string& w) {
  std::string l;
  for (char c : w) l += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (l == "vul" || l == "v" || l == "vulnerable" || l == "vulnerables") return true;
  if (l == "nv" || l == "novul" || l == "non-vul" || l == "nonvul") return false;
  return std::nullopt;
}

// ---- bandeja score ---------------------------------------------------------------------

struct ScoreArgs {
  std::vector<std::string> args;
  bool vul = false;
  bool batch = false;
  int board = 0;  // 0: not given (CLI11 refuses --board below 1)
};

int score_words(const Context& ctx, const std::vector<std::string>& w, bool vul, int board,
                std::string& error) {
  const Contract c = value_or_throw(parse_contract(w[0], ctx.lang));
  std::optional<Seat> declarer;
  if (w.size() == 3) declarer = value_or_throw(parse_seat(w[1], ctx.lang));
  const int tricks = value_or_throw(parse_tricks(w.back(), c, ctx.lang));
  if (board != 0) {
    if (!declarer) {
      error = tr(ctx, "--board needs the declarer: bandeja score 4S N 10 --board 5",
                 "--board necesita el declarante: bandeja score 4P N 10 --board 5");
      return 0;
    }
    if (board < 1) {
      error = tr(ctx, "board numbers start at 1", "los números de tablero empiezan en 1");
      return 0;
    }
    vul = vulnerability(board).of(side_of(*declarer));
  }
  return duplicate_score(c, tricks, vul);
}

void run_score(Context& ctx, const ScoreArgs& a) {
  if (a.batch) {
    if (!a.args.empty())
      throw UserError(tr(ctx, "--batch reads CONTRACT RESULT nv|vul lines from standard input; "
                              "give no arguments with it",
                         "--batch lee líneas CONTRATO RESULTADO nv|vul de la entrada estándar; "
                         "no admite argumentos"));
    const int bad = for_each_input_line([&](int, const std::string& text) -> std::optional<std::string> {
      std::vector<std::string> w = words_of(text);
      if (w.size() != 3 && w.size() != 4)
        return tr(ctx, "expected CONTRACT [DECLARER] RESULT nv|vul, as '4SX 8 vul'",
                  "se esperaba CONTRATO [DECLARANTE] RESULTADO nv|vul, como '4PX 8 vul'");
      const auto vul = parse_vul_word(w.back());
      if (!vul)
        return tr(ctx, "vulnerability '", "vulnerabilidad '") + w.back() +
               tr(ctx, "' must be nv or vul", "' debe ser nv o vul");
      w.pop_back();
      try {
        std::string error;
        const int s = score_words(ctx, w, *vul, 0, error);
        fmt::print("{}\n", s);
      } catch (const UserError& e) {
        return std::string(e.what());
      }
      return std::nullopt;
    });
    if (bad > 0) ctx.exit_code = 1;
    return;
  }
  if (a.args.size() != 2 && a.args.size() != 3)
    throw UserError(tr(ctx, "give CONTRACT [DECLARER] RESULT, as: bandeja score 4SX 8 --vul",
                       "indique CONTRATO [DECLARANTE] RESULTADO, como: bandeja score 4PX 8 --vul"));
  std::string error;
  const int s = score_words(ctx, a.args, a.vul, a.board, error);
  if (!error.empty()) throw UserError(error);
  fmt::print("{}\n", s);
}

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

// The vulnerable sides as JSON: [], ["we"], ["they"] or ["we", "they"].
json vul_json(bool we, bool they) {
  json vul = json::array();
  if (we) vul.push_back("we");
  if (they) vul.push_back("they");
  return vul;
}

std::string vul_text(const Context& ctx, bool we, bool they) {
  if (we && they) return tr(ctx, "both", "todos");
  if (we) return score::to_string(Team::We, ctx.lang);
  if (they) return score::to_string(Team::They, ctx.lang);
  return tr(ctx, "none", "ninguno");
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
    fmt::print("  {:<9}{:>6}  {:<7} {}\n", score::to_string(i.team, ctx.lang), i.points,
               i.below ? tr(ctx, "below", "debajo") : tr(ctx, "above", "encima"),
               score::to_string(i.kind, ctx.lang));
  }
}

void print_totals(const Context& ctx, const std::vector<SheetItem>& items) {
  int above[2] = {0, 0}, below[2] = {0, 0};
  for (const auto& i : items) (i.below ? below : above)[index(i.team)] += i.points;
  fmt::print("\n{:<20}{:>9}{:>9}\n", "", score::to_string(Team::We, ctx.lang),
             score::to_string(Team::They, ctx.lang));
  fmt::print("{:<20}{:>9}{:>9}\n", tr(ctx, "above the line", "encima de la raya"), above[0],
             above[1]);
  fmt::print("{:<20}{:>9}{:>9}\n", tr(ctx, "below the line", "debajo de la raya"), below[0],
             below[1]);
  fmt::print("{:<20}{:>9}{:>9}\n", "total", above[0] + below[0], above[1] + below[1]);
}

void print_deals(const Context& ctx, const std::vector<ShownDeal>& deals,
                 const std::vector<SheetItem>& items) {
  for (const auto& d : deals) {
    if (d.passed) {
      fmt::print("{}\n", d.passed_note);
      continue;
    }
    fmt::print("{}: {}\n", d.heading, d.line);
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

std::string signed_text(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

json winner_json(std::optional<Team> t) { return t ? json(team_key(*t)) : json(nullptr); }

void print_winner(const Context& ctx, int we, int they) {
  if (we == they) {
    fmt::print("{}\n", tr(ctx, "tie", "empate"));
    return;
  }
  const Team w = we > they ? Team::We : Team::They;
  fmt::print("{}: {} {} {}\n", tr(ctx, "winner", "ganador"), score::to_string(w, ctx.lang),
             tr(ctx, "by", "por"), std::abs(we - they));
}

// ---- bandeja chicago -------------------------------------------------------------------

struct ChicagoArgs {
  std::string first_dealer;
  std::string variant = "dealer";
  bool json = false;
};

void run_chicago(Context& ctx, const ChicagoArgs& a) {
  const Team first = (a.first_dealer == "we" || a.first_dealer == "nosotros") ? Team::We : Team::They;
  const auto rule = a.variant == "non-dealer" ? ChicagoVulnerability::NonDealerSide
                                              : ChicagoVulnerability::DealerSide;
  ChicagoSheet sheet(first, rule);
  std::vector<ShownDeal> shown;
  std::vector<json> extra;
  const int bad = for_each_input_line([&](int, const std::string& text) -> std::optional<std::string> {
    auto deal = parse_deal(text, ctx.lang);
    if (!deal) return deal.error().message;
    if (sheet.finished())
      return tr(ctx, "the wheel of four deals is over: start a new sheet",
                "la rueda de cuatro manos ha terminado: empiece una hoja nueva");
    const int n = sheet.next_deal();
    const Team dealer = sheet.dealer(n);
    const bool vw = sheet.vulnerable(n, Team::We), vt = sheet.vulnerable(n, Team::They);
    if (auto ok = sheet.add(*deal, ctx.lang); !ok) return ok.error().message;
    ShownDeal s;
    s.line = score::to_string(*deal, ctx.lang);
    s.passed = deal->contract.passed_out();
    s.number = s.passed ? 0 : n;
    s.heading = fmt::format("{} {} ({} {}, {}: {})", tr(ctx, "deal", "mano"), n,
                            tr(ctx, "dealer", "da"), score::to_string(dealer, ctx.lang),
                            tr(ctx, "vulnerable", "vulnerables"), vul_text(ctx, vw, vt));
    s.passed_note = fmt::format("{} {}: {} {}", tr(ctx, "deal", "mano"), n,
                                tr(ctx, "passed out, redealt by", "pasada, vuelve a dar"),
                                score::to_string(dealer, ctx.lang));
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
  fmt::print("Chicago, {}: {}\n", tr(ctx, "first dealer", "primer dador"),
             score::to_string(first, ctx.lang));
  print_deals(ctx, shown, sheet.items());
  print_totals(ctx, sheet.items());
  fmt::print("{} {}, {} {}\n", tr(ctx, "net", "neto"), signed_text(sheet.net()),
             tr(ctx, "rounded", "redondeado"), signed_text(sheet.rounded()));
  if (!sheet.finished())
    fmt::print("{}: {} {}\n", tr(ctx, "wheel not finished", "rueda sin terminar"), sheet.deals(),
               tr(ctx, "of 4 deals played", "de 4 manos jugadas"));
}

// ---- bandeja rubber / auction ----------------------------------------------------------

template <class Sheet>
void run_rubber_like(Context& ctx, Sheet& sheet, bool as_json, bool contract_bridge) {
  std::vector<ShownDeal> shown;
  std::vector<json> extra;
  const int bad = for_each_input_line([&](int, const std::string& text) -> std::optional<std::string> {
    auto deal = parse_deal(text, ctx.lang);
    if (!deal) return deal.error().message;
    if (sheet.finished())
      return tr(ctx, "the rubber is over: start a new sheet for the next rubber",
                "el rubber ha terminado: empiece una hoja nueva para el siguiente");
    bool vw = false, vt = false;
    if constexpr (requires { sheet.vulnerable(Team::We); }) {
      vw = sheet.vulnerable(Team::We);
      vt = sheet.vulnerable(Team::They);
    }
    const int game = sheet.games(Team::We) + sheet.games(Team::They) + 1;
    if (auto ok = sheet.add(*deal, ctx.lang); !ok) return ok.error().message;
    ShownDeal s;
    s.line = score::to_string(*deal, ctx.lang);
    s.passed = deal->contract.passed_out();
    s.number = s.passed ? 0 : sheet.deals();
    s.heading = fmt::format("{} {} (game {}", tr(ctx, "deal", "mano"), s.number, game);
    if (contract_bridge)
      s.heading += fmt::format(", {}: {}", tr(ctx, "vulnerable", "vulnerables"), vul_text(ctx, vw, vt));
    s.heading += ")";
    s.passed_note = tr(ctx, "passed out, redealt", "pasada, se vuelve a dar");
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
  fmt::print("{}\n", contract_bridge ? tr(ctx, "Rubber bridge", "Rubber bridge")
                                     : tr(ctx, "Auction bridge", "Bridge subastado (auction)"));
  print_deals(ctx, shown, sheet.items());
  if (!closing.empty()) {
    fmt::print("{}\n", tr(ctx, "unfinished rubber", "rubber sin terminar"));
    print_items(ctx, closing, 0);
  }
  print_totals(ctx, all);
  fmt::print("{}: {} {}, {} {}", tr(ctx, "games", "games"), score::to_string(Team::We, ctx.lang),
             sheet.games(Team::We), score::to_string(Team::They, ctx.lang), sheet.games(Team::They));
  if (auto w = sheet.rubber_won_by())
    fmt::print("; {} {}\n", tr(ctx, "rubber won by", "rubber ganado por"),
               score::to_string(*w, ctx.lang));
  else
    fmt::print("; {}\n", tr(ctx, "rubber not finished", "rubber sin terminar"));
  print_winner(ctx, we, they);
}

// ---- imps / vp -------------------------------------------------------------------------

int parse_int(const Context& ctx, const std::string& text, const char* what_en,
              const char* what_es) {
  size_t used = 0;
  int v = 0;
  bool ok = !text.empty();
  try {
    v = std::stoi(text, &used);
  } catch (const std::exception&) {
    ok = false;
  }
  if (!ok || used != text.size())
    throw UserError(tr(ctx, what_en, what_es) + std::string(" '") + text + "' " +
                    tr(ctx, "is not a whole number", "no es un número entero"));
  return v;
}

}  // namespace

void register_score_commands(CLI::App& app, Context& ctx) {
  {
    auto a = std::make_shared<ScoreArgs>();
    auto* cmd = app.add_subcommand(
        "score", "Law 77 score of one contract for the declaring side (or --batch from stdin)");
    cmd->add_option("args", a->args, "CONTRACT [DECLARER] RESULT, as 4SX 8 or 3NT N +1");
    cmd->add_flag("--vul", a->vul, "The declaring side is vulnerable");
    cmd->add_option("--board", a->board, "Board number: vulnerability from the board (needs DECLARER)")
        ->check(CLI::Range(1, 999));
    cmd->add_flag("--batch", a->batch, "Read lines 'CONTRACT [DECLARER] RESULT nv|vul' from standard input");
    cmd->callback([&ctx, a] { run_score(ctx, *a); });
  }
  {
    auto a = std::make_shared<ChicagoArgs>();
    auto* cmd = app.add_subcommand(
        "chicago", "Score a Chicago wheel: one deal a line on stdin ('we 3S 10', 'pass')");
    cmd->add_option("--first-dealer", a->first_dealer, "Side dealing deal 1: we or they")
        ->required()
        ->check(CLI::IsMember({"we", "they", "nosotros", "ellos"}));
    cmd->add_option("--variant", a->variant,
                    "Vulnerability on deals 2 and 3: dealer (the seed's rule) or non-dealer")
        ->check(CLI::IsMember({"dealer", "non-dealer"}))
        ->capture_default_str();
    cmd->add_flag("--json", a->json, "Print the sheet as JSON");
    cmd->callback([&ctx, a] { run_chicago(ctx, *a); });
  }
  {
    auto as_json = std::make_shared<bool>(false);
    auto* cmd = app.add_subcommand("rubber", "Score a rubber: one deal a line on stdin ('we 4S 10')");
    cmd->add_flag("--json", *as_json, "Print the sheet as JSON");
    cmd->callback([&ctx, as_json] {
      RubberSheet sheet;
      run_rubber_like(ctx, sheet, *as_json, true);
    });
  }
  {
    auto as_json = std::make_shared<bool>(false);
    auto old_rule = std::make_shared<bool>(false);
    auto* cmd = app.add_subcommand(
        "auction", "Score an auction bridge rubber (seed 001): one deal a line on stdin");
    cmd->add_flag("--json", *as_json, "Print the sheet as JSON");
    cmd->add_flag("--all-odd-tricks", *old_rule,
                  "Older rule: every odd trick made counts toward game");
    cmd->callback([&ctx, as_json, old_rule] {
      AuctionSheet sheet(AuctionOptions{*old_rule});
      run_rubber_like(ctx, sheet, *as_json, false);
    });
  }
  {
    auto diff = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("imps", "IMPs for a difference in points (Law 78B)");
    cmd->add_option("DIFF", *diff, "Point difference, as 420 or -170")->required();
    cmd->callback([&ctx, diff] {
      fmt::print("{}\n", imps(parse_int(ctx, *diff, "DIFF", "DIFF")));
    });
  }
  {
    auto imp_text = std::make_shared<std::string>();
    auto boards = std::make_shared<int>(0);
    auto* cmd = app.add_subcommand(
        "vp", "Victory points (WBF 2013 continuous 20-point scale) for an IMP margin");
    cmd->add_option("IMPS", *imp_text, "IMP margin of the first side, as 12 or -7")->required();
    cmd->add_option("--boards", *boards, "Boards in the match")->required();
    cmd->callback([&ctx, imp_text, boards] {
      const int m = parse_int(ctx, *imp_text, "IMPS", "IMPS");
      if (*boards < 1)
        throw UserError(tr(ctx, "--boards must be at least 1", "--boards debe ser al menos 1"));
      const int a = vp_hundredths(m, *boards);
      fmt::print("{} {}\n", vp_text(a), vp_text(2000 - a));
    });
  }
}

}  // namespace bandeja::app
