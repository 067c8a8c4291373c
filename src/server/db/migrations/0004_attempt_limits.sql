-- Attempt limits (logins, registrations, password resets) shared by every API process on one
-- PostgreSQL. Unlogged: a crash may forget the counts, which only resets the windows early;
-- in exchange a counter costs no WAL. Raw SQL (lib/attempt-limiter), not in schema.ts:
-- drizzle cannot declare an unlogged table.
CREATE UNLOGGED TABLE IF NOT EXISTS "attempt_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attempt_limits_reset_idx" ON "attempt_limits" USING btree ("reset_at");
