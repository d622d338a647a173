#pragma once
// libscore's refusals as the values they are: a catalogue code, the field at fault and the
// arguments (what was typed, numbers), never finished text; compared whole in a CHECK.
#include <doctest/doctest.h>

#include <ostream>
#include <string>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::test {

struct Coded {
  std::string code;
  std::string field;
  std::vector<std::string> args;
  friend bool operator==(const Coded&, const Coded&) = default;
};

inline std::ostream& operator<<(std::ostream& os, const Coded& c) {
  os << c.code << " [" << c.field << "]";
  for (const auto& a : c.args) os << " '" << a << "'";
  return os;
}

// The error as a Coded, checking that it carries no finished text.
inline Coded coded(const Error& e) {
  CHECK_MESSAGE(e.message.empty(), e.message);
  return Coded{e.code, e.field, e.args};
}

// The error of a failed result (which must have failed).
template <class T>
Error error_of(const Result<T>& r) {
  REQUIRE_FALSE(r.has_value());
  return r.error();
}

template <class T>
Coded coded(const Result<T>& r) {
  return coded(error_of(r));
}

}  // namespace bandeja::test
