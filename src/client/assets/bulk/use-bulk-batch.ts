import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { MirrorRow, OutboxItem } from '../../../sync/local-db';
import { useOffline } from '../../offline/offline-context';
import { itemStates, readBatch, summarize, type BatchSummary, type BulkBatch, type BulkItemState } from './bulk-batch';

export interface BulkProgress {
  batch: BulkBatch;
  states: BulkItemState[];
  summary: BatchSummary;
}

interface Snapshot {
  batch: BulkBatch | null;
  outbox: OutboxItem[];
  rows: Map<string, MirrorRow>;
}

/**
 * The running bulk assign, live: the batch from the local meta, its items' outbox entries and
 * mirror rows. `undefined` while reading; `null` when no batch is stored.
 */
export function useBulkBatch(): BulkProgress | null | undefined {
  const { db, status } = useOffline();
  const snapshot = useLiveQuery(async (): Promise<Snapshot> => {
    const batch = (await readBatch(db)) ?? null;
    if (!batch) return { batch, outbox: [], rows: new Map() };
    const outbox = await db.outbox.orderBy('seq').toArray();
    const found = await db.mirror('assets').bulkGet(batch.items.map((i) => i.asset_id));
    return { batch, outbox, rows: new Map(found.filter((r): r is MirrorRow => !!r).map((r) => [r.id, r])) };
  }, [db]);
  const sending = status.online && status.replaying;
  return useMemo(() => {
    if (snapshot === undefined) return undefined;
    if (!snapshot.batch) return null;
    const states = itemStates(snapshot.batch.items, snapshot.outbox, snapshot.rows, sending);
    return { batch: snapshot.batch, states, summary: summarize(states) };
  }, [snapshot, sending]);
}
