#pragma once
// Runs the built `bandeja` binary as a director would, for end-to-end tests:
// arguments, standard input, and what it printed on each stream plus its exit status.
#include <string>
#include <vector>

namespace bandeja::test {

struct CliRun {
  int status = -1;  // exit status; 128+signal when killed
  std::string out;  // standard output
  std::string err;  // standard error
};

// Runs BANDEJA_BIN with `args`, feeding `input` on standard input. `cwd` empty = current.
CliRun run_cli(const std::vector<std::string>& args, const std::string& input = "",
               const std::string& cwd = "");

// run_cli() of another program (a path): `env` holds "NAME=value" settings added to its
// environment.
CliRun run_program(const std::string& program, const std::vector<std::string>& args, const std::string& input = "",
                   const std::string& cwd = "", const std::vector<std::string>& env = {});

// Runs BANDEJA_BIN with `args` on a pseudo-terminal, as a director at a terminal runs it (it sees
// isatty), typing each line of `lines` in turn, each once the output so far ends with
// `prompt_end` (the prompt waiting, e.g. "> " or "[y/N] "). What the
// terminal showed (output and echoed typing together, with CR LF line ends); the exit status.
CliRun run_on_terminal(const std::vector<std::string>& args, const std::vector<std::string>& lines,
                       const std::string& prompt_end = "> ");

// A fresh empty directory under the system temp dir, removed by the destructor.
struct TempDir {
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string path;
  std::string file(const std::string& name) const { return path + "/" + name; }
};

// The whole file at `path` ("" when it cannot be read).
std::string slurp(const std::string& path);

// Whether `text` holds `part`, and how many times (overlapping ones counted).
bool has(const std::string& text, const std::string& part);
int count(const std::string& text, const std::string& part);

// An event file (club.db) in a fresh folder, and the real binary run on it: the fixture the
// end-to-end tests build their evenings on.
struct EventFile {
  TempDir dir;
  std::string db = dir.file("club.db");
  // Runs `bandeja --db DB ARGS...` with `input` on standard input.
  CliRun cli(std::vector<std::string> args, const std::string& input = "") const;
  // cli(), which must succeed (the test stops with its standard error otherwise).
  CliRun ok(std::vector<std::string> args, const std::string& input = "") const;
  // Writes `text` to the file `name` in the folder; returns its path.
  std::string write(const std::string& name, const std::string& text) const;
};

// The smallest evening with something in it: "Tuesday", a 3-table Mitchell of 2-board rounds,
// and one result (board 1, round 1, table 1: 3NT N 9).
struct TuesdayWithOneResult : EventFile {
  TuesdayWithOneResult();
};

}  // namespace bandeja::test
