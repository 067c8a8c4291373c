CREATE TABLE "coupon_redemption_totals" (
	"coupon_id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollups" (
	"name" text PRIMARY KEY NOT NULL,
	"through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Redemptions before the start of yesterday (UTC) are counted once here; later ones are read live.
INSERT INTO "rollups" ("name", "through") VALUES ('redemptions', (date_trunc('day', now() AT TIME ZONE 'UTC') - interval '1 day') AT TIME ZONE 'UTC');--> statement-breakpoint
INSERT INTO "coupon_redemption_totals" ("coupon_id", "n")
SELECT coupon_id, count(*) FROM "redemptions" WHERE created_at < (SELECT through FROM "rollups" WHERE name = 'redemptions') GROUP BY coupon_id;
