#include "bandeja/server/front.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <list>
#include <map>

namespace bandeja::server {

namespace {

using Clock = std::chrono::steady_clock;

bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// The headers that speak of the connection between client and server, not of the request: the
// front owns the connection, so these stop at it.
bool connection_header(std::string_view name) {
  for (const char* h : {"Connection", "Keep-Alive", "Proxy-Connection", "Expect", "TE", "Upgrade", kPeerHeader})
    if (same_name(name, h)) return true;
  return false;
}

// Every socket the front makes or accepts: not inherited by a child, never blocking the loop.
void nonblocking(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

std::string address_of(const sockaddr_storage& a) {
  char text[INET6_ADDRSTRLEN] = {};
  if (a.ss_family == AF_INET) {
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in&>(a).sin_addr, text, sizeof text);
  } else if (a.ss_family == AF_INET6) {
    const auto& in6 = reinterpret_cast<const sockaddr_in6&>(a).sin6_addr;
    if (IN6_IS_ADDR_V4MAPPED(&in6)) {
      inet_ntop(AF_INET, &in6.s6_addr[12], text, sizeof text);  // ::ffff:1.2.3.4 is 1.2.3.4
    } else {
      inet_ntop(AF_INET6, &in6, text, sizeof text);
    }
  }
  return text;
}

// As many connections as the process may open files for: raise the soft limit to the hard one
// (Debian's default soft limit, 1024, is a few hundred phones), and leave room for the event
// file, the workers' sockets and the rest. A request being answered holds three descriptors
// (the client's, the front's to cpp-httplib, cpp-httplib's end of it).
int connection_room(int wanted) {
  rlimit r{};
  if (::getrlimit(RLIMIT_NOFILE, &r) == 0) {
    if (r.rlim_cur < r.rlim_max) {
      rlimit raised = r;
      raised.rlim_cur = std::min<rlim_t>(r.rlim_max, 65536);
      if (::setrlimit(RLIMIT_NOFILE, &raised) == 0) r = raised;
    }
    const long room = (static_cast<long>(r.rlim_cur) - 128) / 3;
    return static_cast<int>(std::clamp<long>(room, 16, wanted));
  }
  return std::min(wanted, 256);
}

}  // namespace

const char* status_reason(int status) {
  switch (status) {
    case 100: return "Continue";
    case 400: return "Bad Request";
    case 408: return "Request Timeout";
    case 411: return "Length Required";
    case 413: return "Payload Too Large";
    case 431: return "Request Header Fields Too Large";
    case 503: return "Service Unavailable";
    default: return "Error";
  }
}

std::string FrontHead::header(std::string_view name) const {
  for (const auto& [k, v] : headers)
    if (same_name(k, name)) return v;
  return "";
}

HeadReading read_head(std::string_view bytes, size_t max_head, size_t max_body) {
  HeadReading r;
  const size_t end = bytes.substr(0, max_head + 4).find("\r\n\r\n");
  const bool whole = end != std::string_view::npos && end + 4 <= max_head;
  // What was read of the head, for the answer's language even when the head is refused.
  const std::string_view head = whole ? bytes.substr(0, end) : bytes.substr(0, std::min(bytes.size(), max_head));
  size_t pos = 0;
  bool first = true;
  while (pos < head.size()) {
    size_t eol = head.find("\r\n", pos);
    const bool last = eol == std::string_view::npos;
    // A header line not yet ended is not read; a request line is, as far as it came (a target
    // longer than the head's limit still says its ?lang=).
    if (last && !whole && !first) break;
    if (last) eol = head.size();
    const std::string_view line = head.substr(pos, eol - pos);
    pos = eol + 2;
    if (first) {
      first = false;
      const size_t a = line.find(' ');
      const size_t b = a == std::string_view::npos ? a : line.find(' ', a + 1);
      if (a != std::string_view::npos && (b != std::string_view::npos || (last && !whole))) {
        r.head.method = std::string(line.substr(0, a));
        r.head.target = std::string(line.substr(a + 1, b == std::string_view::npos ? std::string_view::npos : b - a - 1));
      }
      continue;
    }
    const size_t colon = line.find(':');
    if (colon == std::string_view::npos) continue;  // not a header: cpp-httplib skips it too
    r.head.headers.emplace_back(std::string(trimmed(line.substr(0, colon))), std::string(trimmed(line.substr(colon + 1))));
  }
  if (!whole) {
    r.verdict = bytes.size() > max_head ? HeadReading::Verdict::TooLarge : HeadReading::Verdict::Incomplete;
    return r;
  }
  r.head_size = end + 4;
  std::optional<size_t> length;
  for (const auto& [name, value] : r.head.headers) {
    if (same_name(name, "Transfer-Encoding")) {
      r.verdict = HeadReading::Verdict::Chunked;
      return r;
    }
    if (same_name(name, "Expect") && same_name(value, "100-continue")) r.expect_continue = true;
    if (!same_name(name, "Content-Length")) continue;
    // Digits only, and every Content-Length the same: a request whose length can be read two
    // ways is how one request is smuggled inside another.
    if (value.empty() || value.size() > 12 || value.find_first_not_of("0123456789") != std::string::npos) {
      r.verdict = HeadReading::Verdict::BadLength;
      return r;
    }
    const size_t n = std::stoull(value);
    if (length && *length != n) {
      r.verdict = HeadReading::Verdict::BadLength;
      return r;
    }
    length = n;
  }
  r.body_size = length.value_or(0);
  r.verdict = r.body_size > max_body ? HeadReading::Verdict::BodyTooLarge : HeadReading::Verdict::Complete;
  return r;
}

std::string forwarded_head(const HeadReading& r, std::string_view bytes, const std::string& peer) {
  std::string out;
  out.reserve(r.head_size + 64);
  const std::string_view head = bytes.substr(0, r.head_size - 2);  // each line with its CRLF
  size_t pos = 0;
  bool first = true;
  while (pos < head.size()) {
    size_t eol = head.find("\r\n", pos);
    if (eol == std::string_view::npos) eol = head.size();
    const std::string_view line = head.substr(pos, eol - pos);
    pos = eol + 2;
    if (!first) {
      const size_t colon = line.find(':');
      if (colon != std::string_view::npos && connection_header(trimmed(line.substr(0, colon)))) continue;
    }
    first = false;
    out.append(line).append("\r\n");
  }
  out.append("Connection: close\r\n").append(kPeerHeader).append(": ").append(peer).append("\r\n\r\n");
  return out;
}

// ------------------------------------------------------------------ the loop

namespace {

struct Conn {
  enum class Phase {
    Reading,     // the request, until it is whole
    Connecting,  // whole: waiting for room in cpp-httplib's queue
    Relaying,    // sent on: its answer comes back and goes out
    Answering,   // the front's own answer (a refusal) going out
    Closing,     // everything sent: reading what the client still sends until it closes
  };
  int fd = -1, up = -1;
  std::string peer;
  Phase phase = Phase::Reading;
  Clock::time_point opened, since;  // since: the phase's start, or the answer's last progress
  std::string in;                   // the request as read
  HeadReading reading;
  std::string to_up;  // the request as forwarded
  size_t to_up_sent = 0;
  std::string out;  // the answer not yet sent
  size_t out_sent = 0;
  bool up_done = false;
  // Counted against its address's cap: until its answer starts coming back. An answered
  // connection is one its client is done with (a table posting its next board opens the next
  // while this one closes: thirty tables behind one address answered together must not be
  // refused for the moment both are open).
  bool counted = true;
  bool continued = false;  // "100 Continue" sent
  size_t scanned = 0;      // bytes of `in` already searched for the head's end
  bool upload = false;     // a file sent to import: counted against FrontLimits::uploads
};

constexpr size_t kReadChunk = 16 * 1024;
constexpr size_t kOutHeld = 256 * 1024;  // an answer held for a slow reader, at most
constexpr auto kQueueWait = std::chrono::seconds(2);
constexpr auto kClosingWait = std::chrono::seconds(2);

}  // namespace

struct Front::Impl {
  int listen_fd = -1, wake_fd = -1, port = 0;
  FrontLimits limits;
  Refusal refusal;
  std::atomic<bool> stopping{false};
  std::list<Conn> conns;
  std::map<std::string, int> per_address;
  int uploads = 0;  // connections reading or sending on an upload
  std::string upstream;
  Clock::time_point accept_paused_until{};

