-- Schema version 7: files of travellers imported at SQLite's own speed, their audit one entry
-- per file.
--
-- 1. An import (a travellers file: `import travellers`, `enter --file`) is a row of `imports`
--    (the file's name, its SHA-256, the lines it stored) and one 'import' entry of the audit
--    log; each line it stored names it (results.import_id) and its line in the file
--    (results.import_line). A line typed at the desk or at a table has no import and is audited
--    as before, one JSON row per insert; every later change or deletion of any line, imported or
--    not, is audited as before too, its old value carrying the import and file line it came
--    from. So the audit trail stays whole: an imported line is traced to its file and line
--    without a JSON row of its own.
-- 2. The rules on a result line are the same, written so that checking them costs nothing per
--    row (and an index no query used is gone): SQLite evaluates `x IN ('a', 'b', 'c')` of three or more constants by building a small
--    temporary index each time, where `x = 'a' OR x = 'b' OR x = 'c'` is three comparisons.
--
-- SQLite cannot change a table's columns' rules, so `results` and `audit_log` are rebuilt; ids
-- are kept, and the id sequence of results too (the audit log names results by id, and an id is
-- never reused). Nothing refers to either table by a foreign key.

CREATE TABLE imports (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  file     TEXT NOT NULL DEFAULT '',      -- as the director named it
  sha256   TEXT NOT NULL DEFAULT '',      -- of the file's bytes, 64 hexadecimal digits
  lines    INTEGER NOT NULL DEFAULT 0 CHECK (lines >= 0),     -- lines it added
  replaced INTEGER NOT NULL DEFAULT 0 CHECK (replaced >= 0),  -- lines it replaced
  note     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX imports_event ON imports(event_id, id);

DROP TRIGGER results_audit_insert;
DROP TRIGGER results_audit_update;
DROP TRIGGER results_audit_delete;

CREATE TABLE results_v7 (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: the audit log names it
  event_id    INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  board       INTEGER NOT NULL,
  round       INTEGER CHECK (round >= 1),
  table_no    INTEGER CHECK (table_no >= 1),
  ns          TEXT NOT NULL,
  ew          TEXT NOT NULL,
  kind        TEXT NOT NULL
              CHECK (kind = 'played' OR kind = 'pass' OR kind = 'score' OR kind = 'artificial'
                     OR kind = 'not-played' OR kind = 'weighted'),
  level       INTEGER CHECK (level BETWEEN 1 AND 7),
  strain      TEXT CHECK (strain = 'C' OR strain = 'D' OR strain = 'H' OR strain = 'S' OR strain = 'NT'),
  doubling    INTEGER CHECK (doubling = 0 OR doubling = 1 OR doubling = 2),
  declarer    TEXT CHECK (declarer = 'N' OR declarer = 'E' OR declarer = 'S' OR declarer = 'W'),
  tricks      INTEGER CHECK (tricks BETWEEN 0 AND 13),
  lead        TEXT,
  ns_score    INTEGER CHECK (ns_score % 10 = 0),
  ns_pct      INTEGER CHECK (ns_pct BETWEEN 0 AND 100),
  ew_pct      INTEGER CHECK (ew_pct BETWEEN 0 AND 100),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  weighted    TEXT CHECK (weighted IS NULL OR
                          (json_valid(weighted) AND json_type(weighted) = 'array' AND
                           json_array_length(weighted) >= 2)),
  import_id   INTEGER,  -- the import that stored it (imports.id); NULL: typed, not imported
  import_line INTEGER CHECK (import_line >= 1),  -- its line in that file
  FOREIGN KEY (event_id, board) REFERENCES boards(event_id, number),
  FOREIGN KEY (event_id, ns) REFERENCES pairs(event_id, pair_id),
  FOREIGN KEY (event_id, ew) REFERENCES pairs(event_id, pair_id),
  CHECK (ns <> ew),
  CHECK ((kind = 'played') = (level IS NOT NULL AND strain IS NOT NULL AND doubling IS NOT NULL
                              AND declarer IS NOT NULL AND tricks IS NOT NULL)),
  CHECK ((kind = 'played' OR kind = 'pass' OR kind = 'score') = (ns_score IS NOT NULL)),
  CHECK ((kind = 'artificial') = (ns_pct IS NOT NULL AND ew_pct IS NOT NULL)),
  CHECK ((kind = 'weighted') = (weighted IS NOT NULL)),
  CHECK (kind <> 'pass' OR ns_score = 0),
  CHECK ((import_id IS NULL) = (import_line IS NULL))
);

INSERT INTO results_v7 (id, event_id, board, round, table_no, ns, ew, kind, level, strain,
                        doubling, declarer, tricks, lead, ns_score, ns_pct, ew_pct, updated_at,
                        weighted)
SELECT id, event_id, board, round, table_no, ns, ew, kind, level, strain, doubling, declarer,
       tricks, lead, ns_score, ns_pct, ew_pct, updated_at, weighted
FROM results ORDER BY id;

-- Keep the id sequence past every id ever given (deleted lines included).
CREATE TABLE results_v7_seq AS
  SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'results'), 0) AS seq;
