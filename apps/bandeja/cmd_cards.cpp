// `bandeja event cards EVENT`: the stored event's guide and pair cards, as text files, or as one
// print-ready HTML or PDF file (director::event_cards_html). Thin: options in, the director's
// cards out, one line saying what was written.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include <fmt/core.h>

#include "app.hpp"
#include "app_support.hpp"
#include "safe_output.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/tables.hpp"

namespace bandeja::app {

namespace {

struct CardsArgs {
  std::string event, session, out, format, only = "all", paper = "a4", base;
  int per_page = 1;
  int round = 0;
  bool no_links = false;
};

void cmd_event_cards(const Context& ctx, const CardsArgs& a) {
  if (a.event.empty() == a.session.empty()) refuse(ctx, "print.cards_event_or_session", {});
  db::Store store = open_store(ctx);
  director::CardsChoice choice;
  choice.guide = a.only != "pairs";
  choice.pairs = a.only != "guide";
  if (a.round) choice.round = a.round;
  if (!a.no_links) choice.base = links_base(ctx, store, a.base);
  const std::string format =
      !a.format.empty() ? a.format : (std::filesystem::path(a.out).has_extension() ? printable_format("", a.out) : "text");
  movement::CardPrint print;
  print.paper = a.paper == "letter" ? movement::Paper::Letter : movement::Paper::A4;
  print.per_page = a.per_page;
  std::optional<present::CardDocument> doc;
  if (!a.session.empty()) {
    if (format == "text") refuse(ctx, "print.text_cards_per_event", {});
    const auto session = must(ctx, director::find_session(store, a.session));
    doc = must(ctx, director::session_cards_html(store, session, choice, ctx.lang, print));
  }
  const db::EventInfo info = a.session.empty() ? find_event(ctx, store, a.event) : db::EventInfo{};
  if (format == "text") {
    const auto cards = must(ctx, director::event_cards_text(store, info, choice, ctx.lang));
    must(ctx, output_folder(a.out));
    // Every card checked before any is written: none replaced without --force.
    for (const auto& c : cards) check_output(ctx, (std::filesystem::path(a.out) / (c.file + ".txt")).string());
    for (const auto& c : cards) write_output(ctx, (std::filesystem::path(a.out) / (c.file + ".txt")).string(), c.text);
    fmt::print("{}\n", present::say(ctx.lang, "cli_cards.text_written", {std::to_string(cards.size()), a.out}));
    return;
  }
  if (!doc) doc = must(ctx, director::event_cards_html(store, info, choice, ctx.lang, print));
  write_printable(ctx, doc->html, a.out, format);
  // One line a paper and a layout: "12 cards on 12 pages (A4, one a page) written to cards.pdf".
  const char* code = a.paper == "letter" ? (doc->per_page == 2 ? "cli_cards.written_letter_two" : "cli_cards.written_letter_one")
                                         : (doc->per_page == 2 ? "cli_cards.written_a4_two" : "cli_cards.written_a4_one");
  fmt::print("{}\n", present::say(ctx.lang, code, {std::to_string(doc->cards), std::to_string(doc->pages), a.out}));
  report_cards(ctx, a.per_page, doc->per_page, doc->fits);
}

}  // namespace

void register_cards_commands(CLI::App&, Context& ctx) {
  if (!ctx.event_cmd) return;
  auto a = std::make_shared<CardsArgs>();
  auto* cmd = ctx.event_cmd->add_subcommand(
      "cards");
  cmd->add_option("EVENT", a->event);
  cmd->add_option("--session", a->session);
  cmd->add_option("--out", a->out)->required();
  add_force_flag(cmd, ctx);
  cmd->add_option("--format", a->format)
      ->check(CLI::IsMember({"text", "html", "pdf"}));
  cmd->add_option("--only", a->only)
      ->check(CLI::IsMember({"guide", "pairs", "all"}))
      ->capture_default_str();
  cmd->add_option("--paper", a->paper)->check(CLI::IsMember({"a4", "letter"}))->capture_default_str();
  cmd->add_option("--per-page", a->per_page)
      ->check(CLI::IsMember({1, 2}))
      ->capture_default_str();
  cmd->add_option("--base", a->base);
  cmd->add_flag("--no-links", a->no_links);
  cmd->add_option("--round", a->round);
  cmd->callback([&ctx, a] { cmd_event_cards(ctx, *a); });
}

}  // namespace bandeja::app
