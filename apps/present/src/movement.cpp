#include "bandeja/present/movement.hpp"

#include "bandeja/present/messages.hpp"

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

}  // namespace bandeja::present
