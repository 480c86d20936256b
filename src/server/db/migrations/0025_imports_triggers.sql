-- Imports are synced like the other tables (0002): each change takes a version, each removal
-- leaves a tombstone.
CREATE TRIGGER imports_sync_stamp BEFORE INSERT OR UPDATE ON imports FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER imports_sync_tombstone AFTER DELETE ON imports REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
