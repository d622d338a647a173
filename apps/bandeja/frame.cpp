#include "frame.hpp"

#include <iostream>
#include <memory>

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "allocator.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/present/messages.hpp"
#include "help_text.hpp"
#include "parse_errors.hpp"

namespace bandeja::app {

namespace {

void frame_command_line(CLI::App& cli, Context& ctx, int argc, char** argv) {
  ctx.argc = argc;
  ctx.argv = argv;
  cli.require_subcommand(1);
  cli.fallthrough();
  cli.set_version_flag("--version", std::string("bandeja ") + BANDEJA_VERSION);
  // Every language of all_langs (types.hpp); and qps, the pseudo-language of the tests and
  // translators, unlisted.
  std::string codes;
  for (Lang l : all_langs) codes += (codes.empty() ? "{" : ",") + std::string(lang_code(l));
  codes += "}";
  auto lang = std::make_shared<std::string>("en");
  cli.add_option("--lang", *lang)
      ->check(CLI::Validator(
          [codes](const std::string& v) { return lang_of_code(v) ? std::string() : v + " not in " + codes; }, codes))
      ->capture_default_str();
  cli.add_flag("-v,--verbose", ctx.verbosity);
  cli.add_option("--db", ctx.db_path)->capture_default_str();
  cli.add_option("--players", ctx.players_path);
  cli.parse_complete_callback([&ctx, lang] {
    ctx.lang = lang_of_code(*lang).value_or(Lang::En);
    auto logger = spdlog::stderr_color_mt("bandeja");
    spdlog::set_default_logger(logger);
    spdlog::set_level(ctx.verbosity >= 2   ? spdlog::level::debug
                      : ctx.verbosity == 1 ? spdlog::level::info
                                           : spdlog::level::warn);
  });
}

int run_command_line(CLI::App& cli, Context& ctx) {
  const int argc = ctx.argc;
  char** const argv = ctx.argv;
  decimal_numbers_only(cli);
  // Every command's and option's text, from the catalogue, in the language the line asks for.
  describe_commands(cli, lang_of_argv(argc, argv));
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
    const Lang lang = lang_of_argv(argc, argv);
    // A command unknown or missing is named as such, at the level it is missing from.
    const auto command =
        dynamic_cast<const CLI::RequiredError*>(&e) ? command_error_text(cli, argc, argv, lang) : std::nullopt;
    std::cerr << present::say(lang, "cli.error", {command.value_or(parse_error_text(e, lang))}) << '\n'
              << present::say(lang, "cli.parse_help") << '\n';
    return e.get_exit_code();
  } catch (const db::StoreError& e) {  // a store error no command caught: still in the director's words
    std::cerr << present::say(ctx.lang, "cli.error", {present::render(director::from_store(e), ctx.lang)}) << '\n';
    return 1;
  } catch (const UserError& e) {
    std::cerr << present::say(ctx.lang, "cli.error", {e.what()}) << '\n';
    return 1;
  } catch (const std::exception& e) {
    std::cerr << present::say(ctx.lang, "cli.error", {e.what()}) << '\n';
    return 1;
  }
  std::cout.flush();
  return ctx.exit_code;
}

}  // namespace

int run_program(int argc, char** argv, void (*register_commands)(CLI::App&, Context&)) {
  keep_freed_memory();
  Context ctx;
  CLI::App cli{"", "bandeja"};
  frame_command_line(cli, ctx, argc, argv);
  register_commands(cli, ctx);
  return run_command_line(cli, ctx);
}

}  // namespace bandeja::app
