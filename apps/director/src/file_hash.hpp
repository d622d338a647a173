#pragma once
// The SHA-256 of a file's bytes as they are read, for the audit record of an import
// (libsodium's), written as 64 hexadecimal digits.
#include <sodium.h>

#include <string>
#include <string_view>

namespace bandeja::director::detail {

class FileHash {
 public:
  FileHash() { crypto_hash_sha256_init(&state_); }
  void add(std::string_view bytes) {
    crypto_hash_sha256_update(&state_, reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  }
  std::string hex() {
    unsigned char out[crypto_hash_sha256_BYTES];
    crypto_hash_sha256_final(&state_, out);
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (unsigned char b : out) {
      s += digits[b >> 4];
      s += digits[b & 15];
    }
    return s;
  }

 private:
  crypto_hash_sha256_state state_;
};

}  // namespace bandeja::director::detail
