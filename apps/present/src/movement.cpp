#include "bandeja/present/movement.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "bandeja/movement/balance.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/text_table.hpp"

namespace bandeja::present {

namespace {

// "movement.name." + the type with '-' written '_' (a code's parts are letters, digits and '_').
std::string type_code(std::string_view prefix, std::string_view type) {
  std::string code(prefix);
  for (char c : type) code += c == '-' ? '_' : c;
  return code;
}

}  // namespace

std::string movement_name(std::string_view type, Lang lang) {
  const std::string code = type_code("movement.name.", type);
  return known(code) ? say(lang, code) : std::string(type);
}

std::string movement_tables_note(std::string_view type, Lang lang) {
  const std::string code = type_code("movement.tables.", type);
  return known(code) ? say(lang, code) : std::string();
}

std::string note_text(const movement::Note& note, Lang lang) {
  if (!note.code.empty()) return say(lang, note.code, note.args);
  return lang == Lang::Es && !note.text_es.empty() ? note.text_es : note.text;
}

std::string summary_text(const std::vector<movement::Note>& summary, Lang lang) {
  std::string out;
  for (const movement::Note& part : summary) {
    std::string text = note_text(part, lang);
    if (text.empty()) continue;
    if (!out.empty()) out += ", ";
    out += text;
  }
  return out;
}

std::vector<std::string> notes_text(const movement::Movement& m, Lang lang) {
  std::vector<std::string> out;
  out.reserve(m.notes.size());
  for (const movement::Note& n : m.notes) out.push_back(note_text(n, lang));
  return out;
}

std::string problem_text(const movement::Problem& problem, Lang lang) {
  if (problem.places.empty()) return say(lang, problem.code, problem.args);
  std::string places;
  for (const auto& [round, table] : problem.places)
    places += (places.empty() ? "" : "; ") + say(lang, "generate.check.at", {std::to_string(round), std::to_string(table)});
  std::vector<std::string> args = problem.args;
  args.push_back(std::move(places));
  return say(lang, problem.code, args);
}


namespace {

using namespace movement;

// A number as printf's `format` writes it ("%g": 2, 2.5; "%.2f": 0.47).
std::string printed(const char* format, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

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

std::string cell(const Row* r, Lang lang) {
  if (!r) return say(lang, "cli_movement.cell_relay");
  const std::string out = say(lang, "cli_movement.cell_out");
  std::string s = (r->ns ? pair_id(*r->ns, lang) : out) + "-" + (r->ew ? pair_id(*r->ew, lang) : out) + " : " + boards_text(r->boards);
  if (r->arrow_switch) s += " *";
  return s;
}

// The sets away from the tables in one round, as one line: "boards 5-8, 9-12 on the relay".
std::vector<std::string> stand_lines(const Movement& m, Lang lang) {
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
                      ? say(lang, "cli_movement.stand_bye",
                                      {std::to_string(s.round), boards, std::to_string(s.after_table),
                                       std::to_string(s.after_table + 1)})
                      : say(lang, "cli_movement.stand_relay", {std::to_string(s.round), boards}));
    i = j;
  }
  return out;
}

}  // namespace

