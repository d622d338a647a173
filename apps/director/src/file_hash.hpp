#pragma once
// The SHA-256 of a file's bytes as they are read, for the audit record of an import, written as
// 64 hexadecimal digits. OpenSSL's libcrypto: it uses the processor's SHA instructions where
// there are some (libsodium's portable SHA-256 was 4% of a big import's instructions).
#include <openssl/evp.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace bandeja::director::detail {

class FileHash {
 public:
  FileHash() : ctx_(EVP_MD_CTX_new()) {
    if (!ctx_ || EVP_DigestInit_ex(ctx_.get(), EVP_sha256(), nullptr) != 1)
      throw std::runtime_error("SHA-256 is not available");
  }
  void add(std::string_view bytes) { EVP_DigestUpdate(ctx_.get(), bytes.data(), bytes.size()); }
  std::string hex() {
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int n = 0;
    EVP_DigestFinal_ex(ctx_.get(), out, &n);
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (unsigned int i = 0; i < n; ++i) {
      s += digits[out[i] >> 4];
      s += digits[out[i] & 15];
    }
    return s;
  }

 private:
  struct Free {
    void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
  };
  std::unique_ptr<EVP_MD_CTX, Free> ctx_;
};

}  // namespace bandeja::director::detail
