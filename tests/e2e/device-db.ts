import type { Page } from '@playwright/test';

export type Row = Record<string, unknown> & { id: string };

export interface DeviceDb {
  /** When the engine's last pull ended (`last_sync_at` in its meta table), or null before any. */
  lastSyncAt: string | null;
  /** Rows in the store asked for, or null when none was asked for or it does not exist yet. */
  count: number | null;
  /** Those rows, when asked for. */
  rows?: Row[];
}

/**
 * What the signed-in user's local database holds, read from IndexedDB directly rather than through
 * the app (whose copy may lag): nulls while the database does not exist yet. `active`: the
 * database the registry names active (the service worker's choice); otherwise the user's only one.
 * A store's rows are read as the app reads them (src/sync/pack-format.ts): a pack's rows decoded,
 * a row stored alone winning over its packed version, a tombstone hiding it.
 */
export const deviceDb = (page: Page, store?: string, o: { rows?: boolean; active?: boolean } = {}): Promise<DeviceDb> =>
  page.evaluate(
    async ({ store, wantRows, active }) => {
      type Rec = { id: unknown; cols?: string[]; rows?: unknown[][]; _tomb?: 1 } & Record<string, unknown>;
      const ask = <T>(req: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
      const open = (name: string) => ask(indexedDB.open(name));
      let name: string | undefined;
      if (active) {
        const registry = await open('workplace-registry');
        name = ((await ask(registry.transaction('active').objectStore('active').get('active'))) as { name?: string } | undefined)?.name;
        registry.close();
      } else {
        // workplace-<company>-<user> (src/sync/local-db.ts); workplace-registry is the worker's list of them.
        name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('workplace-') && n !== 'workplace-registry');
      }
      if (!name) return { lastSyncAt: null, count: null };
      const db = await open(name);
      try {
        const has = (s: string) => db.objectStoreNames.contains(s);
        const meta = has('meta')
          ? ((await ask(db.transaction('meta', 'readonly').objectStore('meta').get('last_sync_at'))) as { value: string } | undefined)
          : undefined;
        if (!store || !has(store)) return { lastSyncAt: meta?.value ?? null, count: null };
        const records = (await ask(db.transaction(store, 'readonly').objectStore(store).getAll())) as Rec[];
        const rows = new Map<string, Row | null>();
        const packed = new Map<string, Row>();
        for (const r of records) {
          if (!Array.isArray(r.id)) rows.set(r.id as string, r._tomb ? null : (r as Row));
          else if (r.cols && r.rows)
            for (const values of r.rows) {
              const row: Record<string, unknown> = {};
              r.cols.forEach((c, i) => values[i] !== undefined && (row[c] = values[i]));
              packed.set(row.id as string, row as Row);
            }
        }
        for (const [id, row] of packed) if (!rows.has(id)) rows.set(id, row);
        const live = [...rows.values()].filter((r): r is Row => r !== null);
        return { lastSyncAt: meta?.value ?? null, count: live.length, ...(wantRows ? { rows: live } : {}) };
      } finally {
        db.close();
      }
    },
    { store, wantRows: !!o.rows, active: !!o.active },
  );
