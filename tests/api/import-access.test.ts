import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imports } from '../../src/server/db/schema/import';
import { uuidv7 } from '../../src/shared/ids';
import { importMessages } from '../../src/shared/import/import.messages';
import { IMPORT_MAX_ROWS } from '../../src/shared/import/import.schema';
import { useApiTest } from '../helpers/api-test';
import { carRow, hashOf, importBody, newPlate, postImport, runImport, undoImport } from '../helpers/import-api';
import { pullAll } from '../helpers/sync-api';
import { errorOf } from '../helpers/test-app';

// Who may import what (fleet-and-assets.md section 6, software-contracts-push.md section 6), what
// a malformed batch gets, and that a company's imports stay its own.
const { t, admin, manager, readonly, light, other } = useApiTest();

const importRows = async (id: string) => t.db.select().from(imports).where(eq(imports.id, id));

describe('who may import', () => {
  it('refuses each kind to users without its right with 403 and keeps nothing', async () => {
    const cases = [
      // The fleet needs the import right (or admin, or impersonating) and the fleet itself.
      [manager, 'car'],
      [light, 'car'],
      [readonly, 'car'],
      // Assets and software: admins only.
      [manager, 'asset'],
      [light, 'asset'],
      [readonly, 'software'],
      [manager, 'software'],
    ] as const;
    for (const [client, kind] of cases) {
      const body = importBody([carRow(newPlate())]);
      const res = await postImport(client, kind, body);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(403);
      expect(await importRows(body.id)).toEqual([]);
    }
  });

  it('lets an admin of each company import, and the import stays within the company', async () => {
    const done = await runImport(admin, 'car', [carRow(newPlate())]);
    expect(done.status).toBe('done');
    const theirs = await other.get(`/api/import/${done.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).message).toBe(importMessages.notFound);
    const undo = await undoImport(other, done.id);
    expect(undo.statusCode).toBe(404);
    expect((await admin.get(`/api/import/${done.id}`)).json<{ data: { status: string } }>().data.status).toBe('done');
  });

  it('hides an import from a user who may not import that kind (404), and mirrors imports only to those who may import', async () => {
    const done = await runImport(admin, 'car', [carRow(newPlate())]);
    expect((await manager.get(`/api/import/${done.id}`)).statusCode).toBe(404);
    const adminTables = (await pullAll(admin)).flatMap((p) => p.changes.imports ?? []);
    expect(adminTables.map((r) => r.id)).toContain(done.id);
    const managerPages = await pullAll(manager);
    expect(managerPages.every((p) => p.changes.imports === undefined || p.changes.imports.length === 0)).toBe(true);
  });
});

describe('a malformed batch', () => {
  it('gets 400 with a clear message and nothing kept', async () => {
    const valid = importBody([carRow(newPlate())]);
    const cases: [string, unknown, RegExp][] = [
      ['no rows', { ...valid, id: uuidv7(), rows: [] }, /no rows/i],
      ['too many rows', { ...valid, id: uuidv7(), rows: Array(IMPORT_MAX_ROWS + 1).fill({ plate: 'x' }) }, /20000/],
      ['a bad hash', { ...valid, id: uuidv7(), file_hash: 'abc' }, /SHA-256/],
      ['no id', { ...valid, id: 'not-a-uuid' }, /id/],
      ['a cell too long', { ...valid, id: uuidv7(), rows: [{ plate: 'x'.repeat(5001) }] }, /./],
      ['rows not a list', { ...valid, id: uuidv7(), rows: 'plate;brand' }, /./],
      ['no file name', { ...valid, id: uuidv7(), file_name: '' }, /./],
    ];
    for (const [what, body, message] of cases) {
      const res = await postImport(admin, 'car', body);
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(errorOf(res).message, what).toMatch(message);
      const id = (body as { id: string }).id;
      if (/^[0-9a-f-]{36}$/.test(id)) expect(await importRows(id), what).toEqual([]);
    }
  });

  it('gets 404 for an unknown kind, and 400 for JSON that does not parse', async () => {
    expect((await postImport(admin, 'people', importBody([carRow(newPlate())]))).statusCode).toBe(404);
    const res = await admin.request({ method: 'POST', url: '/api/import/car', headers: { 'content-type': 'application/json' }, payload: '{"id": ' });
    expect(res.statusCode).toBe(400);
  });

  it('answers the same import when its id is sent again, without a second job', async () => {
    const rows = [carRow(newPlate())];
    const body = importBody(rows, { hash: hashOf('again') });
    expect((await postImport(admin, 'car', body)).statusCode).toBe(200);
    const again = await postImport(admin, 'car', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: { id: string } }>().data.id).toBe(body.id);
    expect(await importRows(body.id)).toHaveLength(1);
  });
});
