#include "app_support.hpp"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "bandeja/director/events.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/movement/cards.hpp"
#include "print_pdf.hpp"
#include "safe_output.hpp"

namespace bandeja::app {

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

present::CsvStyle csv_style(const Context& ctx, bool excel) { return present::CsvStyle::for_director(ctx.lang, excel); }

bool is_yes(const std::string& answer) {
  std::string a = lower(answer);
  a.erase(0, a.find_first_not_of(" \t"));
  a.erase(a.find_last_not_of(" \t\r") + 1);
  return a == "y" || a == "yes" || a == "s" || a == "si" || a == "s\u00ed" || a == "o" || a == "oui";
}

void check_output(const Context& ctx, const std::string& path) {
  if (auto why = output_refused(path, ctx.force)) refuse_error(ctx.lang, *why);
}

void write_output(const Context& ctx, const std::string& path, const std::string& content) {
  check_output(ctx, path);
  must(ctx, replace_file(path, content));
}

void add_force_flag(CLI::App* cmd, Context& ctx) {
  cmd->add_flag("--force", ctx.force);
}

std::string printable_format(const std::string& format, const std::string& out) {
  if (!format.empty()) return format;
  return lower(std::filesystem::path(out).extension().string()) == ".pdf" ? "pdf" : "html";
}

void write_printable(const Context& ctx, const std::string& html, const std::string& out, const std::string& format) {
  check_output(ctx, out);  // before a browser is started for nothing
  if (printable_format(format, out) == "pdf") must(ctx, html_to_pdf(html, out));
  else write_output(ctx, out, html);
}

void report_cards(const Context& ctx, int asked_per_page, int per_page, bool fits) {
  if (asked_per_page == 2 && per_page == 1) std::cerr << present::say(ctx.lang, "cli.cards_one_a_page", {}) << '\n';
  if (!fits) std::cerr << present::say(ctx.lang, "cli.cards_too_long", {std::to_string(static_cast<int>(movement::kCardSmallestPt))}) << '\n';
}

std::string read_file(const Context& ctx, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError(present::render(error_code("file.cannot_read", "file", {path}), ctx.lang));
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

db::Store create_store(const Context& ctx) {
  try {
    return db::Store::open(ctx.db_path);
  } catch (const db::StoreError& e) {  // by its code, in the director's language
    throw UserError(present::render(director::from_store(e), ctx.lang));
  }
}

db::Store open_store(const Context& ctx) {
  // A command run in the wrong folder must not leave an empty event file there and say "no
  // events yet": the director would think the evening lost. Say which file, and where.
  std::error_code ec;
  if (!std::filesystem::exists(ctx.db_path, ec)) {
    const auto where = std::filesystem::absolute(ctx.db_path, ec).parent_path().string();
    refuse(ctx, "cli.no_event_file", {ctx.db_path, where});
  }
  return create_store(ctx);
}

std::optional<db::Store> open_register(const Context& ctx, bool create) {
  if (ctx.players_path.empty()) return std::nullopt;
  std::error_code ec;
  if (!create && !std::filesystem::exists(ctx.players_path, ec)) {
    const auto where = std::filesystem::absolute(ctx.players_path, ec).parent_path().string();
    refuse(ctx, "cli.no_players_file", {ctx.players_path, where});
  }
  try {
    return db::Store::open(ctx.players_path);
  } catch (const db::StoreError& e) {
    throw UserError(present::render(director::from_store(e), ctx.lang));
  }
}

db::EventInfo find_event(const Context& ctx, const db::Store& store, const std::string& which) {
  return must(ctx, director::find_event(store, which));
}

std::string pair_line(const Context& ctx, const db::Pair& p) {
  return fmt::format("{:<6} {:<3} {}", present::pair_id(p.id, ctx.lang), present::direction(p.field, ctx.lang),
                     players_with_ids(p));
}

void refuse_error(Lang lang, const Error& e) { throw UserError(present::render(e, lang)); }

void warn(const Context& ctx, const std::string& text) {
  std::cout.flush();
  std::cerr << present::say(ctx.lang, "cli.warning", {text}) << '\n';
}

void refuse(const Context& ctx, std::string_view code, const std::vector<std::string>& args) {
  throw UserError(present::say(ctx.lang, code, args));
}

void fail_file(const Context& ctx, const std::string& file, const std::vector<Error>& errors) {
  // An error about the operation rather than a line of the file (an event name taken): alone.
  if (errors.size() == 1 && errors[0].line == 0 && !errors[0].code.empty() && !errors[0].code.starts_with("file."))
    refuse_error(ctx.lang, errors[0]);
  // A file that is no text at all (binary): named as such, alone, none of its bytes shown.
  if (errors.size() == 1 && errors[0].code == "file.binary")
    throw UserError(file + ": " + present::render(errors[0], ctx.lang));
  size_t bad = 0;  // the lines listed, and those counted after them (file.more_errors)
  for (const auto& e : errors) {
    if (e.code == "file.more_errors") {
      std::cerr << present::render(e, ctx.lang) << '\n';
      bad += std::stoul(e.args.at(0));
      continue;
    }
    std::cerr << present::say(ctx.lang, "cli.error", {file + ": " + present::render(e, ctx.lang)}) << '\n';
    ++bad;
  }
  throw UserError(present::say(ctx.lang, "file.nothing_stored", {std::to_string(bad), file}));
}

}  // namespace bandeja::app
