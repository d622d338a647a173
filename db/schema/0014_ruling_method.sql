-- Schema version 14: how a fouled board's small groups are scored.
--
-- A fouled ruling (Law 87) may name the method its board's groups are scored by: '' (every
-- group matchpointed among itself and factored by Neuberg's formula to the board's results,
-- the usual reading of Law 87B) or 'ebu' (the EBU's rule for small sub-fields: a group of at
-- most three results that is at most a third of the board's results gets fixed shares of the
-- top, 60%; 65% and 55%; 70%, 60% and 50%). A penalty has none. Rulings stored before are ''.
ALTER TABLE rulings ADD COLUMN method TEXT NOT NULL DEFAULT ''
  CHECK (method = '' OR (method = 'ebu' AND kind = 'fouled'));
