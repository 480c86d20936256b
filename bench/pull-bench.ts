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
  /** The page's main-thread tasks over 50 ms from the sign-in to the end of the download (PerformanceObserver 'longtask'). */
  longTasks: LongTasks;
  /** What the origin stores once the download is in (navigator.storage.estimate(): IndexedDB, caches), in MB. */
  storedMB: number;
}

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
export async function signInAndPull(page: Page, timeoutMs: number): Promise<PullFigures> {
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
  await signIn(page, 'admin@demo.test');
  const lastSyncAt = await pollUntil(timeoutMs, 'first download', 100, async () => (await deviceDb(page).catch(() => null))?.lastSyncAt ?? null);
  await within(30_000, 'pull bodies', Promise.all(bodies));
  const done = Date.parse(lastSyncAt);
  const { count: cars } = await deviceDb(page, 'cars');
  const longTasks = await longTasksBetween(page, signInAt, done);
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  return {
    seconds: (done - signInAt) / 1000,
    pullSeconds: (done - firstPullAt) / 1000,
    pages,
    megabytes: bytes / 1e6,
    wireMegabytes: Math.round(wireBytes / 1e4) / 100,
    carsInMirror: cars ?? 0,
    longTasks,
    storedMB: Math.round(usage / 1e5) / 10,
  };
}

const n = (x: number) => x.toLocaleString('en-GB');

/** One pull's figures in a sentence, for the tables and the log. */
export const pullCell = (p: PullFigures) =>
  `${p.seconds} s from sign-in, download alone ${p.pullSeconds} s; ${p.pages} pages, ${p.megabytes.toFixed(1)} MB as JSON, ${p.wireMegabytes} MB on the wire; ` +
  `main-thread tasks over 50 ms: ${p.longTasks.count} (longest ${p.longTasks.maxMs} ms, ${p.longTasks.totalMs} ms in all); stored ${p.storedMB} MB`;

/** The first-pull rows: the 10,000-car median, then each larger download (the list sizes' or BENCH_ONLY=pull's). */
export function pullRows(first: { cars: number; runs: PullFigures[]; medianSeconds: number }, more: { cars: number; pull: PullFigures }[]): string[][] {
  const rows: string[][] = [
    [
      `First full pull, ${n(first.cars)} cars (median of ${first.runs.length})`,
      `${first.medianSeconds} s (runs ${first.runs.map((x) => x.seconds).join(', ')}; first run: ${pullCell(first.runs[0]!)})`,
      '< 1.5 s',
    ],
  ];
  for (const { cars, pull } of more) {
    const aim = cars === 100_000 ? '< 10 s; no task over 50 ms; < 60 MB stored' : '';
    rows.push([`First full pull, ${n(cars)} cars`, `${pullCell(pull)}; ${((pull.storedMB / cars) * 1000).toFixed(2)} MB per 1,000 cars`, aim]);
  }
  return rows;
}
