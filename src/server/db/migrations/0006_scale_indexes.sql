-- Substring search of users (issue 20): trigram indexes. pg_trgm is a trusted extension (no superuser
-- needed) and PGlite loads it in client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "ledger_user_idx";--> statement-breakpoint
CREATE INDEX "returns_pending_idx" ON "box_returns" USING btree ("created_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "returns_pending_store_idx" ON "box_returns" USING btree ("store_id","created_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "participants_event_joined_idx" ON "participants" USING btree ("event_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_live_name_idx" ON "users" USING btree ("name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_live_email_idx" ON "users" USING btree ("email","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_live_points_idx" ON "users" USING btree ("available_reward_points","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_live_role_created_idx" ON "users" USING btree ("role","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || ' ' || "email" || ' ' || "user_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at","id");