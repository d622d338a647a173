-- Schema version 6: a board's double-dummy analysis, kept with its hand record: the tricks
-- table as PBN's DoubleDummyTricks writes it (20 hexadecimal digits: declarers N, S, E, W,
-- strains NT, S, H, D, C), the par score from North-South's side and the par contracts
-- ("2H N,2H S"; '' when the par is to pass the board out). The store writes all three or none.
ALTER TABLE boards ADD COLUMN dd_tricks TEXT CHECK (dd_tricks IS NULL OR length(dd_tricks) = 20);
ALTER TABLE boards ADD COLUMN par_score INTEGER;
ALTER TABLE boards ADD COLUMN par_contracts TEXT;
