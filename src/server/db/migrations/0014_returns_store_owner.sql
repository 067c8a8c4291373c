ALTER TABLE "box_returns" ADD COLUMN "store_owner_id" integer;--> statement-breakpoint
-- A return's store_owner_id is its store's owner_id (null at no store): set on every insert and
-- change of store (a value written by hand is replaced by the store's), and followed when a
-- store changes hands.
CREATE FUNCTION box_return_store_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.store_owner_id := CASE WHEN NEW.store_id IS NOT NULL THEN (SELECT owner_id FROM stores WHERE id = NEW.store_id) END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION store_owner_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE box_returns SET store_owner_id = NEW.owner_id WHERE store_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The triggers first: they lock box_returns and stores against writes until this migration
-- commits, so no return is left without its owner.
CREATE TRIGGER box_returns_store_owner BEFORE INSERT OR UPDATE OF store_id, store_owner_id ON "box_returns"
  FOR EACH ROW EXECUTE FUNCTION box_return_store_owner();--> statement-breakpoint
CREATE TRIGGER stores_owner_followed AFTER UPDATE OF owner_id ON "stores"
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION store_owner_follow();--> statement-breakpoint
UPDATE "box_returns" r SET store_owner_id = s.owner_id FROM "stores" s WHERE s.id = r.store_id;--> statement-breakpoint
CREATE INDEX "returns_pending_owner_idx" ON "box_returns" USING btree ("store_owner_id","created_at","id") WHERE status = 'pending';
