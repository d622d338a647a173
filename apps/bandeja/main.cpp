// bandeja: a duplicate bridge tournament director's command line.
#include <cstdio>
#include <exception>
#include <iostream>

#include <CLI/CLI.hpp>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "allocator.hpp"
#include "app.hpp"
#include "help_text.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/store_errors.hpp"
#include "parse_errors.hpp"

int main(int argc, char** argv) {
  using namespace bandeja;
  app::keep_freed_memory();
  app::Context ctx;
  CLI::App cli{"", "bandeja"};
  cli.require_subcommand(1);
  cli.fallthrough();
  cli.set_version_flag("--version", std::string("bandeja ") + BANDEJA_VERSION);
  std::string lang = "en";
  // Every language of all_langs (types.hpp); and qps, the pseudo-language of the tests and
  // translators, unlisted.
  std::string codes;
  for (Lang l : all_langs) codes += (codes.empty() ? "{" : ",") + std::string(lang_code(l));
  codes += "}";
  cli.add_option("--lang", lang)
      ->check(CLI::Validator(
          [codes](const std::string& v) { return lang_of_code(v) ? std::string() : v + " not in " + codes; }, codes))
      ->capture_default_str();
  cli.add_flag("-v,--verbose", ctx.verbosity);
  cli.add_option("--db", ctx.db_path)->capture_default_str();
  cli.add_option("--players", ctx.players_path);
  cli.parse_complete_callback([&] {
    ctx.lang = lang_of_code(lang).value_or(Lang::En);
    auto logger = spdlog::stderr_color_mt("bandeja");
    spdlog::set_default_logger(logger);
    spdlog::set_level(ctx.verbosity >= 2   ? spdlog::level::debug
                      : ctx.verbosity == 1 ? spdlog::level::info
                                           : spdlog::level::warn);
  });

  ctx.import_cmd = cli.add_subcommand("import");
  ctx.import_cmd->require_subcommand(1);
  ctx.export_cmd = cli.add_subcommand("export");
  ctx.export_cmd->require_subcommand(1);

  app::register_score_commands(cli, ctx);
  app::register_sheet_commands(cli, ctx);
  app::register_movement_commands(cli, ctx);
  app::register_event_commands(cli, ctx);
  app::register_pairs_commands(cli, ctx);
  app::register_players_commands(cli, ctx);
  app::register_swiss_commands(cli, ctx);
  app::register_tournament_commands(cli, ctx);
  app::register_enter_commands(cli, ctx);
  app::register_result_commands(cli, ctx);
  app::register_ruling_commands(cli, ctx);
  app::register_rank_commands(cli, ctx);
  app::register_publish_commands(cli, ctx);
  app::register_teams_commands(cli, ctx);
  app::register_session_commands(cli, ctx);
  app::register_serve_commands(cli, ctx);
  app::register_hands_commands(cli, ctx);
  app::register_cards_commands(cli, ctx);
  app::register_print_commands(cli, ctx);
  app::decimal_numbers_only(cli);
  // Every command's and option's text, from the catalogue, in the language the line asks for.
  app::describe_commands(cli, app::lang_of_argv(argc, argv));

  try {
    cli.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return cli.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return cli.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return cli.exit(e);
  } catch (const CLI::ParseError& e) {
    // A command line CLI11 refuses, in the director's language (the catalogue's "cli.parse_*").
    if (e.get_exit_code() == 0) return cli.exit(e);
    const Lang lang = app::lang_of_argv(argc, argv);
    // A command unknown or missing is named as such, at the level it is missing from.
    const auto command = dynamic_cast<const CLI::RequiredError*>(&e)
                             ? app::command_error_text(cli, argc, argv, lang)
                             : std::nullopt;
    std::cerr << present::say(lang, "cli.error", {command.value_or(app::parse_error_text(e, lang))}) << '\n'
              << present::say(lang, "cli.parse_help") << '\n';
    return e.get_exit_code();
  } catch (const db::StoreError& e) {  // a store error no command caught: still in the director's words
    std::cerr << present::say(ctx.lang, "cli.error", {present::render(director::from_store(e), ctx.lang)}) << '\n';
    return 1;
  } catch (const app::UserError& e) {
    std::cerr << present::say(ctx.lang, "cli.error", {e.what()}) << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << present::say(ctx.lang, "cli.error", {e.what()}) << '\n';
    return 1;
  }
  std::cout.flush();
  return ctx.exit_code;
}
