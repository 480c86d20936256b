import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { SYNC_TABLES } from '../../shared/sync/protocol';
import { getMeta } from '../../sync/local-db';
import type { TableSyncTimes } from '../../sync/pull';
import { storageEstimate } from './persist-storage';
import { useOffline } from './offline-context';
import { relativeTime } from './relative-time';

const TABLE_LABELS: Record<string, string> = { teams: 'Teams', employees: 'People', cars: 'Vehicles', activity: 'Activity', tags: 'Tags' };

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
    return Promise.all(SYNC_TABLES.map(async (t) => ({ table: t, rows: await db.mirror(t).count(), at: times[t] ?? null })));
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
          <dt>{TABLE_LABELS[t.table] ?? t.table}</dt>
          <dd>
            {t.rows.toLocaleString('en-GB')} rows · synced {relativeTime(t.at)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
