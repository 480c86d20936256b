import { jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FeatureFlag, IntegrationFeature } from '../../../shared/policy/roles';

export const syncVersionSeq = pgSequence('sync_version_seq');

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** Companies of one group may, with the trusted_groups flag, pick each other's people. */
  group_id: uuid('group_id'),
  feature_flags: jsonb('feature_flags').$type<FeatureFlag[]>().notNull().default([]),
  integration_features: jsonb('integration_features').$type<IntegrationFeature[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
