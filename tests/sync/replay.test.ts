// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { carEdit } from '../../src/shared/fleet/fleet.mutations';
import { messages } from '../../src/shared/messages';
import { SYNC_HEADERS } from '../../src/shared/sync/protocol';
import { mutate } from '../../src/sync/outbox';
import { device, serverCar, type Device } from './device';
import { useApiTest } from '../helpers/api-test';

const { t } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  const list = await (await t.as('admin@demo.test')).get('/api/cars/list', { per_page: 50 });
  carIds = (list.json() as { data: { id: string; type: string }[] }).data.filter((c) => c.type === 'car').map((c) => c.id);
});

const edits = (d: Device) => d.net.calls.filter((c) => c.path === '/api/cars/edit');

describe('the outbox replays changes', () => {
  it('in the order they were made, once each, with the spec delay between items', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const [a, b] = [carIds[0]!, carIds[1]!];
    await mutate(d.db, carEdit, { car_id: a, color: 'Red' });
    await mutate(d.db, carEdit, { car_id: b, color: 'Blue' });
    await mutate(d.db, carEdit, { car_id: a, color: 'Green' });
    expect((await d.car(a))?.color).toBe('Green');
    expect((await d.car(a))?._pending).toBe(1);

    expect(await d.replay()).toBe('done');
    expect(edits(d).map((c) => [(c.body as { car_id: string }).car_id, (c.body as { color: string }).color])).toEqual([
      [a, 'Red'],
      [b, 'Blue'],
      [a, 'Green'],
    ]);
    expect(edits(d).map((c) => Number(c.headers[SYNC_HEADERS.mutationSeq]))).toEqual([1, 2, 3]);
    expect(d.delays).toEqual([500, 500]);
    expect(await d.db.outbox.count()).toBe(0);
    expect((await serverCar(t, a)).color).toBe('Green');
    const local = await d.car(a);
    expect(local?._pending).toBeUndefined();
    expect(local?.version).toBe((await serverCar(t, a)).version);
  });

  it('applies a change once when its answer was lost, and sends it again with the same key', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const id = carIds[2]!;
    const before = Number((await serverCar(t, id)).version);
    await mutate(d.db, carEdit, { car_id: id, supplier: 'Lost answer' });
    d.net.loseAnswers(1);
    expect(await d.replay()).toBe('offline');
    expect(await d.db.outbox.count()).toBe(1);
    expect(await d.replay()).toBe('done');
    const [first, second] = edits(d);
    expect(second!.headers[SYNC_HEADERS.idempotencyKey]).toBe(first!.headers[SYNC_HEADERS.idempotencyKey]);
    const after = await serverCar(t, id);
    expect(after.supplier).toBe('Lost answer');
    expect(Number(after.version)).toBeGreaterThan(before);
    // Applied once: the second answer is the stored first one, with the same version.
    expect((await d.car(id))?.version).toBe(after.version);
  });

  it('keeps both changes when two devices edit different fields of the same car offline', async () => {
    const [one, two] = [await device(t, 'admin@demo.test'), await device(t, 'support@demo.test')];
    await Promise.all([one.pull(), two.pull()]);
    const id = carIds[3]!;
    await mutate(one.db, carEdit, { car_id: id, color: 'Midnight blue' });
    await mutate(two.db, carEdit, { car_id: id, supplier: 'Touring' });
    expect(await one.replay()).toBe('done');
    expect(await two.replay()).toBe('done');
    expect(two.notices).toEqual([]);
    const server = await serverCar(t, id);
    expect([server.color, server.supplier]).toEqual(['Midnight blue', 'Touring']);
    await one.pull();
    expect((await one.car(id))?.supplier).toBe('Touring');
  });

  it('restores the server value, names the object and fails later changes to it on a conflict', async () => {
    const [one, two] = [await device(t, 'admin@demo.test'), await device(t, 'support@demo.test')];
    await Promise.all([one.pull(), two.pull()]);
    const id = carIds[4]!;
    const plate = String((await two.car(id))?.plate);
    await mutate(one.db, carEdit, { car_id: id, supplier: 'Volvo' });
    await mutate(two.db, carEdit, { car_id: id, supplier: 'Saab' });
    await mutate(two.db, carEdit, { car_id: id, color: 'Yellow' });
    expect(await one.replay()).toBe('done');
    expect(await two.replay()).toBe('done');

    expect(edits(two)).toHaveLength(1);
    expect((await two.car(id))?.supplier).toBe('Volvo');
    expect((await two.car(id))?.color).toBe((await serverCar(t, id)).color);
    expect((await two.car(id))?._pending).toBeUndefined();
    const failed = await two.db.outbox.toArray();
    expect(failed.map((f) => f.state)).toEqual(['failed', 'failed']);
    expect(failed[1]!.error).toBe(messages.sync.dependsOnFailed);
    expect(two.notices).toHaveLength(1);
    expect(two.notices[0]!.title).toContain(`Vehicle ${plate}`);
    expect(two.notices[0]!.text).toContain('Sophie Laurent');
    expect(await two.db.conflicts.count()).toBe(1);
  });

  it('stops on 401 and keeps every change for after signing in again', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const id = carIds[5]!;
    await mutate(d.db, carEdit, { car_id: id, color: 'Silver' });
    d.net.cookie = undefined;
    expect(await d.replay()).toBe('auth-required');
    expect(d.notices[0]?.kind).toBe('auth-required');
    expect(await d.db.outbox.count()).toBe(1);
    expect((await d.car(id))?.color).toBe('Silver');
    d.net.cookie = await t.login('admin@demo.test');
    expect(await d.replay()).toBe('done');
    expect((await serverCar(t, id)).color).toBe('Silver');
  });

  it('drops nothing while the network is down, and does not count those tries against the change', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    await mutate(d.db, carEdit, { car_id: carIds[6]!, color: 'Orange' });
    d.net.offline = true;
    expect(await d.replay()).toBe('offline');
    expect(await d.replay()).toBe('offline');
    const [item] = await d.db.outbox.toArray();
    expect(item?.state).toBe('pending');
    expect(item?.attempts).toBe(0);
    expect(item?.error).toBeUndefined();
    d.net.offline = false;
    expect(await d.replay()).toBe('done');
  });
});
