// `bandeja event print EVENT KIND`: the evening's other paperwork (pickup slips, travellers,
// personal score cards, the results sheet), print-ready HTML or PDF. Thin: the pages are the
// director's (paperwork.hpp); this file reads the options, writes the page and says what it wrote.
#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/paperwork.hpp"

namespace bandeja::app {
namespace {

struct PrintArgs {
  std::string event, kind, out, format, paper = "a4", rounds;
  int per_page = 1;
};

void cmd_print(Context& ctx, const PrintArgs& a) {
  const auto kind = director::paperwork_from_id(a.kind);
  if (!kind) refuse(ctx, "cli.parse_not_in", {"KIND", a.kind, "pickup-slips,travellers,score-cards,results,schedule"});
  db::Store store = open_store(ctx);
  const auto info = find_event(ctx, store, a.event);
  director::PaperworkOptions options;
  options.lang = ctx.lang;
  options.paper = a.paper == "letter" ? movement::Paper::Letter : movement::Paper::A4;
  options.per_page = a.per_page;
  if (!a.rounds.empty()) {  // "3" or "1-4"
    const auto dash = a.rounds.find('-');
    try {
      options.first_round = std::stoi(a.rounds.substr(0, dash));
      options.last_round = dash == std::string::npos ? *options.first_round : std::stoi(a.rounds.substr(dash + 1));
    } catch (const std::exception&) {
      refuse(ctx, "cli.bad_rounds", {a.rounds});
    }
  }
  const auto printed = must(ctx, director::paperwork_html(store, info, *kind, options));
  write_printable(ctx, printed.html, a.out, a.format);
  // Each kind's line: how many items on how many pages, or a results sheet of how many entries.
  const std::string items = std::to_string(printed.items);
  const std::string pages = std::to_string(printed.pages.value_or(0));
  switch (*kind) {
    case director::Paperwork::PickupSlips:
      fmt::print("{}\n", present::say(ctx.lang, "cli_print.pickup_slips", {items, pages, a.out}));
      break;
    case director::Paperwork::Travellers:
      fmt::print("{}\n", present::say(ctx.lang, "cli_print.travellers", {items, pages, a.out}));
      break;
    case director::Paperwork::ScoreCards:
      fmt::print("{}\n", present::say(ctx.lang, "cli_print.score_cards", {items, pages, a.out}));
      break;
    case director::Paperwork::Schedule:
      fmt::print("{}\n", present::say(ctx.lang, "cli_print.schedule", {items, a.out}));
      break;
    case director::Paperwork::Results:
      fmt::print("{}\n", present::say(ctx.lang, printed.provisional ? "cli_print.results_provisional" : "cli_print.results",
                                        {items, a.out}));
      break;
  }
}

}  // namespace

void register_print_commands(CLI::App&, Context& ctx) {
  if (!ctx.event_cmd) return;
  auto* cmd = ctx.event_cmd->add_subcommand(
      "print");
  auto a = std::make_shared<PrintArgs>();
  cmd->add_option("EVENT", a->event)->required();
  cmd->add_option("KIND", a->kind)
      ->required()
      ->check(CLI::IsMember({"pickup-slips", "travellers", "score-cards", "results", "schedule"}));
  cmd->add_option("--out", a->out)->required();
  add_force_flag(cmd, ctx);
  cmd->add_option("--format", a->format)
      ->check(CLI::IsMember({"html", "pdf"}));
  cmd->add_option("--paper", a->paper)->check(CLI::IsMember({"a4", "letter"}))->capture_default_str();
  cmd->add_option("--per-page", a->per_page)
      ->check(CLI::IsMember({1, 2}))
      ->capture_default_str();
  cmd->add_option("--rounds", a->rounds);
  cmd->callback([&ctx, a] { cmd_print(ctx, *a); });
}

}  // namespace bandeja::app
