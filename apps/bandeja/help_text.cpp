#include "help_text.hpp"

#include <memory>
#include <set>
#include <sstream>
#include <string_view>

#include "bandeja/present/messages.hpp"

namespace bandeja::app {
namespace {

// The help's labels in `lang` (CLI11's Formatter writes them through get_label) and the value
// types, whose names CLI11 writes in English capitals ("TEXT", "INT:INT in [1 - 1000]").
class HelpFormatter : public CLI::Formatter {
 public:
  explicit HelpFormatter(Lang lang) : lang_(lang) {
    label("Usage", say("usage"));
    label("OPTIONS", say("options_badge"));
    label("SUBCOMMAND", say("subcommand"));
    label("SUBCOMMANDS", say("subcommands"));
    label("Positionals", say("positionals"));
    label("REQUIRED", say("required"));
    label("Needs", say("needs"));
    label("Excludes", say("excludes"));
  }

  // As CLI11 writes an option's value, with the type named in the language and a range check
  // written as "[1 - 1000]" rather than CLI11's "INT in [1 - 1000]".
  std::string make_option_opts(const CLI::Option* opt) const override {
    if (!opt->get_option_text().empty() || opt->get_type_size() == 0 || opt->get_type_name().empty())
      return CLI::Formatter::make_option_opts(opt);
    std::ostringstream out;
    out << ' ' << type_text(opt->get_type_name());
    if (!opt->get_default_str().empty()) out << '=' << opt->get_default_str();
    if (opt->get_expected_max() == CLI::detail::expected_max_vector_size)
      out << " ...";
    else if (opt->get_expected_min() > 1)
      out << " x " << opt->get_expected();
    if (opt->get_required()) out << ' ' << get_label("REQUIRED");
    const auto list = [&](const char* label_key, const std::set<CLI::Option*>& options) {
      if (options.empty()) return;
      out << ' ' << get_label(label_key) << ':';
      for (const CLI::Option* o : options) out << ' ' << o->get_name();
    };
    list("Needs", opt->get_needs());
    list("Excludes", opt->get_excludes());
    return out.str();
  }

 private:
  std::string say(std::string_view what) const { return present::say(lang_, "help.label." + std::string(what)); }

  std::string type_word(std::string_view type) const {
    if (type == "TEXT") return say("text");
    if (type == "INT") return say("int");
    if (type == "UINT") return say("uint");
    if (type == "FLOAT") return say("float");
    return std::string(type);
  }

  // "INT:INT in [1 - 1000]" -> "INT [1 - 1000]"; "TEXT:{en,es,fr}" keeps its choices.
  std::string type_text(const std::string& type) const {
    std::string out;
    size_t start = 0;
    for (bool first = true;; first = false) {
      const size_t colon = type.find(':', start);
      const std::string_view part =
          std::string_view(type).substr(start, colon == std::string::npos ? std::string::npos : colon - start);
      if (first) {
        out += type_word(part);
      } else if (const size_t in = part.find(" in ["); in != std::string_view::npos) {
        out += ' ';
        out += part.substr(in + 4);
      } else {
        out += ':';
        out += part;
      }
      if (colon == std::string::npos) break;
      start = colon + 1;
    }
    return out;
  }

  Lang lang_;
};

// A name as a catalogue code writes it: "drop-pair" is drop_pair.
std::string code_word(std::string name) {
  for (char& c : name)
    if (c == '-') c = '_';
  return name;
}

std::string path_of(const CLI::App& command) {
  if (command.get_parent() == nullptr) return "bandeja";
  std::string path = code_word(command.get_name());
  for (const CLI::App* up = command.get_parent(); up->get_parent() != nullptr; up = up->get_parent())
    path = code_word(up->get_name()) + "." + path;
  return path;
}

std::string option_name(const CLI::Option& o) {
  if (o.get_positional()) return code_word(o.get_name(true, false));
  return code_word(o.get_lnames().empty() ? o.get_snames().front() : o.get_lnames().front());
}

void describe(CLI::App& command, Lang lang, const std::shared_ptr<HelpFormatter>& formatter) {
  command.formatter(formatter);
  const std::string path = path_of(command);
  command.description(present::say(lang, command_help_code(command)));
  const std::string options_heading = present::say(lang, "help.label.options");
  for (CLI::Option* o : command.get_options()) {
    const std::string name = option_name(*o);
    const std::string own = "help.opt." + path + "." + name;
    o->description(present::say(lang, present::known(own) ? own : "help.opt." + name));
    if (o->get_group() == "Options") o->group(options_heading);  // "" is a hidden option: stays so
  }
  const std::string commands_heading = present::say(lang, "help.label.subcommands_heading");
  for (CLI::App* sub : command.get_subcommands([](CLI::App*) { return true; })) {
    if (sub->get_group() == "Subcommands") sub->group(commands_heading);
    describe(*sub, lang, formatter);
  }
}

}  // namespace

std::string command_help_code(const CLI::App& command) { return "help.cmd." + path_of(command); }

void describe_commands(CLI::App& cli, Lang lang) { describe(cli, lang, std::make_shared<HelpFormatter>(lang)); }

}  // namespace bandeja::app
