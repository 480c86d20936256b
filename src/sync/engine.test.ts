// @vitest-environment jsdom
// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { carEdit } from '../shared/fleet/fleet.mutations';
import { MAX_BACKOFF_MS, SyncEngine, nextBackoffMs, type EngineStatus } from './engine';
import { LocalDb } from './local-db';
import { mutate } from './outbox';

let engine: SyncEngine | undefined;
afterEach(() => engine?.stop());

describe('after a failure the engine waits longer each time, and drops nothing', () => {
  it('doubles the wait from one second up to a minute', () => {
    const waits: number[] = [];
    let w = 0;
    for (let i = 0; i < 9; i++) waits.push((w = nextBackoffMs(w)));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000, MAX_BACKOFF_MS, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
  });

  it('schedules a retry when the network fails, keeps the change, and resets once it gets through', async () => {
    const db = new LocalDb(`engine-${Date.now()}`);
    await db
      .untypedMirror('cars')
      .put({ id: '0190d8a0-0000-7000-8000-0000000000aa', version: 1, brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Red' });
    await mutate(db, carEdit, { car_id: '0190d8a0-0000-7000-8000-0000000000aa', color: 'Blue' });
    let up = false;
    const seen: EngineStatus[] = [];
    const fetch = (async (url: string) => {
      if (!up) throw new TypeError('Failed to fetch');
      const body = String(url).includes('/api/sync/pull')
        ? { cursor: 2, more: false, scope: 's', reset: false, changes: {}, removals: [] }
        : { data: { id: '0190d8a0-0000-7000-8000-0000000000aa', version: 2, brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Blue' } };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof globalThis.fetch;
    engine = new SyncEngine({ db, fetch, notify: () => {}, onStatus: (s) => seen.push(s) });

    const t0 = Date.now();
    await engine.syncNow();
    const first = engine.getStatus();
    expect(first.lastError).toBe('offline');
    expect(first.retryAt! - t0).toBeGreaterThanOrEqual(1000);
    await engine.syncNow();
    expect(engine.getStatus().retryAt! - Date.now()).toBeGreaterThan(1500);
    expect(await db.outbox.count()).toBe(1);

    up = true;
    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ lastError: null, retryAt: null, online: true });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.mirror('cars').get('0190d8a0-0000-7000-8000-0000000000aa'))?.color).toBe('Blue');
    expect(seen.some((s) => s.replaying)).toBe(true);
  });
});

describe('coming back online during a failing send', () => {
  it('sends the change at once instead of waiting for the retry timer', async () => {
    const db = new LocalDb(`engine-online-${Date.now()}`);
    const id = '0190d8a0-0000-7000-8000-0000000000bb';
    await db.untypedMirror('cars').put({ id, version: 1, brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Red' });
    await mutate(db, carEdit, { car_id: id, color: 'Blue' });
    let up = false;
    let release: () => void = () => {};
    const slowFailure = new Promise<void>((r) => (release = r));
    const fetch = (async (url: string) => {
      if (!up) {
        await slowFailure;
        throw new TypeError('Failed to fetch');
      }
      const body = String(url).includes('/api/sync/pull')
        ? { cursor: 2, more: false, scope: 's', reset: false, changes: {}, removals: [] }
        : { data: { id, version: 2, brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Blue' } };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof globalThis.fetch;
    engine = new SyncEngine({ db, fetch, notify: () => {} });
    const failing = engine.replayNow();
    // The network returns while that send is still failing.
    up = true;
    const again = engine.replayNow();
    release();
    await failing;
    await again;
    expect(await db.outbox.count()).toBe(0);
    expect(engine.getStatus().retryAt).toBeNull();
  });
});
