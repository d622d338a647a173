#pragma once
// The event file's failures (db::StoreError) as error values the catalogue renders.
#include "bandeja/db/store.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

// The error value of a failed store operation: its catalogue code ("store.*") and arguments.
Error from_store(const db::StoreError& e);

// Whether the event file could not do it just now (busy, full, read-only, damaged, an I/O or
// SQLite failure): not the request's fault, and the same request may work later.
bool file_trouble(const Error& e);

// Runs `f` (a store operation) and returns its value, or the StoreError it threw as an error
// value.
template <class F>
auto guarded(F&& f) -> Result<decltype(f())> {
  try {
    if constexpr (std::is_void_v<decltype(f())>) {
      f();
      return {};
    } else {
      return f();
    }
  } catch (const db::StoreError& e) {
    return std::unexpected(from_store(e));
  }
}

// guarded() for an operation that returns a Result itself: its own errors, or the StoreError it
// threw as an error value (one Result, not one inside another).
template <class F>
auto guarded_result(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const db::StoreError& e) {
    return std::unexpected(from_store(e));
  }
}

}  // namespace bandeja::director
