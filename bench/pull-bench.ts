// The first full download: a new browser profile signs in and the mirror fills from cursor 0.
import type { Page } from '@playwright/test';
import { signIn } from '../tests/e2e/sign-in';
import { pollUntil, within } from './bench-env';

export interface PullFigures {
  /** From the sign-in request leaving the page to the engine writing `last_sync_at` (all pages stored). */
  seconds: number;
  /** From the first /api/sync/pull request to `last_sync_at`: the download alone. */
  pullSeconds: number;
  pages: number;
  /** Bytes of the pull answers' bodies (the server sends them uncompressed). */
  megabytes: number;
  /** Rows in the browser's `cars` table at the end, read from IndexedDB. */
  carsInMirror: number;
}

interface MirrorState {
  lastSyncAt: string | null;
  cars: number | null;
}

/** Reads the signed-in user's IndexedDB directly (not through the app), or nulls while it does not exist. */
export const mirrorState = (page: Page, withCount: boolean): Promise<MirrorState> =>
  page.evaluate(async (count) => {
    // workplace-<company>-<user> (src/sync/local-db.ts); workplace-registry is the worker's list of them.
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('workplace-') && n !== 'workplace-registry');
    if (!name) return { lastSyncAt: null, cars: null };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('meta')) return { lastSyncAt: null, cars: null };
      const tx = db.transaction(['meta', 'cars'], 'readonly');
      const ask = <T>(req: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
      const meta = (await ask(tx.objectStore('meta').get('last_sync_at'))) as { value: string } | undefined;
      const cars = count ? await ask(tx.objectStore('cars').count()) : null;
      return { lastSyncAt: meta?.value ?? null, cars };
    } finally {
      db.close();
    }
  }, withCount);

/** Rows in one table of the signed-in user's IndexedDB, read directly (not through the app); 0 before it exists. */
export const mirrorCount = (page: Page, store: string): Promise<number> =>
  page.evaluate(async (store) => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('workplace-') && n !== 'workplace-registry');
    if (!name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const req = db.transaction(store, 'readonly').objectStore(store).count();
      return await new Promise<number>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
    } finally {
      db.close();
    }
  }, store);

/** Signs in through the real form on a fresh profile and waits (bounded) until the first download has ended. */
export async function signInAndPull(page: Page, timeoutMs: number): Promise<PullFigures> {
  let signInAt = 0;
  let firstPullAt = 0;
  let pages = 0;
  let bytes = 0;
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
    );
  });
  await signIn(page, 'admin@demo.test');
  const lastSyncAt = await pollUntil(timeoutMs, 'first download', 100, async () => (await mirrorState(page, false).catch(() => null))?.lastSyncAt ?? null);
  await within(30_000, 'pull bodies', Promise.all(bodies));
  const done = Date.parse(lastSyncAt);
  const { cars } = await mirrorState(page, true);
  return {
    seconds: (done - signInAt) / 1000,
    pullSeconds: (done - firstPullAt) / 1000,
    pages,
    megabytes: bytes / 1e6,
    carsInMirror: cars ?? 0,
  };
}
