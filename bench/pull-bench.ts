// The first full download: a new browser profile signs in and the mirror fills from cursor 0.
import type { Page } from '@playwright/test';
import { deviceDb } from '../tests/e2e/device-db';
import { signIn } from '../tests/e2e/sign-in';
import { pollUntil, within } from './bench-env';

export interface PullFigures {
  /** From the sign-in request leaving the page to the engine writing `last_sync_at` (all pages stored). */
  seconds: number;
  /** From the first /api/sync/pull request to `last_sync_at`: the download alone. */
  pullSeconds: number;
  pages: number;
  /** Bytes of the pull answers' bodies, as JSON. */
  megabytes: number;
  /** The same bodies on the wire (the server compresses them), as the browser counted them. */
  wireMegabytes: number;
  /** Rows in the browser's `cars` table at the end, read from IndexedDB. */
  carsInMirror: number;
  /** The page's main-thread tasks over 50 ms while the download runs: from its first request to its end (PerformanceObserver 'longtask'). */
  longTasks: LongTasks;
  /** The same from the sign-in to the download's first request: the signed-in app loading and showing its first page. */
  startTasks: LongTasks;
  /** What the origin stores once the download is in (navigator.storage.estimate(): IndexedDB, caches), in MB. */
  storedMB: number;
  /**
   * Seconds from the sign-in page opening to its service worker being ready (installed, its
   * precache filled), the form then sent; null when the form was sent at once (SubmitWhen).
   */
  workerReadySeconds: number | null;
}

/**
 * When the bench sends the sign-in form: once the sign-in page's service worker is ready, as when
 * a person types their email and password (seconds; the precache takes well under one here), or
 * at once, the precache's 60 requests then racing the download on the same server.
 */
export type SubmitWhen = 'worker-ready' | 'at-once';

export interface LongTasks {
  count: number;
  maxMs: number;
  totalMs: number;
}

/** The long tasks that started at or after `since` (ms since epoch) and before `until`. */
export const longTasksBetween = async (page: Page, since: number, until: number): Promise<LongTasks> => {
  const all = await page.evaluate(() => (globalThis as unknown as { __longTasks: [number, number][] }).__longTasks);
  const durations = all.filter(([at]) => at >= since && at < until).map(([, ms]) => ms);
  return {
    count: durations.length,
    maxMs: Math.round(Math.max(0, ...durations)),
    totalMs: Math.round(durations.reduce((a, b) => a + b, 0)),
  };
};

/** Rows in one table of the signed-in user's IndexedDB, read directly (not through the app); 0 before it exists. */
export const mirrorCount = async (page: Page, store: string): Promise<number> => (await deviceDb(page, store)).count ?? 0;

/** Signs in through the real form on a fresh profile and waits (bounded) until the first download has ended. */
export async function signInAndPull(page: Page, timeoutMs: number, submit: SubmitWhen = 'worker-ready'): Promise<PullFigures> {
  let signInAt = 0;
  let firstPullAt = 0;
  let pages = 0;
  let bytes = 0;
  let wireBytes = 0;
  const bodies: Promise<void>[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/auth/login') && !signInAt) signInAt = Date.now();
    if (req.url().includes('/api/sync/pull') && !firstPullAt) firstPullAt = Date.now();
  });
  page.on('response', (res) => {
    if (!res.url().includes('/api/sync/pull')) return;
    pages++;
    bodies.push(
      res.body().then(
        (b) => void (bytes += b.length),
        () => undefined,
      ),
      res
        .request()
        .sizes()
        .then(
          (sizes) => void (wireBytes += sizes.responseBodySize),
          () => undefined,
        ),
    );
  });
  await page.goto('/signin');
  const workerReadySeconds =
    submit === 'worker-ready'
      ? await within(
          30_000,
          "the sign-in page's service worker",
          page.evaluate(async () => {
            await navigator.serviceWorker.ready;
            return Math.round(performance.now()) / 1000;
          }),
        )
      : null;
  await signIn(page, 'admin@demo.test', undefined, '', { opened: true });
  const lastSyncAt = await pollUntil(timeoutMs, 'first download', 100, async () => (await deviceDb(page).catch(() => null))?.lastSyncAt ?? null);
  await within(30_000, 'pull bodies', Promise.all(bodies));
  const done = Date.parse(lastSyncAt);
  const { count: cars } = await deviceDb(page, 'cars');
  const longTasks = await longTasksBetween(page, firstPullAt, done);
  const startTasks = await longTasksBetween(page, signInAt, firstPullAt);
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  return {
    seconds: (done - signInAt) / 1000,
    pullSeconds: (done - firstPullAt) / 1000,
    pages,
    megabytes: bytes / 1e6,
    wireMegabytes: Math.round(wireBytes / 1e4) / 100,
    carsInMirror: cars ?? 0,
    longTasks,
    startTasks,
    storedMB: Math.round(usage / 1e5) / 10,
    workerReadySeconds,
  };
}

/** What IndexedDB itself costs on this machine: the same rows stored one record each, or as one record. */
export interface StoreFloor {
  rows: number;
  /** µs per row stored as one record each, with the cars' indexes (the mirror's way), median of 3. */
  perRecordUs: number;
  /** µs per row stored as one record holding them all, median of 3. */
  perPackUs: number;
  /** µs per row read back: all records (getAll), then the one record. */
  readRecordUs: number;
  readPackUs: number;
}

