-- Read by nothing since migration 0011: an event's points are kept on events.points_awarded by a
-- trigger, and a participant's own credits are found through ledger_user_idx. Every event credit
-- still wrote an entry into it (6 MB at 1M recyclers).
DROP INDEX "ledger_event_source_idx";
