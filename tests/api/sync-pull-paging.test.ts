import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cars } from '../../src/server/db/schema/fleet';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { PULL_PAGE_SIZE, type PullAnswer } from '../../src/shared/sync/protocol';
import { PULL_NEXT_HEADER, pullNextOf } from '../../src/shared/sync/pull-next';
import { decodePull, type PullWire } from '../../src/shared/sync/pull-wire';
import { addGeneratedCars, carsOf, changedIds, pullAll, pullPage } from '../helpers/sync-api';
import { useApiTest } from '../helpers/api-test';

// The first download of a big company, page by page: every row exactly once, in version order,
// with nothing lost to writes that commit while it runs.
const GENERATED = 12_000;
const { t, facts, admin } = useApiTest();
let companyId: string;
beforeAll(async () => {
  companyId = facts.companyId('Demo Company');
  await addGeneratedCars(t.db, { companyId, personIds: facts.peopleOf('Demo Company').map((p) => p.id), count: GENERATED });
});

/**
 * On PGlite, resolves when a statement outside any transaction is next asked of the database (the
 * open transactions above run theirs on their own handles); on PostgreSQL, never.
 */
function pgliteQueryQueued(db: object): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return new Promise<void>(() => {});
  return new Promise<void>((resolve) => {
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      client.query = query;
      resolve();
      return query(...args);
    }) as typeof client.query;
  });
}

const itemsOf = (p: PullAnswer) => Object.values(p.changes).reduce((n, rows) => n + (rows?.length ?? 0), 0) + p.removals.length;

describe('a first download of 12,000 generated vehicles', () => {
  let pages: PullAnswer[];
  beforeAll(async () => {
    pages = await pullAll(admin);
  });

  it('comes in pages of at most PULL_PAGE_SIZE rows, the cursor rising, `more` false only at the end', () => {
    // 12,000 cars and the demo company's other rows (its licences alone are some 2,500): 3 pages at least.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.map((p) => p.more)).toEqual([...pages.slice(1).map(() => true), false]);
    for (const p of pages) expect(itemsOf(p)).toBeLessThanOrEqual(PULL_PAGE_SIZE);
    expect(itemsOf(pages[0]!)).toBe(PULL_PAGE_SIZE);
    const cursors = pages.map((p) => p.cursor);
    expect([...cursors].sort((a, b) => a - b)).toEqual(cursors);
    expect(new Set(cursors).size).toBe(pages.length);
    expect(pages.every((p) => !p.reset && p.removals.length === 0)).toBe(true);
  });

  it('names in a header the page the device asks for next, as the body does, and none after the last', async () => {
    let query: { cursor?: number; scope?: string } = {};
    for (let guard = 0; guard < 20; guard++) {
      const res = await admin.get('/api/sync/pull', query);
      const body = decodePull(res.json<PullWire>());
      const header = res.headers[PULL_NEXT_HEADER] as string | undefined;
      if (!body.more) return expect(header).toBeUndefined();
      expect(pullNextOf(header ?? null)).toEqual({ cursor: body.cursor, scope: body.scope });
      query = pullNextOf(header!)!;
    }
    throw new Error('The pull never ended');
  });

  it('holds every vehicle, person and team of the company exactly once', async () => {
    const carIds = changedIds(pages, 'cars');
    const expected = (await carsOf(t.db, companyId)).map((c) => c.id);
    expect(expected.length).toBe(GENERATED + 60);
    expect(carIds.length).toBe(expected.length);
    expect(new Set(carIds)).toEqual(new Set(expected));
    const people = changedIds(pages, 'employees');
    expect(people.length).toBe(facts.peopleOf('Demo Company', { includeFormer: true }).length);
    expect(new Set(people).size).toBe(people.length);
    expect(changedIds(pages, 'teams').sort()).toEqual(
      facts
        .teamsOf('Demo Company')
        .map((x) => x.id)
        .sort(),
    );
  });

  it('puts each row in the page whose cursor window holds its version', () => {
    let previous = 0;
    for (const p of pages) {
      for (const rows of Object.values(p.changes)) for (const r of rows ?? []) expect(r.version > previous && r.version <= p.cursor).toBe(true);
      previous = p.cursor;
    }
  });

  it('then answers nothing new from the last cursor, and nothing from a cursor above the newest version', async () => {
    const last = pages.at(-1)!;
    const again = await pullPage(admin, { cursor: last.cursor, scope: last.scope });
    expect({ more: again.more, reset: again.reset, cursor: again.cursor, removals: again.removals }).toEqual({
      more: false,
      reset: false,
      cursor: last.cursor,
      removals: [],
    });
    expect(Object.values(again.changes).flat()).toEqual([]);
    const ahead = await pullPage(admin, { cursor: last.cursor + 1_000_000, scope: last.scope });
    expect(ahead.cursor).toBe(last.cursor + 1_000_000);
    expect(Object.values(ahead.changes).flat()).toEqual([]);
  });
});

