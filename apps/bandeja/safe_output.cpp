// Output written safely: see safe_output.hpp.
#include "safe_output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bandeja::app {

namespace fs = std::filesystem;

namespace {

// `p` made absolute, with no "." or ".." and no trailing '/': the name a rename can act on.
fs::path plain(const fs::path& p) {
  std::error_code ec;
  fs::path a = fs::absolute(p, ec).lexically_normal();
  if (ec) a = p.lexically_normal();
  if (!a.has_filename() && a.has_parent_path() && a != a.root_path()) a = a.parent_path();
  return a;
}

fs::path folder_of(const fs::path& p) { return p.has_parent_path() ? p.parent_path() : fs::path("."); }

// A new file (or folder) beside `p`, P.SUFFIX-PID-NNNNNN, made exclusively (O_EXCL, or mkdir)
// with the usual permissions less the umask; its name and, for a file, its descriptor open
// for writing. Empty when none could be made.
struct Fresh {
  fs::path path;
  int fd = -1;
};
Fresh fresh_beside(const fs::path& p, const std::string& suffix, bool folder) {
  std::random_device rd;
  for (int attempt = 0; attempt < 100; ++attempt) {
    fs::path name = p;
    name += "." + suffix + "-" + std::to_string(getpid()) + "-" + std::to_string(rd() % 1000000);
    if (folder) {
      if (::mkdir(name.c_str(), 0777) == 0) return {name, -1};
    } else {
      const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
      if (fd >= 0) return {name, fd};
    }
    if (errno != EEXIST) break;
  }
  return {};
}

bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    const ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    content.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

// Flushes a folder's entries (a rename in it) to the disk; best effort.
void sync_folder(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// Writes `content` as the new file `path` (none there: O_EXCL, no link followed), synced.
bool write_new(const fs::path& path, std::string_view content) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
  if (fd < 0) return false;
  const bool ok = write_all(fd, content) && ::fsync(fd) == 0;
  return ::close(fd) == 0 && ok;
}

Error cannot_write(const fs::path& p) { return error_code("cli.cannot_write", "", {p.string()}); }

// The process that made `name` (TARGET.SUFFIX-PID-NNNNNN, as fresh_beside and the event file's
// backup name them) when `name` is one of target's, else 0.
pid_t maker_of(const std::string& name, const std::string& target_name) {
  for (const char* suffix : {".partial-", ".old-"}) {
    const std::string head = target_name + suffix;
    if (name.size() <= head.size() || name.compare(0, head.size(), head) != 0) continue;
    const std::string rest = name.substr(head.size());  // PID-NNNNNN
    const auto dash = rest.find('-');
    if (dash == 0 || dash == std::string::npos || dash > 9) return 0;
    pid_t pid = 0;
    for (size_t i = 0; i < dash; ++i) {
      if (rest[i] < '0' || rest[i] > '9') return 0;
      pid = pid * 10 + (rest[i] - '0');
    }
    for (size_t i = dash + 1; i < rest.size(); ++i)
      if (rest[i] < '0' || rest[i] > '9') return 0;
    return dash + 1 < rest.size() ? pid : 0;
  }
  return 0;
}

// Mode bits of the regular file at `p` (never through a link), or nothing.
std::optional<mode_t> mode_of(const fs::path& p) {
  struct stat st{};
  if (::lstat(p.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  return st.st_mode & 07777;
}

}  // namespace

void remove_stale_partials(const fs::path& path) {
  const fs::path target = plain(path);
  const std::string target_name = target.filename().string();
  if (target_name.empty()) return;
  std::error_code ec;
  for (fs::directory_iterator it(folder_of(target), ec), end; !ec && it != end; it.increment(ec)) {
    const pid_t pid = maker_of(it->path().filename().string(), target_name);
    if (pid <= 0 || pid == ::getpid()) continue;
    if (::kill(pid, 0) == 0 || errno != ESRCH) continue;  // its maker may still be writing it
    std::error_code ignored;
    fs::remove_all(it->path(), ignored);  // a folder's links are removed, never followed
  }
}

std::optional<Error> output_refused(const fs::path& path, bool force) {
  std::error_code ec;
  const auto st = fs::symlink_status(path, ec);
  if (ec || !fs::exists(st)) return std::nullopt;  // nothing there (or nothing to tell yet)
  if (fs::is_symlink(st)) return error_code("cli.output_symlink", "", {path.string()});
  if (fs::is_directory(st)) return error_code("cli.output_is_folder", "", {path.string()});
  if (!force) return error_code("cli.output_exists", "", {path.string()});
  return std::nullopt;
}

Result<void> replace_file(const fs::path& path, std::string_view content) {
  const fs::path target = plain(path);
  remove_stale_partials(target);
  const Fresh tmp = fresh_beside(target, "partial", false);
  if (tmp.fd < 0) return std::unexpected(cannot_write(path));
  // A file replaced keeps its permissions (a director's chmod 600 on a file of names stays).
  bool ok = true;
  if (const auto mode = mode_of(target)) ok = ::fchmod(tmp.fd, *mode) == 0;
  ok = ok && write_all(tmp.fd, content) && ::fsync(tmp.fd) == 0;
  ok = ::close(tmp.fd) == 0 && ok;
  if (ok) ok = ::rename(tmp.path.c_str(), target.c_str()) == 0;
  if (!ok) {
    ::unlink(tmp.path.c_str());
    return std::unexpected(cannot_write(path));
  }
  sync_folder(folder_of(target));
  return {};
}

Result<void> output_folder(const fs::path& dir) {
  std::error_code ec;
  if (fs::is_symlink(fs::symlink_status(dir, ec))) return std::unexpected(error_code("cli.output_symlink", "", {dir.string()}));
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(fs::symlink_status(dir)))
    return std::unexpected(error_code("cli.cannot_create_folder", "", {dir.string(), ec ? ec.message() : "not a folder"}));
  return {};
}

namespace detail {

bool swap_by_renames(const fs::path& built, const fs::path& target) {
  // No atomic swap on this file system: the old site aside, the new one in, the old removed.
  const Fresh old = fresh_beside(target, "old", true);
  if (old.path.empty()) return false;
  // mkdir made an empty folder for the name; rename replaces an empty folder with the old site.
  if (::rename(target.c_str(), old.path.c_str()) != 0) {
    ::rmdir(old.path.c_str());
    return false;
  }
  if (::rename(built.c_str(), target.c_str()) != 0) {
    ::rename(old.path.c_str(), target.c_str());  // the old site back
    return false;
  }
  std::error_code ec;
  fs::remove_all(old.path, ec);  // its links removed, never followed
  sync_folder(folder_of(target));
  return true;
}

}  // namespace detail

Result<void> replace_site(const fs::path& dir, const std::map<std::string, std::string>& files, bool force) {
  const fs::path target = plain(dir);
  std::error_code ec;
  const auto st = fs::symlink_status(target, ec);
  const bool there = !ec && fs::exists(st);
  if (there) {
    if (fs::is_symlink(st)) return std::unexpected(error_code("cli.output_symlink", "", {dir.string()}));
    if (!fs::is_directory(st)) return std::unexpected(error_code("cli.site_not_a_folder", "", {dir.string()}));
    if (!fs::is_empty(target, ec)) {
      if (!force) return std::unexpected(error_code("cli.site_exists", "", {dir.string()}));
      if (!fs::exists(fs::symlink_status(target / "index.html", ec)))  // a page, or a link planted in its place
        return std::unexpected(error_code("cli.site_not_a_site", "", {dir.string()}));
    }
  }
  fs::create_directories(folder_of(target), ec);
  if (ec) return std::unexpected(error_code("cli.cannot_create_folder", "", {folder_of(target).string(), ec.message()}));
  remove_stale_partials(target);
  const Fresh built = fresh_beside(target, "partial", true);
  if (built.path.empty())
    return std::unexpected(error_code("cli.cannot_create_folder", "", {dir.string(), std::strerror(errno)}));
  auto abandon = [&](const Error& e) -> Result<void> {
    std::error_code ignored;
    fs::remove_all(built.path, ignored);
    return std::unexpected(e);
  };
  for (const auto& [name, content] : files) {
    const fs::path file = built.path / name;
    fs::create_directories(file.parent_path(), ec);
    if (ec || !write_new(file, content)) return abandon(cannot_write(target / name));
  }
  sync_folder(built.path);
  if (!there) {
    if (::rename(built.path.c_str(), target.c_str()) != 0) return abandon(cannot_write(target));
  } else if (::renameat2(AT_FDCWD, built.path.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) != 0) {
    if (!detail::swap_by_renames(built.path, target)) return abandon(cannot_write(target));
    return {};
  }
  // After the swap the partial folder holds the old site: removed, its links not followed.
  fs::remove_all(built.path, ec);
  sync_folder(folder_of(target));
  return {};
}

}  // namespace bandeja::app
