-- Schema version 10: the director's rulings on an evening, each with its reason.
--
-- A fouled board (Law 87): board `board`, whose lines that played it in a changed form are
-- those of rounds first_round..last_round, or those whose North-South pair is one of `pairs`
-- (comma-separated ids); each changed form is scored as its own group (Law 87B).
-- A procedural penalty (Law 90): pair `pairs` loses `amount`, in percent of a top at matchpoints
-- (unit 'top%') or IMPs (unit 'imps'), on board `board` or on the session (NULL).
--
-- A ruling is never deleted: withdrawing it stamps withdrawn_at (and why), so the rulings and
-- their withdrawals are, with audit_log, the evening's audit trail (`bandeja audit`).
CREATE TABLE rulings (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id       INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind = 'fouled' OR kind = 'penalty'),
  board          INTEGER CHECK (board >= 1),
  first_round    INTEGER CHECK (first_round >= 1),
  last_round     INTEGER CHECK (last_round >= first_round),
  pairs          TEXT NOT NULL DEFAULT '',
  amount         REAL CHECK (amount > 0),
  unit           TEXT CHECK (unit = 'top%' OR unit = 'imps'),
  reason         TEXT NOT NULL CHECK (length(trim(reason)) > 0),
  at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  note           TEXT NOT NULL DEFAULT '',
  withdrawn_at   TEXT,
  withdrawn_note TEXT NOT NULL DEFAULT '',
  CHECK (kind <> 'fouled' OR (board IS NOT NULL AND amount IS NULL AND
                              ((first_round IS NOT NULL) <> (pairs <> '')))),
  CHECK (kind <> 'penalty' OR (pairs <> '' AND amount IS NOT NULL AND unit IS NOT NULL AND first_round IS NULL)),
  CHECK ((first_round IS NULL) = (last_round IS NULL))
);
CREATE INDEX rulings_event ON rulings(event_id, id);
