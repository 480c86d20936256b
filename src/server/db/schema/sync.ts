import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SyncTable } from '../../../shared/sync/protocol';
import { companies } from './companies';

/**
 * A hard delete of a synced row, written by a trigger (migration 0002), so a pull can tell mirrors
 * to drop the row. The version comes from the same sequence as the rows' versions.
 */
export const syncTombstones = pgTable(
  'sync_tombstones',
  {
    company_id: uuid('company_id').notNull(),
    table_name: text('table_name').$type<SyncTable>().notNull(),
    row_id: uuid('row_id').notNull(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sync_version_seq')`)
      .primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_tombstones_company_idx').on(t.company_id, t.version)],
);

/**
 * The first answer to each Idempotency-Key, replayed when the key comes again. `body` is text, not
 * jsonb: jsonb reorders keys, and a replay must answer the very bytes of the first answer.
 * `request_hash` is the request the key was first used for (run-write.ts): the key sent again with
 * another route or body is refused, not answered. Null for keys stored before it was kept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    user_id: uuid('user_id').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    request_hash: text('request_hash'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.key] }), index('idempotency_keys_age_idx').on(t.company_id, t.created_at)],
);

/**
 * The last mutation number applied per device (X-Client-Id) and user. Per user too, because the
 * client keeps one outbox per signed-in user, each numbering its own mutations.
 */
export const syncClients = pgTable(
  'sync_clients',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    client_id: text('client_id').notNull(),
    user_id: uuid('user_id').notNull(),
    last_seq: bigint('last_seq', { mode: 'number' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.client_id, t.user_id] })],
);
