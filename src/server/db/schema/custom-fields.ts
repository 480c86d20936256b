import { sql, type SQL } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedValuesText } from '../search-text';
import type { CustomFieldOption, CustomFieldType } from '../../../shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../../shared/objects';
import { companies } from './companies';
import { syncColumns } from './columns';

// Custom field definitions per object type, and one values row per object (its id is the object's
// id, values keyed by field id), both synced. Values rows have no foreign key to their object:
// triggers (migration 0008) drop them with it and re-send them when its visibility changes.
export const customFields = pgTable(
  'custom_fields',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    object_type: text('object_type').$type<ObjectType>().notNull(),
    name: text('name').notNull(),
    cf_name: text('cf_name').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    max_length: integer('max_length'),
    options: jsonb('options').$type<CustomFieldOption[]>().notNull().default([]),
    employee_visibility: smallint('employee_visibility').$type<0 | 1>().notNull().default(0),
    expense_visibility: smallint('expense_visibility').$type<0 | 1>().notNull().default(0),
    expense_required: smallint('expense_required').$type<0 | 1>().notNull().default(0),
    priority: integer('priority').notNull().default(0),
    /** auto_incrementing_int: the last number given. */
    last_number: integer('last_number').notNull().default(0),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('custom_fields_name_idx').on(t.company_id, t.object_type, t.name), index('custom_fields_version_idx').on(t.company_id, t.version)],
);

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    related_object: text('related_object').$type<ObjectType>().notNull(),
    related_object_id: uuid('related_object_id').notNull(),
    /** field id → value in its canonical text form. */
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    /** The values folded, a search's prefilter (search-text.ts); never sent. */
    search_text: text('search_text').generatedAlwaysAs((): SQL => storedValuesText(customFieldValues.values)),
    ...syncColumns(),
  },
  (t) => [
    index('custom_field_values_object_idx').on(t.company_id, t.related_object),
    index('custom_field_values_version_idx').on(t.company_id, t.version),
    index('custom_field_values_search_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/**
 * One row per object and custom field with a value that sorts (migration 0021 keeps them from the
 * values rows by triggers): the value as its column sorts (custom-field-sort.ts), in the one
 * column of its kind, so a list ordered by a custom field walks an index instead of reading every
 * object's values. Never sent to devices.
 */
export const customFieldSortKeys = pgTable(
  'custom_field_sort_keys',
  {
    /** No foreign key (a trigger drops a field's keys with it: migration 0021). */
    custom_field_id: uuid('custom_field_id').notNull(),
    object_id: uuid('object_id').notNull(),
    company_id: uuid('company_id').notNull(),
    key_num: numeric('key_num'),
    key_date: date('key_date'),
    /** Folded as foldSql folds, compared in code point order (collate "C", set in the migration). */
    key_text: text('key_text'),
  },
  (t) => [primaryKey({ columns: [t.custom_field_id, t.object_id] })],
);
