import { useCallback, useSyncExternalStore } from 'react';
import type { SyncTable } from '../../shared/sync/protocol';
import type { MirrorRowOf } from '../../sync/local-db';
import { tableStore } from './mirror-table-store';
import { useOffline } from './offline-context';

/**
 * A whole mirrored table in memory, read once and then patched from change events, so sorting and
 * filtering 100,000 rows never waits on IndexedDB again (docs/architecture.md section 6). Every
 * component asking for the same table shares one copy (mirror-table-store.ts). Undefined while
 * loading or before the first download has finished.
 */
export function useMirrorTable<T extends SyncTable>(table: T): MirrorRowOf<T>[] | undefined {
  const { db, synced } = useOffline();
  const store = tableStore(db, table);
  const rows = useSyncExternalStore(
    store.subscribe,
    useCallback(() => store.rows, [store]),
  );
  // Before the first download ends, no rows is 'still arriving', never 'none'.
  return synced ? rows : undefined;
}
