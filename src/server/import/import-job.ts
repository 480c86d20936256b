import type { ImportKind, ImportValues } from '../../shared/import-target';
import { customFieldOfColumn } from '../../shared/custom-fields/custom-field-values';
import { uuidv7 } from '../../shared/ids';
import type { DryRun, PlannedRow } from '../../shared/import/dry-run';
import { importMessages } from '../../shared/import/import.messages';
import type { ObjectType } from '../../shared/objects';
import { importTargetOf } from '../../shared/sync/import-targets';
import { assignAutoNumbersToMany } from '../custom-fields/auto-numbers';
import { putValues, valuesRowOf } from '../custom-fields/custom-field-values.repo';
import type { Db } from '../db/database';
import { importWriterOf, type ImportWriteContext } from '../objects/object-import';
import { mirrorPages } from '../sync/mirror-rows';
import { runTask } from '../workers/worker-pool';
import { addChanges, changesOf, dropImportRows, jobRowsJson, setImport, type JobRow } from './imports.repo';
import { planImportRows, planImportTask, type PlanInput } from './plan-import.worker';

// One step of an import's job: the next rows of the file applied (as many as the job loop asks,
// import-worker.ts stepRows), or of an undo reverted, in one transaction with the progress, so a server stopping mid-way loses nothing and
// repeats nothing: the next server carries on from processed_rows. Before its first step the server
// plans the whole file (planImport) with the shared target against the database as the sender's
// mirror would show it, in a worker thread and outside the steps' transactions, so the requests go
// on meanwhile; with an invalid row and no choice to skip, nothing is written.

/** How long planning a file may take in its worker thread (20,000 rows take a few seconds here). */
const PLAN_TIMEOUT_MS = 120_000;

/** What the plan reads: the file's rows and the tables the target plans against, as the viewer's mirror holds them. */
async function planInput(db: Db, job: JobRow): Promise<PlanInput> {
  const target = importTargetOf(job.kind);
  if (!target) throw new Error(`No import of ${job.kind}`);
  const worldPages = await mirrorPages(db, job.viewer, ['employees', 'custom_fields', 'custom_field_values', ...target.tables]);
  return { kind: job.kind, cellsJson: await jobRowsJson(db, job), worldPages, viewer: job.viewer };
}

/** The file's plan, made in a worker thread (a WorkerTaskError past its time or memory). */
export async function planImport(db: Db, job: JobRow): Promise<DryRun> {
  return runTask(planImportTask, await planInput(db, job), { timeoutMs: PLAN_TIMEOUT_MS });
}

/** The same plan made on this thread: for the demo's few rows, written inside the seed's transaction. */
export async function planImportHere(db: Db, job: JobRow): Promise<DryRun> {
  return planImportRows(await planInput(db, job));
}

const OBJECT_TYPE: Record<ImportKind, ObjectType> = { car: 'car', asset: 'asset', software: 'license' };

/** Splits a row's values into the object's own fields and its custom values (by field id). */
function split(values: ImportValues): { own: Record<string, unknown>; custom: Record<string, string | null> } {
  const own: Record<string, unknown> = {};
  const custom: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(values)) {
    const fieldId = customFieldOfColumn(k);
    if (fieldId === null) own[k] = v;
    else custom[fieldId] = (v as string | null) ?? null;
  }
  return { own, custom };
}

async function writeCustom(tx: Db, ctx: ImportWriteContext, type: ObjectType, id: string, custom: Record<string, string | null>, fresh: boolean) {
  if (Object.keys(custom).length === 0) return;
  const stored = fresh ? {} : ((await valuesRowOf(tx, ctx.viewer.company.id, type, id))?.values ?? {});
  const merged: Record<string, string> = { ...stored };
  for (const [fieldId, value] of Object.entries(custom)) {
    if (value === null) delete merged[fieldId];
    else merged[fieldId] = value;
  }
  await putValues(tx, { companyId: ctx.viewer.company.id, type, id, values: merged });
}

const problemsText = (rows: readonly PlannedRow[]) =>
  rows
    .flatMap((r) => (r.plan.outcome === 'invalid' ? r.plan.problems.map((p) => `Row ${r.line}: ${p.message}`) : []))
    .slice(0, 5)
    .join('\n');

