import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { ImportKind } from '../../src/shared/import-target';
import type { ImportItem } from '../../src/shared/import/import.schema';
import { isImportBusy } from '../../src/shared/import/import.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { Client, Response } from './test-app';

// Calls of the import API tests (tests/api/import-*.test.ts).

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export type ImportRows = Record<string, string>[];

export function importBody(rows: ImportRows, over: { id?: string; file_name?: string; skip_invalid?: boolean; hash?: string } = {}) {
  return {
    id: over.id ?? uuidv7(),
    file_name: over.file_name ?? 'fleet.xlsx',
    file_hash: over.hash ?? hashOf(JSON.stringify(rows)),
    skip_invalid: over.skip_invalid ?? false,
    rows,
  };
}

export const postImport = (c: Client, kind: ImportKind | string, body: unknown): Promise<Response> => c.post(`/api/import/${kind}`, body);

/** Polls GET /api/import/{id} until the job is no longer busy (at most ~30 s). */
export async function finishedImport(c: Client, id: string): Promise<ImportItem> {
  for (let i = 0; i < 6000; i++) {
    const res = await c.get(`/api/import/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<{ data: ImportItem }>().data;
    if (!isImportBusy(item.status)) return item;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

/** Sends an import and waits for its job: the finished row. */
export async function runImport(c: Client, kind: ImportKind, rows: ImportRows, over: Parameters<typeof importBody>[1] = {}): Promise<ImportItem> {
  const body = importBody(rows, over);
  const res = await postImport(c, kind, body);
  expect(res.statusCode, res.body).toBe(200);
  return finishedImport(c, body.id);
}

/** A new car row the demo company's rules accept (its integration asks for the payroll fields). */
export function carRow(plate: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    type: 'Car',
    brand: 'Skoda',
    model: 'Octavia',
    plate,
    fuel: 'Diesel',
    date_first_registration: '01/02/2022',
    date_commissioning: '15/02/2022',
    is_utility_vehicle: 'No',
    catalogue_value: '35000,50',
    ...over,
  };
}

/** A plate no other test uses ('I' + 9 letters and digits at most). */
export const newPlate = () => `I${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

export const undoImport = (c: Client, id: string): Promise<Response> => c.post(`/api/import/${id}/undo`, { import_id: id });
