// @vitest-environment jsdom
// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carEdit } from '../shared/fleet/fleet.mutations';
import { MAX_BACKOFF_MS, MAX_PROBE_MS, SyncEngine, nextBackoffMs, type EngineStatus } from './engine';
import { LocalDb } from './local-db';
import { mutate } from './outbox';
import { withReplayLock } from './replay-lock';

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
    // jsdom says it has a network, so no answer means the server cannot be reached.
    expect(first).toMatchObject({ online: false, offlineReason: 'no-server', lastError: null });
    expect(first.retryAt! - t0).toBeGreaterThanOrEqual(1000);
    await engine.syncNow();
    expect(engine.getStatus().retryAt! - Date.now()).toBeGreaterThan(1500);
    expect(await db.outbox.count()).toBe(1);

    up = true;
    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ lastError: null, retryAt: null, online: true, offlineReason: null });
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

const PULL_ANSWER = { cursor: 2, more: false, scope: 's', reset: false, changes: {}, removals: [] };

describe('a change the server fails on', () => {
  it('is retried after the backoff even though the pull that follows gets an answer', async () => {
    const db = new LocalDb(`engine-500-${Date.now()}`);
    const id = '0190d8a0-0000-7000-8000-0000000000dd';
    await db.untypedMirror('cars').put({ id, version: 1, brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Red' });
    await mutate(db, carEdit, { car_id: id, color: 'Blue' });
    const edits: number[] = [];
    const fetch = (async (url: string) => {
      if (String(url).includes('/api/sync/pull')) return new Response(JSON.stringify(PULL_ANSWER), { status: 200 });
      edits.push(Date.now());
      if (edits.length === 1) return new Response(JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error' } }), { status: 500 });
      return new Response(JSON.stringify({ data: { id, version: 2, color: 'Blue' } }), { status: 200 });
    }) as typeof globalThis.fetch;
    engine = new SyncEngine({ db, fetch, notify: () => {} });
    await engine.syncNow();
    expect(edits).toHaveLength(1);
    // The pull answered, so the device is online; the failed change keeps its retry all the same.
    expect(engine.getStatus()).toMatchObject({ online: true });
    expect(engine.getStatus().retryAt).not.toBeNull();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000, interval: 50 });
    expect(edits[1]! - edits[0]!).toBeGreaterThanOrEqual(900);
    await vi.waitFor(() => expect(engine!.getStatus()).toMatchObject({ retryAt: null, lastError: null }));
  });
});

/** An engine started with its first pull on the way; `answer()` lets the server's answer land. */
async function pullOnTheWay(name: string) {
  const db = new LocalDb(`${name}-${Date.now()}`);
  let answer: () => void = () => {};
  const fetch = (() =>
    new Promise<Response>((resolve) => (answer = () => resolve(new Response(JSON.stringify(PULL_ANSWER), { status: 200 }))))) as typeof globalThis.fetch;
  // What the page shows: the statuses the engine tells it (getStatus() would look at navigator.onLine itself).
  const seen: EngineStatus[] = [];
  engine = new SyncEngine({ db, fetch, notify: () => {}, onStatus: (s) => seen.push(s) });
  engine.start();
  await vi.waitFor(() => expect(seen.at(-1)?.pulling).toBe(true));
  return { engine, seen, answer: () => answer() };
}

describe('online has one source: the server answering', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a device opened offline with nothing waiting stays offline through every sync round', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const db = new LocalDb(`engine-steady-${Date.now()}`);
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    const seen: EngineStatus[] = [];
    engine = new SyncEngine({ db, fetch, notify: () => {}, onStatus: (s) => seen.push(s) });
    // The empty replay used to say 'online' before the pull said 'offline' again, every second.
    for (let i = 0; i < 5; i++) await engine.syncNow();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => !s.online && s.offlineReason === 'no-network')).toBe(true);
  });

  it('an answer that lands after the network went away does not put the device back online', async () => {
    const { seen, answer } = await pullOnTheWay('engine-late');
    // The network goes while the pull is on its way; its answer comes afterwards.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    answer();
    await vi.waitFor(() => expect(seen.at(-1)?.pulling).toBe(false));
    expect(seen.at(-1)).toMatchObject({ online: false, offlineReason: 'no-network' });
    onLine.mockReturnValue(true);
  });

  it('an answer that lands after the engine stopped (signed out mid-pull) changes nothing', async () => {
    const { engine: started, seen, answer } = await pullOnTheWay('engine-stopped');
    // Offline as far as the engine knows; a late answer would put it back online (the browser is).
    window.dispatchEvent(new Event('offline'));
    started.stop();
    answer();
    await vi.waitFor(() => expect(seen.at(-1)?.pulling).toBe(false));
    expect(seen.at(-1)?.online).toBe(false);
  });

  it('while the server is down a cheap probe sends the waiting change soon after it returns, not after the backoff', async () => {
    const db = new LocalDb(`engine-probe-${Date.now()}`);
    const id = '0190d8a0-0000-7000-8000-0000000000cc';
    await db.untypedMirror('cars').put({ id, version: 1, brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Red' });
    await mutate(db, carEdit, { car_id: id, color: 'Blue' });
    let up = false;
    const paths: string[] = [];
    const fetch = (async (url: string) => {
      paths.push(String(url));
      if (!up) throw new TypeError('Failed to fetch');
      const body = String(url).includes('/api/sync/pull') ? PULL_ANSWER : { data: { id, version: 2, color: 'Blue' } };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof globalThis.fetch;
    engine = new SyncEngine({ db, fetch, notify: () => {} });
    // Long enough down for the retry backoff to reach its minute.
    for (let i = 0; i < 8; i++) await engine.syncNow();
    const retryAt = engine.getStatus().retryAt!;
    expect(retryAt - Date.now()).toBeGreaterThan(MAX_BACKOFF_MS - 5_000);
    expect(engine.getStatus()).toMatchObject({ online: false, offlineReason: 'no-server' });

    up = true;
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 2 * MAX_PROBE_MS, interval: 100 });
    expect(Date.now()).toBeLessThan(retryAt);
    expect(paths).toContain('/api/health');
    await vi.waitFor(() => expect(engine!.getStatus()).toMatchObject({ online: true, offlineReason: null }));
  });

  it('told that another sender (the service worker) has the outbox, the tab looks again once it lets go, and meets the dead server itself', async () => {
    const db = new LocalDb(`engine-busy-${Date.now()}`);
    const id = '0190d8a0-0000-7000-8000-0000000000cd';
    await db.untypedMirror('cars').put({ id, version: 1, brand: 'Audi', model: 'A4', plate: '1-ABC-124', color: 'Red' });
    await mutate(db, carEdit, { car_id: id, color: 'Blue' });
    let sent = 0;
    const fetch = (async () => {
      sent++;
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    let letGo = () => {};
    const other = withReplayLock(db.name, () => new Promise<void>((r) => (letGo = r)));
    engine = new SyncEngine({ db, fetch, notify: () => {} });
    const replay = engine.replayNow();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toBe(0);
    expect(engine.getStatus()).toMatchObject({ online: true, replaying: true });

    // The other sender stopped on the dead server without a word to this tab.
    letGo();
    await other;
    expect(await replay).toBe('offline');
    expect(sent).toBe(1);
    expect(engine.getStatus()).toMatchObject({ online: false, offlineReason: 'no-server', replaying: false });
    expect(await db.outbox.count()).toBe(1);
  });
});
