#pragma once
// Reading the lines a director types at the score commands (score --batch, chicago, rubber,
// auction): words, blank lines and # comments, and bad lines reported by number.
#include <expected>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::app {

// The words of a line, split at spaces and tabs.
std::vector<std::string> words_of(const std::string& line);

// `s` without the spaces, tabs and CR at its ends.
std::string trim(const std::string& s);

// "vul"/"nv" and their spellings; nullopt for any other word.
std::optional<bool> parse_vul_word(const std::string& w);

// One line of `score --batch`, trimmed: "CONTRACT [DECLARER] RESULT nv|vul" ("4SX 8 vul",
// "3NT S = nv"); its duplicate score, or what is wrong with it in `lang`. Never throws (the
// fuzz target tests/fuzz/score_batch.cpp holds it to that).
std::expected<int, std::string> score_batch_line(const std::string& text, Lang lang);

// Throws the error, rendered in `lang` by the catalogue, as a UserError.
template <class T>
T value_or_throw(Result<T> r, Lang lang) {
  if (!r) throw UserError(present::render(r.error(), lang));
  return std::move(*r);
}

// Reads standard input line by line, skipping blank lines and # comments; `each` gets the
// 1-based line number and the trimmed text and returns an error message or nothing.
// Every bad line is reported as "line N: message" (in the director's language) on standard
// error; returns how many.
template <class F>
int for_each_input_line(const Context& ctx, F&& each) {
  int bad = 0, number = 0;
  for (std::string line; std::getline(std::cin, line);) {
    ++number;
    const std::string text = trim(line);
    if (text.empty() || text[0] == '#') continue;
    if (std::optional<std::string> err = each(number, text)) {
      std::cerr << present::say(ctx.lang, "file.line", {std::to_string(number)}) << ": " << *err << '\n';
      ++bad;
    }
  }
  return bad;
}

}  // namespace bandeja::app
