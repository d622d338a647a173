// Tournaments of several sessions: `bandeja tournament new|add|list|rank|carry|seed`. Thin:
// arguments -> director (tournaments.hpp) -> what the director reads.
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include "app.hpp"
#include "app_support.hpp"
#include "parse_errors.hpp"
#include "bandeja/db/store.hpp"
#include "bandeja/director/tournaments.hpp"
#include "bandeja/present/tournament_render.hpp"
#include "bandeja/present/text_table.hpp"

namespace bandeja::app {

namespace {

struct Args {
  std::string tournament, which, by = "percent", format = "text", pair, method = "snake", out;
  bool session = false, clear = false;
  double factor = 1.0;
  std::optional<double> points;
  int after = 0;
};

std::string factor_text(double f) { return fmt::format("{:g}", f); }

// The catalogue's text for `code` (cli_tournament.txt) in the director's language.
std::string say(const Context& ctx, std::string_view code, const std::vector<std::string>& args = {}) {
  return present::say(ctx.lang, code, args);
}

void cmd_new(Context& ctx, const Args& a) {
  db::Store store = create_store(ctx);
  const auto t = must(ctx, director::create_tournament(store, a.which, a.by));
  fmt::print("{}\n", say(ctx, t.combine_by == "percent" ? "cli_tournament.created_percent" : "cli_tournament.created_total",
                         {std::to_string(t.id), t.name}));
}

void cmd_add(Context& ctx, const Args& a) {
  db::Store store = open_store(ctx);
  const auto t = must(ctx, director::find_tournament(store, a.tournament));
  const auto s = must(ctx, director::add_tournament_session(store, t, a.which, a.session, a.factor));
  fmt::print("{}\n", say(ctx, "cli_tournament.session_added", {t.name, std::to_string(s.seq), a.which, factor_text(s.factor)}));
}

void cmd_list(Context& ctx) {
  db::Store store = open_store(ctx);
  const auto all = store.tournaments();
  if (all.empty()) {
    fmt::print("{}\n", say(ctx, "cli_tournament.none_yet"));
    return;
  }
  std::vector<std::vector<std::string>> rows{{"id", say(ctx, "cli_tournament.col_tournament"),
                                              say(ctx, "cli_tournament.col_combined_by"), say(ctx, "cli_tournament.col_sessions")}};
  for (const auto& t : all) {
    std::string sessions;
    for (const auto& s : store.tournament_sessions(t.id)) {
      const std::string name = s.event_id ? store.event_info(*s.event_id).name : store.session_info(*s.session_id).name;
      sessions += (sessions.empty() ? "" : ", ") + name + (s.factor != 1 ? " ×" + factor_text(s.factor) : "");
    }
    rows.push_back({std::to_string(t.id), t.name, t.combine_by == "percent" ? "%" : say(ctx, "cli_tournament.combined_total"), sessions});
  }
  fmt::print("{}", present::text_table(rows));
}

void cmd_rank(Context& ctx, const Args& a) {
  db::Store store = open_store(ctx);
  const auto t = must(ctx, director::find_tournament(store, a.tournament));
  const auto r = must(ctx, director::rank_tournament(store, t, a.after > 0 ? std::optional<int>(a.after) : std::nullopt));
  for (const auto& w : r.warnings) warn(ctx, present::render(w, ctx.lang));
  std::cout << (a.format == "json" ? present::tournament_json(r) : present::tournament_text(r, ctx.lang));
}

void cmd_carry(Context& ctx, const Args& a) {
  if (!a.clear && !a.points) refuse(ctx, "cli_tournament.carry_needed");
  db::Store store = open_store(ctx);
  const auto t = must(ctx, director::find_tournament(store, a.tournament));
  const auto key = must(ctx, director::set_carry(store, t, a.which, a.pair, a.clear ? std::nullopt : a.points));
  if (a.clear) fmt::print("{}\n", say(ctx, "cli_tournament.carry_removed", {a.pair, key}));
  else fmt::print("{}\n", say(ctx, "cli_tournament.carry_set", {a.pair, key, factor_text(*a.points)}));
}

void cmd_seed(Context& ctx, const Args& a) {
  db::Store store = open_store(ctx);
  const auto t = must(ctx, director::find_tournament(store, a.tournament));
  const auto method = must(ctx, director::seed_method(a.method));
  const auto s = must(ctx, director::seed_session(store, t, a.which, a.session, method));
  std::vector<std::vector<std::string>> rows{{say(ctx, "cli_tournament.col_place"), say(ctx, "cli_tournament.col_pair"),
                                              say(ctx, "cli_tournament.col_seated_at")}};
  for (const auto& p : s.seated) rows.push_back({p.place, p.names, p.event + " " + p.pair});
  fmt::print("{}", present::text_table(rows));
  if (!s.left_out.empty())
    fmt::print("{}", say(ctx, "cli_tournament.not_seated", {std::to_string(s.left_out.size())}));
  for (size_t i = 0; i < s.left_out.size(); ++i) fmt::print("{}{}", i ? "; " : "", s.left_out[i]);
  if (!s.left_out.empty()) fmt::print("\n");
  if (s.empty_seats) fmt::print("{}\n", say(ctx, "cli_tournament.seats_empty", {std::to_string(s.empty_seats)}));
}

// `bandeja tournament publish T --out DIR`: the combined ranking as the front page, and each
// session's own site (as `bandeja publish` writes it) in DIR/session-1/, session-2/, ...; every
// session is ranked and rendered before anything is written, and the folder is swapped in whole.
void cmd_publish(Context& ctx, const Args& a) {
  db::Store store = open_store(ctx);
  const auto t = must(ctx, director::find_tournament(store, a.tournament));
  auto site = must(ctx, director::tournament_site(store, t, ctx.lang));
  for (const auto& w : site.warnings) warn(ctx, present::render(w, ctx.lang));
  for (auto& [folder, one] : site.sessions) one = warned(ctx, std::move(one));
  write_site(ctx, a.out, site.files);
  for (const auto& [folder, one] : site.sessions) announce_site(ctx, (std::filesystem::path(a.out) / folder).string(), one);
  fmt::print("{}\n", say(ctx, "cli_tournament.published",
                         {(std::filesystem::path(a.out) / "index.html").string(), std::to_string(site.sessions.size())}));
}

}  // namespace

void register_tournament_commands(CLI::App& app, Context& ctx) {
  auto* top = app.add_subcommand("tournament");
  top->require_subcommand(1);
  auto a = std::make_shared<Args>();
  {
    auto* cmd = top->add_subcommand("new");
    cmd->add_option("NAME", a->which)->required();
    cmd->add_option("--by", a->by)
        ->capture_default_str();
    cmd->callback([&ctx, a] { cmd_new(ctx, *a); });
  }
  {
    auto* cmd = top->add_subcommand("add");
    cmd->add_option("TOURNAMENT", a->tournament)->required();
    cmd->add_option("EVENT", a->which)->required();
    cmd->add_flag("--session", a->session);
    cmd->add_option("--factor", a->factor)
        ->capture_default_str()
        ->check(decimal_number());
    cmd->callback([&ctx, a] { cmd_add(ctx, *a); });
  }
  {
    auto* cmd = top->add_subcommand("list");
    cmd->callback([&ctx] { cmd_list(ctx); });
  }
  {
    auto* cmd = top->add_subcommand("rank");
    cmd->add_option("TOURNAMENT", a->tournament)->required();
    cmd->add_option("--after", a->after);
    cmd->add_option("--format", a->format)->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    cmd->callback([&ctx, a] { cmd_rank(ctx, *a); });
  }
  {
    auto* cmd = top->add_subcommand("carry");
    cmd->add_option("TOURNAMENT", a->tournament)->required();
    cmd->add_option("EVENT", a->which)->required();
    cmd->add_option("PAIR", a->pair)->required();
    cmd->add_option("POINTS", a->points);
    cmd->add_flag("--clear", a->clear);
    cmd->callback([&ctx, a] { cmd_carry(ctx, *a); });
  }
  {
    auto* cmd = top->add_subcommand("seed");
    cmd->add_option("TOURNAMENT", a->tournament)->required();
    cmd->add_option("EVENT", a->which)->required();
    cmd->add_flag("--session", a->session);
    cmd->add_option("--method", a->method)->capture_default_str();
    cmd->callback([&ctx, a] { cmd_seed(ctx, *a); });
  }
  {
    auto* cmd = top->add_subcommand("publish");
    cmd->add_option("TOURNAMENT", a->tournament)->required();
    cmd->add_option("--out", a->out)->required();
    add_force_flag(cmd, ctx);
    cmd->callback([&ctx, a] { cmd_publish(ctx, *a); });
  }
}

}  // namespace bandeja::app
