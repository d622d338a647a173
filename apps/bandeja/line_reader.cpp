#include "line_reader.hpp"

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include <unistd.h>

#include <editline/readline.h>

namespace bandeja::app {

namespace {

// libedit reads and redraws characters in the locale's encoding: a director's terminal is
// UTF-8 (ñ, á, the suit symbols), so the C locale a program starts in is replaced by the
// environment's, or by C.UTF-8 when the environment names none that is UTF-8.
void use_utf8_locale() {
  const char* set = std::setlocale(LC_CTYPE, "");
  const auto utf8 = [](const char* name) {
    return name && (std::strstr(name, "UTF-8") || std::strstr(name, "utf8") || std::strstr(name, "UTF8"));
  };
  if (!utf8(set)) std::setlocale(LC_CTYPE, "C.UTF-8");
}

}  // namespace

LineReader::LineReader() : editing_(isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0) {
  if (!editing_) return;
  use_utf8_locale();
  rl_readline_name = "bandeja";  // ~/.editrc may hold "bandeja:bind ..." lines
  using_history();
}

std::optional<std::string> LineReader::read(const std::string& prompt, bool remember) {
  std::fflush(stdout);
  std::string line;
  if (editing_) {
    char* got = readline(prompt.c_str());
    if (!got) {
      std::fputs("\n", stdout);
      std::fflush(stdout);
      return std::nullopt;
    }
    line = got;
    std::free(got);
    if (remember && line.find_first_not_of(" \t") != std::string::npos) add_history(line.c_str());
  } else {
    std::fputs(prompt.c_str(), stdout);
    std::fflush(stdout);
    if (!std::getline(std::cin, line)) {
      std::fputs("\n", stdout);
      std::fflush(stdout);
      return std::nullopt;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (isatty(STDIN_FILENO) == 0) {  // piped: the line echoed after its prompt
      std::fputs(line.c_str(), stdout);
      std::fputs("\n", stdout);
    }
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

}  // namespace bandeja::app
