-- Days off, integrations and pushes are synced like the other tables (0002): each change takes a
-- version, each removal (a person removed takes their requests and payroll links) a tombstone.
CREATE TRIGGER day_off_types_sync_stamp BEFORE INSERT OR UPDATE ON day_off_types FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER day_off_types_sync_tombstone AFTER DELETE ON day_off_types REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER day_off_requests_sync_stamp BEFORE INSERT OR UPDATE ON day_off_requests FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER day_off_requests_sync_tombstone AFTER DELETE ON day_off_requests REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER payroll_integrations_sync_stamp BEFORE INSERT OR UPDATE ON payroll_integrations FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER payroll_integrations_sync_tombstone AFTER DELETE ON payroll_integrations REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER integration_people_sync_stamp BEFORE INSERT OR UPDATE ON integration_people FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER integration_people_sync_tombstone AFTER DELETE ON integration_people REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER days_off_pushes_sync_stamp BEFORE INSERT OR UPDATE ON days_off_pushes FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER days_off_pushes_sync_tombstone AFTER DELETE ON days_off_pushes REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
-- An integration person's row carries the person's name: a change of it bumps the rows.
CREATE OR REPLACE FUNCTION sync_touch_integration_people_of_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE integration_people SET updated_at = now() WHERE employee_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_sync_integration_people AFTER UPDATE OF first_name, last_name ON employees FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION sync_touch_integration_people_of_person();
