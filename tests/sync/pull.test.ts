// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { carEdit } from '../../src/shared/fleet/fleet.mutations';
import { getMeta, setMeta } from '../../src/sync/local-db';
import { mutate } from '../../src/sync/outbox';
import { pullChanges, resetMirror } from '../../src/sync/pull';
import { device } from './device';
import { useApiTest } from '../helpers/api-test';

const { t } = useApiTest();

const count = async (email: string, path: string, query: Record<string, string | number> = {}) =>
  ((await (await t.as(email)).get(path, { per_page: 1, ...query })).json() as { count: number }).count;

/** Two users' devices with their first download done, and an active car both hold. */
async function twoDevicesAndACar() {
  const [mine, theirs] = [await device(t, 'admin@demo.test'), await device(t, 'support@demo.test')];
  await Promise.all([mine.pull(), theirs.pull()]);
  const car = await mine.db
    .mirror('cars')
    .filter((c) => c.deleted === 0 && c.type === 'car')
    .first();
  return { mine, theirs, id: car!.id };
}

describe('the mirror', () => {
  it('holds after the first pull what the user may see, and nothing else', async () => {
    const admin = await device(t, 'admin@demo.test');
    expect((await admin.pull()).status).toBe('ok');
    expect(await admin.db.mirror('employees').count()).toBe(await count('admin@demo.test', '/api/employees/list', { show_all: 1 }));
    expect(await admin.db.mirror('cars').count()).toBeGreaterThan(0);
    expect(await admin.db.mirror('teams').count()).toBe(10);

    const manager = await device(t, 'manager@demo.test');
    await manager.pull();
    const people = await manager.db.mirror('employees').toArray();
    expect(people.length).toBe(await count('manager@demo.test', '/api/employees/list', { show_all: 1 }));
    expect(people.every((p) => !('phone' in p) && !('active_until' in p))).toBe(true);
    expect(await manager.db.mirror('cars').count()).toBe(0);
    expect(await manager.db.mirror('teams').count()).toBe(2);
  });

  it('keeps a pending local edit on top of a newer server row', async () => {
    const { mine, theirs, id } = await twoDevicesAndACar();
    await mutate(mine.db, carEdit, { car_id: id, color: 'Teal' });
    await mutate(theirs.db, carEdit, { car_id: id, supplier: 'Estate' });
    await theirs.replay();
    await mine.pull();
    const row = await mine.car(id);
    expect([row?.color, row?.supplier, row?._pending]).toEqual(['Teal', 'Estate', 1]);
    expect(await mine.replay()).toBe('done');
    expect((await mine.car(id))?._pending).toBeUndefined();
  });

  it('drops a row deleted on the server', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const victim = (await d.db.mirror('cars').toCollection().first())!;
    const { cars } = await import('../../src/server/db/schema/fleet');
    const { eq } = await import('drizzle-orm');
    await t.db.delete(cars).where(eq(cars.id, victim.id));
    await d.pull();
    expect(await d.car(victim.id)).toBeUndefined();
  });

  it('starts again from nothing when what the user may see has changed', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const rows = await d.db.mirror('employees').count();
    await d.db.untypedMirror('employees').put({ id: 'stale-row', version: 1 });
    await setMeta(d.db, 'scope', 'a-scope-from-before');
    const outcome = await d.pull();
    expect(outcome).toMatchObject({ status: 'ok', reset: true });
    expect(await d.db.mirror('employees').get('stale-row')).toBeUndefined();
    expect(await d.db.mirror('employees').count()).toBe(rows);
    expect(await getMeta(d.db, 'scope')).not.toBe('a-scope-from-before');
  });

  it('keeps unsent changes in view when it starts again', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const id = (await d.db
      .mirror('cars')
      .filter((c) => c.deleted === 0)
      .first())!.id;
    await mutate(d.db, carEdit, { car_id: id, color: 'Kept through a reset' });
    // Between the reset and the new download (which may be long, or wait for the network):
    await resetMirror(d.db, 'a-scope-from-before');
    expect(await d.car(id)).toMatchObject({ color: 'Kept through a reset', _pending: 1 });
    expect(await d.db.mirror('cars').count()).toBe(1);
    await d.pull();
    expect(await d.car(id)).toMatchObject({ color: 'Kept through a reset', _pending: 1 });
  });

  it('never puts back an older row than a write’s answer gave, from a page read before that write', async () => {
    const { mine, theirs, id } = await twoDevicesAndACar();
    await mutate(theirs.db, carEdit, { car_id: id, supplier: 'Read before' });
    await theirs.replay();
    // The next page, as the server answered it before this device's own write.
    const query = new URLSearchParams({ cursor: String(await getMeta(mine.db, 'cursor')), scope: String(await getMeta(mine.db, 'scope')) });
    const stale = await (await mine.net.fetch(`/api/sync/pull?${query}`)).text();
    expect(stale).toContain('Read before');
    await mutate(mine.db, carEdit, { car_id: id, color: 'Answered after' });
    expect(await mine.replay()).toBe('done');
    const answered = await mine.car(id);
    expect(answered).toMatchObject({ color: 'Answered after', supplier: 'Read before' });

    const late: typeof fetch = (input, init) =>
      String(input).includes('/api/sync/pull') ? Promise.resolve(new Response(stale, { status: 200 })) : mine.net.fetch(input, init);
    expect((await pullChanges({ db: mine.db, fetch: late })).status).toBe('ok');
    expect(await mine.car(id)).toEqual(answered);
  });

  it('keeps the newer rows another pull stored while its own page was on the way', async () => {
    const { mine, theirs, id } = await twoDevicesAndACar();
    await mutate(theirs.db, carEdit, { car_id: id, supplier: 'First' });
    await theirs.replay();
    // A second tab's pull asks for the next page, and its answer is slow to arrive.
    let arrive = () => {};
    const gate = new Promise<void>((r) => (arrive = r));
    const slow: typeof fetch = async (input, init) => {
      const res = await mine.net.fetch(input, init);
      if (String(input).includes('/api/sync/pull')) await gate;
      return res;
    };
    const secondTab = pullChanges({ db: mine.db, fetch: slow });
    await mutate(theirs.db, carEdit, { car_id: id, supplier: 'Second' });
    await theirs.replay();
    await mine.pull();
    expect(await mine.car(id)).toMatchObject({ supplier: 'Second' });
    arrive();
    expect((await secondTab).status).toBe('ok');
    expect(await mine.car(id)).toMatchObject({ supplier: 'Second' });
  });
});
