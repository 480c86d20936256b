-- Lists ordered by a custom field read an index: custom_field_sort_keys holds, per object and
-- field, the value as the list sorts it (custom-fields/custom-field-sort.ts), as the device sorts
-- it: money and numbers as numeric, dates as date, an option by its name folded, other text
-- folded (text-sql.ts foldSql). Statement triggers on the values rows keep it, so a bulk write costs one
-- insert; a field's type or options changing rebuilds that field's keys.
CREATE TABLE "custom_field_sort_keys" (
	"custom_field_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"key_num" numeric,
	"key_date" date,
	"key_text" text COLLATE "C",
	CONSTRAINT "custom_field_sort_keys_custom_field_id_object_id_pk" PRIMARY KEY("custom_field_id","object_id")
);
--> statement-breakpoint
-- A stored value as its kind, null when it does not parse as one (segment-values.ts reads such a
-- value as empty on the device). Dates: a real calendar date, years 0001-9999; leap days in years
-- divisible by 4 but not 100, or by 400. custom-field-sql.ts customValueAs calls these.
CREATE FUNCTION custom_value_number(raw text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN raw ~ '^-?[0-9]+(\.[0-9]+)?$' THEN raw::numeric END
$$;--> statement-breakpoint
CREATE FUNCTION custom_value_date(raw text) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN raw ~ '^(?!0000)([0-9]{4}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))|([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)-02-29)$' THEN raw::date END
$$;--> statement-breakpoint
-- A values row's key as the field id it names; null for a key that is not a uuid.
CREATE FUNCTION custom_field_id_of(field_key text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN field_key ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN field_key::uuid END
$$;--> statement-breakpoint
CREATE FUNCTION custom_field_sort_keys_of(company uuid, object uuid, vals jsonb)
RETURNS SETOF custom_field_sort_keys LANGUAGE sql STABLE AS $$
  SELECT k.* FROM (
    SELECT f.id, object, company,
      CASE WHEN f.type IN ('money', 'auto_incrementing_int') THEN custom_value_number(e.value) END,
      CASE WHEN f.type = 'date' THEN custom_value_date(e.value) END,
      CASE
        WHEN f.type = 'select_option' THEN (SELECT lower((o ->> 'option_name') collate "und-x-icu") FROM jsonb_array_elements(f.options) o WHERE o ->> 'id' = e.value LIMIT 1)
        WHEN f.type NOT IN ('money', 'auto_incrementing_int', 'date') THEN lower(e.value collate "und-x-icu")
      END collate "C"
    FROM jsonb_each_text(vals) e
    JOIN custom_fields f ON f.id = custom_field_id_of(e.key) AND f.company_id = company
  ) k (custom_field_id, object_id, company_id, key_num, key_date, key_text)
  WHERE k.key_num IS NOT NULL OR k.key_date IS NOT NULL OR k.key_text IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION custom_field_sort_keys_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO custom_field_sort_keys SELECT k.* FROM new_rows n, custom_field_sort_keys_of(n.company_id, n.id, n.values) k;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION custom_field_sort_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sync stamps and touches rewrite rows without changing their values: nothing to do for those.
  -- A row's keys are found by their primary key, from the fields its old values name.
  DELETE FROM custom_field_sort_keys k USING new_rows n JOIN old_rows o ON o.id = n.id, jsonb_object_keys(o.values) f(key)
    WHERE o.values IS DISTINCT FROM n.values AND k.custom_field_id = custom_field_id_of(f.key) AND k.object_id = o.id;
  INSERT INTO custom_field_sort_keys
    SELECT k.* FROM new_rows n JOIN old_rows o ON o.id = n.id, custom_field_sort_keys_of(n.company_id, n.id, n.values) k
    WHERE o.values IS DISTINCT FROM n.values;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION custom_field_sort_keys_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM custom_field_sort_keys k USING old_rows o, jsonb_object_keys(o.values) f(key)
    WHERE k.custom_field_id = custom_field_id_of(f.key) AND k.object_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- No foreign key to the field: checking one for each of 500,000 keys slowed a large seed; a field's
-- keys go with it here instead, and are made again when its type or options change.
CREATE FUNCTION custom_field_sort_keys_of_field() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM custom_field_sort_keys WHERE custom_field_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO custom_field_sort_keys
      SELECT k.* FROM custom_field_values v, custom_field_sort_keys_of(v.company_id, v.id, jsonb_build_object(NEW.id::text, v.values -> NEW.id::text)) k
      WHERE v.company_id = NEW.company_id AND v.values ? NEW.id::text;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO custom_field_sort_keys SELECT k.* FROM custom_field_values v, custom_field_sort_keys_of(v.company_id, v.id, v.values) k;--> statement-breakpoint
CREATE TRIGGER custom_field_sort_keys_added AFTER INSERT ON custom_field_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION custom_field_sort_keys_added();--> statement-breakpoint
CREATE TRIGGER custom_field_sort_keys_changed AFTER UPDATE ON custom_field_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION custom_field_sort_keys_changed();--> statement-breakpoint
CREATE TRIGGER custom_field_sort_keys_removed AFTER DELETE ON custom_field_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION custom_field_sort_keys_removed();--> statement-breakpoint
-- A field has no values when it is made (a value of an unknown field is refused), so only a change
-- of its type or options can change its keys.
CREATE TRIGGER custom_field_sort_keys_of_field AFTER UPDATE ON custom_fields FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.options IS DISTINCT FROM NEW.options)
  EXECUTE FUNCTION custom_field_sort_keys_of_field();--> statement-breakpoint
CREATE TRIGGER custom_field_sort_keys_of_removed_field AFTER DELETE ON custom_fields FOR EACH ROW EXECUTE FUNCTION custom_field_sort_keys_of_field();--> statement-breakpoint
-- One index serves both directions: read backwards for a descending order, its ties then put in
-- id order by an incremental sort. Two more indexes made a 100,000-car seed a third slower.
CREATE INDEX "custom_field_sort_keys_order_idx" ON "custom_field_sort_keys" USING btree ("custom_field_id","key_num","key_date","key_text","object_id");
