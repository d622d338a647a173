// pseudo_check: every word of the given files that a director or a player would read outside the
// catalogue's marks (unmarked.hpp), file by file and line by line; exit 1 when there is one.
//   pseudo_check [--data FILE]... [--word WORD]... [--phrase TEXT]... FILE...
// With --foreign LANG (en, es, fr) it reads files written in that language instead, and says
// every word of another language in them (foreign_words.hpp, the error matrix's lists):
//   pseudo_check --foreign fr FILE...
// --data: a file whose words are data (the demo's players and names); --word: one word that is
// data or notation; --phrase: data of several words taken out before the words are read (an
// event's name).
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "foreign_words.hpp"
#include "unmarked.hpp"

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace bandeja::test;
  DataWords data;
  std::vector<std::string> files;
  std::string foreign_of;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--foreign" && i + 1 < argc) {
      foreign_of = argv[++i];
    } else if (a == "--data" && i + 1 < argc) {
      // Every word of the file is data.
      for (auto& w : split_words(read(argv[++i])))
        if (w.size() > 1) data.words.insert(w);
    } else if (a == "--word" && i + 1 < argc) {
      data.words.insert(argv[++i]);
    } else if (a == "--phrase" && i + 1 < argc) {
      data.phrases.push_back(argv[++i]);
    } else {
      files.push_back(a);
    }
  }
  int found = 0;
  if (!foreign_of.empty()) {
    const auto& list = foreign_of == "fr" ? kNotFrench : foreign_of == "es" ? kEnglish : kSpanish;
    for (const auto& f : files) {
      const bool html = f.ends_with(".html") || f.ends_with(".htm");
      const std::string text = html ? detail::readable_html(read(f)) : read(f);
      std::istringstream lines(text);
      int n = 0;
      for (std::string line; std::getline(lines, line);) {
        ++n;
        for (const auto& w : words_of(line))
          if (list.contains(w) && ++found <= 200) std::cout << f << ":" << n << ": '" << w << "' in: " << line << '\n';
      }
    }
    if (found) std::cout << found << " words of another language\n";
    return found ? 1 : 0;
  }
  for (const auto& f : files) {
    const bool html = f.ends_with(".html") || f.ends_with(".htm");
    for (const auto& u : unmarked_words(read(f), html, data)) {
      if (++found <= 200) std::cout << f << ":" << u.line << ": '" << u.word << "' in: " << u.context << '\n';
    }
  }
  if (found > 200) std::cout << "... and " << found - 200 << " more\n";
  if (found) std::cout << found << " words outside the catalogue\n";
  return found ? 1 : 0;
}
