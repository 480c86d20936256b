-- Software products and licences are synced like the other tables (0002), and their activity,
-- tags, custom field values and files follow them as a car's do (0004, 0006, 0008). A product is
-- only ever marked deleted; a person removed from the register takes their licences (ON DELETE
-- CASCADE): the statement triggers below see those rows too, so each leaves its tombstone and
-- drops its things.
CREATE TRIGGER software_products_sync_stamp BEFORE INSERT OR UPDATE ON software_products FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER software_products_sync_tombstone AFTER DELETE ON software_products REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER software_licenses_sync_stamp BEFORE INSERT OR UPDATE ON software_licenses FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER software_licenses_sync_tombstone AFTER DELETE ON software_licenses REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER software_products_activity_drop AFTER DELETE ON software_products REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION activity_drop_for_objects('product');
--> statement-breakpoint
CREATE TRIGGER software_products_tags_drop AFTER DELETE ON software_products REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_for_objects('product');
--> statement-breakpoint
CREATE TRIGGER software_products_custom_field_values_drop AFTER DELETE ON software_products REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION custom_field_values_drop_for_objects('product');
--> statement-breakpoint
CREATE TRIGGER software_products_documents_drop AFTER DELETE ON software_products REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_drop_for_objects('product');
--> statement-breakpoint
CREATE TRIGGER software_licenses_activity_drop AFTER DELETE ON software_licenses REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION activity_drop_for_objects('license');
--> statement-breakpoint
CREATE TRIGGER software_licenses_tags_drop AFTER DELETE ON software_licenses REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_for_objects('license');
--> statement-breakpoint
CREATE TRIGGER software_licenses_custom_field_values_drop AFTER DELETE ON software_licenses REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION custom_field_values_drop_for_objects('license');
--> statement-breakpoint
CREATE TRIGGER software_licenses_documents_drop AFTER DELETE ON software_licenses REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_drop_for_objects('license');
--> statement-breakpoint
-- A licence row carries its person's name and avatar: a change to either bumps the licences that
-- show it, or mirrors would keep the old one. The software area has its own trigger on employees
-- rather than adding a line to the shared touch functions (as trainings did in 0013).
CREATE OR REPLACE FUNCTION sync_touch_licenses_of_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE software_licenses SET updated_at = now() WHERE employee_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_sync_licenses AFTER UPDATE OF first_name, last_name, avatar ON employees FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION sync_touch_licenses_of_person();
