// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plateInMirror } from '../../src/client/fleet/use-plate-check';
import { carAdd } from '../../src/shared/fleet/fleet.mutations';
import { SyncEngine } from '../../src/sync/engine';
import { mutate } from '../../src/sync/outbox';
import { validCar } from '../helpers/cars-api';
import { createTestApp, DEMO_EMAILS, type TestApp } from '../helpers/test-app';
import { device } from './device';

// The wizard's 'plate already used' check with no network: the device's mirror decides, and it
// compares plates as the server does (shared/fleet/plate-key.ts), so '1-ABC-123' finds '1ABC123'.
// The server's side: tests/api/cars-plate-key.test.ts.
let t: TestApp;
beforeAll(async () => {
  vi.stubGlobal('navigator', { onLine: true });
  t = await createTestApp();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

describe('the offline plate check', () => {
  it('finds a plate written with or without dashes, spaces or capitals, but not the car being edited', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    const engine = new SyncEngine({ db: d.db, fetch: d.net.fetch, notify: (n) => d.notices.push(n) });
    await engine.syncNow();
    engine.stop();
    d.net.offline = true;

    const body = carAdd.args.parse(validCar({ plate: '7-OFF-123' }));
    await mutate(d.db, carAdd, body);
    for (const plate of ['7-OFF-123', '7OFF123', '7off123', ' 7 OFF 123 ']) expect(await plateInMirror(d.db, plate), plate).toBe(true);
    expect(await plateInMirror(d.db, '7OFF123', body.id)).toBe(false);
    expect(await plateInMirror(d.db, '7OFF124')).toBe(false);
  });
});