describe('writes during a download', () => {
  it('a vehicle changed after its page was sent comes again in a later page, at its new version', async () => {
    const first = await pullPage(admin);
    const early = first.changes.cars!.find((c) => c.deleted === 0)!;
    const edit = await admin.post('/api/cars/edit', { car_id: early.id, color: 'Changed while downloading' });
    expect(edit.statusCode, edit.body).toBe(200);
    const rest = await pullAll(admin, { cursor: first.cursor, scope: first.scope });
    const later = rest.flatMap((p) => p.changes.cars ?? []).filter((c) => c.id === early.id);
    expect(later).toEqual([expect.objectContaining({ color: 'Changed while downloading', version: edit.json<{ data: { version: number } }>().data.version })]);
  });

  it('a write still open when a pull runs is never skipped: one company’s versions commit in order', async () => {
    const start = (await pullAll(admin)).at(-1)!;
    const [a, b] = (await carsOf(t.db, companyId)).filter((c) => c.deleted === 0);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let t1Wrote!: () => void;
    const wrote = new Promise<void>((resolve) => (t1Wrote = resolve));
    // T1 takes its version, then stays open; T2 wants to write after it. Without the company lock,
    // T2 could commit a higher version first and a pull would move its cursor past T1's row.
    const t1 = withCompanyWrite(t.db, { companyId, userId: null }, async (tx) => {
      await tx.update(cars).set({ color: 'T1' }).where(eq(cars.id, a!.id));
      t1Wrote();
      await gate;
    });
    await wrote;
    const t2 = withCompanyWrite(t.db, { companyId, userId: null }, (tx) => tx.update(cars).set({ color: 'T2' }).where(eq(cars.id, b!.id)));
    // T1 commits once the pull is known to run during it. PostgreSQL answers the pull while T1 is
    // open; PGlite runs one statement at a time, so there the pull's first query (its session)
    // queues behind T1 and the signal is that query being asked for.
    const queued = pgliteQueryQueued(t.db);
    const pulling = pullPage(admin, { cursor: start.cursor, scope: start.scope });
    await Promise.race([pulling, queued]);
    release();
    const during = await pulling;
    await Promise.all([t1, t2]);
    const after = await pullAll(admin, { cursor: during.cursor, scope: during.scope });
    const seen = [during, ...after].flatMap((p) => p.changes.cars ?? []);
    expect(
      seen.find((c) => c.id === a!.id && c.color === 'T1'),
      'T1 row',
    ).toBeTruthy();
    expect(
      seen.find((c) => c.id === b!.id && c.color === 'T2'),
      'T2 row',
    ).toBeTruthy();
    const [versions] = await t.db
      .select({ a: sql<number>`max(version) filter (where id = ${a!.id})`, b: sql<number>`max(version) filter (where id = ${b!.id})` })
      .from(cars);
    expect(Number(versions!.a)).toBeLessThan(Number(versions!.b));
  });
});
