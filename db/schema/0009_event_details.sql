-- Schema version 9: the event's own date and site, as the director sets them (`bandeja event
-- edit --date --site`) or an imported file gives them (PBN Date and Site, USEBIO's DATE and
-- CLUB_NAME), so that the ranking and every export carry them instead of the day the event was
-- created. '' while not given: the date is then the day of creation, as before.
ALTER TABLE events ADD COLUMN held_on TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN site TEXT NOT NULL DEFAULT '';
