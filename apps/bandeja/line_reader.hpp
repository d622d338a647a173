#pragma once
// One reader of the lines a director types at a prompt (the enter prompt, its questions, the
// [y/N] of event delete). At a terminal it edits the line with Debian's libedit: arrow keys
// move in the line, Home/End, Ctrl-A/Ctrl-E, Backspace and Delete edit it, Up and Down bring
// back the lines typed before in this run (history). Anywhere else (a pipe, a file) it reads
// plain lines and echoes each after its prompt, so a transcript reads as the session did.
#include <optional>
#include <string>

namespace bandeja::app {

class LineReader {
 public:
  LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // Shows `prompt` and reads one line: as typed (a Windows terminal's CR dropped); nullopt at
  // the end of the input (Ctrl-D, or the pipe closed). `remember` puts a non-empty line in the
  // history (a [y/N] answer is not worth recalling).
  std::optional<std::string> read(const std::string& prompt, bool remember = true);

  // Whether lines are edited (standard input and output are both a terminal).
  bool editing() const { return editing_; }

 private:
  bool editing_ = false;
};

}  // namespace bandeja::app
