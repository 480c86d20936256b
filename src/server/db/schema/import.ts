import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportKind } from '../../../shared/import-target';
import type { ImportStatus } from '../../../shared/import/import.schema';
import type { Viewer } from '../../../shared/policy/viewer';
import { companies } from './companies';
import { syncColumns } from './columns';

// Imports (/import/{kind}): each file sent is a row, which is also the job the server works
// through (claimed with FOR UPDATE SKIP LOCKED, leased, so it survives a restart and runs on one
// server of several). The file's rows wait in import_rows until the job has gone through them; what
// each imported row did is kept in import_changes for the undo.

export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<ImportKind>().notNull(),
    file_name: text('file_name').notNull(),
    file_hash: text('file_hash').notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    skip_invalid: boolean('skip_invalid').notNull().default(false),
    /** Who sent it, as they were then: the job acts with their rights. */
    viewer: jsonb('viewer').$type<Viewer>().notNull(),
    total_rows: integer('total_rows').notNull(),
    processed_rows: integer('processed_rows').notNull().default(0),
    created_count: integer('created_count').notNull().default(0),
    updated_count: integer('updated_count').notNull().default(0),
    unchanged_count: integer('unchanged_count').notNull().default(0),
    skipped_count: integer('skipped_count').notNull().default(0),
    error: text('error'),
    created_by: uuid('created_by').notNull(),
    created_by_name: text('created_by_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    undone_by_name: text('undone_by_name'),
    undone_at: timestamp('undone_at', { withTimezone: true }),
    /** A job's claim: another server takes it over once this has passed (its server stopped). */
    lease_until: timestamp('lease_until', { withTimezone: true }),
    ...syncColumns(),
  },
  (t) => [
    index('imports_company_idx').on(t.company_id, t.created_at),
    index('imports_version_idx').on(t.company_id, t.version),
    index('imports_job_idx').on(t.status),
  ],
);

export const importChanges = pgTable(
  'import_changes',
  {
    import_id: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    object_id: uuid('object_id').notNull(),
    /** The file's line of the row. */
    line: integer('line').notNull(),
    action: text('action').$type<'created' | 'updated'>().notNull(),
    /** An update's changed fields as they were before (custom values under custom_field_{id}). */
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.object_id] })],
);

/**
 * A file's rows as mapped, a chunk per row, until its job has gone through them. Written before the
 * import's own row, a statement per chunk and outside the request's transaction: 20,000 rows in one
 * statement held the embedded database, and every other request, for over half a second. No key
 * to `imports` for that reason; chunks no import came to own are swept (imports.repo.ts).
 */
export const importRows = pgTable(
  'import_rows',
  {
    import_id: uuid('import_id').notNull(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    chunk: integer('chunk').notNull(),
    rows: jsonb('rows').$type<Record<string, string>[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.chunk] })],
);
