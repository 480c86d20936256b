import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/server/db/schema/people';
import { PEOPLE_COLUMN_IDS } from '../../src/shared/people/people.column-ids';
import { type FactPerson } from '../helpers/demo-facts';
import { listAllPeople, listPeople, sortedByDatabase } from '../helpers/people-api';
import { useApiTest } from '../helpers/api-test';

// The people table as an admin of Demo Company uses it: paging, sorting, search, former employees.
const { t, facts, admin } = useApiTest();
let active: FactPerson[];
beforeAll(async () => {
  active = facts.peopleOf('Demo Company');
});

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('the people list', () => {
  it('opens on the first 10 active people by name, and counts every active person of the company', async () => {
    const { data, count } = await listPeople(admin);
    expect(count).toBe(active.length);
    expect(count).toBeGreaterThan(150);
    expect(data).toHaveLength(10);
    expect(data.every((p) => p.is_active)).toBe(true);
    expect(
      await sortedByDatabase(
        t.db,
        data.map((p) => p.name),
        'asc',
      ),
    ).toBe(true);
  });

  it('pages through every active person exactly once', async () => {
    const seen: string[] = [];
    const pages = Math.ceil(active.length / 30);
    for (let page = 0; page < pages; page++) {
      const { data, count } = await listPeople(admin, { page, per_page: 30 });
      expect(count).toBe(active.length);
      expect(data.length).toBe(page < pages - 1 ? 30 : active.length - 30 * (pages - 1));
      seen.push(...data.map((p) => p.id));
    }
    expect(seen.sort()).toEqual(ids(active));
    const beyond = await listPeople(admin, { page: pages, per_page: 30 });
    expect(beyond).toEqual({ data: [], count: active.length });
  });

  describe.each(PEOPLE_COLUMN_IDS)('sorted by %s', (column) => {
    it.each(['asc', 'desc'] as const)('%s: rows are in order, people without a value last', async (direction) => {
      const { data } = await listPeople(admin, { orderby_column: column, orderby_direction: direction, per_page: 150, show_all: 1 });
      expect(data).toHaveLength(150);
      const values = data.map((p) => (p as Record<string, unknown>)[column] as string | null | undefined);
      expect(values.every((v) => v !== undefined)).toBe(true);
      const firstNull = values.indexOf(null);
      const present = (firstNull === -1 ? values : values.slice(0, firstNull)) as string[];
      if (firstNull !== -1) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
      expect(new Set(present).size).toBeGreaterThan(1);
      expect(await sortedByDatabase(t.db, present, direction)).toBe(true);
    });
  });

  it('sorting changes which people come first', async () => {
    const asc = await listPeople(admin, { orderby_column: 'joined', orderby_direction: 'asc' });
    const desc = await listPeople(admin, { orderby_column: 'joined', orderby_direction: 'desc' });
    expect(ids(asc.data)).not.toEqual(ids(desc.data));
    expect(asc.count).toBe(desc.count);
  });

  it('narrows to one team with team_id', async () => {
    const sales = facts.teamId('Demo Company', 'Sales');
    const { data, count } = await listAllPeople(admin, { team_id: sales });
    expect(ids(data)).toEqual(ids(active.filter((p) => p.team_ids.includes(sales))));
    expect(count).toBe(data.length);
  });
});

describe('searching people', () => {
  it('finds a person by name, whatever the case, and every hit matches the words', async () => {
    const person = active.find((p) => p.name !== 'Sophie Laurent')!;
    const { data, count } = await listPeople(admin, { search_term: person.name.toUpperCase(), per_page: 150 });
    expect(data.map((p) => p.id)).toContain(person.id);
    expect(count).toBe(data.length);
    const term = person.name.toLowerCase();
    for (const p of data) expect([p.name, p.email ?? '', p.role ?? ''].some((s) => s.toLowerCase().includes(term))).toBe(true);
  });

  it('finds exactly one person by their email address', async () => {
    const person = active[7]!;
    const { data, count } = await listPeople(admin, { search_term: `  ${person.email}  ` });
    expect(count).toBe(1);
    expect(data.map((p) => p.id)).toEqual([person.id]);
  });

  it('finds the people whose role matches', async () => {
    const { data } = await listAllPeople(admin, { search_term: 'driver' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.role?.toLowerCase().includes('driver') || p.name.toLowerCase().includes('driver') || p.email?.includes('driver'))).toBe(true);
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    for (const term of ['%', '_', 'a%e']) expect((await listPeople(admin, { search_term: term })).count).toBe(0);
  });

  it('folds accented capitals as the device does: ÉLODIE finds Élodie, and names sort as the device sorts them', async () => {
    const [a, b, c] = active.filter((p) => p.name !== 'Sophie Laurent');
    const renames: [FactPerson, string][] = [
      [a!, 'Élodie'],
      [b!, 'Emma'],
      [c!, 'Zoé'],
    ];
    for (const [p, first] of renames) await t.db.update(employees).set({ first_name: first, last_name: 'Quintèrö' }).where(eq(employees.id, p.id));
    const { data } = await listPeople(admin, { search_term: 'ÉLODIE QUINTÈRÖ' });
    expect(data.map((p) => p.id)).toEqual([a!.id]);
    const sorted = (await listAllPeople(admin, { search_term: 'quintèrö', orderby_column: 'name', orderby_direction: 'asc' })).data.map((p) => p.name);
    // The device's order (local-query.ts): lower-cased, then by code unit, so é comes after z.
    expect(sorted).toEqual(['Emma Quintèrö', 'Zoé Quintèrö', 'Élodie Quintèrö']);
    expect([...sorted].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1))).toEqual(sorted);
  });

  it('finds nobody for a name that is not there, and says so with a count of 0', async () => {
    expect(await listPeople(admin, { search_term: 'Zzyzx Nobody' })).toEqual({ data: [], count: 0 });
  });
});

describe('former employees', () => {
  it('are left out by default and added by show_all, marked inactive with their end date', async () => {
    const everyone = facts.peopleOf('Demo Company', { includeFormer: true });
    const former = everyone.filter((p) => !p.active);
    expect(former.length).toBeGreaterThan(0);

    const byDefault = await listAllPeople(admin);
    expect(byDefault.data.some((p) => !p.is_active)).toBe(false);
    const all = await listAllPeople(admin, { show_all: 'true' });
    expect(all.count).toBe(everyone.length);
    expect(ids(all.data)).toEqual(ids(everyone));
    const shown = all.data.filter((p) => !p.is_active);
    expect(ids(shown)).toEqual(ids(former));
    const today = new Date().toISOString().slice(0, 10);
    for (const p of shown) expect(p.active_until! <= today).toBe(true);
  });

  it('people leaving at a future date are still active and listed', async () => {
    const leaving = active.find((p) => p.active_until !== null);
    expect(leaving).toBeDefined();
    const { data } = await listPeople(admin, { search_term: leaving!.email! });
    expect(data).toEqual([expect.objectContaining({ id: leaving!.id, is_active: true, active_until: leaving!.active_until })]);
  });
});
