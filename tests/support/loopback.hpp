#pragma once
// Raw bytes to a server on 127.0.0.1, for what an HTTP client library would not send (a request
// left unfinished, a body in chunks with none of it sent): the tests of the server and its fuzz
// target speak through it.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bandeja::test {

// Sends `bytes` to 127.0.0.1:`port` and reads what the server answers: until it closes the
// connection, or no byte has come for `quiet_ms` (a request left unfinished, or a connection
// kept alive, is simply waited on by the server, so the client gives up). The client then
// closes. (A half-close would be faster, but cpp-httplib answers nobody who has half-closed:
// the handlers run, the answer is dropped.) No answer at all (nullopt) when nothing listens.
inline std::optional<std::string> exchange(int port, std::string_view bytes, int quiet_ms) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return std::nullopt;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return std::nullopt;
  }
  for (size_t sent = 0; sent < bytes.size();) {
    const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;  // the server closed first (a refused request): what it said is read below
    sent += size_t(n);
  }
  std::string answer;
  char buf[8192];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, quiet_ms) <= 0) break;
    const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    answer.append(buf, size_t(n));
  }
  ::close(fd);
  return answer;
}

}  // namespace bandeja::test
