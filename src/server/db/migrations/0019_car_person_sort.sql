-- /fleet's person order reads an index: each car keeps its person's full name folded as the list
-- sorts it (src/server/db/text-sql.ts foldSql), set on every write of the car. A rename of the
-- person already touches their cars (sync_touch_person_name, 0011), a person removed sets the
-- car's person to null: both are writes of the car, so the name never goes stale.
ALTER TABLE "cars" ADD COLUMN "person_sort" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION cars_person_sort() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.person_sort := (SELECT lower((e.first_name || ' ' || e.last_name) collate "und-x-icu") FROM employees e WHERE e.id = NEW.related_employee_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The cars there are now: not a change devices need, so not stamped with a new version.
ALTER TABLE "cars" DISABLE TRIGGER "cars_sync_stamp";--> statement-breakpoint
UPDATE "cars" c SET "person_sort" = lower((e.first_name || ' ' || e.last_name) collate "und-x-icu") FROM "employees" e WHERE e.id = c.related_employee_id;--> statement-breakpoint
ALTER TABLE "cars" ENABLE TRIGGER "cars_sync_stamp";--> statement-breakpoint
CREATE TRIGGER cars_person_sort BEFORE INSERT OR UPDATE ON cars FOR EACH ROW EXECUTE FUNCTION cars_person_sort();--> statement-breakpoint
CREATE INDEX "cars_sort_person_idx" ON "cars" USING btree ("company_id","deleted","person_sort" collate "C","id");--> statement-breakpoint
CREATE INDEX "cars_sort_person_desc_idx" ON "cars" USING btree ("company_id","deleted","person_sort" collate "C" desc nulls last,"id");
