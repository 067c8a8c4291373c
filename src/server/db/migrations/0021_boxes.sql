CREATE TABLE "box_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"count" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"kind" text NOT NULL,
	"trip" integer NOT NULL,
	"actor_id" integer,
	"recycler_id" integer,
	"store_id" integer,
	"return_id" integer,
	"order_ref" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"client_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"state" text DEFAULT 'in_stock' NOT NULL,
	"trip" integer DEFAULT 0 NOT NULL,
	"shipped_at" timestamp with time zone,
	"retired_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "box_codes_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "return_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "lost_after_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "box_batches" ADD CONSTRAINT "box_batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_batches" ADD CONSTRAINT "box_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_recycler_id_users_id_fk" FOREIGN KEY ("recycler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_return_id_box_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."box_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_batch_id_box_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."box_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_events_box_idx" ON "box_events" USING btree ("box_id","id");--> statement-breakpoint
CREATE INDEX "box_events_recycler_idx" ON "box_events" USING btree ("recycler_id","at") WHERE recycler_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "boxes_code_unique" ON "boxes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "boxes_batch_idx" ON "boxes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "boxes_client_state_idx" ON "boxes" USING btree ("client_id","state");--> statement-breakpoint
CREATE INDEX "boxes_out_since_idx" ON "boxes" USING btree ("shipped_at") WHERE state = 'out';