// `bandeja movement cards`: see movement_cards.hpp. Text: one file per table (table-NN.txt)
// and per pair (pair-ID.txt; player-ID.txt in an individual). HTML or PDF: tables.html and
// pairs.html (tables.pdf, pairs.pdf), one card a printed page, or two where they fit.
#include "movement_cards.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "bandeja/movement/cards.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/present/messages.hpp"
#include "app_support.hpp"
#include "safe_output.hpp"
#include "movement_spec.hpp"

namespace bandeja::app {

namespace {

using namespace bandeja::movement;
using present::CardDocument;
using present::render_cards;
using present::render_text_cards;
using present::TextCard;

struct CardsArgs : SpecArgs {
  std::string out, format = "text", paper = "a4";
  int per_page = 1;
};

void write_file(const Context& ctx, const std::filesystem::path& path, const std::string& text) {
  write_output(ctx, path.string(), text);
  std::cout << path.string() << '\n';
}

void run(const Context& ctx, const CardsArgs& a) {
  Spec spec = spec_from(ctx, a);
  auto m = generate(spec);
  if (!m) throw UserError(present::render(m.error(), ctx.lang));

  const std::filesystem::path dir(a.out);
  must(ctx, output_folder(dir));

  const auto tables = table_cards(*m);
  const auto pairs = pair_cards(*m);
  if (a.format == "html" || a.format == "pdf") {
    CardPrint print{a.paper == "letter" ? Paper::Letter : Paper::A4, a.per_page};
    for (const char* name : {"tables.", "pairs."}) check_output(ctx, (dir / (name + a.format)).string());
    for (const bool guide : {true, false}) {
      CardSet set;
      set.movement = &*m;
      if (guide) set.tables = tables;
      else set.pairs = pairs;
      const CardDocument doc = render_cards({set}, ctx.lang, print);
      const auto path = dir / ((guide ? "tables." : "pairs.") + a.format);
      write_printable(ctx, doc.html, path.string(), a.format);
      std::cout << path.string() << '\n';
      report_cards(ctx, a.per_page, doc.per_page, doc.fits);
    }
  } else {
    CardSet set;
    set.movement = &*m;
    set.tables = tables;
    set.pairs = pairs;
    const auto cards = render_text_cards(set, ctx.lang);
    // Every card checked before any is written: none replaced without --force.
    for (const TextCard& c : cards) check_output(ctx, (dir / (c.file + ".txt")).string());
    for (const TextCard& c : cards) write_file(ctx, dir / (c.file + ".txt"), c.text);
  }
  const std::string nt = std::to_string(tables.size()), np = std::to_string(pairs.size());
  std::cout << present::say(ctx.lang, m->individual ? "cli_movement.cards_written_individual" : "cli_movement.cards_written",
                            {nt, np})
            << present::description(*m, ctx.lang) << '\n';
}

}  // namespace

void register_movement_cards(CLI::App& movement, Context& ctx) {
  auto args = std::make_shared<CardsArgs>();
  auto* cmd = movement.add_subcommand(
      "cards");
  add_spec_options(*cmd, *args);
  cmd->add_option("--out", args->out)->required();
  add_force_flag(cmd, ctx);
  cmd->add_option("--format", args->format)
      ->check(CLI::IsMember({"text", "html", "pdf"}))
      ->capture_default_str();
  cmd->add_option("--paper", args->paper)
      ->check(CLI::IsMember({"a4", "letter"}))
      ->capture_default_str();
  cmd->add_option("--per-page", args->per_page)
      ->check(CLI::IsMember({1, 2}))
      ->capture_default_str();
  cmd->callback([&ctx, args] { run(ctx, *args); });
}

}  // namespace bandeja::app