/**
 * Stores the device's own cars (up to 5,000) in a scratch database, as records and as one pack, and
 * times both: the floor under any first download that stores a row per record.
 */
export async function storeFloor(page: Page): Promise<StoreFloor> {
  const cars = ((await deviceDb(page, 'cars', { rows: true })).rows ?? []).slice(0, 5000);
  return page.evaluate(async (cars) => {
    const ask = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
    const open = (name: string, upgrade?: (db: IDBDatabase) => void) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const req = upgrade ? indexedDB.open(name, 1) : indexedDB.open(name);
        req.onupgradeneeded = () => upgrade?.(req.result);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => ((tx.oncomplete = () => resolve()), (tx.onerror = () => reject(tx.error))));
    await ask(indexedDB.deleteDatabase('bench-store-floor'));
    const scratch = await open('bench-store-floor', (db) => {
      const records = db.createObjectStore('records', { keyPath: 'id' });
      records.createIndex('related_employee_id', 'related_employee_id');
      records.createIndex('deleted', 'deleted');
      db.createObjectStore('packs');
    });
    const time = async (store: string, write: (s: IDBObjectStore, rows: { id: string }[]) => void) => {
      const runs: number[] = [];
      for (let run = 0; run < 3; run++) {
        const rows = cars.map((c) => ({ ...c, id: `${run}-${c.id}` }));
        const started = performance.now();
        const tx = scratch.transaction(store, 'readwrite');
        write(tx.objectStore(store), rows);
        await done(tx);
        runs.push(((performance.now() - started) * 1000) / rows.length);
      }
      return runs.sort((a, b) => a - b)[1]!;
    };
    const perRecordUs = await time('records', (s, rows) => rows.forEach((r) => s.put(r)));
    const perPackUs = await time('packs', (s, rows) => s.put(rows, rows[0]!.id));
    const read = async (store: string) => {
      const started = performance.now();
      const got = (await ask(scratch.transaction(store, 'readonly').objectStore(store).getAll())) as unknown[];
      const rows = store === 'packs' ? (got as unknown[][]).reduce((n, pack) => n + pack.length, 0) : got.length;
      return ((performance.now() - started) * 1000) / rows;
    };
    const readRecordUs = await read('records');
    const readPackUs = await read('packs');
    scratch.close();
    await ask(indexedDB.deleteDatabase('bench-store-floor'));
    const r = (x: number) => Math.round(x * 10) / 10;
    return { rows: cars.length, perRecordUs: r(perRecordUs), perPackUs: r(perPackUs), readRecordUs: r(readRecordUs), readPackUs: r(readPackUs) };
  }, cars);
}

const n = (x: number) => x.toLocaleString('en-GB');

/** One pull's figures in a sentence, for the tables and the log. */
export const pullCell = (p: PullFigures) =>
  `${p.seconds} s from sign-in (${p.workerReadySeconds === null ? 'form sent as soon as the page opened' : `form sent once the page's worker was ready, ${p.workerReadySeconds} s after it opened`}), download alone ${p.pullSeconds} s; ${p.pages} pages, ${p.megabytes.toFixed(1)} MB as JSON, ${p.wireMegabytes} MB on the wire; ` +
  `main-thread tasks over 50 ms during the download: ${p.longTasks.count} (longest ${p.longTasks.maxMs} ms, ${p.longTasks.totalMs} ms in all), ` +
  `before it, while the signed-in app starts: ${p.startTasks.count} (longest ${p.startTasks.maxMs} ms); stored ${p.storedMB} MB`;

/** The first-pull rows: the 10,000-car median, then each larger download (the list sizes' or BENCH_ONLY=pull's). */
export function pullRows(
  first: { cars: number; runs: PullFigures[]; medianSeconds: number; atOnce?: PullFigures; storeFloor?: StoreFloor },
  more: { cars: number; pull: PullFigures }[],
): string[][] {
  const rows: string[][] = [
    [
      `First full pull, ${n(first.cars)} cars (median of ${first.runs.length})`,
      `${first.medianSeconds} s (runs ${first.runs.map((x) => x.seconds).join(', ')}; first run: ${pullCell(first.runs[0]!)})`,
      '< 1.5 s',
    ],
  ];
  if (first.atOnce) rows.push([`The same, the form sent at once (the precache racing the download)`, pullCell(first.atOnce), '']);
  const f = first.storeFloor;
  if (f)
    rows.push([
      `IndexedDB itself, ${n(f.rows)} of those cars stored in one transaction`,
      `${f.perRecordUs} µs per row as a record each (the mirror's way; 200,000 records, 100,000 cars and their custom values, take ${Math.round((f.perRecordUs * 200_000) / 1e5) / 10} s at that), ` +
        `${f.perPackUs} µs as one record holding them all; read back ${f.readRecordUs} µs per record, ${f.readPackUs} µs per row of the one record`,
      '',
    ]);
  for (const { cars, pull } of more) {
    const aim = cars === 100_000 ? '< 10 s; no task over 50 ms; < 60 MB stored' : '';
    rows.push([`First full pull, ${n(cars)} cars`, `${pullCell(pull)}; ${((pull.storedMB / cars) * 1000).toFixed(2)} MB per 1,000 cars`, aim]);
  }
  return rows;
}