/** Applies the next `rows` rows of a running import, by the file's plan (planImport); answers whether more remain. */
export async function importStep(tx: Db, job: JobRow, run: DryRun, rows: number): Promise<boolean> {
  const writer = importWriterOf(job.kind);
  if (!writer) throw new Error(`No import of ${job.kind}`);
  const ctx: ImportWriteContext = { viewer: job.viewer, importId: job.id };
  const finish = async (set: Parameters<typeof setImport>[3]) => {
    await dropImportRows(tx, job.id);
    await setImport(tx, job.company_id, job.id, { ...set, lease_until: null, finished_at: new Date() });
  };

  if (job.processed_rows === 0 && run.counts.invalid > 0 && !job.skip_invalid) {
    await finish({ status: 'failed', error: `${importMessages.invalidRows(run.counts.invalid)}\n${problemsText(run.rows)}` });
    return false;
  }
  const plan = run.rows;

  const slice = plan.slice(job.processed_rows, job.processed_rows + rows);
  const type = OBJECT_TYPE[job.kind];
  const created: { id: string; line: number; own: Record<string, unknown>; custom: Record<string, string | null> }[] = [];
  const changes: Parameters<typeof addChanges>[1] = [];
  let updated = 0;
  let unchanged = 0;
  let skipped = 0;
  for (const { line, plan: p } of slice) {
    if (p.outcome === 'new') created.push({ id: uuidv7(), line, ...split(p.values) });
    else if (p.outcome === 'update') {
      const { own, custom } = split(p.values);
      if (Object.keys(own).length) await writer.update(tx, ctx, p.id, own);
      await writeCustom(tx, ctx, type, p.id, custom, false);
      changes.push({ import_id: job.id, object_id: p.id, line, action: 'updated', before: p.before as Record<string, unknown> });
      updated++;
    } else if (p.outcome === 'unchanged') unchanged++;
    else skipped++;
  }
  const madeOnTheWay = await writer.create(
    tx,
    ctx,
    created.map((c) => ({ id: c.id, values: c.own })),
  );
  for (const id of madeOnTheWay) changes.push({ import_id: job.id, object_id: id, line: 0, action: 'created', before: null });
  for (const c of created) {
    await writeCustom(tx, ctx, type, c.id, c.custom, true);
    changes.push({ import_id: job.id, object_id: c.id, line: c.line, action: 'created', before: null });
  }
  await assignAutoNumbersToMany(
    tx,
    job.company_id,
    type,
    created.map((c) => c.id),
  );
  await addChanges(tx, changes);

  const processed = job.processed_rows + slice.length;
  const counts = {
    processed_rows: processed,
    created_count: job.created_count + created.length,
    updated_count: job.updated_count + updated,
    unchanged_count: job.unchanged_count + unchanged,
    skipped_count: job.skipped_count + skipped,
  };
  if (processed < plan.length) {
    await setImport(tx, job.company_id, job.id, counts);
    return true;
  }
  await finish({ ...counts, status: 'done' });
  return false;
}

/** Reverts the next `rows` changes of an import being undone; answers whether more remain. */
export async function undoStep(tx: Db, job: JobRow, rows: number): Promise<boolean> {
  const writer = importWriterOf(job.kind);
  if (!writer) throw new Error(`No import of ${job.kind}`);
  const ctx: ImportWriteContext = { viewer: job.viewer, importId: job.id };
  const type = OBJECT_TYPE[job.kind];
  const changes = await changesOf(tx, job.id, job.processed_rows, rows);
  await writer.archive(
    tx,
    ctx,
    changes.filter((c) => c.action === 'created').map((c) => c.object_id),
  );
  for (const c of changes.filter((x) => x.action === 'updated')) {
    const { own, custom } = split(c.before ?? {});
    if (Object.keys(own).length) await writer.update(tx, ctx, c.object_id, own);
    await writeCustom(tx, ctx, type, c.object_id, custom, false);
  }
  const processed = job.processed_rows + changes.length;
  if (changes.length === rows) {
    await setImport(tx, job.company_id, job.id, { processed_rows: processed });
    return true;
  }
  await setImport(tx, job.company_id, job.id, { processed_rows: processed, status: 'undone', undone_at: new Date(), lease_until: null });
  return false;
}
