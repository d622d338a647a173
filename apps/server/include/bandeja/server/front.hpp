#pragma once
// The server's front door: the one socket the phones connect to, read by a single thread that
// waits on every connection at once, so that no client, however slow, holds a worker.
//
// cpp-httplib gives each connection a worker from the moment it is accepted, and its only clock
// is a timeout on each read: a client sending one header line every few seconds held a worker
// for as long as it liked, and a few hundred of them left a table's entry unanswered (Debian's
// cpp-httplib 0.11 is a shared library with no hook on the accepted socket). The front reads
// each request whole — its head and its body, within a deadline counted from the connection's
// first moment — and only then hands it to cpp-httplib, which listens on a Unix socket in a
// directory only this process's user can enter, one request a connection. It also holds each
// address to a number of connections at once, and refuses what cannot be a request of ours
// before any worker sees it: a head larger than its limit, a body larger than the largest any
// route reads, a body sent in chunks. Its answers it does not word itself: the app renders them
// (Refusal), in the reader's language, as every other answer.
//
// Every request reaches cpp-httplib with "Connection: close" and the client's address in
// X-Bandeja-Peer (whatever the client sent under that name is dropped), and its answer is
// relayed to the client as it comes. The answer's last byte sent, the connection is closed
// gently: the front stops writing and reads what the client still sends, so that a client
// still sending is not reset before it has read the answer.
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::server {

// The header that carries the client's address to the routes (peer_of in app.hpp).
inline constexpr const char* kPeerHeader = "X-Bandeja-Peer";

// A request's head as far as the front read it, for the app to answer in the reader's language.
struct FrontHead {
  std::string method, target;                               // "" when the request line was not read
  std::vector<std::pair<std::string, std::string>> headers;  // as sent, names as written
  std::string peer;                                          // the client's address
  std::string header(std::string_view name) const;          // the first by that name, any case
};

struct FrontLimits {
  // A request's head and body must have come whole within this time of the connection being
  // accepted: otherwise 408 (or, when nothing came, the connection is closed without a word).
  std::chrono::milliseconds request_deadline{10'000};
  // An answer the client takes none of for this long is abandoned, and its connection closed.
  std::chrono::milliseconds answer_idle{10'000};
  size_t max_head = 16 * 1024;  // request line and headers; more: 431
  size_t max_body = 16 * 1024;  // Content-Length; more: 413
  int per_address = 32;         // connections from one address at once; more: 503
  int connections = 4096;       // at once in all (lowered to what the process's file limit allows)
  // A file sent to import (the director's console): a body above max_body is read, up to
  // max_upload, only when `may_upload` says its head is one (the route, and who sends it), at
  // most `uploads` at once in all (more: 503), within `upload_deadline` of the connection's first
  // moment. Any other body above max_body: 413.
  size_t max_upload = 0;
  int uploads = 2;
  std::chrono::milliseconds upload_deadline{120'000};
  std::function<bool(const FrontHead&)> may_upload;
};


// The whole HTTP answer (status line, headers, body) to a request the front refuses:
// `status` with the catalogue's `code` and its `args`.
using Refusal = std::function<std::string(int status, const std::string& code, const std::vector<std::string>& args,
                                          const FrontHead& head)>;

class Front {
 public:
  // Listens on `host`:`port` (0: any free port). "server.cannot_bind" {host, port}.
  static Result<std::unique_ptr<Front>> bind(const std::string& host, int port, FrontLimits limits, Refusal refusal);
  ~Front();
  Front(const Front&) = delete;
  Front& operator=(const Front&) = delete;

  int port() const;
  const FrontLimits& limits() const;
  // Serves until stop(): each complete request is sent to the Unix socket at `upstream`.
  void run(const std::string& upstream);
  // From any thread (a signal's too): run() returns soon after, every connection closed.
  void stop();

  struct Impl;

 private:
  explicit Front(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// The reason phrase of the statuses the front answers itself ("Request Timeout").
const char* status_reason(int status);

// What a request's head says, read by the front: where it ends, and what it asks of the body.
struct HeadReading {
  enum class Verdict { Incomplete, Complete, TooLarge, BadLength, Chunked, BodyTooLarge };
  Verdict verdict = Verdict::Incomplete;
  size_t head_size = 0;    // bytes up to and including the blank line
  size_t body_size = 0;    // Content-Length
  bool expect_continue = false;
  FrontHead head;
};
// Reads the head at the start of `bytes` (pure; the front's parser, tested on its own).
HeadReading read_head(std::string_view bytes, size_t max_head, size_t max_body);

// The head as cpp-httplib gets it: the request line and the client's headers but those that
// speak of the connection (Connection, Keep-Alive, Proxy-Connection, Expect, TE, Upgrade) and any
// kPeerHeader, then "Connection: close" and kPeerHeader: `peer`.
std::string forwarded_head(const HeadReading& r, std::string_view bytes, const std::string& peer);

}  // namespace bandeja::server
