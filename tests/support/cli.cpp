#include "cli.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <termios.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace bandeja::test {

namespace {
void check(bool ok, const char* what) {
  if (!ok) throw std::runtime_error(std::string(what) + ": " + std::strerror(errno));
}
}  // namespace

CliRun run_cli(const std::vector<std::string>& args, const std::string& input,
               const std::string& cwd) {
  return run_program(BANDEJA_BIN, args, input, cwd);
}

CliRun run_program(const std::string& program, const std::vector<std::string>& args, const std::string& input,
                   const std::string& cwd, const std::vector<std::string>& env) {
  std::signal(SIGPIPE, SIG_IGN);  // a child that exits before reading all input
  int in[2], out[2], err[2];
  check(pipe(in) == 0 && pipe(out) == 0 && pipe(err) == 0, "pipe");
  pid_t pid = fork();
  check(pid >= 0, "fork");
  if (pid == 0) {
    dup2(in[0], 0);
    dup2(out[1], 1);
    dup2(err[1], 2);
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) close(fd);
    if (!cwd.empty() && chdir(cwd.c_str()) != 0) _exit(127);
    for (const auto& setting : env) {
      const auto eq = setting.find('=');
      setenv(setting.substr(0, eq).c_str(), eq == std::string::npos ? "" : setting.c_str() + eq + 1, 1);
    }
    std::vector<char*> argv;
    std::string bin = program;
    argv.push_back(bin.data());
    std::vector<std::string> copy = args;
    for (auto& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(bin.c_str(), argv.data());
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  close(err[1]);
  fcntl(in[1], F_SETFL, O_NONBLOCK);
  CliRun run;
  size_t written = 0;
  if (input.empty()) close(in[1]);
  bool in_open = !input.empty(), out_open = true, err_open = true;
  char buf[65536];
  while (out_open || err_open) {
    pollfd fds[3];
    int n = 0;
    int iout = -1, ierr = -1, iin = -1;
    if (out_open) { fds[n] = {out[0], POLLIN, 0}; iout = n++; }
    if (err_open) { fds[n] = {err[0], POLLIN, 0}; ierr = n++; }
    if (in_open) { fds[n] = {in[1], POLLOUT, 0}; iin = n++; }
    if (poll(fds, n, -1) < 0) {
      if (errno == EINTR) continue;
      check(false, "poll");
    }
    auto drain = [&](int idx, int fd, std::string& to, bool& open) {
      if (idx < 0 || !(fds[idx].revents & (POLLIN | POLLHUP | POLLERR))) return;
      ssize_t r = read(fd, buf, sizeof buf);
      if (r > 0) to.append(buf, static_cast<size_t>(r));
      else { open = false; close(fd); }
    };
    drain(iout, out[0], run.out, out_open);
    drain(ierr, err[0], run.err, err_open);
    if (iin >= 0 && (fds[iin].revents & (POLLOUT | POLLERR | POLLHUP))) {
      ssize_t w = write(in[1], input.data() + written, input.size() - written);
      if (w > 0) written += static_cast<size_t>(w);
      if (w < 0 || written == input.size()) { in_open = false; close(in[1]); }
    }
  }
  if (in_open) close(in[1]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return run;
}

TempDir::TempDir() {
  std::string tmpl = (std::filesystem::temp_directory_path() / "bandeja-test-XXXXXX").string();
  check(mkdtemp(tmpl.data()) != nullptr, "mkdtemp");
  path = tmpl;
}

TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path, ec);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

int count(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto p = text.find(part); p != std::string::npos; p = text.find(part, p + 1)) ++n;
  return n;
}

CliRun EventFile::cli(std::vector<std::string> args, const std::string& input) const {
  args.insert(args.begin(), {"--db", db});
  return run_cli(args, input);
}

CliRun EventFile::ok(std::vector<std::string> args, const std::string& input) const {
  auto r = cli(std::move(args), input);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  return r;
}

CliRun run_on_terminal(const std::vector<std::string>& args, const std::vector<std::string>& lines,
                       const std::string& prompt_end) {
  int master = -1;
  const pid_t pid = forkpty(&master, nullptr, nullptr, nullptr);
  REQUIRE(pid >= 0);
  if (pid == 0) {
    // A terminal with cursor keys, as a director's is (libedit edits the line by what TERM says).
    setenv("TERM", "xterm", 1);
    std::vector<char*> argv{const_cast<char*>(BANDEJA_BIN)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(BANDEJA_BIN, argv.data());
    _exit(127);
  }
  CliRun r;
  size_t next = 0, seen = 0;
  char buf[4096];
  for (;;) {
    pollfd p{master, POLLIN, 0};
    if (::poll(&p, 1, 30000) <= 0) break;  // 30 s without output: give up (the test then fails)
    const ssize_t n = ::read(master, buf, sizeof buf);
    if (n <= 0) break;  // EIO once the child has closed the terminal
    r.out.append(buf, static_cast<size_t>(n));
    // The next line once a new prompt shows: on a new line after the last line's Enter (a line
    // editor redraws the line it edits, its prompt included, before the Enter comes back).
    if (next < lines.size() && r.out.size() > seen && r.out.ends_with(prompt_end) &&
        (next == 0 || r.out.find('\n', seen) != std::string::npos)) {
      // A line editor prints its prompt and then turns the terminal's echo off: a person types
      // after that, so the line waits for it (a plain prompt keeps the terminal as it is: the
      // wait then ends after a fifth of a second).
      for (int i = 0; i < 20; ++i) {
        termios t{};
        if (tcgetattr(master, &t) != 0 || !(t.c_lflag & ICANON)) break;
        usleep(10000);
      }
      const std::string line = lines[next++] + "\n";
      REQUIRE(::write(master, line.data(), line.size()) == static_cast<ssize_t>(line.size()));
      seen = r.out.size();
    }
  }
  ::close(master);
  int status = 0;
  ::waitpid(pid, &status, 0);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return r;
}

TuesdayWithOneResult::TuesdayWithOneResult() {
  ok({"event", "new", "Tuesday", "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2"});
  ok({"enter", "Tuesday", "--round", "1", "--table", "1", "--board", "1", "3NT", "N", "9"});
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string EventFile::write(const std::string& name, const std::string& text) const {
  std::ofstream(dir.file(name)) << text;
  return dir.file(name);
}

}  // namespace bandeja::test
