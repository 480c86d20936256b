// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { carAdd, carArchive, carEdit } from '../../src/shared/fleet/fleet.mutations';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { SyncEngine } from '../../src/sync/engine';
import { mutate } from '../../src/sync/outbox';
import { activityPage } from '../helpers/activity-api';
import { validCar } from '../helpers/cars-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { device, expectWritesPostedInOrder, serverCar } from './device';
import { useApiTest } from '../helpers/api-test';

// A vehicle added, edited and archived with no network: the mirror shows each change at once,
// and the sync engine sends car.add, car.edit and car.delete in that order to the real app once
// the network is back; the server's rows then replace the local ones.
const { t } = useApiTest();
let engine: SyncEngine | undefined;
beforeAll(() => {
  // The engine reads navigator.onLine as a browser has it; Node 20 has no navigator.
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => engine?.stop());
afterAll(() => vi.unstubAllGlobals());

describe('a vehicle added, edited and archived offline', () => {
  it('shows in the mirror at once and reaches the server in order when back online', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    engine = new SyncEngine({ db: d.db, fetch: d.net.fetch, notify: (n) => d.notices.push(n) });
    await engine.syncNow();
    d.net.offline = true;

    const body = carAdd.args.parse(validCar());
    const id = body.id;
    await mutate(d.db, carAdd, body);
    await mutate(d.db, carEdit, { car_id: id, color: 'Midnight blue', cost_yearly: '9900,50' });
    await mutate(d.db, carArchive, { car_id: id, date_end: '2026-06-30' });
    expect(await d.car(id)).toMatchObject({ brand: 'Skoda', color: 'Midnight blue', cost_yearly: '9900.50', deleted: 1, date_end: '2026-06-30' });
    expect(await d.db.outbox.count()).toBe(3);

    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ online: false, lastError: null });
    expect((await (await t.as(DEMO_EMAILS.admin)).get(`/api/cars/${id}/detail`)).statusCode).toBe(404);

    d.net.offline = false;
    await engine.syncNow();
    expect(engine.getStatus().lastError).toBeNull();
    expect(await d.db.outbox.count()).toBe(0);
    expect(d.notices).toEqual([]);

    expectWritesPostedInOrder(d, [
      ['/api/cars/add', 200],
      ['/api/cars/edit', 200],
      ['/api/cars/delete', 200],
    ]);

    const server = await serverCar(t, id);
    expect(server).toMatchObject({ brand: 'Skoda', color: 'Midnight blue', cost_yearly: '9900.50', deleted: 1, date_end: '2026-06-30' });
    const local = (await d.car(id)) as CarListItem & { _pending?: 1 };
    expect(local._pending).toBeUndefined();
    expect(local.version).toBe(server.version);
    const events = (await activityPage(await t.as(DEMO_EMAILS.admin), 'car', id)).data.map((a) => a.event_type);
    expect(events.sort()).toEqual(['car_added', 'car_archived', 'car_updated']);
  });
});
