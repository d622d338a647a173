#include "bandeja/director/messages.hpp"

#include "bandeja/score/contract.hpp"

#include <algorithm>
#include <map>

#include "catalogue.hpp"

namespace bandeja::director {

namespace {

// The catalogue read from its text (catalogue.hpp), once.
struct Index {
  std::vector<Message> all;
  std::map<std::string_view, const Message*> by_code;
  std::vector<std::string> problems;
  Index() {
    for (const auto& file : detail::catalogue_files()) read(file);
    for (const auto& m : all)
      if (!by_code.emplace(m.code, &m).second) problems.push_back(std::string(m.code) + ": given twice");
  }
  void read(const detail::CatalogueFile& file) {
    int number = 0;
    auto problem = [&](const std::string& what) {
      problems.push_back(std::string(file.name) + ":" + std::to_string(number) + ": " + what);
    };
    std::string_view rest = file.text;
    while (!rest.empty()) {
      const size_t end = rest.find('\n');
      std::string_view line = rest.substr(0, end);
      rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
      ++number;
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (line.empty() || line[0] == '#') continue;
      if (line.front() == '[' && line.back() == ']') {
        all.push_back(Message{line.substr(1, line.size() - 2), {}, {}});
        continue;
      }
      const bool en = line.starts_with("en = "), es = line.starts_with("es = ");
      if ((!en && !es) || all.empty()) {
        problem("not [code], en = ... or es = ...");
        continue;
      }
      std::string_view text = line.substr(5);
      if (text.size() >= 2 && text.front() == '"' && text.back() == '"') text = text.substr(1, text.size() - 2);
      std::string_view& slot = en ? all.back().en : all.back().es;
      if (!slot.empty()) problem("a second " + std::string(en ? "en" : "es") + " for " + std::string(all.back().code));
      slot = text;
    }
  }
};

const Index& index() {
  static const Index i;
  return i;
}

std::string side_word(const std::string& side, Lang lang) {
  if (lang != Lang::Es) return side;
  if (side == "NS") return "Norte-Sur";
  if (side == "EW") return "Este-Oeste";
  return side;
}

std::string seat_word(const std::string& seat, Lang lang) {
  const bool es = lang == Lang::Es;
  if (seat == "N") return es ? "Norte" : "North";
  if (seat == "E") return es ? "Este" : "East";
  if (seat == "S") return es ? "Sur" : "South";
  if (seat == "W") return es ? "Oeste" : "West";
  return seat;
}

std::string vul_word(const std::string& vul, Lang lang) {
  const bool es = lang == Lang::Es;
  if (vul == "All") return es ? "todos vulnerables" : "both vulnerable";
  if (vul == "NS") return es ? "Norte-Sur vulnerable" : "North-South vulnerable";
  if (vul == "EW") return es ? "Este-Oeste vulnerable" : "East-West vulnerable";
  return es ? "nadie vulnerable" : "nobody vulnerable";
}

// A contract stored in English letters ("4S", "3NTX") written in `lang` ("4P", "3STX").
std::string contract_word(const std::string& contract, Lang lang) {
  auto c = score::parse_contract(contract);
  return c ? score::to_string(*c, lang) : contract;
}

// Replaces {N} and {N:kind} in `text` with args[N]; {N:one|many} is `one` when args[N] is 1,
// else `many` (the count's noun: "1 board", "3 boards").
std::string fill(std::string_view text, const std::vector<std::string>& args, Lang lang) {
  std::string out;
  out.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      const size_t close = text.find('}', i);
      if (close != std::string_view::npos) {
        const std::string_view inner = text.substr(i + 1, close - i - 1);
        const size_t colon = inner.find(':');
        const std::string_view num = inner.substr(0, colon);
        if (!num.empty() && std::all_of(num.begin(), num.end(), [](char c) { return c >= '0' && c <= '9'; })) {
          const size_t n = std::stoul(std::string(num));
          const std::string arg = n < args.size() ? args[n] : std::string();
          const std::string_view kind = colon == std::string_view::npos ? "" : inner.substr(colon + 1);
          if (kind == "side") out += side_word(arg, lang);
          else if (kind == "field") out += field_name(arg, lang);
          else if (kind == "seat") out += seat_word(arg, lang);
          else if (kind == "vul") out += vul_word(arg, lang);
          else if (kind == "contract") out += contract_word(arg, lang);
          else if (const size_t bar = kind.find('|'); bar != std::string_view::npos)
            out += arg == "1" ? kind.substr(0, bar) : kind.substr(bar + 1);  // {0:board|boards}
          else out += arg;
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace

std::span<const Message> catalogue() { return index().all; }

std::span<const std::string> catalogue_problems() { return index().problems; }

bool known(std::string_view code) { return index().by_code.contains(code); }

std::string say(Lang lang, std::string_view code, const std::vector<std::string>& args) {
  auto it = index().by_code.find(code);
  if (it == index().by_code.end()) {
    std::string s(code);
    for (const auto& a : args) s += " " + a;
    return s;
  }
  return fill(lang == Lang::Es ? it->second->es : it->second->en, args, lang);
}

std::string render(const Error& e, Lang lang) {
  std::string text = e.code.empty() ? e.message : say(lang, e.code, e.args);
  if (e.line > 0) {
    std::string where = say(lang, "file.line", {std::to_string(e.line)});
    if (!e.field.empty() && e.field != "line")
      where += say(lang, "file.column", {field_name(e.field, lang)});
    text = where + ": " + text;
  }
  return text;
}

std::string field_name(std::string_view field, Lang lang) {
  if (lang != Lang::Es) return std::string(field);
  static const std::map<std::string_view, std::string_view> es{
      {"board", "tablero"},       {"round", "ronda"},         {"table", "mesa"},
      {"ns", "ns"},               {"ew", "eo"},               {"contract", "contrato"},
      {"declarer", "declarante"}, {"result", "resultado"},    {"tricks", "bazas"},
      {"score", "puntuacion"},    {"lead", "salida"},         {"pair", "pareja"},
      {"name", "nombre"},         {"team", "equipo"},         {"pairs", "parejas"},
      {"entry", "entrada"},       {"section", "sección"},     {"session", "sesión"},
      {"movement", "movimiento"}, {"tables", "mesas"},        {"scoring", "puntuación"},
      {"file", "fichero"},        {"event", "evento"},        {"id", "id"},
      {"contestants", "participantes"}, {"groups", "grupos"},  {"individual", "individual"},
      {"rounds", "rondas"},       {"board group", "el grupo de tableros"},
      {"boards", "tableros"},     {"boards per round", "tableros por ronda"},
      {"rows", "filas"},          {"board sets", "juegos de tableros"},
      {"stands", "atriles"},      {"players", "jugadores"},
      {"key", "clave"},           {"call", "llamada"},        {"setting", "ajuste"},
      {"password", "contraseña"}, {"token", "enlace"},        {"body", "cuerpo"},
      {"site", "lugar"},          {"player", "jugador"},      {"national id", "id nacional"},
      {"deal", "mano"},           {"reason", "motivo"},       {"note", "nota"},
      {"date", "fecha"}};
  auto it = es.find(field);
  return it == es.end() ? std::string(field) : std::string(it->second);
}

}  // namespace bandeja::director
