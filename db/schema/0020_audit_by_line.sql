-- Schema version 20: the audit log found by line. Who wrote a line last (Store::last_writer) is
-- asked for every line a table has entered each time its page is drawn and each time it enters
-- a board; with only the index by event, each answer read every record of the event's log (at a
-- congress, thousands). This index finds a line's records at once.
CREATE INDEX audit_log_line ON audit_log(event_id, result_id, id);
