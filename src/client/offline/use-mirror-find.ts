import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalDb } from '../../sync/local-db';
import { useOffline } from './offline-context';

/**
 * One thing read live from the mirror: undefined while loading, null when not there. Before the
 * first download ends, a thing not here yet is still arriving, not missing: undefined then too.
 */
export function useMirrorFind<T>(find: (db: LocalDb) => Promise<T | null>, deps: readonly unknown[]): T | null | undefined {
  const { db, synced } = useOffline();
  const found = useLiveQuery(() => find(db), [db, ...deps]);
  return found === null && !synced ? undefined : found;
}
