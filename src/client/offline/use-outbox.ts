import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxItem } from '../../sync/local-db';
import { getMeta } from '../../sync/local-db';
import { useOffline } from './offline-context';

export interface OutboxView {
  pending: OutboxItem[];
  failed: OutboxItem[];
  lastSyncAt: string | null;
}

/** The outbox and the last sync time, live: the header control and its panel read this. */
export function useOutbox(): OutboxView | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const items = await db.outbox.orderBy('seq').toArray();
    return {
      pending: items.filter((i) => i.state === 'pending'),
      failed: items.filter((i) => i.state === 'failed'),
      lastSyncAt: (await getMeta<string>(db, 'last_sync_at')) ?? null,
    };
  }, [db]);
}
