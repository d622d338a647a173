#include "bandeja/director/store_errors.hpp"

namespace bandeja::director {

namespace {

// The field at fault for a store error: the column or option the director can change.
std::string field_of(const db::StoreError& e) {
  using db::StoreErrc;
  auto arg = [&](size_t i) { return i < e.args.size() ? e.args[i] : std::string(); };
  switch (e.code) {
    case StoreErrc::no_event: return "event";
    case StoreErrc::no_session: return "session";
    case StoreErrc::no_result: return "id";
    case StoreErrc::no_call: return "id";
    case StoreErrc::newer_schema:
    case StoreErrc::migration_failed:
    case StoreErrc::cannot_open:
    case StoreErrc::not_a_database:
    case StoreErrc::busy:
    case StoreErrc::read_only:
    case StoreErrc::disk_full:
    case StoreErrc::io_error:
    case StoreErrc::corrupt:
    case StoreErrc::backup_failed:
    case StoreErrc::sqlite_error: return "file";
    case StoreErrc::bad_scope: return "scope";
    case StoreErrc::event_name_taken:
    case StoreErrc::session_name_taken: return "name";
    case StoreErrc::section_taken: return "section";
    case StoreErrc::result_exists:
    case StoreErrc::result_pair_not_in_event: return arg(3) == arg(1) ? "ns" : "ew";
    case StoreErrc::result_board_not_in_event: return "board";
    case StoreErrc::result_same_pair: return "ew";
    case StoreErrc::team_pair_not_in_event:
    case StoreErrc::pair_in_two_teams: return "pair";
    case StoreErrc::movement_pair_not_in_event:
    case StoreErrc::movement_board_not_in_event: return "movement";
    case StoreErrc::not_utf8:
    case StoreErrc::value_rejected: return arg(0);
  }
  return "";
}

}  // namespace

Error from_store(const db::StoreError& e) {
  Error out = error_code(db::code_name(e.code), field_of(e), e.args);
  out.message = e.what();  // the English fallback, for logs
  return out;
}

bool file_trouble(const Error& e) {
  const std::string& c = e.code;
  return c == "store.busy" || c == "store.io_error" || c == "store.disk_full" || c == "store.read_only" ||
         c == "store.corrupt" || c == "store.sqlite_error";
}

}  // namespace bandeja::director
