// The server's security helpers: table-link tokens, the director's password hash, comparing
// secrets, and locking out a client that keeps giving wrong passwords.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "bandeja/server/security.hpp"

using namespace bandeja;
using namespace bandeja::server;
using namespace std::chrono_literals;

namespace {

const std::chrono::steady_clock::time_point t0{};  // the tests' own clock: no time passes unless told

}  // namespace

TEST_CASE("A token is 32 URL-safe characters and a thousand tokens are all different") {
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) {
    const std::string t = random_token();
    REQUIRE(t.size() == 32);
    for (char c : t) {
      CAPTURE(c);
      CHECK(((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'));
    }
    seen.insert(t);
  }
  CHECK(seen.size() == 1000);
}

TEST_CASE("Tokens made on several threads at once are all different") {
  std::vector<std::vector<std::string>> made(4);
  std::vector<std::thread> threads;
  for (auto& out : made)
    threads.emplace_back([&out] {
      for (int i = 0; i < 250; ++i) out.push_back(random_token());
    });
  for (auto& t : threads) t.join();
  std::set<std::string> seen;
  for (const auto& out : made) seen.insert(out.begin(), out.end());
  CHECK(seen.size() == 1000);
}

TEST_CASE("A password's hash verifies that password and no other") {
  const auto hash = hash_password("correct horse battery");
  REQUIRE(hash);
  CHECK(hash->starts_with("$argon2id$"));
  CHECK(verify_password(*hash, "correct horse battery"));
  CHECK_FALSE(verify_password(*hash, "correct horse batterY"));
  CHECK_FALSE(verify_password(*hash, "correct horse battery "));
  CHECK_FALSE(verify_password(*hash, ""));
}

TEST_CASE("Two hashes of the same password differ (each has its own salt) and both verify it") {
  const auto a = hash_password("contraseña del árbitro");
  const auto b = hash_password("contraseña del árbitro");
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a != *b);
  CHECK(verify_password(*a, "contraseña del árbitro"));
  CHECK(verify_password(*b, "contraseña del árbitro"));
}

TEST_CASE("A password shorter than 8 characters is refused with server.password_short") {
  for (const char* p : {"", "1234567", "ñandú12"}) {  // "ñandú12": 9 bytes but 7 characters
    CAPTURE(p);
    const auto r = hash_password(p);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "server.password_short");
    CHECK(r.error().field == "password");
    CHECK(r.error().args == std::vector<std::string>{"8"});
  }
  CHECK(hash_password("12345678"));
  CHECK(hash_password("ñandú123"));
}

TEST_CASE("An empty or malformed stored hash verifies no password") {
  CHECK_FALSE(verify_password("", ""));
  CHECK_FALSE(verify_password("", "anything at all"));
  CHECK_FALSE(verify_password("not a hash", "not a hash"));
  CHECK_FALSE(verify_password("$argon2id$v=19$m=65536,t=2,p=1$garbage", "password1"));
  const auto hash = hash_password("password1");
  REQUIRE(hash);
  CHECK_FALSE(verify_password(hash->substr(0, hash->size() - 4), "password1"));  // cut short
  CHECK_FALSE(verify_password(*hash + std::string(200, 'x'), "password1"));      // too long to be one
  CHECK_FALSE(verify_password(std::string("$argon2id\0$", 11), "password1"));
}

TEST_CASE("Two secrets are the same only when every byte and the length agree") {
  CHECK(same_secret("AbCdEf", "AbCdEf"));
  CHECK(same_secret("", ""));
  CHECK_FALSE(same_secret("AbCdEf", "AbCdEg"));
  CHECK_FALSE(same_secret("AbCdEf", "abcdef"));
  CHECK_FALSE(same_secret("AbCdEf", "AbCdE"));
  CHECK_FALSE(same_secret("", "x"));
  CHECK(same_secret(std::string("a\0b", 3), std::string("a\0b", 3)));
  CHECK_FALSE(same_secret(std::string("a\0b", 3), std::string("a\0c", 3)));
}

TEST_CASE("After 5 wrong passwords within the window a client is refused for the lockout, others are not") {
  AttemptLimiter limiter;  // 5 failures in 10 minutes lock for 5 minutes
  for (int i = 0; i < 4; ++i) {
    CHECK_FALSE(limiter.refused("10.0.0.7", t0 + i * 1s));
    limiter.failed("10.0.0.7", t0 + i * 1s);
  }
  CHECK_FALSE(limiter.refused("10.0.0.7", t0 + 4s));
  limiter.failed("10.0.0.7", t0 + 4s);
  const auto wait = limiter.refused("10.0.0.7", t0 + 4s);
  REQUIRE(wait);
  CHECK(*wait == 300s);
  CHECK(limiter.refused("10.0.0.7", t0 + 4s + 100ms) == 300s);  // rounded up to whole seconds
  CHECK(limiter.refused("10.0.0.7", t0 + 4s + 299s) == 1s);
  CHECK_FALSE(limiter.refused("10.0.0.8", t0 + 5s));
}

TEST_CASE("A locked-out client may try again once the lockout is over, with its failures forgotten") {
  AttemptLimiter limiter(5, 10min, 5min);
  for (int i = 0; i < 5; ++i) limiter.failed("c", t0);
  REQUIRE(limiter.refused("c", t0 + 4min));
  limiter.failed("c", t0 + 4min);  // refused anyway: does not make the lockout longer
  CHECK(limiter.refused("c", t0 + 4min + 59s) == 1s);
  CHECK_FALSE(limiter.refused("c", t0 + 5min));
  // A fresh start: four more failures do not lock it, the fifth does.
  for (int i = 0; i < 4; ++i) limiter.failed("c", t0 + 6min);
  CHECK_FALSE(limiter.refused("c", t0 + 6min));
  limiter.failed("c", t0 + 6min);
  CHECK(limiter.refused("c", t0 + 6min) == 300s);
}

