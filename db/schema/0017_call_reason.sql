-- Schema version 17: why a table needs the director. '' for a call from the table's button; for
-- an entry its players confirmed and the server refused (the round locked meanwhile, another
-- phone of the table entered the board first ...), the entry and the refusal as JSON, written
-- by the director's core: the console shows it until the director answers, so nothing a table
-- confirmed is lost without the director knowing.
ALTER TABLE director_calls ADD COLUMN reason TEXT NOT NULL DEFAULT '';
