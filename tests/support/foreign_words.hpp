#pragma once
// Words of one language found in a text of another: what the error matrix checks of every
// refusal the binary says, and the catalogue test of every text of every language. A text's
// words, lower case, leave out what the director typed (quoted), option names, command
// examples and capitalised words (names, a file's own tags).
#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace bandeja::test {

// The words of a message, lower case, without what the director typed (quoted), option names
// (--round), command examples after "bandeja", and words written with a capital (a file's own
// tag names such as PBN's Board, the placeholders of --help such as EVENT, names).
inline std::vector<std::string> words_of(const std::string& message) {
  std::string text;
  bool quoted = false;
  for (size_t i = 0; i < message.size(); ++i) {
    const char c = message[i];
    if (c == '\'') {
      quoted = !quoted;
      continue;
    }
    if (!quoted) text += c;
  }
  std::vector<std::string> out;
  std::string w;
  bool option = false, example = false, token = false;
  bool capital = false;
  auto flush = [&] {
    if (!w.empty() && !option && !example && !capital && !token) out.push_back(w);
    if (w == "bandeja") example = true;
    w.clear();
    option = false;
    capital = false;
    token = false;
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    // A hyphen inside a word keeps it one word: cross-imps, --section-only, Norte-Sur.
    const bool hyphen = c == '-' && !w.empty() && i + 1 < text.size() && std::isalpha(static_cast<unsigned char>(text[i + 1]));
    if (std::isalpha(c) || c >= 0x80 || hyphen) {
      if (w.empty() && i >= 2 && text[i - 1] == '-' && text[i - 2] == '-') option = true;
      if (w.empty()) capital = std::isupper(c);
      w += static_cast<char>(std::tolower(c));
    } else if (std::isdigit(c) || c == '_') {
      // Letters run together with digits or '_' are a token, an id or a contract, never a word
      // of a language: a table link's random "...5eL7..." holds no Spanish "el".
      w += static_cast<char>(c);
      token = true;
    } else {
      flush();
      if (c == ')' || c == ';' || c == ':') example = false;
    }
  }
  flush();
  return out;
}

// Words only English has; words only Spanish has.
inline const std::set<std::string> kEnglish{"the",   "is",     "are",    "must",  "cannot", "already", "there",
                                     "does",  "which",  "give",   "missing", "not",  "only",    "choose",
                                     "needs", "line",   "column", "board", "pair",   "table",   "round",
                                     "file",  "event",  "session", "result", "score", "nothing", "stored",
                                     "and",   "of",     "with",    "for",    "from",  "this",    "that",  "has", "have", "been"};
inline const std::set<std::string> kSpanish{"el",    "la",     "los",     "las",    "del",     "es",     "una",
                                     "está",  "debe",   "tablero", "pareja", "mesa",    "ronda",  "fichero",
                                     "que",   "falta",  "puede",   "línea",  "columna", "número", "ningún",
                                     "ninguna", "hay",  "sesión",  "evento", "guardó",  "puntuación",
                                     "con",    "para",    "por",    "sin",     "pero",   "también", "todos", "jugado"};

// Words neither French nor a name: English's and Spanish's lists less the words French shares
// with them ("table", "pair" as in "nombre pair", "la", "que", "es").
inline const std::set<std::string> kNotFrench = [] {
  std::set<std::string> out;
  for (const auto* list : {&kEnglish, &kSpanish})
    for (const auto& w : *list)
      if (w != "table" && w != "pair" && w != "la" && w != "que" && w != "es") out.insert(w);
  return out;
}();

inline std::string foreign_word(const std::string& message, const std::set<std::string>& foreign) {
  for (const auto& w : words_of(message))
    if (foreign.contains(w)) return w;
  return "";
}

}  // namespace bandeja::test
