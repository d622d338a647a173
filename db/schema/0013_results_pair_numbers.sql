-- Schema version 13: a result line names its two pairs by their number in the event
-- (pairs.seq), not by their text id.
--
-- Each line's rules are unchanged: both pairs are pairs of the line's event (foreign keys), a
-- pair plays a board once (two unique indexes), a pair does not play itself (a CHECK). But each
-- rule now compares two small integers where it compared texts: the foreign key looks the pair
-- up in an index of integers, and the unique indexes hold integers. A bulk import of a million
-- lines stored a fifth faster this way (SQLite's share of the work, measured with sqlite3), and
-- the file is smaller. A pair's text id is still where it was (pairs.pair_id); every reader
-- and the audit log name pairs by it as before.
--
-- pairs.seq was already each pair's number in its event (the next one, max + 1, given to each
-- new pair; never changed afterwards): it is made unique per event, as a foreign key needs. An
-- older file is renumbered first in the order it lists its pairs (seq, then id), in case two
-- pairs ever shared a number.

UPDATE pairs SET seq = (
  SELECT n FROM (SELECT rowid AS r, row_number() OVER (PARTITION BY event_id ORDER BY seq, pair_id) AS n
                 FROM pairs) AS o
  WHERE o.r = pairs.rowid);
CREATE UNIQUE INDEX pairs_number ON pairs(event_id, seq);

DROP TRIGGER results_audit_insert;
DROP TRIGGER results_audit_update;
DROP TRIGGER results_audit_delete;

CREATE TABLE results_v13 (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: the audit log names it
  event_id    INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  board       INTEGER NOT NULL,
  round       INTEGER CHECK (round >= 1),
  table_no    INTEGER CHECK (table_no >= 1),
  ns_pair     INTEGER NOT NULL,  -- the NS pair's number in the event (pairs.seq)
  ew_pair     INTEGER NOT NULL,  -- the EW pair's
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
  FOREIGN KEY (event_id, ns_pair) REFERENCES pairs(event_id, seq),
  FOREIGN KEY (event_id, ew_pair) REFERENCES pairs(event_id, seq),
  CHECK (ns_pair <> ew_pair),
  CHECK ((kind = 'played') = (level IS NOT NULL AND strain IS NOT NULL AND doubling IS NOT NULL
                              AND declarer IS NOT NULL AND tricks IS NOT NULL)),
  CHECK ((kind = 'played' OR kind = 'pass' OR kind = 'score') = (ns_score IS NOT NULL)),
  CHECK ((kind = 'artificial') = (ns_pct IS NOT NULL AND ew_pct IS NOT NULL)),
  CHECK ((kind = 'weighted') = (weighted IS NOT NULL)),
  CHECK (kind <> 'pass' OR ns_score = 0),
  CHECK ((import_id IS NULL) = (import_line IS NULL))
);

-- Every line keeps its id, its import and its time; each pair text becomes that pair's number
-- (the foreign keys of schema 12 guarantee each has one).
INSERT INTO results_v13 (id, event_id, board, round, table_no, ns_pair, ew_pair, kind, level, strain,
                         doubling, declarer, tricks, lead, ns_score, ns_pct, ew_pct, updated_at,
                         weighted, import_id, import_line)
SELECT r.id, r.event_id, r.board, r.round, r.table_no, n.seq, e.seq, r.kind, r.level, r.strain,
       r.doubling, r.declarer, r.tricks, r.lead, r.ns_score, r.ns_pct, r.ew_pct, r.updated_at,
       r.weighted, r.import_id, r.import_line
FROM results r
JOIN pairs n ON n.event_id = r.event_id AND n.pair_id = r.ns
JOIN pairs e ON e.event_id = r.event_id AND e.pair_id = r.ew
ORDER BY r.id;

-- Keep the id sequence past every id ever given (deleted lines included).
CREATE TABLE results_v13_seq AS
  SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'results'), 0) AS seq;
DROP TABLE results;
ALTER TABLE results_v13 RENAME TO results;
DELETE FROM sqlite_sequence WHERE name IN ('results', 'results_v13');
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'results', max((SELECT seq FROM results_v13_seq), coalesce((SELECT max(id) FROM results), 0));
DROP TABLE results_v13_seq;

