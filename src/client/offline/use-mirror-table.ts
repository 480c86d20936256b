import { useEffect, useState } from 'react';
import type { SyncTable } from '../../shared/sync/protocol';
import type { MirrorRow } from '../../sync/local-db';
import { onMirrorChange } from '../../sync/mirror-events';
import { useOffline } from './offline-context';

/**
 * A whole mirrored table in memory, read once and then patched from change events, so sorting and
 * filtering 100,000 rows never waits on IndexedDB again (ARCHITECTURE.md section 6). Undefined
 * while loading or before the first download has finished.
 */
export function useMirrorTable<Row extends MirrorRow>(table: SyncTable): Row[] | undefined {
  const { db, synced } = useOffline();
  const [rows, setRows] = useState<Row[]>();

  useEffect(() => {
    let alive = true;
    const byId = new Map<string, Row>();
    const publish = () => alive && setRows([...byId.values()]);
    const loadAll = async () => {
      byId.clear();
      for (const r of (await db.mirror(table).toArray()) as Row[]) byId.set(r.id, r);
      publish();
    };
    // Changes that arrive while the first read runs wait for it, then apply in order.
    let queue = loadAll();
    const off = onMirrorChange(db.name, (change) => {
      if (change.table !== table) return;
      queue = queue.then(async () => {
        if (change.all) return loadAll();
        const got = (await db.mirror(table).bulkGet(change.ids)) as (Row | undefined)[];
        change.ids.forEach((id, i) => {
          const row = got[i];
          if (row) byId.set(id, row);
          else byId.delete(id);
        });
        publish();
      });
    });
    return () => {
      alive = false;
      off();
    };
  }, [db, table]);

  // Before the first download ends, no rows is 'still arriving', never 'none'.
  return synced ? rows : undefined;
}
