// `bandeja serve`: the evening from a browser, run by bandeja-serve (serve_main.cpp), and
// `bandeja table-links EVENT`: each table's secret link, for the cards or for another program.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/server/security.hpp"
#include "bandeja/server/serving.hpp"

namespace bandeja::app {

namespace {

struct LinksArgs {
  std::string event, base, format = "text", cards, paper = "a4";
  bool renew = false;
};

void table_links(Context& ctx, const LinksArgs& a) {
  if (!a.cards.empty()) check_output(ctx, a.cards);  // before any link is made
  db::Store store = open_store(ctx);
  const db::EventInfo info = find_event(ctx, store, a.event);
  auto links = must(ctx, director::issue_table_links(store, info, server::random_token, a.renew));
  const std::string base = links_base(ctx, store, a.base);
  if (!a.cards.empty()) {
    const auto html = must(ctx, director::guide_cards_html(store, info, base, server::random_token, ctx.lang,
                                                           a.paper == "letter" ? movement::Paper::Letter
                                                                               : movement::Paper::A4));
    write_output(ctx, a.cards, html);
    std::cerr << a.cards << '\n';
  }
  if (a.format == "json") {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& l : links) out.push_back({{"table", l.table}, {"url", director::table_url(base, l)}});
    std::cout << out.dump(2) << '\n';
    return;
  }
  for (const auto& l : links)
    std::cout << present::say(ctx.lang, "cli_serve.table_link", {std::to_string(l.table), director::table_url(base, l)})
              << '\n';
}

}  // namespace

// The command line, read again by the program beside this one (the same folder, built and
// installed with it), which becomes this process: the same pid, terminal and signals.
void hand_to_server(Context& ctx, const ServeArgs&) {
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const auto program = (ec ? std::filesystem::path(ctx.argv[0]) : self).parent_path() / "bandeja-serve";
  std::cout.flush();
  std::cerr.flush();
  ::execv(program.c_str(), ctx.argv);
  refuse(ctx, "cli_serve.no_server_program", {program.string(), std::strerror(errno)});
}

std::string links_base(const Context& ctx, const db::Store& store, const std::string& given) {
  auto base = must(ctx, director::links_base(store, given, server::base_url_for("0.0.0.0", server::kDefaultPort, "")));
  if (base.warning) warn(ctx, present::render(*base.warning, ctx.lang));
  return base.url;
}

void register_serve_commands(CLI::App& app, Context& ctx, ServeRun run) {
  {
    auto a = std::make_shared<ServeArgs>();
    auto* cmd = app.add_subcommand("serve");
    cmd->add_option("--bind", a->bind)->capture_default_str();
    cmd->add_option("--port", a->port)->capture_default_str()->check(CLI::Range(0, 65535));
    cmd->add_option("--public-url", a->public_url);
    cmd->add_option("--threads", a->threads)->check(CLI::Range(0, 1024));
    cmd->add_option("--connections-per-address", a->per_address)->capture_default_str()->check(CLI::Range(1, 4096));
    auto* sp = cmd->add_flag("--set-password", a->set_password);
    cmd->add_option("--password-file", a->password_file)
        ->excludes(sp);
    cmd->callback([&ctx, a, run] { run(ctx, *a); });
  }
  {
    auto a = std::make_shared<LinksArgs>();
    auto* cmd = app.add_subcommand("table-links");
    cmd->add_option("EVENT", a->event)->required();
    cmd->add_option("--base", a->base);
    cmd->add_option("--format", a->format)->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    cmd->add_option("--cards", a->cards);
    add_force_flag(cmd, ctx);
    cmd->add_option("--paper", a->paper)
        ->check(CLI::IsMember({"a4", "letter"}))
        ->capture_default_str();
    cmd->add_flag("--renew", a->renew);
    cmd->callback([&ctx, a] { table_links(ctx, *a); });
  }
}

}  // namespace bandeja::app
