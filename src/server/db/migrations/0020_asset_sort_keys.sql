-- /assets orders read an index: each asset keeps its type's and its owner's names folded as the
-- list sorts them (src/server/db/text-sql.ts foldSql), set on every write of the asset. A rename
-- of the type or the owner already touches their assets (sync_touch_asset_type and
-- sync_touch_person_name, 0011), an owner removed sets the asset's owner to null: both are writes
-- of the asset, so the names never go stale.
ALTER TABLE "assets" ADD COLUMN "type_sort" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "owner_sort" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION assets_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.type_sort := (SELECT lower(t.name collate "und-x-icu") FROM asset_types t WHERE t.id = NEW.asset_type_id);
  NEW.owner_sort := (SELECT lower((e.first_name || ' ' || e.last_name) collate "und-x-icu") FROM employees e WHERE e.id = NEW.owner_employee_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The assets there are now: not a change devices need, so not stamped with a new version.
ALTER TABLE "assets" DISABLE TRIGGER "assets_sync_stamp";--> statement-breakpoint
UPDATE "assets" a SET
  "type_sort" = (SELECT lower(t.name collate "und-x-icu") FROM asset_types t WHERE t.id = a.asset_type_id),
  "owner_sort" = (SELECT lower((e.first_name || ' ' || e.last_name) collate "und-x-icu") FROM employees e WHERE e.id = a.owner_employee_id);--> statement-breakpoint
ALTER TABLE "assets" ENABLE TRIGGER "assets_sync_stamp";--> statement-breakpoint
CREATE TRIGGER assets_sort_keys BEFORE INSERT OR UPDATE ON assets FOR EACH ROW EXECUTE FUNCTION assets_sort_keys();--> statement-breakpoint
CREATE INDEX "assets_sort_asset_idx" ON "assets" USING btree ("company_id","deleted","type_sort" collate "C","id");--> statement-breakpoint
CREATE INDEX "assets_sort_asset_desc_idx" ON "assets" USING btree ("company_id","deleted","type_sort" collate "C" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "assets_sort_person_idx" ON "assets" USING btree ("company_id","deleted","owner_sort" collate "C","id");--> statement-breakpoint
CREATE INDEX "assets_sort_person_desc_idx" ON "assets" USING btree ("company_id","deleted","owner_sort" collate "C" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "assets_sort_serial_number_idx" ON "assets" USING btree ("company_id","deleted",lower(("serial_number") collate "und-x-icu") collate "C","id");--> statement-breakpoint
CREATE INDEX "assets_sort_serial_number_desc_idx" ON "assets" USING btree ("company_id","deleted",lower(("serial_number") collate "und-x-icu") collate "C" desc nulls last,"id");
