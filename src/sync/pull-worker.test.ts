// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { nextPageOf, PULL_NEXT_HEADER, pullNextValue } from '../shared/sync/pull-next';
import { LocalDb, getMeta } from './local-db';
import { onMirrorChange } from './mirror-events';
import { WorkerPull, type PullPort } from './pull-in-worker';
import { carsPage, testCar } from './pull-test-pages';
import { answerPull } from './pull-worker-answer';
import { isPrefetchRequest, isPullReply, isPullRequest, type PullReply, type PullRequest } from './pull-worker-protocol';
import { PullWorkerSide } from './pull-worker-side';

const car = testCar;

/** A server of two pages (cars 1–3, then 4–5, then nothing new); `log` has each request and each page stored, in order. */
function twoPageServer(dbName: string) {
  const log: string[] = [];
  onMirrorChange(dbName, (change) => log.push(`stored ${change.ids.length} ${change.table}`));
  const fetch = (async (url: string) => {
    const cursor = Number(new URL(url, 'http://device').searchParams.get('cursor'));
    log.push(`asked from ${cursor}`);
    const page = carsPage;
    const body =
      cursor === 0
        ? page([car(1), car(2), car(3)], true)
        : cursor < 5
          ? page([car(4), car(5)], false)
          : { cursor: 5, more: false, scope: 's1', reset: false, changes: {}, removals: [] };
    // As the server does, the next page is named in a header too.
    const next = nextPageOf(body);
    return new Response(JSON.stringify(body), { status: 200, headers: next ? { [PULL_NEXT_HEADER]: pullNextValue(next) } : {} });
  }) as typeof globalThis.fetch;
  return { fetch, log };
}

const request = (dbName: string, id = 1): PullRequest => ({ kind: 'pull', id, dbName });

/** A database the tab has made, as a signed-in tab has: the worker opens only those. */
async function made(name = `pw-${crypto.randomUUID()}`): Promise<string> {
  const db = new LocalDb(name);
  await db.open();
  db.close();
  return db.name;
}

