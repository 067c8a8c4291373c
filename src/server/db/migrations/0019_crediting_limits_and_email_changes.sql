CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_totals" (
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "credit_totals_kind_account_id_day_pk" PRIMARY KEY("kind","account_id","day")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_boxes_per_return" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_staff_points_per_day" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_recycler_return_points_per_day" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_unique" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
UPDATE "box_returns" SET "status" = 'rejected', "reason" = 'The account was closed before the report was decided.', "decided_at" = now()
WHERE "status" = 'pending' AND "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL OR NOT "active");
