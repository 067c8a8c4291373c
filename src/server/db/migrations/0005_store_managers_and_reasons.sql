CREATE TABLE "store_managers" (
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_returns" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "box_returns" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_managers" ADD CONSTRAINT "store_managers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_managers" ADD CONSTRAINT "store_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_managers" ADD CONSTRAINT "store_managers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_managers_unique" ON "store_managers" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE INDEX "store_managers_user_idx" ON "store_managers" USING btree ("user_id");