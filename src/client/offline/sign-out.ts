import Dexie from 'dexie';
import { MUTATIONS } from '../../shared/sync/catalogue';
import type { LocalDb } from '../../sync/local-db';
import { setActiveDatabase } from '../../sync/registry';
import { isMirrorDbName } from '../../shared/sync/local-db-names';
import { saveFile } from '../lib/save-file';
import { stopPullWorker } from './pull-worker-start';

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Args as JSON can carry them: a file picked offline (a Blob in an upload's args) goes in whole, as
 * { type, size, base64 }, so exporting before signing out loses no photo; JSON would drop it as {}.
 */
export async function jsonSafe(value: unknown): Promise<unknown> {
  if (value instanceof Blob) return { type: value.type, size: value.size, base64: await base64Of(value) };
  if (Array.isArray(value)) return Promise.all(value.map(jsonSafe));
  if (value && typeof value === 'object') return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await jsonSafe(v)])));
  return value;
}

/** The changes not yet on the server, as a file the user keeps (and can show support). */
export async function exportPendingChanges(db: LocalDb): Promise<void> {
  const items = await db.outbox.orderBy('seq').toArray();
  const changes = await Promise.all(
    items.map(async (i) => ({
      what: MUTATIONS.get(i.name)?.title ?? i.name,
      object: i.label,
      state: i.state,
      error: i.error ?? null,
      made_at: i.created_at,
      mutation: i.name,
      args: await jsonSafe(i.args),
    })),
  );
  const file = { exported_at: new Date().toISOString(), database: db.name, changes };
  saveFile(
    `workplace-unsent-changes-${file.exported_at.slice(0, 19).replace(/[:T]/g, '-')}.json`,
    new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
  );
}

/**
 * Leaves nothing of the user's data on the device: the mirror, the outbox and cached responses,
 * and the copies of any user a support user acted as in this browser.
 */
export async function deleteLocalData(db: LocalDb): Promise<void> {
  const name = db.name;
  // First, so the service worker can no longer open this database to replay it.
  await setActiveDatabase(null);
  stopPullWorker();
  db.close();
  await Dexie.delete(name);
  const others = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  for (const other of others) {
    if (isMirrorDbName(other.name)) await Dexie.delete(other.name!);
  }
  if (typeof caches !== 'undefined') {
    for (const key of await caches.keys()) if (!key.includes('precache')) await caches.delete(key);
  }
}
