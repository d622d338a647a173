// What the server keeps in the event file (schema 0004_server.sql): table links, locked rounds,
// entry keys, calls for the director and settings. See store.hpp.
#include "store_impl.hpp"

namespace bandeja::db {

namespace {

// Any constraint these writes break is a value the schema refuses.
auto refused(const char* what, std::string which) {
  return [what, which = std::move(which)](int, const SQLite::Exception& ex) { return rejected(ex, what, which); };
}

void require_event(SQLite::Database& db, Id event) {
  SQLite::Statement q(db, "SELECT 1 FROM events WHERE id = ?");
  q.bind(1, event);
  if (!q.executeStep()) throw StoreError(StoreErrc::no_event, {std::to_string(event)});
}

DirectorCall read_call(SQLite::Statement& q) {
  DirectorCall c;
  c.id = q.getColumn(0).getInt64();
  c.event = q.getColumn(1).getInt64();
  c.table = q.getColumn(2).getInt();
  if (!q.getColumn(3).isNull()) c.round = q.getColumn(3).getInt();
  c.raised_at = q.getColumn(4).getString();
  if (!q.getColumn(5).isNull()) c.answered_at = q.getColumn(5).getString();
  c.reason = q.getColumn(6).getString();
  return c;
}

}  // namespace

std::vector<TableLink> Store::table_links(Id event) const {
  SQLite::Statement q(*impl_->db, "SELECT table_no, token FROM table_links WHERE event_id = ? ORDER BY table_no");
  q.bind(1, event);
  std::vector<TableLink> out;
  while (q.executeStep()) out.push_back({event, q.getColumn(0).getInt(), q.getColumn(1).getString()});
  return out;
}

std::optional<TableLink> Store::find_table_link(const std::string& token) const {
  auto q = impl_->prepared("SELECT event_id, table_no, token FROM table_links WHERE token = ?");
  q->bind(1, token);
  if (!q->executeStep()) return std::nullopt;
  return TableLink{q->getColumn(0).getInt64(), q->getColumn(1).getInt(), q->getColumn(2).getString()};
}

void Store::put_table_link(Id event, int table, const std::string& token) {
  require_utf8("token", token);
  impl_->write([&] {
    require_event(*impl_->db, event);
    SQLite::Statement q(*impl_->db,
                        "INSERT INTO table_links (event_id, table_no, token) VALUES (?, ?, ?) "
                        "ON CONFLICT (event_id, table_no) DO UPDATE SET token = excluded.token");
    q.bind(1, event);
    q.bind(2, table);
    q.bind(3, token);
    q.exec();
  }, refused("table", std::to_string(table)));
}

std::vector<int> Store::locked_rounds(Id event) const {
  auto q = impl_->prepared("SELECT round FROM round_locks WHERE event_id = ? ORDER BY round");
  q->bind(1, event);
  std::vector<int> out;
  while (q->executeStep()) out.push_back(q->getColumn(0).getInt());
  return out;
}

void Store::set_round_locked(Id event, int round, bool locked, const std::string& note) {
  impl_->write([&] {
    require_event(*impl_->db, event);
    detail::require_utf8("note", note);
    SQLite::Statement q(*impl_->db, locked
                                        ? "INSERT OR IGNORE INTO round_locks (event_id, round) VALUES (?, ?)"
                                        : "DELETE FROM round_locks WHERE event_id = ? AND round = ?");
    q.bind(1, event);
    q.bind(2, round);
    if (q.exec() == 0) return;  // already so: nothing changed, nothing to log
    SQLite::Statement log(*impl_->db, "INSERT INTO round_lock_log (event_id, round, locked, note) VALUES (?, ?, ?, ?)");
    log.bind(1, event);
    log.bind(2, round);
    log.bind(3, locked ? 1 : 0);
    log.bind(4, note);
    log.exec();
  }, refused("round", std::to_string(round)));
}

std::vector<AuditRecord> Store::round_lock_records(Id event) const {
  SQLite::Statement q(*impl_->db, "SELECT at, round, locked, note FROM round_lock_log WHERE event_id = ? ORDER BY id");
  q.bind(1, event);
  std::vector<AuditRecord> out;
  while (q.executeStep()) {
    AuditRecord a;
    a.at = q.getColumn(0).getString();
    a.round = q.getColumn(1).getInt();
    a.action = q.getColumn(2).getInt() ? "lock" : "unlock";
    a.note = q.getColumn(3).getString();
    out.push_back(std::move(a));
  }
  return out;
}

std::optional<Id> Store::entry_key(Id event, int table, const std::string& key) const {
  auto q = impl_->prepared(
                      "SELECT result_id FROM entry_keys WHERE event_id = ? AND table_no = ? AND key = ?");
  q->bind(1, event);
  q->bind(2, table);
  q->bind(3, key);
  if (!q->executeStep()) return std::nullopt;
  return q->getColumn(0).getInt64();
}

void Store::put_entry_key(Id event, int table, const std::string& key, Id result_id) {
  require_utf8("key", key);
  impl_->write([&] {
    auto q = impl_->prepared(
                        "INSERT INTO entry_keys (event_id, table_no, key, result_id) VALUES (?, ?, ?, ?)");
    q->bind(1, event);
    q->bind(2, table);
    q->bind(3, key);
    q->bind(4, result_id);
    q->exec();
  }, refused("key", key), Impl::Join::statement);
}

bool Store::entered_by_table(Id event, int table, Id result) const {
  auto q = impl_->prepared(
                      "SELECT 1 FROM entry_keys WHERE event_id = ? AND table_no = ? AND result_id = ? LIMIT 1");
  q->bind(1, event);
  q->bind(2, table);
  q->bind(3, result);
  return q->executeStep();
}

std::optional<std::string> Store::last_writer(Id event, Id result) const {
  auto q = impl_->prepared(
                      "SELECT note FROM audit_log WHERE event_id = ? AND result_id = ? AND import_id IS NULL "
                      "ORDER BY id DESC LIMIT 1");
  q->bind(1, event);
  q->bind(2, result);
  if (!q->executeStep()) return std::nullopt;
  return q->getColumn(0).getString();
}

std::vector<DirectorCall> Store::calls(Id event) const {
  auto q = impl_->prepared(
                      "SELECT id, event_id, table_no, round, raised_at, answered_at, reason FROM director_calls "
                      "WHERE event_id = ? ORDER BY id");
  q->bind(1, event);
  std::vector<DirectorCall> out;
  while (q->executeStep()) out.push_back(read_call(*q));
  return out;
}

Id Store::raise_call(Id event, int table, std::optional<int> round, const std::string& reason) {
  require_utf8("reason", reason);
  return impl_->write([&] {
    require_event(*impl_->db, event);
    SQLite::Statement q(*impl_->db,
                        "INSERT INTO director_calls (event_id, table_no, round, reason) VALUES (?, ?, ?, ?)");
    q.bind(1, event);
    q.bind(2, table);
    if (round) q.bind(3, *round); else q.bind(3);
    q.bind(4, reason);
    q.exec();
    return static_cast<Id>(impl_->db->getLastInsertRowid());
  }, refused("table", std::to_string(table)));
}

void Store::answer_call(Id event, Id call) {
  impl_->write([&] {
    SQLite::Statement q(*impl_->db,
                        "UPDATE director_calls SET answered_at = strftime('%Y-%m-%d %H:%M:%S', 'now') "
                        "WHERE event_id = ? AND id = ? AND answered_at IS NULL");
    q.bind(1, event);
    q.bind(2, call);
    if (q.exec() == 0) {
      SQLite::Statement e(*impl_->db, "SELECT 1 FROM director_calls WHERE event_id = ? AND id = ?");
      e.bind(1, event);
      e.bind(2, call);
      if (!e.executeStep()) throw StoreError(StoreErrc::no_call, {std::to_string(call)});
    }
  }, refused("call", std::to_string(call)));
}

long long Store::data_version() const {
  try {
    return impl_->db->execAndGet("PRAGMA data_version").getInt64();
  } catch (const SQLite::Exception& e) {
    throw file_failure(e, impl_->path);
  }
}

std::optional<std::string> Store::setting(const std::string& key) const {
  auto q = impl_->prepared("SELECT value FROM settings WHERE key = ?");
  q->bind(1, key);
  if (!q->executeStep()) return std::nullopt;
  return q->getColumn(0).getString();
}

void Store::put_setting(const std::string& key, const std::string& value) {
  require_utf8("setting", key);
  require_utf8("setting", value);
  impl_->write([&] {
    auto q = impl_->prepared(
                        "INSERT INTO settings (key, value) VALUES (?, ?) "
                        "ON CONFLICT (key) DO UPDATE SET value = excluded.value");
    q->bind(1, key);
    q->bind(2, value);
    q->exec();
  }, refused("setting", key));
}

}  // namespace bandeja::db
