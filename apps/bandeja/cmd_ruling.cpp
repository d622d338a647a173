// The director's rulings: `bandeja ruling foul|penalty|list|withdraw EVENT`. Thin: every check
// and every write is the director's (rulings.hpp); the ranking applies what stands.
#include <sstream>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/formats/report.hpp"

namespace bandeja::app {

namespace {

using director::FouledBoard;
using director::ProceduralPenalty;

std::vector<std::string> comma_list(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string item;
  while (std::getline(in, item, ','))
    if (item.find_first_not_of(" \t") != std::string::npos) out.push_back(item);
  return out;
}

// A ruling as `ruling list` shows it: "#3  text", then when it was withdrawn, if it was.
std::string ruling_line(const Context& ctx, const db::Ruling& r) {
  std::string line = fmt::format("#{}  {}", r.id, formats::ruling_text(director::ruling_record(r), ctx.lang));
  if (!r.standing())
    line += "  " + (r.withdrawn_note.empty()
                        ? present::say(ctx.lang, "cli_ruling.withdrawn_mark", {r.withdrawn_at})
                        : present::say(ctx.lang, "cli_ruling.withdrawn_mark_note", {r.withdrawn_at, r.withdrawn_note}));
  return line;
}

void print_ruling(const Context& ctx, const db::Ruling& r) { fmt::print("{}\n", ruling_line(ctx, r)); }

}  // namespace

void register_ruling_commands(CLI::App& app, Context& ctx) {
  auto* ruling = app.add_subcommand("ruling", "The director's rulings: fouled boards (Law 87), procedural penalties (Law 90)");
  ruling->require_subcommand(1);
  {
    auto* cmd = ruling->add_subcommand("foul", "Board fouled (Law 87): the lines that played it changed are scored apart");
    auto which = std::make_shared<std::string>(), rounds = std::make_shared<std::string>(),
         ns = std::make_shared<std::string>(), reason = std::make_shared<std::string>();
    auto board = std::make_shared<int>(0);
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->add_option("--board", *board, "The board fouled")->required();
    cmd->add_option("--rounds", *rounds, "The rounds that played it changed: 5, or 5-7");
    cmd->add_option("--ns", *ns, "Or the North-South pairs whose lines played it changed: 3,5");
    cmd->add_option("--reason", *reason, "What happened (kept with the ruling, shown on the ranking)")->required();
    auto small = std::make_shared<std::string>("neuberg");
    cmd->add_option("--small-groups", *small,
                    "neuberg: every group factored to the board's top (default); ebu: a group of 3 results or "
                    "fewer (a third of the board's at most) gets fixed shares of the top, 60; 65/55; 70/60/50%")
        ->check(CLI::IsMember({"neuberg", "ebu"}))
        ->capture_default_str();
    cmd->callback([&ctx, which, board, rounds, ns, reason, small] {
      db::Store store = open_store(ctx);
      const auto info = find_event(ctx, store, *which);
      FouledBoard f;
      f.board = *board;
      if (!rounds->empty()) {
        const auto [first, last] = must(ctx, director::parse_rounds(*rounds));
        f.first_round = first;
        f.last_round = last;
      }
      f.ns_pairs = comma_list(*ns);
      f.reason = *reason;
      f.ebu_small_groups = *small == "ebu";
      print_ruling(ctx, must(ctx, director::rule_fouled(store, info, f, "ruling foul")));
    });
  }
  {
    auto* cmd = ruling->add_subcommand("penalty", "Procedural penalty (Law 90) on a pair: a share of a top, or IMPs");
    auto which = std::make_shared<std::string>(), pair = std::make_shared<std::string>(),
         reason = std::make_shared<std::string>();
    auto board = std::make_shared<std::optional<int>>();
    auto top = std::make_shared<std::optional<double>>(), imps = std::make_shared<std::optional<double>>();
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->add_option("--pair", *pair, "The pair penalised")->required();
    cmd->add_option("--board", *board, "The board it was given on (none: the session)");
    cmd->add_option("--top-percent", *top, "Matchpoints: the share of a top taken off (25: a quarter of a top)");
    cmd->add_option("--imps", *imps, "IMPs: the IMPs taken off");
    cmd->add_option("--reason", *reason, "Why (kept with the ruling, shown on the ranking)")->required();
    cmd->callback([&ctx, which, pair, board, top, imps, reason] {
      db::Store store = open_store(ctx);
      const auto info = find_event(ctx, store, *which);
      ProceduralPenalty p{*pair, *board, *top, *imps, *reason};
      print_ruling(ctx, must(ctx, director::rule_penalty(store, info, p, "ruling penalty")));
    });
  }
  {
    auto* cmd = ruling->add_subcommand("list", "The event's rulings, those withdrawn too");
    auto which = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->callback([&ctx, which] {
      db::Store store = open_store(ctx);
      const auto info = find_event(ctx, store, *which);
      const auto all = store.rulings(info.id);
      if (all.empty()) fmt::print("{}\n", present::say(ctx.lang, "cli_ruling.none"));
      for (const auto& r : all) print_ruling(ctx, r);
    });
  }
  {
    auto* cmd = ruling->add_subcommand("withdraw", "Withdraw a ruling (it is kept, marked withdrawn, in the audit)");
    auto which = std::make_shared<std::string>(), note = std::make_shared<std::string>();
    auto id = std::make_shared<long long>(0);
    cmd->add_option("EVENT", *which, "Event id or name")->required();
    cmd->add_option("ID", *id, "The ruling's number (#, from bandeja ruling list)")->required();
    cmd->add_option("--note", *note, "Why it is withdrawn");
    cmd->callback([&ctx, which, id, note] {
      db::Store store = open_store(ctx);
      const auto info = find_event(ctx, store, *which);
      const auto r = must(ctx, director::withdraw_ruling(store, info, *id, *note));
      fmt::print("{}\n", present::say(ctx.lang, "cli_ruling.withdrawn", {ruling_line(ctx, r)}));
    });
  }
}

}  // namespace bandeja::app
