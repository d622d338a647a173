#include "parse_errors.hpp"

#include <regex>
#include <string_view>
#include <vector>

#include "bandeja/present/messages.hpp"

namespace bandeja::app {

namespace {

struct Form {
  std::regex pattern;
  std::string_view code;  // the groups of the pattern are the code's arguments, in order
};

// CLI11 2.x's messages (CLI/Error.hpp and the validators of CLI/Validators.hpp).
const std::vector<Form>& forms() {
  static const std::vector<Form> all{
      {std::regex("^The following arguments? (?:was|were) not expected: (.*)$"), "cli.parse_unexpected"},
      {std::regex("^A subcommand is required$"), "cli.parse_subcommand_required"},
      {std::regex("^Requires at least \\d+ subcommands?$"), "cli.parse_subcommand_required"},
      {std::regex("^(\\S+) is required$"), "cli.parse_required"},
      {std::regex("^(\\S+): (.*) not in \\{(.*)\\}$"), "cli.parse_not_in"},
      {std::regex("^The value (.*) is not an allowed value for (\\S+)$"), "cli.parse_not_allowed"},
      {std::regex("^Could not convert: (\\S+) = (.*)$"), "cli.parse_convert"},
      {std::regex("^(\\S+): \\d+ required (\\S+) missing$"), "cli.parse_value_missing"},
      {std::regex("^Expected exactly (\\d+) arguments? to (\\S+), got (\\d+)$"), "cli.parse_count"},
      {std::regex("^(\\S+): Value (.*) not in range (.*) to (.*)$"), "cli.parse_range"},
      {std::regex("^(\\S+) requires (\\S+)$"), "cli.parse_requires"},
      {std::regex("^(\\S+) excludes (\\S+)$"), "cli.parse_excludes"},
      {std::regex("^(\\S+): too many inputs for a flag$"), "cli.parse_flag_value"},
      {std::regex("^(\\S+) not found$"), "cli.parse_unknown_option"},
  };
  return all;
}

}  // namespace

std::string parse_error_text(const CLI::ParseError& e, Lang lang) {
  const std::string text = e.what();
  std::smatch m;
  for (const auto& f : forms())
    if (std::regex_match(text, m, f.pattern)) {
      std::vector<std::string> args;
      for (size_t i = 1; i < m.size(); ++i) args.push_back(m[i].str());
      return present::say(lang, f.code, args);
    }
  return present::say(lang, "cli.parse_other", {text});
}

Lang lang_of_argv(int argc, char** argv) {
  Lang lang = Lang::En;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--lang" && i + 1 < argc) lang = lang_of_code(argv[i + 1]).value_or(Lang::En);
    if (a.starts_with("--lang=")) lang = lang_of_code(a.substr(7)).value_or(Lang::En);
  }
  return lang;
}

}  // namespace bandeja::app
