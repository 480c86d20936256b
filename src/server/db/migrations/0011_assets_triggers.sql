-- Asset types and assets are synced like the other tables (0002), and an asset's activity, tags,
-- custom field values and files follow it as a car's do (0004, 0006, 0008).
CREATE TRIGGER asset_types_sync_stamp BEFORE INSERT OR UPDATE ON asset_types FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER asset_types_sync_tombstone AFTER DELETE ON asset_types REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER assets_sync_stamp BEFORE INSERT OR UPDATE ON assets FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER assets_sync_tombstone AFTER DELETE ON assets REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER assets_activity_drop AFTER DELETE ON assets REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION activity_drop_for_objects('asset');
--> statement-breakpoint
CREATE TRIGGER assets_tags_drop AFTER DELETE ON assets REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_for_objects('asset');
--> statement-breakpoint
CREATE TRIGGER assets_custom_field_values_drop AFTER DELETE ON assets REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION custom_field_values_drop_for_objects('asset');
--> statement-breakpoint
CREATE TRIGGER assets_documents_drop AFTER DELETE ON assets REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_drop_for_objects('asset');
--> statement-breakpoint
-- A new owner may take the asset into or out of a team-only manager's view: its things go with it.
CREATE TRIGGER assets_activity_visibility AFTER UPDATE OF owner_employee_id ON assets FOR EACH ROW
  WHEN (OLD.owner_employee_id IS DISTINCT FROM NEW.owner_employee_id)
  EXECUTE FUNCTION activity_touch_for_object('asset');
--> statement-breakpoint
CREATE TRIGGER assets_tags_visibility AFTER UPDATE OF owner_employee_id ON assets FOR EACH ROW
  WHEN (OLD.owner_employee_id IS DISTINCT FROM NEW.owner_employee_id)
  EXECUTE FUNCTION tags_touch_for_object('asset');
--> statement-breakpoint
CREATE TRIGGER assets_custom_field_values_visibility AFTER UPDATE OF owner_employee_id ON assets FOR EACH ROW
  WHEN (OLD.owner_employee_id IS DISTINCT FROM NEW.owner_employee_id)
  EXECUTE FUNCTION custom_field_values_touch_for_object('asset');
--> statement-breakpoint
CREATE TRIGGER assets_documents_visibility AFTER UPDATE OF owner_employee_id ON assets FOR EACH ROW
  WHEN (OLD.owner_employee_id IS DISTINCT FROM NEW.owner_employee_id)
  EXECUTE FUNCTION documents_touch_for_object('asset');
--> statement-breakpoint
-- An asset row carries its owner's name and avatar and its type's name and picture: a change to
-- either bumps the assets that show it, or mirrors would keep the old one.
CREATE OR REPLACE FUNCTION sync_touch_person_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET updated_at = now() WHERE manager_id = NEW.id;
  UPDATE cars SET updated_at = now() WHERE related_employee_id = NEW.id;
  UPDATE assets SET updated_at = now() WHERE owner_employee_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_touch_person_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assets SET updated_at = now() WHERE owner_employee_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_sync_avatar AFTER UPDATE OF avatar ON employees FOR EACH ROW
  WHEN (OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION sync_touch_person_avatar();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_touch_asset_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assets SET updated_at = now() WHERE asset_type_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER asset_types_sync_rename AFTER UPDATE OF name, picture ON asset_types FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.picture IS DISTINCT FROM NEW.picture)
  EXECUTE FUNCTION sync_touch_asset_type();
