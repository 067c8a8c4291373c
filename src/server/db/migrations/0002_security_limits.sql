ALTER TABLE "images" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_event_reward" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
UPDATE "images" SET "private" = true WHERE "name" IN (SELECT "profile_image" FROM "users" WHERE "profile_image" IS NOT NULL);
