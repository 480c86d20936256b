-- The activity table is synced like the others (0002): a version on every write, a tombstone on delete.
CREATE TRIGGER activity_sync_stamp BEFORE INSERT OR UPDATE ON activity FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER activity_sync_tombstone AFTER DELETE ON activity REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint

-- An object's feed goes with it: a hard delete of the object deletes its items, whose tombstones
-- then tell the mirrors. TG_ARGV[0] is the object type (src/shared/objects.ts). Attach one trigger
-- per table of an object type that has a feed.
CREATE OR REPLACE FUNCTION activity_drop_for_objects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity a USING gone g WHERE a.related_object = TG_ARGV[0] AND a.related_object_id = g.id AND a.company_id = g.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_activity_drop AFTER DELETE ON cars REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION activity_drop_for_objects('car');
--> statement-breakpoint
CREATE TRIGGER employees_activity_drop AFTER DELETE ON employees REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION activity_drop_for_objects('employee');
--> statement-breakpoint

-- Who may see an item is who may see its object (src/server/objects/object-access.ts). A car's
-- visibility to team-only managers follows its person, so a new person re-sends the car's items:
-- the pull then gives them to the managers who now see the car and removes them for the others.
-- (A person's visibility follows team membership, which resets those managers' mirrors anyway.)
CREATE OR REPLACE FUNCTION activity_touch_for_object() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activity SET updated_at = now() WHERE related_object = TG_ARGV[0] AND related_object_id = NEW.id AND company_id = NEW.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_activity_visibility AFTER UPDATE OF related_employee_id ON cars FOR EACH ROW
  WHEN (OLD.related_employee_id IS DISTINCT FROM NEW.related_employee_id)
  EXECUTE FUNCTION activity_touch_for_object('car');
