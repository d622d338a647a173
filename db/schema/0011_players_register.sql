-- Schema version 11: the players' register. Who a national id (a federation's member number)
-- is: the name and club the federation's list gives, kept in the event file so that a pair
-- named by its players' ids (`bandeja pairs EVENT 3NS --ids ES10231,ES10238`) gets their names
-- without typing them again, and each player's history of events is found by id.
--
-- `source` is where the entry came from (the imported list's file name, or 'typed'); the
-- register is the club's list, not a result, so it has no audit trail of its own.
CREATE TABLE members (
  national_id TEXT PRIMARY KEY CHECK (length(national_id) > 0),
  name        TEXT NOT NULL CHECK (length(trim(name)) > 0),
  club        TEXT NOT NULL DEFAULT '',
  source      TEXT NOT NULL DEFAULT '',
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
) WITHOUT ROWID;

-- A player's events, by national id.
CREATE INDEX players_national_id ON players(national_id) WHERE national_id IS NOT NULL;
