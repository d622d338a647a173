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

// A fresh empty directory under the system temp dir, removed by the destructor.
struct TempDir {
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string path;
  std::string file(const std::string& name) const { return path + "/" + name; }
};

}  // namespace bandeja::test
