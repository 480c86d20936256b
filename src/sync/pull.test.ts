// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PullAnswer } from '../shared/sync/protocol';
import { PULL_NEXT_HEADER } from '../shared/sync/pull-next';
import { carsPage, testCar } from './pull-test-pages';
import { LocalDb, getMeta } from './local-db';
import { PACK_MIN_ROWS, pullChanges } from './pull';

const car = testCar;
const page = carsPage;

/**
 * Two pages (cars 1–3, then 4–5). The first page's body is held until `release`; its header names
 * the next page as `next` says. `log` has each request and when the first body was let go.
 */
function serverWithHeader(next: string) {
  const log: string[] = [];
  // Released before the first request came (a slow start): the body goes as soon as it is asked for.
  let released = false;
  let send: (() => void) | null = null;
  const fetch = (async (url: string) => {
    const cursor = Number(new URL(url, 'http://device').searchParams.get('cursor'));
    log.push(`asked from ${cursor}`);
    if (cursor !== 0) return new Response(JSON.stringify(page([car(4), car(5)], false)));
    const text = JSON.stringify(page([car(1), car(2), car(3)], true));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = () => {
          log.push('first body sent');
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        };
        if (released) send();
      },
    });
    return new Response(body, { headers: { [PULL_NEXT_HEADER]: next } });
  }) as typeof globalThis.fetch;
  const release = () => {
    released = true;
    send?.();
  };
  return { fetch, log, release };
}

async function pulled(server: ReturnType<typeof serverWithHeader>) {
  const db = new LocalDb(`pa-${crypto.randomUUID()}`);
  const outcome = pullChanges({ db, fetch: server.fetch });
  // The body comes once the client has asked for a second page, or after 2 s (then the order is wrong).
  for (let waited = 0; server.log.length < 2 && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10));
  server.release();
  return { db, outcome: await outcome };
}

describe('the header naming the next page', () => {
  it('makes the device ask for the next page before the current one has even arrived', async () => {
    const server = serverWithHeader('cursor=3&scope=s1');
    const { db, outcome } = await pulled(server);
    expect(server.log).toEqual(['asked from 0', 'asked from 3', 'first body sent']);
    expect(outcome).toEqual({ status: 'ok', rows: 5, reset: false });
    expect(await db.mirror('cars').count()).toBe(5);
    db.close();
  });

  it('is overruled by the body when the two disagree: no page is skipped', async () => {
    const server = serverWithHeader('cursor=99&scope=s1');
    const { db, outcome } = await pulled(server);
    expect(server.log).toEqual(['asked from 0', 'asked from 99', 'first body sent', 'asked from 3']);
    expect(outcome).toEqual({ status: 'ok', rows: 5, reset: false });
    expect(await getMeta(db, 'cursor')).toBe(5);
    db.close();
  });
});

describe('where a pull stores its rows', () => {
  /** The keys of the cars store as IndexedDB holds them: ids of rows stored alone, arrays for packs. */
  const storedKeys = (db: LocalDb) =>
    new Promise<IDBValidKey[]>((resolve, reject) => {
      const req = db.backendDB().transaction('cars').objectStore('cars').getAllKeys();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });

  it('packs a page of PACK_MIN_ROWS rows or more of a table, and stores a page of fewer rows alone', async () => {
    const many = Array.from({ length: PACK_MIN_ROWS }, (_, i) => car(i + 1));
    const pages: Record<number, PullAnswer> = { 0: page(many, false), [PACK_MIN_ROWS]: page([car(PACK_MIN_ROWS + 1), car(PACK_MIN_ROWS + 2)], false) };
    const fetch = (async (url: string) =>
      new Response(JSON.stringify(pages[Number(new URL(url, 'http://device').searchParams.get('cursor'))]))) as typeof globalThis.fetch;
    const db = new LocalDb(`pp-${crypto.randomUUID()}`);
    await pullChanges({ db, fetch });
    const first = await storedKeys(db);
    expect(first.filter((k) => typeof k === 'string')).toEqual([]);
    expect(first.filter(Array.isArray).length).toBeGreaterThan(0);
    await pullChanges({ db, fetch });
    expect((await storedKeys(db)).filter((k) => typeof k === 'string')).toEqual([car(PACK_MIN_ROWS + 1).id, car(PACK_MIN_ROWS + 2).id]);
    expect(await db.mirror('cars').count()).toBe(PACK_MIN_ROWS + 2);
    db.close();
  });
});
