// Printing a page to PDF through headless Chromium: see print_pdf.hpp.
#include "print_pdf.hpp"
#include "safe_output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace bandeja::app {
namespace {

namespace fs = std::filesystem;

// A private folder under the system's temporary one (mkdtemp makes it 0700), removed with
// everything in it when this goes.
class PrivateDir {
 public:
  PrivateDir() {
    std::error_code ec;
    std::string pattern = (fs::temp_directory_path(ec) / "bandeja-print-XXXXXX").string();
    if (ec) pattern = "/tmp/bandeja-print-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data())) path_ = buf.data();
    else error_ = std::strerror(errno), path_ = pattern;
  }
  ~PrivateDir() {
    std::error_code ec;
    if (error_.empty()) fs::remove_all(path_, ec);
  }
  PrivateDir(const PrivateDir&) = delete;
  PrivateDir& operator=(const PrivateDir&) = delete;
  const fs::path& path() const { return path_; }
  const std::string& error() const { return error_; }  // why it could not be made; "" when made

 private:
  fs::path path_;
  std::string error_;
};

// file:///tmp/bandeja-print-a1B2c3/page.html, every byte but the unreserved ones and '/'
// percent-encoded (a temporary folder's name may hold anything).
std::string file_url(const fs::path& p) {
  std::string out = "file://";
  for (unsigned char c : p.string()) {
    const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '_' || c == '.' || c == '~' || c == '/';
    if (plain) {
      out += static_cast<char>(c);
    } else {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", c);
      out += hex;
    }
  }
  return out;
}

bool is_pdf(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  char head[5] = {};
  return in.read(head, 5) && std::string_view(head, 5) == "%PDF-";
}

Error failed(const fs::path& browser, const std::string& status) {
  return error_code("cli.pdf_failed", "", {browser.filename().string(), status});
}

// Runs `argv` in a process group of its own, its output to `log`; waits at most `timeout`, then
// stops the group. The exit status, or none when it was stopped.
struct Outcome {
  bool started = false;
  bool timed_out = false;
  int status = 0;  // wait status
};
Outcome run_group(const std::vector<std::string>& argv, const fs::path& log, std::chrono::milliseconds timeout) {
  Outcome o;
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attr);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attr, 0);  // its own group, so every process it starts can be stopped
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, argv[0].c_str(), &actions, &attr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0) {
    o.status = rc;
    return o;
  }
  o.started = true;
  // Waited for without reaping (WNOWAIT): until the browser is reaped its process group cannot
  // be another's, so stopping the group stops only what it started.
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    siginfo_t info{};
    const int done = waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
    if (done == 0 && info.si_pid == pid) break;
    if (done < 0 && errno != EINTR) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      o.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  kill(-pid, SIGKILL);  // on a timeout the browser and its helpers; else whatever it left behind
  while (waitpid(pid, &o.status, 0) < 0 && errno == EINTR) {
  }
  return o;
}

}  // namespace

std::optional<fs::path> find_pdf_browser(std::string_view search_path) {
  for (std::string_view name : kPdfBrowsers) {
    size_t start = 0;
    while (start <= search_path.size()) {
      size_t end = search_path.find(':', start);
      if (end == std::string_view::npos) end = search_path.size();
      const std::string_view dir = search_path.substr(start, end - start);
      if (!dir.empty()) {  // an empty entry would mean the current folder: never looked in
        const fs::path candidate = fs::path(dir) / name;
        std::error_code ec;
        if (fs::is_regular_file(candidate, ec) && access(candidate.c_str(), X_OK) == 0) return candidate;
      }
      start = end + 1;
    }
  }
  return std::nullopt;
}

Result<void> html_to_pdf(const std::string& html, const fs::path& out, const PdfOptions& options) {
  std::string search = options.search_path ? *options.search_path : "";
  if (!options.search_path)
    if (const char* p = std::getenv("PATH")) search = p;
  const auto browser = find_pdf_browser(search);
  if (!browser) return std::unexpected(error_code("cli.no_chromium", ""));

  PrivateDir tmp;
  if (!tmp.error().empty())
    return std::unexpected(error_code("cli.cannot_create_folder", "", {tmp.path().string(), tmp.error()}));
  const fs::path page = tmp.path() / "page.html";
  const fs::path pdf = tmp.path() / "page.pdf";
  {
    std::ofstream f(page, std::ios::binary | std::ios::trunc);
    f << html;
    if (!f.flush()) return std::unexpected(error_code("cli.cannot_write", "", {page.string()}));
  }
  const std::vector<std::string> argv = {
      browser->string(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--user-data-dir=" + (tmp.path() / "profile").string(), "--no-pdf-header-footer",
      "--print-to-pdf=" + pdf.string(), file_url(page)};
  const Outcome o = run_group(argv, tmp.path() / "browser.log", options.timeout);
  if (!o.started) return std::unexpected(failed(*browser, std::strerror(o.status)));
  if (o.timed_out) {
    const auto seconds = (options.timeout.count() + 999) / 1000;  // whole seconds, rounded up
    return std::unexpected(error_code("cli.pdf_timeout", "", {browser->filename().string(), std::to_string(seconds)}));
  }
  if (WIFSIGNALED(o.status)) return std::unexpected(failed(*browser, std::string("signal ") + std::to_string(WTERMSIG(o.status))));
  if (WEXITSTATUS(o.status) != 0) return std::unexpected(failed(*browser, std::to_string(WEXITSTATUS(o.status))));
  if (!is_pdf(pdf)) return std::unexpected(error_code("cli.pdf_empty", "", {browser->filename().string()}));

  // Into place as every output is (safe_output.hpp): never through a link at `out`, never half.
  std::ifstream in(pdf, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (!in) return std::unexpected(error_code("cli.cannot_write", "", {out.string()}));
  return replace_file(out, bytes.str());
}

}  // namespace bandeja::app
