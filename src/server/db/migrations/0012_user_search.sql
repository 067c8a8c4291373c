-- The users search's text in a table of its own (schema/accounts.ts, userSearch, says why), kept by a trigger
-- when a name, an email or a personal code is written; a balance change does not touch it.
CREATE TABLE "user_search" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_search" ADD CONSTRAINT "user_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION user_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_search (user_id, search_text)
  VALUES (NEW.id, NEW.name || ' ' || NEW.email || ' ' || NEW.user_code)
  ON CONFLICT (user_id) DO UPDATE SET search_text = excluded.search_text
  WHERE user_search.search_text IS DISTINCT FROM excluded.search_text;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Fires only for statements that write one of the three columns: a balance update never does.
CREATE TRIGGER user_search_follow AFTER INSERT OR UPDATE OF name, email, user_code ON users
FOR EACH ROW EXECUTE FUNCTION user_search_follow();--> statement-breakpoint
-- The accounts already there (after the trigger, so none is missed; a row it wrote is kept).
INSERT INTO user_search (user_id, search_text)
SELECT id, name || ' ' || email || ' ' || user_code FROM users
ON CONFLICT (user_id) DO NOTHING;--> statement-breakpoint
CREATE INDEX "user_search_trgm_idx" ON "user_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";
