// `bandeja session new|list|show|add|remove|scope`: the sections that play the same boards on
// one night. Thin: arguments -> director (sessions.hpp) -> what the director reads. Ranking a
// session is `bandeja rank --session SESSION` (cmd_rank.cpp).
#include <memory>

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include "app.hpp"
#include "bandeja/present/text_table.hpp"
#include "app_support.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/present/movement.hpp"

namespace bandeja::app {

namespace {

// The catalogue's text for `code` (cli_session.txt) in the director's language.
std::string say(const Context& ctx, std::string_view code, const std::vector<std::string>& args = {}) {
  return present::say(ctx.lang, code, args);
}

// Whether a session of `scope` ranks its sections together (field), not each apart (section).
bool together(const std::string& scope) { return scope == "field"; }

void cmd_session_new(Context& ctx, const std::string& name, const std::string& date, const std::string& scope) {
  db::Store store = create_store(ctx);
  const auto s = must(ctx, director::create_session(store, name, date, scope));
  fmt::print("{}\n", s.id);
  const bool dated = !s.held_on.empty();
  const char* code = together(s.scope) ? (dated ? "cli_session.created_field_dated" : "cli_session.created_field")
                                       : (dated ? "cli_session.created_section_dated" : "cli_session.created_section");
  fmt::print("{}\n", say(ctx, code, {std::to_string(s.id), s.name, s.held_on}));
}

void cmd_session_list(Context& ctx) {
  db::Store store = open_store(ctx);
  const auto sessions = director::list_sessions(store);
  if (sessions.empty()) {
    fmt::print("{}\n", say(ctx, "cli_session.none_yet"));
    return;
  }
  // Columns as wide as their widest cell: a session named after a long event stays aligned.
  std::vector<std::vector<std::string>> rows{{"id", say(ctx, "cli_session.col_name"), say(ctx, "cli_session.col_date"),
                                              say(ctx, "cli_session.col_ranked"), say(ctx, "cli_session.col_sections")}};
  for (const auto& v : sessions) {
    std::string letters;
    for (const auto& x : v.sections) letters += (letters.empty() ? "" : ", ") + x.event.section;
    const auto& s = v.session;
    rows.push_back({std::to_string(s.id), s.name, s.held_on.empty() ? "-" : s.held_on,
                    say(ctx, together(s.scope) ? "cli_session.ranked_together" : "cli_session.ranked_apart"), letters});
  }
  fmt::print("{}", present::text_table(rows, {true}, " "));
}

void cmd_session_show(Context& ctx, const std::string& which) {
  db::Store store = open_store(ctx);
  const auto v = must(ctx, director::show_session(store, which));
  const auto& s = v.session;
  fmt::print("{}\n", say(ctx, "cli_session.show_heading", {std::to_string(s.id), s.name}));
  if (!s.held_on.empty()) fmt::print("  {}\n", say(ctx, "cli_session.show_date", {s.held_on}));
  fmt::print("  {}\n", say(ctx, together(s.scope) ? "cli_session.show_scope_field" : "cli_session.show_scope_section"));
  if (v.sections.empty()) {
    fmt::print("{}\n", say(ctx, "cli_session.no_sections"));
    return;
  }
  fmt::print("{}\n", say(ctx, "cli_session.show_sections"));
  std::vector<std::vector<std::string>> rows{
      {say(ctx, "cli_session.col_section"), say(ctx, "cli_session.col_event"), say(ctx, "cli_session.col_name"),
       say(ctx, "cli_session.col_movement"), say(ctx, "cli_session.col_pairs"), say(ctx, "cli_session.col_results")}};
  for (const auto& x : v.sections) {
    const auto& e = x.event;
    const std::string results = std::to_string(x.results) + (x.expected ? " / " + std::to_string(*x.expected) : "");
    rows.push_back({e.section, std::to_string(e.id), e.name, e.has_movement() ? present::summary_text(e.movement_summary, ctx.lang) : "-",
                    std::to_string(x.pairs), results});
  }
  fmt::print("{}", present::text_table(rows, {false, true, false, false, true, true}, "  "));
  fmt::print("{}\n", say(ctx, "cli_session.pair_names"));
}

void cmd_session_add(Context& ctx, const std::string& which, const std::string& event, const std::string& letter) {
  db::Store store = open_store(ctx);
  const auto c = must(ctx, director::add_section(store, which, event, letter));
  const auto& e = c.event;
  spdlog::info("{}", say(ctx, "log.section_added", {std::to_string(e.id), c.section, std::to_string(c.session.id)}));
  fmt::print("{}\n", say(ctx, "cli_session.added", {c.section, c.session.name, std::to_string(e.id), e.name}));
}

void cmd_session_remove(Context& ctx, const std::string& which, const std::string& section) {
  db::Store store = open_store(ctx);
  const auto c = must(ctx, director::remove_section(store, which, section));
  const auto& e = c.event;
  fmt::print("{}\n", say(ctx, "cli_session.removed", {std::to_string(e.id), e.name, c.section, c.session.name}));
}

void cmd_session_scope(Context& ctx, const std::string& which, const std::string& scope) {
  db::Store store = open_store(ctx);
  const auto s = must(ctx, director::set_scope(store, which, scope));
  fmt::print("{}\n", say(ctx, together(s.scope) ? "cli_session.scope_set_field" : "cli_session.scope_set_section", {s.name}));
}

}  // namespace

void register_session_commands(CLI::App& app, Context& ctx) {
  auto* session = app.add_subcommand(
      "session");
  session->require_subcommand(1);
  {
    auto* cmd = session->add_subcommand("new");
    auto name = std::make_shared<std::string>();
    auto date = std::make_shared<std::string>();
    auto scope = std::make_shared<std::string>("section");
    cmd->add_option("NAME", *name)->required();
    cmd->add_option("--date", *date);
    cmd->add_option("--scope", *scope)
        ->capture_default_str();
    cmd->callback([&ctx, name, date, scope] { cmd_session_new(ctx, *name, *date, *scope); });
  }
  session->add_subcommand("list")
      ->callback([&ctx] { cmd_session_list(ctx); });
  {
    auto* cmd = session->add_subcommand("show");
    auto which = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which)->required();
    cmd->callback([&ctx, which] { cmd_session_show(ctx, *which); });
  }
  {
    auto* cmd = session->add_subcommand("add");
    auto which = std::make_shared<std::string>();
    auto event = std::make_shared<std::string>();
    auto letter = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which)->required();
    cmd->add_option("EVENT", *event)->required();
    cmd->add_option("--section", *letter)->required();
    cmd->callback([&ctx, which, event, letter] { cmd_session_add(ctx, *which, *event, *letter); });
  }
  {
    auto* cmd = session->add_subcommand("remove");
    auto which = std::make_shared<std::string>();
    auto event = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which)->required();
    cmd->add_option("SECTION", *event)->required();
    cmd->callback([&ctx, which, event] { cmd_session_remove(ctx, *which, *event); });
  }
  {
    auto* cmd = session->add_subcommand("scope");
    auto which = std::make_shared<std::string>();
    auto scope = std::make_shared<std::string>();
    cmd->add_option("SESSION", *which)->required();
    cmd->add_option("SCOPE", *scope)->required();
    cmd->callback([&ctx, which, scope] { cmd_session_scope(ctx, *which, *scope); });
  }
}

}  // namespace bandeja::app
