import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SegmentObjectType } from '../../../shared/objects';
import type { SegmentDefinition } from '../../../shared/segments/segment.schema';
import { users } from './auth';
import { companies } from './companies';
import { syncColumns } from './columns';

// Custom segments: saved list filters per object type, shared by the company's users with full
// group access (light access gets the built-in ones only). Synced, so lists filter offline.
export const segments = pgTable(
  'segments',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    object_type: text('object_type').$type<SegmentObjectType>().notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<SegmentDefinition>().notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...syncColumns(),
  },
  (t) => [index('segments_object_idx').on(t.company_id, t.object_type), index('segments_version_idx').on(t.company_id, t.version)],
);
