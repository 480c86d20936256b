// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { carEdit } from '../../src/shared/fleet/fleet.mutations';
import { discard, mutate, retryFailed } from '../../src/sync/outbox';
import { device, serverCar } from './device';
import { useApiTest } from '../helpers/api-test';

const { t } = useApiTest();
let ids: string[];
beforeAll(async () => {
  const list = await (await t.as('admin@demo.test')).get('/api/cars/list', { per_page: 50 });
  ids = (list.json() as { data: { id: string; type: string }[] }).data.filter((c) => c.type === 'car').map((c) => c.id);
});

/** Two devices edit the same field; the second one's change is refused. */
async function refusedChange(id: string) {
  const [one, two] = [await device(t, 'admin@demo.test'), await device(t, 'support@demo.test')];
  await Promise.all([one.pull(), two.pull()]);
  await mutate(one.db, carEdit, { car_id: id, supplier: 'Volvo' });
  await mutate(two.db, carEdit, { car_id: id, supplier: 'Saab' });
  await one.replay();
  await two.replay();
  const [failed] = await two.db.outbox.toArray();
  expect(failed?.state).toBe('failed');
  return { two, failed: failed! };
}

describe('a refused change in the sync panel', () => {
  it('retried, is made again on the server row as it is now, and lands', async () => {
    const { two, failed } = await refusedChange(ids[0]!);
    await retryFailed(two.db, failed.seq!, carEdit as never);
    const [again] = await two.db.outbox.toArray();
    expect(again).toMatchObject({ state: 'pending', base: { supplier: 'Volvo' } });
    expect(again!.idempotency_key).not.toBe(failed.idempotency_key);
    expect(await two.replay()).toBe('done');
    expect((await serverCar(t, ids[0]!)).supplier).toBe('Saab');
    expect(await two.db.outbox.count()).toBe(0);
  });

  it('discarded, is gone and the row stays as the server has it', async () => {
    const { two, failed } = await refusedChange(ids[1]!);
    await discard(two.db, failed.seq!);
    expect(await two.db.outbox.count()).toBe(0);
    expect((await two.car(ids[1]!))?.supplier).toBe('Volvo');
  });

  it('a pending change discarded before it is sent leaves the row as the server has it', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const before = await d.car(ids[2]!);
    const item = await mutate(d.db, carEdit, { car_id: ids[2]!, color: 'Never sent' });
    await discard(d.db, item.seq!);
    expect(await d.car(ids[2]!)).toEqual(before);
    expect(await d.replay()).toBe('done');
    expect(d.net.calls.filter((c) => c.path === '/api/cars/edit')).toEqual([]);
  });
});
