import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { PersonDetail, PersonListItem } from '../../src/shared/people/people.schema';
import type { Client, Query } from './test-app';

export interface ListAnswer<T = PersonListItem> {
  data: T[];
  count: number;
}

/** GET /api/employees/list, asserted to answer 200. */
export async function listPeople(c: Client, query: Query = {}): Promise<ListAnswer> {
  const res = await c.get('/api/employees/list', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}

/** Every page of GET /api/employees/list at 150 a page; checks each page's count agrees. */
export async function listAllPeople(c: Client, query: Query = {}): Promise<ListAnswer> {
  const first = await listPeople(c, { ...query, per_page: 150, page: 0 });
  const data = [...first.data];
  for (let page = 1; page * 150 < first.count; page++) {
    const next = await listPeople(c, { ...query, per_page: 150, page });
    expect(next.count).toBe(first.count);
    data.push(...next.data);
  }
  return { data, count: first.count };
}

export async function personDetail(c: Client, id: string): Promise<{ status: number; data?: PersonDetail }> {
  const res = await c.get(`/api/employees/${id}/detail`);
  return res.statusCode === 200 ? { status: 200, data: res.json<{ data: PersonDetail }>().data } : { status: res.statusCode };
}

/**
 * Whether the values are in order by the database's own collation (PGlite and PostgreSQL servers
 * may collate text differently, and the list is sorted by the database).
 */
export async function sortedByDatabase(db: Db, values: string[], direction: 'asc' | 'desc'): Promise<boolean> {
  const op = direction === 'asc' ? sql.raw('<=') : sql.raw('>=');
  const result = (await db.execute(sql`
    select coalesce(bool_and(a ${op} b), true) as ok
    from (
      select v as a, lead(v) over (order by i) as b
      from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as u(v, i)
    ) pairs
    where b is not null`)) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
}

/** The person fields guarded by a right or an integration (people.columns.ts). */
export const GUARDED_FIELDS = ['phone', 'active_until', 'recent_contract_start', 'dimona_statute', 'seniority_date'] as const;

/** Which guarded fields an answer's people carry; absent means the key is not there at all. */
export function guardedFieldsPresent(people: object[]): string[] {
  return GUARDED_FIELDS.filter((f) => people.some((p) => f in p));
}