  ~Impl() {
    for (auto& c : conns) drop(c);
    if (listen_fd >= 0) ::close(listen_fd);
    if (wake_fd >= 0) ::close(wake_fd);
  }

  // How long a connection may take to send its request whole.
  std::chrono::milliseconds deadline(const Conn& c) const { return c.upload ? limits.upload_deadline : limits.request_deadline; }

  // An upload's memory given back once its request has gone up (or was refused).
  void unload(Conn& c) {
    if (c.upload) c.upload = false, --uploads;
  }

  void drop(Conn& c) {
    unload(c);
    if (c.up >= 0) ::close(c.up), c.up = -1;
    if (c.fd < 0) return;
    ::close(c.fd), c.fd = -1;
    uncount(c);
  }

  void uncount(Conn& c) {
    if (!c.counted) return;
    c.counted = false;
    if (auto it = per_address.find(c.peer); it != per_address.end() && --it->second <= 0) per_address.erase(it);
  }

  // The front's own answer to `c`, then the gentle close.
  void refuse(Conn& c, int status, const std::string& code, std::vector<std::string> args = {}) {
    unload(c);
    c.reading.head.peer = c.peer;
    c.out.clear();
    if (refusal) {
      try {
        c.out = refusal(status, code, args, c.reading.head);
      } catch (...) {  // the loop serves every connection: one answer's trouble stops none of them
        c.out.clear();
      }
    }
    if (c.out.empty())
      c.out = "HTTP/1.1 " + std::to_string(status) + " " + status_reason(status) +
              "\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
    c.out_sent = 0;
    if (c.up >= 0) ::close(c.up), c.up = -1;
    c.phase = Conn::Phase::Answering;
    c.since = Clock::now();
  }

