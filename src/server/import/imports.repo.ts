import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ImportKind } from '../../shared/import-target';
import { importRightOf } from '../../shared/import/import.rights';
import type { ImportItem, ImportStatus } from '../../shared/import/import.schema';
import { IMPORT_KINDS } from '../../shared/import-target';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { inBackground } from '../db/background-work';
import { importChanges, importRows, imports } from '../db/schema/import';
import { inWindow, type ChangeWindow } from '../sync/changes';

// The imports' rows: the mirror's shape, the job's claim and progress, and what each row did.

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const itemColumns = {
  id: imports.id,
  kind: imports.kind,
  file_name: imports.file_name,
  file_hash: imports.file_hash,
  status: imports.status,
  skip_invalid: imports.skip_invalid,
  total_rows: imports.total_rows,
  processed_rows: imports.processed_rows,
  created_count: imports.created_count,
  updated_count: imports.updated_count,
  unchanged_count: imports.unchanged_count,
  skipped_count: imports.skipped_count,
  error: imports.error,
  created_by: imports.created_by,
  created_by_name: imports.created_by_name,
  created_at: imports.created_at,
  finished_at: imports.finished_at,
  undone_by_name: imports.undone_by_name,
  undone_at: imports.undone_at,
  updated_at: imports.updated_at,
  version: imports.version,
};
type RawItem = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] };

const toItem = (r: RawItem): ImportItem => ({
  ...r,
  created_by: r.created_by,
  created_at: iso(r.created_at)!,
  finished_at: iso(r.finished_at),
  undone_at: iso(r.undone_at),
  updated_at: iso(r.updated_at)!,
  version: Number(r.version),
});

/** The kinds of import the viewer may make, and so see in the history. */
export const kindsFor = (v: Viewer): ImportKind[] => IMPORT_KINDS.filter((k) => can(v, importRightOf(k)));

export async function importItem(db: Db, companyId: string, id: string): Promise<ImportItem | null> {
  const [row] = await db
    .select(itemColumns)
    .from(imports)
    .where(and(eq(imports.company_id, companyId), eq(imports.id, id)));
  return row ? toItem(row as RawItem) : null;
}

/** Imports changed after the cursor, in version order; visible when the viewer may make that kind of import. */
export async function importRowChanges(db: Db, viewer: Viewer, w: ChangeWindow): Promise<{ item: ImportItem; visible: boolean }[]> {
  const kinds = kindsFor(viewer);
  const rows = await db
    .select(itemColumns)
    .from(imports)
    .where(inWindow(imports, viewer.company.id, w, kinds.length ? inArray(imports.kind, kinds) : sql`false`))
    .orderBy(asc(imports.version))
    .limit(w.limit);
  return rows.map((r) => ({ item: toItem(r as RawItem), visible: kinds.includes(r.kind) }));
}

export async function importIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: imports.id }).from(imports).where(eq(imports.id, id));
  return row !== undefined;
}

export async function insertImport(db: Db, row: typeof imports.$inferInsert): Promise<void> {
  await db.insert(imports).values(row);
}

export async function setImport(db: Db, companyId: string, id: string, set: Partial<typeof imports.$inferInsert>): Promise<void> {
  await db
    .update(imports)
    .set(set)
    .where(and(eq(imports.company_id, companyId), eq(imports.id, id)));
}

// ---- the job's rows

/** How long a server's claim on a job lasts without a step: then another server takes it over. */
export const JOB_LEASE_SECONDS = 60;

export interface JobRow {
  id: string;
  company_id: string;
  kind: ImportKind;
  status: ImportStatus;
  skip_invalid: boolean;
  viewer: Viewer;
  total_rows: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  unchanged_count: number;
  skipped_count: number;
}

const jobColumns = getTableColumns(imports);

const CLAIMABLE = sql`(${imports.status} in ('queued', 'undo_queued') or (${imports.status} in ('running', 'undoing') and ${imports.lease_until} < now()))`;

/** A job waiting, or one whose server stopped (its lease ran out), oldest first; its company to lock. */
export async function nextJob(db: Db): Promise<{ id: string; company_id: string } | null> {
  const [row] = await db.select({ id: imports.id, company_id: imports.company_id }).from(imports).where(CLAIMABLE).orderBy(asc(imports.created_at)).limit(1);
  return row ?? null;
}

