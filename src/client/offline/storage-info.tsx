import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { MIRRORED_TABLES, type SyncTable } from '../../shared/sync/protocol';
import { getMeta } from '../../sync/local-db';
import type { TableSyncTimes } from '../../sync/pull';
import { storageEstimate } from './persist-storage';
import { useOffline } from './offline-context';
import { relativeTime } from './relative-time';

const megabytes = (bytes: number | null | undefined) => (bytes === undefined || bytes === null ? '—' : `${(bytes / 1_048_576).toFixed(1)} MB`);

/** How much the offline copy takes, whether the browser keeps it, and how fresh each table is. */
export function StorageInfo() {
  const { db } = useOffline();
  const [estimate, setEstimate] = useState<Awaited<ReturnType<typeof storageEstimate>>>();
  useEffect(() => {
    void storageEstimate().then(setEstimate);
  }, []);
  const tables = useLiveQuery(async () => {
    const times = (await getMeta<TableSyncTimes>(db, 'table_sync_times')) ?? {};
    // Labels come from the areas' table declarations, like the tables themselves.
    return Promise.all(
      MIRRORED_TABLES.map(async (t) => ({
        table: t.name,
        label: t.label,
        rows: await db.untypedMirror(t.name as SyncTable).count(),
        at: times[t.name as SyncTable] ?? null,
      })),
    );
  }, [db]);
  return (
    <dl className="storage-grid">
      <dt>Used</dt>
      <dd>
        {megabytes(estimate?.usage)} of {megabytes(estimate?.quota)} available
      </dd>
      <dt>Kept by the browser</dt>
      <dd>{estimate?.persisted ? 'Yes — it will not be cleared to free space' : 'Not guaranteed — the browser may clear it when space runs low'}</dd>
      {tables?.map((t) => (
        <div key={t.table} style={{ display: 'contents' }}>
          <dt>{t.label}</dt>
          <dd>
            {t.rows.toLocaleString('en-GB')} rows · synced {relativeTime(t.at)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
