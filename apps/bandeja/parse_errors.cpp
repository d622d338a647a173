#include "parse_errors.hpp"

#include <algorithm>
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
      {std::regex("^(\\S+): not a decimal number: (.*)$"), "cli.parse_convert"},
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

namespace {

// The edits (insert, delete, replace a letter) that take `a` to `b`.
size_t distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

// The options of the top level that take a value (their value is no command).
bool takes_value(std::string_view a) { return a == "--lang" || a == "--db" || a == "--players"; }

}  // namespace

std::optional<std::string> command_error_text(const CLI::App& cli, int argc, char** argv, Lang lang) {
  // The words that are not options, in order: the commands typed.
  std::vector<std::string> words;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--") break;
    if (a.starts_with("-")) {
      if (takes_value(a)) ++i;
      continue;
    }
    words.emplace_back(a);
  }
  const CLI::App* level = &cli;
  std::string path = "bandeja";
  for (size_t w = 0;; ++w) {
    const auto subs = level->get_subcommands([](const CLI::App* a) { return !a->get_name().empty(); });
    if (subs.empty() || level->get_require_subcommand_min() == 0) return std::nullopt;
    std::vector<std::string> names;
    for (const auto* sub : subs) names.push_back(sub->get_name());
    std::string listed;
    for (const auto& n : names) listed += (listed.empty() ? "" : ", ") + n;
    if (w >= words.size()) return present::say(lang, "cli.command_missing", {path, listed});
    const CLI::App* next = nullptr;
    for (const auto* sub : subs)
      if (sub->check_name(words[w])) next = sub;
    if (!next) {
      std::string nearest;
      // A typo: a letter off in a short word, two in a longer one ("improt").
      size_t best = std::clamp<size_t>(words[w].size() / 3, 1, 2) + 1;
      for (const auto& n : names)
        if (const size_t d = distance(words[w], n); d < best) best = d, nearest = n;
      if (!nearest.empty())
        return present::say(lang, "cli.unknown_command_near", {words[w], path, nearest});
      return present::say(lang, "cli.unknown_command", {words[w], path, listed});
    }
    level = next;
    path += " " + next->get_name();
  }
}

namespace {

// "" when `value` is written in decimal digits (a sign, digits, a point and more digits: nine
// at most each for decimal_number(), twenty for any number, whose range its own check sets),
// else CLI11's message that parse_error_text renders as cli.parse_convert.
std::string decimal_check(const std::string& value, bool short_only) {
  static const std::regex short_decimal("^[+-]?[0-9]{1,9}(\\.[0-9]{1,9})?$");
  static const std::regex decimal("^[+-]?[0-9]{1,20}(\\.[0-9]{1,20})?$");
  return std::regex_match(value, short_only ? short_decimal : decimal) ? "" : "not a decimal number: " + value;
}

// `value` checked as decimal_check(value, false) and, when it is, without the zeros that lead
// its digits: CLI11 reads an integer as C's strtoll does, so "016" would be octal 14.
std::string decimal_digits(std::string& value) {
  if (auto bad = decimal_check(value, false); !bad.empty()) return bad;
  const size_t digits = value[0] == '+' || value[0] == '-' ? 1 : 0;
  size_t zeros = 0;
  while (digits + zeros + 1 < value.size() && value[digits + zeros] == '0' && value[digits + zeros + 1] != '.') ++zeros;
  value.erase(digits, zeros);
  return "";
}

}  // namespace

CLI::Validator decimal_number() {
  return CLI::Validator([](std::string& value) { return decimal_check(value, true); }, "DECIMAL");
}

void decimal_numbers_only(CLI::App& app) {
  for (CLI::Option* o : app.get_options()) {
    const std::string type = o->get_type_name();
    const bool number = type.starts_with("INT") || type.starts_with("UINT") || type.starts_with("FLOAT");
    // A transform, so that it can drop leading zeros, and runs before the option's own checks;
    // no description: the option's help keeps its type ("INT").
    if (number && type.find("DECIMAL") == std::string::npos)
      o->transform(CLI::Validator([](std::string& value) { return decimal_digits(value); }, ""));
  }
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) decimal_numbers_only(*sub);
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
