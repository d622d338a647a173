// Scoring commands: `score` (Law 77), `imps`, `vp`. Thin: parse arguments and lines, call
// libscore, say it in the director's language (messages/cli_score.txt). The table games'
// sheets are in cmd_sheets.cpp.
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
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/imps.hpp"
#include "bandeja/score/law77.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/score/vp.hpp"

namespace bandeja::app {

namespace {

using namespace bandeja::score;

// ---- bandeja score ---------------------------------------------------------------------

struct ScoreArgs {
  std::vector<std::string> args;
  bool vul = false;
  bool batch = false;
  int board = 0;  // 0: not given (CLI11 refuses --board below 1)
};

int score_words(const Context& ctx, const std::vector<std::string>& w, bool vul, int board,
                std::string& error) {
  const Contract c = value_or_throw(parse_contract(w[0], ctx.lang), ctx.lang);
  std::optional<Seat> declarer;
  if (w.size() == 3) declarer = value_or_throw(parse_seat(w[1], ctx.lang), ctx.lang);
  const int tricks = value_or_throw(parse_tricks(w.back(), c, ctx.lang), ctx.lang);
  if (board != 0) {
    if (!declarer) {
      error = present::say(ctx.lang, "cli_score.board_needs_declarer");
      return 0;
    }
    if (board < 1) {
      error = present::say(ctx.lang, "cli_score.board_from_1");
      return 0;
    }
    vul = vulnerability(board).of(side_of(*declarer));
  }
  return duplicate_score(c, tricks, vul);
}

void run_score(Context& ctx, const ScoreArgs& a) {
  if (a.batch) {
    if (!a.args.empty())
      throw UserError(present::say(ctx.lang, "cli_score.batch_no_arguments"));
    const int bad = for_each_input_line(ctx, [&](int, const std::string& text) -> std::optional<std::string> {
      const auto s = score_batch_line(text, ctx.lang);
      if (!s) return s.error();
      fmt::print("{}\n", *s);
      return std::nullopt;
    });
    if (bad > 0) ctx.exit_code = 1;
    return;
  }
  if (a.args.size() != 2 && a.args.size() != 3)
    throw UserError(present::say(ctx.lang, "cli_score.give_contract"));
  std::string error;
  const int s = score_words(ctx, a.args, a.vul, a.board, error);
  if (!error.empty()) throw UserError(error);
  fmt::print("{}\n", s);
}

// ---- imps / vp -------------------------------------------------------------------------

// `what`: the argument's name on the command line (DIFF, IMPS), the same in every language.
int parse_int(const Context& ctx, const std::string& text, const char* what) {
  size_t used = 0;
  int v = 0;
  bool ok = !text.empty();
  try {
    v = std::stoi(text, &used);
  } catch (const std::exception&) {
    ok = false;
  }
  if (!ok || used != text.size())
    throw UserError(present::say(ctx.lang, "cli_score.not_whole_number", {what, text}));
  return v;
}

}  // namespace

void register_score_commands(CLI::App& app, Context& ctx) {
  {
    auto a = std::make_shared<ScoreArgs>();
    auto* cmd = app.add_subcommand(
        "score");
    cmd->add_option("args", a->args);
    cmd->add_flag("--vul", a->vul);
    cmd->add_option("--board", a->board)
        ->check(CLI::Range(1, 999));
    cmd->add_flag("--batch", a->batch);
    cmd->callback([&ctx, a] { run_score(ctx, *a); });
  }
  {
    auto diff = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("imps");
    cmd->add_option("DIFF", *diff)->required();
    cmd->callback([&ctx, diff] {
      fmt::print("{}\n", imps(parse_int(ctx, *diff, "DIFF")));
    });
  }
  {
    auto imp_text = std::make_shared<std::string>();
    auto boards = std::make_shared<int>(0);
    auto* cmd = app.add_subcommand(
        "vp");
    cmd->add_option("IMPS", *imp_text)->required();
    cmd->add_option("--boards", *boards)->required();
    cmd->callback([&ctx, imp_text, boards] {
      const int m = parse_int(ctx, *imp_text, "IMPS");
      if (*boards < 1)
        throw UserError(present::say(ctx.lang, "cli_score.boards_at_least_1"));
      if (*boards > limits::boards)
        refuse(ctx, "limit.above", {"boards", std::to_string(*boards), std::to_string(limits::boards)});
      const int a = vp_hundredths(m, *boards);
      fmt::print("{} {}\n", present::decimal(vp_text(a), ctx.lang), present::decimal(vp_text(2000 - a), ctx.lang));
    });
  }
}

}  // namespace bandeja::app
