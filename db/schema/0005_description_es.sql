-- Schema version 5: an event's movement described in Spanish too ("Mitchell de 7 mesas..."),
-- as the generator wrote it, so that the console and the cards read it in the director's
-- language. Events stored before have '' and are shown with the English description.
ALTER TABLE events ADD COLUMN movement_description_es TEXT NOT NULL DEFAULT '';
