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

// A connection to the server on 127.0.0.1:`port`, from the loopback address `from`
// ("127.0.0.7": every 127.x.y.z is this machine, so a test can be several clients), or from
// 127.0.0.1 when it is empty; -1 when it cannot be made.
inline int connect_from(const std::string& from, int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  if (!from.empty()) {
    sockaddr_in src{};
    src.sin_family = AF_INET;
    if (::inet_pton(AF_INET, from.c_str(), &src.sin_addr) != 1 ||
        ::bind(fd, reinterpret_cast<sockaddr*>(&src), sizeof src) != 0) {
      ::close(fd);
      return -1;
    }
  }
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

// Sends all of `bytes` that the server takes (it may close first, refusing the request).
inline void send_all(int fd, std::string_view bytes) {
  for (size_t sent = 0; sent < bytes.size();) {
    const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += size_t(n);
  }
}

// What the server answers on `fd`: until it closes the connection, or no byte has come for
// `quiet_ms`.
inline std::string read_answer(int fd, int quiet_ms) {
  std::string answer;
  char buf[8192];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, quiet_ms) <= 0) break;
    const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    answer.append(buf, size_t(n));
  }
  return answer;
}

// Sends `bytes` to 127.0.0.1:`port` (from `from`, as connect_from) and reads what the server
// answers: until it closes the connection, or no byte has come for `quiet_ms` (a request left
// unfinished is waited on by the server until its deadline, so the client gives up). The
// client then closes. No answer at all (nullopt) when nothing listens.
inline std::optional<std::string> exchange(int port, std::string_view bytes, int quiet_ms, const std::string& from = "") {
  const int fd = connect_from(from, port);
  if (fd < 0) return std::nullopt;
  send_all(fd, bytes);
  std::string answer = read_answer(fd, quiet_ms);
  ::close(fd);
  return answer;
}

// The status of a raw answer ("HTTP/1.1 201 Created..." is 201), 0 when it has no status line.
inline int answer_status(const std::string& answer) {
  if (!answer.starts_with("HTTP/1.1 ") || answer.size() < 12) return 0;
  const std::string digits = answer.substr(9, 3);
  return digits.find_first_not_of("0123456789") == std::string::npos ? std::stoi(digits) : 0;
}

}  // namespace bandeja::test
