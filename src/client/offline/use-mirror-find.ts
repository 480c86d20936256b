import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalDb } from '../../sync/local-db';
import { useOffline } from './offline-context';

/**
 * One thing read live from the mirror: undefined while loading, null when not there. Before the
 * first download ends, a thing not here yet is still arriving, not missing: undefined then too.
 */
export function useMirrorFind<T>(find: (db: LocalDb) => Promise<T | null>, deps: readonly unknown[]): T | null | undefined {
  const { db, synced } = useOffline();
  // 'Not there' counts only from a read made once the first download was in: the download's last
  // rows and its end come from the pull worker as separate changes, and a read of the rows still
  // running when the end is known answers from before them (a page sent back to the vehicle it
  // was about to edit, seen in CI).
  const found = useLiveQuery(async () => ({ value: await find(db), afterSync: synced }), [db, synced, ...deps]);
  if (found === undefined) return undefined;
  return found.value === null && !(found.afterSync && synced) ? undefined : found.value;
}
