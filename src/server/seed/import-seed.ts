import { and, asc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { isoDayPlus } from '../../shared/format';
import type { ImportKind } from '../../shared/import-target';
import { uuidv7 } from '../../shared/ids';
import { loadViewer } from '../auth/viewer.repo';
import type { SessionRow } from '../auth/sessions.repo';
import { users } from '../db/schema/auth';
import { cars } from '../db/schema/fleet';
import { imports } from '../db/schema/import';
import { employees } from '../db/schema/people';
import type { Db } from '../db/database';
import type { AreaSeed, DemoContext } from '../http/server-area';
import { importStep, planImportHere, undoStep } from '../import/import-job';
import { JOB_LEASE_SECONDS, lockJob, putImportRows } from '../import/imports.repo';

// The import area's demo: files imported through the real job (the rows planned by the shared
// targets and written by the areas' writers), so the history shows what an import did: the leasing
// companies' yearly costs of the leased cars, a new product's licences, and an asset file undone again.

/** The demo's files are small: each is applied (or undone) in one step. */
const SEED_STEP_ROWS = 1000;

async function runDemoImport(
  tx: Db,
  ctx: DemoContext,
  p: { kind: ImportKind; fileName: string; daysAgo: number; rows: Record<string, string>[]; undo?: boolean },
): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, ctx.demoCompanyId), eq(users.email, 'admin@demo.test')));
  if (!admin) return;
  const viewer = await loadViewer(tx, { user_id: admin.id, company_id: ctx.demoCompanyId, impersonated_user_id: null } as SessionRow);
  if (!viewer) return;
  const id = uuidv7();
  const at = new Date(`${isoDayPlus(ctx.today, -p.daysAgo)}T09:30:00Z`);
  await tx.insert(imports).values({
    id,
    company_id: ctx.demoCompanyId,
    kind: p.kind,
    file_name: p.fileName,
    file_hash: id.replace(/-/g, '').padEnd(64, '0'),
    status: 'running',
    viewer,
    total_rows: p.rows.length,
    created_by: viewer.user.id,
    created_by_name: viewer.user.name,
    created_at: at,
  });
  await putImportRows(tx, ctx.demoCompanyId, id, p.rows);
  const claimed = await lockJob(tx, id, JOB_LEASE_SECONDS);
  const plan = claimed && (await planImportHere(tx, claimed));
  for (let job = claimed; plan && job?.status === 'running'; job = await lockJob(tx, id, JOB_LEASE_SECONDS)) await importStep(tx, job, plan, SEED_STEP_ROWS);
  if (p.undo) {
    await tx.update(imports).set({ status: 'undoing', processed_rows: 0, undone_by_name: viewer.user.name }).where(eq(imports.id, id));
    for (let job = await lockJob(tx, id, JOB_LEASE_SECONDS); job?.status === 'undoing'; job = await lockJob(tx, id, JOB_LEASE_SECONDS))
      await undoStep(tx, job, SEED_STEP_ROWS);
    await tx
      .update(imports)
      .set({ undone_at: new Date(at.getTime() + 2 * 3600_000) })
      .where(eq(imports.id, id));
  }
  await tx
    .update(imports)
    .set({ finished_at: new Date(at.getTime() + 40_000) })
    .where(eq(imports.id, id));
}

/** Emails of a few of the demo company's people who still work there, for the files' person column. */
async function someEmails(tx: Db, ctx: DemoContext, count: number): Promise<string[]> {
  const working = and(eq(employees.company_id, ctx.demoCompanyId), or(isNull(employees.active_until), gte(employees.active_until, ctx.today)));
  const rows = await tx
    .select({ email: employees.email })
    .from(employees)
    .where(and(working, inArray(employees.id, [...ctx.keepIds])));
  const more = await tx.select({ email: employees.email }).from(employees).where(working).orderBy(asc(employees.last_name)).limit(count);
  return [...new Set([...rows, ...more].flatMap((r) => (r.email ? [r.email] : [])))].slice(0, count);
}

export const importSeed: AreaSeed = {
  demo: async (tx, ctx) => {
    const emails = await someEmails(tx, ctx, 8);
    // The leasing company's yearly price list: the costs of the company's leased cars, matched by plate.
    const leased = await tx
      .select({ plate: cars.plate })
      .from(cars)
      .where(and(eq(cars.company_id, ctx.demoCompanyId), eq(cars.type, 'car'), eq(cars.deleted, 0), isNotNull(cars.plate)))
      .orderBy(asc(cars.plate))
      .limit(14);
    const costs = leased.map((c, i) => ({
      plate: c.plate!,
      contract_type: 'Operationele lease',
      supplier: i % 3 ? 'Arval' : 'Athlon',
      cost_yearly: `${(6840 + i * 215).toLocaleString('nl-BE')},00`,
      operational_cost_yearly: `${(1180 + i * 35).toLocaleString('nl-BE')},00`,
    }));
    await runDemoImport(tx, ctx, { kind: 'car', fileName: 'arval-athlon-prijslijst-2026.xlsx', daysAgo: 38, rows: costs });
    await runDemoImport(tx, ctx, {
      kind: 'software',
      fileName: 'miro-seats.csv',
      daysAgo: 12,
      rows: emails.slice(2, 8).map((email, i) => ({ product: 'Miro', url: 'miro.com', person: email, username: email.split('@')[0]! + (i ? '' : '.admin') })),
    });
    await runDemoImport(tx, ctx, {
      kind: 'asset',
      fileName: 'headsets-wrong-sheet.xlsx',
      daysAgo: 5,
      undo: true,
      rows: emails
        .slice(0, 4)
        .map((email, i) => ({ asset_type: 'Headset', person: email, vendor: 'Jabra', price: '189,00', serial_number: `JB-DEMO-${40 + i}` })),
    });
  },
};
