-- Schema version 16: what an event's movement is, as the parts the director reads joined by
-- commas ("7-table Mitchell", "7 rounds of 3 boards", "skip"), each a catalogue code and its
-- arguments (JSON, libmovement's notes_to_json), so every language says it: English and Spanish
-- texts were stored, and French read English. Events stored before keep their two texts in
-- movement_description and movement_description_es, read as the summary's one part.
ALTER TABLE events ADD COLUMN movement_summary TEXT NOT NULL DEFAULT '';
