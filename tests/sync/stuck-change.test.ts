// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { carEdit } from '../../src/shared/fleet/fleet.mutations';
import type { OutboxItem } from '../../src/sync/local-db';
import { discard, mutate, retryStuck } from '../../src/sync/outbox';
import { STUCK_AFTER, heldBack } from '../../src/sync/replay';
import { device, expectWritesPostedInOrder, serverCar, type Device } from './device';
import { useApiTest } from '../helpers/api-test';

const { t } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  const list = await (await t.as('admin@demo.test')).get('/api/cars/list', { per_page: 50 });
  carIds = (list.json() as { data: { id: string; type: string }[] }).data.filter((c) => c.type === 'car').map((c) => c.id);
});

/** The server fails (500) on every edit of this car, as a bug in its code would. */
function breakCar(d: Device, id: string) {
  d.net.failWith = (call) => (call.path === '/api/cars/edit' && (call.body as { car_id?: string }).car_id === id ? 500 : undefined);
}

describe('a change the server keeps failing on', () => {
  it(`is set aside as stuck after ${STUCK_AFTER} failures; changes to other objects go on, later changes to the same object wait with it`, async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const [a, b, c] = [carIds[10]!, carIds[11]!, carIds[12]!];
    breakCar(d, a);
    await mutate(d.db, carEdit, { car_id: a, color: 'Stuck red' });
    await mutate(d.db, carEdit, { car_id: b, color: 'Sent blue' });
    await mutate(d.db, carEdit, { car_id: a, supplier: 'Held supplier' });
    await mutate(d.db, carEdit, { car_id: c, color: 'Sent green' });

    for (let i = 1; i < STUCK_AFTER; i++) expect(await d.replay()).toBe('server-unavailable');
    expect(await d.replay()).toBe('done');

    const left = await d.db.outbox.orderBy('seq').toArray();
    expect(left.map((i) => [i.entity_id, i.stuck ?? false])).toEqual([
      [a, true],
      [a, false],
    ]);
    expect(left[0]).toMatchObject({ attempts: STUCK_AFTER, state: 'pending' });
    expect(left[0]!.error).toContain('500');
    expect(d.notices.map((n) => n.title)).toEqual([expect.stringContaining('stuck')]);
    expect((await serverCar(t, b)).color).toBe('Sent blue');
    expect((await serverCar(t, c)).color).toBe('Sent green');
    // The device still shows both waiting changes on the stuck car.
    expect(await d.car(a)).toMatchObject({ color: 'Stuck red', supplier: 'Held supplier', _pending: 1 });

    // Fixed on the server; retry sends it, then the change held behind it, in that order.
    d.net.failWith = undefined;
    await retryStuck(d.db, left[0]!.seq!);
    expect(await d.replay()).toBe('done');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverCar(t, a)).toMatchObject({ color: 'Stuck red', supplier: 'Held supplier' });
    expectWritesPostedInOrder(d, [
      ...Array<[string, number]>(STUCK_AFTER).fill(['/api/cars/edit', 500]),
      ['/api/cars/edit', 200],
      ['/api/cars/edit', 200],
      ['/api/cars/edit', 200],
      ['/api/cars/edit', 200],
    ]);
    const sent = d.net.calls.filter((x) => x.status === 200 && x.path === '/api/cars/edit').map((x) => (x.body as { car_id: string }).car_id);
    expect(sent).toEqual([b, c, a, a]);
  });

  it('discarded, goes back to the server row and lets the changes held behind it go', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const a = carIds[13]!;
    const before = await serverCar(t, a);
    breakCar(d, a);
    await mutate(d.db, carEdit, { car_id: a, color: 'Never saved' });
    await mutate(d.db, carEdit, { car_id: a, supplier: 'Saved after the discard' });
    for (let i = 1; i < STUCK_AFTER; i++) await d.replay();
    expect(await d.replay()).toBe('done');
    const [stuck] = await d.db.outbox.orderBy('seq').toArray();
    expect(stuck?.stuck).toBe(true);

    d.net.failWith = undefined;
    await discard(d.db, stuck!.seq!);
    expect(await d.replay()).toBe('done');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverCar(t, a)).toMatchObject({ color: before.color, supplier: 'Saved after the discard' });
  });

  it('a gateway answering 503 is the server being away, not the change failing: nothing becomes stuck', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    await mutate(d.db, carEdit, { car_id: carIds[14]!, color: 'Waits' });
    d.net.failWith = () => 503;
    for (let i = 0; i < STUCK_AFTER + 2; i++) expect(await d.replay()).toBe('server-unavailable');
    const [item] = await d.db.outbox.toArray();
    expect(item?.stuck).toBeUndefined();
    expect(item?.attempts).toBe(0);
  });
});

describe('what a stuck change holds back', () => {
  const item = (seq: number, entity_id: string, args: unknown, stuck?: true): OutboxItem => ({ seq, entity_id, args, stuck, state: 'pending' }) as OutboxItem;

  it('itself, later changes to the same object, and changes naming an object held back, in a chain', () => {
    const items = [
      item(1, 'training-1', { id: 'training-1', title: 'First aid' }, true),
      item(2, 'car-1', { car_id: 'car-1' }),
      item(3, 'participant-1', { id: 'participant-1', training_id: 'training-1' }),
      item(4, 'participant-1', { participant_id: 'participant-1', status: 'present' }),
      item(5, 'training-1', { training_id: 'training-1', title: 'First aid 2' }),
      item(6, 'car-2', { car_id: 'car-2' }),
    ];
    expect([...heldBack(items)]).toEqual([1, 3, 4, 5]);
    expect(heldBack(items.map((i) => ({ ...i, stuck: undefined }))).size).toBe(0);
  });
});
