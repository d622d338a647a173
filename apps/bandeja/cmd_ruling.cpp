// The director's rulings: `bandeja ruling foul|penalty|list|withdraw EVENT`. Thin: every check
// and every write is the director's (rulings.hpp); the ranking applies what stands.
#include <sstream>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/present/report.hpp"

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
  std::string line = fmt::format("#{}  {}", r.id, present::ruling_text(director::ruling_record(r), ctx.lang));
  if (!r.standing())
    line += "  " + (r.withdrawn_note.empty()
                        ? present::say(ctx.lang, "cli_ruling.withdrawn_mark", {r.withdrawn_at})
                        : present::say(ctx.lang, "cli_ruling.withdrawn_mark_note", {r.withdrawn_at, r.withdrawn_note}));
  return line;
}

void print_ruling(const Context& ctx, const db::Ruling& r) { fmt::print("{}\n", ruling_line(ctx, r)); }

}  // namespace

void register_ruling_commands(CLI::App& app, Context& ctx) {
  auto* ruling = app.add_subcommand("ruling");
  ruling->require_subcommand(1);
  {
    auto* cmd = ruling->add_subcommand("foul");
    auto which = std::make_shared<std::string>(), rounds = std::make_shared<std::string>(),
         ns = std::make_shared<std::string>(), reason = std::make_shared<std::string>();
    auto board = std::make_shared<int>(0);
    cmd->add_option("EVENT", *which)->required();
    cmd->add_option("--board", *board)->required();
    cmd->add_option("--rounds", *rounds);
    cmd->add_option("--ns", *ns);
    cmd->add_option("--reason", *reason)->required();
    auto small = std::make_shared<std::string>("neuberg");
    cmd->add_option("--small-groups", *small)
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
    auto* cmd = ruling->add_subcommand("penalty");
    auto which = std::make_shared<std::string>(), pair = std::make_shared<std::string>(),
         reason = std::make_shared<std::string>();
    auto board = std::make_shared<std::optional<int>>();
    auto top = std::make_shared<std::optional<double>>(), imps = std::make_shared<std::optional<double>>();
    cmd->add_option("EVENT", *which)->required();
    cmd->add_option("--pair", *pair)->required();
    cmd->add_option("--board", *board);
    cmd->add_option("--top-percent", *top);
    cmd->add_option("--imps", *imps);
    cmd->add_option("--reason", *reason)->required();
    cmd->callback([&ctx, which, pair, board, top, imps, reason] {
      db::Store store = open_store(ctx);
      const auto info = find_event(ctx, store, *which);
      ProceduralPenalty p{*pair, *board, *top, *imps, *reason};
      print_ruling(ctx, must(ctx, director::rule_penalty(store, info, p, "ruling penalty")));
    });
  }
  {
    auto* cmd = ruling->add_subcommand("list");
    auto which = std::make_shared<std::string>();
    cmd->add_option("EVENT", *which)->required();
    cmd->callback([&ctx, which] {
      db::Store store = open_store(ctx);
      const auto info = find_event(ctx, store, *which);
      const auto all = store.rulings(info.id);
      if (all.empty()) fmt::print("{}\n", present::say(ctx.lang, "cli_ruling.none"));
      for (const auto& r : all) print_ruling(ctx, r);
    });
  }
  {
    auto* cmd = ruling->add_subcommand("withdraw");
    auto which = std::make_shared<std::string>(), note = std::make_shared<std::string>();
    auto id = std::make_shared<long long>(0);
    cmd->add_option("EVENT", *which)->required();
    cmd->add_option("ID", *id)->required();
    cmd->add_option("--note", *note);
    cmd->callback([&ctx, which, id, note] {
      db::Store store = open_store(ctx);
      const auto info = find_event(ctx, store, *which);
      const auto r = must(ctx, director::withdraw_ruling(store, info, *id, *note));
      fmt::print("{}\n", present::say(ctx.lang, "cli_ruling.withdrawn", {ruling_line(ctx, r)}));
    });
  }
}

}  // namespace bandeja::app