describe("the pull worker's answer", () => {
  it('stores every page in the named database and replies with the outcome', async () => {
    const name = await made();
    const server = twoPageServer(name);
    const reply = await answerPull(request(name, 7), server.fetch);
    expect(reply).toEqual({ kind: 'pulled', id: 7, outcome: { status: 'ok', rows: 5, reset: false } });
    const db = new LocalDb(name);
    expect(await db.mirror('cars').count()).toBe(5);
    expect(await getMeta(db, 'cursor')).toBe(5);
    expect(await getMeta(db, 'last_sync_at')).toBeTypeOf('string');
    db.close();
  });

  it('asks for the next page before the current one is stored, so the server works while the device writes', async () => {
    const name = await made();
    const server = twoPageServer(name);
    await answerPull(request(name), server.fetch);
    expect(server.log).toEqual(['asked from 0', 'asked from 3', 'stored 3 cars', 'stored 2 cars']);
  });

  it('closes its connection afterwards: the tab can delete the database at sign-out without waiting', async () => {
    const name = await made();
    await answerPull(request(name), twoPageServer(name).fetch);
    const blocked = await new Promise<boolean>((resolve) => {
      const del = indexedDB.deleteDatabase(name);
      del.onblocked = () => resolve(true);
      del.onsuccess = () => resolve(false);
    });
    expect(blocked).toBe(false);
  });

  it('says why when the pull could not be stored, instead of going silent', async () => {
    const name = await made();
    const broken = (async () =>
      new Response(JSON.stringify({ cursor: 1, more: false, scope: 's', reset: false, changes: { cars: [{ version: 1 }] }, removals: [] }))) as typeof fetch;
    const reply = await answerPull(request(name, 3), broken);
    expect(reply.kind).toBe('failed');
    expect(reply.id).toBe(3);
    expect((reply as Extract<PullReply, { kind: 'failed' }>).message).not.toBe('');
  });

  it('reports no network as offline, with nothing stored', async () => {
    const name = await made();
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await answerPull(request(name), down)).toEqual({ kind: 'pulled', id: 1, outcome: { status: 'offline' } });
  });

  it('does not make again a database that is gone (a sign-out deleted it during the pull)', async () => {
    const name = `pw-${crypto.randomUUID()}`;
    const reply = await answerPull(request(name, 4), twoPageServer(name).fetch);
    expect(reply).toMatchObject({ kind: 'failed', id: 4 });
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it('takes only well-formed messages', () => {
    expect(isPullRequest({ kind: 'pull', id: 1, dbName: 'x' })).toBe(true);
    expect(isPrefetchRequest({ kind: 'prefetch', dbName: 'x' })).toBe(true);
    for (const bad of [null, { kind: 'prefetch' }, { kind: 'prefetch', dbName: 3 }, { kind: 'pull', id: 1, dbName: 'x' }])
      expect(isPrefetchRequest(bad)).toBe(false);
    for (const bad of [null, 'pull', { kind: 'pull', id: '1', dbName: 'x' }, { kind: 'pull', id: 1 }, { kind: 'other', id: 1, dbName: 'x' }])
      expect(isPullRequest(bad)).toBe(false);
    expect(isPullReply({ kind: 'pulled', id: 1, outcome: { status: 'offline' } })).toBe(true);
    expect(isPullReply({ kind: 'done', id: 1 })).toBe(false);
  });
});

describe('the first download of a new device', () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  };

  /** A new device's download whose first page is stored and whose second waits until `release()`. */
  async function downloadHeldAfterFirstPage() {
    const name = `pw-${crypto.randomUUID()}`;
    const server = twoPageServer(name);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const side = new PullWorkerSide((async (url: string) => {
      if (!url.includes('cursor=0')) await held;
      return server.fetch(url);
    }) as typeof fetch);
    side.receive({ kind: 'prefetch', dbName: name });
    await until(() => server.log.includes('stored 3 cars'));
    return { name, server, side, release };
  }

  it("is stored by the worker before the tab has made the database; the tab's pull then asks only for what came after", async () => {
    const name = `pw-${crypto.randomUUID()}`;
    const server = twoPageServer(name);
    const side = new PullWorkerSide(server.fetch);
    expect(side.receive({ kind: 'prefetch', dbName: name })).toBeNull();
    await until(() => server.log.includes('stored 2 cars'));
    const db = new LocalDb(name);
    expect(await db.mirror('cars').count()).toBe(5);
    expect(await getMeta(db, 'last_sync_at')).toBeTypeOf('string');
    // The app has loaded: the tab opens the database and asks for a pull, which counts the early rows once.
    expect(await side.receive(request(name, 2))).toEqual({ kind: 'pulled', id: 2, outcome: { status: 'ok', rows: 5, reset: false } });
    expect(server.log).toEqual(['asked from 0', 'asked from 3', 'stored 3 cars', 'stored 2 cars', 'asked from 5']);
    expect(await side.receive(request(name, 3))).toEqual({ kind: 'pulled', id: 3, outcome: { status: 'ok', rows: 0, reset: false } });
    db.close();
  });

  it('answers the pull asked for while it runs: the pages are stored once, and the server is not asked again', async () => {
    const { name, server, side, release } = await downloadHeldAfterFirstPage();
    await made(name);
    const answered = side.receive(request(name, 4));
    release();
    expect(await answered).toEqual({ kind: 'pulled', id: 4, outcome: { status: 'ok', rows: 5, reset: false } });
    // (The second page was held back until the tab asked: it is logged when it leaves.)
    expect(server.log).toEqual(['asked from 0', 'stored 3 cars', 'asked from 3', 'stored 2 cars']);
    // The next pull goes on from where the download ended.
    expect(await side.receive(request(name, 5))).toEqual({ kind: 'pulled', id: 5, outcome: { status: 'ok', rows: 0, reset: false } });
    expect(server.log.at(-1)).toBe('asked from 5');
  });

  it('leaves the whole pull to the tab when it could not download (no network yet)', async () => {
    const name = `pw-${crypto.randomUUID()}`;
    const server = twoPageServer(name);
    let online = false;
    const flaky = (async (url: string) => {
      if (!online) throw new TypeError('Failed to fetch');
      return server.fetch(url);
    }) as typeof fetch;
    const side = new PullWorkerSide(flaky);
    side.receive({ kind: 'prefetch', dbName: name });
    await made(name);
    const answered = side.receive(request(name, 6));
    online = true;
    expect(await answered).toEqual({ kind: 'pulled', id: 6, outcome: { status: 'ok', rows: 5, reset: false } });
    expect(server.log).toEqual(['asked from 0', 'asked from 3', 'stored 3 cars', 'stored 2 cars']);
  });

  it('is not made for a database the device has: its pull starts from its own cursor', async () => {
    const name = await made();
    const server = twoPageServer(name);
    const side = new PullWorkerSide(server.fetch);
    side.receive({ kind: 'prefetch', dbName: name });
    await new Promise((r) => setTimeout(r, 30));
    expect(server.log).toEqual([]);
    await side.receive(request(name));
    expect(server.log).toEqual(['asked from 0', 'asked from 3', 'stored 3 cars', 'stored 2 cars']);
  });

  it('does not make the database again when a sign-out deletes it during the download', async () => {
    // The second page is late: the sign-out comes between the two.
    const { name, server, release } = await downloadHeldAfterFirstPage();
    const blocked = await new Promise<boolean>((resolve) => {
      const del = indexedDB.deleteDatabase(name);
      del.onblocked = () => resolve(true);
      del.onsuccess = () => resolve(false);
    });
    expect(blocked).toBe(false);
    release();
    await until(() => server.log.includes('asked from 3'));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.log).not.toContain('stored 2 cars');
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it("leaves another database's pull to run on its own", async () => {
    const early = `pw-${crypto.randomUUID()}`;
    const server = twoPageServer(early);
    const side = new PullWorkerSide(server.fetch);
    side.receive({ kind: 'prefetch', dbName: early });
    const other = await made();
    expect(await side.receive(request(other, 5))).toMatchObject({ kind: 'pulled', id: 5, outcome: { status: 'ok', rows: 5 } });
    await until(() => server.log.includes('stored 2 cars'));
    for (const name of [early, other]) {
      const db = new LocalDb(name);
      expect(await db.mirror('cars').count()).toBe(5);
      db.close();
    }
  });
});

