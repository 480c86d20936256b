import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventInfo } from '../../../shared/activity/activity.schema';
import type { EventType } from '../../../shared/activity/event-types';
import type { ObjectType } from '../../../shared/objects';
import { users } from './auth';
import { companies } from './companies';
import { syncColumns } from './columns';

// The activity feed of every object (software-contracts-push.md section 3), synced like the other
// tables. related_object_id points at a row of the table of related_object, so it has no foreign
// key; triggers (migration 0004) drop an object's items with it and re-send them when the object's
// visibility changes.
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    related_object: text('related_object').$type<ObjectType>().notNull(),
    related_object_id: uuid('related_object_id').notNull(),
    event_type: text('event_type').$type<EventType>().notNull(),
    event_info_json: jsonb('event_info_json').$type<EventInfo>().notNull().default({}),
    /** Who did it; null for the system (seed, imports). */
    related_user_id: uuid('related_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the change was made on the device (X-Mutation-Made-At when sane), else when it arrived. */
    happened_at: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it reached the server. */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The device that made it (X-Client-Id), so the feed groups one device's changes only; null without the sync headers. */
    device_id: text('device_id'),
    ...syncColumns(),
  },
  (t) => [
    index('activity_object_idx').on(t.company_id, t.related_object, t.related_object_id, t.happened_at),
    index('activity_version_idx').on(t.company_id, t.version),
  ],
);
