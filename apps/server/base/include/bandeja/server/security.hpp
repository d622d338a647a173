#pragma once
// What keeps the server's doors shut: the tokens in the table links, the director's password
// (stored only as its Argon2id hash), a comparison of secrets that takes the same time however
// much of them matches, and a limit on wrong passwords. libsodium does the cryptography; its
// random numbers are the operating system's. The one global is libsodium's own initialization,
// done once (std::call_once) before its first use.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <list>
#include <mutex>
#include <optional>
#include <semaphore>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::server {

// 24 random bytes as base64url without padding: 32 characters of A-Z a-z 0-9 - _, safe in a
// URL's path as they are.
std::string random_token();

// A uniform 64-bit word from the operating system's secure randomness (through libsodium): what
// the boards are dealt from when no seed is given (director::DealSource::words).
std::uint64_t random_word();

// The shortest password hash_password() takes, in characters (UTF-8 code points).
inline constexpr int min_password_length = 8;

// `password`'s Argon2id hash, salted, in libsodium's self-describing string form ("$argon2id$...",
// the parameters and salt included), at libsodium's interactive limits. Errors:
// "server.password_short" (field "password", arg: the minimum, "8") for fewer than 8 characters,
// "server.password_hash_failed" (field "password") when libsodium cannot hash (out of memory).
Result<std::string> hash_password(std::string_view password);

// Whether `password` is the one `stored_hash` (from hash_password) was made from; false for an
// empty or malformed hash.
bool verify_password(std::string_view stored_hash, std::string_view password);

// verify_password() on a thread of its own at a lower CPU priority (nice 10): a burst of
// sign-ins (each Argon2id check takes a core for a tenth of a second) leaves the cores to the
// tables' entries first.
bool verify_password_yielding(std::string_view stored_hash, std::string_view password);

// Whether the two secrets are equal, in a time that depends on their length only, not on where
// they first differ (different lengths: false at once; a secret's length is no secret here).
bool same_secret(std::string_view a, std::string_view b);

// Wrong passwords from one client (an address): after `max_failures` failures within `window`
// the client is refused for `lockout`; failures older than the window are forgotten, and so is
// the whole client on a success. The time is always given, never read. At most `max_clients`
// clients are remembered: past that, the one heard from longest ago is forgotten. Safe to call
// from several threads.
class AttemptLimiter {
 public:
  static constexpr std::size_t max_clients = 10'000;

  explicit AttemptLimiter(int max_failures = 5, std::chrono::seconds window = std::chrono::minutes(10),
                          std::chrono::seconds lockout = std::chrono::minutes(5));

  // How long `client` must still wait (whole seconds, rounded up), or nothing when it may try.
  std::optional<std::chrono::seconds> refused(const std::string& client, std::chrono::steady_clock::time_point now);
  // A wrong password from `client` at `now` (one given while it is refused counts for nothing).
  void failed(const std::string& client, std::chrono::steady_clock::time_point now);
  // One attempt about to be checked: counted as a failure before the check (so a burst sent at
  // once is bounded like attempts sent one by one), or refused with the wait when the client is
  // locked out. On a right password, succeeded() forgets the count.
  std::optional<std::chrono::seconds> attempt(const std::string& client, std::chrono::steady_clock::time_point now);
  // A right password: `client`'s failures are forgotten.
  void succeeded(const std::string& client);

  // How many clients are remembered now.
  std::size_t tracked() const;

 private:
  struct Client {
    std::vector<std::chrono::steady_clock::time_point> failures;  // within the window, oldest first
    std::optional<std::chrono::steady_clock::time_point> locked_until;
    std::list<std::string>::iterator recent;  // its place in recency_
  };
  std::optional<std::chrono::seconds> locked(const std::string& client, std::chrono::steady_clock::time_point now);
  void count(const std::string& client, std::chrono::steady_clock::time_point now);
  int max_failures_;
  std::chrono::seconds window_, lockout_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Client> clients_;
  std::list<std::string> recency_;  // the clients, the one heard from last first
};

// At most `slots` password checks at once, whoever sends them: each Argon2id check takes 64 MiB,
// so a burst of sign-ins waits here instead of taking the server's memory. At most `queue`
// more wait, each for a slot to come free within its wait; a check that cannot start in time,
// or finds the queue full, is refused (the server answers 503 and the director tries again).
// So a burst of sign-ins holds at most slots + queue of the server's workers, never all of them.
class HashGate {
 public:
  explicit HashGate(int slots = 2, int queue = 4) : slots_(std::clamp(slots, 1, 64)), queue_(std::max(queue, 0)) {}
  // A slot while it lives (false: none came free in time).
  class Slot {
   public:
    explicit Slot(HashGate* g) : gate_(g) {}
    Slot(Slot&& o) noexcept : gate_(std::exchange(o.gate_, nullptr)) {}
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    Slot& operator=(Slot&&) = delete;
    ~Slot() {
      if (gate_) gate_->slots_.release();
    }
    explicit operator bool() const { return gate_ != nullptr; }

   private:
    HashGate* gate_;
  };
  Slot enter(std::chrono::milliseconds wait) {
    if (slots_.try_acquire()) return Slot(this);
    if (waiting_.fetch_add(1) >= queue_) {
      waiting_.fetch_sub(1);
      return Slot(nullptr);
    }
    const bool got = slots_.try_acquire_for(wait);
    waiting_.fetch_sub(1);
    return Slot(got ? this : nullptr);
  }
  // How many wait for a slot now.
  int waiting() const { return waiting_.load(); }

 private:
  std::counting_semaphore<64> slots_;
  int queue_;
  std::atomic<int> waiting_{0};
};

}  // namespace bandeja::server
