-- Schema version 15: what a teams event at IMPs does with artificial awards that do not
-- balance (A60-60, A60-50): 'average' (each side's result worked out and the two averaged, one
-- margin for the board: Law 86B's rule for knockouts, and the default) or 'each-side' (each
-- side keeps its own award and its own margin, converted to VPs on its own: the usual practice
-- in VP events). Events stored before are 'average', as they were ranked.
ALTER TABLE events ADD COLUMN non_balancing TEXT NOT NULL DEFAULT 'average'
  CHECK (non_balancing = 'average' OR non_balancing = 'each-side');
