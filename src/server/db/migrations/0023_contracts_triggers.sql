-- Contract templates and contracts are synced like the other tables (0002): each change takes a
-- version, each removal leaves a tombstone (a hard delete, a template deleted, a person removed
-- from the register taking their contracts with them through ON DELETE CASCADE).
CREATE TRIGGER contract_templates_sync_stamp BEFORE INSERT OR UPDATE ON contract_templates FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER contract_templates_sync_tombstone AFTER DELETE ON contract_templates REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
--> statement-breakpoint
CREATE TRIGGER contracts_sync_stamp BEFORE INSERT OR UPDATE ON contracts FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
--> statement-breakpoint
CREATE TRIGGER contracts_sync_tombstone AFTER DELETE ON contracts REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION sync_tombstone_rows();