CREATE UNIQUE INDEX results_board_ns ON results(event_id, board, ns_pair);
CREATE UNIQUE INDEX results_board_ew ON results(event_id, board, ew_pair);

-- The audit log names pairs by their text ids, as before: each trigger looks the two up.
CREATE TRIGGER results_audit_insert AFTER INSERT ON results WHEN NEW.import_id IS NULL BEGIN
  INSERT INTO audit_log (event_id, result_id, action, new_value, note)
  VALUES (NEW.event_id, NEW.id, 'insert',
          json_object('id', NEW.id, 'board', NEW.board, 'round', NEW.round, 'table_no', NEW.table_no,
                      'ns', (SELECT pair_id FROM pairs WHERE event_id = NEW.event_id AND seq = NEW.ns_pair),
                      'ew', (SELECT pair_id FROM pairs WHERE event_id = NEW.event_id AND seq = NEW.ew_pair),
                      'kind', NEW.kind,
                      'level', NEW.level, 'strain', NEW.strain, 'doubling', NEW.doubling,
                      'declarer', NEW.declarer, 'tricks', NEW.tricks, 'lead', NEW.lead,
                      'ns_score', NEW.ns_score, 'ns_pct', NEW.ns_pct, 'ew_pct', NEW.ew_pct,
                      'updated_at', NEW.updated_at, 'weighted', NEW.weighted),
          (SELECT note FROM audit_context WHERE id = 1));
END;

CREATE TRIGGER results_audit_update AFTER UPDATE ON results BEGIN
  INSERT INTO audit_log (event_id, result_id, action, old_value, new_value, note)
  VALUES (NEW.event_id, NEW.id, 'update',
          json_object('id', OLD.id, 'board', OLD.board, 'round', OLD.round, 'table_no', OLD.table_no,
                      'ns', (SELECT pair_id FROM pairs WHERE event_id = OLD.event_id AND seq = OLD.ns_pair),
                      'ew', (SELECT pair_id FROM pairs WHERE event_id = OLD.event_id AND seq = OLD.ew_pair),
                      'kind', OLD.kind,
                      'level', OLD.level, 'strain', OLD.strain, 'doubling', OLD.doubling,
                      'declarer', OLD.declarer, 'tricks', OLD.tricks, 'lead', OLD.lead,
                      'ns_score', OLD.ns_score, 'ns_pct', OLD.ns_pct, 'ew_pct', OLD.ew_pct,
                      'updated_at', OLD.updated_at, 'weighted', OLD.weighted,
                      'import_id', OLD.import_id, 'import_line', OLD.import_line),
          json_object('id', NEW.id, 'board', NEW.board, 'round', NEW.round, 'table_no', NEW.table_no,
                      'ns', (SELECT pair_id FROM pairs WHERE event_id = NEW.event_id AND seq = NEW.ns_pair),
                      'ew', (SELECT pair_id FROM pairs WHERE event_id = NEW.event_id AND seq = NEW.ew_pair),
                      'kind', NEW.kind,
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
          json_object('id', OLD.id, 'board', OLD.board, 'round', OLD.round, 'table_no', OLD.table_no,
                      'ns', (SELECT pair_id FROM pairs WHERE event_id = OLD.event_id AND seq = OLD.ns_pair),
                      'ew', (SELECT pair_id FROM pairs WHERE event_id = OLD.event_id AND seq = OLD.ew_pair),
                      'kind', OLD.kind,
                      'level', OLD.level, 'strain', OLD.strain, 'doubling', OLD.doubling,
                      'declarer', OLD.declarer, 'tricks', OLD.tricks, 'lead', OLD.lead,
                      'ns_score', OLD.ns_score, 'ns_pct', OLD.ns_pct, 'ew_pct', OLD.ew_pct,
                      'updated_at', OLD.updated_at, 'weighted', OLD.weighted,
                      'import_id', OLD.import_id, 'import_line', OLD.import_line),
          (SELECT note FROM audit_context WHERE id = 1));
END;
