import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars } from '../../src/server/db/schema/fleet';
import { importChanges, importRows, imports } from '../../src/server/db/schema/import';
import { putImportRows, sweepOrphanRows } from '../../src/server/import/imports.repo';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { uuidv7 } from '../../src/shared/ids';
import { isImportBusy, type ImportItem } from '../../src/shared/import/import.schema';
import { useApiTest } from '../helpers/api-test';
import { carRow, finishedImport, importBody, newPlate, postImport } from '../helpers/import-api';
import { syncHeaders } from '../helpers/sync-api';

// The import's job: claimed once, run in steps with the progress moving, taken over from a server
// that stopped without applying a row twice, and sent once under an idempotency key.
const { t, admin } = useApiTest();

/** Enough rows for several of the job's steps (the first is 50 rows, each next at most twice the last). */
const SEVERAL_STEPS = 760;

const rowsOf = (id: string) => t.db.select({ chunk: importRows.chunk }).from(importRows).where(eq(importRows.import_id, id));

const platesStartingWith = (prefix: string) =>
  t.db
    .select({ id: cars.id, excel_import_id: cars.excel_import_id, insert_method: cars.insert_method })
    .from(cars)
    .where(like(cars.plate, `${prefix}%`));

describe('the import job', () => {
  it('moves its progress step by step on a file of several steps, and marks every car as imported by it', async () => {
    const prefix = `J${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
    const rows = Array.from({ length: SEVERAL_STEPS }, (_, i) => carRow(`${prefix}${String(i).padStart(4, '0')}`));
    const body = importBody(rows);
    expect((await postImport(admin, 'car', body)).statusCode).toBe(200);
    const seen = new Set<number>();
    let item: ImportItem | null = null;
    for (let i = 0; i < 2000; i++) {
      item = (await admin.get(`/api/import/${body.id}`)).json<{ data: ImportItem }>().data;
      seen.add(item.processed_rows);
      if (!isImportBusy(item.status)) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(item).toMatchObject({ status: 'done', created_count: rows.length, processed_rows: rows.length, total_rows: rows.length });
    // Between nothing and the end, at least one step's progress was seen.
    expect(
      [...seen].some((n) => n > 0 && n < rows.length),
      [...seen].join(','),
    ).toBe(true);
    const made = await platesStartingWith(prefix);
    expect(made).toHaveLength(rows.length);
    expect(new Set(made.map((c) => `${c.insert_method} ${c.excel_import_id}`))).toEqual(new Set([`import ${body.id}`]));
    // The file's rows are kept only until the job has gone through them.
    expect(await rowsOf(body.id)).toEqual([]);
  });

  it('is taken over when its server stopped mid-way (the lease ran out), without applying a row twice', async () => {
    const prefix = `L${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
    const rows = Array.from({ length: 270 }, (_, i) => carRow(`${prefix}${String(i).padStart(4, '0')}`));
    const me = await admin.me();
    const id = uuidv7();
    // As a stopped server leaves it: running, its lease run out, the first step's rows applied.
    const first = rows.slice(0, 250);
    await t.db.insert(imports).values({
      id,
      company_id: me.company.id,
      kind: 'car',
      file_name: 'halfway.csv',
      file_hash: 'a'.repeat(64),
      status: 'running',
      viewer: me,
      total_rows: rows.length,
      processed_rows: first.length,
      created_count: first.length,
      created_by: me.user.id,
      created_by_name: me.user.name,
      lease_until: new Date(Date.now() - 1000),
    });
    await putImportRows(t.db, me.company.id, id, rows);
    const earlier = first.map((r) => ({ id: uuidv7(), plate: r.plate! }));
    for (const c of earlier) {
      await t.db.insert(cars).values({
        id: c.id,
        company_id: me.company.id,
        type: 'car',
        brand: 'Skoda',
        model: 'Octavia',
        plate: c.plate,
        insert_method: 'import',
        excel_import_id: id,
      });
      await t.db.insert(importChanges).values({ import_id: id, object_id: c.id, line: 2, action: 'created' });
    }
    const done = await finishedImport(admin, id);
    expect(done).toMatchObject({ status: 'done', processed_rows: rows.length, created_count: rows.length });
    expect(await platesStartingWith(prefix)).toHaveLength(rows.length);
    const changes = await t.db.select().from(importChanges).where(eq(importChanges.import_id, id));
    expect(changes).toHaveLength(rows.length);
  });

  it('is not taken while its lease runs (another server is on it)', async () => {
    const me = await admin.me();
    const id = uuidv7();
    await t.db.insert(imports).values({
      id,
      company_id: me.company.id,
      kind: 'car',
      file_name: 'busy.csv',
      file_hash: 'b'.repeat(64),
      status: 'running',
      viewer: me,
      total_rows: 1,
      created_by: me.user.id,
      created_by_name: me.user.name,
      lease_until: new Date(Date.now() + 60_000),
    });
    await putImportRows(t.db, me.company.id, id, [carRow(newPlate())]);
    await new Promise((r) => setTimeout(r, 2500));
    const [row] = await t.db
      .select()
      .from(imports)
      .where(and(eq(imports.id, id)));
    expect(row).toMatchObject({ status: 'running', processed_rows: 0 });
    await t.db.delete(imports).where(eq(imports.id, id));
    await t.db.delete(importRows).where(eq(importRows.import_id, id));
  });

  it('keeps the rows of an import and of a request just sent, and sweeps those of a request that never became an import', async () => {
    const me = await admin.me();
    const [owned, fresh, orphan] = [uuidv7(), uuidv7(), uuidv7()];
    const { rows, ...body } = importBody([carRow(newPlate())]);
    await t.db.insert(imports).values({
      ...body,
      id: owned,
      company_id: me.company.id,
      kind: 'car',
      status: 'done',
      viewer: me,
      total_rows: 1,
      created_by: me.user.id,
      created_by_name: me.user.name,
    });
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    await t.db.insert(importRows).values([
      { import_id: owned, company_id: me.company.id, chunk: 0, rows, created_at: hoursAgo },
      { import_id: fresh, company_id: me.company.id, chunk: 0, rows },
      { import_id: orphan, company_id: me.company.id, chunk: 0, rows, created_at: hoursAgo },
    ]);
    await sweepOrphanRows(t.db);
    const left = await t.db
      .select({ id: importRows.import_id })
      .from(importRows)
      .where(inArray(importRows.import_id, [owned, fresh, orphan]));
    expect(new Set(left.map((r) => r.id))).toEqual(new Set([owned, fresh]));
    await t.db.delete(importRows).where(inArray(importRows.import_id, [owned, fresh]));
    await t.db.delete(imports).where(eq(imports.id, owned));
  });

  it('runs once when the outbox sends the same batch again under its key', async () => {
    const plate = newPlate();
    const body = importBody([carRow(plate)]);
    const headers = { 'content-type': 'application/json', ...syncHeaders({ key: uuidv7() }) };
    const send = () => admin.request({ method: 'POST', url: '/api/import/car', payload: body, headers });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    await finishedImport(admin, body.id);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(await t.db.select().from(imports).where(eq(imports.id, body.id))).toHaveLength(1);
    expect(await platesStartingWith(plate)).toHaveLength(1);
    // Another file under the same key is another request: refused, and nothing of it kept.
    const other = importBody([carRow(newPlate())]);
    const misused = await admin.request({ method: 'POST', url: '/api/import/car', payload: other, headers });
    expect(misused.statusCode, misused.body).toBe(422);
    expect(await t.db.select().from(imports).where(eq(imports.id, other.id))).toEqual([]);
  });
});
