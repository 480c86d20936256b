import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { segments } from '../../src/server/db/schema/segments';
import { uuidv7 } from '../../src/shared/ids';
import type { SegmentObjectType } from '../../src/shared/objects';
import type { SegmentDefinitionInput } from '../../src/shared/segments/segment.schema';
import type { SegmentListItem } from '../../src/shared/segments/segments.schema';
import type { Client, Query, Response } from './test-app';

export interface SegmentInput {
  id?: string;
  object_type?: SegmentObjectType;
  name?: string;
  definition?: SegmentDefinitionInput;
}

/** A valid save body: a car segment 'Fuel is electric' under a fresh id and a name of its own. */
export const segmentBody = (o: SegmentInput = {}) => ({
  id: o.id ?? uuidv7(),
  object_type: o.object_type ?? 'car',
  name: o.name ?? `Segment ${uuidv7().slice(-12)}`,
  definition: o.definition ?? { match: 'all', conditions: [{ field: 'fuel', op: 'equals', value: 'electric' }] },
});

/** POST /api/segments/save */
export const saveSegment = (c: Client, body: unknown): Promise<Response> => c.post('/api/segments/save', body);

/** POST /api/segments/save, asserted to answer 200; answers the saved id. */
export async function savedSegment(c: Client, o: SegmentInput = {}): Promise<string> {
  const body = segmentBody(o);
  const res = await saveSegment(c, body);
  expect(res.statusCode, res.body).toBe(200);
  return body.id;
}

/** POST /api/segments/delete */
export const deleteSegment = (c: Client, id: string): Promise<Response> => c.post('/api/segments/delete', { id });

/** GET /api/segments/list, asserted to answer 200. */
export async function segmentsOf(c: Client, object: SegmentObjectType): Promise<SegmentListItem[]> {
  const res = await c.get('/api/segments/list', { object_type: object });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: SegmentListItem[] }>().data;
}

/** Every id a list endpoint answers for a query, page after page, sorted. */
export async function listedIds(c: Client, path: '/api/cars/list' | '/api/employees/list', query: Query = {}): Promise<string[]> {
  const perPage = path === '/api/cars/list' ? 2000 : 150;
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const res = await c.get(path, { per_page: perPage, page, ...query });
    expect(res.statusCode, res.body).toBe(200);
    const { data, count } = res.json<{ data: { id: string }[]; count: number }>();
    ids.push(...data.map((r) => r.id));
    if (data.length === 0 || ids.length >= count) return ids.sort();
  }
}

/** The segments table as stored, for "nothing changed" checks. */
export const segmentRows = (db: Db, companyId?: string) =>
  (companyId ? db.select().from(segments).where(eq(segments.company_id, companyId)) : db.select().from(segments)).orderBy(segments.id);

export const errorOf = (res: Response) => res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
