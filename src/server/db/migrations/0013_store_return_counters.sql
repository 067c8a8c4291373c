CREATE TABLE "store_return_counts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"boxes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_return_months" (
	"store_id" integer NOT NULL,
	"month" date NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"boxes" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_return_months_store_id_month_pk" PRIMARY KEY("store_id","month")
);
--> statement-breakpoint
ALTER TABLE "store_return_counts" ADD CONSTRAINT "store_return_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_return_months" ADD CONSTRAINT "store_return_months_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A store's reports waiting, boxes credited and credits per UTC month of their decision follow
-- every insert, delete and change of status, store, boxes, points or decision time. Only pending
-- and confirmed returns count (a rejected or reversed one is in no figure).
CREATE FUNCTION store_returns_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.store_id IS NOT NULL AND OLD.status IN ('pending', 'confirmed') THEN
    UPDATE store_return_counts SET
      pending = pending - (OLD.status = 'pending')::int,
      boxes = boxes - CASE WHEN OLD.status = 'confirmed' THEN OLD.boxes ELSE 0 END
    WHERE store_id = OLD.store_id;
    IF OLD.status = 'confirmed' AND OLD.decided_at IS NOT NULL THEN
      UPDATE store_return_months SET returns = returns - 1, boxes = boxes - OLD.boxes, points = points - coalesce(OLD.points, 0)
      WHERE store_id = OLD.store_id AND month = date_trunc('month', OLD.decided_at AT TIME ZONE 'UTC')::date;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.store_id IS NOT NULL AND NEW.status IN ('pending', 'confirmed') THEN
    INSERT INTO store_return_counts AS c (store_id, pending, boxes)
    VALUES (NEW.store_id, (NEW.status = 'pending')::int, CASE WHEN NEW.status = 'confirmed' THEN NEW.boxes ELSE 0 END)
    ON CONFLICT (store_id) DO UPDATE SET pending = c.pending + excluded.pending, boxes = c.boxes + excluded.boxes;
    IF NEW.status = 'confirmed' AND NEW.decided_at IS NOT NULL THEN
      INSERT INTO store_return_months AS m (store_id, month, returns, boxes, points)
      VALUES (NEW.store_id, date_trunc('month', NEW.decided_at AT TIME ZONE 'UTC')::date, 1, NEW.boxes, coalesce(NEW.points, 0))
      ON CONFLICT (store_id, month) DO UPDATE SET returns = m.returns + 1, boxes = m.boxes + excluded.boxes, points = m.points + excluded.points;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The trigger first: it locks box_returns against writes until this migration commits, so the
-- counts below miss no row and no row is counted twice.
CREATE TRIGGER box_returns_counted AFTER INSERT OR DELETE OR UPDATE OF status, store_id, boxes, points, decided_at ON "box_returns"
  FOR EACH ROW EXECUTE FUNCTION store_returns_follow();--> statement-breakpoint
INSERT INTO "store_return_counts" ("store_id", "pending", "boxes")
SELECT store_id, count(*) FILTER (WHERE status = 'pending'), coalesce(sum(boxes) FILTER (WHERE status = 'confirmed'), 0)
FROM "box_returns" WHERE store_id IS NOT NULL AND status IN ('pending', 'confirmed') GROUP BY store_id;--> statement-breakpoint
INSERT INTO "store_return_months" ("store_id", "month", "returns", "boxes", "points")
SELECT store_id, date_trunc('month', decided_at AT TIME ZONE 'UTC')::date, count(*), sum(boxes), coalesce(sum(points), 0)
FROM "box_returns" WHERE store_id IS NOT NULL AND status = 'confirmed' AND decided_at IS NOT NULL GROUP BY 1, 2;
