// pseudo_check: every word of the given files that a director or a player would read outside the
// catalogue's marks (unmarked.hpp), file by file and line by line; exit 1 when there is one.
//   pseudo_check [--data FILE]... [--word WORD]... [--phrase TEXT]... FILE...
// --data: a file whose words are data (the demo's players and names); --word: one word that is
// data or notation; --phrase: data of several words taken out before the words are read (an
// event's name).
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

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
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--data" && i + 1 < argc) {
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
