ALTER TABLE "events" ADD COLUMN "dates_set_by" integer;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_dates_set_by_users_id_fk" FOREIGN KEY ("dates_set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;