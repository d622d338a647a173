-- Schema version 1: events, pairs and their players, the movement an event uses
-- (materialised rows and the boards of each row), boards, results.
-- Scores are always stored from North-South's side. Bridge rules live in libscore; the
-- constraints here only keep each row self-consistent.

CREATE TABLE events (
  id                   INTEGER PRIMARY KEY,
  name                 TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
  scoring              TEXT NOT NULL DEFAULT 'mp'
                       CHECK (scoring IN ('mp', 'imps', 'butler', 'cross-imps', 'bam')),
  movement_type        TEXT NOT NULL DEFAULT '',
  movement_description TEXT NOT NULL DEFAULT '',
  tables               INTEGER NOT NULL DEFAULT 0 CHECK (tables >= 0),
  rounds               INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
  boards_per_round     INTEGER NOT NULL DEFAULT 0 CHECK (boards_per_round >= 0),
  boards               INTEGER NOT NULL DEFAULT 0 CHECK (boards >= 0),
  winners              INTEGER NOT NULL DEFAULT 2 CHECK (winners IN (1, 2)),
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);

CREATE TABLE pairs (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  pair_id  TEXT NOT NULL CHECK (length(pair_id) > 0),
  field    TEXT NOT NULL DEFAULT '' CHECK (field IN ('', 'NS', 'EW')),
  seq      INTEGER NOT NULL,
  PRIMARY KEY (event_id, pair_id)
);

CREATE TABLE players (
  event_id INTEGER NOT NULL,
  pair_id  TEXT NOT NULL,
  seat     INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
  name     TEXT NOT NULL CHECK (length(trim(name)) > 0),
  PRIMARY KEY (event_id, pair_id, seat),
  FOREIGN KEY (event_id, pair_id) REFERENCES pairs(event_id, pair_id) ON DELETE CASCADE
);

CREATE TABLE boards (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  number   INTEGER NOT NULL CHECK (number >= 1),
  dealer   TEXT NOT NULL CHECK (dealer IN ('N', 'E', 'S', 'W')),
  vul_ns   INTEGER NOT NULL CHECK (vul_ns IN (0, 1)),
  vul_ew   INTEGER NOT NULL CHECK (vul_ew IN (0, 1)),
  deal     TEXT,
  PRIMARY KEY (event_id, number)
);

CREATE TABLE movement_rows (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  round    INTEGER NOT NULL CHECK (round >= 1),
  table_no INTEGER NOT NULL CHECK (table_no >= 1),
  ns       TEXT,
  ew       TEXT,
  PRIMARY KEY (event_id, round, table_no),
  FOREIGN KEY (event_id, ns) REFERENCES pairs(event_id, pair_id),
  FOREIGN KEY (event_id, ew) REFERENCES pairs(event_id, pair_id),
  CHECK (ns IS NULL OR ew IS NULL OR ns <> ew)
);

CREATE TABLE movement_boards (
  event_id INTEGER NOT NULL,
  round    INTEGER NOT NULL,
  table_no INTEGER NOT NULL,
  seq      INTEGER NOT NULL,
  board    INTEGER NOT NULL,
  PRIMARY KEY (event_id, round, table_no, board),
  FOREIGN KEY (event_id, round, table_no)
    REFERENCES movement_rows(event_id, round, table_no) ON DELETE CASCADE,
  FOREIGN KEY (event_id, board) REFERENCES boards(event_id, number)
);

CREATE TABLE results (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: the audit log names it
  event_id   INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  board      INTEGER NOT NULL,
  round      INTEGER CHECK (round >= 1),
  table_no   INTEGER CHECK (table_no >= 1),
  ns         TEXT NOT NULL,
  ew         TEXT NOT NULL,
  kind       TEXT NOT NULL
             CHECK (kind IN ('played', 'pass', 'score', 'artificial', 'not-played')),
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
  FOREIGN KEY (event_id, board) REFERENCES boards(event_id, number),
  FOREIGN KEY (event_id, ns) REFERENCES pairs(event_id, pair_id),
  FOREIGN KEY (event_id, ew) REFERENCES pairs(event_id, pair_id),
  CHECK (ns <> ew),
  CHECK ((kind = 'played') = (level IS NOT NULL AND strain IS NOT NULL AND doubling IS NOT NULL
                              AND declarer IS NOT NULL AND tricks IS NOT NULL)),
  CHECK ((kind IN ('played', 'pass', 'score')) = (ns_score IS NOT NULL)),
  CHECK ((kind = 'artificial') = (ns_pct IS NOT NULL AND ew_pct IS NOT NULL)),
  CHECK (kind <> 'pass' OR ns_score = 0)
);

-- A pair plays a board once: one line per board and NS pair, one per board and EW pair.
CREATE UNIQUE INDEX results_board_ns ON results(event_id, board, ns);
CREATE UNIQUE INDEX results_board_ew ON results(event_id, board, ew);
CREATE INDEX results_round_table ON results(event_id, round, table_no);
