-- Schema version 19: national ids in capitals. A federation's member number does not tell its
-- letters apart by case, but the file kept what was typed: `es3` and `ES3` became two members of
-- the register and two players in the history, and a pair named with one was not found by the
-- other. From this version on the store writes and looks up every national id in capitals
-- (ASCII letters; Store::canonical_national_id), and the ids already stored are written so.
-- Where the register held one id in several cases, the entry updated last is the one kept (on a
-- tie, the one already in capitals).
UPDATE players SET national_id = upper(national_id)
  WHERE national_id IS NOT NULL AND national_id <> upper(national_id);

DELETE FROM members WHERE EXISTS (
  SELECT 1 FROM members o
  WHERE upper(o.national_id) = upper(members.national_id) AND o.national_id <> members.national_id
    AND (o.updated_at > members.updated_at
         OR (o.updated_at = members.updated_at AND o.national_id < members.national_id)));

UPDATE members SET national_id = upper(national_id) WHERE national_id <> upper(national_id);
