ALTER TABLE "users" ADD COLUMN "employer_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The store managers already at work belong to the business of the first store they were assigned to.
UPDATE "users" u SET "employer_id" = (
  SELECT s."owner_id" FROM "store_managers" m JOIN "stores" s ON s."id" = m."store_id" WHERE m."user_id" = u."id" ORDER BY m."created_at", s."id" LIMIT 1
) WHERE u."role" = 'STORE_MANAGER';
