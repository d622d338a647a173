// `bandeja movement list | show | check` (and `cards`, registered from movement_cards.cpp).
// Thin: parse arguments, call libmovement, render the round-by-table grid a director reads
// (its words: messages/cli_movement.txt).
#include <fmt/core.h>

#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/movement/asc.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/json.hpp"
#include "bandeja/movement/mitchell.hpp"
#include "bandeja/movement/validate.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/present/movement.hpp"
#include "movement_cards.hpp"
#include "movement_spec.hpp"

namespace bandeja::app {

namespace {

using namespace bandeja::movement;

struct ShowArgs : SpecArgs {
  std::string format = "text";
};

}  // namespace

static Movement load_movement_file(const Context& ctx, const std::string& path, int boards_per_round) {
  const std::string text = read_file(ctx, path);
  const auto first = text.find_first_not_of(" \t\r\n");
  const bool json = first != std::string::npos && text[first] == '{';
  auto m = json ? from_json(text) : from_asc(text, boards_per_round);
  if (!m) throw UserError(path + ": " + present::render(m.error(), ctx.lang));
  return std::move(*m);
}

void register_movement_commands(CLI::App& app, Context& ctx) {
  auto* movement = app.add_subcommand("movement");
  movement->require_subcommand(1);

  auto* list = movement->add_subcommand("list");
  list->callback([&ctx] {
    auto column = [&](const char* word) { return present::say(ctx.lang, std::string("cli_movement.list_") + word); };
    std::cout << fmt::format("{:<12} {:<48} {:>7}  {}\n", column("type"), column("movement"), column("tables"),
                             column("notes"));
    for (const CatalogueEntry& e : catalogue())
      std::cout << fmt::format("{:<12} {:<48} {:>7}  {}\n", e.type, present::movement_name(e.type, ctx.lang),
                               fmt::format("{}-{}", e.min_tables, e.max_tables),
                               present::movement_tables_note(e.type, ctx.lang));
  });

  auto args = std::make_shared<ShowArgs>();
  auto* show = movement->add_subcommand("show");
  add_spec_options(*show, *args);
  show->add_option("--format", args->format)
      ->check(CLI::IsMember({"text", "json", "asc", "html"}))
      ->capture_default_str();
  show->callback([&ctx, args] {
    Spec spec = spec_from(ctx, *args);
    auto m = generate(spec);
    if (!m) throw UserError(present::render(m.error(), ctx.lang));
    if (args->format == "json")
      std::cout << to_json(*m);
    else if (args->format == "asc")
      std::cout << to_asc(*m, present::description(*m, ctx.lang));
    else if (args->format == "html")
      std::cout << present::movement_grid_html(*m, ctx.lang);
    else
      std::cout << present::movement_grid_text(*m, ctx.lang);
  });

  auto file = std::make_shared<std::string>();
  auto bpr = std::make_shared<int>(0);
  auto* check = movement->add_subcommand("check");
  check->add_option("file", *file)->required();
  check->add_option("--boards-per-round", *bpr);
  check->callback([&ctx, file, bpr] {
    const Movement m = load_movement_file(ctx, *file, *bpr);
    const Report rep = validate(m);
    std::cout << *file << ": " << present::description(m, ctx.lang) << '\n';
    std::cout << present::say(ctx.lang, "cli_movement.check_summary",
                               {std::to_string(m.tables), std::to_string(m.rounds), std::to_string(m.pairs.size()),
                                std::to_string(m.boards)})
              << '\n';
    for (const Problem& p : rep.problems)
      std::cout << present::say(ctx.lang, p.severity == Severity::Error ? "cli_movement.check_error" : "cli_movement.check_warning",
                                 {present::problem_text(p, ctx.lang)})
                << '\n';
    if (rep.unlisted_errors + rep.unlisted_warnings > 0)
      std::cout << present::say(ctx.lang, "cli_movement.check_unlisted",
                                {std::to_string(rep.unlisted_errors), std::to_string(rep.unlisted_warnings),
                                 std::to_string(rep.problems.size())})
                << '\n';
    const BalanceMetrics& b = rep.balance;
    std::cout << present::balance_text(b, ctx.lang) << '\n';
    const std::string warnings = std::to_string(rep.warnings());
    if (rep.valid())
      std::cout << present::say(ctx.lang, "cli_movement.check_valid", {warnings}) << '\n';
    else
      std::cout << present::say(ctx.lang, "cli_movement.check_invalid", {std::to_string(rep.errors()), warnings}) << '\n';
    ctx.exit_code = rep.valid() ? 0 : 1;
  });

  register_movement_cards(*movement, ctx);
}

}  // namespace bandeja::app
