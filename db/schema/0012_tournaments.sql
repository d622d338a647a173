-- Schema version 12: tournaments of several sessions. A tournament ranks its sessions as one
-- (a pairs championship of two qualifying sessions and a final, a league over a season): each
-- of its sessions is an event, or a session of sections, in the order played, with the factor
-- its scores count by (1, or the fraction a qualifying session carries over into the final).
-- Entrants are the same from session to session by their players (national ids, else names),
-- since pair numbers change; the director's own carry-over for an entrant is kept by that key.
CREATE TABLE tournaments (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
  combine_by TEXT NOT NULL DEFAULT 'percent' CHECK (combine_by IN ('percent', 'total')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);

CREATE TABLE tournament_sessions (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  seq           INTEGER NOT NULL CHECK (seq >= 1),
  event_id      INTEGER REFERENCES events(id) ON DELETE CASCADE,
  session_id    INTEGER REFERENCES sessions(id) ON DELETE CASCADE,
  factor        REAL NOT NULL DEFAULT 1 CHECK (factor > 0 AND factor <= 100),
  PRIMARY KEY (tournament_id, seq),
  CHECK ((event_id IS NULL) <> (session_id IS NULL))
);
CREATE UNIQUE INDEX tournament_sessions_event ON tournament_sessions(tournament_id, event_id)
  WHERE event_id IS NOT NULL;
CREATE UNIQUE INDEX tournament_sessions_session ON tournament_sessions(tournament_id, session_id)
  WHERE session_id IS NOT NULL;

CREATE TABLE tournament_carry (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  entrant       TEXT NOT NULL CHECK (length(entrant) > 0),  -- the entrant's key
  points        REAL NOT NULL,
  PRIMARY KEY (tournament_id, entrant)
) WITHOUT ROWID;
