-- Schema version 2: the audit log of results (every insert, change and delete, with time,
-- old and new value as JSON), written by triggers so that no code path can skip it; and
-- national ids for players.

ALTER TABLE players ADD COLUMN national_id TEXT;

-- Who/why of the change being made, set by the writer inside its transaction.
CREATE TABLE audit_context (
  id   INTEGER PRIMARY KEY CHECK (id = 1),
  note TEXT NOT NULL DEFAULT ''
);
INSERT INTO audit_context (id, note) VALUES (1, '');

CREATE TABLE audit_log (
  id        INTEGER PRIMARY KEY,
  event_id  INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  result_id INTEGER NOT NULL,  -- no foreign key: the record outlives a deleted result
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  action    TEXT NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  old_value TEXT CHECK (old_value IS NULL OR json_valid(old_value)),
  new_value TEXT CHECK (new_value IS NULL OR json_valid(new_value)),
  note      TEXT NOT NULL DEFAULT '',
  CHECK ((action = 'insert') = (old_value IS NULL)),
  CHECK ((action = 'delete') = (new_value IS NULL))
);
CREATE INDEX audit_log_event ON audit_log(event_id, id);

CREATE TRIGGER results_audit_insert AFTER INSERT ON results BEGIN
  INSERT INTO audit_log (event_id, result_id, action, new_value, note)
  VALUES (NEW.event_id, NEW.id, 'insert',
          json_object('id', NEW.id, 'board', NEW.board, 'round', NEW.round,
                      'table_no', NEW.table_no, 'ns', NEW.ns, 'ew', NEW.ew, 'kind', NEW.kind,
                      'level', NEW.level, 'strain', NEW.strain, 'doubling', NEW.doubling,
                      'declarer', NEW.declarer, 'tricks', NEW.tricks, 'lead', NEW.lead,
                      'ns_score', NEW.ns_score, 'ns_pct', NEW.ns_pct, 'ew_pct', NEW.ew_pct,
                      'updated_at', NEW.updated_at),
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
                      'updated_at', OLD.updated_at),
          json_object('id', NEW.id, 'board', NEW.board, 'round', NEW.round,
                      'table_no', NEW.table_no, 'ns', NEW.ns, 'ew', NEW.ew, 'kind', NEW.kind,
                      'level', NEW.level, 'strain', NEW.strain, 'doubling', NEW.doubling,
                      'declarer', NEW.declarer, 'tricks', NEW.tricks, 'lead', NEW.lead,
                      'ns_score', NEW.ns_score, 'ns_pct', NEW.ns_pct, 'ew_pct', NEW.ew_pct,
                      'updated_at', NEW.updated_at),
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
                      'updated_at', OLD.updated_at),
          (SELECT note FROM audit_context WHERE id = 1));
END;

-- Results stored before the audit log existed get an insert record, so every line has one.
INSERT INTO audit_log (event_id, result_id, at, action, new_value, note)
SELECT event_id, id, updated_at, 'insert',
       json_object('id', id, 'board', board, 'round', round, 'table_no', table_no, 'ns', ns,
                   'ew', ew, 'kind', kind, 'level', level, 'strain', strain,
                   'doubling', doubling, 'declarer', declarer, 'tricks', tricks, 'lead', lead,
                   'ns_score', ns_score, 'ns_pct', ns_pct, 'ew_pct', ew_pct,
                   'updated_at', updated_at),
       'migrated from schema 1'
FROM results ORDER BY id;
