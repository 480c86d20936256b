import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// Every synced table carries these (docs/architecture.md section 5): one sequence orders all changes.
export const SYNC_VERSION_SEQUENCE = 'sync_version_seq';

export const syncColumns = () => ({
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('sync_version_seq')`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: uuid('updated_by'),
});

export const companyColumn = () => uuid('company_id').notNull();
