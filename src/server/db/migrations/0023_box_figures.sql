CREATE TABLE "box_state_counts" (
	"client_id" integer NOT NULL,
	"state" text NOT NULL,
	"trips" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "box_state_counts_client_id_state_trips_pk" PRIMARY KEY("client_id","state","trips")
);
--> statement-breakpoint
CREATE TABLE "box_trip_days" (
	"client_id" integer NOT NULL,
	"shipped_on" date NOT NULL,
	"days_back" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "box_trip_days_client_id_shipped_on_days_back_pk" PRIMARY KEY("client_id","shipped_on","days_back")
);
--> statement-breakpoint
ALTER TABLE "boxes" ADD COLUMN "back_at" timestamp with time zone;--> statement-breakpoint
-- How a box's current trip ended, for box_trip_days (null: never shipped).
CREATE FUNCTION box_days_back(state text, shipped_at timestamptz, back_at timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN shipped_at IS NULL THEN NULL
              WHEN back_at IS NOT NULL THEN greatest(0, floor(extract(epoch FROM back_at - shipped_at) / 86400))::integer
              WHEN state = 'out' THEN -1
              ELSE -2 END
$$;
--> statement-breakpoint
-- One statement's boxes counted once: a scan of 200 codes is a few upserts, not 400; in key
-- order, so two scans of one client's boxes queue on these rows instead of deadlocking.
CREATE FUNCTION boxes_figures_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO box_state_counts (client_id, state, trips, n)
  SELECT client_id, state, trip, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, state, trips) DO UPDATE SET n = box_state_counts.n + excluded.n;
  INSERT INTO box_trip_days (client_id, shipped_on, days_back, n)
  SELECT client_id, (shipped_at AT TIME ZONE 'UTC')::date, box_days_back(state, shipped_at, back_at), count(*) FROM new_rows WHERE shipped_at IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, shipped_on, days_back) DO UPDATE SET n = box_trip_days.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A changed box moves from its old row to its new one; a new trip (shipped again) leaves the
-- last trip counted where it ended.
CREATE FUNCTION boxes_figures_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO box_state_counts (client_id, state, trips, n)
  SELECT client_id, state, trip, sum(d) FROM (
    SELECT client_id, state, trip, -1 AS d FROM old_rows
    UNION ALL SELECT client_id, state, trip, 1 FROM new_rows
  ) changes GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, state, trips) DO UPDATE SET n = box_state_counts.n + excluded.n;
  INSERT INTO box_trip_days (client_id, shipped_on, days_back, n)
  SELECT client_id, shipped_on, days_back, sum(d) FROM (
    SELECT o.client_id, (o.shipped_at AT TIME ZONE 'UTC')::date AS shipped_on, box_days_back(o.state, o.shipped_at, o.back_at) AS days_back, -1 AS d
      FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.trip = n.trip AND o.shipped_at IS NOT NULL
    UNION ALL
    SELECT client_id, (shipped_at AT TIME ZONE 'UTC')::date, box_days_back(state, shipped_at, back_at), 1 FROM new_rows WHERE shipped_at IS NOT NULL
  ) changes GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (client_id, shipped_on, days_back) DO UPDATE SET n = box_trip_days.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The boxes made before these figures: each one's last trip back from its events.
UPDATE boxes SET back_at = (SELECT min(e.at) FROM box_events e WHERE e.box_id = boxes.id AND e.trip = boxes.trip AND e.kind IN ('returned', 'collected')) WHERE trip > 0;
--> statement-breakpoint
INSERT INTO box_state_counts (client_id, state, trips, n) SELECT client_id, state, trip, count(*) FROM boxes GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO box_trip_days (client_id, shipped_on, days_back, n)
SELECT client_id, (shipped_at AT TIME ZONE 'UTC')::date, box_days_back(state, shipped_at, back_at), count(*) FROM boxes WHERE shipped_at IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER boxes_figures_inserted AFTER INSERT ON boxes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION boxes_figures_insert();
--> statement-breakpoint
CREATE TRIGGER boxes_figures_updated AFTER UPDATE ON boxes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION boxes_figures_update();
