// `bandeja movement cards`: see movement_cards.hpp. Text: one file per table (table-NN.txt)
// and per pair (pair-ID.txt; player-ID.txt in an individual). HTML: tables.html and pairs.html,
// one card per printed page.
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
#include "movement_spec.hpp"

namespace bandeja::app {

namespace {

using namespace bandeja::movement;

const std::string& T(const Context& ctx, const std::string& en, const std::string& es) {
  return ctx.lang == Lang::Es ? es : en;
}

struct CardsArgs : SpecArgs {
  std::string out, format = "text", paper = "a4";
};

// A pair id as part of a file name: letters, digits, '-' and '+' kept, anything else '_'.
std::string file_part(const std::string& id) {
  std::string s;
  for (char c : id) {
    const bool keep = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '+';
    s += keep ? c : '_';
  }
  return s;
}

std::string padded(int n, int width) {
  std::string s = std::to_string(n);
  while (static_cast<int>(s.size()) < width) s = "0" + s;
  return s;
}

void write_file(const Context& ctx, const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out) out << text;
  if (!out)
    throw UserError(T(ctx, "cannot write " + path.string() + ": check the folder given to --out",
                      "no se puede escribir " + path.string() + ": revise la carpeta de --out"));
  std::cout << path.string() << '\n';
}

void run(const Context& ctx, const CardsArgs& a) {
  Spec spec = spec_from(a);
  spec.arrow_switch_rounds = arrow_switch_rounds(ctx, a.arrow);
  auto m = generate(spec, ctx.lang);
  if (!m) throw UserError(m.error().message);

  const std::filesystem::path dir(a.out);
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir))
    throw UserError(T(ctx, "--out: cannot create the folder " + a.out + " (" + ec.message() + ")",
                      "--out: no se puede crear la carpeta " + a.out + " (" + ec.message() + ")"));

  const auto tables = table_cards(*m);
  const auto pairs = pair_cards(*m);
  if (a.format == "html") {
    const Paper paper = a.paper == "letter" ? Paper::Letter : Paper::A4;
    write_file(ctx, dir / "tables.html", render_html(*m, tables, {}, ctx.lang, paper));
    write_file(ctx, dir / "pairs.html", render_html(*m, {}, pairs, ctx.lang, paper));
  } else {
    const int width = static_cast<int>(std::to_string(m->tables).size());
    for (const TableCard& c : tables)
      write_file(ctx, dir / ("table-" + padded(c.table, std::max(width, 2)) + ".txt"), render_text(*m, c, ctx.lang));
    const std::string stem = m->individual ? "player-" : "pair-";
    for (const PairCard& c : pairs)
      write_file(ctx, dir / (stem + file_part(c.pair) + ".txt"), render_text(*m, c, ctx.lang));
  }
  const std::string nt = std::to_string(tables.size()), np = std::to_string(pairs.size());
  std::cout << (m->individual
                    ? T(ctx, nt + " guide cards and " + np + " player cards: ",
                        nt + " tarjetas de mesa y " + np + " tarjetas de jugador: ")
                    : T(ctx, nt + " guide cards and " + np + " pair cards: ",
                        nt + " tarjetas de mesa y " + np + " tarjetas de pareja: "))
            << (ctx.lang == Lang::Es && !m->description_es.empty() ? m->description_es : m->description) << '\n';
}

}  // namespace

void register_movement_cards(CLI::App& movement, Context& ctx) {
  auto args = std::make_shared<CardsArgs>();
  auto* cmd = movement.add_subcommand(
      "cards", "Write the guide card of every table and the card of every pair (text files, or HTML to print)");
  add_spec_options(*cmd, *args, "Rounds to arrow-switch, e.g. 5,6,7 (one winner)");
  cmd->add_option("--out", args->out, "Folder for the cards (created if missing)")->required();
  cmd->add_option("--format", args->format,
                  "text: one file per table and per pair; html: tables.html and pairs.html, one card per page")
      ->check(CLI::IsMember({"text", "html"}))
      ->capture_default_str();
  cmd->add_option("--paper", args->paper, "HTML page size: a4 or letter")
      ->check(CLI::IsMember({"a4", "letter"}))
      ->capture_default_str();
  cmd->callback([&ctx, args] { run(ctx, *args); });
}

}  // namespace bandeja::app
