-- Custom fields, their values, documents and segments are synced like the other tables (0002).
CREATE TRIGGER custom_fields_sync_stamp BEFORE INSERT OR UPDATE ON custom_fields FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER custom_fields_sync_tombstone AFTER DELETE ON custom_fields REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER custom_field_values_sync_stamp BEFORE INSERT OR UPDATE ON custom_field_values FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER custom_field_values_sync_tombstone AFTER DELETE ON custom_field_values REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER documents_sync_stamp BEFORE INSERT OR UPDATE ON documents FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER documents_sync_tombstone AFTER DELETE ON documents REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER segments_sync_stamp BEFORE INSERT OR UPDATE ON segments FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER segments_sync_tombstone AFTER DELETE ON segments REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint

-- An object's custom field values and documents go with it, as its activity and tags do (0004,
-- 0006). TG_ARGV[0] is the object type. The files on disk are removed by the server's sweep.
CREATE OR REPLACE FUNCTION custom_field_values_drop_for_objects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM custom_field_values v USING gone g WHERE v.related_object = TG_ARGV[0] AND v.related_object_id = g.id AND v.company_id = g.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_drop_for_objects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM documents d USING gone g WHERE d.related_object = TG_ARGV[0] AND d.related_object_id = g.id AND d.company_id = g.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_custom_field_values_drop AFTER DELETE ON cars REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION custom_field_values_drop_for_objects('car');
--> statement-breakpoint
CREATE TRIGGER employees_custom_field_values_drop AFTER DELETE ON employees REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION custom_field_values_drop_for_objects('employee');
--> statement-breakpoint
CREATE TRIGGER cars_documents_drop AFTER DELETE ON cars REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_drop_for_objects('car');
--> statement-breakpoint
CREATE TRIGGER employees_documents_drop AFTER DELETE ON employees REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_drop_for_objects('employee');
--> statement-breakpoint

-- Who may see an object's values and files is who may see the object: a car's new person re-sends
-- them, so team-only managers who now see the car get them and the others lose them.
CREATE OR REPLACE FUNCTION custom_field_values_touch_for_object() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE custom_field_values SET updated_at = now() WHERE related_object = TG_ARGV[0] AND related_object_id = NEW.id AND company_id = NEW.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_touch_for_object() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents SET updated_at = now() WHERE related_object = TG_ARGV[0] AND related_object_id = NEW.id AND company_id = NEW.company_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cars_custom_field_values_visibility AFTER UPDATE OF related_employee_id ON cars FOR EACH ROW
  WHEN (OLD.related_employee_id IS DISTINCT FROM NEW.related_employee_id)
  EXECUTE FUNCTION custom_field_values_touch_for_object('car');
--> statement-breakpoint
CREATE TRIGGER cars_documents_visibility AFTER UPDATE OF related_employee_id ON cars FOR EACH ROW
  WHEN (OLD.related_employee_id IS DISTINCT FROM NEW.related_employee_id)
  EXECUTE FUNCTION documents_touch_for_object('car');
