-- Schema version 3: sessions and their sections, teams, and weighted scores.
--
-- An event is one section of one session: one movement, its pairs and its travellers. A
-- session groups the sections that play the same boards at the same time (section A, B, ...),
-- so that they can be ranked apart or together ("across the field").
CREATE TABLE sessions (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
  held_on    TEXT NOT NULL DEFAULT '',  -- the date as the director gives it, e.g. 2026-11-29
  scope      TEXT NOT NULL DEFAULT 'section' CHECK (scope IN ('section', 'field')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);

ALTER TABLE events ADD COLUMN session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL;
ALTER TABLE events ADD COLUMN section TEXT NOT NULL DEFAULT '';
-- A section letter is used once in a session.
CREATE UNIQUE INDEX events_session_section ON events(session_id, section)
  WHERE session_id IS NOT NULL;

-- Teams: a name and the pairs that play for the team (in a match of two tables, a team's
-- North-South pair sits at one table and its East-West pair at the other).
CREATE TABLE teams (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  team_id  TEXT NOT NULL CHECK (length(team_id) > 0),
  name     TEXT NOT NULL DEFAULT '',
  seq      INTEGER NOT NULL,
  PRIMARY KEY (event_id, team_id)
);

CREATE TABLE team_pairs (
  event_id INTEGER NOT NULL,
  team_id  TEXT NOT NULL,
  pair_id  TEXT NOT NULL,
  PRIMARY KEY (event_id, pair_id),  -- a pair plays for one team
  FOREIGN KEY (event_id, team_id) REFERENCES teams(event_id, team_id) ON DELETE CASCADE,
  FOREIGN KEY (event_id, pair_id) REFERENCES pairs(event_id, pair_id) ON DELETE CASCADE
);

-- Weighted scores (Law 12C1(c)): results gains the kind 'weighted' and a column holding its
-- parts as JSON, [[share in percent, NS score], ...]. SQLite cannot change a CHECK, so the
-- table is rebuilt; ids are kept and the id sequence too (the audit log names results by id,
-- and an id is never reused).
DROP TRIGGER results_audit_insert;
DROP TRIGGER results_audit_update;
DROP TRIGGER results_audit_delete;

CREATE TABLE results_v3 (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: the audit log names it
  event_id   INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  board      INTEGER NOT NULL,
  round      INTEGER CHECK (round >= 1),
  table_no   INTEGER CHECK (table_no >= 1),
  ns         TEXT NOT NULL,
  ew         TEXT NOT NULL,
  kind       TEXT NOT NULL
             CHECK (kind IN ('played', 'pass', 'score', 'artificial', 'not-played', 'weighted')),
  level      INTEGER CHECK (level BETWEEN 1 AND 7),
  strain     TEXT CHECK (strain IN ('C', 'D', 'H', 'S', 'NT')),
  doubling   INTEGER CHECK (doubling IN (0, 1, 2)),
  declarer   TEXT CHECK (declarer IN ('N', 'E', 'S', 'W')),
  tricks     INTEGER CHECK (tricks BETWEEN 0 AND 13),
  lead       TEXT,
  ns_score   INTEGER CHECK (ns_score % 10 = 0),
  ns_pct     INTEGER CHECK (ns_pct BETWEEN 0 AND 100),
  ew_pct     INTEGER CHECK (ew_pct BETWEEN 0 AND 100),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  weighted   TEXT CHECK (weighted IS NULL OR
                         (json_valid(weighted) AND json_type(weighted) = 'array' AND
                          json_array_length(weighted) >= 2)),
  FOREIGN KEY (event_id, board) REFERENCES boards(event_id, number),
  FOREIGN KEY (event_id, ns) REFERENCES pairs(event_id, pair_id),
  FOREIGN KEY (event_id, ew) REFERENCES pairs(event_id, pair_id),
  CHECK (ns <> ew),
  CHECK ((kind = 'played') = (level IS NOT NULL AND strain IS NOT NULL AND doubling IS NOT NULL
                              AND declarer IS NOT NULL AND tricks IS NOT NULL)),
  CHECK ((kind IN ('played', 'pass', 'score')) = (ns_score IS NOT NULL)),
  CHECK ((kind = 'artificial') = (ns_pct IS NOT NULL AND ew_pct IS NOT NULL)),
  CHECK ((kind = 'weighted') = (weighted IS NOT NULL)),
  CHECK (kind <> 'pass' OR ns_score = 0)
);

INSERT INTO results_v3 (id, event_id, board, round, table_no, ns, ew, kind, level, strain,
                        doubling, declarer, tricks, lead, ns_score, ns_pct, ew_pct, updated_at)
SELECT id, event_id, board, round, table_no, ns, ew, kind, level, strain, doubling, declarer,
       tricks, lead, ns_score, ns_pct, ew_pct, updated_at
FROM results ORDER BY id;

-- Keep the id sequence past every id ever given (deleted lines included).
CREATE TABLE results_v3_seq AS
  SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'results'), 0) AS seq;
