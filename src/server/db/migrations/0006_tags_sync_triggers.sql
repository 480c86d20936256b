-- The tags table is synced like the others (0002): a version on every write, a tombstone on delete.
CREATE TRIGGER tags_sync_stamp BEFORE INSERT OR UPDATE ON tags FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER tags_sync_tombstone AFTER DELETE ON tags REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint

-- An object's tags go with it (as its activity does, 0004). TG_ARGV[0] is the object type.
CREATE OR REPLACE FUNCTION tags_drop_for_objects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tags t USING gone g WHERE t.related_object = TG_ARGV[0] AND t.related_object_id = g.id AND t.company_id = g.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_tags_drop AFTER DELETE ON cars REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_for_objects('car');
--> statement-breakpoint
CREATE TRIGGER employees_tags_drop AFTER DELETE ON employees REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_for_objects('employee');
--> statement-breakpoint

-- Who may see an object's tags is who may see the object: a car's new person re-sends its tags,
-- so the pull gives them to the team-only managers who now see the car and removes them for others.
CREATE OR REPLACE FUNCTION tags_touch_for_object() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tags SET updated_at = now() WHERE related_object = TG_ARGV[0] AND related_object_id = NEW.id AND company_id = NEW.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_tags_visibility AFTER UPDATE OF related_employee_id ON cars FOR EACH ROW
  WHEN (OLD.related_employee_id IS DISTINCT FROM NEW.related_employee_id)
  EXECUTE FUNCTION tags_touch_for_object('car');