std::string movement_grid_text(const Movement& m, Lang lang) {
  std::vector<std::vector<std::string>> grid(static_cast<std::size_t>(m.rounds + 1));
  grid[0].push_back(say(lang, "cli_movement.column_round"));
  for (int t = 1; t <= m.tables; ++t) grid[0].push_back(say(lang, "cli_movement.column_table", {std::to_string(t)}));
  const RowGrid rows(m);
  for (int r = 1; r <= m.rounds; ++r) {
    auto& line = grid[static_cast<std::size_t>(r)];
    line.push_back(std::to_string(r));
    for (int t = 1; t <= m.tables; ++t) line.push_back(cell(rows.at(r, t), lang));
  }
  // Columns as wide as their widest cell, in characters (a French "relâche"), not bytes.
  std::vector<std::size_t> width(static_cast<std::size_t>(m.tables + 1), 0);
  for (const auto& line : grid)
    for (std::size_t c = 0; c < line.size(); ++c) width[c] = std::max(width[c], display_width(line[c]));
  std::ostringstream out;
  out << description(m, lang) << '\n';
  out << say(lang, m.winners == 1 ? "cli_movement.summary_one_winner" : "cli_movement.summary_two_winners",
                       {std::to_string(m.tables), std::to_string(m.rounds), std::to_string(m.boards),
                        std::to_string(m.boards_per_round)})
      << "\n\n";
  out << say(lang, "cli_movement.cell_legend") << "\n\n";
  for (std::size_t i = 0; i < grid.size(); ++i) {
    std::string line;
    for (std::size_t c = 0; c < grid[i].size(); ++c) {
      const std::string& v = grid[i][c];
      line += (c ? " | " : "") + v + std::string(width[c] - display_width(v), ' ');
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
  if (any_arrow) out << say(lang, "cli_movement.arrow_switch") << '\n';
  const std::vector<std::string> notes = notes_text(m, lang);
  if (!notes.empty() || !m.stands.empty()) out << '\n' << say(lang, "cli_movement.notes") << '\n';
  for (const std::string& n : notes) out << "  " << n << '\n';
  for (const std::string& line : stand_lines(m, lang)) out << "  " << line << '\n';
  const BalanceMetrics b = balance(m);
  out << '\n'
      << say(lang, "cli_movement.balance",
                       {decimal(printed("%g", b.min), lang), decimal(printed("%g", b.max), lang), decimal(printed("%.2f", b.stddev), lang),
                        printed("%.0f", b.quality)})
      << '\n';
  return out.str();
}

namespace {

// The grid's page, `after` (markup) below its table and notes.
std::string grid_page(const Movement& m, Lang lang, const std::string& after) {
  const std::string title = description(m, lang);
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"" << lang_code(lang) << "\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<title>" << html_escape(title) << "</title>\n<style>\n"
    << "body{font-family:sans-serif;font-size:14pt;margin:1cm}\ntable{border-collapse:collapse}\n"
    << "th,td{border:1px solid #444;padding:4px 8px;text-align:center}\nth{background:#eee}\n"
    << "td.sw{font-style:italic}\n@page{margin:1cm}\n</style>\n</head>\n<body>\n";
  o << "<h1>" << html_escape(title) << "</h1>\n<table>\n<thead><tr><th>" << html_escape(say(lang, "cli_movement.column_round"))
    << "</th>";
  for (int t = 1; t <= m.tables; ++t)
    o << "<th>" << html_escape(say(lang, "cli_movement.column_table", {std::to_string(t)})) << "</th>";
  o << "</tr></thead>\n<tbody>\n";
  const RowGrid rows(m);
  for (int r = 1; r <= m.rounds; ++r) {
    o << "<tr><th>" << r << "</th>";
    for (int t = 1; t <= m.tables; ++t) {
      const Row* row = rows.at(r, t);
      o << (row && row->arrow_switch ? "<td class=\"sw\">" : "<td>") << html_escape(cell(row, lang)) << "</td>";
    }
    o << "</tr>\n";
  }
  o << "</tbody>\n</table>\n";
  const std::vector<std::string> notes = notes_text(m, lang);
  if (!notes.empty() || !m.stands.empty()) {
    o << "<ul>\n";
    for (const std::string& n : notes) o << "<li>" << html_escape(n) << "</li>\n";
    for (const std::string& line : stand_lines(m, lang)) o << "<li>" << html_escape(line) << "</li>\n";
    o << "</ul>\n";
  }
  o << after << "</body>\n</html>\n";
  return o.str();
}

}  // namespace

std::string movement_grid_html(const Movement& m, Lang lang) { return grid_page(m, lang, ""); }

std::string balance_text(const BalanceMetrics& b, Lang lang) {
  return say(lang, "cli_movement.check_balance",
             {std::to_string(b.couples), decimal(printed("%g", b.min), lang), decimal(printed("%g", b.max), lang),
              decimal(printed("%.2f", b.mean), lang), decimal(printed("%.2f", b.stddev), lang),
              decimal(printed("%.1f", b.quality), lang)});
}

std::string movement_preview_html(const Movement& m, Lang lang) {
  const Report rep = validate(m);
  std::string after = "<p id=\"validity\">" +
                      html_escape(rep.valid() ? say(lang, "cli_movement.check_valid", {std::to_string(rep.warnings())})
                                              : say(lang, "cli_movement.check_invalid",
                                                    {std::to_string(rep.errors()), std::to_string(rep.warnings())})) +
                      "</p>\n<p id=\"balance\">" + html_escape(balance_text(rep.balance, lang)) + "</p>\n";
  if (!rep.problems.empty()) {
    after += "<ul>\n";
    for (const Problem& p : rep.problems) after += "<li>" + html_escape(problem_text(p, lang)) + "</li>\n";
    after += "</ul>\n";
  }
  return grid_page(m, lang, after);
}

}  // namespace bandeja::present
