ALTER TABLE "events" ADD COLUMN "joined_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attended_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "removed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "points_awarded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An event's participants by status follow every insert, delete and change of status (or event).
CREATE FUNCTION event_participants_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.event_id = NEW.event_id THEN
    IF OLD.status IS DISTINCT FROM NEW.status THEN
      UPDATE events SET
        joined_count = joined_count - (OLD.status = 'joined')::int + (NEW.status = 'joined')::int,
        attended_count = attended_count - (OLD.status = 'attended')::int + (NEW.status = 'attended')::int,
        removed_count = removed_count - (OLD.status = 'removed')::int + (NEW.status = 'removed')::int
      WHERE id = NEW.event_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE events SET
      joined_count = joined_count - (OLD.status = 'joined')::int,
      attended_count = attended_count - (OLD.status = 'attended')::int,
      removed_count = removed_count - (OLD.status = 'removed')::int
    WHERE id = OLD.event_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE events SET
      joined_count = joined_count + (NEW.status = 'joined')::int,
      attended_count = attended_count + (NEW.status = 'attended')::int,
      removed_count = removed_count + (NEW.status = 'removed')::int
    WHERE id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The points an event awarded: its entries of reason 'event' (an attendance's reward, and the
-- negative entry that takes it back when the attendance is undone). The ledger only grows; a
-- delete or a change is followed too, so the sum cannot drift. Other entries (returns,
-- redemptions) do not call the function at all.
CREATE FUNCTION event_points_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.source_type = 'event' AND OLD.reason = 'event' THEN
    UPDATE events SET points_awarded = points_awarded - OLD.delta WHERE id = OLD.source_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.source_type = 'event' AND NEW.reason = 'event' THEN
    UPDATE events SET points_awarded = points_awarded + NEW.delta WHERE id = NEW.source_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers first: they lock the tables against writes until this migration commits, so the
-- counts below miss no row and no row is counted twice.
CREATE TRIGGER participants_counted AFTER INSERT OR DELETE OR UPDATE OF status, event_id ON "participants" FOR EACH ROW EXECUTE FUNCTION event_participants_follow();--> statement-breakpoint
CREATE TRIGGER ledger_event_points AFTER INSERT ON "points_ledger" FOR EACH ROW
  WHEN (NEW.source_type = 'event' AND NEW.reason = 'event' AND NEW.source_id IS NOT NULL) EXECUTE FUNCTION event_points_follow();--> statement-breakpoint
CREATE TRIGGER ledger_event_points_changed AFTER DELETE OR UPDATE OF delta, reason, source_type, source_id ON "points_ledger" FOR EACH ROW EXECUTE FUNCTION event_points_follow();--> statement-breakpoint
UPDATE "events" e SET joined_count = c.joined, attended_count = c.attended, removed_count = c.removed
FROM (
  SELECT event_id,
    count(*) FILTER (WHERE status = 'joined') AS joined,
    count(*) FILTER (WHERE status = 'attended') AS attended,
    count(*) FILTER (WHERE status = 'removed') AS removed
  FROM "participants" GROUP BY event_id
) c
WHERE c.event_id = e.id;--> statement-breakpoint
UPDATE "events" e SET points_awarded = l.points
FROM (SELECT source_id, sum(delta) AS points FROM "points_ledger" WHERE source_type = 'event' AND reason = 'event' GROUP BY source_id) l
WHERE l.source_id = e.id;
