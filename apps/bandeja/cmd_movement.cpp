// `bandeja movement list | show | check` (and `cards`, registered from movement_cards.cpp).
// Thin: parse arguments, call libmovement, render the round-by-table grid a director reads
// (its words: messages/cli_movement.txt).
#include <fmt/core.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/formats/text_table.hpp"
#include "bandeja/movement/asc.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/json.hpp"
#include "bandeja/movement/mitchell.hpp"
#include "bandeja/movement/validate.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/present/html.hpp"
#include "bandeja/present/movement.hpp"
#include "movement_cards.hpp"
#include "movement_spec.hpp"

namespace bandeja::app {

namespace {

using namespace bandeja::movement;

std::string boards_text(const std::vector<int>& b) {
  if (b.empty()) return "-";
  std::vector<int> v(b);
  std::sort(v.begin(), v.end());
  std::string out;
  for (std::size_t i = 0; i < v.size();) {
    std::size_t j = i;
    while (j + 1 < v.size() && v[j + 1] == v[j] + 1) ++j;
    out += (out.empty() ? "" : ",") + std::to_string(v[i]) + (j > i ? "-" + std::to_string(v[j]) : "");
    i = j + 1;
  }
  return out;
}

std::string cell(const Context& ctx, const Row* r) {
  if (!r) return present::say(ctx.lang, "cli_movement.cell_relay");
  const std::string out = present::say(ctx.lang, "cli_movement.cell_out");
  std::string s = (r->ns ? *r->ns : out) + "-" + (r->ew ? *r->ew : out) + " : " + boards_text(r->boards);
  if (r->arrow_switch) s += " *";
  return s;
}

// The sets away from the tables in one round, as one line: "boards 5-8, 9-12 on the relay".
std::vector<std::string> stand_lines(const Context& ctx, const Movement& m) {
  std::vector<std::string> out;
  auto boards_of = [&](int set) {
    return set >= 1 && set <= static_cast<int>(m.board_sets.size())
               ? boards_text(m.board_sets[static_cast<std::size_t>(set - 1)])
               : std::to_string(set);
  };
  for (std::size_t i = 0; i < m.stands.size();) {
    const Stand& s = m.stands[i];
    std::string boards = boards_of(s.board_set);
    std::size_t j = i + 1;
    for (; j < m.stands.size() && m.stands[j].round == s.round && m.stands[j].kind == s.kind &&
           m.stands[j].after_table == s.after_table;
         ++j)
      boards += ", " + boards_of(m.stands[j].board_set);
    out.push_back(s.kind == StandKind::Bye
                      ? present::say(ctx.lang, "cli_movement.stand_bye",
                                      {std::to_string(s.round), boards, std::to_string(s.after_table),
                                       std::to_string(s.after_table + 1)})
                      : present::say(ctx.lang, "cli_movement.stand_relay", {std::to_string(s.round), boards}));
    i = j;
  }
  return out;
}

std::string render_grid(const Context& ctx, const Movement& m) {
  std::vector<std::vector<std::string>> grid(static_cast<std::size_t>(m.rounds + 1));
  grid[0].push_back(present::say(ctx.lang, "cli_movement.column_round"));
  for (int t = 1; t <= m.tables; ++t) grid[0].push_back(present::say(ctx.lang, "cli_movement.column_table", {std::to_string(t)}));
  const RowGrid rows(m);
  for (int r = 1; r <= m.rounds; ++r) {
    auto& line = grid[static_cast<std::size_t>(r)];
    line.push_back(std::to_string(r));
    for (int t = 1; t <= m.tables; ++t) line.push_back(cell(ctx, rows.at(r, t)));
  }
  // Columns as wide as their widest cell, in characters (a French "relâche"), not bytes.
  std::vector<std::size_t> width(static_cast<std::size_t>(m.tables + 1), 0);
  for (const auto& line : grid)
    for (std::size_t c = 0; c < line.size(); ++c) width[c] = std::max(width[c], formats::display_width(line[c]));
  std::ostringstream out;
  out << present::description(m, ctx.lang) << '\n';
  out << present::say(ctx.lang, m.winners == 1 ? "cli_movement.summary_one_winner" : "cli_movement.summary_two_winners",
                       {std::to_string(m.tables), std::to_string(m.rounds), std::to_string(m.boards),
                        std::to_string(m.boards_per_round)})
      << "\n\n";
  out << present::say(ctx.lang, "cli_movement.cell_legend") << "\n\n";
  for (std::size_t i = 0; i < grid.size(); ++i) {
    std::string line;
    for (std::size_t c = 0; c < grid[i].size(); ++c) {
      const std::string& v = grid[i][c];
      line += (c ? " | " : "") + v + std::string(width[c] - formats::display_width(v), ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << '\n';
    if (i == 0) {
      std::string rule;
      for (std::size_t c = 0; c < width.size(); ++c) rule += (c ? "-+-" : "") + std::string(width[c], '-');
      out << rule << '\n';
    }
  }
  bool any_arrow = false;
  for (const Row& r : m.rows) any_arrow = any_arrow || r.arrow_switch;
  if (any_arrow) out << present::say(ctx.lang, "cli_movement.arrow_switch") << '\n';
  const std::vector<std::string> notes = present::notes_text(m, ctx.lang);
  if (!notes.empty() || !m.stands.empty()) out << '\n' << present::say(ctx.lang, "cli_movement.notes") << '\n';
  for (const std::string& n : notes) out << "  " << n << '\n';
  for (const std::string& line : stand_lines(ctx, m)) out << "  " << line << '\n';
  const BalanceMetrics b = balance(m);
  out << '\n'
      << present::say(ctx.lang, "cli_movement.balance",
                       {present::decimal(fmt::format("{:g}", b.min), ctx.lang), present::decimal(fmt::format("{:g}", b.max), ctx.lang), present::decimal(fmt::format("{:.2f}", b.stddev), ctx.lang),
                        fmt::format("{:.0f}", b.quality)})
      << '\n';
  return out.str();
}

std::string esc(const std::string& s) { return present::html_escape(s); }

std::string render_html_grid(const Context& ctx, const Movement& m) {
  const std::string title = present::description(m, ctx.lang);
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"" << lang_code(ctx.lang) << "\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<title>" << esc(title) << "</title>\n<style>\n"
    << "body{font-family:sans-serif;font-size:14pt;margin:1cm}\ntable{border-collapse:collapse}\n"
    << "th,td{border:1px solid #444;padding:4px 8px;text-align:center}\nth{background:#eee}\n"
    << "td.sw{font-style:italic}\n@page{margin:1cm}\n</style>\n</head>\n<body>\n";
  o << "<h1>" << esc(title) << "</h1>\n<table>\n<thead><tr><th>" << esc(present::say(ctx.lang, "cli_movement.column_round"))
    << "</th>";
  for (int t = 1; t <= m.tables; ++t)
    o << "<th>" << esc(present::say(ctx.lang, "cli_movement.column_table", {std::to_string(t)})) << "</th>";
  o << "</tr></thead>\n<tbody>\n";
  const RowGrid rows(m);
  for (int r = 1; r <= m.rounds; ++r) {
    o << "<tr><th>" << r << "</th>";
    for (int t = 1; t <= m.tables; ++t) {
      const Row* row = rows.at(r, t);
      o << (row && row->arrow_switch ? "<td class=\"sw\">" : "<td>") << esc(cell(ctx, row)) << "</td>";
    }
    o << "</tr>\n";
  }
  o << "</tbody>\n</table>\n";
  const std::vector<std::string> notes = present::notes_text(m, ctx.lang);
  if (!notes.empty() || !m.stands.empty()) {
    o << "<ul>\n";
    for (const std::string& n : notes) o << "<li>" << esc(n) << "</li>\n";
    for (const std::string& line : stand_lines(ctx, m)) o << "<li>" << esc(line) << "</li>\n";
    o << "</ul>\n";
  }
  o << "</body>\n</html>\n";
  return o.str();
}


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
      std::cout << render_html_grid(ctx, *m);
    else
      std::cout << render_grid(ctx, *m);
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
    const BalanceMetrics& b = rep.balance;
    std::cout << present::say(ctx.lang, "cli_movement.check_balance",
                               {std::to_string(b.couples), present::decimal(fmt::format("{:g}", b.min), ctx.lang), present::decimal(fmt::format("{:g}", b.max), ctx.lang),
                                present::decimal(fmt::format("{:.2f}", b.mean), ctx.lang), present::decimal(fmt::format("{:.2f}", b.stddev), ctx.lang), present::decimal(fmt::format("{:.1f}", b.quality), ctx.lang)})
              << '\n';
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
