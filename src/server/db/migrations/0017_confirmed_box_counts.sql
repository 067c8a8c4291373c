CREATE TABLE "confirmed_box_counts" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"boxes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Boxes of confirmed returns follow every insert, delete and change of status or boxes (or id, which
-- picks the slot). The slot only spreads the writes: the figure is the sum of all slots.
CREATE FUNCTION confirmed_boxes_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'confirmed' THEN
    UPDATE confirmed_box_counts SET boxes = boxes - OLD.boxes WHERE slot = OLD.id % 8;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'confirmed' THEN
    INSERT INTO confirmed_box_counts AS c (slot, boxes) VALUES (NEW.id % 8, NEW.boxes)
    ON CONFLICT (slot) DO UPDATE SET boxes = c.boxes + excluded.boxes;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The trigger first: it locks box_returns against writes until this migration commits, so the
-- count below misses no row and counts none twice.
CREATE TRIGGER box_returns_boxes_counted AFTER INSERT OR DELETE OR UPDATE OF status, boxes, id ON "box_returns"
  FOR EACH ROW EXECUTE FUNCTION confirmed_boxes_follow();--> statement-breakpoint
INSERT INTO "confirmed_box_counts" ("slot", "boxes")
SELECT id % 8, sum(boxes) FROM "box_returns" WHERE status = 'confirmed' GROUP BY 1;
