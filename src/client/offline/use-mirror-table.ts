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
  // Not read before the first download ends: no rows is 'still arriving' then, never 'none', and
  // patching a table page after page would take the page's thread while the worker stores them.
  const store = synced ? tableStore(db, table) : null;
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    useCallback(() => store?.rows, [store]),
  );
}

const noSubscription = () => () => undefined;
