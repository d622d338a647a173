// The deterministic fuzz driver: a main() for a target's LLVMFuzzerTestOneInput when libFuzzer
// is not used (ctest in the sanitizer build; `make fuzz` where libFuzzer cannot be linked).
//
//   fuzz_NAME [--runs N] [--seed S] [--max-len L (16384)] [--max-time SECONDS] DIR|FILE...
//
// Every file of each DIR is a seed (read in name order); a FILE is run alone, once (how a
// saved finding is replayed). Each seed is run once, then N mutated inputs, each made from a
// seed or from one of the last inputs by 1 to 6 of: a bit flipped, a byte set, inserted or
// deleted, a run of bytes deleted, a chunk repeated, a splice of another seed, an interesting
// value inserted or written over (2147483647, -2147483648, "", a NUL, a quote, a line end, a
// BOM, a very long line or number, ...). The PRNG is seeded with S (default 1), so a run is
// the same on every machine; a finding is reproduced with the same S and N. --max-time stops
// the mutations after that many seconds (make fuzz's FUZZ_TIME), which makes the count depend
// on the machine.
//
// When an input crashes (a sanitizer's report, an abort of a broken invariant, an uncaught
// exception), its bytes are written to crash-<target>-<index> in the current folder before
// the process dies, and its index is printed.
#include <sanitizer/common_interface_defs.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <unistd.h>
#include <fcntl.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

// The input being run, for the handlers that save it when the process dies.
const std::string* g_current = nullptr;
long long g_index = -1;
char g_crash_path[512] = "crash";

void save_current() {
  if (!g_current) return;
  const int fd = ::open(g_crash_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd >= 0) {
    const char* p = g_current->data();
    size_t left = g_current->size();
    while (left > 0) {
      const ssize_t n = ::write(fd, p, left);
      if (n <= 0) break;
      p += n;
      left -= size_t(n);
    }
    ::close(fd);
  }
  char msg[700];
  const int len = std::snprintf(msg, sizeof msg, "\nfuzz driver: input %lld (%zu bytes) crashed; saved to %s\n",
                                g_index, g_current->size(), g_crash_path);
  if (len > 0) (void)!::write(2, msg, size_t(len));
  g_current = nullptr;  // once
}