DROP TABLE results;
ALTER TABLE results_v7 RENAME TO results;
DELETE FROM sqlite_sequence WHERE name IN ('results', 'results_v7');
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'results', max((SELECT seq FROM results_v7_seq), coalesce((SELECT max(id) FROM results), 0));
DROP TABLE results_v7_seq;

CREATE UNIQUE INDEX results_board_ns ON results(event_id, board, ns);
CREATE UNIQUE INDEX results_board_ew ON results(event_id, board, ew);
-- results_round_table is not made again: no query looked lines up by round and table (an
-- event's lines are read whole), and every line paid for keeping it.

-- The audit log: an 'import' entry names its import and no line; the others as before.
CREATE TABLE audit_log_v7 (
  id        INTEGER PRIMARY KEY,
  event_id  INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  result_id INTEGER,  -- the line (no foreign key: the record outlives a deleted result)
  import_id INTEGER,  -- an 'import' entry's import (imports.id)
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  action    TEXT NOT NULL
            CHECK (action = 'insert' OR action = 'update' OR action = 'delete' OR action = 'import'),
  old_value TEXT CHECK (old_value IS NULL OR json_valid(old_value)),
  new_value TEXT CHECK (new_value IS NULL OR json_valid(new_value)),
  note      TEXT NOT NULL DEFAULT '',
  CHECK ((action = 'import') = (import_id IS NOT NULL)),
  CHECK ((action = 'import') = (result_id IS NULL)),
  CHECK ((action = 'insert' OR action = 'import') = (old_value IS NULL)),
  CHECK ((action = 'delete' OR action = 'import') = (new_value IS NULL))
);
INSERT INTO audit_log_v7 (id, event_id, result_id, at, action, old_value, new_value, note)
SELECT id, event_id, result_id, at, action, old_value, new_value, note FROM audit_log ORDER BY id;
DROP TABLE audit_log;
ALTER TABLE audit_log_v7 RENAME TO audit_log;
CREATE INDEX audit_log_event ON audit_log(event_id, id);

-- A line typed at the desk or at a table: its own JSON row. An imported line: none (its import
-- has one entry for the file).
CREATE TRIGGER results_audit_insert AFTER INSERT ON results WHEN NEW.import_id IS NULL BEGIN
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
                      'updated_at', OLD.updated_at, 'weighted', OLD.weighted,
                      'import_id', OLD.import_id, 'import_line', OLD.import_line),
          json_object('id', NEW.id, 'board', NEW.board, 'round', NEW.round,
                      'table_no', NEW.table_no, 'ns', NEW.ns, 'ew', NEW.ew, 'kind', NEW.kind,
                      'level', NEW.level, 'strain', NEW.strain, 'doubling', NEW.doubling,
                      'declarer', NEW.declarer, 'tricks', NEW.tricks, 'lead', NEW.lead,
                      'ns_score', NEW.ns_score, 'ns_pct', NEW.ns_pct, 'ew_pct', NEW.ew_pct,
                      'updated_at', NEW.updated_at, 'weighted', NEW.weighted,
                      'import_id', NEW.import_id, 'import_line', NEW.import_line),
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
                      'updated_at', OLD.updated_at, 'weighted', OLD.weighted,
                      'import_id', OLD.import_id, 'import_line', OLD.import_line),
          (SELECT note FROM audit_context WHERE id = 1));
END;