/**
 * Takes the job if it is still free, inside the company's write lock: FOR UPDATE SKIP LOCKED, so
 * of two servers reaching for it one gets it and the other moves on. Running, it is leased.
 */
export async function claimJob(tx: Db, id: string, leaseSeconds: number): Promise<JobRow | null> {
  const [row] = await tx
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.id, id), CLAIMABLE))
    .for('update', { skipLocked: true });
  if (!row) return null;
  const [job] = await tx
    .update(imports)
    .set({
      status: sql`case ${imports.status} when 'queued' then 'running' when 'undo_queued' then 'undoing' else ${imports.status} end`,
      lease_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(eq(imports.id, id))
    .returning(jobColumns);
  return job as unknown as JobRow;
}

/** The job's row for one step, locked; null when another server finished or took it over. */
export async function lockJob(tx: Db, id: string, leaseSeconds: number): Promise<JobRow | null> {
  const [row] = await tx
    .select(jobColumns)
    .from(imports)
    .where(and(eq(imports.id, id), inArray(imports.status, ['running', 'undoing'])))
    .for('update');
  if (!row) return null;
  await tx
    .update(imports)
    .set({ lease_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(eq(imports.id, id));
  return row as unknown as JobRow;
}

// ---- the file's rows (import_rows)

/** Rows per chunk of import_rows: one statement each, a few tens of ms on the embedded database. */
const ROWS_PER_CHUNK = 1000;
/** Chunks older than this that no import owns (its request failed after they were written) are removed. */
const ORPHAN_MINUTES = 60;

/**
 * Stores a file's rows for import `importId`, a chunk a statement, as background work: other
 * requests are answered between the chunks. Sent again under the same id, the chunks stored stay.
 */
export async function putImportRows(db: Db, companyId: string, importId: string, rows: Record<string, string>[]): Promise<void> {
  await inBackground(async () => {
    for (let chunk = 0; chunk * ROWS_PER_CHUNK < rows.length; chunk++) {
      const part = rows.slice(chunk * ROWS_PER_CHUNK, (chunk + 1) * ROWS_PER_CHUNK);
      await db.insert(importRows).values({ import_id: importId, company_id: companyId, chunk, rows: part }).onConflictDoNothing();
    }
  });
}

/** A job's rows, as mapped, as JSON text (parsed by the plan's worker thread), read a chunk a query; '[]' once it has finished. */
export async function jobRowsJson(db: Db, job: Pick<JobRow, 'id' | 'company_id'>): Promise<string> {
  const parts: string[] = [];
  for (let chunk = 0; ; chunk++) {
    const [row] = await db
      .select({ rows: sql<string>`${importRows.rows}::text` })
      .from(importRows)
      .where(and(eq(importRows.import_id, job.id), eq(importRows.company_id, job.company_id), eq(importRows.chunk, chunk)));
    if (!row) break;
    // jsonb's text of an array is `[...]`: its elements are what lies between the brackets.
    const inner = row.rows.slice(1, -1).trim();
    if (inner) parts.push(inner);
  }
  return `[${parts.join(',')}]`;
}

/** Removes a job's rows once it has gone through them. */
export async function dropImportRows(db: Db, importId: string): Promise<void> {
  await db.delete(importRows).where(eq(importRows.import_id, importId));
}

/** Removes the chunks of requests that never became an import (failed after their rows were stored). */
export async function sweepOrphanRows(db: Db): Promise<void> {
  await db.delete(importRows).where(
    and(
      sql`${importRows.created_at} < now() - make_interval(mins => ${ORPHAN_MINUTES})`,
      // Qualified by hand: drizzle writes a column's bare name, which inside the subquery would be the inner table's.
      sql`not exists (select 1 from "imports" i where i."id" = "import_rows"."import_id")`,
    ),
  );
}

export async function addChanges(db: Db, rows: (typeof importChanges.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(importChanges).values(rows).onConflictDoNothing();
}

/** What an import did, in the file's order, from `offset`: for the undo's steps. */
export async function changesOf(db: Db, importId: string, offset: number, limit: number) {
  return db.select().from(importChanges).where(eq(importChanges.import_id, importId)).orderBy(asc(importChanges.line)).offset(offset).limit(limit);
}

export async function countChanges(db: Db, importId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importChanges)
    .where(eq(importChanges.import_id, importId));
  return row?.n ?? 0;
}