TEST_CASE("Failures older than the window are forgotten: spread-out mistakes never lock a client") {
  AttemptLimiter limiter(5, 10min, 5min);
  for (int i = 0; i < 20; ++i) {  // one every three minutes: never five within ten minutes
    limiter.failed("slow typist", t0 + i * 3min);
    CHECK_FALSE(limiter.refused("slow typist", t0 + i * 3min));
  }
  AttemptLimiter quick(5, 10min, 5min);
  for (int i = 0; i < 5; ++i) quick.failed("quick", t0 + i * 2min);  // five within eight minutes
  CHECK(quick.refused("quick", t0 + 8min));
}

TEST_CASE("A right password forgets the client's failures") {
  AttemptLimiter limiter;
  for (int i = 0; i < 4; ++i) limiter.failed("c", t0);
  limiter.succeeded("c");
  CHECK(limiter.tracked() == 0);
  for (int i = 0; i < 4; ++i) limiter.failed("c", t0);
  CHECK_FALSE(limiter.refused("c", t0));  // four again, not eight
  limiter.succeeded("never seen");        // a client never heard of: nothing to forget
  CHECK(limiter.tracked() == 1);
}

TEST_CASE("The limiter remembers at most 10000 clients, forgetting the one heard from longest ago") {
  AttemptLimiter limiter(2, 10min, 5min);
  limiter.failed("first", t0);
  limiter.failed("first", t0);  // locked
  limiter.failed("second", t0);
  limiter.failed("second", t0);  // locked
  limiter.failed("first", t0 + 1s);  // heard from again: now the more recent of the two
  for (std::size_t i = 2; i < AttemptLimiter::max_clients; ++i) limiter.failed("client " + std::to_string(i), t0 + 2s);
  CHECK(limiter.tracked() == AttemptLimiter::max_clients);
  REQUIRE(limiter.refused("first", t0 + 3s));
  REQUIRE(limiter.refused("second", t0 + 3s));
  limiter.failed("one more", t0 + 3s);
  CHECK(limiter.tracked() == AttemptLimiter::max_clients);
  CHECK_FALSE(limiter.refused("second", t0 + 3s));  // the oldest, forgotten
  CHECK(limiter.refused("first", t0 + 3s));
}

TEST_CASE("The limiter counts every failure when clients fail on several threads at once") {
  AttemptLimiter limiter(400, 10min, 5min);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&limiter] {
      for (int i = 0; i < 100; ++i) limiter.failed("shared", t0);
    });
  for (auto& t : threads) t.join();
  CHECK(limiter.refused("shared", t0) == 300s);
}

TEST_CASE("An attempt is counted before its check: a burst from one client lets only the limit's number through") {
  AttemptLimiter limiter(5, 10min, 5min);
  // Sixteen attempts arrive at once, none checked yet: five may go on, the rest wait out the lockout.
  int let_through = 0, refused = 0;
  for (int i = 0; i < 16; ++i) {
    if (auto wait = limiter.attempt("burst", t0)) {
      CHECK(*wait == 300s);
      ++refused;
    } else {
      ++let_through;
    }
  }
  CHECK(let_through == 5);
  CHECK(refused == 11);
  // A right password among the five forgets the count, as after a failure told afterwards.
  AttemptLimiter right(5, 10min, 5min);
  CHECK_FALSE(right.attempt("c", t0));
  right.succeeded("c");
  CHECK(right.tracked() == 0);
}

TEST_CASE("The limiter lets the limit's number through when one client's attempts arrive on several threads at once") {
  AttemptLimiter limiter(5, 10min, 5min);
  std::atomic<int> through{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 50; ++i)
        if (!limiter.attempt("shared", t0)) ++through;
    });
  for (auto& t : threads) t.join();
  CHECK(through == 5);
}

TEST_CASE("The hashing gate runs at most its slots at once, refuses past its wait and frees a slot when done") {
  HashGate gate(2);
  auto a = gate.enter(0ms);
  auto b = gate.enter(0ms);
  CHECK(a);
  CHECK(b);
  auto c = gate.enter(10ms);
  CHECK_FALSE(c);
  {
    auto moved = std::move(a);  // a slot moved keeps one slot, released once
    CHECK(moved);
  }
  auto d = gate.enter(0ms);
  CHECK(d);
  CHECK_FALSE(gate.enter(0ms));
}

TEST_CASE("The hashing gate lets at most its queue wait for a slot: a sign-in past them is refused at once, and the waiting ones get the slots freed") {
  HashGate gate(1, 2);
  std::atomic<int> got{0}, refused{0};
  std::vector<std::thread> waiting;
  {
    auto held = gate.enter(0ms);
    REQUIRE(held);
    for (int i = 0; i < 2; ++i)
      waiting.emplace_back([&] {
        if (auto s = gate.enter(10s)) ++got;
        else ++refused;
      });
    for (int i = 0; i < 1000 && gate.waiting() < 2; ++i) std::this_thread::sleep_for(1ms);
    REQUIRE(gate.waiting() == 2);
    // A third, with a long wait of its own, is refused at once: the queue is full.
    const auto start = std::chrono::steady_clock::now();
    CHECK_FALSE(gate.enter(10s));
    CHECK(std::chrono::steady_clock::now() - start < 5s);
  }  // the slot freed: the two waiting take it in turn
  for (auto& t : waiting) t.join();
  CHECK(got == 2);
  CHECK(refused == 0);
  CHECK(gate.waiting() == 0);
}
