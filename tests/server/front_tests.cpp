// The server's front door (front.hpp): each request read whole, within a deadline, before any
// worker sees it; a cap on each address's connections; what cannot be one of our requests
// refused there, in the reader's language. The reader of a request's head on its own, then the
// front over loopback, each client a loopback address of its own when it matters.
#include <doctest/doctest.h>

#include <netinet/tcp.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "bandeja/server/front.hpp"
#include "http_fixture.hpp"
#include "loopback.hpp"

namespace bandeja::test {
namespace {

using V = server::HeadReading::Verdict;
using namespace std::chrono_literals;

constexpr size_t kHead = 1024, kBody = 100;

struct HeadCase {
  const char* what;
  std::string bytes;
  V verdict;
  size_t body = 0;
};

TEST_CASE("A request's head is read to its blank line: its length, a body in chunks, a length read two ways and sizes over the limits each have their verdict") {
  const std::string big(kHead, 'x');
  const std::vector<HeadCase> cases = {
      {"nothing yet", "", V::Incomplete},
      {"a line not ended", "GET / HTTP/1.1\r\nHost: a", V::Incomplete},
      {"headers not ended", "GET / HTTP/1.1\r\nHost: a\r\n", V::Incomplete},
      {"a GET", "GET / HTTP/1.1\r\nHost: a\r\n\r\n", V::Complete, 0},
      {"a POST with its length", "POST /x HTTP/1.1\r\nContent-Length: 42\r\n\r\n", V::Complete, 42},
      {"the length in any case, spaces around", "POST /x HTTP/1.1\r\ncontent-LENGTH:  7 \r\n\r\n", V::Complete, 7},
      {"the same length twice", "POST /x HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\n", V::Complete, 5},
      {"two lengths", "POST /x HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", V::BadLength},
      {"a length in hexadecimal", "POST /x HTTP/1.1\r\nContent-Length: 0x10\r\n\r\n", V::BadLength},
      {"a negative length", "POST /x HTTP/1.1\r\nContent-Length: -1\r\n\r\n", V::BadLength},
      {"an empty length", "POST /x HTTP/1.1\r\nContent-Length:\r\n\r\n", V::BadLength},
      {"a length of 13 digits", "POST /x HTTP/1.1\r\nContent-Length: 1000000000000\r\n\r\n", V::BadLength},
      {"chunks", "POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", V::Chunked},
      {"chunks beside a length", "POST /x HTTP/1.1\r\nContent-Length: 5\r\ntransfer-encoding: gzip, chunked\r\n\r\n", V::Chunked},
      {"a body one over the limit", "POST /x HTTP/1.1\r\nContent-Length: 101\r\n\r\n", V::BodyTooLarge},
      {"a body at the limit", "POST /x HTTP/1.1\r\nContent-Length: 100\r\n\r\n", V::Complete, 100},
      {"a head over the limit, not ended", "GET /" + big + " HTTP/1.1\r\n", V::TooLarge},
      {"a head over the limit, ended", "GET /" + big + " HTTP/1.1\r\n\r\n", V::TooLarge},
  };
  for (const auto& c : cases) {
    CAPTURE(c.what);
    const auto r = server::read_head(c.bytes, kHead, kBody);
    CHECK(r.verdict == c.verdict);
    if (c.verdict == V::Complete) {
      CHECK(r.head_size == c.bytes.size());
      CHECK(r.body_size == c.body);
    }
  }
}

TEST_CASE("A head at exactly its limit is read, one byte more is too large") {
  const std::string start = "GET /", end = " HTTP/1.1\r\n\r\n";
  const std::string at = start + std::string(kHead - start.size() - end.size(), 'a') + end;
  REQUIRE(at.size() == kHead);
  CHECK(server::read_head(at, kHead, kBody).verdict == V::Complete);
  const std::string over = start + std::string(kHead - start.size() - end.size() + 1, 'a') + end;
  CHECK(server::read_head(over, kHead, kBody).verdict == V::TooLarge);
}

TEST_CASE("The head read keeps the method, the target and the headers for the answer's language, and sees Expect: 100-continue") {
  const auto r = server::read_head(
      "POST /api/t/x/results?lang=es HTTP/1.1\r\nAccept-Language: fr\r\nExpect: 100-Continue\r\nContent-Length: 3\r\n\r\nabc",
      kHead, kBody);
  REQUIRE(r.verdict == V::Complete);
  CHECK(r.head.method == "POST");
  CHECK(r.head.target == "/api/t/x/results?lang=es");
  CHECK(r.head.header("accept-language") == "fr");
  CHECK(r.expect_continue);
  // A head refused as too large still says what was read of it.
  const auto big = server::read_head("GET /live/1?lang=fr HTTP/1.1\r\nCookie: " + std::string(2000, 'c'), kHead, kBody);
  CHECK(big.verdict == V::TooLarge);
  CHECK(big.head.target == "/live/1?lang=fr");
  // A request line longer than the limit itself: its target as far as it came.
  const auto long_line = server::read_head("GET /live/1?lang=es&q=" + std::string(2000, 'q'), kHead, kBody);
  CHECK(long_line.verdict == V::TooLarge);
  CHECK(long_line.head.method == "GET");
  CHECK(long_line.head.target.starts_with("/live/1?lang=es&q=qqq"));
  // A request line not yet ended, under the limit: nothing read yet but what came.
  CHECK(server::read_head("GET /live", kHead, kBody).verdict == V::Incomplete);
}

TEST_CASE("The head passed on drops what speaks of the connection and any address the client gave, and adds the client's own") {
  const std::string bytes =
      "POST /x HTTP/1.1\r\nHost: h\r\nConnection: keep-alive\r\nkeep-alive: timeout=5\r\nX-Bandeja-Peer: 10.9.9.9\r\n"
      "x-bandeja-peer : 10.8.8.8\r\nExpect: 100-continue\r\nUpgrade: websocket\r\nContent-Length: 2\r\n\r\nok";
  const auto r = server::read_head(bytes, kHead, kBody);
  REQUIRE(r.verdict == V::Complete);
  const std::string head = server::forwarded_head(r, bytes, "127.0.0.5");
  CHECK(head ==
        "POST /x HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nConnection: close\r\nX-Bandeja-Peer: 127.0.0.5\r\n\r\n");
}

// ------------------------------------------------------------------ over loopback

std::string entry_request(const Served& s, int table, const Json& body) {
  const std::string text = body.dump();
  return "POST /api/t/" + s.token(table) + "/results HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
         "Content-Length: " + std::to_string(text.size()) + "\r\n\r\n" + text;
}

TEST_CASE("Clients that send a header line every few seconds hold no worker: with one worker, a table's entry is answered at once while twenty of them wait, and each gets 408 at the deadline") {
  Served::Setup setup;
  setup.threads = 1;
  setup.deadline_ms = 2000;
  Served s(setup);
  std::vector<int> slow;
  for (int i = 0; i < 20; ++i) {
    const int fd = connect_from("127.0.0.2", s.port);
    REQUIRE(fd >= 0);
    send_all(fd, "GET /live/" + std::to_string(s.event.id) + " HTTP/1.1\r\n");
    slow.push_back(fd);
  }
  for (int fd : slow) send_all(fd, "Host: 127.0.0.1\r\n");  // a line now and then
  const int b = s.row(1, 1).boards[0];
  const auto answer = exchange(s.port, entry_request(s, 1, entry(1, b, "4S", "N", "=", "k")), 5000);
  REQUIRE(answer);
  CHECK(answer_status(*answer) == 201);
  CHECK(s.lines().size() == 1);
  // The slow ones: 408 in the server's words, then closed.
  for (int fd : slow) {
    const std::string a = read_answer(fd, 5000);
    CHECK(answer_status(a) == 408);
    CHECK(a.find("did not come whole within 2 seconds") != std::string::npos);
    ::close(fd);
  }
}

TEST_CASE("A request sent a byte at a time, its blank line split between reads, is read whole and answered") {
  Served s;
  const int b = s.row(1, 1).boards[0];
  const std::string request = entry_request(s, 1, entry(1, b, "3NT", "S", "=", "slow"));
  const int fd = connect_from("", s.port);
  REQUIRE(fd >= 0);
  int yes = 1;
  ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
  for (char c : request) {
    send_all(fd, std::string_view(&c, 1));
    std::this_thread::sleep_for(std::chrono::microseconds(300));
  }
  const std::string a = read_answer(fd, 5000);
  ::close(fd);
  CHECK(answer_status(a) == 201);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("A connection that sends nothing is closed at the deadline without a word") {
  Served::Setup setup;
  setup.deadline_ms = 500;
  Served s(setup);
  const int fd = connect_from("", s.port);
  REQUIRE(fd >= 0);
  const auto start = std::chrono::steady_clock::now();
  CHECK(read_answer(fd, 5000).empty());
  CHECK(std::chrono::steady_clock::now() - start < 4s);  // closed by the server, not given up on
  ::close(fd);
}

TEST_CASE("An address holds at most its number of connections at once: the next is answered 503 in the reader's language, other addresses are served, and the address is served again once one closes") {
  Served::Setup setup;
  setup.per_address = 4;
  Served s(setup);
  std::vector<int> held;
  for (int i = 0; i < 4; ++i) {
    const int fd = connect_from("127.0.0.3", s.port);
    REQUIRE(fd >= 0);
    send_all(fd, "GET / HTTP/1.1\r\n");
    held.push_back(fd);
  }
  std::this_thread::sleep_for(100ms);  // the server has taken all four
  const auto fifth = exchange(s.port, "GET /live/1 HTTP/1.1\r\nAccept-Language: es\r\n\r\n", 5000, "127.0.0.3");
  REQUIRE(fifth);
  CHECK(answer_status(*fifth) == 503);
  CHECK(fifth->find("Retry-After: 2") != std::string::npos);
  // Refused at once, before its request was read: in the server's language.
  CHECK(fifth->find("too many connections from this address (at most 4 at once)") != std::string::npos);
  const int b = s.row(1, 1).boards[0];
  const auto other = exchange(s.port, entry_request(s, 1, entry(1, b, "3NT", "S", "=", "k")), 5000, "127.0.0.4");
  REQUIRE(other);
  CHECK(answer_status(*other) == 201);
  ::close(held.back());
  held.pop_back();
  std::this_thread::sleep_for(100ms);
  const auto again = exchange(s.port, "GET /api/events HTTP/1.1\r\n\r\n", 5000, "127.0.0.3");
  REQUIRE(again);
  CHECK(answer_status(*again) == 200);
  for (int fd : held) ::close(fd);
}

TEST_CASE("A head larger than its limit gets 431 and a length read two ways gets 400, in the reader's language, and nothing is stored") {
  Served s;
  const auto big = exchange(s.port, "GET /live/1?lang=es HTTP/1.1\r\nCookie: " + std::string(20000, 'c') + "\r\n\r\n", 5000);
  REQUIRE(big);
  CHECK(answer_status(*big) == 431);
  CHECK(big->find("las cabeceras de la solicitud superan 16 KiB") != std::string::npos);
  // The whole head in its request line (a browser's 17 KB link): still the reader's language.
  const auto long_line = exchange(s.port, "GET /live/1?lang=fr&q=" + std::string(20000, 'q') + " HTTP/1.1\r\n\r\n", 5000);
  REQUIRE(long_line);
  CHECK(answer_status(*long_line) == 431);
  CHECK(long_line->find("les en-têtes de la requête dépassent 16 Kio") != std::string::npos);
  const int b = s.row(1, 1).boards[0];
  const std::string body = entry(1, b, "4S", "N", "=", "k").dump();
  const auto two = exchange(s.port,
                            "POST /api/t/" + s.token(1) + "/results HTTP/1.1\r\nContent-Type: application/json\r\n"
                            "Content-Length: " + std::to_string(body.size()) + "\r\nContent-Length: 2\r\n\r\n" + body,
                            5000);
  REQUIRE(two);
  CHECK(answer_status(*two) == 400);
  CHECK(two->find("\"code\":\"server.bad_length\"") != std::string::npos);
  CHECK(s.lines().empty());
}

TEST_CASE("A second request sent on the same connection is not run: only the first is stored, and the connection closes after its answer") {
  Served s;
  const auto r1 = s.row(1, 1).boards;
  const std::string both = entry_request(s, 1, entry(1, r1[0], "4S", "N", "=", "first")) +
                           entry_request(s, 1, entry(1, r1[1], "3NT", "S", "=", "second"));
  const auto answer = exchange(s.port, both, 5000);
  REQUIRE(answer);
  CHECK(answer_status(*answer) == 201);
  CHECK(answer->find("HTTP/1.1", 9) == std::string::npos);  // one answer
  CHECK(answer->find("Connection: close") != std::string::npos);
  const auto lines = s.lines();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].board == r1[0]);
}

TEST_CASE("A client that waits for 100 Continue is told to go on, and one that stops sending after its request still gets the answer") {
  Served s;
  const int b = s.row(1, 1).boards[0];
  const std::string text = entry(1, b, "4S", "N", "=", "k").dump();
  const int fd = connect_from("", s.port);
  REQUIRE(fd >= 0);
  send_all(fd, "POST /api/t/" + s.token(1) + "/results HTTP/1.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n"
               "Content-Length: " + std::to_string(text.size()) + "\r\n\r\n");
  const std::string go = read_answer(fd, 2000);
  CHECK(go == "HTTP/1.1 100 Continue\r\n\r\n");
  send_all(fd, text);
  ::shutdown(fd, SHUT_WR);  // a half-close: cpp-httplib alone would have dropped the answer
  const std::string a = read_answer(fd, 5000);
  ::close(fd);
  CHECK(answer_status(a) == 201);
  CHECK(s.lines().size() == 1);
}

TEST_CASE("The sign-in limit counts the address the connection came from, not one the client writes in a header") {
  Served::Setup setup;
  setup.password = true;
  Served s(setup);
  const std::string token(32, 'a');  // the sign-in form's token: the cookie's and the form's agree
  int last = 0;
  for (int i = 0; i < 7; ++i) {
    const std::string form = "password=wrong" + std::to_string(i) + "&csrf=" + token;
    const auto a = exchange(s.port,
                            "POST /director/login HTTP/1.1\r\nCookie: bandeja_login=" + token +
                                "\r\nContent-Type: application/x-www-form-urlencoded\r\nX-Bandeja-Peer: 10.0.0." +
                                std::to_string(i) + "\r\nContent-Length: " + std::to_string(form.size()) + "\r\n\r\n" + form,
                            10000, "127.0.0.6");
    REQUIRE(a);
    last = answer_status(*a);
    if (i < 5) CHECK(last == 401);
  }
  CHECK(last == 429);
}


TEST_CASE("The workers' socket is in a directory of the server's own, removed when it stops, and one a killed server left is removed by the next") {
  TempDir runtime;
  ::setenv("XDG_RUNTIME_DIR", runtime.path.c_str(), 1);
  namespace fs = std::filesystem;
  // What a server killed an hour ago left: its directory and a socket nobody listens on.
  const fs::path dead = fs::path(runtime.path) / "bandeja-serve-dead01";
  fs::create_directory(dead);
  { std::ofstream(dead / "http") << ""; }
  const auto hour_ago = fs::file_time_type::clock::now() - std::chrono::hours(1);
  fs::last_write_time(dead / "http", hour_ago);
  fs::last_write_time(dead, hour_ago);
  // One made a moment ago (a server starting now) is left alone.
  const fs::path young = fs::path(runtime.path) / "bandeja-serve-young1";
  fs::create_directory(young);
  auto dirs = [&] {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(runtime.path)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  };
  {
    Served s;
    CHECK(!fs::exists(dead));
    CHECK(fs::exists(young));
    const auto now = dirs();
    REQUIRE(now.size() == 2);
    const fs::path mine = fs::path(runtime.path) / (now[0] == "bandeja-serve-young1" ? now[1] : now[0]);
    CHECK((fs::status(mine).permissions() & fs::perms::all) == fs::perms::owner_all);
    CHECK(fs::is_socket(mine / "http"));
  }
  CHECK(dirs() == std::vector<std::string>{"bandeja-serve-young1"});
  ::unsetenv("XDG_RUNTIME_DIR");
}

}  // namespace
}  // namespace bandeja::test
