#pragma once
// The SHA-256 of a file's bytes as they are read, for the audit record of an import, written as
// 64 hexadecimal digits. OpenSSL's libcrypto: it uses the processor's SHA instructions where
// there are some (libsodium's portable SHA-256 was 4% of a big import's instructions). Loaded on
// the first import only (file_hash.cpp), not linked: loading libcrypto costs every start of every
// command 1.5 MB and its relocations, and most commands hash nothing.
#include <openssl/evp.h>

#include <string>
#include <string_view>

namespace bandeja::director::detail {

class FileHash {
 public:
  // Throws std::runtime_error when libcrypto cannot be loaded (with the system's reason).
  FileHash();
  ~FileHash();
  FileHash(const FileHash&) = delete;
  FileHash& operator=(const FileHash&) = delete;

  void add(std::string_view bytes);
  std::string hex();

 private:
  EVP_MD_CTX* ctx_ = nullptr;
};

}  // namespace bandeja::director::detail
