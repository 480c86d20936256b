-- Searches read trigram indexes on stored folded text (src/server/db/search-text.ts) instead of
-- folding every row per query, and /fleet's usual orders read an index (db/schema/fleet.ts
-- indexedCarSorts). pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce("assets"."serial_number", '') || E'\n' || coalesce("assets"."vendor", ''), NFD), U&'[\0300-\036f]', '', 'g') collate "und-x-icu") collate "C") STORED;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(jsonb_path_query_array("custom_field_values"."values", '$.*')::text, NFD), U&'[\0300-\036f]', '', 'g') collate "und-x-icu") collate "C") STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce("cars"."brand", '') || E'\n' || coalesce("cars"."model", '') || E'\n' || coalesce("cars"."plate", '') || E'\n' || coalesce("cars"."color", '') || E'\n' || coalesce("cars"."chassis_number", ''), NFD), U&'[\0300-\036f]', '', 'g') collate "und-x-icu") collate "C") STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(regexp_replace(normalize(coalesce("employees"."first_name" || ' ' || "employees"."last_name", ''), NFD), U&'[\0300-\036f]', '', 'g') collate "und-x-icu") collate "C") STORED;--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_field_values_search_idx" ON "custom_field_values" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_search_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_sort_vehicle_idx" ON "cars" USING btree ("company_id","deleted",lower(("brand" || ' ' || "model") collate "und-x-icu") collate "C","id");--> statement-breakpoint
CREATE INDEX "cars_sort_vehicle_desc_idx" ON "cars" USING btree ("company_id","deleted",lower(("brand" || ' ' || "model") collate "und-x-icu") collate "C" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "cars_sort_plate_idx" ON "cars" USING btree ("company_id","deleted",lower(("plate") collate "und-x-icu") collate "C","id");--> statement-breakpoint
CREATE INDEX "cars_sort_plate_desc_idx" ON "cars" USING btree ("company_id","deleted",lower(("plate") collate "und-x-icu") collate "C" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "cars_sort_catalogue_value_idx" ON "cars" USING btree ("company_id","deleted","catalogue_value","id");--> statement-breakpoint
CREATE INDEX "cars_sort_catalogue_value_desc_idx" ON "cars" USING btree ("company_id","deleted","catalogue_value" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "cars_sort_total_cost_idx" ON "cars" USING btree ("company_id","deleted",(case when "cost_yearly" is null and "operational_cost_yearly" is null then null else coalesce("cost_yearly", 0) + coalesce("operational_cost_yearly", 0) end),"id");--> statement-breakpoint
CREATE INDEX "cars_sort_total_cost_desc_idx" ON "cars" USING btree ("company_id","deleted",(case when "cost_yearly" is null and "operational_cost_yearly" is null then null else coalesce("cost_yearly", 0) + coalesce("operational_cost_yearly", 0) end) desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "cars_sort_date_first_registration_idx" ON "cars" USING btree ("company_id","deleted","date_first_registration","id");--> statement-breakpoint
CREATE INDEX "cars_sort_date_first_registration_desc_idx" ON "cars" USING btree ("company_id","deleted","date_first_registration" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "employees_search_name_idx" ON "employees" USING gin ("search_name" gin_trgm_ops);