import Dexie, { type Table } from 'dexie';
import { REGISTRY_DB_NAME } from '../shared/sync/local-db-names';

// Which user's local database is in use on this browser profile. The tab knows it from the
// session; the service worker has no session, so it reads it here before a background replay.

interface ActiveRow {
  key: 'active';
  name: string;
}

const ACTIVE_KEY = 'active' as const;

class RegistryDb extends Dexie {
  active!: Table<ActiveRow, string>;

  constructor() {
    super(REGISTRY_DB_NAME);
    this.version(1).stores({ active: 'key' });
  }
}

/** The Background Sync tag: the tab registers it after a change, the worker replays on it. */
export const BACKGROUND_SYNC_TAG = 'outbox-replay';

let registry: RegistryDb | undefined;
const open = () => (registry ??= new RegistryDb());

/** Sets the local database the worker replays (at sign-in), or clears it (null, at sign-out). */
export async function setActiveDatabase(name: string | null): Promise<void> {
  const db = open();
  if (name === null) await db.active.delete(ACTIVE_KEY);
  else await db.active.put({ key: ACTIVE_KEY, name });
}

/** The local database of the signed-in user, or null when nobody is signed in. */
export async function getActiveDatabase(): Promise<string | null> {
  return (await open().active.get(ACTIVE_KEY))?.name ?? null;
}