  void accept_all() {
    for (;;) {
      sockaddr_storage from{};
      socklen_t len = sizeof from;
      const int fd = ::accept4(listen_fd, reinterpret_cast<sockaddr*>(&from), &len, SOCK_NONBLOCK | SOCK_CLOEXEC);
      if (fd < 0) {
        // Out of descriptors: the waiting connections stay in the kernel's queue, and the
        // listening socket is left alone a moment (polled at once, it would spin).
        if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
          accept_paused_until = Clock::now() + std::chrono::milliseconds(100);
        return;
      }
      int yes = 1;
      ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
      Conn c;
      c.fd = fd;
      c.peer = address_of(from);
      c.opened = c.since = Clock::now();
      int& mine = per_address[c.peer];
      ++mine;
      conns.push_back(std::move(c));
      Conn& added = conns.back();
      if (mine > limits.per_address || static_cast<int>(conns.size()) > limits.connections)
        refuse(added, 503, "server.too_many_connections", {std::to_string(limits.per_address)});
    }
  }

  // Reads what the client sent; acts once the request is whole, or cannot be.
  void read_request(Conn& c) {
    char buf[kReadChunk];
    const ssize_t n = ::recv(c.fd, buf, sizeof buf, 0);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return drop_now(c);
    if (n < 0) return;
    c.in.append(buf, static_cast<size_t>(n));
    using V = HeadReading::Verdict;
    if (c.reading.verdict != V::Complete) {
      // The head is read once its end has come (or its limit passed), each byte searched once:
      // a client sending its head a byte at a time costs no more than one sending it whole.
      const bool ended = c.in.find("\r\n\r\n", c.scanned >= 3 ? c.scanned - 3 : 0) != std::string::npos;
      c.scanned = c.in.size();
      if (!ended && c.in.size() <= limits.max_head) return;
      c.reading = read_head(c.in, limits.max_head, std::max(limits.max_body, limits.max_upload));
      // A body above max_body is an upload's, or refused before a byte of it is kept.
      const bool large = c.reading.verdict == V::BodyTooLarge || (c.reading.verdict == V::Complete && c.reading.body_size > limits.max_body);
      const bool upload = large && limits.may_upload && limits.may_upload(c.reading.head);
      switch (c.reading.verdict) {
        case V::Incomplete: return;
        case V::TooLarge: return refuse(c, 431, "server.head_too_large", {std::to_string(limits.max_head / 1024)});
        case V::BadLength: return refuse(c, 400, "server.bad_length");
        case V::Chunked: return refuse(c, 411, "server.length_required");
        case V::BodyTooLarge:
          return refuse(c, 413, "server.too_large", {std::to_string((upload ? limits.max_upload : limits.max_body) / 1024)});
        case V::Complete: break;
      }
      if (large && !upload) return refuse(c, 413, "server.too_large", {std::to_string(limits.max_body / 1024)});
      if (upload) {
        if (uploads >= limits.uploads) return refuse(c, 503, "server.busy");
        c.upload = true;
        ++uploads;
      }
      if (c.reading.expect_continue && c.in.size() < c.reading.head_size + c.reading.body_size && !c.continued) {
        static constexpr std::string_view go = "HTTP/1.1 100 Continue\r\n\r\n";
        c.continued = true;
        if (::send(c.fd, go.data(), go.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(go.size())) return drop_now(c);
      }
    }
    if (c.in.size() < c.reading.head_size + c.reading.body_size) return;
    // Whole: the head as cpp-httplib is to read it, the body as sent, nothing after it (a second
    // request sent on the same connection is the client's to send again on a new one).
    c.to_up = forwarded_head(c.reading, c.in, c.peer);
    c.to_up.append(c.in, c.reading.head_size, c.reading.body_size);
    c.in.clear();
    c.in.shrink_to_fit();
    c.phase = Conn::Phase::Connecting;
    c.since = Clock::now();
    connect_up(c);
  }

  void connect_up(Conn& c) {
    if (c.up < 0) {
      c.up = ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
      if (c.up < 0) return refuse(c, 503, "server.busy");
    }
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    std::memcpy(addr.sun_path, upstream.data(), std::min(upstream.size(), sizeof addr.sun_path - 1));
    if (::connect(c.up, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 || errno == EISCONN) {
      c.phase = Conn::Phase::Relaying;
      c.since = Clock::now();
      return;
    }
    if (errno == EAGAIN || errno == EINPROGRESS) return;  // its queue is full: again on the next turn
    refuse(c, 503, "server.busy");
  }

  void relay_up(Conn& c) {
    while (c.to_up_sent < c.to_up.size()) {
      const ssize_t n = ::send(c.up, c.to_up.data() + c.to_up_sent, c.to_up.size() - c.to_up_sent, MSG_NOSIGNAL);
      if (n < 0) {
        if (errno == EAGAIN || errno == EINTR) return;
        return refuse(c, 503, "server.busy");
      }
      c.to_up_sent += static_cast<size_t>(n);
    }
    // All gone up: an upload's bytes are cpp-httplib's now.
    if (c.upload) {
      c.to_up.clear();
      c.to_up.shrink_to_fit();
      c.to_up_sent = 0;
      unload(c);
    }
  }

  void relay_answer(Conn& c) {
    char buf[kReadChunk];
    while (!c.up_done && c.out.size() - c.out_sent < kOutHeld) {
      const ssize_t n = ::recv(c.up, buf, sizeof buf, 0);
      if (n > 0) {
        c.out.append(buf, static_cast<size_t>(n));
        c.since = Clock::now();  // the answer's idle time counts from its last progress
        uncount(c);
        continue;
      }
      if (n < 0 && (errno == EAGAIN || errno == EINTR)) break;
      c.up_done = true;  // cpp-httplib closes once it has answered
      ::close(c.up);
      c.up = -1;
    }
  }

  // Sends what is held for the client; true when something went.
  bool send_out(Conn& c) {
    bool moved = false;
    while (c.out_sent < c.out.size()) {
      const ssize_t n = ::send(c.fd, c.out.data() + c.out_sent, c.out.size() - c.out_sent, MSG_NOSIGNAL);
      if (n < 0) {
        if (errno == EAGAIN || errno == EINTR) break;
        drop_now(c);
        return false;
      }
      c.out_sent += static_cast<size_t>(n);
      moved = true;
    }
    if (c.out_sent == c.out.size() && c.out_sent > 0) {
      c.out.clear();
      c.out_sent = 0;
    }
    return moved;
  }

  void closing(Conn& c) {
    ::shutdown(c.fd, SHUT_WR);
    c.phase = Conn::Phase::Closing;
    c.since = Clock::now();
  }

  void drop_now(Conn& c) {
    drop(c);
    c.phase = Conn::Phase::Closing;  // with fd -1: removed at the end of the turn
  }

  void turn() {
    const auto now = Clock::now();
    std::vector<pollfd> fds;
    std::vector<std::pair<Conn*, bool>> who;  // for each entry after the first two: its connection, and whether it is the upstream side
    fds.reserve(2 + conns.size() * 2);
    fds.push_back({now < accept_paused_until ? -1 : listen_fd, POLLIN, 0});
    fds.push_back({wake_fd, POLLIN, 0});
    auto next = now + std::chrono::seconds(1);
    if (now < accept_paused_until) next = std::min(next, accept_paused_until);
    for (auto& c : conns) {
      short client = 0, up = 0;
      switch (c.phase) {
        case Conn::Phase::Reading:
          client = POLLIN;
          next = std::min(next, c.opened + deadline(c));
          break;
        case Conn::Phase::Connecting:
          next = std::min(next, now + std::chrono::milliseconds(5));
          break;
        case Conn::Phase::Relaying:
          if (c.to_up_sent < c.to_up.size()) up |= POLLOUT;
          if (!c.up_done && c.out.size() - c.out_sent < kOutHeld) up |= POLLIN;
          if (c.out_sent < c.out.size()) {
            client = POLLOUT;
            next = std::min(next, c.since + limits.answer_idle);
          }
          break;
        case Conn::Phase::Answering:
          client = POLLOUT;
          next = std::min(next, c.since + kClosingWait);
          break;
        case Conn::Phase::Closing:
          client = POLLIN;
          next = std::min(next, c.since + kClosingWait);
          break;
      }
      if (client && c.fd >= 0) fds.push_back({c.fd, client, 0}), who.emplace_back(&c, false);
      if (up && c.up >= 0) fds.push_back({c.up, up, 0}), who.emplace_back(&c, true);
    }
    const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count();
    ::poll(fds.data(), fds.size(), static_cast<int>(std::clamp<long long>(wait + 1, 0, 1000)));
    if (fds[1].revents) {
      uint64_t v;
      [[maybe_unused]] auto ignored = ::read(wake_fd, &v, sizeof v);
    }
    for (size_t i = 2; i < fds.size(); ++i) {
      if (!fds[i].revents) continue;
      Conn& c = *who[i - 2].first;
      if (c.fd < 0) continue;
      const bool upstream_side = who[i - 2].second;
      switch (c.phase) {
        case Conn::Phase::Reading: read_request(c); break;
        case Conn::Phase::Relaying:
          if (upstream_side) {
            if (fds[i].revents & POLLOUT) relay_up(c);
            if (c.phase == Conn::Phase::Relaying && (fds[i].revents & (POLLIN | POLLHUP | POLLERR))) relay_answer(c);
          } else if (send_out(c)) {
            c.since = Clock::now();
          }
          break;
        case Conn::Phase::Answering: send_out(c); break;
        case Conn::Phase::Closing: {
          char buf[kReadChunk];
          const ssize_t n = ::recv(c.fd, buf, sizeof buf, 0);
          if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) drop(c);
          break;
        }
        case Conn::Phase::Connecting: break;
      }
    }
    if (fds[0].revents) accept_all();
    const auto later = Clock::now();
    for (auto it = conns.begin(); it != conns.end();) {
      Conn& c = *it;
      if (c.fd >= 0) {
        switch (c.phase) {
          case Conn::Phase::Reading:
            if (later >= c.opened + deadline(c)) {
              // Nothing sent: a connection opened ahead of need (browsers do) is simply closed.
              if (c.in.empty()) drop(c);
              else refuse(c, 408, "server.request_timeout", {std::to_string(deadline(c).count() / 1000)});
            }
            break;
          case Conn::Phase::Connecting:
            if (later >= c.since + kQueueWait) refuse(c, 503, "server.busy");
            else connect_up(c);
            if (c.phase == Conn::Phase::Relaying) relay_up(c);
            break;
          case Conn::Phase::Relaying:
            if (c.up_done && c.out_sent == c.out.size()) closing(c);
            else if (c.out_sent < c.out.size() && later >= c.since + limits.answer_idle) drop(c);
            break;
          case Conn::Phase::Answering:
            if (c.out.empty()) closing(c);
            else if (later >= c.since + kClosingWait) drop(c);
            break;
          case Conn::Phase::Closing:
            if (later >= c.since + kClosingWait) drop(c);
            break;
        }
      }
      if (c.fd < 0) it = conns.erase(it);
      else ++it;
    }
  }
};

Front::Front(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Front::~Front() = default;

Result<std::unique_ptr<Front>> Front::bind(const std::string& host, int port, FrontLimits limits, Refusal refusal) {
  auto cannot = [&] { return fail_code("server.cannot_bind", "port", {host, std::to_string(port)}); };
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  if (port < 0 || port > 65535 || ::getaddrinfo(host.empty() ? nullptr : host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0)
    return cannot();
  int fd = -1;
  for (addrinfo* a = found; a && fd < 0; a = a->ai_next) {
    fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
    if (fd < 0) continue;
    // SO_REUSEADDR only: SO_REUSEPORT would let a second `bandeja serve` bind the same port
    // and take half of the tables' requests.
    int yes = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    if (::bind(fd, a->ai_addr, a->ai_addrlen) != 0 || ::listen(fd, SOMAXCONN) != 0) ::close(fd), fd = -1;
  }
  ::freeaddrinfo(found);
  if (fd < 0) return cannot();
  nonblocking(fd);
  sockaddr_storage bound{};
  socklen_t len = sizeof bound;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&bound), &len);
  auto impl = std::make_unique<Impl>();
  impl->listen_fd = fd;
  impl->port = ntohs(bound.ss_family == AF_INET6 ? reinterpret_cast<sockaddr_in6&>(bound).sin6_port
                                                 : reinterpret_cast<sockaddr_in&>(bound).sin_port);
  impl->wake_fd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (impl->wake_fd < 0) return cannot();
  limits.connections = connection_room(limits.connections);
  limits.per_address = std::max(1, limits.per_address);
  impl->limits = limits;
  impl->refusal = std::move(refusal);
  return std::unique_ptr<Front>(new Front(std::move(impl)));
}

int Front::port() const { return impl_->port; }
const FrontLimits& Front::limits() const { return impl_->limits; }

void Front::run(const std::string& upstream) {
  impl_->upstream = upstream;
  Impl& i = *impl_;
  while (!i.stopping.load()) i.turn();
  // Stopping: no new connection, nothing more read; the requests already passed on are
  // answered (a table's confirm in flight when the director stops the server), 2 s at most.
  if (i.listen_fd >= 0) ::close(i.listen_fd), i.listen_fd = -1;
  const auto until = Clock::now() + std::chrono::seconds(2);
  auto in_flight = [&i] {
    bool any = false;
    for (auto& c : i.conns) {
      if (c.phase == Conn::Phase::Reading || c.phase == Conn::Phase::Connecting) i.drop(c);
      any = any || (c.fd >= 0 && c.phase == Conn::Phase::Relaying);
    }
    return any;
  };
  while (in_flight() && Clock::now() < until) i.turn();
  for (auto& c : impl_->conns) impl_->drop(c);
  impl_->conns.clear();
  if (impl_->listen_fd >= 0) ::close(impl_->listen_fd), impl_->listen_fd = -1;
}

void Front::stop() {
  impl_->stopping = true;
  const uint64_t one = 1;
  [[maybe_unused]] auto ignored = ::write(impl_->wake_fd, &one, sizeof one);
}

}  // namespace bandeja::server
