import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema/auth';
import { cars } from '../../src/server/db/schema/fleet';
import { addCars, generateFleet } from '../../src/server/seed/cars-generator';
import { mulberry32 } from '../../src/server/seed/random';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import type { Right } from '../../src/shared/policy/roles';
import { SYNC_HEADERS, type PullAnswer } from '../../src/shared/sync/protocol';
import { decodePull, type PullWire } from '../../src/shared/sync/pull-wire';
import type { Client, Response } from './test-app';

/** GET /api/sync/pull, asserted to answer 200. */
export async function pullPage(c: Client, query: { cursor?: number; scope?: string } = {}): Promise<PullAnswer> {
  const res = await c.get('/api/sync/pull', query);
  expect(res.statusCode, res.body).toBe(200);
  return decodePull(res.json<PullWire>());
}

/** Pulls page after page, as the client engine does, until `more` is false. */
export async function pullAll(c: Client, start: { cursor?: number; scope?: string } = {}): Promise<PullAnswer[]> {
  const pages: PullAnswer[] = [];
  let query = start;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await pullPage(c, query);
    pages.push(page);
    if (!page.more) return pages;
    query = { cursor: page.cursor, scope: page.scope };
  }
  throw new Error('The pull never ended');
}

/** The ids of one table's changed rows over a set of pages. */
export const changedIds = (pages: PullAnswer[], table: keyof PullAnswer['changes']): string[] =>
  pages.flatMap((p) => (p.changes[table] ?? []).map((r) => r.id));

export const removedIds = (pages: PullAnswer[], table: keyof PullAnswer['changes']): string[] =>
  pages.flatMap((p) => p.removals.filter((r) => r.table === table).map((r) => r.id));

export interface SyncHeaderValues {
  key?: string;
  client?: string;
  seq?: number | string;
}

export function syncHeaders(h: SyncHeaderValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (h.key !== undefined) out[SYNC_HEADERS.idempotencyKey] = h.key;
  if (h.client !== undefined) out[SYNC_HEADERS.clientId] = h.client;
  if (h.seq !== undefined) out[SYNC_HEADERS.mutationSeq] = String(h.seq);
  return out;
}

/** POST /api/cars/edit, optionally as an outbox replay with the sync headers. */
export function postCarEdit(c: Client, body: Record<string, unknown>, h: SyncHeaderValues = {}): Promise<Response> {
  return c.request({ method: 'POST', url: '/api/cars/edit', payload: body, headers: syncHeaders(h) });
}

export async function carRow(db: Db, id: string) {
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  if (!row) throw new Error(`No car ${id}`);
  return row;
}

export async function carsOf(db: Db, companyId: string) {
  // In id order: PostgreSQL returns an unordered select in whatever order its pages hold.
  return db.select().from(cars).where(eq(cars.company_id, companyId)).orderBy(cars.id);
}

/** Changes a demo user's rights; their next request sees it (the viewer is loaded per request). */
export async function setRights(db: Db, email: string, rights: Right[]): Promise<void> {
  await db.update(users).set({ rights }).where(eq(users.email, email));
}

/** Adds generated vehicles as the seed command does, under the company's write lock. */
export async function addGeneratedCars(db: Db, p: { companyId: string; personIds: string[]; count: number; firstIndex?: number }): Promise<void> {
  const rows = generateFleet(mulberry32(p.count), { companyId: p.companyId, personIds: p.personIds, count: p.count, firstIndex: p.firstIndex ?? 50_000 });
  await withCompanyWrite(db, { companyId: p.companyId, userId: null }, (tx) => addCars(tx, rows));
}
