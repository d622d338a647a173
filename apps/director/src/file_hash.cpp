#include "file_hash.hpp"

#include <dlfcn.h>

#include <stdexcept>
#include <type_traits>

namespace bandeja::director::detail {

namespace {

// The library as Debian ships it (libssl3), and the six functions a hash needs, typed by
// OpenSSL's own declarations.
constexpr const char* kLibrary = "libcrypto.so.3";

struct Crypto {
  decltype(&EVP_MD_CTX_new) ctx_new = nullptr;
  decltype(&EVP_MD_CTX_free) ctx_free = nullptr;
  decltype(&EVP_sha256) sha256 = nullptr;
  decltype(&EVP_DigestInit_ex) init = nullptr;
  decltype(&EVP_DigestUpdate) update = nullptr;
  decltype(&EVP_DigestFinal_ex) final = nullptr;
};

// Loaded once, on the first call, from any thread (a function-local static); it stays loaded.
const Crypto& crypto() {
  static const Crypto loaded = [] {
    void* h = dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      const char* e = dlerror();
      throw std::runtime_error(std::string("SHA-256 is not available: ") + (e ? e : kLibrary));
    }
    Crypto c;
    auto find = [&](auto& f, const char* name) {
      f = reinterpret_cast<std::remove_reference_t<decltype(f)>>(dlsym(h, name));
      if (!f) throw std::runtime_error(std::string("SHA-256 is not available: ") + kLibrary + " has no " + name);
    };
    find(c.ctx_new, "EVP_MD_CTX_new");
    find(c.ctx_free, "EVP_MD_CTX_free");
    find(c.sha256, "EVP_sha256");
    find(c.init, "EVP_DigestInit_ex");
    find(c.update, "EVP_DigestUpdate");
    find(c.final, "EVP_DigestFinal_ex");
    return c;
  }();
  return loaded;
}

}  // namespace

FileHash::FileHash() {
  const Crypto& c = crypto();
  ctx_ = c.ctx_new();
  if (!ctx_ || c.init(ctx_, c.sha256(), nullptr) != 1) {
    if (ctx_) c.ctx_free(ctx_);
    throw std::runtime_error("SHA-256 is not available");
  }
}

FileHash::~FileHash() { crypto().ctx_free(ctx_); }

void FileHash::add(std::string_view bytes) { crypto().update(ctx_, bytes.data(), bytes.size()); }

std::string FileHash::hex() {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int n = 0;
  crypto().final(ctx_, out, &n);
  static constexpr const char* digits = "0123456789abcdef";
  std::string s;
  for (unsigned int i = 0; i < n; ++i) {
    s += digits[out[i] >> 4];
    s += digits[out[i] & 15];
  }
  return s;
}

}  // namespace bandeja::director::detail
