CREATE TABLE "ledger_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"issued" bigint NOT NULL,
	"redeemed" bigint NOT NULL,
	"net" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"active" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "user_counts_role_active_pk" PRIMARY KEY("role","active")
);
--> statement-breakpoint
CREATE INDEX "ledger_event_source_idx" ON "points_ledger" USING btree ("source_id") WHERE source_type = 'event';--> statement-breakpoint
-- Closed days so far (the same rule as stats/ledger-rollup.ts: up to the start of yesterday, UTC).
INSERT INTO "ledger_daily" ("day", "issued", "redeemed", "net")
SELECT (created_at AT TIME ZONE 'UTC')::date,
  coalesce(sum(delta) FILTER (WHERE delta > 0), 0), coalesce(-sum(delta) FILTER (WHERE reason = 'redeem'), 0), coalesce(sum(delta), 0)
FROM "points_ledger"
WHERE created_at < (date_trunc('day', now() AT TIME ZONE 'UTC') - interval '1 day') AT TIME ZONE 'UTC'
GROUP BY 1;--> statement-breakpoint
INSERT INTO "user_counts" ("role", "active", "n") SELECT role, active, count(*) FROM "users" WHERE deleted_at IS NULL GROUP BY role, active;--> statement-breakpoint
-- Live accounts by role and active flag follow every insert, delete and change of role, active or deleted_at.
CREATE FUNCTION user_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    UPDATE user_counts SET n = n - 1 WHERE role = OLD.role AND active = OLD.active;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO user_counts (role, active, n) VALUES (NEW.role, NEW.active, 1)
    ON CONFLICT (role, active) DO UPDATE SET n = user_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_counted AFTER INSERT OR DELETE OR UPDATE OF role, active, deleted_at ON "users" FOR EACH ROW EXECUTE FUNCTION user_counts_follow();
