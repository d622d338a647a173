#pragma once
// What every fuzz target shares: the input as text, a check that stops the run with the rule
// broken (the driver or libFuzzer then saves the input), and a call of a reader that must not
// throw. A target's invariants are rules the readers promise in their headers, nothing more.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>

#include "bandeja/present/messages.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::fuzz {

// Stops the run: prints which rule broke and aborts (SIGABRT), so the input is kept.
// The detail is cut at 4000 bytes (it may quote a whole file).
[[noreturn]] inline void fail(const char* file, int line, const char* rule, const std::string& detail) {
  std::fprintf(stderr, "\nFUZZ INVARIANT BROKEN at %s:%d: %s\n  %.4000s%s\n", file, line, rule, detail.c_str(),
               detail.size() > 4000 ? " [...]" : "");
  std::fflush(stderr);
  std::abort();
}

#define FUZZ_CHECK(cond, detail)                                                 \
  do {                                                                           \
    if (!(cond)) ::bandeja::fuzz::fail(__FILE__, __LINE__, #cond, (detail));     \
  } while (0)

// Runs `f` (a call of a reader and the checks on what it gave): an exception out of it is a
// finding, since every reader fuzzed here reports bad input as an error value.
template <class F>
void must_not_throw(const char* reader, F&& f) {
  try {
    f();
  } catch (const std::exception& e) {
    fail(__FILE__, __LINE__, reader, std::string("threw: ") + e.what());
  } catch (...) {
    fail(__FILE__, __LINE__, reader, "threw something that is not a std::exception");
  }
}

// An error value says what is wrong: a finished message, or a catalogue code that renders.
inline bool explained(const Error& e, Lang lang) {
  if (!e.message.empty()) return true;
  return present::known(e.code) && !present::render(e, lang).empty();
}

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The director's language for this input: both are fuzzed, chosen by the input's length.
inline Lang lang_of(std::size_t size) { return size % 2 ? Lang::Es : Lang::En; }

}  // namespace bandeja::fuzz
