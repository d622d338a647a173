-- Schema version 8: an evening the director marks final.
--
-- Until then an evening with results still to come is ranked and published as provisional
-- ("provisional: 59 of 75 results missing", a banner on every page of the site). `final_at` is
-- when the director said the results are final (`bandeja event final`), UTC; NULL while not.
ALTER TABLE events ADD COLUMN final_at TEXT;