void on_signal(int sig) {
  save_current();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

const std::vector<std::string>& interesting() {
  static const std::vector<std::string> values = [] {
    std::vector<std::string> v = {
        "2147483647", "-2147483648", "2147483648", "4294967295", "-1", "0", "00", "-0", "+0",
        "9223372036854775807", "-9223372036854775808", "18446744073709551616", "1e308", "nan", "inf",
        std::string(1, '\0'), "\"", "\"\"", "\"\"\"", ",", ";", ",,", "\n", "\r", "\r\n", "\n\n", "\t", " ",
        "#", "\xEF\xBB\xBF", "\xFF", "\x80", "\xC3", "\xE2\x99\xA0", "<", ">", "&", "&amp;", "</", "<!--",
        "<![CDATA[", "{", "}", "[", "]", ":", "null", "true", "-", "=", "+", "*", "/", "%", "[", "\"]", "{}",
        "[]", "\\", "\\\"", "\\u0000", "\\ud800", "7NTXX", "13", "14", "99", "A60-40", "W60:420/40:-50"};
    v.push_back(std::string(4096, '9'));
    v.push_back(std::string(8000, 'A'));
    v.push_back(std::string(3000, ','));
    v.push_back(std::string(2000, '"'));
    v.push_back(std::string(1000, '\n'));
    return v;
  }();
  return values;
}

class Mutator {
 public:
  explicit Mutator(std::uint64_t seed) : rng_(seed) {}

  std::string mutate(std::string s, const std::vector<std::string>& seeds, size_t max_len) {
    const int steps = 1 + int(below(6));
    for (int i = 0; i < steps; ++i) step(s, seeds);
    if (s.size() > max_len) s.resize(max_len);
    return s;
  }
  std::uint64_t below(std::uint64_t n) { return n ? rng_() % n : 0; }

 private:
  void step(std::string& s, const std::vector<std::string>& seeds) {
    const size_t at = size_t(below(s.size() + 1));
    switch (below(11)) {
      case 0:  // flip a bit
        if (!s.empty()) s[at % s.size()] ^= char(1u << below(8));
        break;
      case 1:  // set a byte
        if (!s.empty()) s[at % s.size()] = char(below(256));
        break;
      case 2:  // insert a byte
        s.insert(s.begin() + long(at), char(below(256)));
        break;
      case 3:  // delete a byte
        if (!s.empty()) s.erase(at % s.size(), 1);
        break;
      case 4:  // delete a run
        if (!s.empty()) s.erase(at % s.size(), 1 + size_t(below(64)));
        break;
      case 5: {  // repeat a chunk
        if (s.empty()) break;
        const size_t from = at % s.size();
        const std::string chunk = s.substr(from, 1 + size_t(below(32)));
        std::string rep;
        for (std::uint64_t k = 1 + below(below(2) ? 4 : 200); k > 0; --k) rep += chunk;
        s.insert(from, rep);
        break;
      }
      case 6: {  // splice: a piece of another seed
        const std::string& o = seeds[size_t(below(seeds.size()))];
        if (o.empty()) break;
        const size_t from = size_t(below(o.size()));
        s.insert(at, o.substr(from, 1 + size_t(below(o.size() - from))));
        break;
      }
      case 7: {  // cross over: this input's head, another seed's tail
        const std::string& o = seeds[size_t(below(seeds.size()))];
        s = s.substr(0, at) + o.substr(size_t(below(o.size() + 1)));
        break;
      }
      case 8:  // insert an interesting value
        s.insert(at, interesting()[size_t(below(interesting().size()))]);
        break;
      case 9: {  // write an interesting value over what is there (a number over a number)
        const std::string& v = interesting()[size_t(below(interesting().size()))];
        if (at < s.size()) {
          size_t end = at;
          while (end < s.size() && (std::isalnum(static_cast<unsigned char>(s[end])) || s[end] == '-')) ++end;
          s.replace(at, std::max<size_t>(end - at, 1), v);
        } else {
          s += v;
        }
        break;
      }
      default:  // truncate
        s.resize(at);
    }
  }
  std::mt19937_64 rng_;
};

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void run(const std::string& input, long long index) {
  g_current = &input;
  g_index = index;
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
  g_current = nullptr;
}

int usage(const char* me) {
  std::fprintf(stderr, "usage: %s [--runs N] [--seed S] [--max-len L] [--max-time SECONDS] DIR|FILE...\n", me);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  long long runs = 10000;
  std::uint64_t seed = 1;
  size_t max_len = 16384;
  double max_time = 0;  // seconds; 0: no limit
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--runs" || a == "--seed" || a == "--max-len" || a == "--max-time") && i + 1 < argc) {
      const char* v = argv[++i];
      if (a == "--runs") runs = std::atoll(v);
      else if (a == "--max-time") max_time = std::atof(v);
      else if (a == "--seed") seed = std::strtoull(v, nullptr, 10);
      else max_len = size_t(std::atoll(v));
    } else if (!a.empty() && a[0] == '-') {
      return usage(argv[0]);
    } else {
      paths.push_back(a);
    }
  }
  if (paths.empty()) return usage(argv[0]);
  const std::string target = std::filesystem::path(argv[0]).filename().string();

  std::snprintf(g_crash_path, sizeof g_crash_path, "crash-%s", target.c_str());
  __sanitizer_set_death_callback(save_current);
  for (int sig : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL}) std::signal(sig, on_signal);

  std::vector<std::string> seeds;
  bool replay = true;
  for (const auto& p : paths) {
    if (std::filesystem::is_directory(p)) {
      replay = false;
      std::vector<std::filesystem::path> files;
      for (const auto& e : std::filesystem::directory_iterator(p))
        if (e.is_regular_file() && e.path().filename() != "README.md") files.push_back(e.path());
      std::sort(files.begin(), files.end());
      for (const auto& f : files) seeds.push_back(slurp(f));
    } else {
      seeds.push_back(slurp(p));
    }
  }
  if (seeds.empty()) {
    std::fprintf(stderr, "%s: no seed in %s\n", target.c_str(), paths.front().c_str());
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  long long index = 0;
  for (const auto& s : seeds) run(s, index++);
  if (!replay) {
    Mutator m(seed);
    std::vector<std::string> recent;  // the last inputs, mutated again a quarter of the time
    long long i = 0;
    for (; i < runs; ++i) {
      if (max_time > 0 && i % 256 == 0 &&
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > max_time)
        break;
      std::snprintf(g_crash_path, sizeof g_crash_path, "crash-%s-%lld", target.c_str(), index);
      const bool again = !recent.empty() && m.below(4) == 0;
      const std::string& base = again ? recent[size_t(m.below(recent.size()))] : seeds[size_t(m.below(seeds.size()))];
      std::string input = m.mutate(base, seeds, max_len);
      run(input, index++);
      if (recent.size() < 64) recent.push_back(std::move(input));
      else recent[size_t(m.below(recent.size()))] = std::move(input);
    }
    runs = i;
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s: %lld inputs (%zu seeds, %lld mutations, seed %llu) in %.1f s, %.0f exec/s, no crash\n",
              target.c_str(), index, seeds.size(), replay ? 0LL : runs, static_cast<unsigned long long>(seed), secs,
              secs > 0 ? double(index) / secs : 0.0);
  return 0;
}