/** A worker made of a MessageChannel: the far port answers as src/sync/pull-worker.ts does. */
function channelWorker(fetch: typeof globalThis.fetch): PullPort & { received: PullRequest[] } {
  const { port1, port2 } = new MessageChannel();
  const received: PullRequest[] = [];
  port1.onmessage = (e: MessageEvent<PullRequest>) => {
    received.push(e.data);
    void answerPull(e.data, fetch).then((reply) => port1.postMessage(reply));
  };
  port2.start();
  return Object.assign(port2 as unknown as PullPort, { received, terminate: () => (port1.close(), port2.close()) });
}

describe("the tab's side", () => {
  it('sends the pull to the worker and resolves with its outcome', async () => {
    const db = new LocalDb(`pw-${crypto.randomUUID()}`);
    const worker = channelWorker(twoPageServer(db.name).fetch);
    const tabFetch = (() => Promise.reject(new Error('the tab must not fetch'))) as typeof fetch;
    const puller = new WorkerPull(() => worker);
    const [a, b] = await Promise.all([puller.pull(db, tabFetch), puller.pull(db, tabFetch)]);
    expect(a).toMatchObject({ status: 'ok' });
    expect(b).toMatchObject({ status: 'ok' });
    expect(worker.received.map((r) => [r.kind, r.dbName])).toEqual([
      ['pull', db.name],
      ['pull', db.name],
    ]);
    expect(new Set(worker.received.map((r) => r.id)).size).toBe(2);
    expect(await db.mirror('cars').count()).toBe(5);
    puller.close();
    db.close();
  });

  it('pulls in the tab when there is no worker', async () => {
    const db = new LocalDb(`pw-${crypto.randomUUID()}`);
    const puller = new WorkerPull(() => null);
    expect(await puller.pull(db, twoPageServer(db.name).fetch)).toMatchObject({ status: 'ok', rows: 5 });
    db.close();
  });

  it('pulls in the tab, from then on, when the worker fails to start', async () => {
    const db = new LocalDb(`pw-${crypto.randomUUID()}`);
    const failing = new EventTarget() as EventTarget & PullPort;
    let sent = 0;
    failing.postMessage = () => {
      sent++;
      queueMicrotask(() => failing.dispatchEvent(new Event('error')));
    };
    const puller = new WorkerPull(() => failing);
    const fetch = twoPageServer(db.name).fetch;
    expect(await puller.pull(db, fetch)).toMatchObject({ status: 'ok', rows: 5 });
    expect(await puller.pull(db, fetch)).toMatchObject({ status: 'ok' });
    expect(sent).toBe(1);
    db.close();
  });

  it('settles a waiting pull when the engine stops, and stops the worker', async () => {
    const db = new LocalDb(`pw-${crypto.randomUUID()}`);
    let terminated = false;
    const silent = Object.assign(new EventTarget(), { postMessage: () => {}, terminate: () => void (terminated = true) }) as EventTarget & PullPort;
    const puller = new WorkerPull(() => silent);
    const waiting = puller.pull(db, fetch);
    puller.close();
    expect(await waiting).toEqual({ status: 'offline' });
    expect(terminated).toBe(true);
    db.close();
  });
});