DROP TABLE results;
ALTER TABLE results_v3 RENAME TO results;
DELETE FROM sqlite_sequence WHERE name IN ('results', 'results_v3');
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'results', max((SELECT seq FROM results_v3_seq), coalesce((SELECT max(id) FROM results), 0));
DROP TABLE results_v3_seq;

CREATE UNIQUE INDEX results_board_ns ON results(event_id, board, ns);
CREATE UNIQUE INDEX results_board_ew ON results(event_id, board, ew);
CREATE INDEX results_round_table ON results(event_id, round, table_no);

CREATE TRIGGER results_audit_insert AFTER INSERT ON results BEGIN
  INSERT INTO audit_log (event_id, result_id, action, new_value, note)
  VALUES (NEW.event_id, NEW.id, 'insert',
          json_object('id', NEW.id, 'board', NEW.board, 'round', NEW.round,
                      'table_no', NEW.table_no, 'ns', NEW.ns, 'ew', NEW.ew, 'kind', NEW.kind,
                      'level', NEW.level, 'strain', NEW.strain, 'doubling', NEW.doubling,
                      'declarer', NEW.declarer, 'tricks', NEW.tricks, 'lead', NEW.lead,
                      'ns_score', NEW.ns_score, 'ns_pct', NEW.ns_pct, 'ew_pct', NEW.ew_pct,
                      'updated_at', NEW.updated_at, 'weighted', NEW.weighted),
          (SELECT note FROM audit_context WHERE id = 1));
END;

CREATE TRIGGER results_audit_update AFTER UPDATE ON results BEGIN
  INSERT INTO audit_log (event_id, result_id, action, old_value, new_value, note)
  VALUES (NEW.event_id, NEW.id, 'update',
          json_object('id', OLD.id, 'board', OLD.board, 'round', OLD.round,
                      'table_no', OLD.table_no, 'ns', OLD.ns, 'ew', OLD.ew, 'kind', OLD.kind,
                      'level', OLD.level, 'strain', OLD.strain, 'doubling', OLD.doubling,
                      'declarer', OLD.declarer, 'tricks', OLD.tricks, 'lead', OLD.lead,
                      'ns_score', OLD.ns_score, 'ns_pct', OLD.ns_pct, 'ew_pct', OLD.ew_pct,
                      'updated_at', OLD.updated_at, 'weighted', OLD.weighted),
          json_object('id', NEW.id, 'board', NEW.board, 'round', NEW.round,
                      'table_no', NEW.table_no, 'ns', NEW.ns, 'ew', NEW.ew, 'kind', NEW.kind,
                      'level', NEW.level, 'strain', NEW.strain, 'doubling', NEW.doubling,
                      'declarer', NEW.declarer, 'tricks', NEW.tricks, 'lead', NEW.lead,
                      'ns_score', NEW.ns_score, 'ns_pct', NEW.ns_pct, 'ew_pct', NEW.ew_pct,
                      'updated_at', NEW.updated_at, 'weighted', NEW.weighted),
          (SELECT note FROM audit_context WHERE id = 1));
END;

CREATE TRIGGER results_audit_delete AFTER DELETE ON results BEGIN
  INSERT INTO audit_log (event_id, result_id, action, old_value, note)
  VALUES (OLD.event_id, OLD.id, 'delete',
          json_object('id', OLD.id, 'board', OLD.board, 'round', OLD.round,
                      'table_no', OLD.table_no, 'ns', OLD.ns, 'ew', OLD.ew, 'kind', OLD.kind,
                      'level', OLD.level, 'strain', OLD.strain, 'doubling', OLD.doubling,
                      'declarer', OLD.declarer, 'tricks', OLD.tricks, 'lead', OLD.lead,
                      'ns_score', OLD.ns_score, 'ns_pct', OLD.ns_pct, 'ew_pct', OLD.ew_pct,
                      'updated_at', OLD.updated_at, 'weighted', OLD.weighted),
          (SELECT note FROM audit_context WHERE id = 1));
END;
