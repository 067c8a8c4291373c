CREATE INDEX "returns_decider_idx" ON "box_returns" USING btree ("decided_by","decided_at");--> statement-breakpoint
CREATE INDEX "returns_store_idx" ON "box_returns" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "box_returns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "participants_user_idx" ON "participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_created_idx" ON "points_ledger" USING btree ("created_at");