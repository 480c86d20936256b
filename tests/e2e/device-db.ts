import type { Page } from '@playwright/test';

export interface DeviceDb {
  /** When the engine's last pull ended (`last_sync_at` in its meta table), or null before any. */
  lastSyncAt: string | null;
  /** Rows in the store asked for, or null when none was asked for or it does not exist yet. */
  count: number | null;
}

/**
 * What the signed-in user's local database holds, read from IndexedDB directly rather than through
 * the app (whose copy may lag): nulls while the database does not exist yet.
 */
export const deviceDb = (page: Page, countStore?: string): Promise<DeviceDb> =>
  page.evaluate(async (store) => {
    // workplace-<company>-<user> (src/sync/local-db.ts); workplace-registry is the worker's list of them.
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('workplace-') && n !== 'workplace-registry');
    if (!name) return { lastSyncAt: null, count: null };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const ask = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
    try {
      const has = (s: string) => db.objectStoreNames.contains(s);
      const meta = has('meta')
        ? ((await ask(db.transaction('meta', 'readonly').objectStore('meta').get('last_sync_at'))) as { value: string } | undefined)
        : undefined;
      const count = store && has(store) ? await ask(db.transaction(store, 'readonly').objectStore(store).count()) : null;
      return { lastSyncAt: meta?.value ?? null, count };
    } finally {
      db.close();
    }
  }, countStore);
