#include "bandeja/server/security.hpp"

#include <sodium.h>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <future>
#include <cstdlib>

namespace bandeja::server {

namespace {

// libsodium must be initialized once before its first use (it picks its implementations and
// opens the system's random source then); safe to reach from several threads at once.
void ensure_sodium() {
  static std::once_flag once;
  std::call_once(once, [] {
    // It fails only when the operating system gives no random numbers: nothing the server
    // hands out (tokens, salts) would be safe then, and libsodium itself would abort later.
    if (sodium_init() < 0) std::abort();
  });
}

// Characters, not bytes: "contraseña" is 10 long, as the director counts it.
std::size_t code_points(std::string_view s) {
  return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

}  // namespace

std::uint64_t random_word() {
  ensure_sodium();
  std::uint64_t w = 0;
  randombytes_buf(&w, sizeof w);
  return w;
}

std::string random_token() {
  ensure_sodium();
  unsigned char bytes[24];
  randombytes_buf(bytes, sizeof bytes);
  constexpr int variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  char text[sodium_base64_ENCODED_LEN(sizeof bytes, variant)];  // 32 characters and the NUL
  sodium_bin2base64(text, sizeof text, bytes, sizeof bytes, variant);
  sodium_memzero(bytes, sizeof bytes);
  return std::string(text);
}

Result<std::string> hash_password(std::string_view password) {
  if (code_points(password) < static_cast<std::size_t>(min_password_length))
    return fail_code("server.password_short", "password", {std::to_string(min_password_length)});
  ensure_sodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
    return fail_code("server.password_hash_failed", "password");
  return std::string(out);
}

bool verify_password(std::string_view stored_hash, std::string_view password) {
  // libsodium reads the hash as a NUL-terminated string of at most STRBYTES - 1 characters.
  if (stored_hash.empty() || stored_hash.size() >= crypto_pwhash_STRBYTES ||
      stored_hash.find('\0') != std::string_view::npos)
    return false;
  ensure_sodium();
  char hash[crypto_pwhash_STRBYTES] = {};
  std::copy(stored_hash.begin(), stored_hash.end(), hash);
  return crypto_pwhash_str_verify(hash, password.data(), password.size()) == 0;
}

bool verify_password_yielding(std::string_view stored_hash, std::string_view password) {
  // A thread of its own, niced: Linux schedules each thread by its own nice value, and an
  // unprivileged thread may lower its priority but never raise it again, so the check cannot run
  // on the worker that asked for it.
  const std::string hash(stored_hash), given(password);
  return std::async(std::launch::async, [&] {
           ::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), 10);
           return verify_password(hash, given);
         }).get();
}

bool same_secret(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  if (a.empty()) return true;
  ensure_sodium();
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

AttemptLimiter::AttemptLimiter(int max_failures, std::chrono::seconds window, std::chrono::seconds lockout)
    : max_failures_(std::max(1, max_failures)), window_(window), lockout_(lockout) {}

std::optional<std::chrono::seconds> AttemptLimiter::refused(const std::string& client,
                                                            std::chrono::steady_clock::time_point now) {
  std::lock_guard lock(mutex_);
  return locked(client, now);
}

void AttemptLimiter::failed(const std::string& client, std::chrono::steady_clock::time_point now) {
  std::lock_guard lock(mutex_);
  count(client, now);
}

std::optional<std::chrono::seconds> AttemptLimiter::attempt(const std::string& client,
                                                            std::chrono::steady_clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (auto wait = locked(client, now)) return wait;
  count(client, now);
  return std::nullopt;
}

std::optional<std::chrono::seconds> AttemptLimiter::locked(const std::string& client,
                                                           std::chrono::steady_clock::time_point now) {
  auto it = clients_.find(client);
  if (it == clients_.end() || !it->second.locked_until) return std::nullopt;
  if (now < *it->second.locked_until)
    return std::chrono::ceil<std::chrono::seconds>(*it->second.locked_until - now);
  // The lockout is served: the client starts again with no failures.
  recency_.erase(it->second.recent);
  clients_.erase(it);
  return std::nullopt;
}

void AttemptLimiter::count(const std::string& client, std::chrono::steady_clock::time_point now) {
  auto it = clients_.find(client);
  if (it == clients_.end()) {
    if (clients_.size() >= max_clients) {  // forget the client heard from longest ago
      clients_.erase(recency_.back());
      recency_.pop_back();
    }
    recency_.push_front(client);
    it = clients_.emplace(client, Client{{}, std::nullopt, recency_.begin()}).first;
  } else {
    recency_.splice(recency_.begin(), recency_, it->second.recent);  // heard from now
  }
  Client& c = it->second;
  if (c.locked_until) {
    if (now < *c.locked_until) return;  // refused anyway: the lockout does not grow
    c.locked_until.reset();             // served: a fresh start
    c.failures.clear();
  }
  std::erase_if(c.failures, [&](std::chrono::steady_clock::time_point t) { return now - t >= window_; });
  c.failures.push_back(now);
  if (static_cast<int>(c.failures.size()) >= max_failures_) {
    c.locked_until = now + lockout_;
    c.failures.clear();
  }
}

void AttemptLimiter::succeeded(const std::string& client) {
  std::lock_guard lock(mutex_);
  auto it = clients_.find(client);
  if (it == clients_.end()) return;
  recency_.erase(it->second.recent);
  clients_.erase(it);
}

std::size_t AttemptLimiter::tracked() const {
  std::lock_guard lock(mutex_);
  return clients_.size();
}

}  // namespace bandeja::server
