-- Schema version 4: what `bandeja serve` keeps in the event file, so that a server stopped or
-- killed at any moment loses nothing it confirmed: each table's secret link, the rounds the
-- director has locked, the key of every entry a table stored (a phone's retry of the same
-- request is stored once), the calls for the director raised from a table, and the server's
-- settings (the director's password hash).

CREATE TABLE table_links (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  table_no INTEGER NOT NULL CHECK (table_no >= 1),
  token    TEXT NOT NULL UNIQUE CHECK (length(token) >= 22),  -- at least 128 random bits
  PRIMARY KEY (event_id, table_no)
);

CREATE TABLE round_locks (
  event_id  INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  round     INTEGER NOT NULL CHECK (round >= 1),
  locked_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  PRIMARY KEY (event_id, round)
);

-- The key a table's phone sends with an entry; the line it stored. No foreign key to results:
-- a retry of an entry the director has since deleted must still not store it again.
CREATE TABLE entry_keys (
  event_id  INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  table_no  INTEGER NOT NULL CHECK (table_no >= 1),
  key       TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 128),
  result_id INTEGER NOT NULL,
  PRIMARY KEY (event_id, table_no, key)
);

CREATE TABLE director_calls (
  id          INTEGER PRIMARY KEY,
  event_id    INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  table_no    INTEGER NOT NULL CHECK (table_no >= 1),
  round       INTEGER CHECK (round >= 1),
  raised_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  answered_at TEXT
);
CREATE INDEX director_calls_event ON director_calls(event_id, id);

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
