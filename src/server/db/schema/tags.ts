import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ObjectType } from '../../../shared/objects';
import { companies } from './companies';
import { syncColumns } from './columns';

// Tags (software-contracts-push.md section 2: names per related object), synced like the other
// tables. One row per object; its id is the object's id (ids are unique over all tables), so a
// device tagging offline makes the same row. related_object_id has no foreign key: triggers
// (migration 0006) drop an object's tags with it and re-send them when its visibility changes.
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    related_object: text('related_object').$type<ObjectType>().notNull(),
    related_object_id: uuid('related_object_id').notNull(),
    tag_names: text('tag_names').array().notNull().default([]),
    ...syncColumns(),
  },
  (t) => [index('tags_object_type_idx').on(t.company_id, t.related_object), index('tags_version_idx').on(t.company_id, t.version)],
);
