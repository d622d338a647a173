-- Schema version 18: every lock and unlock of a round, with its time and who did it (the
-- console, the CLI), for the evening's audit trail (`bandeja audit`, the console's audit log):
-- a table refused because its round was locked can be put beside the moment the director
-- locked it. round_locks keeps which rounds are locked now; this keeps how they came to be.
CREATE TABLE round_lock_log (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  round    INTEGER NOT NULL CHECK (round >= 1),
  locked   INTEGER NOT NULL CHECK (locked IN (0, 1)),
  at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  note     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX round_lock_log_event ON round_lock_log(event_id, id);
