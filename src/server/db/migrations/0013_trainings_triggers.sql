-- Trainings and participants are synced like the other tables (0002), and their activity, tags,
-- custom field values and files follow them as a car's do (0004, 0006, 0008). A deleted program
-- takes its sessions, and a deleted training its participants (ON DELETE CASCADE): the statement
-- triggers below see those rows too, so each leaves its tombstone and drops its things.
CREATE TRIGGER trainings_sync_stamp BEFORE INSERT OR UPDATE ON trainings FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER trainings_sync_tombstone AFTER DELETE ON trainings REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER training_participants_sync_stamp BEFORE INSERT OR UPDATE ON training_participants FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER training_participants_sync_tombstone AFTER DELETE ON training_participants REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER trainings_activity_drop AFTER DELETE ON trainings REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION activity_drop_for_objects('training');
--> statement-breakpoint
CREATE TRIGGER trainings_tags_drop AFTER DELETE ON trainings REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_for_objects('training');
--> statement-breakpoint
CREATE TRIGGER trainings_custom_field_values_drop AFTER DELETE ON trainings REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION custom_field_values_drop_for_objects('training');
--> statement-breakpoint
CREATE TRIGGER trainings_documents_drop AFTER DELETE ON trainings REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_drop_for_objects('training');
--> statement-breakpoint
CREATE TRIGGER training_participants_activity_drop AFTER DELETE ON training_participants REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION activity_drop_for_objects('training_participant');
--> statement-breakpoint
CREATE TRIGGER training_participants_tags_drop AFTER DELETE ON training_participants REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tags_drop_for_objects('training_participant');
--> statement-breakpoint
CREATE TRIGGER training_participants_custom_field_values_drop AFTER DELETE ON training_participants REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION custom_field_values_drop_for_objects('training_participant');
--> statement-breakpoint
CREATE TRIGGER training_participants_documents_drop AFTER DELETE ON training_participants REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_drop_for_objects('training_participant');
--> statement-breakpoint
-- A participant row carries the person's name and avatar, and a session row its program's name:
-- a change to either bumps the rows that show it, or mirrors would keep the old one. The trainings
-- area has its own trigger on employees rather than adding a line to the shared touch functions.
CREATE OR REPLACE FUNCTION sync_touch_participants_of_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE training_participants SET updated_at = now() WHERE employee_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_sync_participants AFTER UPDATE OF first_name, last_name, avatar ON employees FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION sync_touch_participants_of_person();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_touch_program_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trainings SET updated_at = now() WHERE program_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trainings_sync_rename AFTER UPDATE OF name ON trainings FOR EACH ROW
  WHEN (OLD.is_program = 1 AND OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION sync_touch_program_name();
