ALTER TABLE "box_returns" ADD COLUMN "by_post" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "box_events" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "boxes" ADD COLUMN "posted_return_id" integer;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_posted_return_id_box_returns_id_fk" FOREIGN KEY ("posted_return_id") REFERENCES "public"."box_returns"("id") ON DELETE no action ON UPDATE no action;